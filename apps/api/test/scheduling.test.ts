// The scheduling widget (customer-side §2, ADR 372) through the API on a real database: staff open
// slots (super users only), visitors see the open ones of the next 14 days and book one with the
// captcha; the confirmation e-mail is queued in the visitor's language; a full, too-soon or holiday
// slot is refused with a translated code and nothing written; canceling frees the seat and tells the
// visitor. The last block books one slot from many requests at once: on PostgreSQL
// (TEST_DATABASE_URL) the pool really interleaves them, and exactly one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  AdminBookingsReply,
  AdminSlotsReply,
  BookAppointmentReply,
  CreateSlotsReply,
  ErrorReply,
  OpenSlotsReply,
  type CreateSlotsBody,
} from '@mijote/contracts';
import { appointmentBooking, appointmentSlot, emailOutbox, holiday } from '@mijote/db/schema';
import { suiteNow } from '@mijote/db/testing';
import { addDays, formatAppointment, monthDay, torontoDate, torontoInstant } from '@mijote/domain';
import type { CaptchaVerifier } from '../src/modules/captcha/captcha.js';
import { as, freshIp, loginAs, makeAccount, type Session } from './fixtures/accounts.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let su: Session;
let customer: Session;
// pinned before any session exists: 09:00 Toronto on the run's day
const today = torontoDate(suiteNow());
let now = torontoInstant(today, '09:00');
const day = (n: number) => addDays(today, n);
const holidayDate = day(4);

// a captcha that accepts the token 'good' for the booking action only
const captcha: CaptchaVerifier = {
  mode: 'recaptcha',
  async verify(check) {
    if (!check.token) return { ok: false, reason: 'missing-token', score: null };
    if (check.action !== 'appointment') return { ok: false, reason: 'wrong-action', score: 0.9 };
    return check.token === 'good' ? { ok: true, skipped: false, score: 0.9 } : { ok: false, reason: 'rejected', score: 0.1 };
  },
};

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => now, captcha }, config: { rateLimitMax: 10_000 } });
  su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU' })).email);
  customer = await loginAs(t.app, (await makeAccount(t.db)).email);
  const { day: d, month } = monthDay(holidayDate);
  await t.db.db.insert(holiday).values({ day: d, month, nameEn: 'Test holiday', nameFr: 'Congé test' });
});
afterAll(async () => {
  await t?.close();
});

const openSeries = async (body: Partial<CreateSlotsBody> = {}, session: Session | null = su) =>
  as(t.app, session, 'POST', '/api/admin/appointment-slots', {
    kind: 'call',
    team: 'catering',
    from: today,
    days: 7,
    startTime: '10:00',
    endTime: '12:00',
    durationMinutes: 30,
    ...body,
  });

const open = async (kind: string, team: string, language = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/scheduling/slots?kind=${kind}&team=${team}&language=${language}` });
  expect(res.statusCode, res.body).toBe(200);
  return OpenSlotsReply.parse(res.json());
};

const slotAt = async (kind: 'call' | 'tasting', team: 'catering' | 'corporate', date: string, time: string) => {
  const [row] = await t.db.db
    .select()
    .from(appointmentSlot)
    .where(
      and(
        eq(appointmentSlot.kind, kind),
        eq(appointmentSlot.team, team),
        eq(appointmentSlot.date, date),
        eq(appointmentSlot.startTime, `${time}:00`),
      ),
    );
  if (!row) throw new Error(`no slot ${kind} ${team} ${date} ${time}`);
  return row;
};

let emailN = 0;
const book = (slotId: number, over: Record<string, unknown> = {}, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scheduling/bookings',
    remoteAddress: ip,
    payload: {
      slotId,
      name: 'Chloé Bergeron',
      email: `chloe.${++emailN}@example.test`,
      phone: '514-555-0199',
      company: 'Bergeron & fils',
      message: 'A tasting for 40 guests in March',
      language: 'en',
      reCaptchaToken: 'good',
      ...over,
    },
  });

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.db.execute(query)) as unknown as { rows: T[] }).rows;
const mailsTo = (to: string) => t.db.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('the back-office opens slots (super users only)', () => {
  it('401 anonymous, 403 a customer, on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/appointment-slots'],
      ['POST', '/api/admin/appointment-slots'],
      ['DELETE', '/api/admin/appointment-slots/1'],
      ['GET', '/api/admin/appointment-bookings'],
      ['POST', '/api/admin/appointment-bookings/1/cancel'],
    ] as const) {
      expect((await as(t.app, null, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
      expect((await as(t.app, customer, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(403);
    }
    expect(await t.db.db.select().from(appointmentSlot)).toHaveLength(0);
  });

  it('a week of slots at once: 4 a day for 7 days; the same week again adds nothing', async () => {
    // today's 10:00 is still ahead of 09:00
    const res = await openSeries();
    expect(res.statusCode, res.body).toBe(201);
    const made = CreateSlotsReply.parse(res.json());
    expect(made.created).toBe(28);
    expect(made.skipped).toBe(0);
    expect(made.data[0]).toMatchObject({
      kind: 'call',
      team: 'catering',
      date: today,
      time: '10:00',
      durationMinutes: 30,
      capacity: 1,
      booked: 0,
    });
    const again = CreateSlotsReply.parse((await openSeries()).json());
    expect(again).toMatchObject({ created: 0, skipped: 28 });
    const list = AdminSlotsReply.parse((await as(t.app, su, 'GET', `/api/admin/appointment-slots?kind=call&team=catering`)).json());
    expect(list.data).toHaveLength(28);
    const [audit] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log where entity = 'appointment-slot'`);
    expect(audit!.n).toBe(28);
  });

  it('refuses a series with a slot in the past, a 45-minute slot, an unknown field: nothing written', async () => {
    const before = (await t.db.db.select().from(appointmentSlot)).length;
    const past = await openSeries({ kind: 'tasting', startTime: '08:00', endTime: '11:00', days: 2 });
    expect(past.statusCode).toBe(400);
    expect(ErrorReply.parse(past.json())).toMatchObject({
      code: 'appointment-slot-invalid',
      params: { reason: 'in-the-past', date: today, time: '08:00' },
    });
    expect((await openSeries({ durationMinutes: 45 as 30 })).json().code).toBe('validation-failed');
    expect(
      (
        await as(t.app, su, 'POST', '/api/admin/appointment-slots', {
          kind: 'call',
          team: 'catering',
          from: day(2),
          startTime: '10:00',
          endTime: '11:00',
          durationMinutes: 30,
          price: 1,
        })
      ).statusCode,
    ).toBe(400);
    const empty = await openSeries({ from: day(2), startTime: '10:00', endTime: '10:10' });
    expect(empty.json()).toMatchObject({ code: 'appointment-slot-invalid', params: { reason: 'empty' } });
    expect((await t.db.db.select().from(appointmentSlot)).length).toBe(before);
  });
});

describe('a visitor sees and books the open slots', () => {
  it('lists only slots 24 h ahead or more, within 14 days, not on a holiday, labelled in the language', async () => {
    const en = await open('call', 'catering');
    const dates = en.days.map((d) => d.date);
    expect(dates).not.toContain(today);
    expect(dates).not.toContain(holidayDate);
    // tomorrow: only the slots at or after 09:00 + 24 h (all four start at 10:00 or later)
    expect(en.days[0]).toMatchObject({ date: day(1) });
    expect(en.days[0]!.slots.map((s) => s.time)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(en.days[0]!.slots[0]!.timeLabel).toBe('10 a.m.');
    expect(en.days).toHaveLength(5); // days 1, 2, 3, 5, 6
    const fr = await open('call', 'catering', 'fr');
    expect(fr.days[0]!.slots[1]!.timeLabel).toBe('10 h 30');
    expect(fr.days[0]!.label).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+ /);
    // other kinds and teams have none
    expect((await open('tasting', 'corporate')).days).toEqual([]);
    // a bad kind is a 400, never a 500
    const bad = await t.app.inject({ method: 'GET', url: '/api/scheduling/slots?kind=dinner&team=catering' });
    expect(bad.statusCode).toBe(400);
  });

  it('books in English: 201, the seat is taken, the confirmation e-mail in English with the domain’s date, the team notified', async () => {
    const slot = await slotAt('call', 'catering', day(2), '10:00');
    const res = await book(slot.id, { email: 'chloe.en@example.test' });
    expect(res.statusCode, res.body).toBe(201);
    const reply = BookAppointmentReply.parse(res.json());
    const when = formatAppointment({ date: day(2), time: '10:00', durationMinutes: 30 }, 'en');
    expect(reply).toMatchObject({ ok: true, kind: 'call', team: 'catering', when, email: 'chloe.en@example.test' });
    expect((await slotAt('call', 'catering', day(2), '10:00')).bookedCount).toBe(1);
    const [mail] = await mailsTo('chloe.en@example.test');
    expect(mail).toMatchObject({ languageCd: 'en', template: 'appointment-confirmation', subject: `Your Mijote appointment: ${when}` });
    expect(mail!.text).toContain('A call with the catering team');
    expect(mail!.text).toContain('514-555-0199');
    // a time ending in p.m. is never followed by a second period
    expect(mail!.text).not.toMatch(/\.\./);
    const [staff] = await t.db.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'appointment-staff'), eq(emailOutbox.replyTo, 'chloe.en@example.test')));
    expect(staff!.to).toBe('service@mijote.test');
    expect(staff!.text).toContain('Bergeron & fils');
    // no longer offered
    const times = (await open('call', 'catering')).days.find((d) => d.date === day(2))!.slots.map((s) => s.time);
    expect(times).toEqual(['10:30', '11:00', '11:30']);
  });

  it('books in French: the e-mail says it in Quebec French', async () => {
    const slot = await slotAt('call', 'catering', day(3), '11:30');
    const res = await book(slot.id, { email: 'chloe.fr@example.test', language: 'fr', company: '' });
    expect(res.statusCode, res.body).toBe(201);
    const when = formatAppointment({ date: day(3), time: '11:30', durationMinutes: 30 }, 'fr');
    expect(when).toMatch(/, de 11 h 30 à 12 h$/);
    expect(res.json().when).toBe(when);
    const [mail] = await mailsTo('chloe.fr@example.test');
    expect(mail).toMatchObject({ languageCd: 'fr', template: 'appointment-confirmation', subject: `Votre rendez-vous Mijote : ${when}` });
    expect(mail!.text).toContain('Un appel avec l’équipe traiteur');
    expect(mail!.text).toContain(`vous attend le ${when} (heure de Montréal)`);
    const [row] = await t.db.db.select().from(appointmentBooking).where(eq(appointmentBooking.email, 'chloe.fr@example.test'));
    expect(row).toMatchObject({ company: null, languageCd: 'fr', status: 'booked' });
  });

  it('refuses a full, too-soon, holiday or unknown slot with a code, and writes nothing', async () => {
    const count = async () => (await t.db.db.select().from(appointmentBooking)).length + (await t.db.db.select().from(emailOutbox)).length;
    const before = await count();
    const full = await book((await slotAt('call', 'catering', day(2), '10:00')).id);
    expect(full.statusCode).toBe(409);
    expect(ErrorReply.parse(full.json())).toMatchObject({ code: 'appointment-unavailable', params: { reason: 'full' } });
    const soon = await book((await slotAt('call', 'catering', today, '11:00')).id);
    expect(soon.json()).toMatchObject({ code: 'appointment-unavailable', params: { reason: 'too-soon' } });
    const closed = await book((await slotAt('call', 'catering', holidayDate, '10:00')).id);
    expect(closed.json()).toMatchObject({ code: 'appointment-unavailable', params: { reason: 'holiday' } });
    expect((await book(999_999)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses bad input and a failed captcha with a 400, and writes nothing', async () => {
    const slot = await slotAt('call', 'catering', day(5), '10:00');
    const before = (await t.db.db.select().from(appointmentBooking)).length;
    for (const over of [
      { phone: 'call me' },
      { email: 'not-an-email' },
      { name: '' },
      { language: 'de' },
      { price: 0 },
      { slotId: 'one' },
    ]) {
      const res = await book(slot.id, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().code).toBe('validation-failed');
    }
    expect((await book(slot.id, { reCaptchaToken: 'bad' })).json()).toMatchObject({
      code: 'captcha-failed',
      params: { reason: 'rejected' },
    });
    expect((await book(slot.id, { reCaptchaToken: undefined })).json()).toMatchObject({
      code: 'captcha-failed',
      params: { reason: 'missing-token' },
    });
    expect((await t.db.db.select().from(appointmentBooking)).length).toBe(before);
    expect((await slotAt('call', 'catering', day(5), '10:00')).bookedCount).toBe(0);
  });
});

describe('the back-office sees and cancels bookings', () => {
  it('lists the bookings soonest first; canceling frees the seat and e-mails the visitor in French', async () => {
    const list = AdminBookingsReply.parse((await as(t.app, su, 'GET', '/api/admin/appointment-bookings')).json());
    expect(list.data.map((b) => b.email)).toEqual(['chloe.en@example.test', 'chloe.fr@example.test']);
    const fr = list.data[1]!;
    expect(fr).toMatchObject({ date: day(3), time: '11:30', language: 'fr', status: 'booked', kind: 'call', team: 'catering' });
    const res = await as(t.app, su, 'POST', `/api/admin/appointment-bookings/${fr.id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled' });
    const mails = await mailsTo('chloe.fr@example.test');
    const cancel = mails.find((m) => m.template === 'appointment-cancellation');
    expect(cancel?.subject).toBe(`Rendez-vous annulé : ${formatAppointment({ date: day(3), time: '11:30', durationMinutes: 30 }, 'fr')}`);
    expect((await slotAt('call', 'catering', day(3), '11:30')).bookedCount).toBe(0);
    expect((await open('call', 'catering')).days.find((d) => d.date === day(3))!.slots.map((s) => s.time)).toContain('11:30');
    const again = await as(t.app, su, 'POST', `/api/admin/appointment-bookings/${fr.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('appointment-already-canceled');
    expect((await as(t.app, su, 'POST', '/api/admin/appointment-bookings/999999/cancel', {})).statusCode).toBe(404);
    const canceled = AdminBookingsReply.parse((await as(t.app, su, 'GET', '/api/admin/appointment-bookings?status=canceled')).json());
    expect(canceled.data.map((b) => b.id)).toEqual([fr.id]);
  });

  it('deletes a free slot, refuses one with a live booking', async () => {
    const booked = await slotAt('call', 'catering', day(2), '10:00');
    const res = await as(t.app, su, 'DELETE', `/api/admin/appointment-slots/${booked.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('appointment-slot-has-bookings');
    // the slot whose only booking was canceled can go
    const freed = await slotAt('call', 'catering', day(3), '11:30');
    expect((await as(t.app, su, 'DELETE', `/api/admin/appointment-slots/${freed.id}`)).statusCode).toBe(200);
    expect((await t.db.db.select().from(appointmentSlot).where(eq(appointmentSlot.id, freed.id))).length).toBe(0);
    expect((await as(t.app, su, 'DELETE', `/api/admin/appointment-slots/${freed.id}`)).statusCode).toBe(404);
  });
});

describe('simultaneous bookings (really concurrent on PostgreSQL)', () => {
  it('20 visitors at once on one slot: exactly one booking, one confirmation, the seat count 1', async () => {
    now = torontoInstant(today, '09:00');
    const made = CreateSlotsReply.parse(
      (
        await openSeries({
          kind: 'tasting',
          team: 'corporate',
          from: day(6),
          days: 1,
          startTime: '14:00',
          endTime: '15:00',
          durationMinutes: 60,
        })
      ).json(),
    );
    const slotId = made.data[0]!.id;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(slotId, { email: `race.${i}@example.test` })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toMatchObject({ code: 'appointment-unavailable', params: { reason: 'full' } });
    const booked = await t.db.db.select().from(appointmentBooking).where(eq(appointmentBooking.slotId, slotId));
    expect(booked).toHaveLength(1);
    expect((await t.db.db.select().from(appointmentSlot).where(eq(appointmentSlot.id, slotId)))[0]!.bookedCount).toBe(1);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where template = 'appointment-confirmation' and "to" like 'race.%'`,
    );
    expect(n!.n).toBe(1);
  });

  it('a 3-seat tasting against 12 visitors at once: exactly 3; the same e-mail twice at once: once', async () => {
    const made = CreateSlotsReply.parse(
      (
        await openSeries({
          kind: 'tasting',
          team: 'catering',
          from: day(6),
          days: 1,
          startTime: '15:00',
          endTime: '16:00',
          durationMinutes: 60,
          capacity: 3,
        })
      ).json(),
    );
    const slotId = made.data[0]!.id;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => book(slotId, { email: `group.${i}@example.test` })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    // the others are told the slot is full, never a 500
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect((await t.db.db.select().from(appointmentSlot).where(eq(appointmentSlot.id, slotId)))[0]!.bookedCount).toBe(3);

    const pair = CreateSlotsReply.parse(
      (
        await openSeries({
          kind: 'tasting',
          team: 'catering',
          from: day(6),
          days: 1,
          startTime: '16:00',
          endTime: '17:00',
          durationMinutes: 60,
          capacity: 3,
        })
      ).json(),
    ).data[0]!.id;
    const twice = await Promise.all([book(pair, { email: 'same@example.test' }), book(pair, { email: 'SAME@example.test' })]);
    expect(twice.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(twice.find((a) => a.statusCode === 409)!.json().code).toBe('appointment-already-booked');
    expect((await t.db.db.select().from(appointmentSlot).where(eq(appointmentSlot.id, pair)))[0]!.bookedCount).toBe(1);
  });
});

describe('limits', () => {
  it('limits bookings per client address (429 with Retry-After), counted after the captcha', async () => {
    const ip = freshIp();
    const made = CreateSlotsReply.parse(
      (
        await openSeries({
          kind: 'tasting',
          team: 'corporate',
          from: day(7),
          days: 1,
          startTime: '09:00',
          endTime: '15:00',
          durationMinutes: 30,
        })
      ).json(),
    );
    expect(made.created).toBe(12);
    // a refused captcha is not a booking attempt
    for (let i = 0; i < 3; i++) expect((await book(made.data[0]!.id, { reCaptchaToken: 'bad' }, ip)).statusCode).toBe(400);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await book(made.data[i]!.id, {}, ip));
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json().code).toBe('rate-limited');
    expect(Number(answers[10]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.db.db.select().from(appointmentSlot).where(eq(appointmentSlot.id, made.data[10]!.id)))[0]!.bookedCount).toBe(0);
  });
});

describe('the demo seed', () => {
  it('opens slots a newcomer can book, whatever day the seed runs', async () => {
    const seeded = await createTestApp({ seed: true, deps: { now: () => suiteNow(), captcha } });
    try {
      for (const [kind, team] of [
        ['call', 'catering'],
        ['tasting', 'catering'],
        ['call', 'corporate'],
      ] as const) {
        const res = await seeded.app.inject({ method: 'GET', url: `/api/scheduling/slots?kind=${kind}&team=${team}` });
        const reply = OpenSlotsReply.parse(res.json());
        // weekdays of days 2–13 from the seed: at least 7 of them, minus a holiday or two
        expect(reply.days.length, `${kind} ${team}`).toBeGreaterThanOrEqual(6);
        expect(reply.days.every((d) => d.slots.length > 0)).toBe(true);
      }
    } finally {
      await seeded.close();
    }
  });
});
