// Label expiry dates (back-office §5; ADR 027). Weeks start Monday.
// Corporate kitchen numbers: BF, SU, LU on the Saturday of the end date; SD, SW, WR on the
// Wednesday (SW, listed under both, follows the cold-items rule); in both cases the first such day
// after the end date, so a label never expires on its own end date.
// Meal delivery: BF, SU, LU, KC on day 7 (Sunday) of the end date's week; SH, SD, SW, WR two days
// after the end date.
import { addDays, nextWeekdayOnOrAfter, weekdayInWeek, type IsoDate } from './dates.js';
import type { KitchenSource, ProductTypeCd } from './vocabulary.js';

const CORPORATE_SATURDAY: readonly ProductTypeCd[] = ['BF', 'SU', 'LU'];
const CORPORATE_WEDNESDAY: readonly ProductTypeCd[] = ['SD', 'SW', 'WR'];
const MEAL_DELIVERY_DAY_7: readonly ProductTypeCd[] = ['BF', 'SU', 'LU', 'KC'];
const MEAL_DELIVERY_PLUS_2: readonly ProductTypeCd[] = ['SH', 'SD', 'SW', 'WR'];

/** The expiry date printed on a label, or null when the type has no rule. */
export function labelExpiryDate(source: KitchenSource, productType: ProductTypeCd, endDate: IsoDate): IsoDate | null {
  if (source === 'corp') {
    if (CORPORATE_WEDNESDAY.includes(productType)) return nextWeekdayOnOrAfter(addDays(endDate, 1), 'wednesday');
    if (CORPORATE_SATURDAY.includes(productType)) return nextWeekdayOnOrAfter(addDays(endDate, 1), 'saturday');
    return null;
  }
  if (MEAL_DELIVERY_DAY_7.includes(productType)) return weekdayInWeek(endDate, 'sunday');
  if (MEAL_DELIVERY_PLUS_2.includes(productType)) return addDays(endDate, 2);
  return null;
}
