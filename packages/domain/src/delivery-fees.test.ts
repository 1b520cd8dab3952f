import { describe, expect, it } from 'vitest';
import { deliveryFeeRange, deliveryFeesByGroup, keepsDeliveryWaiver, type DeliveryFeeInput, type GroupGoods } from './delivery-fees.js';

const input: DeliveryFeeInput = {
  procedure: 'delivery',
  homeDeliveryFees: 500,
  cateringDeliveryFees: 2500,
  isDeliveryWaived: false,
  isMaster: false,
};

describe('delivery fees', () => {
  it.each<{ name: string; goods: GroupGoods; over?: Partial<DeliveryFeeInput>; fees: GroupGoods }>([
    { name: 'a day below $49 pays the fee', goods: { monday: 4899 }, fees: { monday: 500 } },
    { name: 'a day reaching $49 is free', goods: { monday: 4900 }, fees: {} },
    { name: 'charged per delivery day', goods: { monday: 3000, tuesday: 6000, thursday: 1200 }, fees: { monday: 500, thursday: 500 } },
    { name: 'weekend days too', goods: { saturday: 2000 }, fees: { saturday: 500 } },
    { name: 'the cart’s own minimum', goods: { monday: 4000 }, over: { minAmountPerDayForFreeDelivery: 3500 }, fees: {} },
    { name: 'pickup sets fees to zero', goods: { monday: 1000, catering: 9000 }, over: { procedure: 'pickup' }, fees: {} },
    { name: 'eat-in has no fees', goods: { restaurant: 1000 }, over: { procedure: 'eat-in' }, fees: {} },
    { name: 'waived by a master login', goods: { monday: 1000 }, over: { isDeliveryWaived: true, isMaster: true }, fees: {} },
    { name: 'a customer cannot waive', goods: { monday: 1000 }, over: { isDeliveryWaived: true }, fees: { monday: 500 } },
    { name: 'catering once per order', goods: { catering: 20000, custom: 5000 }, fees: { catering: 2500 } },
    { name: 'custom items alone are catering', goods: { custom: 5000 }, fees: { custom: 2500 } },
    { name: 'address without fees', goods: { monday: 1000 }, over: { homeDeliveryFees: 0 }, fees: {} },
    { name: 'restaurant and generic groups have none without a zone fee', goods: { restaurant: 1000, generic: 1000 }, fees: {} },
    {
      name: 'a bistro zone’s fee, once on the restaurant group (ADR 231)',
      goods: { restaurant: 1000 },
      over: { restaurantDeliveryFees: 395 },
      fees: { restaurant: 395 },
    },
    {
      name: 'a bistro fee even above $49 (no minimum)',
      goods: { restaurant: 9000 },
      over: { restaurantDeliveryFees: 595 },
      fees: { restaurant: 595 },
    },
    { name: 'no bistro fee for pickup', goods: { restaurant: 1000 }, over: { procedure: 'pickup', restaurantDeliveryFees: 395 }, fees: {} },
    { name: 'no bistro fee for eat-in', goods: { restaurant: 1000 }, over: { procedure: 'eat-in', restaurantDeliveryFees: 395 }, fees: {} },
    {
      name: 'the bistro fee waived by a master login',
      goods: { restaurant: 1000 },
      over: { restaurantDeliveryFees: 395, isDeliveryWaived: true, isMaster: true },
      fees: {},
    },
    { name: 'a bistro fee needs restaurant items', goods: { generic: 1000 }, over: { restaurantDeliveryFees: 395 }, fees: {} },
  ])('$name', ({ goods, over, fees }) => {
    expect(deliveryFeesByGroup(goods, { ...input, ...over })).toEqual(fees);
  });
});

describe('keepsDeliveryWaiver (customer-side §4: changing the address resets the waiver to off)', () => {
  const on = (postalCode: string | null) => ({ waived: true, postalCode });
  const off = (postalCode: string | null) => ({ waived: false, postalCode });
  it.each([
    { name: 'a customer never holds one', before: on('H9R 2W3'), after: on('H9R 2W3'), master: false, out: false },
    { name: 'turned off', before: on('H9R 2W3'), after: off('H9R 2W3'), master: true, out: false },
    { name: 'turned on, with an address', before: off('H9R 2W3'), after: on('H9H 3C4'), master: true, out: true },
    { name: 'turned on before any address', before: off(null), after: on(null), master: true, out: true },
    { name: 'kept at the same address (written another way)', before: on('H9R 2W3'), after: on('h9r2w3'), master: true, out: true },
    { name: 'a first address is not a change', before: on(null), after: on('H9R 2W3'), master: true, out: true },
    { name: 'another address resets it', before: on('H9R 2W3'), after: on('H9H 3C4'), master: true, out: false },
    { name: 'a removed address resets it', before: on('H9R 2W3'), after: on(null), master: true, out: false },
  ])('$name → $out', ({ before, after, master, out }) => {
    expect(keepsDeliveryWaiver(before, after, master)).toBe(out);
  });
});

describe('deliveryFeeRange (issue 11)', () => {
  it('the lowest and highest area fee times the days that pay', () => {
    expect(deliveryFeeRange([500, 700, 600], 2)).toEqual({ min: 1000, max: 1400 });
    expect(deliveryFeeRange([500], 3)).toEqual({ min: 1500, max: 1500 });
    expect(deliveryFeeRange([500, 700], 0)).toEqual({ min: 0, max: 0 });
    expect(deliveryFeeRange([], 2)).toBeNull();
  });
});
