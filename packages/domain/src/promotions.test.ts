import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computePromotion, earnsShareReward, facebookSharePromoCode, type PromotionLine } from './promotions.js';
import { INVOICE_STATUSES } from './vocabulary.js';
import { checkPromoCode, promoCodeDiscount } from './promo-code.js';

const pack = (quantity: number, amount = quantity * 6000): PromotionLine => ({
  productType: 'SU',
  kind: 'familyPack',
  quantity,
  amount,
  taxable: true,
});
const lunch = (quantity: number, amount = quantity * 1300, taxable = true): PromotionLine => ({
  productType: 'LU',
  kind: 'meal',
  quantity,
  amount,
  taxable,
});
const salad = (quantity: number): PromotionLine => ({ productType: 'SD', kind: 'meal', quantity, amount: quantity * 1000, taxable: true });

describe('meal-delivery promotions', () => {
  it.each<{ name: string; lines: PromotionLine[]; discount: number; taxableDiscount: number; applied: string[] }>([
    // 4 family packs are 16 meals: the 11 % meals promotion applies to them
    { name: '4 family packs count as 16 meals → 11 %', lines: [pack(4)], discount: 2640, taxableDiscount: 2640, applied: ['meals'] },
    { name: '5 family packs → 12 %', lines: [pack(5)], discount: 3600, taxableDiscount: 3600, applied: ['family-packs'] },
    { name: '9 meals: none', lines: [lunch(9)], discount: 0, taxableDiscount: 0, applied: [] },
    { name: '10 meals → 11 %', lines: [lunch(10)], discount: 1430, taxableDiscount: 1430, applied: ['meals'] },
    { name: 'salads are not meals', lines: [lunch(9), salad(5)], discount: 0, taxableDiscount: 0, applied: [] },
    { name: 'salads are not discounted', lines: [lunch(10), salad(5)], discount: 1430, taxableDiscount: 1430, applied: ['meals'] },
    {
      name: '5 packs and 10 meals: each line its own rate',
      lines: [pack(5), lunch(10)],
      discount: 3600 + 1430,
      taxableDiscount: 3600 + 1430,
      applied: ['family-packs', 'meals'],
    },
    {
      name: 'non-taxable lines: no taxable discount',
      lines: [lunch(10, 13000, false)],
      discount: 1430,
      taxableDiscount: 0,
      applied: ['meals'],
    },
    {
      name: 'kids-corner items are not hot meals',
      lines: [lunch(6), { productType: 'KC', kind: 'kids', quantity: 4, amount: 2600, taxable: true }],
      discount: 0,
      taxableDiscount: 0,
      applied: [],
    },
    {
      name: 'kids portions of hot meals count',
      lines: [lunch(6), { productType: 'SU', kind: 'kids', quantity: 4, amount: 2600, taxable: true }],
      discount: 1144, // 11 % of 10 400
      taxableDiscount: 1144,
      applied: ['meals'],
    },
  ])('$name', ({ lines, discount, taxableDiscount, applied }) => {
    expect(computePromotion(lines)).toEqual({ discount, taxableDiscount, applied });
  });

  it.each<{ name: string; lines: PromotionLine[]; discount: number }>([
    { name: '9 meals and 1 half portion are 9½ meals: none', lines: [lunch(9), { ...lunch(1, 650), fullPortion: false }], discount: 0 },
    {
      name: '9 meals and 2 half portions are 10 meals: 11 % on all of them',
      lines: [lunch(9), { ...lunch(2, 1300), fullPortion: false }],
      discount: 1430,
    },
    { name: '20 half portions are 10 meals', lines: [{ ...lunch(20, 13000), fullPortion: false }], discount: 1430 },
    { name: '19 half portions are 9½ meals', lines: [{ ...lunch(19, 12350), fullPortion: false }], discount: 0 },
    { name: 'a half-portion flag on a family pack changes nothing (4 meals)', lines: [{ ...pack(3), fullPortion: false }], discount: 1980 },
  ])('half portions (ADR 191): $name', ({ lines, discount }) => {
    expect(computePromotion(lines).discount).toBe(discount);
  });

  it('gift cards neither count nor get a promotion (ADR 190)', () => {
    const cards: PromotionLine = { productType: 'GC', kind: 'familyPack', quantity: 10, amount: 50_000, taxable: false };
    expect(computePromotion([cards]).discount).toBe(0);
    expect(computePromotion([cards, pack(4)]).applied).toEqual(['meals']);
  });

  it('a family pack qualifying for both promotions takes the larger rate', () => {
    // 5 packs are also 20 meals: 12 % (family packs) beats 11 % (meals)
    expect(computePromotion([pack(5)]).discount).toBe(3600);
    // with rules where the meals rate is larger, the meals rate wins on the packs too
    const rules = { familyPacks: { minQuantity: 5, percent: 12 }, meals: { minQuantity: 10, percent: 15 } };
    expect(computePromotion([pack(5)], rules)).toEqual({ discount: 4500, taxableDiscount: 4500, applied: ['meals'] });
  });

  it('takes the store’s configured rules, or none', () => {
    expect(computePromotion([lunch(10)], { familyPacks: null, meals: null })).toEqual({ discount: 0, taxableDiscount: 0, applied: [] });
    expect(computePromotion([lunch(8)], { familyPacks: null, meals: { minQuantity: 8, percent: 10 } }).discount).toBe(1040);
  });

  it('rounds once per rate, not per line', () => {
    // three lines of 1 005¢ at 11 %: 110.55 each (111 per line = 333), 331.65 on the sum → 332
    const lines = [lunch(4, 1005), lunch(3, 1005), lunch(3, 1005)];
    expect(computePromotion(lines).discount).toBe(332);
  });

  it('discount ≤ amount and taxableDiscount ≤ discount', () => {
    const line = fc.record({
      productType: fc.constantFrom('LU' as const, 'SU' as const, 'BF' as const, 'CC' as const, 'SD' as const, 'PZ' as const),
      kind: fc.constantFrom('meal' as const, 'kids' as const, 'familyPack' as const),
      quantity: fc.integer({ min: 0, max: 12 }),
      amount: fc.integer({ min: 0, max: 100_000 }),
      taxable: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const r = computePromotion(lines);
        const total = lines.reduce((s, l) => s + l.amount, 0);
        expect(r.discount).toBeGreaterThanOrEqual(0);
        expect(r.discount).toBeLessThanOrEqual(total);
        expect(r.taxableDiscount).toBeLessThanOrEqual(r.discount);
      }),
    );
  });
});

describe('Facebook share reward', () => {
  it('is a one-use 25 % code good in every store', () => {
    const code = facebookSharePromoCode('FB-1234');
    expect(code).toMatchObject({ type: 'percent', amount: 25, status: 'V', maxUses: 1, storeSource: null });
    expect(checkPromoCode(code, { subTotal: 1, store: 'catering' })).toBe('promo-added');
    expect(promoCodeDiscount(code, 8000)).toBe(2000);
  });
});

describe('the Facebook-share reward (issue 9)', () => {
  it('is earned by paid orders only', () => {
    expect(INVOICE_STATUSES.filter(earnsShareReward)).toEqual(['P']);
    expect(earnsShareReward('X')).toBe(false);
  });

  it('is a code of its own kind, 25 % off, one use, any store', () => {
    expect(facebookSharePromoCode('FBX')).toMatchObject({ kind: 'share', type: 'percent', amount: 25, maxUses: 1, storeSource: null });
  });
});
