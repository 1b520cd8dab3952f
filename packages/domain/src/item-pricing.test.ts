import { describe, expect, it } from 'vitest';
import { halfPortionOffered, unitPrice, type PricedProduct, type PricingChoice } from './item-pricing.js';
import { PRODUCT_TYPES, STORE_KINDS, type CartItemKind } from './vocabulary.js';

const meal: PricedProduct = { price: 1299, familyPackPrice: 4599, subsidyPrices: [{ subsidyId: 7, price: 999 }] };

describe('unit price', () => {
  it.each<{ name: string; product: PricedProduct; choice: PricingChoice; out: number | null }>([
    { name: 'regular meal', product: meal, choice: { kind: 'meal' }, out: 1299 },
    { name: 'kids costs half (half-up)', product: meal, choice: { kind: 'kids' }, out: 650 },
    { name: 'kids price when set', product: { ...meal, kidsPrice: 700 }, choice: { kind: 'kids' }, out: 700 },
    {
      name: 'half-portion costs half, half-up to the cent (ADR 020, 191)',
      product: meal,
      choice: { kind: 'meal', fullPortion: false },
      out: 650,
    },
    { name: 'half-portion of an even price', product: { price: 1300 }, choice: { kind: 'meal', fullPortion: false }, out: 650 },
    { name: 'half-portion of a 1¢ dish', product: { price: 1 }, choice: { kind: 'meal', fullPortion: false }, out: 1 },
    { name: 'half-portion of the subsidy price', product: meal, choice: { kind: 'meal', fullPortion: false, subsidyId: 7 }, out: 500 },
    { name: 'a kids portion is never halved again', product: meal, choice: { kind: 'kids', fullPortion: false }, out: 650 },
    { name: 'family pack price', product: meal, choice: { kind: 'familyPack' }, out: 4599 },
    { name: 'family pack is never halved', product: meal, choice: { kind: 'familyPack', fullPortion: false }, out: 4599 },
    { name: 'no family pack price', product: { price: 1000 }, choice: { kind: 'familyPack' }, out: null },
    { name: 'subsidy price', product: meal, choice: { kind: 'meal', subsidyId: 7 }, out: 999 },
    { name: 'other subsidy keeps the price', product: meal, choice: { kind: 'meal', subsidyId: 8 }, out: 1299 },
    { name: 'kids of subsidy price', product: meal, choice: { kind: 'kids', subsidyId: 7 }, out: 500 },
  ])('$name', ({ product, choice, out }) => {
    expect(unitPrice(product, choice)).toBe(out);
  });
});

describe('half portions offered (ADR 191)', () => {
  const offered = (store: (typeof STORE_KINDS)[number], productType: string, kind: CartItemKind) =>
    halfPortionOffered({ store, productType, kind });

  it('the hot meals of the home-delivery menu, as a regular meal', () => {
    expect(PRODUCT_TYPES.filter((t) => offered('mealDelivery', t, 'meal'))).toEqual(['LU', 'SU', 'CC', 'BF']);
  });

  it('never a kids portion or a family pack', () => {
    for (const kind of ['kids', 'familyPack'] as const) expect(PRODUCT_TYPES.filter((t) => offered('mealDelivery', t, kind))).toEqual([]);
  });

  it('only on the home-delivery menu', () => {
    for (const store of STORE_KINDS.filter((s) => s !== 'mealDelivery'))
      expect(PRODUCT_TYPES.filter((t) => offered(store, t, 'meal'))).toEqual([]);
  });

  it('never a gift card, nor an unknown type', () => {
    expect(offered('mealDelivery', 'GC', 'meal')).toBe(false);
    expect(offered('mealDelivery', 'ZZ', 'meal')).toBe(false);
  });
});
