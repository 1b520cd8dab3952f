// Menu days as the customer reads them, with the domain's `formatDate` weekday styles: a heading
// starts with a capital ("Monday, November 23", « Lundi 23 novembre »), a sentence keeps the French
// weekday in lower case (« Ajouter au lundi 23 novembre »), a tab is short ("Mon, Nov 23").
import { formatDate } from '@mijote/domain';
import type { Lang } from './paths';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A `yyyy-MM-dd` menu day in words, capitalised ("Monday, November 23", "Lundi 23 novembre"). */
export function formatDay(date: string, lang: Lang): string {
  return capitalized(formatDate(date, lang, 'weekday'));
}

/** The same inside a sentence: French keeps the weekday in lower case (« Ajouter au lundi 23 novembre »). */
export function formatDayInline(date: string, lang: Lang): string {
  return formatDate(date, lang, 'weekday');
}

/** A day named in a button: the weekday written out, the month short ("Thursday, Dec 3", « jeudi 3 déc. »; issue 28). */
export function formatButtonDay(date: string, lang: Lang): string {
  return formatDate(date, lang, 'weekdayMonthShort');
}

/** A short form for tabs ("Mon, Nov 23", "lun. 23 nov."). */
export function formatShortDay(date: string, lang: Lang): string {
  return formatDate(date, lang, 'weekdayShort');
}
