import { describe, expect, it } from 'vitest';
import { cartLineVerdict, type CartLineAsk, type CartLineContext, type CartLineProduct } from './cart-line.js';
import { torontoInstant } from './dates.js';

// Wednesday 2026-05-13 12:30 in Toronto: Thursday and Friday are orderable, today is past its cut-off (11:59:59).
const now = torontoInstant('2026-05-13', '12:30');
const meal: CartLineProduct = {
  statusCd: 'A',
  categoryCd: 'M',
  typeCd: 'SU',
  priceCents: 1495,
  kidsPriceCents: null,
  familyPackPriceCents: 5200,
  subsidyPrices: [{ subsidyId: 7, price: 900 }],
  subsidyDays: [],
  franchisePrices: null,
};
const ask = (more: Partial<CartLineAsk> = {}): CartLineAsk => ({
  kind: 'meal',
  halfAsked: false,
  addedAt: now,
  date: '2026-05-15',
  onMenu: true,
  ...more,
});
const ctx = (more: Partial<CartLineContext> = {}): CartLineContext => ({
  store: 'mealDelivery',
  category: 'M',
  procedure: 'delivery',
  now,
  calendar: { store: 'mealDelivery', holidays: [] },
  masterRush: false,
  subsidy: null,
  subsidyId: null,
  franchiseId: null,
  ...more,
});
const days = (from: string, n: number) => new Date(torontoInstant(from, '10:00').getTime() - n * 86_400_000);

describe('one cart line: removed or priced', () => {
  it.each<{
    name: string;
    product: CartLineProduct | null;
    ask?: Partial<CartLineAsk>;
    ctx?: Partial<CartLineContext>;
    out: [string | null, number | null];
  }>([
    { name: 'a meal on the menu of an open day', product: meal, out: [null, 1495] },
    { name: 'a product that is gone', product: null, out: ['product-expired', null] },
    { name: 'a draft product', product: { ...meal, statusCd: 'D' }, out: ['product-expired', null] },
    { name: 'another store’s category', product: { ...meal, categoryCd: 'C' }, out: ['product-expired', null] },
    { name: 'not on that day’s menu', product: meal, ask: { onMenu: false }, out: ['product-expired', null] },
    { name: 'kept in the cart more than 5 days', product: meal, ask: { addedAt: days('2026-05-13', 6) }, out: ['product-expired', null] },
    { name: 'yesterday', product: meal, ask: { date: '2026-05-12' }, ctx: { masterRush: true }, out: ['product-expired', null] },
    { name: 'today, past the cut-off', product: meal, ask: { date: '2026-05-13' }, out: ['product-expired', null] },
    {
      name: 'today, past the cut-off, a master login’s rush order',
      product: meal,
      ask: { date: '2026-05-13' },
      ctx: { masterRush: true },
      out: [null, 1495],
    },
    {
      name: 'a holiday',
      product: meal,
      ctx: { calendar: { store: 'mealDelivery', holidays: [{ day: 15, month: 5 }] } },
      out: ['offices-closed', null],
    },
    { name: 'a family pack', product: meal, ask: { kind: 'familyPack' }, out: [null, 5200] },
    {
      name: 'a family pack of a product without a family-pack price',
      product: { ...meal, familyPackPriceCents: null },
      ask: { kind: 'familyPack' },
      out: ['product-expired', null],
    },
    { name: 'a kids plate at half the price', product: meal, ask: { kind: 'kids' }, out: [null, 748] },
    { name: 'a half portion of a hot meal at half the price', product: meal, ask: { halfAsked: true }, out: [null, 748] },
    { name: 'the subsidy’s own price', product: meal, ctx: { subsidyId: 7 }, out: [null, 900] },
    {
      name: 'no subsidy price for a gift card',
      product: { ...meal, typeCd: 'GC', categoryCd: 'S' },
      ask: { date: null, onMenu: null },
      ctx: { store: 'generic', category: 'S', subsidyId: 7 },
      out: [null, 1495],
    },
    {
      name: 'a subsidy day the product is not offered on',
      product: { ...meal, subsidyDays: [{ subsidyId: 7, day: 'thursday' }] },
      ctx: { subsidy: { id: 7, daysOfWeek: ['thursday', 'friday'] }, subsidyId: 7 },
      out: ['offices-closed', null],
    },
    {
      name: 'a bistro’s own price for delivery',
      product: { ...meal, categoryCd: 'R', franchisePrices: { costCents: 1295, inStoreCostCents: 1195 } },
      ask: { date: null, onMenu: null },
      ctx: { store: 'restaurant', category: 'R', franchiseId: 3, calendar: { store: 'restaurant', holidays: [] } },
      out: [null, 1295],
    },
    {
      name: 'a bistro’s counter price for eat-in',
      product: { ...meal, categoryCd: 'R', franchisePrices: { costCents: 1295, inStoreCostCents: 1195 } },
      ask: { date: null, onMenu: null },
      ctx: { store: 'restaurant', category: 'R', franchiseId: 3, procedure: 'eat-in', calendar: { store: 'restaurant', holidays: [] } },
      out: [null, 1195],
    },
    {
      name: 'an item the cart’s bistro does not sell',
      product: { ...meal, categoryCd: 'R' },
      ask: { date: null, onMenu: null },
      ctx: { store: 'restaurant', category: 'R', franchiseId: 3, calendar: { store: 'restaurant', holidays: [] } },
      out: ['product-expired', 1495],
    },
  ])('$name', ({ product, ask: a, ctx: c, out }) => {
    const v = cartLineVerdict(product, ask(a), ctx(c));
    expect([v.removalReason, v.unitPrice]).toEqual(out);
  });

  it('a half portion the product does not offer is a full portion, flagged', () => {
    const cold = { ...meal, typeCd: 'SD' };
    expect(cartLineVerdict(cold, ask({ halfAsked: true }), ctx())).toEqual({
      removalReason: null,
      unitPrice: 1495,
      fullPortion: true,
      portionRefused: true,
    });
    expect(cartLineVerdict(meal, ask({ halfAsked: true }), ctx())).toMatchObject({ fullPortion: false, portionRefused: false });
    expect(cartLineVerdict(meal, ask({ halfAsked: true, kind: 'familyPack' }), ctx())).toMatchObject({
      fullPortion: true,
      portionRefused: true,
    });
  });
});
