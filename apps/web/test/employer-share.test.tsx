// What the employer and the employee pay for each line of a corporate cart (issue 13; ADR 250),
// on Confirm's summary lines, in both languages; nothing is said on a line no subsidy reaches.
import type { PricedCartLine } from '@mijote/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CartLines } from '../src/features/store/components/cart-summary';
import { createI18n, loadLanguage } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = (over: Partial<PricedCartLine>): PricedCartLine => ({
  group: 'thursday',
  index: 0,
  productId: 1,
  type: 'meal',
  fullPortion: true,
  title: 'Chicken souvlaki plate',
  productType: 'LU',
  date: '2026-11-26',
  requestedQuantity: 2,
  quantity: 2,
  unitPrice: 1395,
  extraCharge: 0,
  amount: 2790,
  employerAmount: 698,
  employeeAmount: 2092,
  taxable: true,
  allowGstTaxRebate: false,
  maxInventory: false,
  outOfStock: false,
  sideMissing: false,
  choicesMissing: false,
  choiceLines: [],
  removalReason: null,
  ...over,
});

async function lines(lang: 'en' | 'fr', list: PricedCartLine[]) {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <CartLines lines={list} lang={lang} />
    </I18nextProvider>,
  );
  return [...container.querySelectorAll('.cart-summary__lines li')].map((li) => li.textContent!.replace(/\u00a0|\u202f/g, ' '));
}

describe('the employer’s and the employee’s share of a line', () => {
  afterEach(cleanup);

  it('English', async () => {
    const out = await lines('en', [line({}), line({ index: 1, title: 'Brownie', amount: 300, employerAmount: 0, employeeAmount: 300 })]);
    expect(out[0]).toContain('Your employer pays $6.98 · you pay $20.92');
    expect(out[1]).not.toContain('employer');
    expect(screen.queryAllByText(/employer/)).toHaveLength(1);
  });

  it('French', async () => {
    const out = await lines('fr', [line({})]);
    expect(out[0]).toContain('Votre employeur paie 6,98 $ · vous payez 20,92 $');
  });
});
