import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeCartTotals, type CartContext, type CartInput, type CartItemInput } from './cart-totals.js';
import { invoiceTotal } from './invoice.js';
import { percentOf } from './money.js';
import type { PromoCode } from './promo-code.js';
import type { Subsidy } from './subsidy.js';
import { CART_GROUP_KEYS, type CartItemKind, type ProductTypeCd } from './vocabulary.js';

const item = (productType: ProductTypeCd, quantity: number, unitPrice: number, more: Partial<CartItemInput> = {}): CartItemInput => ({
  productId: 1,
  productType,
  kind: 'meal',
  quantity,
  unitPrice,
  taxable: true,
  allowGstTaxRebate: false,
  ...more,
});

const cart = (more: Partial<CartInput> = {}): CartInput => ({
  groups: {},
  checkoutProcedure: 'delivery',
  tipAmount: 0,
  homeDeliveryFees: 500,
  cateringDeliveryFees: 2500,
  isDeliveryWaived: false,
  promoCode: null,
  centuryDollars: { editMode: false, requested: 0 },
  ...more,
});

const ctx = (more: Partial<CartContext> = {}): CartContext => ({
  store: 'mealDelivery',
  isMaster: false,
  centuryDollarBalance: 0,
  gstRelief: false,
  ...more,
});

const code = (more: Partial<PromoCode> = {}): PromoCode => ({
  code: 'SAVE',
  type: 'dollars',
  amount: 1000,
  valid: true,
  expired: false,
  status: 'V',
  minimumAmountRequired: 0,
  maxedOut: false,
  storeSource: null,
  ...more,
});

const subsidy: Subsidy = {
  id: 12,
  discountPercent: 50,
  maxUnitAmount: 500,
  maxProductCount: 3,
  maxTotalAmount: 1200,
  maxRebate: null,
  perDeliveryDay: true,
  daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
};

const twoLunches = { monday: [item('LU', 2, 1250)] };

describe('cart totals: worked examples', () => {
  it.each<{ name: string; input: CartInput; context?: Partial<CartContext>; expected: Record<string, unknown> }>([
    {
      name: 'one day below $49: fee, taxes on goods and fee',
      input: cart({ groups: twoLunches }),
      expected: { subTotal: 2500, deliveryFees: 500, tax1: 150, tax2: 299, totalWithTaxes: 3449, amountDue: 3449 },
    },
    {
      name: 'two days: the $49 day delivers free, the other pays',
      input: cart({ groups: { monday: [item('LU', 4, 1250)], tuesday: [item('SU', 1, 1500)] } }),
      expected: { subTotal: 6500, deliveryFees: 500, tax1: 350, tax2: 698, totalWithTaxes: 8048 },
    },
    {
      name: 'extra charges are goods',
      input: cart({ groups: { monday: [item('LU', 2, 1250, { extraCharge: 150 })] } }),
      expected: { subTotal: 2500, extraCharges: 300, deliveryFees: 500, tax1: 165, tax2: 329, totalWithTaxes: 3794 },
    },
    {
      name: '5 family packs: 12 % off, taxed after the discount',
      input: cart({ groups: { monday: [item('SU', 5, 6000, { kind: 'familyPack' })] } }),
      expected: {
        subTotal: 30000,
        deliveryFees: 0,
        promotion: { discount: 3600, taxableDiscount: 3600, applied: ['family-packs'] },
        tax1: 1320,
        tax2: 2633,
        totalWithTaxes: 30353,
      },
    },
    {
      name: 'items not taxable are left out of the taxes',
      input: cart({ groups: { monday: [item('LU', 1, 5000), item('DR', 1, 300, { taxable: false })] } }),
      expected: { subTotal: 5300, tax1: 250, tax2: 499, totalWithTaxes: 6049 },
    },
    {
      name: 'promo code in dollars',
      input: cart({ groups: twoLunches, promoCode: code() }),
      expected: { promoCode: { code: 'SAVE', key: 'promo-added', discount: 1000 }, tax1: 100, tax2: 200, totalWithTaxes: 2300 },
    },
    {
      name: 'promo code capped at the amount due (goods only)',
      input: cart({ groups: twoLunches, promoCode: code({ amount: 5000 }) }),
      expected: {
        promoCode: { code: 'SAVE', key: 'promo-added', discount: 2500 },
        deliveryFees: 500,
        tax1: 25,
        tax2: 50,
        totalWithTaxes: 575,
      },
    },
    {
      name: 'percent code shares its discount between taxable and non-taxable goods',
      input: cart({
        groups: { monday: [item('LU', 1, 3000), item('DR', 1, 2000, { taxable: false })] },
        promoCode: code({ type: 'percent', amount: 10 }),
      }),
      expected: { promoCode: { code: 'SAVE', key: 'promo-added', discount: 500 }, tax1: 135, tax2: 269, totalWithTaxes: 4904 },
    },
    {
      name: 'refused promo code: key, no discount',
      input: cart({ groups: twoLunches, promoCode: code({ minimumAmountRequired: 5000 }) }),
      expected: { promoCode: { code: 'SAVE', key: 'sorry-amount', discount: 0 }, totalWithTaxes: 3449 },
    },
    {
      name: 'promo code of another store',
      input: cart({ groups: twoLunches, promoCode: code({ storeSource: 'catering' }) }),
      expected: { promoCode: { code: 'SAVE', key: 'promo-invalid-store', discount: 0 }, totalWithTaxes: 3449 },
    },
    {
      name: 'tip is added, not taxed',
      input: cart({ groups: twoLunches, tipAmount: 300 }),
      expected: { tip: 300, tax1: 150, tax2: 299, totalWithTaxes: 3749 },
    },
    {
      name: 'gift cards only are e-mailed: a tip asked for is not charged (issue 28)',
      input: cart({ groups: { generic: [item('GC', 2, 5000, { taxable: false })] }, tipAmount: 300 }),
      expected: { tip: 0, tax1: 0, tax2: 0, totalWithTaxes: 10_000 },
    },
    {
      name: 'a gift card beside a dish: the tip stays',
      input: cart({ groups: { generic: [item('GC', 1, 5000, { taxable: false }), item('SP', 1, 1000)] }, tipAmount: 300 }),
      expected: { tip: 300 },
    },
    {
      name: 'Century Dollars in edit mode',
      input: cart({ groups: twoLunches, centuryDollars: { editMode: true, requested: 10_000 } }),
      context: { centuryDollarBalance: 2000 },
      expected: { centuryDollars: 2000, totalWithTaxes: 3449, amountDue: 1449 },
    },
    {
      name: 'Century Dollars capped to the total',
      input: cart({ groups: twoLunches, centuryDollars: { editMode: true, requested: 10_000 } }),
      context: { centuryDollarBalance: 10000 },
      expected: { centuryDollars: 3449, amountDue: 0 },
    },
    {
      name: 'Century Dollars not in edit mode',
      input: cart({ groups: twoLunches, centuryDollars: { editMode: false, requested: 10_000 } }),
      context: { centuryDollarBalance: 10000 },
      expected: { centuryDollars: 0, amountDue: 3449 },
    },
    {
      name: 'pickup: no delivery fee',
      input: cart({ groups: twoLunches, checkoutProcedure: 'pickup' }),
      expected: { deliveryFees: 0, tax1: 125, tax2: 249, totalWithTaxes: 2874 },
    },
    {
      name: 'GST relief: flagged items carry QST only',
      input: cart({ groups: { monday: [item('LU', 2, 1250, { allowGstTaxRebate: true })] } }),
      context: { gstRelief: true },
      expected: { tax1: 25, tax2: 299, totalWithTaxes: 3324 },
    },
    {
      name: 'GST rebate flag outside a relief period: both taxes',
      input: cart({ groups: { monday: [item('LU', 2, 1250, { allowGstTaxRebate: true })] } }),
      expected: { tax1: 150, tax2: 299, totalWithTaxes: 3449 },
    },
    {
      name: 'subsidy: paid by the employer after taxes on the full price',
      input: cart({ groups: { monday: [item('LU', 2, 800)] }, checkoutProcedure: 'pickup' }),
      context: { store: 'corporate', subsidy: { rules: subsidy } },
      expected: { subTotal: 1600, subsidized: 800, tax1: 80, tax2: 160, totalWithTaxes: 1040 },
    },
    {
      name: 'subsidy limited by the day’s remaining amount',
      input: cart({ groups: { monday: [item('LU', 2, 800)] }, checkoutProcedure: 'pickup' }),
      context: { store: 'corporate', subsidy: { rules: subsidy, remainingByDay: { monday: 250 } } },
      expected: { subsidized: 250, totalWithTaxes: 1590 },
    },
    {
      name: 'subsidy limited by the items the day’s earlier orders had subsidised (issue 28)',
      input: cart({ groups: { monday: [item('LU', 2, 800)] }, checkoutProcedure: 'pickup' }),
      context: { store: 'corporate', subsidy: { rules: subsidy, countRemainingByDay: { monday: 1 } } },
      expected: { subsidized: 400, totalWithTaxes: 1440 },
    },
    {
      name: 'subsidy limited by the maximum rebate (issue 28, ADR 367)',
      input: cart({ groups: { monday: [item('LU', 2, 800)] }, checkoutProcedure: 'pickup' }),
      context: { store: 'corporate', subsidy: { rules: { ...subsidy, maxRebate: 500 } } },
      expected: { subsidized: 500, totalWithTaxes: 1340 },
    },
    {
      name: 'catering: one catering fee',
      input: cart({ groups: { catering: [item('TR', 1, 8000)] } }),
      context: { store: 'catering' },
      expected: { deliveryFees: 2500, tax1: 525, tax2: 1047, totalWithTaxes: 12072 },
    },
    {
      name: 'empty cart',
      input: cart(),
      expected: { groups: [], subTotal: 0, deliveryFees: 0, tax1: 0, tax2: 0, totalWithTaxes: 0, amountDue: 0 },
    },
  ])('$name', ({ input, context, expected }) => {
    expect(computeCartTotals(input, ctx(context))).toMatchObject(expected);
  });

  it('groups the cart by day, in week order, with each day’s fee', () => {
    const t = computeCartTotals(
      cart({
        groups: {
          tuesday: [item('SU', 1, 1500)],
          monday: [item('LU', 4, 1250), item('SU', 1, 6000, { kind: 'familyPack' })],
          wednesday: [item('LU', 0, 1250)],
        },
      }),
      ctx(),
    );
    expect(t.groups).toEqual([
      { key: 'monday', units: 8, subTotal: 11000, extraCharges: 0, subsidized: 0, deliveryFee: 0 },
      { key: 'tuesday', units: 1, subTotal: 1500, extraCharges: 0, subsidized: 0, deliveryFee: 500 },
    ]);
  });

  it('knows the days that pay a delivery fee before the area (and its fee) is known (issue 11)', () => {
    const groups = { monday: [item('LU', 4, 1250)], tuesday: [item('SU', 1, 1500)], wednesday: [item('SU', 2, 1500)] };
    const unknownArea = computeCartTotals(cart({ groups, homeDeliveryFees: 0 }), ctx());
    expect(unknownArea.deliveryFees).toBe(0);
    expect(unknownArea.feeDays).toEqual(['tuesday', 'wednesday']);
    const known = computeCartTotals(cart({ groups }), ctx());
    expect(known.feeDays).toEqual(['tuesday', 'wednesday']);
    expect(known.deliveryFees).toBe(1000);
    expect(computeCartTotals(cart({ groups, checkoutProcedure: 'pickup' }), ctx()).feeDays).toEqual([]);
    expect(computeCartTotals(cart({ groups, isDeliveryWaived: true }), ctx({ isMaster: true })).feeDays).toEqual([]);
  });

  it('the subsidy never pays more than the discounted goods', () => {
    const full: Subsidy = { ...subsidy, discountPercent: 100, maxUnitAmount: null, maxProductCount: null, maxTotalAmount: null };
    const t = computeCartTotals(
      cart({ groups: { monday: [item('SU', 5, 6000, { kind: 'familyPack' })] } }),
      ctx({ subsidy: { rules: full } }),
    );
    expect(t.promotion.discount).toBe(3600);
    expect(t.subsidized).toBe(30000 - 3600);
    expect(t.totalWithTaxes).toBe(t.tax1 + t.tax2);
  });

  it('the employer’s share line by line: every line of a subsidised day, gift cards never, adding up to each day', () => {
    const t = computeCartTotals(
      cart({
        groups: {
          monday: [item('LU', 1, 1600), item('GC', 1, 5000), item('LU', 0, 900), item('LU', 1, 600)],
          tuesday: [item('LU', 3, 1000)],
          saturday: [item('LU', 1, 1000)],
        },
      }),
      ctx({ store: 'corporate', subsidy: { rules: subsidy, remainingByDay: { tuesday: 700 } } }),
    );
    // Monday: 50 % capped at $5.00 a unit → 500 + 300; Tuesday: 3 × 500 = 1500, the day's $7.00 left → 700
    expect(t.subsidizedByLine).toEqual({ monday: [500, 0, 0, 300], tuesday: [700], saturday: [0] });
    expect(t.groups.map((g) => [g.key, g.subsidized])).toEqual([
      ['monday', 800],
      ['tuesday', 700],
      ['saturday', 0],
    ]);
    expect(t.subsidized).toBe(1500);
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => computeCartTotals(cart({ groups: { monday: [item('LU', -1, 1250)] } }), ctx())).toThrow(RangeError);
    expect(() => computeCartTotals(cart({ groups: { monday: [item('LU', 1, 12.5)] } }), ctx())).toThrow(RangeError);
  });
});

describe('cart totals: what a gift card takes (ADR 190)', () => {
  const card = (quantity = 1, unitPrice = 2500) => item('GC', quantity, unitPrice, { taxable: false });
  const total = (input: CartInput, context: Partial<CartContext> = {}) => computeCartTotals(input, ctx({ store: 'generic', ...context }));

  it('a promo code never reduces a gift card: a gift-card-only cart refuses the code (nothing to apply it to)', () => {
    for (const promo of [
      code({ amount: 1000 }),
      code({ type: 'percent', amount: 40 }),
      code({ type: 'percent', amount: 25, kind: 'share' }),
    ]) {
      const t = total(cart({ groups: { generic: [card()] }, promoCode: promo }));
      expect(t.promoCode).toEqual({ code: promo.code, key: 'promo-not-applicable', discount: 0 });
      expect(t.totalWithTaxes).toBe(2500);
      expect(t.amountDue).toBe(2500);
    }
  });

  it('mixed cart: the meals get the code, the card does not; the code’s minimum counts the meals only', () => {
    const groups = { generic: [card(1, 5000)], monday: [item('LU', 2, 1250)] };
    const dollars = computeCartTotals(cart({ groups, promoCode: code({ amount: 4000 }) }), ctx());
    // capped at the meals' $25, not the $75 of goods
    expect(dollars.promoCode).toEqual({ code: 'SAVE', key: 'promo-added', discount: 2500 });
    const percent = computeCartTotals(cart({ groups, promoCode: code({ type: 'percent', amount: 25, kind: 'share' }) }), ctx());
    expect(percent.promoCode?.discount).toBe(625); // 25 % of the $25 of meals, not of $75
    // a $30 minimum: $25 of meals and a $50 card do not reach it
    const minimum = computeCartTotals(cart({ groups, promoCode: code({ minimumAmountRequired: 3000 }) }), ctx());
    expect(minimum.promoCode?.key).toBe('sorry-amount');
  });

  it('Century Dollars never pay for a gift card (card or Interac only), in a mixed cart they pay the rest', () => {
    const only = total(cart({ groups: { generic: [card()] }, centuryDollars: { editMode: true, requested: 2500 } }), {
      centuryDollarBalance: 10_000,
    });
    expect(only.centuryDollars).toBe(0);
    expect(only.amountDue).toBe(2500);
    const mixed = computeCartTotals(
      cart({ groups: { generic: [card()], monday: [item('LU', 2, 1250)] }, centuryDollars: { editMode: true, requested: 100_000 } }),
      ctx({ centuryDollarBalance: 100_000 }),
    );
    expect(mixed.totalWithTaxes).toBe(3449 + 2500);
    expect(mixed.centuryDollars).toBe(3449);
    expect(mixed.amountDue).toBe(2500);
  });

  it('a taxable gift card (a catalogue mistake) is still paid in full, its taxes too', () => {
    const t = total(cart({ groups: { generic: [item('GC', 1, 2000)] }, centuryDollars: { editMode: true, requested: 100_000 } }), {
      centuryDollarBalance: 100_000,
    });
    expect(t.totalWithTaxes).toBe(2000 + 100 + 200);
    expect(t.centuryDollars).toBe(0);
  });

  it('no volume promotion, subsidy or free-delivery share for gift cards', () => {
    const full: Subsidy = { ...subsidy, discountPercent: 100, maxUnitAmount: null, maxProductCount: null, maxTotalAmount: null };
    const t = computeCartTotals(
      cart({ groups: { monday: [item('GC', 10, 5000, { taxable: false, kind: 'familyPack' })] } }),
      ctx({ store: 'corporate', subsidy: { rules: full } }),
    );
    expect(t.promotion.discount).toBe(0);
    expect(t.subsidized).toBe(0);
    // $500 of cards on Monday do not reach the $49 free-delivery minimum
    expect(t.deliveryFees).toBe(500);
  });
});

describe('cart totals: half portions (ADR 191)', () => {
  it('a half portion counts as half a meal towards the meals promotion, and gets it', () => {
    const nine = cart({ groups: { monday: [item('LU', 9, 1000), item('LU', 1, 500, { fullPortion: false })] } });
    expect(computeCartTotals(nine, ctx()).promotion.applied).toEqual([]);
    const ten = cart({ groups: { monday: [item('LU', 9, 1000), item('LU', 2, 500, { fullPortion: false })] } });
    const t = computeCartTotals(ten, ctx());
    expect(t.promotion).toEqual({ discount: 1100, taxableDiscount: 1100, applied: ['meals'] });
  });
});

describe('cart totals: invariants', () => {
  const arbItem = fc.record({
    productId: fc.nat(),
    productType: fc.constantFrom<ProductTypeCd>('LU', 'SU', 'BF', 'CC', 'KC', 'SD', 'DR', 'PZ', 'TR', 'GC'),
    fullPortion: fc.boolean(),
    kind: fc.constantFrom<CartItemKind>('meal', 'kids', 'familyPack'),
    quantity: fc.integer({ min: 0, max: 12 }),
    unitPrice: fc.integer({ min: 0, max: 10_000 }),
    extraCharge: fc.integer({ min: 0, max: 500 }),
    taxable: fc.boolean(),
    allowGstTaxRebate: fc.boolean(),
  });
  const arbGroups = fc.dictionary(fc.constantFrom(...CART_GROUP_KEYS), fc.array(arbItem, { maxLength: 4 }), { maxKeys: 5 });
  const arbCode = fc.option(
    fc.record({
      code: fc.constant('X'),
      type: fc.constantFrom<PromoCode['type']>('dollars', 'percent'),
      amount: fc.integer({ min: 0, max: 20_000 }),
      valid: fc.boolean(),
      expired: fc.boolean(),
      status: fc.constantFrom('V', 'I'),
      minimumAmountRequired: fc.integer({ min: 0, max: 5000 }),
      maxedOut: fc.boolean(),
      storeSource: fc.constantFrom(null, 'mealDelivery' as const, 'catering' as const),
      kind: fc.constantFrom('promo' as const, 'share' as const),
    }),
    { nil: null },
  );
  const arbCart = fc.record({
    groups: arbGroups,
    checkoutProcedure: fc.constantFrom('delivery' as const, 'pickup' as const, 'eat-in' as const),
    tipAmount: fc.integer({ min: 0, max: 2000 }),
    homeDeliveryFees: fc.integer({ min: 0, max: 1000 }),
    cateringDeliveryFees: fc.integer({ min: 0, max: 5000 }),
    isDeliveryWaived: fc.boolean(),
    promoCode: arbCode,
    centuryDollars: fc.record({ editMode: fc.boolean(), requested: fc.integer({ min: 0, max: 100_000 }) }),
  });
  const arbCtx = fc.record({
    store: fc.constantFrom('mealDelivery' as const, 'catering' as const, 'corporate' as const),
    isMaster: fc.boolean(),
    centuryDollarBalance: fc.integer({ min: -1000, max: 200_000 }),
    gstRelief: fc.boolean(),
    subsidy: fc.option(
      fc.record({
        rules: fc.record({
          id: fc.constant(1),
          discountPercent: fc.integer({ min: 0, max: 100 }),
          maxUnitAmount: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
          maxProductCount: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
          maxTotalAmount: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
          maxRebate: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
          perDeliveryDay: fc.boolean(),
          daysOfWeek: fc.constant(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const),
        }),
      }),
      { nil: null },
    ),
  });

  it('no negative total; lines add up; discounts within what is due; Century Dollars within the balance', () => {
    fc.assert(
      fc.property(arbCart, arbCtx, (c, x) => {
        const t = computeCartTotals(c, x);
        const goods = t.subTotal + t.extraCharges;
        const promo = t.promoCode?.discount ?? 0;
        expect(t.totalWithTaxes).toBeGreaterThanOrEqual(0);
        expect(t.amountDue).toBeGreaterThanOrEqual(0);
        expect(t.totalWithTaxes).toBe(goods - t.promotion.discount - t.subsidized - promo + t.deliveryFees + t.tax1 + t.tax2 + t.tip);
        expect(t.amountDue).toBe(t.totalWithTaxes - t.centuryDollars);
        expect(t.promotion.discount).toBeLessThanOrEqual(goods);
        expect(t.subsidized).toBeLessThanOrEqual(goods - t.promotion.discount);
        expect(promo).toBeGreaterThanOrEqual(0);
        expect(promo).toBeLessThanOrEqual(goods - t.promotion.discount - t.subsidized);
        expect(t.centuryDollars).toBeGreaterThanOrEqual(0);
        expect(t.centuryDollars).toBeLessThanOrEqual(Math.max(0, x.centuryDollarBalance));
        expect(t.centuryDollars).toBeLessThanOrEqual(t.totalWithTaxes);
        for (const k of ['subTotal', 'extraCharges', 'subsidized'] as const) expect(t.groups.reduce((s, g) => s + g[k], 0)).toBe(t[k]);
        expect(t.groups.reduce((s, g) => s + g.deliveryFee, 0)).toBe(t.deliveryFees);
      }),
    );
  });

  it('gift cards are paid in full by the card: no discount, subsidy or Century Dollars reach them (ADR 190)', () => {
    fc.assert(
      fc.property(arbCart, arbCtx, (c, x) => {
        const t = computeCartTotals(c, x);
        const cards = Object.values(c.groups)
          .flat()
          .filter((i) => i.productType === 'GC');
        const cardGoods = cards.reduce((s, i) => s + (i.unitPrice + i.extraCharge) * i.quantity, 0);
        const others = t.subTotal + t.extraCharges - cardGoods;
        // every discount together stays within the other goods
        expect(t.promotion.discount + t.subsidized + (t.promoCode?.discount ?? 0)).toBeLessThanOrEqual(others);
        // the card (or Interac) pays at least the gift cards
        expect(t.amountDue).toBeGreaterThanOrEqual(cardGoods);
      }),
    );
  });

  it('tax lines are each rate of the one taxable total', () => {
    fc.assert(
      fc.property(arbCart, arbCtx, (c, x) => {
        const t = computeCartTotals({ ...c, promoCode: null }, { ...x, gstRelief: false });
        const taxableGoods = Object.values(c.groups)
          .flat()
          .filter((i) => i.taxable)
          .reduce((s, i) => s + (i.unitPrice + i.extraCharge) * i.quantity, 0);
        const base = taxableGoods - t.promotion.taxableDiscount + t.deliveryFees;
        expect(t.tax1).toBe(percentOf(base, 5));
        expect(t.tax2).toBe(percentOf(base, 9.975));
      }),
    );
  });

  it('the invoice formula gives back the amount due', () => {
    fc.assert(
      fc.property(arbCart, arbCtx, (c, x) => {
        const t = computeCartTotals(c, x);
        const cartDetails = Object.values(c.groups)
          .flat()
          .map((i) => ({ amount: i.unitPrice, quantity: i.quantity, addons: [{ price: i.extraCharge }] }));
        const invoice = invoiceTotal({
          cartDetails,
          tip: t.tip,
          tax1: t.tax1,
          tax2: t.tax2,
          deliveryCharge: t.deliveryFees,
          fuelSurcharge: 0,
          extraCharge: 0,
          subsidizedAmount: t.subsidized,
          rebate: t.promotion.discount + (t.promoCode?.discount ?? 0),
          payments: [{ paymentMethodId: 2, amount: t.centuryDollars }],
        });
        expect(invoice).toBe(t.amountDue);
      }),
    );
  });
});
