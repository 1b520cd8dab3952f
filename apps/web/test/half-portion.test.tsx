// Half portions on the home-delivery menu card (customer-side §9 "kids and half-portions cost
// half"; ADR 191): offered for the hot meals, at the domain's half price, in both languages; the
// add asks for a half portion of a regular meal.
import type { MenuProduct } from '@mijote/contracts';
import type { StoreKind } from '@mijote/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewItem } from '../src/features/store/cart-edit';
import { ProductCard } from '../src/features/store/components/product-card';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { menuDish } from './store-fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function card(lang: 'en' | 'fr', product: MenuProduct, store?: StoreKind) {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const onAdd = vi.fn(async (_item: Omit<NewItem, 'date'>) => undefined);
  render(
    <I18nextProvider i18n={i18n}>
      <ProductCard product={product} lang={lang} addLabel="Add" unavailable={null} {...(store ? { store } : {})} onAdd={onAdd} />
    </I18nextProvider>,
  );
  return onAdd;
}

const radios = () => screen.queryAllByRole('radio').map((r) => r.closest('label')!.textContent!.replace(/\u00a0/g, ' '));

describe('the half portion on the home-delivery menu card', () => {
  afterEach(cleanup);

  it('English: offered at half the price (half-up to the cent), added as a half portion of a regular meal', async () => {
    const onAdd = await card('en', menuDish(), 'mealDelivery');
    expect(radios()).toEqual(['Regular $19.95', 'Half portion $9.98']);
    fireEvent.click(screen.getByRole('radio', { name: /Half portion/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Add/ }));
    });
    expect(onAdd).toHaveBeenCalledWith({ productId: 18, type: 'meal', fullPortion: false, quantity: 1, sides: [] });
  });

  it('French: « Demi-portion », and a regular meal is added as a full portion', async () => {
    const onAdd = await card('fr', menuDish(), 'mealDelivery');
    expect(radios()).toEqual(['Régulier 19,95 $', 'Demi-portion 9,98 $']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Add/ }));
    });
    expect(onAdd).toHaveBeenCalledWith({ productId: 18, type: 'meal', fullPortion: true, quantity: 1, sides: [] });
  });

  it('not for a salad, nor outside the home-delivery menu', async () => {
    await card('en', menuDish({ ProductTypeCd: 'SD' }), 'mealDelivery');
    expect(radios()).toEqual([]);
    cleanup();
    await card('en', menuDish(), 'generic');
    expect(radios()).toEqual([]);
    cleanup();
    await card('en', menuDish());
    expect(radios()).toEqual([]);
  });
});
