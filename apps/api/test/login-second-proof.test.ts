// Issue 29, ADR 376. (1) Nobody can lock an owner out: past the per-e-mail limit of failed logins a
// login needs a second proof (a one-time sign-in link, or a captcha token when captcha is
// configured), with one answer whether the password was right or wrong; the per-IP limit still
// answers 429. (2) The outbox never holds a live link in clear: reset, verification and sign-in
// links are sealed until sent, and a sent row keeps only the hidden form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorReply, LoginReply } from '@mijote/contracts';
import { emailOutbox, session, signInLinkToken } from '@mijote/db/schema';
import type { CaptchaVerifier } from '../src/modules/captcha/captcha.js';
import { sendDueEmails, type MailMessage, type MailTransport } from '../src/modules/outbox/sender.js';
import { createTestApp, type TestApp } from './helpers.js';
import { PASSWORD, as, freshIp, login, loginAs, makeAccount, sessionFrom, uniqueEmail } from './fixtures/accounts.js';
import { TEST_ENCRYPTION_KEY, asSent } from './fixtures/outbox.js';

let t: TestApp;
let clock = new Date('2026-03-02T15:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
/** A reCAPTCHA double: accepts the token 'good-token' for the login action only. */
const seenActions: string[] = [];
const captcha: CaptchaVerifier = {
  mode: 'recaptcha',
  async verify(check) {
    seenActions.push(check.action);
    return check.token === 'good-token' && check.action === 'login'
      ? { ok: true, skipped: false, score: 0.9 }
      : { ok: false, reason: 'rejected', score: 0.1 };
  },
};

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock, captcha } });
});
afterAll(async () => {
  await t?.close();
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** Sends every due message through a transport that keeps them, as the outbox sender does. */
async function sendAll(): Promise<MailMessage[]> {
  await t.app.whenIdle();
  const sent: MailMessage[] = [];
  const transport: MailTransport = { send: async (m) => void sent.push(m), close: () => undefined };
  // the rows are due at the database's now(); the sender's clock is a minute past it
  await sendDueEmails({
    db: t.db.db,
    transport,
    storage: { read: async () => null } as never,
    mailFrom: 'Mijote <no-reply@mijote.test>',
    encryptionKey: TEST_ENCRYPTION_KEY,
    now: () => new Date(Date.now() + 60_000),
    log: silent,
    batchSize: 500,
  });
  return sent;
}

const mailsTo = (to: string, template: string) =>
  t.db.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.id);

const openLink = (token: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/me/sign-in-link', payload: { token }, remoteAddress: ip });

const sessionsOf = async (accountId: number) => (await t.db.db.select().from(session).where(eq(session.accountId, accountId))).length;

/** Ten wrong passwords from ten addresses: the attack of the finding. */
async function tenWrongFromTenAddresses(email: string) {
  for (let i = 0; i < 10; i++) expect((await login(t.app, email, 'wrong-password', { ip: freshIp() })).statusCode).toBe(401);
}

const tokenIn = (text: string) => /\/(?:en|fr)\/sign-in\/link\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('the per-e-mail login limit asks for a second proof instead of locking the owner out', () => {
  it('10 wrong passwords from 10 addresses, then the owner: no 429, proof required, a link e-mailed that signs in once', async () => {
    const acc = await makeAccount(t.db, { preferredLanguage: 'fr' });
    await tenWrongFromTenAddresses(acc.email);
    const owner = await login(t.app, acc.email, PASSWORD);
    expect(owner.statusCode).toBe(403);
    expect(ErrorReply.parse(owner.json()).code).toBe('login-proof-required');
    expect(await sessionsOf(acc.id)).toBe(0);
    await t.app.whenIdle();
    const [row, ...more] = await mailsTo(acc.email, 'sign-in-link');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ subject: 'Votre lien de connexion Mijote', languageCd: 'fr', accountId: acc.id });
    // the queued row holds no token, only the hidden form; the link is sealed
    expect(tokenIn(row!.text + row!.html)).toBeUndefined();
    expect(row!.text).toContain('/fr/sign-in/link/[hidden]');
    expect(row!.secretSealed).toMatch(/^v1\./);
    const sent = (await sendAll()).find((m) => m.to === acc.email)!;
    const token = tokenIn(sent.text)!;
    expect(token).toBeDefined();
    expect(sent.html).toContain(`/fr/sign-in/link/${token}`);
    // the row keeps no secret once sent
    const [after] = await mailsTo(acc.email, 'sign-in-link');
    expect(after).toMatchObject({ status: 'sent', secretSealed: null });
    expect(after!.text + after!.html).not.toContain(token);
    // only the SHA-256 of the token is stored
    const [stored] = await t.db.db.select().from(signInLinkToken).where(eq(signInLinkToken.accountId, acc.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);

    const opened = await openLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(LoginReply.parse(opened.json()).email).toBe(acc.email);
    const s = sessionFrom(opened);
    expect((await as(t.app, s, 'GET', '/api/accounts/me')).statusCode).toBe(200);
    // single use
    const again = await openLink(token);
    expect(again.statusCode).toBe(400);
    expect(ErrorReply.parse(again.json()).code).toBe('sign-in-link-used');
    // the e-mail's failed attempts are forgotten: the password works again on its own
    expect((await login(t.app, acc.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a wrong password past the limit gets the very same answer, and no e-mail', async () => {
    const acc = await makeAccount(t.db);
    await tenWrongFromTenAddresses(acc.email);
    const wrong = await login(t.app, acc.email, 'still-wrong-password');
    const right = await login(t.app, acc.email, PASSWORD);
    expect(wrong.statusCode).toBe(403);
    // the same answer but for each request's own id (ADR 385)
    expect({ ...wrong.json(), requestId: null }).toEqual({ ...right.json(), requestId: null });
    expect(wrong.json()).toMatchObject({ code: 'login-proof-required' });
    await t.app.whenIdle();
    expect(await mailsTo(acc.email, 'sign-in-link')).toHaveLength(1); // the right one's only
    // an unknown e-mail past the limit answers the same too
    const nobody = uniqueEmail('nobody');
    await tenWrongFromTenAddresses(nobody);
    expect({ ...(await login(t.app, nobody, PASSWORD)).json(), requestId: null }).toEqual({ ...right.json(), requestId: null });
  });

  it('e-mails at most 3 links an hour per account; the latest one works, an older one does not', async () => {
    const acc = await makeAccount(t.db);
    await tenWrongFromTenAddresses(acc.email);
    for (let i = 0; i < 5; i++) expect((await login(t.app, acc.email, PASSWORD)).statusCode).toBe(403);
    await t.app.whenIdle();
    expect(await mailsTo(acc.email, 'sign-in-link')).toHaveLength(3);
    const tokens = (await sendAll()).filter((m) => m.to === acc.email).map((m) => tokenIn(m.text)!);
    expect(tokens).toHaveLength(3);
    expect(ErrorReply.parse((await openLink(tokens[0]!)).json()).code).toBe('sign-in-link-used');
    expect((await openLink(tokens[2]!)).statusCode).toBe(200);
  });

  it('a link is good for 15 minutes; an unknown token is invalid', async () => {
    const acc = await makeAccount(t.db);
    await tenWrongFromTenAddresses(acc.email);
    await login(t.app, acc.email, PASSWORD);
    const token = tokenIn((await sendAll()).find((m) => m.to === acc.email)!.text)!;
    advance(15 * 60_000 + 1);
    expect(ErrorReply.parse((await openLink(token)).json()).code).toBe('sign-in-link-expired');
    expect(ErrorReply.parse((await openLink('x'.repeat(43))).json()).code).toBe('sign-in-link-invalid');
    expect(await sessionsOf(acc.id)).toBe(0);
  });

  it('the per-IP limit still answers 429, right password or not', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await login(t.app, uniqueEmail('spray'), 'wrong-password', { ip })).statusCode).toBe(401);
    const acc = await makeAccount(t.db);
    const refused = await login(t.app, acc.email, PASSWORD, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate-limited');
  });

  it('with captcha configured, a valid token passes the per-e-mail limit (not the per-IP one); a bad one does not', async () => {
    const acc = await makeAccount(t.db);
    await tenWrongFromTenAddresses(acc.email);
    const withToken = (reCaptchaToken: string, password = PASSWORD, ip = freshIp()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/me/login',
        payload: { email: acc.email, password, site: '21', reCaptchaToken },
        remoteAddress: ip,
      });
    expect((await withToken('bad-token')).statusCode).toBe(403);
    // a valid token and a wrong password: the password's own answer
    expect((await withToken('good-token', 'wrong-password')).statusCode).toBe(401);
    const ok = await withToken('good-token');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(seenActions).toContain('login');
    // the per-IP limit holds with a valid token too
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await login(t.app, uniqueEmail('spray'), 'wrong-password', { ip });
    expect((await withToken('good-token', PASSWORD, ip)).statusCode).toBe(429);
  });
});

describe('the outbox holds no live link in clear text', () => {
  const requestReset = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/reset-password',
      payload: { email, site: '21', language: 'en' },
      remoteAddress: freshIp(),
    });
    await t.app.whenIdle();
    return res;
  };
  const resetTokenIn = (text: string) => /\/(?:en|fr)\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it('a reset e-mail: no token in the row before sending nor after; the token of the sent mail works', async () => {
    const acc = await makeAccount(t.db);
    expect((await requestReset(acc.email)).statusCode).toBe(200);
    const [queued] = await mailsTo(acc.email, 'password-reset');
    expect(resetTokenIn(queued!.text + queued!.html)).toBeUndefined();
    expect(queued!.text).toContain('/en/reset-password/[hidden]');
    const sent = (await sendAll()).find((m) => m.to === acc.email)!;
    const token = resetTokenIn(sent.text)!;
    expect(token).toBeDefined();
    expect(asSent(queued!).text).toBe(sent.text); // the test helper renders what the sender sends
    // after sending: the whole table holds no live token
    const rows = (await t.db.db.execute(sql`select text, html, secret_sealed from email_outbox`)) as unknown as {
      rows: { text: string; html: string; secret_sealed: string | null }[];
    };
    for (const r of rows.rows) expect(r.text + r.html).not.toContain(token);
    const [after] = await mailsTo(acc.email, 'password-reset');
    expect(after).toMatchObject({ status: 'sent', secretSealed: null });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/reset-password/confirm',
      payload: { token, password: 'Brand-new-pass-77', confirm: 'Brand-new-pass-77' },
      remoteAddress: freshIp(),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
  });

  it('the admin view: a pending verification link is shown opened, a sent one hidden; reset and sign-in links never', async () => {
    const su = await makeAccount(t.db, { userTypeCd: 'SU' });
    const s = await loginAs(t.app, su.email);
    const email = uniqueEmail('verify');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: {
        Email: email,
        Password: 'Maple-leaf-wander-8',
        ConfirmPassword: 'Maple-leaf-wander-8',
        FirstName: 'Zoé',
        LastName: 'Roy',
        PreferredLanguage: 'en',
        EmailOptIn: 'n',
        TextMessageOptIn: 'n',
      },
      remoteAddress: freshIp(),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const [pending] = await mailsTo(email, 'email-verification');
    const shownPending = (await as(t.app, s, 'GET', `/api/admin/outbox/${pending!.id}`)).json() as { text: string };
    expect(shownPending.text).toMatch(/\/en\/verify-email\/[A-Za-z0-9_-]{43}\n/);
    await requestReset(email);
    const [reset] = await mailsTo(email, 'password-reset');
    await sendAll();
    const shownSent = (await as(t.app, s, 'GET', `/api/admin/outbox/${pending!.id}`)).json() as { text: string };
    expect(shownSent.text).toContain('/en/verify-email/[hidden]');
    const shownReset = (await as(t.app, s, 'GET', `/api/admin/outbox/${reset!.id}`)).json() as { text: string };
    expect(shownReset.text).toContain('/en/reset-password/[hidden]');
  });
});
