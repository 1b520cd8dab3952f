// Which menu days can be ordered, and when (customer-side §5, §9; ADR 025). All in Toronto time.
// - Same-day cut-off: a day can be ordered until 11:59:59 that day (09:59:59 for the mobile store).
// - Week planning: Monday to Friday of this week; on Thursday and Friday also next Monday; after
//   the Friday cut-off and on Saturday and Sunday, next week's Monday to Friday.
// - Holidays (day and month, every year) close the day.
// - Weekly-menu weekends: only lunch, supper, chef's choice and pizza in meal delivery; the mobile
//   store never on Sunday.
// - A cart item expires 5 days after being added, or when its day is no longer orderable.
import {
  addDays,
  isoWeekday,
  secondsOfDay,
  startOfWeek,
  torontoInstant,
  torontoMoment,
  weekdayOf,
  monthDay,
  type IsoDate,
} from './dates.js';
import { PRODUCT_TYPES, WEEKDAYS, type CartRemovalReason, type ProductTypeCd, type StoreKind, type Weekday } from './vocabulary.js';

export interface Holiday {
  day: number;
  month: number;
}

export function isHoliday(date: IsoDate, holidays: readonly Holiday[]): boolean {
  const { day, month } = monthDay(date);
  return holidays.some((h) => h.day === day && h.month === month);
}

export const SAME_DAY_CUTOFF = '11:59:59';
export const MOBILE_SAME_DAY_CUTOFF = '09:59:59';

export function sameDayCutoff(store: StoreKind): string {
  return store === 'mobile' ? MOBILE_SAME_DAY_CUTOFF : SAME_DAY_CUTOFF;
}

/** The same-day cut-off of `store` has passed at `now` (the cut-off second itself is still open). */
export function isPastSameDayCutoff(now: Date, store: StoreKind): boolean {
  return torontoMoment(now).seconds > secondsOfDay(sameDayCutoff(store));
}

export type DayClosedReason = 'past' | 'cut-off' | 'holiday';

export interface CalendarContext {
  store: StoreKind;
  holidays: readonly Holiday[];
}

/** Why `date` can no longer be ordered at `now`, or null when it can. */
export function dayClosedReason(date: IsoDate, now: Date, ctx: CalendarContext): DayClosedReason | null {
  const today = torontoMoment(now).date;
  if (date < today) return 'past';
  if (date === today && isPastSameDayCutoff(now, ctx.store)) return 'cut-off';
  if (isHoliday(date, ctx.holidays)) return 'holiday';
  return null;
}

export interface PlanningDay {
  date: IsoDate;
  weekday: Weekday;
  orderable: boolean;
  closedReason: DayClosedReason | null;
}

/** The days the weekly menu shows at `now`. */
export function weekPlanning(now: Date, ctx: CalendarContext): PlanningDay[] {
  const today = torontoMoment(now).date;
  const wd = isoWeekday(today);
  const monday = startOfWeek(today);
  const nextWeek = wd >= 6 || (wd === 5 && isPastSameDayCutoff(now, ctx.store));
  const first = nextWeek ? addDays(monday, 7) : monday;
  const dates = [0, 1, 2, 3, 4].map((i) => addDays(first, i));
  if (!nextWeek && wd >= 4) dates.push(addDays(monday, 7));
  return dates.map((date) => {
    const closedReason = dayClosedReason(date, now, ctx);
    return { date, weekday: weekdayOf(date), orderable: closedReason === null, closedReason };
  });
}

/**
 * The weekend after a planned week (ADR 180): the Saturday and Sunday after its last Friday, or
 * none when the planning has no Friday. Meal delivery sells them one day at a time.
 */
export function weekendAfter(planned: readonly IsoDate[]): IsoDate[] {
  const friday = planned
    .filter((d) => weekdayOf(d) === 'friday')
    .sort()
    .at(-1);
  return friday ? [addDays(friday, 1), addDays(friday, 2)] : [];
}

/** Product types meal delivery sells on Saturday and Sunday. */
export const WEEKEND_MEAL_DELIVERY_TYPES: readonly ProductTypeCd[] = ['LU', 'SU', 'CC', 'PZ'];
/** Stores with a menu by weekday; the weekend rule is theirs. */
export const WEEKLY_MENU_STORES: readonly StoreKind[] = ['mealDelivery', 'corporate', 'mobile'];

/**
 * A product type can be ordered for this weekday in this store. The mobile store is a weekly-menu
 * store other than meal delivery, so it has no Sunday (nor Saturday) items.
 */
export function isOrderableOnWeekday(productType: ProductTypeCd, weekday: Weekday, store: StoreKind): boolean {
  if (weekday !== 'saturday' && weekday !== 'sunday') return true;
  if (!WEEKLY_MENU_STORES.includes(store)) return true;
  return store === 'mealDelivery' && WEEKEND_MEAL_DELIVERY_TYPES.includes(productType);
}

/**
 * The weekdays a store delivers something on: those where at least one product type can be
 * ordered. Meal delivery: all seven (Monday to Friday, and its weekend menu, ADR 180). The public
 * texts quote this count rather than a number of their own (issue 11).
 */
export function deliveryWeekdays(store: StoreKind): Weekday[] {
  return WEEKDAYS.filter((wd) => PRODUCT_TYPES.some((t) => isOrderableOnWeekday(t, wd, store)));
}

/**
 * "Order again" (issue 11, ADR 215): the day a dish of a past order goes to, among the days that
 * can be ordered now (`openDays`, in date order): the first open day of the same weekday that
 * offers it, else the first open day that offers it; null when none does (the line is reported).
 */
export function orderAgainDay(pastDate: IsoDate, openDays: readonly IsoDate[], offers: (day: IsoDate) => boolean): IsoDate | null {
  const weekday = weekdayOf(pastDate);
  const offering = openDays.filter(offers);
  return offering.find((d) => weekdayOf(d) === weekday) ?? offering[0] ?? null;
}

export const CART_ITEM_LIFETIME_DAYS = 5;

/** A cart item expires 5 calendar days after being added, at the same Toronto wall-clock time. */
export function cartItemExpiresAt(addedAt: Date): Date {
  const m = torontoMoment(addedAt);
  const s = m.seconds;
  const time = [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return torontoInstant(addDays(m.date, CART_ITEM_LIFETIME_DAYS), time);
}

export interface CartItemTiming {
  addedAt: Date;
  productType: ProductTypeCd;
  /** the menu day the item is for (weekday groups), or null */
  date: IsoDate | null;
}

/** Why a cart item must be removed at `now`, or null when it stays. */
export function cartItemRemovalReason(item: CartItemTiming, now: Date, ctx: CalendarContext): CartRemovalReason | null {
  if (now.getTime() >= cartItemExpiresAt(item.addedAt).getTime()) return 'product-expired';
  if (item.date === null) return null;
  if (!isOrderableOnWeekday(item.productType, weekdayOf(item.date), ctx.store)) return 'offices-closed';
  const closed = dayClosedReason(item.date, now, ctx);
  if (closed === 'holiday') return 'offices-closed';
  return closed ? 'product-expired' : null;
}
