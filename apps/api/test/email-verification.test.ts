// E-mail verification (issue 9, ADR 192): sign-up sends a single-use link that expires after
// 48 hours, in the account's language, through the outbox; opening it verifies the address; a
// signed-in account can ask for a new one (limited); changing the e-mail un-verifies it. Before
// this, no e-mail was ever verified (every case below failed: the routes did not exist).
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountReply, ErrorReply, VerifyEmailReply } from '@mijote/contracts';
import { emailOutbox, emailVerificationToken } from '@mijote/db/schema';
import { asSent } from './fixtures/outbox.js';
import { suiteNow } from '@mijote/db/testing';
import { EMAIL_VERIFICATION_TTL_MS } from '../src/modules/accounts/email-verification.js';
import { VERIFY_RESEND_LIMIT } from '../src/modules/auth/rate-limit.js';
import { createTestApp, type TestApp } from './helpers.js';
import { as, freshIp, makeAccount, PASSWORD, sessionFrom, uniqueEmail, type Session } from './fixtures/accounts.js';

let t: TestApp;
// pinned before anything is created (sessions last 12 hours; tests move it forward)
let clock = suiteNow();
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

const SIGN_UP_PASSWORD = 'Maple-leaf-wander-8';

async function signUp(overrides: Record<string, unknown> = {}): Promise<Session & { email: string }> {
  const email = uniqueEmail('verify');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    remoteAddress: freshIp(),
    payload: {
      FirstName: 'Marie',
      LastName: 'Gagnon',
      Email: email,
      Password: SIGN_UP_PASSWORD,
      ConfirmPassword: SIGN_UP_PASSWORD,
      PreferredLanguage: 'fr',
      EmailOptIn: 'n',
      TextMessageOptIn: 'n',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...sessionFrom(res), email: String(overrides['Email'] ?? email) };
}

async function mailsTo(email: string) {
  return t.db.db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.template} = 'email-verification' and lower(${emailOutbox.to}) = lower(${email})`)
    .orderBy(emailOutbox.id);
}

async function tokenOf(email: string): Promise<string> {
  const last = (await mailsTo(email)).at(-1);
  // read as the sender sends it: the row holds the link only sealed (ADR 376)
  const token = last ? /\/verify-email\/([A-Za-z0-9_-]+)/.exec(asSent(last).text)?.[1] : undefined;
  if (!token) throw new Error(`no link to ${email}`);
  return token;
}

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/verify-email', remoteAddress: freshIp(), payload: { token } });
const me = async (s: Session) => AccountReply.parse((await as(t.app, s, 'GET', '/api/accounts/me')).json());
const codeOf = (res: { json(): unknown }) => ErrorReply.parse(res.json()).code;

describe('the link sent at sign-up', () => {
  it('is queued in the account’s language, with none of the visitor’s words, and the account starts unverified', async () => {
    const fr = await signUp({ FirstName: 'Gagnez un iPhone sur spam.example' });
    const [mail, ...more] = await mailsTo(fr.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      languageCd: 'fr',
      subject: 'Confirmez votre adresse courriel pour Mijote',
      accountId: fr.id,
      status: 'pending',
    });
    expect(mail!.text).toMatch(/^Bonjour,\n/);
    // the row holds the link's hidden form; the sent text holds the link
    expect(mail!.text).toMatch(/http:\/\/localhost(:\d+)?\/fr\/verify-email\/\[hidden\]\n/);
    expect(asSent(mail!).text).toMatch(/http:\/\/localhost(:\d+)?\/fr\/verify-email\/[A-Za-z0-9_-]{43}\n/);
    expect(mail!.text + mail!.html).not.toContain('spam.example');
    expect((await me(fr)).EmailVerified).toBe('n');

    const en = await signUp({ PreferredLanguage: 'en' });
    const [enMail] = await mailsTo(en.email);
    expect(enMail).toMatchObject({ languageCd: 'en', subject: 'Confirm your e-mail address for Mijote' });
    expect(enMail!.text).toContain('/en/verify-email/');
  });

  it('verifies the e-mail once; the same link again is "used"', async () => {
    const s = await signUp();
    const token = await tokenOf(s.email);
    const ok = await confirm(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(VerifyEmailReply.parse(ok.json())).toEqual({ ok: true, email: s.email });
    expect((await me(s)).EmailVerified).toBe('y');
    // only the hash is stored
    const [row] = await t.db.db.select().from(emailVerificationToken).where(eq(emailVerificationToken.accountId, s.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.usedAt).toEqual(clock);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('email-verification-used');
  });

  it('refuses a tampered, unknown or malformed token without touching the account', async () => {
    const s = await signUp();
    const token = await tokenOf(s.email);
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [tampered, token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(), 'x'.repeat(43)]) {
      const res = await confirm(bad);
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe('email-verification-invalid');
    }
    const short = await confirm('abc');
    expect(short.statusCode).toBe(400);
    expect(codeOf(short)).toBe('validation-failed');
    expect((await me(s)).EmailVerified).toBe('n');
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('expires after 48 hours (good one millisecond before)', async () => {
    const start = clock;
    try {
      const a = await signUp();
      const b = await signUp();
      const [ta, tb] = [await tokenOf(a.email), await tokenOf(b.email)];
      clock = new Date(start.getTime() + EMAIL_VERIFICATION_TTL_MS - 1);
      expect((await confirm(ta)).statusCode).toBe(200);
      clock = new Date(start.getTime() + EMAIL_VERIFICATION_TTL_MS);
      const late = await confirm(tb);
      expect(late.statusCode).toBe(400);
      expect(codeOf(late)).toBe('email-verification-expired');
    } finally {
      clock = start;
    }
  });

  it('two clicks at the same moment: one verifies, the other is "used"', async () => {
    const s = await signUp();
    const token = await tokenOf(s.email);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((r) => r.statusCode === 400).map(codeOf)).toEqual(['email-verification-used', 'email-verification-used']);
  });

  it('accounts from before the rule (the factory’s, like the seeded ones) are verified', async () => {
    const acc = await makeAccount(t.db);
    expect(acc.emailVerifiedAt).not.toBeNull();
  });
});

describe('resend (signed in)', () => {
  it('sends a new link and retires the older one; nothing to resend once verified', async () => {
    const s = await signUp();
    const first = await tokenOf(s.email);
    const res = await as(t.app, s, 'POST', '/api/accounts/me/verify-email');
    expect(res.statusCode, res.body).toBe(200);
    const second = await tokenOf(s.email);
    expect(second).not.toBe(first);
    expect(await mailsTo(s.email)).toHaveLength(2);
    expect(codeOf(await confirm(first))).toBe('email-verification-invalid');
    expect((await confirm(second)).statusCode).toBe(200);
    const done = await as(t.app, s, 'POST', '/api/accounts/me/verify-email');
    expect(done.statusCode).toBe(409);
    expect(codeOf(done)).toBe('email-already-verified');
  });

  it(`is limited to ${VERIFY_RESEND_LIMIT.max} an hour per account, and needs a session and its CSRF token`, async () => {
    const s = await signUp();
    for (let i = 0; i < VERIFY_RESEND_LIMIT.max; i++)
      expect((await as(t.app, s, 'POST', '/api/accounts/me/verify-email')).statusCode).toBe(200);
    const over = await as(t.app, s, 'POST', '/api/accounts/me/verify-email');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(s.email)).toHaveLength(1 + VERIFY_RESEND_LIMIT.max);

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/accounts/me/verify-email', remoteAddress: freshIp() });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await as(t.app, s, 'POST', '/api/accounts/me/verify-email', undefined, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('changing the e-mail un-verifies it', () => {
  it('sends a link to the new address; links to the old one verify nothing', async () => {
    const s = await signUp();
    const oldToken = await tokenOf(s.email);
    expect((await confirm(oldToken)).statusCode).toBe(200);

    const next = uniqueEmail('changed');
    const res = await as(t.app, s, 'POST', `/api/accounts/${s.uuid}/email`, { Email: next, CurrentPassword: SIGN_UP_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(AccountReply.parse(res.json())).toMatchObject({ Email: next, EmailVerified: 'n' });
    // the old address hears about the change; the new one gets the link
    const notice = await t.db.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.template} = 'email-changed' and ${emailOutbox.to} = ${s.email}`);
    expect(notice).toHaveLength(1);
    const [newMail] = await mailsTo(next);
    expect(newMail!.languageCd).toBe('fr');

    // a link to the old address (still unused, e.g. from before): verifies nothing now
    const stale = 'stale-token-of-the-old-address-000000000000';
    await t.db.db.insert(emailVerificationToken).values({
      tokenHash: createHash('sha256').update(stale).digest('hex'),
      accountId: s.id,
      email: s.email,
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + 3600_000),
    });
    expect(codeOf(await confirm(stale))).toBe('email-verification-invalid');
    expect((await me(s)).EmailVerified).toBe('n');
    expect((await confirm(await tokenOf(next))).statusCode).toBe(200);
    expect((await me(s)).EmailVerified).toBe('y');
  });

  it('the same e-mail in another case is no change: still verified', async () => {
    const acc = await makeAccount(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/login',
      remoteAddress: freshIp(),
      payload: { email: acc.email, password: PASSWORD },
    });
    const s = sessionFrom(login);
    const res = await as(t.app, s, 'POST', `/api/accounts/${s.uuid}/email`, { Email: acc.email.toUpperCase(), CurrentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(AccountReply.parse(res.json()).EmailVerified).toBe('y');
  });
});
