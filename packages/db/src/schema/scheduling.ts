// The scheduling widget (customer-side §2, ADR 372): slots staff open for a call or a tasting
// with a team, and the visitors' bookings of them. A slot's seats are counted in the slot's row
// (`booked_count`), raised by one conditional UPDATE per booking, so two visitors never take the
// last seat: the CHECK keeps booked_count ≤ capacity whatever a writer does.
import { APPOINTMENT_KINDS, APPOINTMENT_TEAMS } from '@mijote/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from './account.js';
import { LANGUAGES } from './codes.js';
import { checkIn, createdAt, id, tsz } from './columns.js';

export const BOOKING_STATUSES = ['booked', 'canceled'] as const;

export const appointmentSlot = pgTable(
  'appointment_slot',
  {
    id: id(),
    kind: text('kind', { enum: APPOINTMENT_KINDS }).notNull(),
    team: text('team', { enum: APPOINTMENT_TEAMS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    capacity: smallint('capacity').notNull().default(1),
    bookedCount: smallint('booked_count').notNull().default(0),
    createdBy: integer('created_by').references(() => account.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_slot_uq').on(t.kind, t.team, t.date, t.startTime),
    index('appointment_slot_date_idx').on(t.date, t.startTime),
    checkIn('appointment_slot_kind_ck', t.kind, APPOINTMENT_KINDS),
    checkIn('appointment_slot_team_ck', t.team, APPOINTMENT_TEAMS),
    check('appointment_slot_duration_ck', sql`${t.durationMinutes} in (15, 30, 60)`),
    check('appointment_slot_seats_ck', sql`${t.capacity} >= 1 and ${t.bookedCount} between 0 and ${t.capacity}`),
  ],
);

export const appointmentBooking = pgTable(
  'appointment_booking',
  {
    id: id(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => appointmentSlot.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    message: text('message').notNull().default(''),
    languageCd: text('language_cd', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    canceledAt: tsz('canceled_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_booking_slot_idx').on(t.slotId),
    // one live booking of a slot per e-mail address
    uniqueIndex('appointment_booking_email_uq')
      .on(t.slotId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'booked'`),
    checkIn('appointment_booking_status_ck', t.status, BOOKING_STATUSES),
    checkIn('appointment_booking_language_ck', t.languageCd, LANGUAGES),
  ],
);
