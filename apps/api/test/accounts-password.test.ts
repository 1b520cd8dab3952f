// Password reset (outbox e-mail, single use, expiry, same answer for unknown e-mails), password
// change, the password policy, reset rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { verifyPassword } from '@mijote/db';
import { account, emailOutbox, passwordResetToken, session } from '@mijote/db/schema';
import { checkPassword } from '../src/modules/auth/password-policy.js';
import { buildApp } from '../src/app.js';
import { createTestApp, testConfig, type TestApp } from './helpers.js';
import { asSent } from './fixtures/outbox.js';
import { PASSWORD, as, freshIp, login, loginAs, makeAccount, uniqueEmail } from './fixtures/accounts.js';
import { passSecondFactor } from './fixtures/second-factor.js';

let t: TestApp;
let clock = new Date('2026-03-02T15:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

/** A reset request; resolves once its e-mail work (which runs beside the answer) has finished too. */
const requestReset = async (email: string, ip = freshIp()) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/me/reset-password',
    payload: { email, site: '21', language: 'en' },
    remoteAddress: ip,
  });
  await t.app.whenIdle();
  return res;
};

const confirm = (token: string, password: string, confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/me/reset-password/confirm',
    payload: { token, password, confirm: confirmPassword },
    remoteAddress: freshIp(),
  });

async function outboxFor(to: string) {
  return t.db.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
}

/** The token of the last reset e-mail sent to `to`, as the sender sends it. */
async function tokenFromEmail(to: string): Promise<{ token: string; text: string; lang: string }> {
  const mails = (await outboxFor(to)).filter((m) => m.template === 'password-reset');
  const { text } = asSent(mails.at(-1)!);
  const m = /\/(en|fr)\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!m) throw new Error(`no reset link in ${text}`);
  return { token: m[2]!, text, lang: m[1]! };
}

describe('POST /api/accounts/me/reset-password', () => {
  it('answers email-instruction and queues a reset e-mail with a one-hour single-use link', async () => {
    const acc = await makeAccount(t.db);
    const res = await requestReset(acc.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'email-instruction' });
    const mails = await outboxFor(acc.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Mijote password');
    expect(mails[0]!.languageCd).toBe('en');
    const { token, text } = await tokenFromEmail(acc.email);
    expect(text).toContain(`http://localhost:80/en/reset-password/${token}`);
    const rows = await t.db.db.select().from(passwordResetToken).where(eq(passwordResetToken.accountId, acc.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime() - clock.getTime()).toBe(60 * 60_000);
  });

  it("writes the e-mail in the account's preferred language", async () => {
    const acc = await makeAccount(t.db, { preferredLanguage: 'fr' });
    await requestReset(acc.email);
    const mail = (await outboxFor(acc.email))[0]!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Mijote');
    expect(mail.languageCd).toBe('fr');
    expect((await tokenFromEmail(acc.email)).lang).toBe('fr');
  });

  it('answers exactly the same for an unknown e-mail and sends nothing', async () => {
    const known = await makeAccount(t.db);
    const a = await requestReset(known.email);
    const email = uniqueEmail('ghost');
    const b = await requestReset(email);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('ignores a forged Host header in the link (no reset poisoning)', async () => {
    const acc = await makeAccount(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/reset-password',
      headers: { host: 'evil.example' },
      payload: { email: acc.email },
      remoteAddress: freshIp(),
    });
    await t.app.whenIdle();
    const { text } = await tokenFromEmail(acc.email);
    expect(text).not.toContain('evil.example');
    expect(text).toContain('https://www.mijote.ca/en/reset-password/');
  });

  it('answers 400 validation-failed without an e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/reset-password',
      payload: { site: '21' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation-failed');
  });

  it('answers after the same fixed delay whether or not the e-mail exists, without waiting for the e-mail work', async () => {
    // a node whose database is slow inside transactions (the reset e-mail is written in one)
    const slowDb = {
      ...t.db,
      db: new Proxy(t.db.db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver) as unknown;
          if (prop !== 'transaction' || typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            await new Promise((r) => setTimeout(r, 1500));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      }),
    };
    const slow = await buildApp({ db: slowDb, config: testConfig(), logger: false, now: () => clock, resetAnswerMs: 400 });
    await slow.ready();
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await slow.inject({
          method: 'POST',
          url: '/api/accounts/me/reset-password',
          payload: { email },
          remoteAddress: freshIp(),
        });
        return { res, ms: performance.now() - started };
      };
      const known = await makeAccount(t.db);
      const unknown = await timed(uniqueEmail('ghost'));
      const existing = await timed(known.email);
      expect([unknown.res.statusCode, existing.res.statusCode]).toEqual([200, 200]);
      expect(existing.res.body).toBe(unknown.res.body);
      // both take the fixed delay: the unknown e-mail is not answered sooner…
      expect(unknown.ms).toBeGreaterThanOrEqual(395);
      expect(existing.ms).toBeGreaterThanOrEqual(395);
      // …and the known one not later: the answer came while its e-mail was still being written
      expect(existing.ms).toBeLessThan(1400);
      expect(await outboxFor(known.email)).toHaveLength(0);
      await slow.whenIdle();
      expect((await outboxFor(known.email)).filter((m) => m.template === 'password-reset')).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('never shows a live reset link to super users reading the outbox; the e-mail itself keeps it', async () => {
    const acc = await makeAccount(t.db, { preferredLanguage: 'fr' });
    await requestReset(acc.email);
    const { token } = await tokenFromEmail(acc.email);
    const mail = (await outboxFor(acc.email)).find((m) => m.template === 'password-reset')!;
    const su = await makeAccount(t.db, { userTypeCd: 'SU' });
    const s = await loginAs(t.app, su.email);
    const shown = await as(t.app, s, 'GET', `/api/admin/outbox/${mail.id}`);
    expect(shown.statusCode).toBe(200);
    const body = shown.json() as { text: string; html: string };
    for (const part of [body.text, body.html]) {
      expect(part).not.toContain(token);
      expect(part).toContain('/fr/reset-password/[hidden]');
    }
    expect(shown.body).not.toContain(token);
    // the link the customer receives still works
    expect((await confirm(token, 'Brand-new-pass-77')).statusCode).toBe(200);
  });

  it('is rate-limited per e-mail and per address (429)', async () => {
    const acc = await makeAccount(t.db);
    for (let i = 0; i < 10; i++) expect((await requestReset(acc.email)).statusCode).toBe(200);
    const limited = await requestReset(acc.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate-limited');
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await requestReset(uniqueEmail('x'), ip)).statusCode).toBe(200);
    expect((await requestReset(uniqueEmail('x'), ip)).statusCode).toBe(429);
  });
});

describe('POST /api/accounts/me/reset-password/confirm', () => {
  it('sets the new password, uses the token once, clears the forced reset and deletes the sessions', async () => {
    const acc = await makeAccount(t.db, { forcePasswordReset: true });
    const s = await loginAs(t.app, acc.email);
    await requestReset(acc.email);
    const { token } = await tokenFromEmail(acc.email);
    const res = await confirm(token, 'Brand-new-pass-77');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.db.db.select().from(account).where(eq(account.id, acc.id));
    expect(row!.forcePasswordReset).toBe(false);
    expect(await verifyPassword(row!.passwordHash, 'Brand-new-pass-77')).toBe(true);
    expect(await t.db.db.select().from(session).where(eq(session.accountId, acc.id))).toHaveLength(0);
    expect((await as(t.app, s, 'GET', '/api/accounts/me')).statusCode).toBe(401);
    expect((await login(t.app, acc.email, 'Brand-new-pass-77')).statusCode).toBe(200);
    expect((await login(t.app, acc.email, PASSWORD)).statusCode).toBe(401);
    // Second use of the same link.
    const again = await confirm(token, 'Another-pass-88');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('password-reset-issue');
  });

  it('refuses an expired token (after one hour)', async () => {
    const acc = await makeAccount(t.db);
    await requestReset(acc.email);
    const { token } = await tokenFromEmail(acc.email);
    advance(60 * 60_000 + 1);
    const res = await confirm(token, 'Brand-new-pass-77');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('password-reset-issue');
  });

  it('refuses an unknown token and an older link once a newer one was sent', async () => {
    expect((await confirm('A'.repeat(43), 'Brand-new-pass-77')).json().code).toBe('password-reset-issue');
    const acc = await makeAccount(t.db);
    await requestReset(acc.email);
    const first = (await tokenFromEmail(acc.email)).token;
    await requestReset(acc.email);
    const second = (await tokenFromEmail(acc.email)).token;
    expect((await confirm(first, 'Brand-new-pass-77')).statusCode).toBe(400);
    expect((await confirm(second, 'Brand-new-pass-77')).statusCode).toBe(200);
  });

  it('checks the passwords (mismatch, too weak, too common) and keeps the token usable', async () => {
    const acc = await makeAccount(t.db);
    await requestReset(acc.email);
    const { token } = await tokenFromEmail(acc.email);
    const mismatch = await confirm(token, 'Brand-new-pass-77', 'Brand-new-pass-78');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'passwords-mismatch', message: 'Please make sure both passwords match.' });
    expect((await confirm(token, 'short')).json().code).toBe('password-too-weak');
    expect((await confirm(token, 'Password123!')).json().code).toBe('password-too-common');
    expect((await confirm(token, 'Brand-new-pass-77')).statusCode).toBe(200);
    const [used] = await t.db.db
      .select()
      .from(passwordResetToken)
      .where(and(eq(passwordResetToken.accountId, acc.id)));
    expect(used!.usedAt).not.toBeNull();
  });
});

describe('POST /api/accounts/{uuid}/password', () => {
  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const acc = await makeAccount(t.db, { forcePasswordReset: true });
    const s = await loginAs(t.app, acc.email);
    const other = await loginAs(t.app, acc.email);
    const res = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/password`, {
      CurrentPassword: PASSWORD,
      Password: 'Fresh-garden-91',
      Confirm: 'Fresh-garden-91',
    });
    expect(res.statusCode).toBe(200);
    expect((await as(t.app, s, 'GET', '/api/accounts/me')).json()).toMatchObject({ ForcePasswordReset: 'n' });
    expect((await as(t.app, other, 'GET', '/api/accounts/me')).statusCode).toBe(401);
    expect((await login(t.app, acc.email, 'Fresh-garden-91')).statusCode).toBe(200);
  });

  it('answers the spec codes: passwords-mismatch, current-password-invalid, password-too-weak, password-too-common', async () => {
    const acc = await makeAccount(t.db, { firstName: 'Gabrielle', lastName: 'Ouellette' });
    const s = await loginAs(t.app, acc.email);
    const post = (body: Record<string, string>) => as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/password`, body);
    const mismatch = await post({ CurrentPassword: PASSWORD, Password: 'Fresh-garden-91', Confirm: 'Fresh-garden-92' });
    expect(mismatch.json()).toMatchObject({ code: 'passwords-mismatch', message: 'Please make sure both passwords match.' });
    expect((await post({ CurrentPassword: 'wrong-one', Password: 'Fresh-garden-91', Confirm: 'Fresh-garden-91' })).json().code).toBe(
      'current-password-invalid',
    );
    expect((await post({ CurrentPassword: PASSWORD, Password: 'abc', Confirm: 'abc' })).json().code).toBe('password-too-weak');
    expect((await post({ CurrentPassword: PASSWORD, Password: 'x'.repeat(129), Confirm: 'x'.repeat(129) })).json().code).toBe(
      'password-too-weak',
    );
    expect((await post({ CurrentPassword: PASSWORD, Password: 'qwertyuiop', Confirm: 'qwertyuiop' })).json().code).toBe(
      'password-too-common',
    );
    expect((await post({ CurrentPassword: PASSWORD, Password: 'Ouellette2024', Confirm: 'Ouellette2024' })).json().code).toBe(
      'password-too-common',
    );
    const missing = await post({ CurrentPassword: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation-failed');
  });
});

describe('password policy', () => {
  it.each([
    ['short', 'password-too-weak'],
    ['1234567', 'password-too-weak'],
    ['password', 'password-too-common'],
    ['Password1', 'password-too-common'],
    ['Sunshine2024!', 'password-too-common'],
    ['motdepasse', 'password-too-common'],
    ['azertyuiop', 'password-too-common'],
    ['aaaaaaaaaaaa', 'password-too-common'],
    ['mijote123', 'password-too-common'],
    ['tremblay-1999', 'password-too-common'],
    ['correct horse battery', 'ok'],
    ['Bûche de Noël 2026', 'ok'],
  ])('%s → %s', (password, verdict) => {
    expect(checkPassword(password, { email: 'alice@example.test', firstName: 'Alice', lastName: 'Tremblay' })).toBe(verdict);
  });

  it('holds a few hundred common passwords', async () => {
    const { commonPasswords } = await import('../src/modules/auth/password-policy.js');
    expect(commonPasswords().size).toBeGreaterThan(300);
  });
});

// Issue 9: "The forced password reset is only enforced in the store and account pages." The
// server now refuses everything a forced-reset session asks but the password change itself.
describe('a session that must choose a new password (force_password_reset)', () => {
  it('may check its status, change the password and log out; anything else of the account answers 403 password-reset-required', async () => {
    const acc = await makeAccount(t.db, { forcePasswordReset: true, userTypeCd: 'SU' });
    const s = await loginAs(t.app, acc.email);
    const status = await as(t.app, s, 'POST', '/api/accounts/me/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ id: acc.id, force_password_reset: true });

    const refused: [Parameters<typeof as>[2], string, unknown?][] = [
      ['GET', '/api/accounts/me'],
      ['POST', '/api/accounts/me', { FirstName: 'Mallory' }],
      ['GET', `/api/accounts/${acc.uuid}/century-dollars`],
      ['GET', `/api/accounts/${acc.uuid}/orders`],
      ['GET', `/api/accounts/${acc.uuid}/addresses`],
      ['POST', `/api/accounts/${acc.uuid}/email`, { Email: 'other@mijote.test', CurrentPassword: PASSWORD }],
      ['POST', `/api/accounts/${acc.uuid}/gift-cards/GIFT-0000/apply`],
      ['GET', '/api/cart?store=mealDelivery'],
      ['PUT', '/api/cart', { store: 'mealDelivery', cart: {} }],
      ['POST', '/api/orders/0', {}],
      ['GET', '/api/orders/1'],
      ['GET', '/api/admin/outbox'],
    ];
    for (const [method, url, body] of refused) {
      const res = await as(t.app, s, method, url, body, { headers: { 'idempotency-key': 'forced-reset' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code, `${method} ${url}`).toBe('password-reset-required');
    }
    // what anyone may read, it reads as a visitor: the quick cart is the (empty) local one
    const quick = await as(t.app, s, 'POST', '/api/cart/quick', { store: 'mealDelivery' });
    expect(quick.statusCode).toBe(200);
    expect(quick.json().signedIn).toBe(false);

    // the password change is allowed, and lifts every refusal
    const changed = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/password`, {
      CurrentPassword: PASSWORD,
      Password: 'Fresh-garden-91',
      Confirm: 'Fresh-garden-91',
    });
    expect(changed.statusCode).toBe(200);
    expect((await as(t.app, s, 'GET', '/api/accounts/me')).statusCode).toBe(200);
    expect((await as(t.app, s, 'GET', '/api/cart?store=mealDelivery')).statusCode).toBe(200);
    // a super user then sets up the second factor before the back-office opens (ADR 378)
    expect((await as(t.app, s, 'GET', '/api/admin/outbox')).json().code).toBe('second-factor-enrolment-required');
    await passSecondFactor(t.app, (url, payload) => as(t.app, s, 'POST', url, payload), acc.email, 'enrol');
    expect((await as(t.app, s, 'GET', '/api/admin/outbox')).statusCode).toBe(200);
  });

  it('may log out', async () => {
    const acc = await makeAccount(t.db, { forcePasswordReset: true });
    const s = await loginAs(t.app, acc.email);
    expect((await as(t.app, s, 'POST', '/api/accounts/me/logout')).statusCode).toBe(200);
    expect((await as(t.app, s, 'POST', '/api/accounts/me/status')).statusCode).toBe(401);
  });
});
