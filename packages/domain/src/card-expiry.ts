// Card expiry pickers: months 1 to 12, years spanning 15 from the current year (customer-side §9).
import { torontoDate } from './dates.js';

export const CARD_EXPIRY_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);
export const CARD_EXPIRY_YEAR_SPAN = 15;

/** The 15 selectable expiry years, starting with the current year in Toronto. */
export function cardExpiryYears(now: Date): number[] {
  const year = Number(torontoDate(now).slice(0, 4));
  return Array.from({ length: CARD_EXPIRY_YEAR_SPAN }, (_, i) => year + i);
}

/** An expiry month as cards print it: `03` (a picker option), `03/2027` (with its year). */
export function formatCardExpiry(month: number, year?: number): string {
  const mm = String(month).padStart(2, '0');
  return year === undefined ? mm : `${mm}/${year}`;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const today = torontoDate(now);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}
