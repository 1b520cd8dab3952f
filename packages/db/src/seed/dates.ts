// Calendar helpers for the seed: ISO weeks in America/Toronto, computed without a date library.

const TIME_ZONE = 'America/Toronto';

/** yyyy-MM-dd of `now` in America/Toronto. */
export function torontoDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function parse(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function format(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const d = parse(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  return parse(isoDate).getUTCDay() || 7;
}

/** Monday of the ISO week containing the date. */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, 1 - isoWeekday(isoDate));
}

/** ISO 8601 week number (1–53). */
export function isoWeekNumber(isoDate: string): number {
  const thursday = parse(addDays(isoDate, 4 - isoWeekday(isoDate)));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
}
