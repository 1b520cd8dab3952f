// The scheduling widget's routes (customer-side §2, ADR 372): two public calls, and the
// back-office's, registered under /api/admin where the super-user guard applies to every route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBooking,
  AdminBookingsQuery,
  AdminBookingsReply,
  AdminSlotsQuery,
  AdminSlotsReply,
  BookAppointmentBody,
  BookAppointmentReply,
  CreateSlotsBody,
  CreateSlotsReply,
  ErrorReply,
  OpenSlotsQuery,
  OpenSlotsReply,
  SchedulingIdParams,
} from '@mijote/contracts';
import { formatAppointment } from '@mijote/domain';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { recordAudit } from '../admin/audit.js';
import { withRetryAfter } from '../rate-limits/limiter.js';
import {
  bookAppointment,
  cancelBooking,
  createSlots,
  deleteSlot,
  listBookingsForAdmin,
  listSlotsForAdmin,
  openSlots,
  type SchedulingDeps,
} from './service.js';

const errors = { 400: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply, 503: ErrorReply };

export const schedulingRoutes =
  (deps: SchedulingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['scheduling'];

    app.get(
      '/scheduling/slots',
      {
        schema: {
          tags,
          summary: 'Open appointment slots of a kind and team, the next 14 days',
          querystring: OpenSlotsQuery,
          response: { 200: OpenSlotsReply, ...errors },
        },
      },
      async (request, reply) => {
        // seats change with every booking: never kept by a shared cache
        void reply.header('cache-control', 'no-store');
        return openSlots(deps, request.query);
      },
    );

    app.post(
      '/scheduling/bookings',
      {
        schema: {
          tags,
          summary: 'Book an appointment slot (captcha verified; confirmation e-mail queued in the visitor’s language)',
          body: BookAppointmentBody,
          response: { 201: BookAppointmentReply, ...errors },
        },
      },
      async (request, reply) => {
        let booked: Awaited<ReturnType<typeof bookAppointment>> | null = null;
        const b = request.body;
        await withRetryAfter(reply, async () => {
          booked = await bookAppointment(deps, { ...b, ip: request.ip });
        });
        const { id, slot } = booked!;
        void reply.code(201);
        return {
          ok: true as const,
          id,
          kind: slot.kind,
          team: slot.team,
          when: formatAppointment({ date: slot.date, time: slot.startTime, durationMinutes: slot.durationMinutes }, b.language),
          email: b.email,
        };
      },
    );
  };

const adminErrors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

export const adminSchedulingRoutes =
  (deps: SchedulingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const actor = (request: { auth: { accountId: number } | null }) => {
      if (!request.auth) throw AppError.unauthorized();
      return request.auth.accountId;
    };

    app.get(
      '/appointment-slots',
      {
        schema: {
          tags,
          summary: 'Appointment slots with their seats (default: the next 4 weeks)',
          querystring: AdminSlotsQuery,
          response: { 200: AdminSlotsReply, ...adminErrors },
        },
      },
      async (request) => ({ data: await listSlotsForAdmin(deps, request.query) }),
    );

    app.post(
      '/appointment-slots',
      {
        schema: {
          tags,
          summary: 'Open a series of appointment slots (a day, or a week at once)',
          body: CreateSlotsBody,
          response: { 201: CreateSlotsReply, ...adminErrors },
        },
      },
      async (request, reply) => {
        const who = actor(request);
        const result = await createSlots(deps, request.body, who, async (tx, ids) => {
          for (const id of ids) {
            await recordAudit(tx, {
              actorAccountId: who,
              action: 'create',
              entity: 'appointment-slot',
              entityId: id,
              before: null,
              after: { ...request.body, id },
              at: deps.now(),
              ip: request.ip,
              requestId: request.id,
            });
          }
        });
        void reply.code(201);
        return result;
      },
    );

    app.delete(
      '/appointment-slots/:id',
      {
        schema: {
          tags,
          summary: 'Delete an appointment slot nobody booked',
          params: SchedulingIdParams,
          response: { 200: z.object({ ok: z.literal(true) }), ...adminErrors },
        },
      },
      async (request) => {
        actor(request);
        await deleteSlot(deps, request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/appointment-bookings',
      {
        schema: {
          tags,
          summary: 'Appointment bookings, soonest first',
          querystring: AdminBookingsQuery,
          response: { 200: AdminBookingsReply, ...adminErrors },
        },
      },
      async (request) => listBookingsForAdmin(deps, request.query),
    );

    app.post(
      '/appointment-bookings/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel a booking: its seat is freed and the visitor gets an e-mail',
          params: SchedulingIdParams,
          response: { 200: AdminBooking, ...adminErrors },
        },
      },
      async (request) => {
        actor(request);
        return cancelBooking(deps, request.params.id);
      },
    );
  };
