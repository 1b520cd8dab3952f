import { describe, expect, it } from 'vitest';
import { checkCateringOptions } from './catering-options.js';

describe('catering options', () => {
  it('plates and serving utensils are for everyone', () => {
    expect(checkCateringOptions({ utensils: true, servingUtensils: false }, { isMaster: false, deliveryTime: '12:15' })).toBe('ok');
  });
  it.each(['packageType', 'staffOnSite', 'kitchenTime'] as const)('%s is a master login’s', (key) => {
    const value = key === 'packageType' ? 'C' : key === 'kitchenTime' ? '09:00' : true;
    expect(checkCateringOptions({ [key]: value }, { isMaster: false, deliveryTime: '12:15' })).toBe('catering-options-master-only');
    expect(checkCateringOptions({ [key]: value }, { isMaster: true, deliveryTime: '12:15' })).toBe('ok');
  });
  it('the kitchen time is at or before the delivery time', () => {
    expect(checkCateringOptions({ kitchenTime: '12:15' }, { isMaster: true, deliveryTime: '12:15' })).toBe('ok');
    expect(checkCateringOptions({ kitchenTime: '12:30' }, { isMaster: true, deliveryTime: '12:15' })).toBe('kitchen-time-after-delivery');
  });
});
