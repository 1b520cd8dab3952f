// The back-office's inbox of the public forms (issue 30): a form a visitor sends on the site is in
// the inbox unread, Today's unread figure is the unread list's total (the list's own filter), and
// marking it read lowers both; unread again raises them. A lead form's step 2 is merged into its
// step 1 (and makes it unread again). Super users only; an unknown id is a 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminFormListReply, AdminFormSubmission, AdminTodayReply, ErrorReply, SubmitFormReply } from '@mijote/contracts';
import { auditLog } from '@mijote/db/schema';
import { suiteNow } from '@mijote/db/testing';
import { acceptingCaptcha, createPublicTestApp, type PublicTestApp } from './public-helpers.js';
import { as, freshIp, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

let t: PublicTestApp;
let su: Session;
let suId: number;
const clock = suiteNow();

beforeAll(async () => {
  t = await createPublicTestApp({ captcha: acceptingCaptcha, deps: { now: () => clock } });
  const staff = await makeAccount(t.db, { userTypeCd: 'SU', firstName: 'Régine', lastName: 'Gérante' });
  suId = staff.id;
  su = await loginAs(t.app, staff.email);
});
afterAll(async () => {
  await t?.close();
});

const common = { site: '21', reCaptchaToken: 'token-ok', newsletter: false, isBbCorp: false };

/** A form as a visitor of the site sends it (no session). */
async function send(form: string, body: Record<string, unknown>, lang = 'en'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/forms/${lang}/${form}`,
    payload: { ...common, ...body },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return SubmitFormReply.parse(res.json()).id;
}

async function get<T>(url: string, parse: { parse(v: unknown): T }, who: Session | null = su): Promise<T> {
  const res = await as(t.app, who, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return parse.parse(res.json());
}

const list = (query = '') => get(`/api/admin/forms${query ? `?${query}` : ''}`, AdminFormListReply);
const today = () => get('/api/admin/today', AdminTodayReply);

async function mark(id: number, state: 'read' | 'unread') {
  const res = await as(t.app, su, 'POST', `/api/admin/forms/${id}/${state}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminFormSubmission.parse(res.json());
}

/** Every row of a list query (its pages walked through). */
async function listAll(query: string) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const r = await list(`${query}&limit=2&page=${page}`);
    rows.push(...r.data);
    if (rows.length >= r.meta.total || r.data.length === 0) return { rows, total: r.meta.total };
  }
}

describe('GET /api/admin/forms and Today’s unread forms', () => {
  it('a contact form sent on the site is in the inbox unread; Today counts the unread list; reading lowers both', async () => {
    const others = [
      await send('specials', { firstName: 'Luc', email: 'luc@example.test' }),
      await send('corporate', {
        firstName: 'Ana',
        lastName: 'Roy',
        email: 'ana@example.test',
        phone: '514-555-0110',
        company: 'Bureau Dorval',
      }),
    ];
    const message = `Do you deliver to Kirkland on Sundays? ${'We are a family of six. '.repeat(12)}`;
    const id = await send('contact-us', {
      firstName: 'Camille',
      lastName: 'Tremblay',
      email: 'camille@example.test',
      phone: '(514) 555-0101',
      message,
    });

    const unread = await listAll('unread=true');
    const row = unread.rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      formName: 'contact-us',
      language: 'en',
      site: '21',
      readAt: null,
      readBy: null,
      summary: { name: 'Camille Tremblay', email: 'camille@example.test', phone: '(514) 555-0101' },
      data: { firstName: 'Camille', lastName: 'Tremblay', message: message.trim() },
      followUpIds: [],
    });
    // the list shows the start of the message, the record all of it
    expect(row!.summary.message!.length).toBeLessThanOrEqual(160);
    expect(row!.summary.message!.endsWith('…')).toBe(true);
    expect(unread.rows.map((r) => r.id)).toEqual(expect.arrayContaining(others));
    // newest first
    expect(unread.rows.map((r) => r.id).indexOf(id)).toBeLessThan(unread.rows.map((r) => r.id).indexOf(others[0]!));

    const before = await today();
    expect(before.attention.lists.unreadForms).toEqual({ unread: 'true' });
    const linked = await listAll(new URLSearchParams(before.attention.lists.unreadForms).toString());
    expect(before.attention.unreadForms).toBe(linked.total);
    expect(linked.total).toBeGreaterThanOrEqual(3);

    // opening it marks it read: out of the unread list, into the read one, with who and when
    const read = await mark(id, 'read');
    expect(read).toMatchObject({ id, readAt: clock.toISOString(), readBy: { id: suId, name: 'Régine Gérante' } });
    const after = await today();
    expect(after.attention.unreadForms).toBe(before.attention.unreadForms - 1);
    expect((await listAll('unread=true')).total).toBe(after.attention.unreadForms);
    expect((await listAll('unread=true')).rows.some((r) => r.id === id)).toBe(false);
    expect((await listAll('unread=false')).rows.map((r) => r.id)).toContain(id);
    // once read it stays read by its first reader
    expect((await mark(id, 'read')).readBy?.id).toBe(suId);
    // the audit entry holds the read state, not what the visitor wrote
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'form-submission'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorAccountId: suId, action: 'update' });
    expect(audit[0]!.data).toMatchObject({ before: { readAt: null }, after: { readAt: clock.toISOString(), readByAccountId: suId } });
    expect(JSON.stringify(audit[0]!.data)).not.toContain('Kirkland');

    // and unread again: back in both
    expect(await mark(id, 'unread')).toMatchObject({ readAt: null, readBy: null });
    expect((await today()).attention.unreadForms).toBe(before.attention.unreadForms);
    expect((await get(`/api/admin/forms/${id}`, AdminFormSubmission)).data['message']).toBe(message.trim());
  });

  it('filters on one form, pages like the other admin lists', async () => {
    const contact = await listAll('formName=contact-us');
    expect(contact.rows.length).toBeGreaterThanOrEqual(1);
    expect(contact.rows.every((r) => r.formName === 'contact-us')).toBe(true);
    const page2 = await list('limit=1&page=2');
    expect(page2.meta).toMatchObject({ page: 2, limit: 1 });
    expect(page2.meta.total_pages).toBe(page2.meta.total);
    expect(page2.data).toHaveLength(1);
    expect((await as(t.app, su, 'GET', '/api/admin/forms?formName=nope')).statusCode).toBe(400);
    expect((await as(t.app, su, 'GET', '/api/admin/forms?unread=maybe')).statusCode).toBe(400);
  });

  it('the footer lead form is one message: its step 2 merged into its step 1, which it makes unread again', async () => {
    const first = await send('home-first-form', { firstName: 'Maude', email: 'maude@example.test' });
    await mark(first, 'read');
    const unreadBefore = (await today()).attention.unreadForms;
    const second = await send('home-second-form', {
      parentId: first,
      email: 'maude@example.test',
      phone: '514-555-0142',
      service: 'catering',
      message: 'A lunch for 40 on Friday',
    });
    const all = await listAll('unread=true');
    expect(all.rows.some((r) => r.id === second)).toBe(false);
    const lead = all.rows.find((r) => r.id === first);
    expect(lead).toMatchObject({
      formName: 'home-first-form',
      readAt: null,
      followUpIds: [second],
      summary: { name: 'Maude', email: 'maude@example.test', phone: '514-555-0142', message: 'A lunch for 40 on Friday' },
      data: { firstName: 'Maude', service: 'catering' },
    });
    expect(lead!.data).not.toHaveProperty('parentId');
    // counted once
    expect((await today()).attention.unreadForms).toBe(unreadBefore + 1);
    // the step 2's own id is not a message of the inbox
    expect((await as(t.app, su, 'GET', `/api/admin/forms/${second}`)).statusCode).toBe(404);
    expect((await as(t.app, su, 'POST', `/api/admin/forms/${second}/read`)).statusCode).toBe(404);
  });

  it('an unknown id is a 404 not-found; anyone but a super user is refused', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/forms/999999'],
      ['POST', '/api/admin/forms/999999/read'],
      ['POST', '/api/admin/forms/999999/unread'],
    ] as const) {
      const res = await as(t.app, su, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'not-found', params: { what: 'form submission' } });
    }
    const id = await send('contact-us', { firstName: 'Zoé', lastName: 'Roy', email: 'zoe@example.test', message: 'Allo' }, 'fr');
    const customer = await loginAs(t.app, (await makeAccount(t.db)).email);
    for (const who of [customer, null]) {
      const expected = who ? 403 : 401;
      expect((await as(t.app, who, 'GET', '/api/admin/forms')).statusCode).toBe(expected);
      expect((await as(t.app, who, 'GET', `/api/admin/forms/${id}`)).statusCode).toBe(expected);
      expect((await as(t.app, who, 'POST', `/api/admin/forms/${id}/read`)).statusCode).toBe(expected);
    }
    // nothing was marked
    expect((await get(`/api/admin/forms/${id}`, AdminFormSubmission)).readAt).toBeNull();
    expect((await get(`/api/admin/forms/${id}`, AdminFormSubmission)).language).toBe('fr');
  });
});
