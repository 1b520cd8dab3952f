// Issue 9: "Asking for 7 family packs when 5 are left says 'Added 7', adds 5 and Review says
// nothing." The menu says how many the cart really took and why; Review flags the cut line.
import { CartDocument } from '@mijote/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { addItem, addOutcome, cappedFromOf, setQuantity } from '../src/features/store/cart-edit';
import { ProductCard, type AddOutcome } from '../src/features/store/components/product-card';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { menuDish } from './store-fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const now = new Date('2026-11-22T15:00:00Z');
const pack = { productId: 18, type: 'familyPack' as const, quantity: 7, sides: [], date: '2026-11-25' };
/** The server's answer to 7 family packs with 20 units in stock: 5 kept, 7 asked. */
const cut = (doc: CartDocument): CartDocument => ({
  ...doc,
  items: { wednesday: doc.items.wednesday!.map((i) => (i.productId === 18 ? { ...i, quantity: 5, cappedFrom: 7 } : i)) },
});

describe('what an add really did', () => {
  it('compares the cart before with the cart the server kept', () => {
    const before = CartDocument.parse({});
    const after = cut(addItem(before, 'wednesday', pack, now));
    expect(addOutcome(before, after, 'wednesday', pack)).toEqual({ asked: 7, added: 5 });
    // 2 already in the cart, 7 more asked, the stock keeps 5 in all: 3 were added
    const had = CartDocument.parse({
      items: { wednesday: [{ productId: 18, type: 'familyPack', quantity: 2, addedAt: now.toISOString(), date: '2026-11-25' }] },
    });
    expect(addOutcome(had, cut(addItem(had, 'wednesday', pack, now)), 'wednesday', pack)).toEqual({ asked: 7, added: 3 });
    expect(addOutcome(had, had, 'wednesday', pack)).toEqual({ asked: 7, added: 0 });
  });

  it('Review flags a cut line until the customer sets its quantity, or asks again', () => {
    const doc = cut(addItem(CartDocument.parse({}), 'wednesday', pack, now));
    const line = { group: 'wednesday' as const, index: 0, productId: 18, type: 'familyPack' as const, date: '2026-11-25', quantity: 5 };
    expect(cappedFromOf(doc, line)).toBe(7);
    expect(cappedFromOf(setQuantity(doc, line, 4, now), { ...line, quantity: 4 })).toBeNull();
    expect(addItem(doc, 'wednesday', { ...pack, quantity: 1 }, now).items.wednesday?.[0]).not.toHaveProperty('cappedFrom');
    // the stock grew back: the line holds what was asked, nothing to say
    expect(cappedFromOf(doc, { ...line, quantity: 7 })).toBeNull();
  });
});

const duck = menuDish({ FamilyPackPriceCents: 7195, Inventory: 20 });

async function addSeven(lang: 'en' | 'fr', outcome: AddOutcome) {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  render(
    <I18nextProvider i18n={i18n}>
      <ProductCard product={duck} lang={lang} addLabel="Add" unavailable={null} onAdd={async () => outcome} />
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('radio', { name: lang === 'en' ? /Family pack/ : /Format familial/ }));
  fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '7' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Add/ }));
  });
  return screen.getByRole('status');
}

describe('the product card says what the cart took', () => {
  afterEach(cleanup);

  it('English: 5 of 7 family packs, and why', async () => {
    const status = await addSeven('en', { asked: 7, added: 5 });
    expect(status.textContent).toBe(
      'Only 5 family packs of Duck leg confit added to your cart (you asked for 7): that is all we have left, as each family pack takes 4 portions.',
    );
    expect(status.className).toContain('product-card__status--warning');
  });

  it('French: 5 of 7 family packs, and why', async () => {
    const status = await addSeven('fr', { asked: 7, added: 5 });
    expect(status.textContent).toBe(
      'Seulement 5 formats familiaux de Duck leg confit ajoutés à votre panier (vous en aviez demandé 7) : c’est tout ce qu’il nous reste, chaque format familial comptant 4 portions.',
    );
  });

  it('none at all, or all of them', async () => {
    expect((await addSeven('en', { asked: 7, added: 0 })).textContent).toBe(
      'Sorry, not enough Duck leg confit is left for a family pack (it takes 4 portions): nothing was added to your cart.',
    );
    cleanup();
    expect((await addSeven('en', { asked: 7, added: 7 })).textContent).toBe('Added to your cart: 7 × Duck leg confit.');
  });
});
