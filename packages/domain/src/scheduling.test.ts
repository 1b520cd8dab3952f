import { describe, expect, it } from 'vitest';
import { torontoInstant } from './dates.js';
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_MIN_NOTICE_HOURS,
  bookingWindow,
  formatAppointment,
  isSlotBookable,
  slotClosedReason,
  slotDraftProblem,
  slotEndTime,
  slotSeries,
  type SlotSeats,
} from './scheduling.js';

// Tuesday, December 1, 2026, 10:00 in Toronto (EST, UTC−5)
const now = torontoInstant('2026-12-01', '10:00');
const slot = (date: string, time: string, over: Partial<SlotSeats> = {}): SlotSeats => ({
  date,
  time,
  durationMinutes: 30,
  capacity: 1,
  booked: 0,
  ...over,
});
const christmas = [{ day: 25, month: 12 }];

describe('scheduling: which slot a visitor may book (ADR 372)', () => {
  it('keeps the rule numbers', () => {
    expect(BOOKING_MIN_NOTICE_HOURS).toBe(24);
    expect(BOOKING_HORIZON_DAYS).toBe(14);
    expect(bookingWindow(now)).toEqual({ from: '2026-12-01', to: '2026-12-14' });
  });

  it.each([
    ['an hour ago', slot('2026-12-01', '09:00'), 'past'],
    ['at this very minute', slot('2026-12-01', '10:00'), 'past'],
    ['later today', slot('2026-12-01', '15:00'), 'too-soon'],
    ['tomorrow, one minute short of 24 h', slot('2026-12-02', '09:45'), 'too-soon'],
    ['tomorrow, exactly 24 h ahead', slot('2026-12-02', '10:00'), null],
    ['the last day of the window', slot('2026-12-14', '16:00'), null],
    ['the day after the window', slot('2026-12-15', '10:00'), 'beyond-horizon'],
    ['a holiday of the calendar', slot('2026-12-25', '10:00'), 'beyond-horizon'],
    ['a full slot', slot('2026-12-03', '10:00', { booked: 1 }), 'full'],
    ['a group slot with a seat left', slot('2026-12-03', '10:00', { capacity: 4, booked: 3 }), null],
    ['a group slot, every seat taken', slot('2026-12-03', '10:00', { capacity: 4, booked: 4 }), 'full'],
    ['a database time with seconds', slot('2026-12-03', '10:00:00'), null],
  ] as const)('%s → %s', (_label, s, reason) => {
    expect(slotClosedReason(s, now, christmas)).toBe(reason);
    expect(isSlotBookable(s, now, christmas)).toBe(reason === null);
  });

  it('a holiday inside the window closes its slots; other days stay open', () => {
    const dec20 = torontoInstant('2026-12-20', '09:00');
    expect(slotClosedReason(slot('2026-12-25', '10:00'), dec20, christmas)).toBe('holiday');
    expect(slotClosedReason(slot('2026-12-25', '10:00'), dec20, [])).toBeNull();
    expect(slotClosedReason(slot('2026-12-24', '10:00'), dec20, christmas)).toBeNull();
  });

  it('counts the 24 hours in real time across the change to daylight time', () => {
    // Saturday March 13, 2027 12:00 EST; on Sunday March 14 at 02:00 the clocks go to 03:00
    const sat = torontoInstant('2027-03-13', '12:00');
    // Sunday 12:00 EDT is only 23 h later
    expect(slotClosedReason(slot('2027-03-14', '12:00'), sat, [])).toBe('too-soon');
    expect(slotClosedReason(slot('2027-03-14', '13:00'), sat, [])).toBeNull();
  });
});

describe('scheduling: slots staff open', () => {
  it.each([
    [{ date: '2026-12-03', time: '10:00', durationMinutes: 30, capacity: 1 }, null],
    [{ date: '2026-12-03', time: '10:15', durationMinutes: 15, capacity: 1 }, null],
    [{ date: '2026-12-03', time: '23:00', durationMinutes: 60, capacity: 1 }, null],
    [{ date: '2026-12-03', time: '23:30', durationMinutes: 60, capacity: 1 }, 'past-midnight'],
    [{ date: '2026-12-03', time: '10:10', durationMinutes: 30, capacity: 1 }, 'quarter-hour'],
    [{ date: '2026-12-03', time: '10:00', durationMinutes: 45, capacity: 1 }, 'invalid-duration'],
    [{ date: '2026-12-03', time: '25:00', durationMinutes: 30, capacity: 1 }, 'invalid-time'],
    [{ date: '2026-02-30', time: '10:00', durationMinutes: 30, capacity: 1 }, 'invalid-date'],
    [{ date: '2026-12-01', time: '09:45', durationMinutes: 30, capacity: 1 }, 'in-the-past'],
    [{ date: '2026-12-03', time: '10:00', durationMinutes: 30, capacity: 0 }, 'capacity'],
    [{ date: '2026-12-03', time: '10:00', durationMinutes: 30, capacity: 21 }, 'capacity'],
  ] as const)('%o → %s', (draft, problem) => {
    expect(slotDraftProblem(draft, now)).toBe(problem);
  });

  it('a week of slots: back to back on the chosen weekdays', () => {
    const week = slotSeries({
      from: '2026-12-07', // a Monday
      days: 7,
      weekdays: [1, 2, 3, 4, 5],
      startTime: '10:00',
      endTime: '12:00',
      durationMinutes: 30,
    });
    expect(week).toHaveLength(20);
    expect(week[0]).toEqual({ date: '2026-12-07', time: '10:00', durationMinutes: 30 });
    expect(week[3]).toEqual({ date: '2026-12-07', time: '11:30', durationMinutes: 30 });
    expect(new Set(week.map((s) => s.date))).toEqual(new Set(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']));
  });

  it.each([
    [{ startTime: '10:00', endTime: '10:50', durationMinutes: 15 }, ['10:00', '10:15', '10:30']],
    [{ startTime: '14:00', endTime: '16:00', durationMinutes: 60 }, ['14:00', '15:00']],
    [{ startTime: '14:00', endTime: '14:30', durationMinutes: 60 }, []],
    [{ startTime: '14:00', endTime: '16:00', durationMinutes: 45 }, []],
  ] as const)('a day %o → %o', (times, expected) => {
    const day = slotSeries({ from: '2026-12-09', days: 1, weekdays: [3], ...times });
    expect(day.map((s) => s.time)).toEqual(expected);
  });

  it('ends a slot the same day', () => {
    expect(slotEndTime({ time: '10:45', durationMinutes: 30 })).toBe('11:15');
    expect(slotEndTime({ time: '23:00:00', durationMinutes: 60 })).toBe('24:00');
  });
});

describe('scheduling: the appointment in words', () => {
  it.each([
    [{ date: '2026-12-08', time: '10:00', durationMinutes: 30 }, 'en', 'Tuesday, December 8, 10 a.m. to 10:30 a.m.'],
    [{ date: '2026-12-08', time: '10:00', durationMinutes: 30 }, 'fr', 'mardi 8 décembre, de 10 h à 10 h 30'],
    [{ date: '2026-12-10', time: '13:45', durationMinutes: 15 }, 'en', 'Thursday, December 10, 1:45 p.m. to 2 p.m.'],
    [{ date: '2026-12-10', time: '13:45', durationMinutes: 15 }, 'fr', 'jeudi 10 décembre, de 13 h 45 à 14 h'],
    [{ date: '2026-12-10', time: '23:00', durationMinutes: 60 }, 'fr', 'jeudi 10 décembre, de 23 h à 24 h'],
  ] as const)('%o in %s → %s', (s, lang, text) => {
    expect(formatAppointment(s, lang)).toBe(text);
  });
});
