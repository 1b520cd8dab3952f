// Login, status, logout, sessions (rotation, idle/absolute timeouts), CSRF and origin checks,
// master login, login rate limits, the /api/admin guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorReply, LoginReply, StatusReply } from '@mijote/contracts';
import { cart, session } from '@mijote/db/schema';
import { buildApp } from '../src/app.js';
import { createTestApp, testConfig, type TestApp } from './helpers.js';
import { PASSWORD, as, freshIp, login, loginAs, makeAccount, sessionFrom, setCookies, uniqueEmail } from './fixtures/accounts.js';

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

const status = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/me/status', headers: cookie ? { cookie } : {}, remoteAddress: freshIp() });

describe('POST /api/accounts/me/login', () => {
  it('logs in with JSON and answers the spec fields, a session cookie and a CSRF token', async () => {
    const acc = await makeAccount(t.db);
    const res = await login(t.app, acc.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = LoginReply.parse(res.json());
    expect(body).toMatchObject({
      id: acc.id,
      uuid: acc.uuid,
      type: 'CU',
      first_name: 'Alice',
      last_name: 'Tremblay',
      email: acc.email,
      isMasterLogin: false,
      isBillingAddressComplete: false,
      force_password_reset: false,
    });
    expect(body.csrfToken.length).toBeGreaterThanOrEqual(32);
    const cookie = setCookies(res).get('mijote_sid')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.raw).toMatch(/HttpOnly/i);
    expect(cookie.raw).toMatch(/SameSite=Lax/i);
    expect(cookie.raw).toMatch(/Path=\//);
    expect(cookie.raw).not.toMatch(/Secure/i);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const acc = await makeAccount(t.db);
    const s = sessionFrom(await login(t.app, acc.email));
    const rows = await t.db.db.select().from(session).where(eq(session.accountId, acc.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.idHash).not.toContain(s.token);
    expect(JSON.stringify(rows)).not.toContain(s.token);
  });

  it('logs in with a form-encoded body (the spec form post)', async () => {
    const acc = await makeAccount(t.db, { forcePasswordReset: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: acc.email, password: PASSWORD, site: '21' }).toString(),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: acc.id, force_password_reset: true });
  });

  it('answers 401 invalid-credentials the same way for a wrong password and an unknown e-mail', async () => {
    const acc = await makeAccount(t.db);
    const wrong = await login(t.app, acc.email, 'not-the-password');
    const unknown = await login(t.app, uniqueEmail('nobody'), 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(ErrorReply.parse(res.json()).code).toBe('invalid-credentials');
    }
    // the same bytes but for each request's own id (ADR 385)
    const withoutId = (body: string) => body.replace(/"requestId":"[^"]*"/, '"requestId":""');
    expect(withoutId(wrong.body)).toBe(withoutId(unknown.body));
  });

  it('takes similar time for an unknown e-mail and a wrong password (a dummy hash is verified)', async () => {
    const acc = await makeAccount(t.db);
    await login(t.app, uniqueEmail('warmup'), 'x-warmup-x');
    const time = async (email: string) => {
      const start = performance.now();
      await login(t.app, email, 'not-the-password');
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(acc.email));
      unknown.push(await time(uniqueEmail('nobody')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    // Both run one argon2id verification (tens of ms); without the dummy hash the unknown case is ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('answers 400 validation-failed without an e-mail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/me/login', payload: { password: 'x' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation-failed');
  });

  it('rotates the session: a new token on login, the old cookie is dead', async () => {
    const acc = await makeAccount(t.db);
    const first = sessionFrom(await login(t.app, acc.email));
    expect((await status(first.cookie)).statusCode).toBe(200);
    const second = sessionFrom(await login(t.app, acc.email, PASSWORD, { cookie: first.cookie }));
    expect(second.token).not.toBe(first.token);
    expect(second.csrf).not.toBe(first.csrf);
    expect((await status(first.cookie)).statusCode).toBe(401);
    expect((await status(second.cookie)).statusCode).toBe(200);
  });

  it('clears the current session on a failed login', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    const res = await login(t.app, acc.email, 'wrong-password', { cookie: s.cookie });
    expect(res.statusCode).toBe(401);
    expect((await status(s.cookie)).statusCode).toBe(401);
  });

  it('clears the persisted cart of a master login', async () => {
    const master = await makeAccount(t.db, { isMasterLogin: true });
    const customer = await makeAccount(t.db);
    await t.db.db.insert(cart).values([
      { accountId: master.id, storeKind: 'catering', content: { items: [1] } },
      { accountId: customer.id, storeKind: 'catering', content: { items: [1] } },
    ]);
    const res = await login(t.app, master.email);
    expect(res.json()).toMatchObject({ isMasterLogin: true });
    expect(await t.db.db.select().from(cart).where(eq(cart.accountId, master.id))).toHaveLength(0);
    await login(t.app, customer.email);
    expect(await t.db.db.select().from(cart).where(eq(cart.accountId, customer.id))).toHaveLength(1);
  });
});

describe('POST /api/accounts/me/status and /logout', () => {
  it('answers 401 unauthorized without a session', async () => {
    const res = await status();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    const junk = await status('mijote_sid=not-a-session');
    expect(junk.statusCode).toBe(401);
  });

  it('answers the account with id > 0 and the CSRF token of the session', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    const res = await status(s.cookie);
    expect(res.statusCode).toBe(200);
    const body = StatusReply.parse(res.json());
    expect(body.id).toBe(acc.id);
    expect(body.id).toBeGreaterThan(0);
    expect(body.csrfToken).toBe(s.csrf);
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    const res = await as(t.app, s, 'POST', '/api/accounts/me/logout');
    expect(res.statusCode).toBe(200);
    const cleared = setCookies(res).get('mijote_sid');
    expect(cleared?.value).toBe('');
    expect(await t.db.db.select().from(session).where(eq(session.accountId, acc.id))).toHaveLength(0);
    // Replaying the old cookie does not work.
    expect((await status(s.cookie)).statusCode).toBe(401);
    expect((await as(t.app, s, 'GET', '/api/accounts/me')).statusCode).toBe(401);
  });
});

describe('the readable "signed in" hint cookie (ADR 171)', () => {
  it('is set beside the session cookie at login, readable by scripts, outliving it (30 days: an expiry is announced, ADR 370)', async () => {
    const acc = await makeAccount(t.db);
    const res = await login(t.app, acc.email);
    const cookies = setCookies(res);
    const hint = cookies.get('mijote_in')!;
    expect(hint.value).toBe('1');
    expect(hint.raw).not.toMatch(/HttpOnly/i);
    expect(hint.raw).toMatch(/SameSite=Lax/i);
    expect(hint.raw).toMatch(/Path=\//);
    expect(hint.raw).toMatch(/Max-Age=2592000/);
    expect(cookies.get('mijote_sid')!.raw).toMatch(/Max-Age=43200/);
  });

  it('is cleared at logout and at a failed login; a status check that finds no session marks it ended (ADR 370)', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    const out = await as(t.app, s, 'POST', '/api/accounts/me/logout');
    expect(setCookies(out).get('mijote_in')?.value).toBe('');

    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/login',
      payload: { email: acc.email, password: 'not-the-password' },
      remoteAddress: freshIp(),
    });
    expect(failed.statusCode).toBe(401);
    expect(setCookies(failed).get('mijote_in')?.value).toBe('');

    // a stale hint alone (the session cookie is gone after its 12 hours): the status check marks it
    // ended, for the page to announce the expiry (customer-side §8), with the same 30 days
    const stale = await status('mijote_in=1');
    expect(stale.statusCode).toBe(401);
    const ended = setCookies(stale).get('mijote_in')!;
    expect(ended.value).toBe('ended');
    expect(ended.raw).not.toMatch(/HttpOnly/i);
    expect(ended.raw).toMatch(/Max-Age=2592000/);
    // a session that timed out on the server: its cookie goes, the hint says ended
    const timedOut = await loginAs(t.app, acc.email);
    await as(t.app, timedOut, 'POST', '/api/accounts/me/logout');
    const afterEnd = setCookies(await status(timedOut.cookie));
    expect(afterEnd.get('mijote_sid')?.value).toBe('');
    expect(afterEnd.get('mijote_in')?.value).toBe('ended');
    // an ended hint alone is left as it is (the page removes it once announced): nothing to set
    expect(setCookies(await status('mijote_in=ended')).size).toBe(0);
    // no cookie at all: nothing to clear
    expect(setCookies(await status()).size).toBe(0);
  });

  it('is named __Host-mijote_in with Secure on https deployments', async () => {
    const secure = await createTestApp({ config: { publicOrigin: 'https://www.mijote.ca' } });
    try {
      const acc = await makeAccount(secure.db);
      const hint = setCookies(await login(secure.app, acc.email)).get('__Host-mijote_in')!;
      expect(hint.value).toBe('1');
      expect(hint.raw).toMatch(/; Secure/i);
      expect(hint.raw).not.toMatch(/Domain=/i);
    } finally {
      await secure.close();
    }
  });
});

describe('session timeouts (injected clock)', () => {
  it('expires after 30 idle minutes', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    advance(29 * 60_000);
    expect((await status(s.cookie)).statusCode).toBe(200);
    advance(29 * 60_000); // active 29 min ago: the idle timeout slides
    expect((await status(s.cookie)).statusCode).toBe(200);
    advance(30 * 60_000 + 1);
    expect((await status(s.cookie)).statusCode).toBe(401);
    expect(await t.db.db.select().from(session).where(eq(session.accountId, acc.id))).toHaveLength(0);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    const seen = async () => (await t.db.db.select().from(session).where(eq(session.accountId, acc.id)))[0]!.lastSeenAt.getTime();
    const start = await seen();
    advance(30_000);
    await status(s.cookie);
    expect(await seen()).toBe(start);
    advance(31_000);
    await status(s.cookie);
    expect(await seen()).toBe(clock.getTime());
  });

  it('expires 12 hours after login even when active', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    for (let i = 0; i < 24; i++) {
      advance(29 * 60_000);
      expect((await status(s.cookie)).statusCode).toBe(200);
    }
    advance(29 * 60_000); // 12 h 05 min after login
    expect((await status(s.cookie)).statusCode).toBe(401);
  });
});

describe('CSRF and origin checks', () => {
  it('refuses a cookie-authenticated write without the CSRF token (403 csrf-failed)', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    const missing = await as(t.app, s, 'POST', '/api/accounts/me', { FirstName: 'Mallory' }, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('csrf-failed');
    const wrong = await as(
      t.app,
      s,
      'POST',
      '/api/accounts/me',
      { FirstName: 'Mallory' },
      { csrf: false, headers: { 'x-csrf-token': 'x'.repeat(43) } },
    );
    expect(wrong.statusCode).toBe(403);
    const other = await loginAs(t.app, (await makeAccount(t.db)).email);
    const foreign = await as(
      t.app,
      s,
      'POST',
      '/api/accounts/me',
      { FirstName: 'Mallory' },
      { csrf: false, headers: { 'x-csrf-token': other.csrf } },
    );
    expect(foreign.statusCode).toBe(403);
    const ok = await as(t.app, s, 'POST', '/api/accounts/me', { FirstName: 'Alicia' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().FirstName).toBe('Alicia');
  });

  it('refuses a cross-site Origin on writes, even with the token and on login', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    const cross = await as(
      t.app,
      s,
      'POST',
      '/api/accounts/me',
      { FirstName: 'X' },
      { headers: { origin: 'https://evil.example', host: 'mijote.example' } },
    );
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('csrf-failed');
    const loginCross = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/login',
      headers: { origin: 'https://evil.example', host: 'mijote.example' },
      payload: { email: acc.email, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(loginCross.statusCode).toBe(403);
    const fetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: acc.email, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(fetchSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/login',
      headers: { origin: 'http://mijote.example', host: 'mijote.example' },
      payload: { email: acc.email, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(same.statusCode).toBe(200);
  });

  it('does not need the token for GET requests', async () => {
    const acc = await makeAccount(t.db);
    const s = await loginAs(t.app, acc.email);
    expect((await as(t.app, s, 'GET', '/api/accounts/me')).statusCode).toBe(200);
  });
});

describe('login rate limits', () => {
  it('after 10 failed logins for one e-mail (from any address), asks for a second proof (403), not a lockout (ADR 376)', async () => {
    const acc = await makeAccount(t.db);
    for (let i = 0; i < 10; i++) expect((await login(t.app, acc.email, 'wrong-password')).statusCode).toBe(401);
    const proof = await login(t.app, acc.email, PASSWORD);
    expect(proof.statusCode).toBe(403);
    expect(proof.json().code).toBe('login-proof-required');
    expect(await t.db.db.select().from(session).where(eq(session.accountId, acc.id))).toHaveLength(0);
    advance(15 * 60_000 + 1);
    expect((await login(t.app, acc.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 after 20 failed logins from one address (any e-mails)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await login(t.app, uniqueEmail('spray'), 'wrong-password', { ip })).statusCode).toBe(401);
    const acc = await makeAccount(t.db);
    expect((await login(t.app, acc.email, PASSWORD, { ip })).statusCode).toBe(429);
    expect((await login(t.app, acc.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts each attempt before the slow password check: of 16 simultaneous wrong passwords, 10 are answered 401 and 6 need a proof', async () => {
    const acc = await makeAccount(t.db);
    const results = await Promise.all(Array.from({ length: 16 }, () => login(t.app, acc.email, 'wrong-password')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 403)).toHaveLength(6);
    // the right password alone starts no session until the window ends (it needs the proof)
    expect((await login(t.app, acc.email, PASSWORD)).statusCode).toBe(403);
  });

  it('holds across API nodes: two apps on one database share the per-e-mail count', async () => {
    const acc = await makeAccount(t.db);
    const second = await buildApp({ db: t.db, config: testConfig(), logger: false, now: () => clock });
    await second.ready();
    try {
      const results = await Promise.all(Array.from({ length: 14 }, (_, i) => login(i % 2 ? t.app : second, acc.email, 'wrong-password')));
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(10);
      expect(results.filter((r) => r.statusCode === 403)).toHaveLength(4);
    } finally {
      await second.close();
    }
  });

  it('gives a successful login its attempt back: the limits count failed logins only', async () => {
    const acc = await makeAccount(t.db);
    const ip = freshIp();
    for (let i = 0; i < 12; i++) expect((await login(t.app, acc.email, PASSWORD, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(t.app, acc.email, 'wrong-password', { ip })).statusCode).toBe(401);
    expect((await login(t.app, acc.email, 'wrong-password', { ip })).statusCode).toBe(403);
  });
});

describe('/api/admin guard', () => {
  it('requires a super user on every admin route: 401 anonymous, 403 customer, 200 SU', async () => {
    const customer = await loginAs(t.app, (await makeAccount(t.db)).email);
    const su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU' })).email);
    const anon = await t.app.inject({ method: 'GET', url: '/api/admin/accounts/count' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('unauthorized');
    const cu = await as(t.app, customer, 'GET', '/api/admin/accounts/count');
    expect(cu.statusCode).toBe(403);
    expect(cu.json().code).toBe('forbidden');
    const ok = await as(t.app, su, 'GET', '/api/admin/accounts/count');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().count).toBeGreaterThanOrEqual(2);
    // Unknown admin paths and encoded variants are guarded too.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/not-built-yet' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/%61dmin/accounts/count' })).statusCode).toBe(401);
    expect((await as(t.app, customer, 'GET', '/api/admin/not-built-yet')).statusCode).toBe(403);
  });
});

describe('secure deployments', () => {
  it('names the cookie __Host-mijote_sid with Secure when the public origin is https', async () => {
    const secure = await createTestApp({ config: { publicOrigin: 'https://www.mijote.ca' } });
    try {
      const acc = await makeAccount(secure.db);
      const res = await login(secure.app, acc.email);
      expect(res.statusCode).toBe(200);
      const c = setCookies(res).get('__Host-mijote_sid')!;
      expect(c.raw).toMatch(/; Secure/i);
      expect(c.raw).toMatch(/Path=\//);
      expect(c.raw).not.toMatch(/Domain=/i);
      const s = sessionFrom(res);
      const st = await secure.app.inject({ method: 'POST', url: '/api/accounts/me/status', headers: { cookie: s.cookie } });
      expect(st.statusCode).toBe(200);
      // The configured public origin is accepted as Origin.
      const upd = await secure.app.inject({
        method: 'POST',
        url: '/api/accounts/me',
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, origin: 'https://www.mijote.ca', host: 'internal:3000' },
        payload: { LastName: 'Roy' },
      });
      expect(upd.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the account routes with tags and contract schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
      components: { schemas: Record<string, unknown> };
    };
    for (const [path, method] of [
      ['/api/accounts/me/login', 'post'],
      ['/api/accounts/me/status', 'post'],
      ['/api/accounts/me/logout', 'post'],
      ['/api/accounts/me/reset-password', 'post'],
      ['/api/accounts/me/reset-password/confirm', 'post'],
      ['/api/accounts/pre-register', 'post'],
      ['/api/accounts', 'post'],
      ['/api/accounts/me', 'get'],
      ['/api/accounts/me', 'post'],
      ['/api/accounts/{uuid}/email', 'post'],
      ['/api/accounts/{uuid}/password', 'post'],
      ['/api/accounts/{uuid}/creditcard/{creditCardId}', 'post'],
      ['/api/accounts/{uuid}/creditcard/{creditCardId}', 'delete'],
      ['/api/accounts/{uuid}/gift-cards/{cardCode}/apply', 'post'],
      ['/api/accounts/{uuid}/century-dollars', 'get'],
      ['/api/accounts/{uuid}/century-dollars', 'post'],
      ['/api/accounts/{uuid}/orders', 'get'],
      ['/api/accounts/{uuid}/addresses', 'get'],
      ['/api/accounts/{uuid}/addresses/restaurants', 'get'],
      ['/api/accounts/{uuid}/addresses/all', 'post'],
      ['/api/accounts/{uuid}/addresses/{id}', 'post'],
      ['/api/addresses/autocomplete', 'get'],
      ['/api/payments/sandbox/tokenize', 'post'],
      ['/api/admin/accounts/count', 'get'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['LoginReply', 'AccountReply', 'Address', 'CreditCard', 'CenturyDollarsReply']),
    );
  });
});
