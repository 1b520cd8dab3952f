// GET /metrics and request ids (issue 31, ADR 385): the HTTP counters by route pattern, the
// histogram, the scrape-time backlogs, the order counters; the guard (a token, else loopback
// only); every error reply's `requestId`, the same as its `x-request-id` header and its log line's.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emailOutbox } from '@mijote/db/schema';
import { createLogger } from '../src/logging.js';
import { createTestApp, type TestApp } from './helpers.js';
import { SANDBOX_CARDS, checkout, createOrdersApp, item, type OrdersApp } from './orders-helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = 'metrics-token-metrics-token-0123';

/** The value of one sample of a Prometheus text page (0 when the series is absent). */
function sample(page: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of page.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

function collector(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { stream, lines };
}

const logs = collector();
let t: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  // two apps in one process, each with its own registry: neither clashes with the other
  t = await createTestApp({ config: { rateLimitMax: 1000 }, deps: { loggerInstance: createLogger('info', 'json', logs.stream) } });
  guarded = await createTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await t?.close();
  await guarded?.close();
});

async function scrape(app: TestApp = t): Promise<string> {
  const res = await app.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body;
}

describe('GET /metrics — the HTTP figures', () => {
  it('counts requests by route pattern, method and status, with their durations', async () => {
    const health = { route: '/api/health', method: 'GET', status_code: '200' };
    const blog = { route: '/api/blogs/:slug', method: 'GET', status_code: '404' };
    const unmatched = { route: 'unmatched', method: 'GET', status_code: '404' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const slug of ['no-such-article', 'nor-this-one']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${slug}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/no/such/route?x=1' })).statusCode).toBe(404);
    const after = await scrape();

    expect(sample(after, 'mijote_http_requests_total', health) - sample(before, 'mijote_http_requests_total', health)).toBe(3);
    expect(sample(after, 'mijote_http_requests_total', blog) - sample(before, 'mijote_http_requests_total', blog)).toBe(2);
    expect(sample(after, 'mijote_http_requests_total', unmatched) - sample(before, 'mijote_http_requests_total', unmatched)).toBe(1);
    // the pattern, never the URL: no label holds a slug or a path no route has
    expect(after).not.toContain('no-such-article');
    expect(after).not.toContain('/api/no/such/route');
    // the scrape before counts too, under its own route
    expect(sample(after, 'mijote_http_requests_total', { route: '/metrics', status_code: '200' })).toBeGreaterThanOrEqual(1);

    // the histogram: buckets, count and sum per series, the count equal to the counter
    expect(after).toContain('# TYPE mijote_http_request_duration_seconds histogram');
    const count = sample(after, 'mijote_http_request_duration_seconds_count', health);
    expect(count).toBe(sample(after, 'mijote_http_requests_total', health));
    expect(sample(after, 'mijote_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(count);
    expect(sample(after, 'mijote_http_request_duration_seconds_bucket', { ...health, le: '10' })).toBe(count);
    expect(sample(after, 'mijote_http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
  });

  it('has the process figures (event loop lag) and, on PostgreSQL only, the pool', async () => {
    const page = await scrape();
    expect(page).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(page).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(page).toMatch(/^process_resident_memory_bytes \S+$/m);
    if (t.db.kind === 'postgres') {
      expect(page).toMatch(/^mijote_db_pool_connections \d+$/m);
      expect(page).toMatch(/^mijote_db_pool_idle_connections \d+$/m);
      expect(page).toMatch(/^mijote_db_pool_waiting_clients \d+$/m);
      expect(sample(page, 'mijote_db_pool_connections')).toBeGreaterThanOrEqual(sample(page, 'mijote_db_pool_idle_connections'));
    } else {
      expect(page).not.toMatch(/^mijote_db_pool_connections /m);
    }
    expect(t.db.poolStats() === null).toBe(t.db.kind === 'pglite');
  });

  it('counts the outbox and the payment jobs’ backlog at each scrape', async () => {
    const before = await scrape();
    for (const status of ['pending', 'pending', 'failed', 'sent'] as const) {
      await t.db.db.insert(emailOutbox).values({ to: 'someone@example.com', subject: 's', html: '<p>h</p>', text: 't', status });
    }
    const after = await scrape();
    const diff = (status: string) =>
      sample(after, 'mijote_email_outbox_messages', { status }) - sample(before, 'mijote_email_outbox_messages', { status });
    expect([diff('pending'), diff('sending'), diff('failed')]).toEqual([2, 0, 1]);
    expect(after).not.toContain('mijote_email_outbox_messages{status="sent"}');
    for (const kind of ['card', 'interac', 'balance_charge', 'refund']) {
      expect(after).toMatch(new RegExp(`^mijote_payment_jobs_pending\\{kind="${kind}"\\} \\d+$`, 'm'));
    }
    await t.db.db.execute(sql`delete from email_outbox where "to" = 'someone@example.com'`);
  });
});

describe('GET /metrics — the guard', () => {
  it('without METRICS_TOKEN: loopback only, through no proxy; anyone else gets a 404', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    const away = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(away.statusCode).toBe(404);
    expect(away.json()).toMatchObject({ code: 'not-found', requestId: away.headers['x-request-id'] });
    expect(away.body).not.toContain('mijote_');
    // a proxy on this machine forwarding someone else's request
    const proxied = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(404);
    // a token sent to a node that has none opens nothing
    const tokened = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(tokened.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN: 401 without it or with another, 200 with it from anywhere', async () => {
    const from = { remoteAddress: '203.0.113.8' };
    const none = await guarded.app.inject({ method: 'GET', url: '/metrics', ...from });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toEqual({
      code: 'unauthorized',
      message: 'Authentication is required',
      params: {},
      requestId: none.headers['x-request-id'],
    });
    // loopback is no way around the token
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
      const res = await guarded.app.inject({ method: 'GET', url: '/metrics', ...from, headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
    const ok = await guarded.app.inject({ method: 'GET', url: '/metrics', ...from, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('# TYPE mijote_http_requests_total counter');
    // each app counts its own requests: the 401s above are this app's, not the other's
    expect(sample(ok.body, 'mijote_http_requests_total', { route: '/metrics', status_code: '401' })).toBe(7);
    expect(sample(await scrape(), 'mijote_http_requests_total', { route: '/metrics', status_code: '401' })).toBe(0);
  });
});

describe('request ids', () => {
  it('an error reply carries its request id, the same as its x-request-id header: 404, 400', async () => {
    const notFound = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const appNotFound = await t.app.inject({ method: 'GET', url: '/api/blogs/no-such-article' });
    // a 400 of a route whose replies have a schema: the requestId is not dropped by it
    const invalid = await t.app.inject({ method: 'GET', url: '/api/catering/delivery-times?procedure=teleport' });
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/blogs/%E0%A4%A' });
    for (const [res, status, code] of [
      [notFound, 404, 'not-found'],
      [appNotFound, 404, 'not-found'],
      [invalid, 400, 'validation-failed'],
      [badUrl, 400, 'bad-request'],
    ] as const) {
      expect(res.statusCode, res.body).toBe(status);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(res.json()).toMatchObject({ code, requestId: id });
    }
    expect(new Set([notFound, appNotFound, invalid, badUrl].map((r) => r.headers['x-request-id'])).size).toBe(4);
  });

  it('a 429 carries it too', async () => {
    const limited = await createTestApp({ config: { rateLimitMax: 2 } });
    try {
      const replies = [];
      for (let i = 0; i < 3; i++)
        replies.push(await limited.app.inject({ method: 'GET', url: '/api/no-such-thing', remoteAddress: '198.51.100.4' }));
      const last = replies.at(-1)!;
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ code: 'rate-limited', requestId: last.headers['x-request-id'] });
      expect(last.headers['x-request-id']).toMatch(UUID);
    } finally {
      await limited.close();
    }
  });

  it('a safe incoming x-request-id is kept and echoed; any other is replaced', async () => {
    const given = 'edge-7f3a.B_9';
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBe(given);
    const err = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': given } });
    expect(err.headers['x-request-id']).toBe(given);
    expect(err.json().requestId).toBe(given);
    const longest = 'a'.repeat(64);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(
      longest,
    );
    for (const bad of ['a'.repeat(65), 'has space', 'semi;colon', '<script>', 'back\\slash', 'a,b']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
      expect(res.json().requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('the request line carries the id as reqId', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'trace-line-1' } });
    expect(res.statusCode).toBe(404);
    const line = logs
      .lines()
      .filter((l) => l.msg === 'request completed' && (l.req as { url?: string } | undefined)?.url === '/api/nope')
      .at(-1);
    expect(line?.reqId).toBe('trace-line-1');
    // every request line has one
    const requestLines = logs.lines().filter((l) => l.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThan(5);
    expect(requestLines.every((l) => typeof l.reqId === 'string' && l.reqId.length > 0)).toBe(true);
  });
});

describe('the order counters', () => {
  let o: OrdersApp;
  beforeAll(async () => {
    o = await createOrdersApp();
  });
  afterAll(async () => {
    await o?.close();
  });

  it('count an order placed, and a declined one once however often its key is sent again', async () => {
    // Wednesday of the seed's week 0, 09:00 (createOrdersApp's clock): Thursday is open
    o.at(o.day(2), '09:00:00');
    const quinoa = await o.productId('md-salmon-quinoa');
    await o.db.db.execute(sql`delete from product_inventory where product_id = ${quinoa}`);
    const cart = () => ({ items: { thursday: [item(quinoa, 1, {}, o.now())] } });
    const store = { store: 'mealDelivery' };
    const before = await scrape(o);

    const paid = await o.order(await o.customer(), checkout(cart(), await o.token()));
    expect(paid.statusCode, paid.body).toBe(200);
    const s = await o.customer();
    const body = checkout(cart(), await o.token(SANDBOX_CARDS.decline));
    const declined = await o.order(s, body, 'declined-key');
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'order-declined', requestId: declined.headers['x-request-id'] });
    // the same key again: the same answer, replayed, counted neither as placed nor as declined
    expect((await o.order(s, body, 'declined-key')).statusCode).toBe(402);

    const after = await scrape(o);
    const diff = (name: string) => sample(after, name, store) - sample(before, name, store);
    expect(diff('mijote_orders_placed_total')).toBe(2);
    expect(diff('mijote_orders_declined_total')).toBe(1);
    expect(sample(after, 'mijote_http_requests_total', { route: '/api/orders/:id', method: 'POST', status_code: '402' })).toBe(2);
  });
});
