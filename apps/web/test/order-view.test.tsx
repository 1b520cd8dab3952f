// One order as recorded (issue 9): the account's detail shows its lines, delivery, payments, taxes
// and status in the page language; the Success step reads what really became of it.
import type { OrderReply } from '@mijote/contracts';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderView } from '../src/components/order/order-view';
import { orderOutcome } from '../src/features/store/routes/success';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { parseOrderId } from '../src/lib/order-id';

const order: OrderReply = {
  Id: 1042,
  status: 'paid',
  statusCd: 'P',
  store: 'mealDelivery',
  createdAt: '2026-03-03T02:30:00Z',
  paidAt: '2026-03-03T02:30:05Z',
  language: 'en',
  checkoutProcedure: 'delivery',
  deliveryDate: '2026-03-05',
  deliveryTime: null,
  deliveryAddress: {
    name: 'Chloé Martin',
    company: null,
    line1: '88 Chemin du Bord-du-Lac',
    line2: null,
    city: 'Pointe-Claire',
    province: 'QC',
    postalCode: 'H9R 2W3',
    country: 'CA',
  },
  comment: 'Side door, please',
  franchiseId: null,
  subsidyId: null,
  paymentType: 'VISA',
  isRush: false,
  numberOfPeople: null,
  cateringOptions: null,
  details: [
    {
      Id: 1,
      productId: 11,
      title: 'Pâté chinois',
      quantity: 1,
      price: 5995,
      amount: 5995,
      isFamilyPack: true,
      isKidsMeal: false,
      isHalfPortion: false,
      requiredBy: '2026-03-05',
      cartGroup: 'thursday',
      choices: [],
      sides: [],
      choiceLines: [],
      addons: [],
    },
    {
      Id: 2,
      productId: 12,
      title: 'Soupe aux pois',
      quantity: 2,
      price: 650,
      amount: 1300,
      isFamilyPack: false,
      isKidsMeal: false,
      isHalfPortion: true,
      requiredBy: '2026-03-06',
      cartGroup: 'friday',
      choices: [],
      sides: [],
      choiceLines: [],
      addons: [],
    },
  ],
  subTotal: 7295,
  discount: 1000,
  promotion: { discount: 0, applied: [] },
  promoCode: { code: 'BIENVENUE10', discount: 1000 },
  extraCharge: 0,
  deliveryCharge: 595,
  tip: 0,
  subsidized: 0,
  tax1: 345,
  tax2: 689,
  centuryDollarsApplied: 500,
  total: 7424,
  payments: [
    { PaymentMethodId: 2, Amount: 500, status: 'approved', cardBrand: null, cardLast4: null },
    { PaymentMethodId: 1, Amount: 7424, status: 'approved', cardBrand: 'VISA', cardLast4: '4242' },
  ],
};

async function show(lang: 'en' | 'fr', o: OrderReply = order) {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  return render(
    <I18nextProvider i18n={i18n}>
      <OrderView order={o} lang={lang} detailed />
    </I18nextProvider>,
  ).container;
}

const rows = (el: Element, sel: string) =>
  [...el.querySelectorAll(`${sel} tr`)].map((tr) => [...tr.children].map((c) => c.textContent!.replace(/\u00a0/g, ' ')));

describe('the order detail', () => {
  afterEach(cleanup);

  it('English: status, when and how, the address, each line with its day, both taxes, every payment', async () => {
    const el = await show('en');
    const facts = el.querySelector('.order__facts')!.textContent!;
    for (const s of [
      '1042',
      'Paid',
      'Placed on',
      'March 2, 2026',
      'Home meal delivery',
      'Delivery',
      'Thursday, March 5',
      'Chloé Martin',
      '88 Chemin du Bord-du-Lac',
      'Pointe-Claire H9R 2W3',
      'Side door, please',
    ])
      expect(facts).toContain(s);
    expect(rows(el, '.order__lines tbody')).toEqual([
      ['Pâté chinois · Family pack (2 large + 2 small) · Thursday, March 5', '1', '$59.95'],
      ['Soupe aux pois · Half portion · Friday, March 6', '2', '$13.00'],
    ]);
    expect(rows(el, '.order__totals')).toEqual([
      ['Subtotal', '$72.95'],
      ['Promo code BIENVENUE10', '−$10.00'],
      ['Delivery', '$5.95'],
      ['GST (5 %)', '$3.45'],
      ['QST (9.975 %)', '$6.89'],
      ['Century Dollars', '−$5.00'],
      ['Total paid', '$74.24'],
    ]);
    expect(rows(el, '.order__payments tbody')).toEqual([
      ['Century Dollars', 'Approved', '$5.00'],
      ['Visa ending in 4242', 'Approved', '$74.24'],
    ]);
    expect(el.textContent).not.toMatch(/~/);
  });

  it('French: the same order in French, money with $ after', async () => {
    const el = await show('fr', {
      ...order,
      status: 'unpaid',
      statusCd: 'U',
      checkoutProcedure: 'pickup',
      payments: [{ PaymentMethodId: 4, Amount: 7424, status: 'pending', cardBrand: null, cardLast4: null }],
    });
    const facts = el.querySelector('.order__facts')!.textContent!;
    for (const s of ['En attente de paiement', 'Passée le', 'Livraison de repas à domicile', 'Cueillette', 'Jeudi 5 mars'])
      expect(facts.replace(/\u00a0/g, ' ')).toContain(s);
    expect(rows(el, '.order__lines tbody')[1]![0]).toBe('Soupe aux pois · Demi-portion · Vendredi 6 mars');
    expect(rows(el, '.order__totals')).toContainEqual(['Code promo BIENVENUE10', '−10,00 $']);
    expect(rows(el, '.order__totals')).toContainEqual(['TPS (5 %)', '3,45 $']);
    expect(rows(el, '.order__totals')).toContainEqual(['TVQ (9,975 %)', '6,89 $']);
    expect(rows(el, '.order__totals').at(-1)).toEqual(['Total', '74,24 $']);
    expect(rows(el, '.order__payments tbody')).toEqual([['Interac en ligne', 'En attente', '74,24 $']]);
    expect(el.textContent).not.toMatch(/~/);
  });
});

describe('the order’s discount lines are the cart’s (ADR 190)', () => {
  afterEach(cleanup);

  it('the automatic promotion and the promo code, each on its own line, in both languages', async () => {
    const o: OrderReply = {
      ...order,
      discount: 1500,
      promotion: { discount: 500, applied: ['meals'] },
      promoCode: { code: 'SAVE10', discount: 1000 },
    };
    const en = rows(await show('en', o), '.order__totals');
    expect(en.slice(0, 3)).toEqual([
      ['Subtotal', '$72.95'],
      ['Promotion (meals)', '−$5.00'],
      ['Promo code SAVE10', '−$10.00'],
    ]);
    cleanup();
    const fr = rows(await show('fr', { ...o, promotion: { discount: 500, applied: ['family-packs', 'meals'] } }), '.order__totals');
    expect(fr.slice(1, 3)).toEqual([
      ['Promotion (formats familiaux, repas)', '−5,00 $'],
      ['Code promo SAVE10', '−10,00 $'],
    ]);
  });
});

describe('a discount its lines do not explain (a declined order’s given-back code)', () => {
  afterEach(cleanup);

  it('shows as one “Discounts” line', async () => {
    const o: OrderReply = {
      ...order,
      status: 'declined',
      statusCd: 'D',
      discount: 1500,
      promotion: { discount: 0, applied: ['meals'] },
      promoCode: null,
    };
    expect(rows(await show('en', o), '.order__totals').slice(0, 2)).toEqual([
      ['Subtotal', '$72.95'],
      ['Discounts', '−$15.00'],
    ]);
    cleanup();
    expect(rows(await show('fr', o), '.order__totals')[1]).toEqual(['Rabais', '−15,00 $']);
  });
});

describe('what became of an order (Success, issue 9)', () => {
  it.each([
    ['paid', [], 'paid'],
    ['declined', [], 'declined'],
    ['canceled', [], 'canceled'],
    ['refunded', [], 'refunded'],
    ['unpaid', [{ PaymentMethodId: 4, status: 'pending' }], 'pending-interac'],
    ['unpaid', [{ PaymentMethodId: 1, status: 'pending' }], 'pending-card'],
    [
      'unpaid',
      [
        { PaymentMethodId: 2, status: 'refunded' },
        { PaymentMethodId: 1, status: 'error' },
      ],
      'failed',
    ],
    ['unpaid', [], 'failed'],
  ] as const)('%s with payments %j → %s', (status, payments, outcome) => {
    const pays = payments.map((p) => ({ ...p, Amount: 100, cardBrand: null, cardLast4: null }));
    expect(orderOutcome({ ...order, status, payments: pays })).toBe(outcome);
  });

  it.each([
    ['1042', 1042],
    ['2147483647', 2147483647],
    ['abc', null],
    ['0', null],
    ['-3', null],
    ['12abc', null],
    ['1e3', null],
    ['2147483648', null],
    ['', null],
  ])('order number %s → %s', (raw, id) => {
    expect(parseOrderId(raw)).toBe(id);
  });
});
