// Delivery and pickup times (customer-side §5, §6, §9; ADR 026). Times are Toronto wall-clock
// times on a 15-minute grid.
// - Earliest: 45 minutes ahead for a bistro (restaurant); two days ahead at 07:00 for catering,
//   meal delivery and the other stores; a master login from 05:00 the same day.
// - Delivery is never at 11:45 or 12:00: the first time after them is offered instead.
// - Catering: up to 17:00, except for a master login.
// - Bistro: delivery between first and last delivery, pickup and eat-in between opening and closing.
// - Other stores: delivery before 18:00; pickup 13:00 to 16:30.
// - Holidays have no times.
import {
  addDays,
  minutesOfDay,
  torontoInstant,
  torontoMoment,
  wallTimeFromMinutes,
  isWallTime,
  isIsoDate,
  type IsoDate,
  type WallTime,
} from './dates.js';
import { isHoliday, type Holiday } from './ordering-calendar.js';
import type { CheckoutProcedure, StoreKind } from './vocabulary.js';

export const SLOT_MINUTES = 15;
export const RESTAURANT_LEAD_MINUTES = 45;
export const ADVANCE_DAYS = 2;
export const ADVANCE_FROM: WallTime = '07:00';
export const MASTER_SAME_DAY_FROM: WallTime = '05:00';
export const CATERING_LAST: WallTime = '17:00';
export const LAST_DELIVERY: WallTime = '17:45'; // "delivery daily before 18:00"
export const PICKUP_HOURS = { from: '13:00', to: '16:30' } as const;
export const BLOCKED_DELIVERY_TIMES: readonly WallTime[] = ['11:45', '12:00'];
const LAST_SLOT_OF_DAY: WallTime = '23:45';

export interface FranchiseHours {
  openingTime: WallTime;
  closingTime: WallTime;
  firstDelivery: WallTime;
  lastDelivery: WallTime;
}

export interface DeliveryWindowContext {
  store: StoreKind;
  procedure: CheckoutProcedure;
  now: Date;
  isMaster: boolean;
  /** the bistro's hours; required for the restaurant store */
  franchise?: FranchiseHours | null;
  holidays?: readonly Holiday[];
}

/** The wall-clock range times are offered in, or null when the store has none. */
export function timeRange(ctx: Omit<DeliveryWindowContext, 'now'>): { from: WallTime; to: WallTime } | null {
  if (ctx.store === 'restaurant') {
    const r = ctx.franchise;
    if (!r) return null;
    return ctx.procedure === 'delivery' ? { from: r.firstDelivery, to: r.lastDelivery } : { from: r.openingTime, to: r.closingTime };
  }
  const from = ctx.isMaster ? MASTER_SAME_DAY_FROM : ADVANCE_FROM;
  if (ctx.store === 'catering') return { from, to: ctx.isMaster ? LAST_SLOT_OF_DAY : CATERING_LAST };
  if (ctx.procedure === 'delivery') return { from, to: LAST_DELIVERY };
  return { ...PICKUP_HOURS };
}

/** The earliest instant a delivery or pickup may be booked for. */
export function earliestInstant(ctx: DeliveryWindowContext): Date {
  if (ctx.store === 'restaurant') return new Date(ctx.now.getTime() + RESTAURANT_LEAD_MINUTES * 60_000);
  const today = torontoMoment(ctx.now).date;
  if (ctx.isMaster) return new Date(Math.max(ctx.now.getTime(), torontoInstant(today, MASTER_SAME_DAY_FROM).getTime()));
  return torontoInstant(addDays(today, ADVANCE_DAYS), ADVANCE_FROM);
}

/** The times that can be chosen on `date`. */
export function selectableTimes(date: IsoDate, ctx: DeliveryWindowContext): WallTime[] {
  const range = timeRange(ctx);
  if (!range || isHoliday(date, ctx.holidays ?? [])) return [];
  const earliest = earliestInstant(ctx).getTime();
  const times: WallTime[] = [];
  const start = Math.ceil(minutesOfDay(range.from) / SLOT_MINUTES) * SLOT_MINUTES;
  for (let m = start; m <= minutesOfDay(range.to); m += SLOT_MINUTES) {
    const time = wallTimeFromMinutes(m);
    if (ctx.procedure === 'delivery' && BLOCKED_DELIVERY_TIMES.includes(time)) continue;
    if (torontoInstant(date, time).getTime() >= earliest) times.push(time);
  }
  return times;
}

/** How far ahead (in days after today) a delivery or pickup date can be chosen. */
export const DELIVERY_HORIZON_DAYS = 14;

export interface SelectableDay {
  date: IsoDate;
  /** never empty */
  times: WallTime[];
}

/** The dates from today to `horizonDays` ahead that have times to choose, with their times. */
export function selectableDays(ctx: DeliveryWindowContext, horizonDays = DELIVERY_HORIZON_DAYS): SelectableDay[] {
  const today = torontoMoment(ctx.now).date;
  const days: SelectableDay[] = [];
  for (let i = 0; i <= horizonDays; i++) {
    const date = addDays(today, i);
    const times = selectableTimes(date, ctx);
    if (times.length > 0) days.push({ date, times });
  }
  return days;
}

/** The first date and time that can be chosen, within the same horizon as `selectableDays`. */
export function firstSelectableTime(
  ctx: DeliveryWindowContext,
  horizonDays = DELIVERY_HORIZON_DAYS,
): { date: IsoDate; time: WallTime } | null {
  const [first] = selectableDays(ctx, horizonDays);
  return first ? { date: first.date, time: first.times[0] as WallTime } : null;
}

export type DeliveryTimeCheck = 'ok' | 'order-select-time' | 'time-outside-range' | 'date-beyond-horizon';

/**
 * A chosen date and time: missing gives `order-select-time`; outside what is offered on that day
 * (before the earliest time, outside the range, a holiday), `time-outside-range`; with a horizon
 * (the generic store offers `DELIVERY_HORIZON_DAYS`, as `selectableDays` does), a date after it
 * gives `date-beyond-horizon`.
 */
export function checkDeliveryTime(
  choice: { date: IsoDate; time: WallTime } | null,
  ctx: DeliveryWindowContext,
  horizonDays?: number,
): DeliveryTimeCheck {
  if (!choice || !isIsoDate(choice.date) || !isWallTime(choice.time)) return 'order-select-time';
  if (horizonDays !== undefined && choice.date > addDays(torontoMoment(ctx.now).date, horizonDays)) return 'date-beyond-horizon';
  return selectableTimes(choice.date, ctx).includes(choice.time) ? 'ok' : 'time-outside-range';
}
