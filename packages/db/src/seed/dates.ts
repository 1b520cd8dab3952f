// Calendar helpers of the seed: the domain's (America/Toronto, yyyy-MM-dd, Monday weeks), plus the
// ISO week number the menu rows carry.
import { addDays, isoWeekday, startOfWeek, torontoDate } from '@mijote/domain';

export { addDays, isoWeekday, torontoDate };

/** Monday of the ISO week containing the date. */
export const mondayOf = startOfWeek;

/** ISO 8601 week number (1–53). */
export function isoWeekNumber(isoDate: string): number {
  const thursday = new Date(`${addDays(isoDate, 4 - isoWeekday(isoDate))}T00:00:00Z`);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
}
