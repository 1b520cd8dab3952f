import { describe, expect, it } from 'vitest';
import { deliveryFeesByGroup, type DeliveryFeeInput, type GroupGoods } from './delivery-fees.js';

const input: DeliveryFeeInput = { procedure: 'delivery', homeDeliveryFees: 500, cateringDeliveryFees: 2500, isDeliveryWaived: false, isMaster: false };

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
    { name: 'restaurant and generic groups have none', goods: { restaurant: 1000, generic: 1000 }, fees: {} },
  ])('$name', ({ goods, over, fees }) => {
    expect(deliveryFeesByGroup(goods, { ...input, ...over })).toEqual(fees);
  });
});
