// The Routific adapter live (issue 16; ADR 330, 360): ROUTIFIC_TOKEN and ROUTIFIC_URL set, the app
// talks HTTP to a local server standing in for Routific's API. What it sends (the bearer token,
// JSON, the stop objects of Routific's documented API), how it reads the replies (the projects),
// and what a failing Routific becomes: a translated 502 route-planner-unavailable (404 for an
// unknown project), never a 500, never Routific's own text or the token in the reply.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorReply, PlaceOrderReply, RoutificProjectsReply, RoutificStopsReply } from '@mijote/contracts';
import { configFromEnv, parseEnv } from '../src/config.js';
import { ROUTIFIC_BASE_URL } from '../src/modules/kitchen/route-planner.js';
import { ADDRESS, checkout, createOrdersApp, item, SANDBOX_CARDS, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

const TOKEN = 'rt-live-0123456789abcdef';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Answer {
  status: number;
  body: string;
  contentType?: string;
}

/** A stand-in for Routific's API: records each request, answers what the test set for its path. */
function standIn() {
  const seen: Seen[] = [];
  const answers = new Map<string, Answer>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const a = answers.get(`${req.method} ${req.url}`) ?? { status: 404, body: '{"error":"no route"}' };
      res.writeHead(a.status, { 'content-type': a.contentType ?? 'application/json' });
      res.end(a.body);
    });
  });
  return { server, seen, answers };
}

// a back-office code: its text is in the admin namespace (STAFF_ERROR_CODES, ADR 373)
const translations = (lang: 'en' | 'fr') =>
  (
    JSON.parse(readFileSync(new URL(`../../web/src/locales/${lang}/admin.json`, import.meta.url), 'utf8')) as {
      errorCodes: Record<string, string>;
    }
  ).errorCodes;

describe('ROUTIFIC_URL (configuration)', () => {
  const base = {
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ENCRYPTION_KEY: 'test-encryption-key-test-encryption-key-0123',
  };
  it('unset: no URL of its own (the adapter uses Routific’s); set: that URL; empty: unset; not http(s): refused', () => {
    expect(configFromEnv(parseEnv(base), 'r').routificUrl).toBeUndefined();
    expect(ROUTIFIC_BASE_URL).toBe('https://product-api.routific.com/v1.0');
    expect(configFromEnv(parseEnv({ ...base, ROUTIFIC_URL: 'http://127.0.0.1:9/v1.0' }), 'r').routificUrl).toBe('http://127.0.0.1:9/v1.0');
    expect(configFromEnv(parseEnv({ ...base, ROUTIFIC_URL: '' }), 'r').routificUrl).toBeUndefined();
    expect(() => parseEnv({ ...base, ROUTIFIC_URL: 'ftp://routific.test' })).toThrow(/ROUTIFIC_URL/);
  });
});

describe('/api/routific with ROUTIFIC_TOKEN: the Routific adapter over HTTP', () => {
  const fake = standIn();
  let t: OrdersApp;
  let su: Session;
  let thursday: string;
  const ids: number[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    // the environment as the server reads it (a trailing slash is tolerated)
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      ENCRYPTION_KEY: 'test-encryption-key-test-encryption-key-0123',
      ROUTIFIC_TOKEN: TOKEN,
      ROUTIFIC_URL: `http://127.0.0.1:${port}/v1.0/`,
    });
    const { routificToken, routificUrl } = configFromEnv(env, 'test-rev');
    t = await createOrdersApp({ config: { routificToken, routificUrl } });
    t.at(t.day(2), '09:00:00');
    thursday = t.day(3);
    su = await t.customer({ userTypeCd: 'SU' });
    const ragout = await t.productId('md-ragout-boulettes');
    for (const [postalCode, comment] of [
      ['H9S 3H6', null],
      ['H9R 1A1', 'Sonnez deux fois'],
    ] as const) {
      const s = await t.customer();
      const res = await t.order(
        s,
        checkout({ items: { thursday: [item(ragout, 2, {}, t.now())] } }, await t.token(SANDBOX_CARDS.approve), {
          deliveryAddress: { ...ADDRESS, postalCode },
          ...(comment ? { comment } : {}),
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      ids.push(PlaceOrderReply.parse(res.json()).Id);
    }
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });
  beforeEach(() => {
    fake.seen.length = 0;
    fake.answers.clear();
  });

  it('lists the workspace’s projects: GET {ROUTIFIC_URL}/projects with the bearer token; ids, names and drivers mapped', async () => {
    fake.answers.set('GET /v1.0/projects', {
      status: 200,
      body: JSON.stringify([
        { _id: '5f1e0c9a2b3c4d5e6f708192', name: 'Jeudi — Ouest', date: '2026-12-03', fleet: { d1: { name: 'Ana' }, d2: { name: 'Bo' } } },
        { id: 42, name: 'Tuesday', drivers: [{}, {}, {}] },
        { id: 'no name' },
        { name: 'no id' },
        { id: '../../admin', name: 'an id the stops call could not name' },
      ]),
    });
    const res = await t.req(su, 'GET', '/api/routific/projects');
    expect(res.statusCode, res.body).toBe(200);
    expect(RoutificProjectsReply.parse(res.json())).toEqual({
      planner: 'routific',
      projects: [
        { id: '5f1e0c9a2b3c4d5e6f708192', name: 'Jeudi — Ouest', drivers: 2 },
        { id: '42', name: 'Tuesday', drivers: 3 },
      ],
    });
    expect(fake.seen).toHaveLength(1);
    const [get] = fake.seen;
    expect(get).toMatchObject({ method: 'GET', url: '/v1.0/projects', body: '' });
    expect(get!.headers.authorization).toBe(`bearer ${TOKEN}`);
    expect(get!.headers.accept).toBe('application/json');
    expect(get!.headers['content-type']).toBeUndefined();
    // the customer's session cookie never goes to the planner
    expect(get!.headers.cookie).toBeUndefined();
  });

  it('posts the day’s stops as Routific stop objects to the project; Routific plans (route null)', async () => {
    fake.answers.set('POST /v1.0/projects/5f1e0c9a2b3c4d5e6f708192/stops', {
      status: 201,
      body: JSON.stringify([{ id: 'stop-1' }, { id: 'stop-2' }]),
    });
    const res = await t.req(su, 'POST', '/api/routific/projects/5f1e0c9a2b3c4d5e6f708192/stops', { source: 'MD', date: thursday });
    expect(res.statusCode, res.body).toBe(200);
    expect(RoutificStopsReply.parse(res.json())).toEqual({
      planner: 'routific',
      projectId: '5f1e0c9a2b3c4d5e6f708192',
      sent: 2,
      route: null,
      routeFile: null,
    });
    expect(fake.seen).toHaveLength(1);
    const [post] = fake.seen;
    expect(post).toMatchObject({ method: 'POST', url: '/v1.0/projects/5f1e0c9a2b3c4d5e6f708192/stops' });
    expect(post!.headers.authorization).toBe(`bearer ${TOKEN}`);
    expect(post!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(post!.body) as Record<string, unknown>[];
    // the route report's order (no route yet: by postal code), one stop object per delivery
    expect(body.map((s) => (s.custom_notes as { invoice: string }).invoice)).toEqual([String(ids[1]), String(ids[0])]);
    for (const stop of body) {
      // Routific's stop object: name and location.address required; phone_number, email, notes, custom_notes
      expect(Object.keys(stop).every((k) => ['name', 'location', 'phone_number', 'email', 'notes', 'custom_notes'].includes(k))).toBe(true);
      expect(stop.name).toEqual(expect.any(String));
      expect(stop.email).toMatch(/@/);
      expect(stop.custom_notes).toMatchObject({ date: thursday });
    }
    const [first, second] = body;
    expect((first!.location as { address: string }).address).toMatch(/, H9R 1A1$/);
    expect((second!.location as { address: string }).address).toMatch(/, H9S 3H6$/);
    expect(first!.notes).toMatch(/^2 × .+ — Sonnez deux fois$/);
    expect(second!.notes).toMatch(/^2 × [^—]+$/);
  });

  it('a failing Routific is a translated 502 route-planner-unavailable: no 500, no stack, nothing of its answer nor the token', async () => {
    const cases: [string, Answer | null][] = [
      ['a server error', { status: 500, body: JSON.stringify({ error: 'Internal', stack: 'at Routific.secret (/srv/x.js:1:1)' }) }],
      ['a refused token', { status: 401, body: JSON.stringify({ error: 'Unauthorized token' }) }],
      ['a rate limit', { status: 429, body: 'Too Many Requests', contentType: 'text/plain' }],
      ['not JSON', { status: 200, body: '<html>maintenance</html>', contentType: 'text/html' }],
      ['no list of projects', { status: 200, body: JSON.stringify({ message: 'ok' }) }],
      ['its projects path unknown', null],
    ];
    for (const [what, answer] of cases) {
      fake.answers.clear();
      if (answer) fake.answers.set('GET /v1.0/projects', answer);
      const res = await t.req(su, 'GET', '/api/routific/projects');
      expect(res.statusCode, `${what}: ${res.body}`).toBe(502);
      const err = ErrorReply.parse(res.json());
      expect(err.code, what).toBe('route-planner-unavailable');
      expect(res.body).not.toContain('stack');
      expect(res.body).not.toContain('Routific.secret');
      expect(res.body).not.toContain('Unauthorized token');
      expect(res.body).not.toContain('maintenance');
      expect(res.body).not.toContain(TOKEN);
    }
    // the code is one of the API's and the screens say it in both languages
    expect(ERROR_CODES).toContain('route-planner-unavailable');
    expect(translations('en')['route-planner-unavailable']).toMatch(/route planner/);
    expect(translations('fr')['route-planner-unavailable']).toMatch(/planificateur de routes/);
  });

  it('the stops call: an unknown project is 404 not-found; a Routific error 502; nothing is sent for a day without stops', async () => {
    fake.answers.set('POST /v1.0/projects/gone/stops', { status: 404, body: JSON.stringify({ error: 'Project not found' }) });
    const gone = await t.req(su, 'POST', '/api/routific/projects/gone/stops', { date: thursday });
    expect(gone.statusCode, gone.body).toBe(404);
    expect(ErrorReply.parse(gone.json())).toMatchObject({ code: 'not-found', params: { projectId: 'gone' } });

    fake.answers.set('POST /v1.0/projects/p1/stops', {
      status: 422,
      body: JSON.stringify({ error: 'stops[0].location: could not geocode' }),
    });
    const refused = await t.req(su, 'POST', '/api/routific/projects/p1/stops', { date: thursday });
    expect(refused.statusCode, refused.body).toBe(502);
    expect(ErrorReply.parse(refused.json())).toMatchObject({ code: 'route-planner-unavailable', params: { status: 422 } });
    expect(refused.body).not.toContain('geocode');

    fake.seen.length = 0;
    const none = await t.req(su, 'POST', '/api/routific/projects/p1/stops', { source: 'CA', date: thursday });
    expect(none.statusCode, none.body).toBe(200);
    expect(RoutificStopsReply.parse(none.json())).toMatchObject({ planner: 'routific', sent: 0 });
    expect(fake.seen).toHaveLength(0);
  });

  it('Routific unreachable (nothing listening) is 502 route-planner-unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await createOrdersApp({ config: { routificToken: TOKEN, routificUrl: `http://127.0.0.1:${port}/v1.0` } });
    try {
      const admin = await down.customer({ userTypeCd: 'SU' });
      const res = await down.req(admin, 'GET', '/api/routific/projects');
      expect(res.statusCode, res.body).toBe(502);
      expect(ErrorReply.parse(res.json()).code).toBe('route-planner-unavailable');
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await down.close();
    }
  });
});
