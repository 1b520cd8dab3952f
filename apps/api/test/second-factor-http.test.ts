// The super users' second factor over HTTP (issue 29, ADR 378): a super user without one gets no
// back-office until enrolled; an enrolled account's sign-in opens a pending session that is
// signed out everywhere but its code step; a code works once, a recovery code once; five wrong
// codes answer 429; a money action needs the code passed within 15 minutes. The clock is pinned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorReply, LoginReply, SecondFactorStatusReply } from '@mijote/contracts';
import { secondFactor, session } from '@mijote/db/schema';
import { hashToken } from '../src/plugins/session.js';
import { createTestApp, type TestApp } from './helpers.js';
import { as, login, makeAccount, sessionFrom, type Session } from './fixtures/accounts.js';
import { totpCode } from './fixtures/second-factor.js';

let t: TestApp;
let clock = new Date('2026-03-04T14:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (res: { statusCode: number; json(): unknown }) => (res.statusCode >= 400 ? ErrorReply.parse(res.json()).code : null);

async function signIn(email: string): Promise<Session> {
  const res = await login(t.app, email);
  expect(res.statusCode, res.body).toBe(200);
  return sessionFrom(res);
}

/** Enrols the session's account through the API; its secret and recovery codes. */
async function enrol(s: Session): Promise<{ secret: string; codes: string[] }> {
  const begun = await as(t.app, s, 'POST', '/api/accounts/me/second-factor/enrolment');
  expect(begun.statusCode, begun.body).toBe(200);
  const { secret, otpauthUri, qrSvg } = begun.json() as { secret: string; otpauthUri: string; qrSvg: string };
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  const confirmed = await as(t.app, s, 'POST', '/api/accounts/me/second-factor/enrolment/confirm', { code: totpCode(secret, clock) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, codes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

describe('a super user without a second factor', () => {
  it('signs in with state "enrol", has no back-office until enrolled, then has it with state "verified"', async () => {
    const su = await makeAccount(t.db, { userTypeCd: 'SU' });
    const s = await signIn(su.email);
    expect(LoginReply.parse(s.body).secondFactor).toBe('enrol');
    const refused = await as(t.app, s, 'GET', '/api/admin/holidays');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe('second-factor-enrolment-required');

    const begun = await as(t.app, s, 'POST', '/api/accounts/me/second-factor/enrolment');
    const { secret } = begun.json() as { secret: string };
    const good = totpCode(secret, clock);
    const wrong = await as(t.app, s, 'POST', '/api/accounts/me/second-factor/enrolment/confirm', {
      code: good === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toBe('second-factor-invalid');
    // sealed at rest: the secret is not in the table's text
    const [row] = await t.db.db.select().from(secondFactor).where(eq(secondFactor.accountId, su.id));
    expect(JSON.stringify(row)).not.toContain(secret);

    const confirmed = await as(t.app, s, 'POST', '/api/accounts/me/second-factor/enrolment/confirm', { code: good });
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    expect((await as(t.app, s, 'GET', '/api/admin/holidays')).statusCode).toBe(200);
    const status = await as(t.app, s, 'POST', '/api/accounts/me/status');
    expect(LoginReply.parse(status.json()).secondFactor).toBe('verified');
    const state = SecondFactorStatusReply.parse((await as(t.app, s, 'GET', '/api/accounts/me/second-factor')).json());
    expect(state).toEqual({ state: 'verified', enrolled: true, recoveryCodesLeft: 10, verifiedAt: clock.toISOString() });
    // a second enrolment is refused while one is on
    expect((await as(t.app, s, 'POST', '/api/accounts/me/second-factor/enrolment')).statusCode).toBe(409);
  });

  it('a customer signs in with state "none" and no pending session', async () => {
    const cu = await makeAccount(t.db);
    const s = await signIn(cu.email);
    expect(s.body.secondFactor).toBe('none');
    expect((await as(t.app, s, 'GET', '/api/accounts/me')).statusCode).toBe(200);
  });
});

describe('an enrolled account signing in', () => {
  it('gets a pending session: signed out everywhere but status, logout and the code step; a code passes it once', async () => {
    const su = await makeAccount(t.db, { userTypeCd: 'SU' });
    const { secret } = await enrol(await signIn(su.email));
    advance(60_000);

    const s = await signIn(su.email);
    expect(s.body.secondFactor).toBe('required');
    for (const url of ['/api/accounts/me', '/api/admin/holidays', `/api/accounts/${su.uuid}/orders`]) {
      const res = await as(t.app, s, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res), url).toBe('second-factor-required');
    }
    const [pending] = await t.db.db
      .select()
      .from(session)
      .where(eq(session.idHash, hashToken(s.token)));
    expect(pending?.secondFactorPending).toBe(true);
    const status = await as(t.app, s, 'POST', '/api/accounts/me/status');
    expect(status.statusCode).toBe(200);
    expect(LoginReply.parse(status.json()).secondFactor).toBe('required');

    const code = totpCode(secret, clock);
    const ok = await as(t.app, s, 'POST', '/api/accounts/me/second-factor/verify', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ verifiedAt: clock.toISOString(), recoveryCodesLeft: 10, usedRecoveryCode: false });
    expect((await as(t.app, s, 'GET', '/api/admin/holidays')).statusCode).toBe(200);

    // the same code in another session, within its 30 seconds: refused (a replay)
    const other = await signIn(su.email);
    const replay = await as(t.app, other, 'POST', '/api/accounts/me/second-factor/verify', { code });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay)).toBe('second-factor-invalid');
    // logout works while pending
    expect((await as(t.app, other, 'POST', '/api/accounts/me/logout')).statusCode).toBe(200);
  });

  it('a recovery code passes once; five wrong codes answer 429, even for the right one, until 15 minutes pass', async () => {
    const su = await makeAccount(t.db, { userTypeCd: 'SU' });
    const { secret, codes } = await enrol(await signIn(su.email));
    advance(60_000);

    const s = await signIn(su.email);
    const recovered = await as(t.app, s, 'POST', '/api/accounts/me/second-factor/verify', { code: codes[3]!.toUpperCase() });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 9 });
    const again = await signIn(su.email);
    expect((await as(t.app, again, 'POST', '/api/accounts/me/second-factor/verify', { code: codes[3]! })).statusCode).toBe(400);

    const good = totpCode(secret, clock);
    const bad = good === '123456' ? '654321' : '123456';
    // one wrong code was the spent recovery code above; four more make five
    for (let i = 0; i < 4; i += 1) {
      expect((await as(t.app, again, 'POST', '/api/accounts/me/second-factor/verify', { code: bad })).statusCode).toBe(400);
    }
    const blocked = await as(t.app, again, 'POST', '/api/accounts/me/second-factor/verify', { code: good });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // the limit is the account's: a new session does not reset it
    const fresh = await signIn(su.email);
    expect((await as(t.app, fresh, 'POST', '/api/accounts/me/second-factor/verify', { code: good })).statusCode).toBe(429);

    advance(15 * 60_000 + 1_000);
    const later = await as(t.app, fresh, 'POST', '/api/accounts/me/second-factor/verify', { code: totpCode(secret, clock) });
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('the step-up before a money action', () => {
  it('refuses a refund, mark-paid, delete and Century Dollar move 15 minutes after the code, and lets them through after a new one', async () => {
    const su = await makeAccount(t.db, { userTypeCd: 'SU' });
    const cu = await makeAccount(t.db);
    const s = await signIn(su.email);
    const { secret } = await enrol(s);
    const money = [
      ['POST', '/api/admin/invoices/999999/refund', { destination: 'card', reason: 'test' }],
      ['POST', '/api/admin/invoices/999999/pay', { method: 'cash', reason: 'test' }],
      ['DELETE', '/api/admin/invoices/999999', undefined],
      ['POST', `/api/admin/accounts/${cu.id}/century-dollars`, { Type: 'C', Amount: 500, Reason: 'Geste commercial' }],
      ['POST', `/api/accounts/${cu.uuid}/century-dollars`, { type: 'C', amount: 500, note: 'Geste commercial' }],
    ] as const;

    // fresh (the enrolment's code just passed): no step-up asked (the handler answers, whatever it says)
    for (const [method, url, body] of money) {
      const res = await as(t.app, s, method, url, body);
      expect(errorOf(res), `${method} ${url}`).not.toBe('step-up-required');
    }

    advance(15 * 60_000 + 1_000);
    for (const [method, url, body] of money) {
      const res = await as(t.app, s, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(res), `${method} ${url}`).toBe('step-up-required');
    }
    // reading is not a money action
    expect((await as(t.app, s, 'GET', '/api/admin/holidays')).statusCode).toBe(200);

    const renewed = await as(t.app, s, 'POST', '/api/accounts/me/second-factor/verify', { code: totpCode(secret, clock) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const credit = await as(t.app, s, 'POST', `/api/admin/accounts/${cu.id}/century-dollars`, {
      Type: 'C',
      Amount: 500,
      Reason: 'Geste commercial',
    });
    expect(credit.statusCode, credit.body).toBe(201);
  });
});

describe('a lost phone', () => {
  it('another super user turns the factor off (with a fresh code): signed out, and asked to set one up again', async () => {
    const helper = await makeAccount(t.db, { userTypeCd: 'SU' });
    const hs = await signIn(helper.email);
    const { secret } = await enrol(hs);
    const lost = await makeAccount(t.db, { userTypeCd: 'SU' });
    const ls = await signIn(lost.email);
    await enrol(ls);
    const detail = await as(t.app, hs, 'GET', `/api/admin/accounts/${lost.id}`);
    expect(detail.json()).toMatchObject({ SecondFactorOn: true });

    // a customer of the back-office cannot; a stale code cannot
    const cu = await signIn((await makeAccount(t.db)).email);
    expect((await as(t.app, cu, 'DELETE', `/api/admin/accounts/${lost.id}/second-factor`)).statusCode).toBe(403);
    advance(16 * 60_000);
    const stale = await as(t.app, hs, 'DELETE', `/api/admin/accounts/${lost.id}/second-factor`);
    expect(errorOf(stale)).toBe('step-up-required');
    expect((await as(t.app, hs, 'POST', '/api/accounts/me/second-factor/verify', { code: totpCode(secret, clock) })).statusCode).toBe(200);

    const reset = await as(t.app, hs, 'DELETE', `/api/admin/accounts/${lost.id}/second-factor`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ SecondFactorOn: false });
    // signed out everywhere; the next sign-in asks to set it up again
    expect((await as(t.app, ls, 'POST', '/api/accounts/me/status')).statusCode).toBe(401);
    const again = await signIn(lost.email);
    expect(again.body.secondFactor).toBe('enrol');
    // the history says who did it
    const history = await as(t.app, hs, 'GET', `/api/admin/accounts/${lost.id}/history`);
    expect(JSON.stringify(history.json())).toContain('"SecondFactorOn":false');
  });
});
