import { describe, expect, it } from 'vitest';
import { formatDate, formatInstantDate } from './date-format.js';

describe('formatDate', () => {
  it.each([
    ['2026-03-02', 'en', 'long', 'March 2, 2026'],
    ['2026-03-02', 'fr', 'long', '2 mars 2026'],
    ['2026-12-31', 'en', 'medium', 'Dec 31, 2026'],
    ['2026-01-01', 'fr', 'long', '1 janvier 2026'],
    ['2026-11-23', 'en', 'weekday', 'Monday, November 23'],
    ['2026-11-23', 'fr', 'weekday', 'lundi 23 novembre'],
    ['2026-03-01', 'en', 'weekday', 'Sunday, March 1'],
    ['2026-03-01', 'fr', 'weekday', 'dimanche 1 mars'],
    ['2026-11-23', 'en', 'weekdayShort', 'Mon, Nov 23'],
    ['2026-11-23', 'fr', 'weekdayShort', 'lun. 23 nov.'],
    ['2026-12-31', 'en', 'weekdayShort', 'Thu, Dec 31'],
    ['2026-05-02', 'fr', 'weekdayShort', 'sam. 2 mai'],
    ['2026-12-03', 'en', 'weekdayMonthShort', 'Thursday, Dec 3'],
    ['2026-12-03', 'fr', 'weekdayMonthShort', 'jeudi 3 déc.'],
    ['2026-12-03', 'en', 'dayMonthShort', 'Dec 3'],
    ['2026-07-01', 'fr', 'dayMonthShort', '1 juill.'],
    ['2026-09-30', 'en', 'monthYearShort', 'Sep 2026'],
    ['2026-02-01', 'fr', 'monthYearShort', 'févr. 2026'],
  ] as const)('%s in %s (%s) is %s', (date, lang, style, text) => {
    expect(formatDate(date, lang, style)).toBe(text);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatDate('2026-02-30', 'en')).toThrow(RangeError);
    expect(() => formatDate('02/03/2026', 'fr')).toThrow(RangeError);
  });
});

describe('formatInstantDate', () => {
  it('shows the Toronto calendar date of an instant, whatever the time zone of the machine', () => {
    // 02:30 UTC on March 3 is still March 2 in Toronto (EST, UTC-5)
    expect(formatInstantDate('2026-03-03T02:30:00Z', 'en')).toBe('March 2, 2026');
    expect(formatInstantDate(new Date('2026-07-01T03:59:00Z'), 'fr')).toBe('30 juin 2026');
    expect(formatInstantDate('2026-07-01T04:00:00Z', 'fr')).toBe('1 juillet 2026');
  });

  it('refuses an invalid timestamp', () => {
    expect(() => formatInstantDate('not a date', 'en')).toThrow(RangeError);
  });
});

describe('formatDate without Intl (ADR 280)', () => {
  it('prints every day of 2024–2031 in each style as Intl does for en-CA and fr-CA', () => {
    const styles = {
      long: { dateStyle: 'long' },
      medium: { dateStyle: 'medium' },
      weekday: { weekday: 'long', month: 'long', day: 'numeric' },
      weekdayShort: { weekday: 'short', month: 'short', day: 'numeric' },
      weekdayMonthShort: { weekday: 'long', month: 'short', day: 'numeric' },
      dayMonthShort: { month: 'short', day: 'numeric' },
      monthYearShort: { month: 'short', year: 'numeric' },
    } as const;
    for (const [lang, locale] of [
      ['en', 'en-CA'],
      ['fr', 'fr-CA'],
    ] as const) {
      for (const [style, options] of Object.entries(styles) as [keyof typeof styles, Intl.DateTimeFormatOptions][]) {
        const intl = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
        for (let t = Date.UTC(2024, 0, 1, 12); t < Date.UTC(2032, 0, 1); t += 86_400_000) {
          const date = new Date(t).toISOString().slice(0, 10);
          expect(formatDate(date, lang, style)).toBe(intl.format(new Date(t)));
        }
      }
    }
  });
});
