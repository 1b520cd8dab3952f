#!/usr/bin/env node
// Place-order latency at N concurrent customers (default 20): each customer signs up, tokenizes the
// approving sandbox card, then places orders back to back (new Idempotency-Key each) for a fixed
// time. Every order is a full placement: pricing, one transaction, the sandbox charge, the paid
// transaction with the outbox e-mail. Loopback only; prints percentiles and a JSON summary.
//
// Usage (server started by you, stopped by PID after):
//   PORT=3600 DATA_DIR=$(mktemp -d) RATE_LIMIT_MAX=1000000 TRUST_PROXY=true node --import tsx apps/api/src/server.ts & echo $! > /tmp/mijote-bench.pid
//   node bench/place-order-load.mjs [base=http://127.0.0.1:3600] [customers=20] [seconds=15]
//   kill $(cat /tmp/mijote-bench.pid)
// Each customer uses its own X-Forwarded-For address (TRUST_PROXY=true above) so the
// per-IP sign-up and tokenize limits apply per simulated customer, as in production.
import { randomUUID } from 'node:crypto';

const base = process.argv[2] ?? 'http://127.0.0.1:3600';
const customers = Number(process.argv[3] ?? 20);
const seconds = Number(process.argv[4] ?? 15);

async function call(method, path, { body, cookie, csrf, ip, headers = {} } = {}) {
  const h = { 'x-forwarded-for': ip, ...headers };
  if (body !== undefined) h['content-type'] = 'application/json';
  if (cookie) h.cookie = cookie;
  if (csrf) h['x-csrf-token'] = csrf;
  const res = await fetch(base + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

/** An orderable meal-delivery product of the current menu (no side to choose, not limited). */
async function pickProduct() {
  const res = await call('GET', '/api/meal-delivery/menus/products/current', { ip: '10.9.0.1' });
  if (res.status !== 200) throw new Error(`menu: ${res.status}`);
  for (const day of res.json.days) {
    if (!day.orderable) continue;
    const p = day.products.find((x) => x.Available && x.RequiresSecondaryProducts !== 'y' && x.Inventory === null);
    if (p) return { group: day.weekday, date: day.date, productId: p.Id };
  }
  throw new Error('no orderable product on the current menu');
}

async function newCustomer(n) {
  const ip = `10.8.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const email = `bench.${Date.now().toString(36)}.${n}@example.test`;
  const password = `Kx7!${randomUUID()}`;
  const reg = await call('POST', '/api/accounts', {
    ip,
    body: {
      FirstName: 'Bench',
      LastName: `Customer ${n}`,
      Email: email,
      Password: password,
      ConfirmPassword: password,
      PreferredLanguage: 'en',
    },
  });
  if (reg.status !== 200 && reg.status !== 201) throw new Error(`sign-up ${n}: ${reg.status} ${JSON.stringify(reg.json)}`);
  const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0];
  const tok = await call('POST', '/api/payments/sandbox/tokenize', {
    ip,
    body: { number: '4242424242424242', name: 'Bench', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvv: '123' },
  });
  if (tok.status !== 200) throw new Error(`tokenize ${n}: ${tok.status}`);
  return { ip, cookie, csrf: reg.json.csrfToken, token: tok.json.token };
}

const pick = await pickProduct();
const people = await Promise.all(Array.from({ length: customers }, (_, n) => newCustomer(n)));
const latencies = [];
const statuses = new Map();
const until = Date.now() + seconds * 1000;

async function run(c) {
  while (Date.now() < until) {
    const body = {
      paymentMethod: 'card',
      language: 'en',
      card: { token: c.token },
      checkoutProcedure: 'pickup',
      store: 'mealDelivery',
      cart: {
        items: {
          [pick.group]: [{ productId: pick.productId, type: 'meal', quantity: 2, addedAt: new Date().toISOString(), date: pick.date }],
        },
      },
    };
    const t0 = performance.now();
    const res = await call('POST', '/api/orders/0', { ...c, body, headers: { 'idempotency-key': randomUUID() } });
    latencies.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
}

const started = performance.now();
await Promise.all(people.map(run));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => +latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
const summary = {
  url: `${base}/api/orders/0`,
  customers,
  seconds: +elapsed.toFixed(1),
  orders: latencies.length,
  ordersPerSecond: +(latencies.length / elapsed).toFixed(1),
  latencyMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: +latencies[latencies.length - 1].toFixed(1) },
  statuses: Object.fromEntries(statuses),
};
console.log(JSON.stringify(summary, null, 2));
if ([...statuses.keys()].some((s) => s !== 200)) process.exitCode = 1;
