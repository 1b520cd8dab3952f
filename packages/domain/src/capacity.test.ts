import { describe, expect, it } from 'vitest';
import { capacityRefusal, fitsCapacity, orderPortions, remainingPortions, slotsWithRoom, type KitchenCapacity } from './capacity.js';

describe('kitchen capacity: remaining = limit − used', () => {
  const both: KitchenCapacity = { slotPortions: 10, dayPortions: 25 };
  it.each<{ cap: KitchenCapacity; slot: number; day: number; left: number | null }>([
    { cap: both, slot: 0, day: 0, left: 10 },
    { cap: both, slot: 9, day: 9, left: 1 },
    { cap: both, slot: 10, day: 10, left: 0 },
    { cap: both, slot: 12, day: 12, left: 0 }, // never below zero (a limit lowered after orders)
    { cap: both, slot: 0, day: 20, left: 5 }, // the day is the tighter
    { cap: both, slot: 3, day: 25, left: 0 },
    { cap: { slotPortions: 10, dayPortions: null }, slot: 4, day: 400, left: 6 },
    { cap: { slotPortions: null, dayPortions: 30 }, slot: 4, day: 29, left: 1 },
    { cap: { slotPortions: null, dayPortions: null }, slot: 400, day: 400, left: null },
  ])('limits $cap.slotPortions/$cap.dayPortions, used $slot/$day → $left', ({ cap, slot, day, left }) => {
    expect(remainingPortions(cap, { slot, day })).toBe(left);
  });

  it('an order fits when it takes no more than is left', () => {
    expect(fitsCapacity(both, { slot: 8, day: 8 }, 2)).toBe(true);
    expect(fitsCapacity(both, { slot: 8, day: 8 }, 3)).toBe(false);
    expect(fitsCapacity({ slotPortions: null, dayPortions: null }, { slot: 1e6, day: 1e6 }, 1e6)).toBe(true);
  });

  it.each<{ cap: KitchenCapacity; slot: number; day: number; portions: number; refusal: 'slot-full' | 'day-full' | null }>([
    { cap: both, slot: 8, day: 8, portions: 2, refusal: null },
    { cap: both, slot: 8, day: 8, portions: 3, refusal: 'slot-full' }, // the day has 17 left: another time takes it
    { cap: both, slot: 0, day: 20, portions: 6, refusal: 'day-full' }, // 5 left in the whole day
    { cap: both, slot: 10, day: 25, portions: 1, refusal: 'day-full' }, // slot and day both full: the day says it
    { cap: { slotPortions: null, dayPortions: 8 }, slot: 5, day: 5, portions: 4, refusal: 'day-full' },
    { cap: { slotPortions: 10, dayPortions: null }, slot: 10, day: 400, portions: 1, refusal: 'slot-full' },
    { cap: { slotPortions: null, dayPortions: null }, slot: 1e6, day: 1e6, portions: 1e6, refusal: null },
  ])('limits $cap.slotPortions/$cap.dayPortions, used $slot/$day, $portions more → $refusal', ({ cap, slot, day, portions, refusal }) => {
    expect(capacityRefusal(cap, { slot, day }, portions)).toBe(refusal);
    expect(refusal === null).toBe(fitsCapacity(cap, { slot, day }, portions));
  });

  it('portions: one per unit of each line', () => {
    expect(orderPortions([{ units: 12 }, { units: 1 }, { units: 4 }])).toBe(17);
    expect(orderPortions([])).toBe(0);
  });

  it('full slots are not offered', () => {
    const used = new Map([
      ['10:00', 10],
      ['10:15', 7],
    ] as const);
    expect(slotsWithRoom(['10:00', '10:15', '10:30'], both, used, 17)).toEqual([
      { time: '10:15', remaining: 3 },
      { time: '10:30', remaining: 8 }, // the day has 8 left
    ]);
    expect(slotsWithRoom(['10:00', '10:15'], both, used, 25)).toEqual([]);
  });
});
