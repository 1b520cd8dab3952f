// Dates shown to customers, in their language: a calendar date (`yyyy-MM-dd`, no time zone) or an
// instant (shown as its calendar date in America/Toronto). Formatting happens only at the edge.
import { isIsoDate, torontoDate, type IsoDate } from './dates.js';
import type { Lang } from './money.js';

/**
 * `long` and `medium`: the full date. `weekday` and `weekdayShort`: a day of the coming weeks
 * (menu days, delivery dates) by its weekday, day and month, without the year.
 * `weekdayMonthShort`: the weekday written out and the month short, for a button that names a day
 * (« Ajouter pour jeudi 3 déc. »: an abbreviated French weekday reads badly there, issue 28).
 * `dayMonthShort` and `monthYearShort`: a chart's axis (a day or a week by its first day, a month).
 */
export type DateStyle = 'long' | 'medium' | 'weekday' | 'weekdayShort' | 'weekdayMonthShort' | 'dayMonthShort' | 'monthYearShort';

// Formatted by hand from the names below, not by Intl.DateTimeFormat (ADR 280: a phone's first Intl
// formatter costs its locale data, 120–170 ms at 4× CPU throttling); the output is exactly Intl's
// for en-CA and fr-CA, checked for every day of several years in date-format.test.ts.
const WEEKDAYS: Record<Lang, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  fr: {
    long: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    short: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
  },
};
const MONTHS: Record<Lang, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  fr: {
    long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
};

interface Parts {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
}

const PATTERNS: Record<Lang, Record<DateStyle, (p: Parts) => string>> = {
  en: {
    long: (p) => `${MONTHS.en.long[p.month]} ${p.day}, ${p.year}`,
    medium: (p) => `${MONTHS.en.short[p.month]} ${p.day}, ${p.year}`,
    weekday: (p) => `${WEEKDAYS.en.long[p.weekday]}, ${MONTHS.en.long[p.month]} ${p.day}`,
    weekdayShort: (p) => `${WEEKDAYS.en.short[p.weekday]}, ${MONTHS.en.short[p.month]} ${p.day}`,
    weekdayMonthShort: (p) => `${WEEKDAYS.en.long[p.weekday]}, ${MONTHS.en.short[p.month]} ${p.day}`,
    dayMonthShort: (p) => `${MONTHS.en.short[p.month]} ${p.day}`,
    monthYearShort: (p) => `${MONTHS.en.short[p.month]} ${p.year}`,
  },
  fr: {
    long: (p) => `${p.day} ${MONTHS.fr.long[p.month]} ${p.year}`,
    medium: (p) => `${p.day} ${MONTHS.fr.short[p.month]} ${p.year}`,
    weekday: (p) => `${WEEKDAYS.fr.long[p.weekday]} ${p.day} ${MONTHS.fr.long[p.month]}`,
    weekdayShort: (p) => `${WEEKDAYS.fr.short[p.weekday]} ${p.day} ${MONTHS.fr.short[p.month]}`,
    weekdayMonthShort: (p) => `${WEEKDAYS.fr.long[p.weekday]} ${p.day} ${MONTHS.fr.short[p.month]}`,
    dayMonthShort: (p) => `${p.day} ${MONTHS.fr.short[p.month]}`,
    monthYearShort: (p) => `${MONTHS.fr.short[p.month]} ${p.year}`,
  },
};

/**
 * `March 2, 2026` / `2 mars 2026` (long); `Mar 2, 2026` / `2 mars 2026` (medium);
 * `Monday, March 2` / `lundi 2 mars` (weekday: French keeps the weekday in lower case, as inside
 * a sentence); `Mon, Mar 2` / `lun. 2 mars` (weekdayShort); `Thursday, Dec 3` / `jeudi 3 déc.`
 * (weekdayMonthShort); `Dec 3` / `3 déc.` (dayMonthShort); `Dec 2026` / `déc. 2026` (monthYearShort).
 */
export function formatDate(date: IsoDate, lang: Lang, style: DateStyle = 'long'): string {
  if (!isIsoDate(date)) throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
  // a calendar date read at UTC noon: no time zone can move it to another day
  const d = new Date(`${date}T12:00:00Z`);
  return PATTERNS[lang][style]({ year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), weekday: d.getUTCDay() });
}

/** An instant (a Date or an ISO timestamp), as its calendar date in Toronto. */
export function formatInstantDate(instant: Date | string, lang: Lang, style: DateStyle = 'long'): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(d.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  return formatDate(torontoDate(d), lang, style);
}
