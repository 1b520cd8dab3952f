// Amounts and dates as the customer reads them: `$12.50` / `12,50 $` (packages/domain
// formatMoney), menu days as "Monday, November 23" / « lundi 23 novembre ».
import { formatMoney } from '@mijote/domain';
import { useCallback } from 'react';
import type { Lang } from '../../lib/paths';

export function useMoney(lang: Lang): (cents: number) => string {
  return useCallback((cents: number) => formatMoney(cents, lang), [lang]);
}

const dayFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};
const shortDayFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A `yyyy-MM-dd` menu day in words, capitalised ("Monday, November 23", "Lundi 23 novembre"). */
export function formatDay(date: string, lang: Lang): string {
  const s = dayFormats[lang].format(utc(date));
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The same inside a sentence: French keeps the weekday in lower case (« Ajouter au lundi 23 novembre »). */
export function formatDayInline(date: string, lang: Lang): string {
  return lang === 'fr' ? dayFormats.fr.format(utc(date)) : formatDay(date, lang);
}

/** A short form for tabs ("Mon, Nov 23", "lun. 23 nov."). */
export function formatShortDay(date: string, lang: Lang): string {
  return shortDayFormats[lang].format(utc(date));
}
