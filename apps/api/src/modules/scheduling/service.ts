// The scheduling widget's rules at the edge (customer-side §2, ADR 372). Which slot a visitor may
// book is the domain's (`slotClosedReason`, holidays from the company calendar); here: the captcha,
// the attempt limits, and one transaction per booking that takes the seat, stores the booking and
// queues its e-mails, so a refused booking writes nothing.
import { APPOINTMENT_CAPTCHA_ACTION, type AdminBooking, type AdminSlot, type OpenSlotsReply } from '@mijote/contracts';
import { isUniqueViolation, type DbHandle, type DbOrTx } from '@mijote/db';
import {
  bookingWindow,
  formatDate,
  formatWallTime,
  slotClosedReason,
  slotDraftProblem,
  slotSeries,
  torontoDate,
  addDays,
  type AppointmentKind,
  type AppointmentTeam,
  type Lang,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { findHolidays } from '../catalogue/holidays/repository.js';
import type { CaptchaVerifier } from '../captcha/captcha.js';
import { enqueueEmail } from '../outbox/repository.js';
import type { AttemptLimiter, LimitRule } from '../rate-limits/limiter.js';
import { bookingCancellation, bookingConfirmation, bookingStaffNotice, type AppointmentMailInput } from './emails.js';
import {
  cancelBookingRow,
  deleteFreeSlot,
  findBooking,
  findSlot,
  findSlots,
  insertBooking,
  insertSlots,
  listBookings,
  takeSeat,
  type BookingWithSlot,
  type SlotRow,
} from './repository.js';

export interface SchedulingDeps {
  db: DbHandle;
  now: () => Date;
  captcha: CaptchaVerifier;
  limiter: AttemptLimiter;
  staffEmail: string;
}

/** Bookings per client address and per e-mail address: a public form, not an open relay. */
export const BOOKING_LIMITS = {
  ip: { max: 10, windowMs: 60 * 60_000 },
  email: { max: 5, windowMs: 24 * 3600_000 },
} as const satisfies Record<string, LimitRule>;

const hhmm = (t: string) => t.slice(0, 5);
const seats = (s: SlotRow) => ({
  date: s.date,
  time: hhmm(s.startTime),
  durationMinutes: s.durationMinutes,
  capacity: s.capacity,
  booked: s.bookedCount,
});

async function companyHolidays(deps: SchedulingDeps) {
  return (await findHolidays(deps.db.db, null)).map((h) => ({ day: h.day, month: h.month }));
}

/** The open slots of a kind and team for the next 14 days, grouped by day, labels in `lang`. */
export async function openSlots(
  deps: SchedulingDeps,
  q: { kind: AppointmentKind; team: AppointmentTeam; language: Lang },
): Promise<OpenSlotsReply> {
  const now = deps.now();
  const { from, to } = bookingWindow(now);
  const [rows, holidays] = await Promise.all([findSlots(deps.db.db, { from, to, kind: q.kind, team: q.team }), companyHolidays(deps)]);
  const days = new Map<string, OpenSlotsReply['days'][number]>();
  for (const row of rows) {
    if (slotClosedReason(seats(row), now, holidays) !== null) continue;
    let day = days.get(row.date);
    if (!day) days.set(row.date, (day = { date: row.date, label: formatDate(row.date, q.language, 'weekday'), slots: [] }));
    day.slots.push({
      id: row.id,
      date: row.date,
      time: hhmm(row.startTime),
      durationMinutes: row.durationMinutes,
      seatsLeft: row.capacity - row.bookedCount,
      timeLabel: formatWallTime(hhmm(row.startTime), q.language),
    });
  }
  return { from, to, days: [...days.values()] };
}

export interface BookInput {
  slotId: number;
  name: string;
  email: string;
  phone: string;
  company?: string | undefined;
  message: string;
  language: Lang;
  reCaptchaToken?: string | undefined;
  ip?: string | undefined;
}

function mailInput(
  b: { id: number; name: string; email: string; phone: string; company: string | null; message: string; languageCd: Lang },
  slot: SlotRow,
): AppointmentMailInput {
  return {
    bookingId: b.id,
    language: b.languageCd,
    name: b.name,
    email: b.email,
    phone: b.phone,
    company: b.company,
    message: b.message,
    kind: slot.kind,
    team: slot.team,
    slot: { date: slot.date, time: hhmm(slot.startTime), durationMinutes: slot.durationMinutes },
  };
}

export async function bookAppointment(deps: SchedulingDeps, input: BookInput): Promise<{ id: number; slot: SlotRow }> {
  const captcha = await deps.captcha.verify({ token: input.reCaptchaToken, action: APPOINTMENT_CAPTCHA_ACTION, remoteIp: input.ip });
  if (!captcha.ok) {
    if (captcha.reason === 'unavailable')
      throw new AppError(503, 'captcha-unavailable', 'The captcha could not be verified, please try again', {});
    throw new AppError(400, 'captcha-failed', 'The captcha check failed', { reason: captcha.reason });
  }
  await deps.limiter.consume(BOOKING_LIMITS.ip, [`appointment:ip:${input.ip ?? 'unknown'}`]);
  await deps.limiter.consume(BOOKING_LIMITS.email, [`appointment:email:${input.email.toLowerCase()}`]);

  const now = deps.now();
  const slot = await findSlot(deps.db.db, input.slotId);
  if (!slot) throw AppError.notFound('appointment slot');
  const reason = slotClosedReason(seats(slot), now, await companyHolidays(deps));
  if (reason !== null) throw unavailable(reason);

  try {
    return await deps.db.db.transaction(async (tx) => {
      const taken = await takeSeat(tx, slot.id);
      if (!taken) throw unavailable('full');
      const booking = await insertBooking(tx, {
        slotId: slot.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        message: input.message,
        languageCd: input.language,
        ip: input.ip ?? null,
        createdAt: now,
      });
      const mail = mailInput(booking, taken);
      await enqueueEmail(tx, bookingConfirmation(mail));
      await enqueueEmail(tx, bookingStaffNotice(mail, deps.staffEmail));
      return { id: booking.id, slot: taken };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'appointment_booking_email_uq')) {
      throw new AppError(409, 'appointment-already-booked', 'This e-mail address already booked this slot', {});
    }
    throw err;
  }
}

function unavailable(reason: string): AppError {
  return new AppError(409, 'appointment-unavailable', 'This slot can no longer be booked', { reason });
}

// ── back-office ─────────────────────────────────────────────────────────────

export function adminSlot(s: SlotRow): AdminSlot {
  return {
    id: s.id,
    kind: s.kind,
    team: s.team,
    date: s.date,
    time: hhmm(s.startTime),
    durationMinutes: s.durationMinutes,
    capacity: s.capacity,
    booked: s.bookedCount,
  };
}

export function adminBooking(b: BookingWithSlot): AdminBooking {
  return {
    id: b.id,
    slotId: b.slotId,
    kind: b.slot.kind,
    team: b.slot.team,
    date: b.slot.date,
    time: hhmm(b.slot.startTime),
    durationMinutes: b.slot.durationMinutes,
    name: b.name,
    email: b.email,
    phone: b.phone,
    company: b.company,
    message: b.message,
    language: b.languageCd,
    status: b.status,
    createdAt: b.createdAt.toISOString(),
    canceledAt: b.canceledAt?.toISOString() ?? null,
  };
}

export async function listSlotsForAdmin(
  deps: SchedulingDeps,
  q: { from?: string | undefined; to?: string | undefined; kind?: AppointmentKind | undefined; team?: AppointmentTeam | undefined },
) {
  const from = q.from ?? torontoDate(deps.now());
  const to = q.to ?? addDays(from, 27);
  return (await findSlots(deps.db.db, { from, to, kind: q.kind, team: q.team })).map(adminSlot);
}

export interface SeriesInput {
  kind: AppointmentKind;
  team: AppointmentTeam;
  from: string;
  days: number;
  weekdays: number[];
  startTime: string;
  endTime: string;
  durationMinutes: number;
  capacity: number;
}

/** Opens a series of slots; every slot of it is checked by the domain first (all or nothing). */
export async function createSlots(
  deps: SchedulingDeps,
  input: SeriesInput,
  actor: number,
  audit: (tx: DbOrTx, ids: number[]) => Promise<void>,
) {
  const now = deps.now();
  const drafts = slotSeries(input);
  if (drafts.length === 0)
    throw new AppError(400, 'appointment-slot-invalid', 'No slot fits between the start and the end', { reason: 'empty' });
  for (const d of drafts) {
    const problem = slotDraftProblem({ ...d, capacity: input.capacity }, now);
    if (problem)
      throw new AppError(400, 'appointment-slot-invalid', `The slot of ${d.date} ${d.time} cannot be opened: ${problem}`, {
        reason: problem,
        date: d.date,
        time: d.time,
      });
  }
  return deps.db.db.transaction(async (tx) => {
    const rows = await insertSlots(tx, { kind: input.kind, team: input.team, capacity: input.capacity, createdBy: actor }, drafts);
    await audit(
      tx,
      rows.map((r) => r.id),
    );
    return { created: rows.length, skipped: drafts.length - rows.length, data: rows.map(adminSlot) };
  });
}

export async function deleteSlot(deps: SchedulingDeps, id: number): Promise<void> {
  const outcome = await deps.db.db.transaction((tx) => deleteFreeSlot(tx, id));
  if (outcome === 'not-found') throw AppError.notFound('appointment slot');
  if (outcome === 'booked') throw new AppError(409, 'appointment-slot-has-bookings', 'Cancel the bookings of this slot first', {});
}

export async function listBookingsForAdmin(
  deps: SchedulingDeps,
  q: { status: 'booked' | 'canceled' | 'all'; page: number; limit: number },
) {
  const { rows, total } = await listBookings(deps.db.db, { status: q.status, limit: q.limit, offset: (q.page - 1) * q.limit });
  return { data: rows.map(adminBooking), total };
}

/** Cancels a live booking, frees its seat and tells the visitor, in one transaction. */
export async function cancelBooking(deps: SchedulingDeps, id: number): Promise<AdminBooking> {
  return deps.db.db.transaction(async (tx) => {
    const row = await cancelBookingRow(tx, id, deps.now());
    if (!row) {
      if (!(await findBooking(tx, id))) throw AppError.notFound('appointment booking');
      throw new AppError(409, 'appointment-already-canceled', 'This booking is already canceled', {});
    }
    await enqueueEmail(tx, bookingCancellation(mailInput(row, row.slot)));
    return adminBooking(row);
  });
}
