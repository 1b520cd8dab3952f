import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  formatWallTime,
  isIsoDate,
  minutesOfDay,
  monthRange,
  nextWeekdayOnOrAfter,
  startOfWeek,
  torontoInstant,
  torontoMoment,
  wallTimeFromMinutes,
  weekdayInWeek,
  weekdayOf,
} from './dates.js';

describe('calendar dates (yyyy-MM-dd, weeks start Monday)', () => {
  it.each([
    { date: '2026-05-15', weekday: 'friday', monday: '2026-05-11' },
    { date: '2026-05-17', weekday: 'sunday', monday: '2026-05-11' },
    { date: '2026-05-18', weekday: 'monday', monday: '2026-05-18' },
    { date: '2026-11-01', weekday: 'sunday', monday: '2026-10-26' },
    { date: '2026-03-08', weekday: 'sunday', monday: '2026-03-02' },
    { date: '2028-02-29', weekday: 'tuesday', monday: '2028-02-28' },
  ])('$date is a $weekday in the week of $monday', ({ date, weekday, monday }) => {
    expect(weekdayOf(date)).toBe(weekday);
    expect(startOfWeek(date)).toBe(monday);
  });

  it.each([
    { value: '2026-02-29', ok: false },
    { value: '2028-02-29', ok: true },
    { value: '2026-13-01', ok: false },
    { value: '2026-1-01', ok: false },
    { value: '2026-10-31', ok: true },
  ])('$value valid: $ok', ({ value, ok }) => {
    expect(isIsoDate(value)).toBe(ok);
  });

  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(weekdayInWeek('2026-05-13', 'sunday')).toBe('2026-05-17');
    expect(nextWeekdayOnOrAfter('2026-05-13', 'wednesday')).toBe('2026-05-13');
    expect(nextWeekdayOnOrAfter('2026-05-14', 'wednesday')).toBe('2026-05-20');
  });

  it('a week always starts on a Monday no later than the date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (n) => {
        const date = addDays('2000-01-01', n);
        const monday = startOfWeek(date);
        expect(weekdayOf(monday)).toBe('monday');
        expect(daysBetween(monday, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, date)).toBeLessThan(7);
      }),
    );
  });
});

describe('Toronto wall clock', () => {
  it.each([
    // DST ends 2026-11-01 at 02:00 EDT: 01:30 happens twice
    { instant: '2026-11-01T05:30:00Z', date: '2026-11-01', time: '01:30' },
    { instant: '2026-11-01T06:30:00Z', date: '2026-11-01', time: '01:30' },
    { instant: '2026-11-02T04:30:00Z', date: '2026-11-01', time: '23:30' },
    // DST starts 2026-03-08 at 02:00 EST: the clock jumps to 03:00
    { instant: '2026-03-08T06:59:00Z', date: '2026-03-08', time: '01:59' },
    { instant: '2026-03-08T07:00:00Z', date: '2026-03-08', time: '03:00' },
    { instant: '2026-05-15T15:59:59Z', date: '2026-05-15', time: '11:59' },
  ])('$instant is $date $time in Toronto', ({ instant, date, time }) => {
    const m = torontoMoment(new Date(instant));
    expect(m.date).toBe(date);
    expect(wallTimeFromMinutes(Math.floor(m.seconds / 60))).toBe(time);
  });

  it.each([
    { date: '2026-11-01', time: '07:00', instant: '2026-11-01T12:00:00.000Z' },
    { date: '2026-10-31', time: '07:00', instant: '2026-10-31T11:00:00.000Z' },
    { date: '2026-03-08', time: '07:00', instant: '2026-03-08T11:00:00.000Z' },
    { date: '2026-03-07', time: '07:00', instant: '2026-03-07T12:00:00.000Z' },
  ])('$date $time Toronto is $instant', ({ date, time, instant }) => {
    expect(torontoInstant(date, time).toISOString()).toBe(instant);
  });

  it('parses wall times', () => {
    expect(minutesOfDay('11:45')).toBe(705);
    expect(() => minutesOfDay('24:00')).toThrow(RangeError);
    expect(wallTimeFromMinutes(5 * 60)).toBe('05:00');
  });
});

describe('formatWallTime (opening hours as people read them)', () => {
  it.each([
    ['07:00', '7 a.m.', '7 h'],
    ['07:30', '7:30 a.m.', '7 h 30'],
    ['12:00', '12 p.m.', '12 h'],
    ['00:15', '12:15 a.m.', '0 h 15'],
    ['19:05:59', '7:05 p.m.', '19 h 05'],
    ['23:59', '11:59 p.m.', '23 h 59'],
  ])('%s → %s / %s', (time, en, fr) => {
    expect(formatWallTime(time, 'en')).toBe(en);
    expect(formatWallTime(time, 'fr')).toBe(fr);
  });

  it('refuses what is not a time', () => {
    expect(() => formatWallTime('7h', 'en')).toThrow(RangeError);
  });
});

describe('monthRange (a statement month)', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2027-02', '2027-02-01', '2027-02-28'],
    ['2026-03', '2026-03-01', '2026-03-31'],
  ])('%s runs from %s to %s', (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
  });
  it.each(['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', ''])('refuses %j', (month) => {
    expect(() => monthRange(month)).toThrow(RangeError);
  });
});
