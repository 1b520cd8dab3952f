import { describe, expect, it } from 'vitest';
import { unitPrice, type PricedProduct, type PricingChoice } from './item-pricing.js';

const meal: PricedProduct = { price: 1299, familyPackPrice: 4599, subsidyPrices: [{ subsidyId: 7, price: 999 }] };

describe('unit price', () => {
  it.each<{ name: string; product: PricedProduct; choice: PricingChoice; out: number | null }>([
    { name: 'regular meal', product: meal, choice: { kind: 'meal' }, out: 1299 },
    { name: 'kids costs half (half-up)', product: meal, choice: { kind: 'kids' }, out: 650 },
    { name: 'kids price when set', product: { ...meal, kidsPrice: 700 }, choice: { kind: 'kids' }, out: 700 },
    { name: 'half-portion costs half', product: meal, choice: { kind: 'meal', fullPortion: false }, out: 650 },
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
