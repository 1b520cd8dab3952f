// What the kitchen will cook (issue 28, ADR 369): under each line, the side chosen with the dish and
// each catering box's choices, as the server wrote them in the page's language — on Confirm's
// summary (the priced cart's lines) and on the Success step and the account's order (the order
// reply). A line without choices shows nothing more.
import type { OrderReply, PricedCartLine } from '@mijote/contracts';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderView } from '../src/components/order/order-view';
import { CartLines } from '../src/features/store/components/cart-summary';
import { createI18n, loadLanguage } from '../src/lib/i18n';

const CHOICES = {
  en: { side: ['Side: Wild rice pilaf'], boxes: ['Box 1: Greek salad + Cobb salad', 'Box 2: Ham and Swiss + Greek salad'] },
  fr: {
    side: ['Accompagnement : Pilaf de riz sauvage'],
    boxes: ['Boîte 1 : Salade grecque + Salade Cobb', 'Boîte 2 : Jambon et suisse + Salade grecque'],
  },
} as const;

function cartLine(over: Partial<PricedCartLine>): PricedCartLine {
  return {
    group: 'thursday',
    index: 0,
    productId: 13,
    type: 'meal',
    fullPortion: true,
    title: 'Maple-glazed salmon',
    productType: 'SU',
    date: '2026-12-03',
    requestedQuantity: 2,
    quantity: 2,
    unitPrice: 1795,
    extraCharge: 0,
    amount: 3590,
    employerAmount: 0,
    employeeAmount: 3590,
    taxable: true,
    allowGstTaxRebate: false,
    maxInventory: false,
    outOfStock: false,
    sideMissing: false,
    choicesMissing: false,
    choiceLines: [],
    removalReason: null,
    ...over,
  };
}

function order(lang: 'en' | 'fr'): OrderReply {
  const detail = {
    quantity: 2,
    isFamilyPack: false,
    isKidsMeal: false,
    isHalfPortion: false,
    requiredBy: '2026-12-03',
    choices: [],
    sides: [],
    choiceLines: [] as string[],
    addons: [],
  };
  return {
    Id: 77,
    status: 'paid',
    statusCd: 'P',
    store: 'mealDelivery',
    createdAt: '2026-12-02T14:00:00Z',
    paidAt: '2026-12-02T14:00:05Z',
    language: lang,
    checkoutProcedure: 'delivery',
    deliveryDate: '2026-12-03',
    deliveryTime: null,
    deliveryAddress: null,
    comment: null,
    franchiseId: null,
    subsidyId: null,
    paymentType: 'VISA',
    isRush: false,
    numberOfPeople: null,
    cateringOptions: null,
    details: [
      {
        ...detail,
        Id: 1,
        productId: 13,
        title: 'Salmon',
        price: 1795,
        amount: 3590,
        cartGroup: 'thursday',
        sides: ['Wild rice pilaf'],
        choiceLines: [...CHOICES[lang].side],
        addons: [{ productId: 70, price: 0 }],
      },
      {
        ...detail,
        Id: 2,
        productId: 501,
        title: 'Classic lunch box',
        price: 1795,
        amount: 3590,
        cartGroup: 'catering',
        choiceLines: [...CHOICES[lang].boxes],
      },
      { ...detail, Id: 3, productId: 12, title: 'Soup', price: 650, amount: 1300, cartGroup: 'thursday' },
    ],
    subTotal: 8480,
    discount: 0,
    promotion: { discount: 0, applied: [] },
    promoCode: null,
    extraCharge: 0,
    deliveryCharge: 0,
    tip: 0,
    subsidized: 0,
    tax1: 424,
    tax2: 846,
    centuryDollarsApplied: 0,
    total: 9750,
    payments: [],
  };
}

async function withI18n(lang: 'en' | 'fr', node: React.ReactNode) {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>).container;
}

const choicesOf = (row: Element) => [...row.querySelectorAll('.line-choices__line')].map((l) => l.textContent);

describe.each(['en', 'fr'] as const)('%s', (lang) => {
  afterEach(cleanup);

  it('Confirm’s summary: each line’s side and box choices under it, nothing under a line without any', async () => {
    const el = await withI18n(
      lang,
      <CartLines
        lang={lang}
        lines={[
          cartLine({ choiceLines: [...CHOICES[lang].side] }),
          cartLine({
            index: 1,
            group: 'catering',
            date: null,
            productId: 501,
            title: 'Classic lunch box',
            choiceLines: [...CHOICES[lang].boxes],
          }),
          cartLine({ index: 2, productId: 12, title: 'Soup' }),
        ]}
      />,
    );
    // by day, then the catering group: the salmon, the soup, the boxes
    const lines = [...el.querySelectorAll('.cart-summary__lines li')];
    expect(lines.map(choicesOf)).toEqual([[...CHOICES[lang].side], [], [...CHOICES[lang].boxes]]);
  });

  it('the order (Success, the account’s order): each line’s side and box choices in its cell', async () => {
    const el = await withI18n(lang, <OrderView order={order(lang)} lang={lang} detailed />);
    const rows = [...el.querySelectorAll('.order__lines tbody tr')];
    expect(rows.map(choicesOf)).toEqual([[...CHOICES[lang].side], [...CHOICES[lang].boxes], []]);
    expect(rows[0]!.querySelector('td')!.textContent).toContain(CHOICES[lang].side[0]);
  });
});
