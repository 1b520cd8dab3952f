// Kitchen capacity (issue 12; ADR 221): the catering kitchen and each bistro cook a configurable
// number of portions per 15-minute slot (and, for catering, per day). What is left of a slot is
// its limit minus what the orders already placed for it use, never below zero; a limit that is
// not set does not limit. A slot with nothing left is not offered, and an order that would take
// more than is left is refused.
import type { WallTime } from './dates.js';

export interface KitchenCapacity {
  /** portions per 15-minute slot; null: no limit */
  slotPortions: number | null;
  /** portions per day; null: no limit */
  dayPortions: number | null;
}

export interface CapacityUse {
  /** portions the orders of the slot already take */
  slot: number;
  /** portions the orders of the day already take */
  day: number;
}

/** The portions still free for one slot (the tighter of its own and its day's), or null: no limit. */
export function remainingPortions(capacity: KitchenCapacity, used: CapacityUse): number | null {
  const left = [
    capacity.slotPortions === null ? null : capacity.slotPortions - used.slot,
    capacity.dayPortions === null ? null : capacity.dayPortions - used.day,
  ].filter((x): x is number => x !== null);
  return left.length === 0 ? null : Math.max(0, Math.min(...left));
}

/** An order of `portions` fits in what is left. */
export function fitsCapacity(capacity: KitchenCapacity, used: CapacityUse, portions: number): boolean {
  const left = remainingPortions(capacity, used);
  return left === null || portions <= left;
}

/**
 * Why an order of `portions` does not fit, or null when it does. `day-full`: the day's own limit
 * is what refuses it, so no other time of that day would take it either (issue 28: say the day is
 * full, not the time); `slot-full`: the slot is full but the day still has room at another time.
 */
export function capacityRefusal(capacity: KitchenCapacity, used: CapacityUse, portions: number): 'slot-full' | 'day-full' | null {
  if (capacity.dayPortions !== null && portions > Math.max(0, capacity.dayPortions - used.day)) return 'day-full';
  if (capacity.slotPortions !== null && portions > Math.max(0, capacity.slotPortions - used.slot)) return 'slot-full';
  return null;
}

/** The portions an order takes: one per unit of each line (a family pack is 4, ADR 221). */
export function orderPortions(lines: readonly { units: number }[]): number {
  return lines.reduce((n, l) => n + l.units, 0);
}

/**
 * The times of a day that still have room, with what is left of each (null: no limit).
 * `usedBySlot` holds the portions taken per time; `usedDay`, the day's.
 */
export function slotsWithRoom(
  times: readonly WallTime[],
  capacity: KitchenCapacity,
  usedBySlot: ReadonlyMap<WallTime, number>,
  usedDay: number,
): { time: WallTime; remaining: number | null }[] {
  return times
    .map((time) => ({ time, remaining: remainingPortions(capacity, { slot: usedBySlot.get(time) ?? 0, day: usedDay }) }))
    .filter((s) => s.remaining === null || s.remaining > 0);
}
