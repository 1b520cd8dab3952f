// Appointments of the site shell's scheduling widget (customer-side §2, ADR 372): a visitor books
// a call or a tasting with the catering or the corporate team in a slot staff opened. All in
// Toronto time; "now" is a parameter.
// - A slot lasts 15, 30 or 60 minutes, starts on a quarter hour and ends the same day.
// - It can be booked only when it starts at least BOOKING_MIN_NOTICE_HOURS (24 h) after now,
//   within the BOOKING_HORIZON_DAYS (14) days the widget shows, not on a holiday of the company
//   calendar (the one owner of holidays: `isHoliday` of ordering-calendar), and while it has a seat
//   left (capacity 1 unless staff set more).
import { addDays, formatWallTime, isIsoDate, isWallTime, minutesOfDay, torontoDate, torontoInstant, wallTimeFromMinutes } from './dates.js';
import type { IsoDate, WallTime } from './dates.js';
import { formatDate } from './date-format.js';
import type { Lang } from './money.js';
import { isHoliday, type Holiday } from './ordering-calendar.js';

export const APPOINTMENT_KINDS = ['call', 'tasting'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_TEAMS = ['catering', 'corporate'] as const;
export type AppointmentTeam = (typeof APPOINTMENT_TEAMS)[number];
export const SLOT_DURATIONS = [15, 30, 60] as const;
export type SlotDuration = (typeof SLOT_DURATIONS)[number];

/** A slot starts at least this long after the booking (the team prepares a tasting). */
export const BOOKING_MIN_NOTICE_HOURS = 24;
/** The widget offers the slots of today and the next 13 days. */
export const BOOKING_HORIZON_DAYS = 14;
/** At most this many seats in one slot (a group tasting). */
export const SLOT_MAX_CAPACITY = 20;
/** At most this many slots created at once (a week of quarter hours, 7 × 40 = 280, fits). */
export const SLOT_BATCH_MAX = 300;

export function isAppointmentKind(v: string): v is AppointmentKind {
  return (APPOINTMENT_KINDS as readonly string[]).includes(v);
}
export function isAppointmentTeam(v: string): v is AppointmentTeam {
  return (APPOINTMENT_TEAMS as readonly string[]).includes(v);
}
export function isSlotDuration(v: number): v is SlotDuration {
  return (SLOT_DURATIONS as readonly number[]).includes(v);
}

export interface SlotTime {
  date: IsoDate;
  /** `HH:mm` (seconds, when a database time carries them, are ignored) */
  time: WallTime;
  durationMinutes: number;
}

export interface SlotSeats extends SlotTime {
  capacity: number;
  booked: number;
}

/** The instant a slot starts. */
export function slotStart(slot: Pick<SlotTime, 'date' | 'time'>): Date {
  return torontoInstant(slot.date, slot.time.slice(0, 5));
}

/** The first and last dates the widget offers at `now`. */
export function bookingWindow(now: Date): { from: IsoDate; to: IsoDate } {
  const from = torontoDate(now);
  return { from, to: addDays(from, BOOKING_HORIZON_DAYS - 1) };
}

/** The earliest instant a slot may start to be bookable at `now`. */
export function earliestBookableStart(now: Date): Date {
  return new Date(now.getTime() + BOOKING_MIN_NOTICE_HOURS * 3600_000);
}

export type SlotClosedReason = 'past' | 'too-soon' | 'beyond-horizon' | 'holiday' | 'full';

/** Why a visitor cannot book `slot` at `now`, or null when they can. The order is the order checked. */
export function slotClosedReason(slot: SlotSeats, now: Date, holidays: readonly Holiday[]): SlotClosedReason | null {
  const start = slotStart(slot);
  if (start.getTime() <= now.getTime()) return 'past';
  if (start.getTime() < earliestBookableStart(now).getTime()) return 'too-soon';
  if (slot.date > bookingWindow(now).to) return 'beyond-horizon';
  if (isHoliday(slot.date, holidays)) return 'holiday';
  if (slot.booked >= slot.capacity) return 'full';
  return null;
}

export function isSlotBookable(slot: SlotSeats, now: Date, holidays: readonly Holiday[]): boolean {
  return slotClosedReason(slot, now, holidays) === null;
}

export type SlotDraftProblem =
  | 'invalid-date'
  | 'invalid-time'
  | 'quarter-hour'
  | 'invalid-duration'
  | 'past-midnight'
  | 'in-the-past'
  | 'capacity';

/** What is wrong with a slot staff want to open at `now`, or null (staff may open a slot on a holiday: the widget hides it). */
export function slotDraftProblem(draft: SlotTime & { capacity: number }, now: Date): SlotDraftProblem | null {
  if (!isIsoDate(draft.date)) return 'invalid-date';
  if (!isWallTime(draft.time)) return 'invalid-time';
  const start = minutesOfDay(draft.time);
  if (start % 15 !== 0) return 'quarter-hour';
  if (!isSlotDuration(draft.durationMinutes)) return 'invalid-duration';
  if (start + draft.durationMinutes > 24 * 60) return 'past-midnight';
  if (slotStart(draft).getTime() <= now.getTime()) return 'in-the-past';
  if (!Number.isInteger(draft.capacity) || draft.capacity < 1 || draft.capacity > SLOT_MAX_CAPACITY) return 'capacity';
  return null;
}

export interface SlotSeries {
  /** the first day of the series (a Monday for "a week of slots") */
  from: IsoDate;
  /** how many days from `from`, 1–14 */
  days: number;
  /** ISO weekdays (1 = Monday … 7 = Sunday) that get slots */
  weekdays: readonly number[];
  /** `HH:mm` of the first slot and the end of the last one, each day */
  startTime: WallTime;
  endTime: WallTime;
  durationMinutes: number;
}

/**
 * The slots of a series, back to back from `startTime` until `endTime` on each chosen weekday:
 * Monday to Friday 10:00–12:00 in 30-minute slots is 4 slots a day, 20 a week.
 */
export function slotSeries(series: SlotSeries): SlotTime[] {
  const out: SlotTime[] = [];
  if (!isIsoDate(series.from) || !isWallTime(series.startTime) || !isWallTime(series.endTime)) return out;
  if (!isSlotDuration(series.durationMinutes)) return out;
  const first = minutesOfDay(series.startTime);
  const end = series.endTime === '24:00' ? 24 * 60 : minutesOfDay(series.endTime);
  for (let d = 0; d < Math.min(Math.max(series.days, 0), BOOKING_HORIZON_DAYS); d++) {
    const date = addDays(series.from, d);
    const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (!series.weekdays.includes(weekday)) continue;
    for (let m = first; m + series.durationMinutes <= end; m += series.durationMinutes) {
      out.push({ date, time: wallTimeFromMinutes(m), durationMinutes: series.durationMinutes });
    }
  }
  return out;
}

/** When a slot ends, `HH:mm` (a slot never passes midnight). */
export function slotEndTime(slot: Pick<SlotTime, 'time' | 'durationMinutes'>): WallTime {
  const end = minutesOfDay(slot.time.slice(0, 5)) + slot.durationMinutes;
  return end >= 24 * 60 ? '24:00' : wallTimeFromMinutes(end);
}

/**
 * An appointment as the visitor reads it (the confirmation e-mail, the widget):
 * `Tuesday, December 8, 10 a.m. to 10:30 a.m.` / `mardi 8 décembre, de 10 h à 10 h 30`.
 */
export function formatAppointment(slot: SlotTime, lang: Lang): string {
  const day = formatDate(slot.date, lang, 'weekday');
  const end = slotEndTime(slot);
  const from = formatWallTime(slot.time.slice(0, 5), lang);
  const to = end === '24:00' ? (lang === 'fr' ? '24 h' : '12 a.m.') : formatWallTime(end, lang);
  return lang === 'fr' ? `${day}, de ${from} à ${to}` : `${day}, ${from} to ${to}`;
}
