import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkDeliveryTime,
  DELIVERY_HORIZON_DAYS,
  earliestInstant,
  firstSelectableTime,
  selectableDays,
  selectableTimes,
  type DeliveryWindowContext,
} from './delivery-window.js';
import { minutesOfDay, torontoInstant, torontoMoment } from './dates.js';
import type { CheckoutProcedure, StoreKind } from './vocabulary.js';

const franchiseHours = { openingTime: '07:00', closingTime: '19:00', firstDelivery: '11:00', lastDelivery: '14:00' };
const at = (now: string, more: Partial<DeliveryWindowContext> = {}): DeliveryWindowContext => ({
  store: 'catering',
  procedure: 'delivery',
  now: new Date(now),
  isMaster: false,
  franchise: franchiseHours,
  ...more,
});

describe('first selectable time', () => {
  it.each<{ name: string; ctx: DeliveryWindowContext; first: { date: string; time: string } | null }>([
    {
      name: 'bistro delivery: 45 minutes ahead, 11:45 and 12:00 pushed later',
      ctx: at('2026-05-15T14:55:00Z', { store: 'restaurant' }),
      first: { date: '2026-05-15', time: '12:15' },
    },
    {
      name: 'bistro pickup: 11:45 is fine',
      ctx: at('2026-05-15T14:55:00Z', { store: 'restaurant', procedure: 'pickup' }),
      first: { date: '2026-05-15', time: '11:45' },
    },
    {
      name: 'bistro delivery waits for the first delivery',
      ctx: at('2026-05-15T13:00:00Z', { store: 'restaurant' }),
      first: { date: '2026-05-15', time: '11:00' },
    },
    {
      name: 'bistro pickup: 45 minutes on the 15-minute grid',
      ctx: at('2026-05-15T13:01:00Z', { store: 'restaurant', procedure: 'pickup' }),
      first: { date: '2026-05-15', time: '10:00' },
    },
    {
      name: 'bistro eat-in between opening and closing',
      ctx: at('2026-05-15T09:00:00Z', { store: 'restaurant', procedure: 'eat-in' }),
      first: { date: '2026-05-15', time: '07:00' },
    },
    {
      name: 'bistro after the last delivery: tomorrow',
      ctx: at('2026-05-15T17:20:00Z', { store: 'restaurant' }),
      first: { date: '2026-05-16', time: '11:00' },
    },
    { name: 'catering: two days ahead at 07:00', ctx: at('2026-05-15T14:00:00Z'), first: { date: '2026-05-17', time: '07:00' } },
    { name: 'catering late at night: still two days ahead', ctx: at('2026-05-16T03:30:00Z'), first: { date: '2026-05-17', time: '07:00' } },
    {
      name: 'meal delivery: two days ahead at 07:00',
      ctx: at('2026-05-15T14:00:00Z', { store: 'mealDelivery' }),
      first: { date: '2026-05-17', time: '07:00' },
    },
    {
      name: 'meal-delivery pickup from 13:00',
      ctx: at('2026-05-15T14:00:00Z', { store: 'mealDelivery', procedure: 'pickup' }),
      first: { date: '2026-05-17', time: '13:00' },
    },
    {
      name: 'master: from 05:00 the same day',
      ctx: at('2026-05-15T08:00:00Z', { isMaster: true }),
      first: { date: '2026-05-15', time: '05:00' },
    },
    {
      name: 'master later in the day: next quarter hour',
      ctx: at('2026-05-15T14:07:00Z', { isMaster: true }),
      first: { date: '2026-05-15', time: '10:15' },
    },
    {
      name: 'master delivery at 11:50: pushed past 12:00',
      ctx: at('2026-05-15T15:50:00Z', { isMaster: true }),
      first: { date: '2026-05-15', time: '12:15' },
    },
    {
      name: 'a holiday has no times',
      ctx: at('2026-05-15T14:00:00Z', { holidays: [{ day: 17, month: 5 }] }),
      first: { date: '2026-05-18', time: '07:00' },
    },
    { name: 'no bistro hours, no times', ctx: at('2026-05-15T14:00:00Z', { store: 'restaurant', franchise: null }), first: null },
    // DST ends Sunday 2026-11-01, starts Sunday 2026-03-08
    {
      name: 'catering two days ahead onto the DST-end Sunday',
      ctx: at('2026-10-30T14:00:00Z'),
      first: { date: '2026-11-01', time: '07:00' },
    },
    {
      name: 'catering two days ahead onto the DST-start Sunday',
      ctx: at('2026-03-06T15:00:00Z'),
      first: { date: '2026-03-08', time: '07:00' },
    },
    {
      name: 'master at 03:00 EST on the DST-end Sunday',
      ctx: at('2026-11-01T08:00:00Z', { store: 'mealDelivery', isMaster: true }),
      first: { date: '2026-11-01', time: '05:00' },
    },
    {
      name: 'bistro at 10:55 EDT on the DST-start Sunday',
      ctx: at('2026-03-08T14:55:00Z', { store: 'restaurant' }),
      first: { date: '2026-03-08', time: '12:15' },
    },
  ])('$name', ({ ctx, first }) => {
    expect(firstSelectableTime(ctx)).toEqual(first);
  });

  it.each([
    { now: '2026-10-30T14:00:00Z', instant: '2026-11-01T12:00:00.000Z' }, // 07:00 EST
    { now: '2026-03-06T15:00:00Z', instant: '2026-03-08T11:00:00.000Z' }, // 07:00 EDT
    { now: '2026-11-01T08:00:00Z', master: true, instant: '2026-11-01T10:00:00.000Z' }, // 05:00 EST
  ])('earliest instant at $now is $instant', ({ now, master, instant }) => {
    expect(earliestInstant(at(now, { isMaster: master ?? false })).toISOString()).toBe(instant);
  });
});

describe('selectable times of a day', () => {
  it('catering: 07:00 to 17:00, without 11:45 and 12:00 for delivery', () => {
    const times = selectableTimes('2026-05-20', at('2026-05-15T14:00:00Z'));
    expect(times[0]).toBe('07:00');
    expect(times.at(-1)).toBe('17:00');
    expect(times).toHaveLength(41 - 2); // 07:00…17:00 is 41 quarter hours
    expect(times).not.toContain('11:45');
    expect(times).not.toContain('12:00');
    expect(times).toContain('12:15');
  });

  it('catering pickup keeps 11:45 and 12:00', () => {
    expect(selectableTimes('2026-05-20', at('2026-05-15T14:00:00Z', { procedure: 'pickup' }))).toEqual(
      expect.arrayContaining(['11:45', '12:00']),
    );
  });

  it('master catering: no 17:00 limit', () => {
    const times = selectableTimes('2026-05-20', at('2026-05-15T14:00:00Z', { isMaster: true }));
    expect(times[0]).toBe('05:00');
    expect(times.at(-1)).toBe('23:45');
  });

  it('meal delivery before 18:00; pickup 13:00 to 16:30', () => {
    expect(selectableTimes('2026-05-20', at('2026-05-15T14:00:00Z', { store: 'mealDelivery' })).at(-1)).toBe('17:45');
    const pickup = selectableTimes('2026-05-20', at('2026-05-15T14:00:00Z', { store: 'mealDelivery', procedure: 'pickup' }));
    expect([pickup[0], pickup.at(-1)]).toEqual(['13:00', '16:30']);
  });

  it('the day after tomorrow only, for catering', () => {
    expect(selectableTimes('2026-05-16', at('2026-05-15T14:00:00Z'))).toEqual([]);
  });

  it('every time is on the 15-minute grid, in order, not before the earliest, never 11:45 or 12:00 for delivery', () => {
    const stores: StoreKind[] = ['mealDelivery', 'catering', 'restaurant', 'corporate', 'mobile', 'generic'];
    const procedures: CheckoutProcedure[] = ['delivery', 'pickup', 'eat-in'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.constantFrom(...stores),
        fc.constantFrom(...procedures),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (ms, store, procedure, isMaster, dayOffset) => {
          const ctx = at(new Date(ms).toISOString(), { store, procedure, isMaster });
          const date = torontoMoment(new Date(ms + dayOffset * 86_400_000)).date;
          const times = selectableTimes(date, ctx);
          const earliest = earliestInstant(ctx).getTime();
          times.forEach((t, i) => {
            expect(minutesOfDay(t) % 15).toBe(0);
            if (i > 0) expect(minutesOfDay(t)).toBeGreaterThan(minutesOfDay(times[i - 1] ?? '00:00'));
            expect(torontoInstant(date, t).getTime()).toBeGreaterThanOrEqual(earliest);
            if (procedure === 'delivery') expect(['11:45', '12:00']).not.toContain(t);
          });
        },
      ),
    );
  });
});

describe('checking a chosen time', () => {
  const now = '2026-05-15T13:00:00Z'; // Friday 09:00
  it.each<{ name: string; choice: { date: string; time: string } | null; ctx: DeliveryWindowContext; out: string }>([
    { name: 'no time chosen', choice: null, ctx: at(now, { store: 'restaurant' }), out: 'order-select-time' },
    { name: 'bistro delivery in range', choice: { date: '2026-05-15', time: '12:15' }, ctx: at(now, { store: 'restaurant' }), out: 'ok' },
    {
      name: 'bistro delivery after the last delivery',
      choice: { date: '2026-05-15', time: '15:00' },
      ctx: at(now, { store: 'restaurant' }),
      out: 'time-outside-range',
    },
    {
      name: 'bistro delivery at noon',
      choice: { date: '2026-05-15', time: '12:00' },
      ctx: at(now, { store: 'restaurant' }),
      out: 'time-outside-range',
    },
    {
      name: 'off the grid',
      choice: { date: '2026-05-15', time: '12:07' },
      ctx: at(now, { store: 'restaurant' }),
      out: 'time-outside-range',
    },
    {
      name: 'bistro pickup before closing',
      choice: { date: '2026-05-15', time: '18:45' },
      ctx: at(now, { store: 'restaurant', procedure: 'pickup' }),
      out: 'ok',
    },
    {
      name: 'bistro pickup after closing',
      choice: { date: '2026-05-15', time: '19:15' },
      ctx: at(now, { store: 'restaurant', procedure: 'pickup' }),
      out: 'time-outside-range',
    },
    { name: 'catering after 17:00', choice: { date: '2026-05-20', time: '17:15' }, ctx: at(now), out: 'time-outside-range' },
    { name: 'master catering after 17:00', choice: { date: '2026-05-20', time: '17:15' }, ctx: at(now, { isMaster: true }), out: 'ok' },
    { name: 'catering tomorrow', choice: { date: '2026-05-16', time: '09:00' }, ctx: at(now), out: 'time-outside-range' },
    { name: 'not a date', choice: { date: '2026-02-30', time: '09:00' }, ctx: at(now), out: 'order-select-time' },
  ])('$name → $out', ({ choice, ctx, out }) => {
    expect(checkDeliveryTime(choice, ctx)).toBe(out);
  });
});

describe('checking a generic-store choice against the horizon (C5.12)', () => {
  const ctx = at('2026-05-15T14:00:00Z', { store: 'generic' }); // Friday 10:00
  it.each<{ name: string; choice: { date: string; time: string } | null; out: string }>([
    { name: 'the first offered day', choice: { date: '2026-05-17', time: '07:00' }, out: 'ok' },
    { name: 'the last offered day', choice: { date: '2026-05-29', time: '17:45' }, out: 'ok' },
    { name: 'the day after the horizon', choice: { date: '2026-05-30', time: '10:00' }, out: 'date-beyond-horizon' },
    { name: 'sixty days ahead', choice: { date: '2026-07-14', time: '10:00' }, out: 'date-beyond-horizon' },
    { name: 'three days ago at 03:00', choice: { date: '2026-05-12', time: '03:00' }, out: 'time-outside-range' },
    { name: 'tomorrow', choice: { date: '2026-05-16', time: '10:00' }, out: 'time-outside-range' },
    { name: 'after 18:00', choice: { date: '2026-05-20', time: '18:00' }, out: 'time-outside-range' },
    { name: 'no time', choice: null, out: 'order-select-time' },
  ])('$name → $out', ({ choice, out }) => {
    expect(checkDeliveryTime(choice, ctx, DELIVERY_HORIZON_DAYS)).toBe(out);
  });

  it('every offered day and time passes, and nothing else within a month does', () => {
    const offered = new Set(selectableDays(ctx).flatMap((d) => d.times.map((t) => `${d.date} ${t}`)));
    for (let day = 10; day <= 31; day++) {
      for (const time of ['03:00', '07:00', '10:00', '11:45', '17:45', '18:00']) {
        const date = `2026-05-${String(day).padStart(2, '0')}`;
        expect(checkDeliveryTime({ date, time }, ctx, DELIVERY_HORIZON_DAYS) === 'ok').toBe(offered.has(`${date} ${time}`));
      }
    }
  });
});

describe('selectable days (the date list of a checkout)', () => {
  it.each<{ name: string; ctx: DeliveryWindowContext; first: string | null; last: string | null; count: number }>([
    // from the day after tomorrow to two weeks ahead: 13 days
    {
      name: 'generic store delivery',
      ctx: at('2026-05-15T14:00:00Z', { store: 'generic' }),
      first: '2026-05-17',
      last: '2026-05-29',
      count: 13,
    },
    {
      name: 'master: today too',
      ctx: at('2026-05-15T14:00:00Z', { store: 'generic', isMaster: true }),
      first: '2026-05-15',
      last: '2026-05-29',
      count: 15,
    },
    {
      name: 'holidays have no day',
      ctx: at('2026-05-15T14:00:00Z', {
        store: 'generic',
        holidays: [
          { day: 17, month: 5 },
          { day: 29, month: 5 },
        ],
      }),
      first: '2026-05-18',
      last: '2026-05-28',
      count: 11,
    },
    {
      name: 'no bistro hours, no days',
      ctx: at('2026-05-15T14:00:00Z', { store: 'restaurant', franchise: null }),
      first: null,
      last: null,
      count: 0,
    },
  ])('$name', ({ ctx, first, last, count }) => {
    const days = selectableDays(ctx);
    expect([days[0]?.date ?? null, days.at(-1)?.date ?? null, days.length]).toEqual([first, last, count]);
    for (const d of days) expect(d.times).toEqual(selectableTimes(d.date, ctx));
  });

  it('the first selectable time is the first time of the first selectable day, within the same horizon', () => {
    const ctx = at('2026-05-15T14:00:00Z', { store: 'generic', procedure: 'pickup' });
    const [day] = selectableDays(ctx);
    expect(firstSelectableTime(ctx)).toEqual({ date: day?.date, time: day?.times[0] });
    // every day of the horizon a holiday but the last (May 15 + 14): still found; that one too, none
    const holidays = Array.from({ length: DELIVERY_HORIZON_DAYS }, (_, i) => ({ day: 15 + i, month: 5 }));
    expect(firstSelectableTime({ ...ctx, holidays })).toEqual({ date: '2026-05-29', time: '13:00' });
    expect(firstSelectableTime({ ...ctx, holidays: [...holidays, { day: 29, month: 5 }] })).toBeNull();
  });
});
