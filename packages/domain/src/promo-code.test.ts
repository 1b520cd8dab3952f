import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPromoCode, evaluatePromoCode, isMaxedOut, promoCodeDateFlags, promoCodeDiscount, type PromoCode } from './promo-code.js';
import type { PromoCodeResultKey, StoreKind } from './vocabulary.js';

const good: PromoCode = {
  code: 'SPRING',
  type: 'dollars',
  amount: 1000,
  valid: true,
  expired: false,
  status: 'V',
  minimumAmountRequired: 5000,
  maxedOut: false,
  storeSource: 'mealDelivery',
};

describe('promo code checks, in the spec’s order', () => {
  it.each<{ name: string; code: Partial<PromoCode>; subTotal: number; store?: StoreKind; key: PromoCodeResultKey }>([
    { name: 'accepted', code: {}, subTotal: 5000, key: 'promo-added' },
    { name: 'below the minimum', code: {}, subTotal: 4999, key: 'sorry-amount' },
    {
      name: 'below the minimum wins over every other fault',
      code: { maxedOut: true, expired: true, storeSource: 'catering' },
      subTotal: 10,
      key: 'sorry-amount',
    },
    { name: 'maxed out', code: { maxedOut: true }, subTotal: 6000, key: 'promo-maxedout' },
    {
      name: 'maxed out wins over store and expiry',
      code: { maxedOut: true, expired: true, storeSource: 'catering' },
      subTotal: 6000,
      key: 'promo-maxedout',
    },
    { name: 'other store', code: { storeSource: 'catering' }, subTotal: 6000, key: 'promo-invalid-store' },
    { name: 'other store wins over expiry', code: { storeSource: 'catering', expired: true }, subTotal: 6000, key: 'promo-invalid-store' },
    { name: 'any store', code: { storeSource: null }, subTotal: 6000, store: 'restaurant', key: 'promo-added' },
    { name: 'expired', code: { expired: true }, subTotal: 6000, key: 'sorry-expired' },
    { name: 'not valid', code: { valid: false }, subTotal: 6000, key: 'sorry-expired' },
    { name: 'status other than V', code: { status: 'I' }, subTotal: 6000, key: 'sorry-expired' },
  ])('$name → $key', ({ code, subTotal, store, key }) => {
    expect(checkPromoCode({ ...good, ...code }, { subTotal, store: store ?? 'mealDelivery' })).toBe(key);
  });
});

describe('promo code dates (Toronto calendar days, both ends inclusive)', () => {
  it.each([
    { name: 'before its start', startsOn: '2026-12-01', expiresOn: '2026-12-31', today: '2026-11-30', valid: false, expired: false },
    { name: 'its first day', startsOn: '2026-12-01', expiresOn: '2026-12-31', today: '2026-12-01', valid: true, expired: false },
    { name: 'its last day', startsOn: '2026-12-01', expiresOn: '2026-12-31', today: '2026-12-31', valid: true, expired: false },
    { name: 'the day after', startsOn: '2026-12-01', expiresOn: '2026-12-31', today: '2027-01-01', valid: true, expired: true },
    { name: 'no dates', startsOn: null, expiresOn: null, today: '2030-01-01', valid: true, expired: false },
  ])('$name', ({ startsOn, expiresOn, today, valid, expired }) => {
    expect(promoCodeDateFlags({ startsOn, expiresOn }, today)).toEqual({ valid, expired });
  });
});

describe('promo code discount', () => {
  it.each<{ type: PromoCode['type']; amount: number; due: number; out: number }>([
    { type: 'dollars', amount: 1000, due: 6000, out: 1000 },
    { type: 'dollars', amount: 1000, due: 700, out: 700 }, // capped at the amount due
    { type: 'dollars', amount: 1000, due: 0, out: 0 },
    { type: 'percent', amount: 25, due: 8000, out: 2000 },
    { type: 'percent', amount: 15, due: 1999, out: 300 }, // 299.85
    { type: 'percent', amount: 150, due: 1000, out: 1000 },
    { type: 'percent', amount: -5, due: 1000, out: 0 },
  ])('$type $amount on $due → $out', ({ type, amount, due, out }) => {
    expect(promoCodeDiscount({ type, amount }, due)).toBe(out);
  });

  it('a refused code gives no discount', () => {
    expect(evaluatePromoCode({ ...good, expired: true }, { subTotal: 9000, store: 'mealDelivery', amountDue: 9000 })).toEqual({
      key: 'sorry-expired',
      discount: 0,
    });
    expect(evaluatePromoCode(good, { subTotal: 9000, store: 'mealDelivery', amountDue: 9000 })).toEqual({
      key: 'promo-added',
      discount: 1000,
    });
  });

  it('a use limit maxes the code out', () => {
    expect(isMaxedOut({ maxedOut: false, maxUses: 1 }, 0)).toBe(false);
    expect(isMaxedOut({ maxedOut: false, maxUses: 1 }, 1)).toBe(true);
    expect(isMaxedOut({ maxedOut: false }, 99)).toBe(false);
    expect(isMaxedOut({ maxedOut: true }, 0)).toBe(true);
  });

  it('discount is never negative and never above the amount due', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PromoCode['type']>('dollars', 'percent'),
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.integer({ min: -1000, max: 1_000_000 }),
        (type, amount, due) => {
          const d = promoCodeDiscount({ type, amount }, due);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(Math.max(0, due));
          expect(Number.isInteger(d)).toBe(true);
        },
      ),
    );
  });
});
