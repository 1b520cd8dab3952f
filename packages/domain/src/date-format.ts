// Dates shown to customers, in their language: a calendar date (`yyyy-MM-dd`, no time zone) or an
// instant (shown as its calendar date in America/Toronto). Formatting happens only at the edge.
import { isIsoDate, torontoDate, type IsoDate } from './dates.js';
import type { Lang } from './money.js';

export type DateStyle = 'long' | 'medium';

const LOCALES: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    // a calendar date is formatted at UTC noon: no time zone can move it to another day
    f = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: style, timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

/** `March 2, 2026` / `2 mars 2026` (long); `Mar 2, 2026` / `2 mars 2026` (medium). */
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
