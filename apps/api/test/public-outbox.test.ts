import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorReply, GetOutboxReply, ListOutboxReply, SubmitFormReply, UploadReply } from '@mijote/contracts';
import { emailOutbox } from '@mijote/db/schema';
import { enqueueEmail } from '../src/modules/outbox/repository.js';
import { backoffMs, sendDueEmails, smtpTransport, startOutboxSender, type MailTransport } from '../src/modules/outbox/sender.js';
import {
  acceptingCaptcha,
  createPublicTestApp,
  headerOf,
  login,
  makeAccount,
  multipart,
  pdfBytes,
  startSmtpServer,
  textPartOf,
  type PublicTestApp,
  type TestSmtpServer,
} from './public-helpers.js';
import { TEST_ENCRYPTION_KEY } from './fixtures/outbox.js';

let t: PublicTestApp;
// Rows get next_attempt_at = the database's now(); each test's clock starts just after it.
let clock = new Date();
const now = () => clock;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createPublicTestApp({
    captcha: acceptingCaptcha,
    deps: { now },
    config: { staffEmail: 'staff@mijote.test', mailFrom: 'Mijote <no-reply@mijote.test>' },
  });
});
afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  clock = new Date(Date.now() + 1000);
});
/** The rows just written are due: the clock starts a second after the database's now() (however long the test took to write them). */
function clockAfterRows() {
  clock = new Date(Date.now() + 1000);
}

let smtp: TestSmtpServer | null = null;
let transport: MailTransport | null = null;
afterEach(async () => {
  transport?.close();
  transport = null;
  await smtp?.close();
  smtp = null;
});

async function clearOutbox() {
  await t.db.db.delete(emailOutbox);
}

function deps(tr: MailTransport) {
  return {
    db: t.db.db,
    transport: tr,
    storage: t.storage,
    mailFrom: 'Mijote <no-reply@mijote.test>',
    encryptionKey: TEST_ENCRYPTION_KEY,
    now,
    log: silent,
  };
}

describe('outbox sender with a real SMTP server', () => {
  it('delivers a French referral invitation and the staff notification, then marks them sent', async () => {
    await clearOutbox();
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    // the invitation goes out for a verified account's e-mail only (ADR 193)
    // and only from a signed-in referrer (issue 29)
    await makeAccount(t.db.db, { email: 'elise@example.test', firstName: 'Élise', lastName: 'Côté' });
    const elise = await login(t, 'elise@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/fr/referral',
      headers: elise.headers,
      payload: {
        firstName: 'Élise',
        lastName: 'Côté',
        email: 'elise@example.test',
        friendFirstName: 'Noé',
        friendEmail: 'noe@example.test',
        site: '21',
      },
    });
    expect(res.statusCode).toBe(200);

    clockAfterRows();
    const result = await sendDueEmails(deps(transport));
    expect(result).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);

    const friend = smtp.received.find((m) => m.to.includes('noe@example.test'))!;
    expect(friend.from).toBe('no-reply@mijote.test');
    // from the signed-in referrer's account (issue 29): its name, not one typed in the form; no reply-to (ADR 193)
    expect(headerOf(friend.raw, 'Subject')).toBe('Élise Côté vous invite chez Mijote : 25\u00a0$ sur votre première commande');
    expect(headerOf(friend.raw, 'To')).toBe('noe@example.test');
    expect(headerOf(friend.raw, 'Reply-To')).toBeUndefined();
    expect(headerOf(friend.raw, 'Content-Language')).toBe('fr');
    expect(textPartOf(friend.raw)).toContain('Bonjour,');
    expect(textPartOf(friend.raw)).not.toContain('Noé');
    expect(textPartOf(friend.raw)).toContain('dollars Century');

    const staff = smtp.received.find((m) => m.to.includes('staff@mijote.test'))!;
    expect(headerOf(staff.raw, 'Subject')).toBe('Nouveau formulaire : Programme de parrainage — Élise Côté');

    const rows = await t.db.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null && r.attempts === 1)).toBe(true);
    // Nothing left to send.
    expect(await sendDueEmails(deps(transport))).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('delivers an English e-mail in English', async () => {
    await clearOutbox();
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    await makeAccount(t.db.db, { email: 'sam@example.test', firstName: 'Sam', lastName: 'Lee' });
    const sam = await login(t, 'sam@example.test');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/forms/en/referral',
      headers: sam.headers,
      payload: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.test', friendFirstName: 'Jo', friendEmail: 'jo@example.test' },
    });
    expect(sent.statusCode).toBe(200);
    clockAfterRows();
    await sendDueEmails(deps(transport));
    const friend = smtp.received.find((m) => m.to.includes('jo@example.test'))!;
    expect(headerOf(friend.raw, 'Subject')).toBe('Sam Lee invites you to Mijote: $25 toward your first order');
    expect(textPartOf(friend.raw)).toContain('your first order paid by card');
    expect(headerOf(friend.raw, 'Content-Language')).toBe('en');
    expect(textPartOf(friend.raw)).toContain('Hello,');
  });

  it('retries after the server refuses the first attempt (451), with backoff, then delivers', async () => {
    await clearOutbox();
    smtp = await startSmtpServer({ refuse: (n) => n === 1 });
    transport = smtpTransport(smtp.url);
    const id = await enqueueEmail(t.db.db, {
      to: 'client@example.test',
      subject: 'Bonjour',
      text: 'Salut',
      html: '<p>Salut</p>',
      language: 'fr',
      template: 'test',
    });

    clockAfterRows();
    expect(await sendDueEmails(deps(transport))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [row] = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('451');
    expect(row!.nextAttemptAt.getTime()).toBe(clock.getTime() + backoffMs(1));

    // Not due yet: nothing happens.
    expect(await sendDueEmails(deps(transport))).toEqual({ sent: 0, retrying: 0, failed: 0 });

    clock = new Date(clock.getTime() + backoffMs(1));
    expect(await sendDueEmails(deps(transport))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    [row] = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.attempts).toBe(2);
    expect(smtp.received.map((m) => m.to)).toEqual([['client@example.test']]);
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(30)).toBe(6 * 60 * 60_000);
    await clearOutbox();
    smtp = await startSmtpServer({ refuse: () => true });
    transport = smtpTransport(smtp.url);
    const id = await enqueueEmail(t.db.db, {
      to: 'x@example.test',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      language: 'en',
      template: 'test',
    });
    clockAfterRows();
    for (let i = 1; i <= 3; i++) {
      const r = await sendDueEmails({ ...deps(transport), maxAttempts: 3 });
      expect(r).toEqual(i < 3 ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
      clock = new Date(clock.getTime() + backoffMs(i));
    }
    const [row] = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await sendDueEmails(deps(transport))).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    await clearOutbox();
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    const failing: MailTransport = {
      async send() {
        throw Object.assign(new Error('550 No such user'), { responseCode: 550 });
      },
      close() {},
    };
    const id = await enqueueEmail(t.db.db, {
      to: 'nobody@example.test',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      language: 'en',
      template: 'test',
    });
    clockAfterRows();
    expect(await sendDueEmails(deps(failing))).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [row] = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('attaches the CV of an employment form', async () => {
    await clearOutbox();
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    const { payload, headers } = multipart({ purpose: 'cv' }, [{ filename: 'Curriculum vitæ.pdf', data: pdfBytes(4000) }]);
    const name = UploadReply.parse((await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers })).json())[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/en/employment',
      payload: { firstName: 'Lou', lastName: 'Roy', email: 'lou@example.test', phone: '514-555-0100', position: 'Baker', attachment: name },
    });
    SubmitFormReply.parse(res.json());
    clockAfterRows();
    await sendDueEmails(deps(transport));
    const [mail] = smtp.received;
    // The part headers, unfolded; a non-ASCII file name is RFC 2231-encoded (filename*0*=utf-8''…).
    const part = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(part).toMatch(/Content-Type: application\/pdf;/);
    const disposition = part.split(/\r?\n/).find((l) => l.startsWith('Content-Disposition: attachment;'))!;
    const encoded = [...disposition.matchAll(/filename\*\d*\*?=(?:utf-8'')?"?([^;"]+)"?/gi)].map((m) => m[1]).join('');
    expect(decodeURIComponent(encoded)).toBe('Curriculum vitæ.pdf');
    expect(mail!.raw).toContain('Content-Disposition: attachment');
  });

  it('a claimed message is not claimed again by another node while its lease runs', async () => {
    await clearOutbox();
    await enqueueEmail(t.db.db, { to: 'a@example.test', subject: 'S', text: 'T', html: '<p>T</p>', language: 'en', template: 'test' });
    const hanging: MailTransport = { send: () => new Promise(() => undefined), close() {} };
    clockAfterRows();
    void sendDueEmails(deps(hanging));
    await new Promise((r) => setTimeout(r, 100));
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url);
    expect(await sendDueEmails(deps(transport))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const [row] = await t.db.db.select().from(emailOutbox);
    expect(row!.status).toBe('sending');
    // After the lease (a node that died), another node takes it over.
    clock = new Date(clock.getTime() + 6 * 60_000);
    expect(await sendDueEmails(deps(transport))).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });
});

describe('startOutboxSender', () => {
  it('does nothing without SMTP_URL: messages stay pending', async () => {
    await clearOutbox();
    const id = await enqueueEmail(t.db.db, {
      to: 'a@example.test',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      language: 'en',
      template: 'test',
    });
    expect(
      startOutboxSender({
        db: t.db.db,
        smtpUrl: undefined,
        mailFrom: 'x@y.test',
        encryptionKey: TEST_ENCRYPTION_KEY,
        storage: t.storage,
        log: silent,
      }),
    ).toBeNull();
    const [row] = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.status).toBe('pending');
  });

  it('with SMTP_URL, the loop delivers on its own and stops cleanly', async () => {
    await clearOutbox();
    smtp = await startSmtpServer();
    await enqueueEmail(t.db.db, {
      to: 'loop@example.test',
      subject: 'Loop',
      text: 'T',
      html: '<p>T</p>',
      language: 'en',
      template: 'test',
    });
    const sender = startOutboxSender({
      db: t.db.db,
      smtpUrl: smtp.url,
      mailFrom: 'x@mijote.test',
      encryptionKey: TEST_ENCRYPTION_KEY,
      storage: t.storage,
      log: silent,
      now,
      intervalMs: 20,
    })!;
    try {
      for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(smtp.received.map((m) => m.to)).toEqual([['loop@example.test']]);
    } finally {
      await sender.stop();
    }
  });
});

describe('GET /api/admin/outbox (super users)', () => {
  it('refuses anonymous (401) and customers (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    const customer = await makeAccount(t.db.db);
    const s = await login(t, customer.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: s.headers });
    expect(res.statusCode).toBe(403);
    expect(ErrorReply.parse(res.json()).code).toBe('forbidden');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox/1', headers: s.headers })).statusCode).toBe(403);
  });

  it('lists messages newest first, paged, and shows one', async () => {
    await clearOutbox();
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) {
      ids.push(
        await enqueueEmail(t.db.db, {
          to: `n${i}@example.test`,
          subject: `Message ${i}`,
          text: `T${i}`,
          html: `<p>${i}</p>`,
          language: i === 2 ? 'fr' : 'en',
          template: 'test',
        }),
      );
      await new Promise((r) => setTimeout(r, 5));
    }
    const su = await makeAccount(t.db.db, { userTypeCd: 'SU' });
    const s = await login(t, su.email);
    const page1 = ListOutboxReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/outbox?pageSize=2', headers: s.headers })).json(),
    );
    expect(page1.total).toBe(3);
    expect(page1.items.map((m) => m.subject)).toEqual(['Message 3', 'Message 2']);
    const page2 = ListOutboxReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/outbox?pageSize=2&page=2', headers: s.headers })).json(),
    );
    expect(page2.items.map((m) => m.subject)).toEqual(['Message 1']);
    const pending = ListOutboxReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/outbox?status=sent', headers: s.headers })).json(),
    );
    expect(pending.total).toBe(0);

    const one = GetOutboxReply.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${ids[1]}`, headers: s.headers })).json(),
    );
    expect(one).toMatchObject({ id: ids[1], to: 'n2@example.test', language: 'fr', status: 'pending', text: 'T2', html: '<p>2</p>' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/outbox/999999', headers: s.headers });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?pageSize=5000', headers: s.headers });
    expect(bad.statusCode).toBe(400);
  });
});
