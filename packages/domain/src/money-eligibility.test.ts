import { describe, expect, it } from 'vitest';
import {
  FULL_PRICE_TYPES,
  isFullPriceOnly,
  mayApply,
  MONEY_ELIGIBILITY,
  MONEY_RULES,
  promoCodeRule,
  type MoneyRule,
} from './money-eligibility.js';
import { PRODUCT_TYPES, type ProductTypeCd } from './vocabulary.js';

type Row = Record<MoneyRule, 0 | 1>;
const row = (mealsPromotion: 0 | 1, rest: 0 | 1): Row => ({
  promoCode: rest,
  shareCode: rest,
  mealsPromotion,
  familyPackPromotion: rest,
  centuryDollars: rest,
  giftCardRedemption: rest,
  subsidy: rest,
  freeDeliveryThreshold: rest,
});
const HOT = row(1, 1);
const OTHER = row(0, 1);
const NONE = row(0, 0);

// ADR 190: the whole table, written out — a change to any cell is a decision, not a side effect.
const EXPECTED: Record<ProductTypeCd, Row> = {
  LU: HOT, // lunch
  SU: HOT, // supper
  CC: HOT, // chef's choice
  BF: HOT, // breakfast
  KC: OTHER, // kids corner
  SH: OTHER, // sushi
  PZ: OTHER, // pizza
  SD: OTHER, // salad
  WR: OTHER, // sandwich, panini, wrap
  AP: OTHER, // appetizer
  SN: OTHER, // snack
  HY: OTHER, // holiday
  SM: OTHER, // smoothie
  DR: OTHER, // drinks
  SI: OTHER, // side orders
  SP: OTHER, // special
  GC: NONE, // gift card: paid in full, by card or Interac Online
  MO: OTHER, // morning snacks (catering)
  TR: OTHER, // traditional platters (catering)
  SW: OTHER, // sandwich platters (catering)
  SC: OTHER, // classic sandwich platters (catering)
  HD: OTHER, // hors d'oeuvre (catering)
  LB: OTHER, // lunch box (catering)
  HB: OTHER, // hot buffet (catering)
  BS: OTHER, // bistro
  BW: OTHER, // bistro bowl
};

describe('money eligibility per product type (ADR 190)', () => {
  it('has a row for every product type and a column for every rule', () => {
    expect(Object.keys(MONEY_ELIGIBILITY).sort()).toEqual([...PRODUCT_TYPES].sort());
    for (const t of PRODUCT_TYPES) expect(Object.keys(MONEY_ELIGIBILITY[t]).sort()).toEqual([...MONEY_RULES].sort());
  });

  it.each(PRODUCT_TYPES.flatMap((type) => MONEY_RULES.map((rule) => ({ type, rule, allowed: EXPECTED[type][rule] === 1 }))))(
    '$type / $rule → $allowed',
    ({ type, rule, allowed }) => {
      expect(mayApply(type, rule)).toBe(allowed);
    },
  );

  it('a gift card takes no discount, promotion, credit, subsidy or free-delivery share at all', () => {
    expect(FULL_PRICE_TYPES).toEqual(['GC']);
    expect(MONEY_RULES.filter((r) => mayApply('GC', r))).toEqual([]);
    expect(isFullPriceOnly('GC')).toBe(true);
    expect(PRODUCT_TYPES.filter(isFullPriceOnly)).toEqual(['GC']);
  });

  it('a gift card pays what Century Dollars pay: an applied card becomes Century Dollars (ADR 029)', () => {
    for (const t of PRODUCT_TYPES) expect(mayApply(t, 'giftCardRedemption')).toBe(mayApply(t, 'centuryDollars'));
  });

  it('an unknown type code takes nothing (full price is the safe answer)', () => {
    for (const r of MONEY_RULES) expect(mayApply('ZZ', r)).toBe(false);
    expect(isFullPriceOnly('ZZ')).toBe(true);
  });

  it('a promo code is under the promo-code rule; the share reward under its own', () => {
    expect(promoCodeRule(null)).toBe('promoCode');
    expect(promoCodeRule({})).toBe('promoCode');
    expect(promoCodeRule({ kind: 'promo' })).toBe('promoCode');
    expect(promoCodeRule({ kind: 'share' })).toBe('shareCode');
  });
});
