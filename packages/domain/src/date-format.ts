// Dates shown to customers, in their language: a calendar date (`yyyy-MM-dd`, no time zone) or an
// instant (shown as its calendar date in America/Toronto). Formatting happens only at the edge.
import { isIsoDate, torontoDate, type IsoDate } from './dates.js';
import type { Lang } from './money.js';

/**
 * `long` and `medium`: the full date. `weekday` and `weekdayShort`: a day of the coming weeks
 * (menu days, delivery dates) by its weekday, day and month, without the year.
 */
export type DateStyle = 'long' | 'medium' | 'weekday' | 'weekdayShort';

const LOCALES: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA' };
const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  weekdayShort: { weekday: 'short', month: 'short', day: 'numeric' },
};
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    // a calendar date is formatted at UTC noon: no time zone can move it to another day
    f = new Intl.DateTimeFormat(LOCALES[lang], { ...OPTIONS[style], timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

/**
 * `March 2, 2026` / `2 mars 2026` (long); `Mar 2, 2026` / `2 mars 2026` (medium);
 * `Monday, March 2` / `lundi 2 mars` (weekday: French keeps the weekday in lower case, as inside
 * a sentence); `Mon, Mar 2` / `lun. 2 mars` (weekdayShort).
 */
export function formatDate(date: IsoDate, lang: Lang, style: DateStyle = 'long'): string {
  if (!isIsoDate(date)) throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
  return formatter(lang, style).format(new Date(`${date}T12:00:00Z`));
}

/** An instant (a Date or an ISO timestamp), as its calendar date in Toronto. */
export function formatInstantDate(instant: Date | string, lang: Lang, style: DateStyle = 'long'): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(d.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  return formatDate(torontoDate(d), lang, style);
}
