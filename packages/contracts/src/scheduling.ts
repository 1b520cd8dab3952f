// The scheduling widget of the site shell (customer-side §2, ADR 372): a visitor books a call or
// a tasting with the catering or corporate team in a slot staff opened in the back-office.
//   GET  /api/scheduling/slots?kind&team&language   open slots of the next 14 days
//   POST /api/scheduling/bookings                   book one (captcha action "appointment")
//   GET  /api/admin/appointment-slots?from&to       slots with their bookings (SU)
//   POST /api/admin/appointment-slots               open a series of slots (a week at once)
//   DELETE /api/admin/appointment-slots/{id}        delete a slot nobody booked
//   GET  /api/admin/appointment-bookings?status     bookings, soonest first
//   POST /api/admin/appointment-bookings/{id}/cancel cancel one (the visitor gets an e-mail)
import { APPOINTMENT_KINDS, APPOINTMENT_TEAMS, EMAIL_PATTERN, PHONE_PATTERN, SLOT_MAX_CAPACITY } from '@mijote/domain';
import { z } from 'zod';
import { Id, Int, IntParam, IsoDate, OptionalText, RequiredText, SafeString, Text, WallTime } from './primitives.js';

/** The reCAPTCHA v3 action of the booking form. */
export const APPOINTMENT_CAPTCHA_ACTION = 'appointment';

export const AppointmentKind = z.enum(APPOINTMENT_KINDS);
export const AppointmentTeam = z.enum(APPOINTMENT_TEAMS);
const Language = z.enum(['en', 'fr']);
const HourMinute = WallTime;

export const OpenSlotsQuery = z.object({
  kind: AppointmentKind,
  team: AppointmentTeam,
  language: Language.default('en'),
});
export type OpenSlotsQuery = z.infer<typeof OpenSlotsQuery>;

export const OpenSlot = z
  .object({
    id: z.number().int(),
    date: z.string().meta({ description: 'yyyy-MM-dd, Toronto' }),
    time: z.string().meta({ description: 'HH:mm, Toronto' }),
    durationMinutes: z.number().int(),
    seatsLeft: z.number().int(),
    /** `10 a.m.` / `10 h` */
    timeLabel: z.string(),
  })
  .meta({ id: 'OpenSlot' });
export type OpenSlot = z.infer<typeof OpenSlot>;

export const OpenSlotsReply = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        /** `Tuesday, December 8` / `mardi 8 décembre` */
        label: z.string(),
        slots: z.array(OpenSlot),
      }),
    ),
  })
  .meta({ id: 'OpenSlotsReply' });
export type OpenSlotsReply = z.infer<typeof OpenSlotsReply>;

export const BookAppointmentBody = z
  .strictObject({
    slotId: Id,
    name: RequiredText(100),
    email: Text(254).pipe(z.email({ pattern: EMAIL_PATTERN })),
    phone: Text(40).regex(PHONE_PATTERN),
    company: OptionalText(100),
    message: Text(2000).default(''),
    language: Language,
    /** reCAPTCHA v3 token of the action `appointment` */
    reCaptchaToken: SafeString(4096).optional(),
  })
  .meta({ id: 'BookAppointmentBody' });
export type BookAppointmentBody = z.input<typeof BookAppointmentBody>;

export const BookAppointmentReply = z
  .object({
    ok: z.literal(true),
    id: z.number().int(),
    kind: AppointmentKind,
    team: AppointmentTeam,
    /** the appointment in words, in the booking's language */
    when: z.string(),
    email: z.string(),
  })
  .meta({ id: 'BookAppointmentReply' });
export type BookAppointmentReply = z.infer<typeof BookAppointmentReply>;

// ── back-office ─────────────────────────────────────────────────────────────

export const AdminSlotsQuery = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  kind: AppointmentKind.optional(),
  team: AppointmentTeam.optional(),
});

export const AdminBooking = z
  .object({
    id: z.number().int(),
    slotId: z.number().int(),
    kind: AppointmentKind,
    team: AppointmentTeam,
    date: z.string(),
    time: z.string(),
    durationMinutes: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string().nullable(),
    message: z.string(),
    language: Language,
    status: z.enum(['booked', 'canceled']),
    createdAt: z.string(),
    canceledAt: z.string().nullable(),
  })
  .meta({ id: 'AdminAppointmentBooking' });
export type AdminBooking = z.infer<typeof AdminBooking>;

export const AdminSlot = z
  .object({
    id: z.number().int(),
    kind: AppointmentKind,
    team: AppointmentTeam,
    date: z.string(),
    time: z.string(),
    durationMinutes: z.number().int(),
    capacity: z.number().int(),
    booked: z.number().int(),
  })
  .meta({ id: 'AdminAppointmentSlot' });
export type AdminSlot = z.infer<typeof AdminSlot>;

export const AdminSlotsReply = z.object({ data: z.array(AdminSlot) }).meta({ id: 'AdminAppointmentSlotsReply' });
export type AdminSlotsReply = z.infer<typeof AdminSlotsReply>;

export const CreateSlotsBody = z
  .strictObject({
    kind: AppointmentKind,
    team: AppointmentTeam,
    /** the first day; with `days: 7`, a week from it */
    from: IsoDate,
    days: Int(1, 14).default(1),
    /** ISO weekdays (1 = Monday … 7 = Sunday); default every day of the range */
    weekdays: z.array(Int(1, 7)).min(1).max(7).default([1, 2, 3, 4, 5, 6, 7]),
    startTime: HourMinute,
    /** the end of the last slot of each day */
    endTime: HourMinute,
    durationMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
    capacity: Int(1, SLOT_MAX_CAPACITY).default(1),
  })
  .meta({ id: 'CreateAppointmentSlotsBody' });
export type CreateSlotsBody = z.input<typeof CreateSlotsBody>;

export const CreateSlotsReply = z
  .object({
    created: z.number().int(),
    /** slots of the series that already existed (same kind, team, day and time) */
    skipped: z.number().int(),
    data: z.array(AdminSlot),
  })
  .meta({ id: 'CreateAppointmentSlotsReply' });
export type CreateSlotsReply = z.infer<typeof CreateSlotsReply>;

export const AdminBookingsQuery = z.object({
  status: z.enum(['booked', 'canceled', 'all']).default('booked'),
  page: IntParam(1, 1_000_000).default(1),
  limit: IntParam(1, 200).default(50),
});

export const AdminBookingsReply = z
  .object({ data: z.array(AdminBooking), total: z.number().int().meta({ description: 'The number of bookings that match' }) })
  .meta({ id: 'AdminAppointmentBookingsReply' });
export type AdminBookingsReply = z.infer<typeof AdminBookingsReply>;

export const SchedulingIdParams = z.object({ id: IntParam(1, 2_147_483_647) });
