import { describe, expect, it } from 'vitest';
import {
  cartItemExpiresAt,
  cartItemRemovalReason,
  deliveryWeekdays,
  orderAgainDay,
  isOrderableOnWeekday,
  weekendAfter,
  weekPlanning,
  type CalendarContext,
} from './ordering-calendar.js';
import type { ProductTypeCd, StoreKind, Weekday } from './vocabulary.js';

const md: CalendarContext = { store: 'mealDelivery', holidays: [] };
const labourDay = [{ day: 7, month: 9 }]; // Monday 2026-09-07
const plan = (now: string, ctx: CalendarContext = md): string[] =>
  weekPlanning(new Date(now), ctx).map((d) => (d.closedReason ? `${d.date} ${d.closedReason}` : d.date));

describe('week planning and the same-day cut-off', () => {
  it.each<{ name: string; now: string; ctx?: CalendarContext; days: string[] }>([
    {
      name: 'Friday 11:59:59: this week and next Monday, Friday still open',
      now: '2026-05-15T15:59:59Z',
      days: ['2026-05-11 past', '2026-05-12 past', '2026-05-13 past', '2026-05-14 past', '2026-05-15', '2026-05-18'],
    },
    {
      name: 'Friday 12:00:00: next week',
      now: '2026-05-15T16:00:00Z',
      days: ['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22'],
    },
    {
      name: 'mobile Friday 09:59:59: still this week',
      now: '2026-05-15T13:59:59Z',
      ctx: { store: 'mobile', holidays: [] },
      days: ['2026-05-11 past', '2026-05-12 past', '2026-05-13 past', '2026-05-14 past', '2026-05-15', '2026-05-18'],
    },
    {
      name: 'mobile Friday 10:00:00: next week',
      now: '2026-05-15T14:00:00Z',
      ctx: { store: 'mobile', holidays: [] },
      days: ['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22'],
    },
    {
      name: 'Thursday morning: extended to next Monday',
      now: '2026-05-14T14:00:00Z',
      days: ['2026-05-11 past', '2026-05-12 past', '2026-05-13 past', '2026-05-14', '2026-05-15', '2026-05-18'],
    },
    {
      name: 'Thursday 12:00: Thursday is cut off',
      now: '2026-05-14T16:00:00Z',
      days: ['2026-05-11 past', '2026-05-12 past', '2026-05-13 past', '2026-05-14 cut-off', '2026-05-15', '2026-05-18'],
    },
    {
      name: 'Wednesday: Monday to Friday only',
      now: '2026-05-13T14:00:00Z',
      days: ['2026-05-11 past', '2026-05-12 past', '2026-05-13', '2026-05-14', '2026-05-15'],
    },
    {
      name: 'Saturday: next week',
      now: '2026-05-16T14:00:00Z',
      days: ['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22'],
    },
    {
      name: 'Sunday: next week',
      now: '2026-05-17T23:00:00Z',
      days: ['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22'],
    },
    {
      name: 'holiday Monday, seen from Thursday',
      now: '2026-09-03T14:00:00Z',
      ctx: { store: 'mealDelivery', holidays: labourDay },
      days: ['2026-08-31 past', '2026-09-01 past', '2026-09-02 past', '2026-09-03', '2026-09-04', '2026-09-07 holiday'],
    },
    {
      name: 'holiday Monday, after the Friday cut-off',
      now: '2026-09-04T16:30:00Z',
      ctx: { store: 'mealDelivery', holidays: labourDay },
      days: ['2026-09-07 holiday', '2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11'],
    },
    // DST ends Sunday 2026-11-01: both instants are that Sunday in Toronto, one in EDT, one in EST
    {
      name: 'DST-end Sunday 00:30 EDT',
      now: '2026-11-01T04:30:00Z',
      days: ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'],
    },
    {
      name: 'DST-end Sunday 23:30 EST (already Monday in UTC)',
      now: '2026-11-02T04:30:00Z',
      days: ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'],
    },
    {
      name: 'Friday before DST starts, 11:59:59 EST',
      now: '2026-03-06T16:59:59Z',
      days: ['2026-03-02 past', '2026-03-03 past', '2026-03-04 past', '2026-03-05 past', '2026-03-06', '2026-03-09'],
    },
    {
      name: 'Friday before DST starts, 12:00:00 EST',
      now: '2026-03-06T17:00:00Z',
      days: ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'],
    },
    {
      name: 'Friday after DST ended, 11:59:59 EST',
      now: '2026-11-06T16:59:59Z',
      days: ['2026-11-02 past', '2026-11-03 past', '2026-11-04 past', '2026-11-05 past', '2026-11-06', '2026-11-09'],
    },
  ])('$name', ({ now, ctx, days }) => {
    expect(plan(now, ctx)).toEqual(days);
  });

  it('gives each day its weekday and an orderable flag', () => {
    const [day] = weekPlanning(new Date('2026-05-16T14:00:00Z'), md);
    expect(day).toEqual({ date: '2026-05-18', weekday: 'monday', orderable: true, closedReason: null });
  });
});

describe('weekend and Sunday rules', () => {
  it.each<{ store: StoreKind; type: ProductTypeCd; day: Weekday; out: boolean }>([
    { store: 'mealDelivery', type: 'LU', day: 'saturday', out: true },
    { store: 'mealDelivery', type: 'SU', day: 'sunday', out: true },
    { store: 'mealDelivery', type: 'CC', day: 'saturday', out: true },
    { store: 'mealDelivery', type: 'PZ', day: 'sunday', out: true },
    { store: 'mealDelivery', type: 'BF', day: 'saturday', out: false },
    { store: 'mealDelivery', type: 'SD', day: 'sunday', out: false },
    { store: 'mealDelivery', type: 'SD', day: 'friday', out: true },
    { store: 'corporate', type: 'LU', day: 'saturday', out: false },
    { store: 'mobile', type: 'LU', day: 'sunday', out: false },
    { store: 'mobile', type: 'PZ', day: 'saturday', out: false },
    { store: 'mobile', type: 'LU', day: 'monday', out: true },
    { store: 'catering', type: 'TR', day: 'saturday', out: true },
    { store: 'restaurant', type: 'WR', day: 'sunday', out: true },
  ])('$store $type on $day: $out', ({ store, type, day, out }) => {
    expect(isOrderableOnWeekday(type, day, store)).toBe(out);
  });
});

describe('cart items expire', () => {
  it.each([
    // 5 calendar days at the same Toronto wall-clock time, across both DST changes
    { addedAt: '2026-05-11T14:00:00Z', expiresAt: '2026-05-16T14:00:00.000Z' },
    { addedAt: '2026-10-27T14:00:00Z', expiresAt: '2026-11-01T15:00:00.000Z' }, // 10:00 EDT → 10:00 EST
    { addedAt: '2026-03-03T15:00:00Z', expiresAt: '2026-03-08T14:00:00.000Z' }, // 10:00 EST → 10:00 EDT
  ])('added $addedAt → expires $expiresAt', ({ addedAt, expiresAt }) => {
    expect(cartItemExpiresAt(new Date(addedAt)).toISOString()).toBe(expiresAt);
  });

  it.each<{
    name: string;
    addedAt: string;
    now: string;
    type?: ProductTypeCd;
    date: string | null;
    ctx?: CalendarContext;
    out: string | null;
  }>([
    { name: 'fresh', addedAt: '2026-05-11T14:00:00Z', now: '2026-05-12T14:00:00Z', date: null, out: null },
    { name: '5 days after being added', addedAt: '2026-05-11T14:00:00Z', now: '2026-05-16T14:00:00Z', date: null, out: 'product-expired' },
    {
      name: 'DST end: 4 days 23 hours is not yet 5 days',
      addedAt: '2026-10-27T14:00:00Z',
      now: '2026-11-01T14:30:00Z',
      date: null,
      out: null,
    },
    {
      name: 'DST start: 5 days are 119 hours',
      addedAt: '2026-03-03T15:00:00Z',
      now: '2026-03-08T14:00:00Z',
      date: null,
      out: 'product-expired',
    },
    {
      name: 'its day passed the cut-off',
      addedAt: '2026-05-14T14:00:00Z',
      now: '2026-05-15T16:00:00Z',
      date: '2026-05-15',
      out: 'product-expired',
    },
    {
      name: 'its day just before the cut-off',
      addedAt: '2026-05-14T14:00:00Z',
      now: '2026-05-15T15:59:59Z',
      date: '2026-05-15',
      out: null,
    },
    {
      name: 'its day is in the past',
      addedAt: '2026-05-14T14:00:00Z',
      now: '2026-05-16T10:00:00Z',
      date: '2026-05-15',
      out: 'product-expired',
    },
    {
      name: 'its day became a holiday',
      addedAt: '2026-09-03T14:00:00Z',
      now: '2026-09-04T14:00:00Z',
      date: '2026-09-07',
      ctx: { store: 'mealDelivery', holidays: labourDay },
      out: 'offices-closed',
    },
    {
      name: 'a Sunday on the mobile store',
      addedAt: '2026-05-14T14:00:00Z',
      now: '2026-05-14T15:00:00Z',
      date: '2026-05-17',
      ctx: { store: 'mobile', holidays: [] },
      out: 'offices-closed',
    },
    {
      name: 'a salad on a meal-delivery Saturday',
      addedAt: '2026-05-14T14:00:00Z',
      now: '2026-05-14T15:00:00Z',
      type: 'SD',
      date: '2026-05-16',
      out: 'offices-closed',
    },
    {
      name: 'a lunch on a meal-delivery Saturday',
      addedAt: '2026-05-14T14:00:00Z',
      now: '2026-05-14T15:00:00Z',
      date: '2026-05-16',
      out: null,
    },
  ])('$name → $out', ({ addedAt, now, type, date, ctx, out }) => {
    expect(cartItemRemovalReason({ addedAt: new Date(addedAt), productType: type ?? 'LU', date }, new Date(now), ctx ?? md)).toBe(out);
  });
});

describe('the weekend after a planned week', () => {
  it.each<[string, string[], string[]]>([
    ['Monday to Friday', ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'], ['2026-11-28', '2026-11-29']],
    ['Thursday, Friday and next Monday', ['2026-11-26', '2026-11-27', '2026-11-30'], ['2026-11-28', '2026-11-29']],
    ['two Fridays (the last one counts), in any order', ['2026-12-04', '2026-11-27'], ['2026-12-05', '2026-12-06']],
    ['a year end', ['2026-12-31', '2027-01-01'], ['2027-01-02', '2027-01-03']],
    ['no Friday', ['2026-11-23', '2026-11-24'], []],
    ['nothing planned', [], []],
  ])('%s', (_, planned, weekend) => {
    expect(weekendAfter(planned)).toEqual(weekend);
  });
});

describe('deliveryWeekdays', () => {
  it('meal delivery delivers all seven days (its weekend menu), the mobile store Monday to Friday', () => {
    expect(deliveryWeekdays('mealDelivery')).toHaveLength(7);
    expect(deliveryWeekdays('mobile')).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(deliveryWeekdays('catering')).toHaveLength(7);
  });
});

describe('orderAgainDay (ADR 215)', () => {
  // open: Thursday 2026-11-26, Friday 27, Monday 30
  const open = ['2026-11-26', '2026-11-27', '2026-11-30'];
  it('the same weekday when it is open and offers the dish', () => {
    expect(orderAgainDay('2026-11-16', open, () => true)).toBe('2026-11-30'); // a Monday → next Monday
    expect(orderAgainDay('2026-11-20', open, () => true)).toBe('2026-11-27'); // a Friday → this Friday
  });
  it('else the first open day that offers it; none: null', () => {
    expect(orderAgainDay('2026-11-17', open, () => true)).toBe('2026-11-26'); // a Tuesday → first open day
    expect(orderAgainDay('2026-11-16', open, (d) => d !== '2026-11-30')).toBe('2026-11-26');
    expect(orderAgainDay('2026-11-16', open, () => false)).toBeNull();
  });
});
