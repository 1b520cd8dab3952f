// A dish's nutrition facts on the store's card (customer-side §3 Product: Nutrition), as staff
// enter them in the back-office's Nutrition tab (ADR 350): calories, fat, protein, carbohydrates
// in grams with a decimal in the language's format, sodium; a fact left empty is not shown.
import type { MenuProduct } from '@mijote/contracts';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../src/features/store/components/product-card';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { menuDish } from './store-fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dish = (Nutrition: MenuProduct['Nutrition']) => menuDish({ Nutrition });

async function facts(lang: 'en' | 'fr', product: MenuProduct): Promise<string[]> {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <ProductCard product={product} lang={lang} addLabel="Add" unavailable={null} onAdd={vi.fn(async () => undefined)} />
    </I18nextProvider>,
  );
  return [...container.querySelectorAll('dl.nutrition > div')].map((row) =>
    [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent].join(': '),
  );
}

describe('the nutrition facts of a dish', () => {
  afterEach(cleanup);
  const all = { Calories: 455, Fat: 12.5, Protein: 26, Carbs: 51.3, Sodium: 720 };

  it('English: every fact, grams with a decimal point', async () => {
    expect(await facts('en', dish(all))).toEqual([
      'Calories: 455 kcal',
      'Fat: 12.5 g',
      'Protein: 26 g',
      'Carbohydrates: 51.3 g',
      'Sodium: 720 mg',
    ]);
  });

  it('French: every fact, grams with a decimal comma', async () => {
    expect(await facts('fr', dish(all))).toEqual([
      'Calories: 455 kcal',
      'Lipides: 12,5 g',
      'Protéines: 26 g',
      'Glucides: 51,3 g',
      'Sodium: 720 mg',
    ]);
  });

  it('a fact left empty is not shown', async () => {
    expect(await facts('en', dish({ ...all, Protein: null, Sodium: null }))).toEqual([
      'Calories: 455 kcal',
      'Fat: 12.5 g',
      'Carbohydrates: 51.3 g',
    ]);
  });
});
