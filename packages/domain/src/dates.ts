// Calendar dates (`yyyy-MM-dd`), wall-clock times (`HH:mm`) and instants in America/Toronto.
// A calendar date has no time zone: its arithmetic is done on UTC midnights, where no day has
// 23 or 25 hours. Only the passage between an instant and Toronto's wall clock uses @date-fns/tz.
import { TZDate } from '@date-fns/tz';
import { WEEKDAYS, type Weekday } from './vocabulary.js';

export const TIME_ZONE = 'America/Toronto';

/** `yyyy-MM-dd` */
export type IsoDate = string;
/** `HH:mm` on a 24-hour clock */
export type WallTime = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(y, mo - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === mo - 1 && utc.getUTCDate() === d;
}

function parts(date: IsoDate): [number, number, number] {
  if (!isIsoDate(date)) throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

const utcMs = (date: IsoDate): number => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
};

const fromUtcMs = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(utcMs(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (positive when b is later). */
/** The first and last days of a month given as `yyyy-MM` (a statement's month). */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw new RangeError(`not a yyyy-MM month: ${month}`);
  const year = Number(m[1]);
  const mon = Number(m[2]);
  const next = mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((utcMs(b) - utcMs(a)) / DAY_MS);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  const js = new Date(utcMs(date)).getUTCDay();
  return js === 0 ? 7 : js;
}

export function weekdayOf(date: IsoDate): Weekday {
  return WEEKDAYS[isoWeekday(date) - 1] as Weekday;
}

export function isWeekend(date: IsoDate): boolean {
  return isoWeekday(date) >= 6;
}

/** The Monday of the week holding `date` (weeks start Monday). */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** The given weekday of the week (Monday to Sunday) holding `date`. */
export function weekdayInWeek(date: IsoDate, weekday: Weekday): IsoDate {
  return addDays(startOfWeek(date), WEEKDAYS.indexOf(weekday));
}

/** The first `weekday` on or after `date`. */
export function nextWeekdayOnOrAfter(date: IsoDate, weekday: Weekday): IsoDate {
  const target = WEEKDAYS.indexOf(weekday) + 1;
  return addDays(date, (target - isoWeekday(date) + 7) % 7);
}

export function monthDay(date: IsoDate): { month: number; day: number; year: number } {
  const [year, month, day] = parts(date);
  return { year, month, day };
}

/** `HH:mm` or `HH:mm:ss` to seconds after midnight. */
export function secondsOfDay(time: string): number {
  const m = WALL_TIME.exec(time);
  if (!m) throw new RangeError(`not a HH:mm time: ${time}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

export function isWallTime(time: string): boolean {
  return WALL_TIME.test(time);
}

export function minutesOfDay(time: WallTime): number {
  return Math.floor(secondsOfDay(time) / 60);
}

export function wallTimeFromMinutes(minutes: number): WallTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) throw new RangeError(`not a minute of the day: ${minutes}`);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A wall-clock time as people read it: English `7 a.m.`, `7:30 p.m.`, `12 p.m.` (noon);
 * Quebec French `7 h`, `19 h 30`, `0 h 15` (24-hour, the Office québécois de la langue française
 * style). Seconds are ignored, unless `seconds` asks for them (a cut-off to the second, customer-side
 * §9's 9:59:59): `9:59:59 a.m.`, `9 h 59 min 59 s`.
 */
export function formatWallTime(time: string, lang: 'en' | 'fr', opts: { seconds?: boolean } = {}): string {
  const all = secondsOfDay(time);
  const minutes = Math.floor(all / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const mm = String(m).padStart(2, '0');
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? 'a.m.' : 'p.m.';
  if (opts.seconds) {
    const ss = String(all % 60).padStart(2, '0');
    return lang === 'fr' ? `${h} h ${mm} min ${ss} s` : `${h12}:${mm}:${ss} ${suffix}`;
  }
  if (lang === 'fr') return m === 0 ? `${h} h` : `${h} h ${mm}`;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${mm} ${suffix}`;
}

/** Toronto's calendar date and wall-clock time at an instant. */
export interface TorontoMoment {
  date: IsoDate;
  /** seconds since Toronto midnight as the wall clock reads (a DST day still counts 0…86399) */
  seconds: number;
  weekday: Weekday;
}

// The time-zone conversions below go through Intl (TZDate) and are pure: each result is kept by
// its input in a small bounded memo, so a cart or a menu asking the same moments again (every
// line, every request within a second) does no calendar work twice (issue 17).
const MEMO_MAX = 4096;
const moments = new Map<number, TorontoMoment>();
const instants = new Map<string, number>();

export function torontoMoment(instant: Date): TorontoMoment {
  const ms = instant.getTime();
  // whole seconds: the moment's fields are whole seconds (instant's milliseconds play no part)
  const key = Math.floor(ms / 1000);
  const hit = moments.get(key);
  if (hit) return { ...hit };
  const t = new TZDate(key * 1000, TIME_ZONE);
  const date = `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  const moment = { date, seconds: t.getHours() * 3600 + t.getMinutes() * 60 + t.getSeconds(), weekday: weekdayOf(date) };
  if (moments.size >= MEMO_MAX) moments.clear();
  moments.set(key, moment);
  return { ...moment };
}

export function torontoDate(instant: Date): IsoDate {
  return torontoMoment(instant).date;
}

/** Toronto's wall clock at an instant, to the minute: `2026-12-01 14:05` (exports and reports). */
export function torontoDateTime(instant: Date): string {
  const m = torontoMoment(instant);
  return `${m.date} ${String(Math.floor(m.seconds / 3600)).padStart(2, '0')}:${String(Math.floor(m.seconds / 60) % 60).padStart(2, '0')}`;
}

/** The instant at which Toronto's wall clock reads `time` on `date`. */
export function torontoInstant(date: IsoDate, time: string): Date {
  const key = `${date} ${time}`;
  const hit = instants.get(key);
  if (hit !== undefined) return new Date(hit);
  const [y, m, d] = parts(date);
  const s = secondsOfDay(time);
  const t = new TZDate(y, m - 1, d, Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60, TIME_ZONE);
  if (instants.size >= MEMO_MAX) instants.clear();
  instants.set(key, t.getTime());
  return new Date(t.getTime());
}
