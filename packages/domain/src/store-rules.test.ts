import { describe, expect, it } from 'vitest';
import {
  cartGroupCategory,
  checkCheckoutAddress,
  checkoutProcedures,
  corporateOnlyCartViolations,
  genericCartRedirect,
  isProcedureOffered,
  STORE_CATEGORY,
  type CheckoutAddressInput,
} from './store-rules.js';
import type { CheckoutProcedure, StoreKind } from './vocabulary.js';

describe('what each store sells', () => {
  it.each([
    ['mealDelivery', 'M'],
    ['catering', 'C'],
    ['restaurant', 'R'],
    ['corporate', 'R'],
    ['mobile', 'R'],
    ['generic', 'S'],
  ] as const)('%s sells category %s', (store, category) => {
    expect(STORE_CATEGORY[store]).toBe(category);
  });

  it.each([
    ['mealDelivery', 'monday', 'M'],
    ['mealDelivery', 'sunday', 'M'],
    ['corporate', 'tuesday', 'R'],
    ['mobile', 'friday', 'R'],
    ['catering', 'catering', 'C'],
    ['catering', 'custom', 'C'],
    ['restaurant', 'restaurant', 'R'],
    ['generic', 'generic', 'S'],
    ['mealDelivery', 'generic', 'S'],
  ] as const)('%s, group %s holds category %s', (store, group, category) => {
    expect(cartGroupCategory(store, group)).toBe(category);
  });
});

describe('checkout procedures by store', () => {
  it.each<{ store: StoreKind; procedures: CheckoutProcedure[] }>([
    { store: 'mealDelivery', procedures: ['delivery', 'pickup'] },
    { store: 'catering', procedures: ['delivery', 'pickup'] },
    { store: 'restaurant', procedures: ['delivery', 'pickup', 'eat-in'] },
    { store: 'corporate', procedures: ['delivery', 'pickup'] },
    { store: 'mobile', procedures: ['delivery'] },
    { store: 'generic', procedures: ['delivery'] },
  ])('$store offers $procedures', ({ store, procedures }) => {
    expect(checkoutProcedures(store)).toEqual(procedures);
  });

  it('eat-in only at restaurants', () => {
    expect(isProcedureOffered('restaurant', 'eat-in')).toBe(true);
    expect(isProcedureOffered('mealDelivery', 'eat-in')).toBe(false);
  });
});

describe('corporate-only carts', () => {
  it('cannot hold meal-delivery items', () => {
    const items = [
      { id: 1, category: 'R' as const },
      { id: 2, category: 'M' as const },
      { id: 3, category: 'C' as const },
    ];
    expect(corporateOnlyCartViolations(items).map((i) => i.id)).toEqual([2]);
  });
});

describe('generic cart redirect', () => {
  it.each([
    { groups: { generic: [1], restaurant: [1] }, out: 'restaurant' },
    { groups: { generic: [1], catering: [1] }, out: 'catering' },
    { groups: { generic: [1], restaurant: [] }, out: null },
  ])('$groups → $out', ({ groups, out }) => {
    expect(genericCartRedirect(groups)).toBe(out);
  });
});

describe('address and date to finalise', () => {
  const ok: CheckoutAddressInput = {
    store: 'mealDelivery',
    procedure: 'delivery',
    hasAddress: true,
    addressServed: true,
    hasDeliveryDate: true,
  };
  it.each<{ name: string; over: Partial<CheckoutAddressInput>; out: string }>([
    { name: 'meal delivery with a served address', over: {}, out: 'ok' },
    { name: 'delivery without an address', over: { hasAddress: false }, out: 'address-required' },
    { name: 'delivery outside the served area', over: { addressServed: false }, out: 'area-not-served' },
    { name: 'pickup needs no address', over: { procedure: 'pickup', hasAddress: false }, out: 'ok' },
    { name: 'mobile always needs its address', over: { store: 'mobile', procedure: 'pickup', hasAddress: false }, out: 'address-required' },
    { name: 'catering needs a delivery date', over: { store: 'catering', hasDeliveryDate: false }, out: 'delivery-date-required' },
    { name: 'generic specials need a delivery date', over: { store: 'generic', hasDeliveryDate: false }, out: 'delivery-date-required' },
  ])('$name → $out', ({ over, out }) => {
    expect(checkCheckoutAddress({ ...ok, ...over })).toBe(out);
  });
});
