import { describe, expect, it } from 'vitest';
import { addDays, isoWeekNumber, isoWeekday, mondayOf, torontoDate } from '../src/seed/dates.js';

describe('seed calendar helpers', () => {
  it.each([
    ['2026-01-05T04:59:00Z', '2026-01-04'], // 23:59 EST
    ['2026-01-05T05:00:00Z', '2026-01-05'],
    ['2026-07-01T03:59:00Z', '2026-06-30'], // 23:59 EDT
  ])('torontoDate(%s) = %s', (iso, date) => {
    expect(torontoDate(new Date(iso))).toBe(date);
  });

  it.each([
    ['2026-01-01', 1, '2025-12-29'],
    ['2024-12-30', 1, '2024-12-30'],
    ['2021-01-03', 53, '2020-12-28'],
    ['2026-03-15', 11, '2026-03-09'],
  ])('%s is in ISO week %i starting %s', (date, week, monday) => {
    expect(isoWeekNumber(date)).toBe(week);
    expect(mondayOf(date)).toBe(monday);
  });

  it('counts weekdays from Monday and adds days across months', () => {
    expect(isoWeekday('2026-03-15')).toBe(7);
    expect(isoWeekday('2026-03-16')).toBe(1);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});
