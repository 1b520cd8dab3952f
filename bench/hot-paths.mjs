#!/usr/bin/env node
// Issue 17's table in one command: the bare reference (bench/bare-reference.mjs: bare Fastify +
// PostgreSQL serving the same menu JSON from one query, and building it by a real menu query each
// time — the ceiling the uncached menu is compared with, issue 31) and the project's hot paths (API reads,
// pricing, order placement, page renders), run
// interleaved on PostgreSQL for N rounds (default 3); prints the medians with the ratio to the bare
// reference. CPU per request is the server process's user+system CPU during the run (from
// /proc/<pid>/stat) plus that of the PostgreSQL backends serving it (each server connects with an
// application_name of its own; its backends are found in pg_stat_activity), over the requests
// answered: both figures are printed, and their sum (issue 31).
//
// It starts and stops everything itself (ports BENCH_PORT..BENCH_PORT+3, default 3230–3233):
//   - the project server as `npm start` runs it (no NODE_ENV, menu/catalogue cache on),
//   - a second one with the catalogue cache off (CATALOGUE_CACHE_MS=0: the queries themselves),
//   - a third one with the page cache off (PAGE_CACHE_SECONDS=0: a render per request), its own so
//     that the cold catalogue rows' garbage is not collected during its rows,
//   - the bare reference.
// The database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/mijote_bench) is
// created and seeded with the demo data when missing (first run: ~2 minutes).
//
// Usage: node bench/hot-paths.mjs [--rounds 3] [--seconds 5] [--only name,name]
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const rounds = Number(arg('rounds', 3));
const seconds = Number(arg('seconds', 5));
const only = arg('only', '')?.split(',').filter(Boolean) ?? [];
const basePort = Number(process.env.BENCH_PORT ?? 3230);
const dbUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mijote_bench';
const ports = { cached: basePort, uncached: basePort + 1, bare: basePort + 2, pages: basePort + 3 };
const url = (server, p) => `http://127.0.0.1:${ports[server]}${p}`;

async function ensureDatabase() {
  const u = new URL(dbUrl);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await c.query(`create database "${name.replace(/"/g, '""')}"`);
  await c.end();
}

const children = [];
function start(name, args, env) {
  const merged = { ...process.env, ...env };
  for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
  const child = spawn(process.execPath, args, { cwd: root, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} exited (${code}):\n${log}`);
  });
  children.push(child);
  return child;
}
let stopping = false;
function stopAll() {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(u, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(u);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${u} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The database URL a server connects with: its own application_name, to find its backends. */
const withApp = (name) => {
  const u = new URL(dbUrl);
  u.searchParams.set('application_name', `bench-${name}`);
  return u.toString();
};
const projectEnv = (port, name, extra) => ({
  // as `npm start` runs it: no NODE_ENV (the config reads production; start() drops it)
  NODE_ENV: undefined,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: withApp(name),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mijote-bench-')),
  RATE_LIMIT_MAX: '100000000',
  PAGE_RATE_LIMIT_MAX: '100000000',
  SIGN_UP_LIMIT_MAX: '100000',
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  // the work itself is measured: no 503s from load shedding when the box is busy (ADR 388)
  SHED_EVENT_LOOP_LAG_MS: '0',
  ...extra,
});

/** user+system CPU of a process in ms (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ 100)
}

/** The PostgreSQL backends' CPU of one server (by its application_name), per backend pid. */
const probe = new pg.Client({ connectionString: dbUrl });
async function dbCpu(server) {
  const { rows } = await probe.query('select pid from pg_stat_activity where application_name = $1', [`bench-${server}`]);
  const out = new Map();
  for (const { pid } of rows) {
    try {
      out.set(pid, cpuMs(pid));
    } catch {
      // the backend ended meanwhile
    }
  }
  return out;
}
/** CPU the backends spent between two readings (a backend started in between counts from zero). */
const dbSpent = (before, after) => [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

await ensureDatabase();
await probe.connect();
const cached = start(
  'project server',
  ['--import', 'tsx', 'apps/api/src/server.ts'],
  projectEnv(ports.cached, 'cached', { SEED_DEMO: 'true' }),
);
console.error('starting the project server (seeds the bench database the first time)…');
await waitFor(url('cached', '/api/health'), 300_000);
const uncached = start(
  'uncached project server',
  ['--import', 'tsx', 'apps/api/src/server.ts'],
  projectEnv(ports.uncached, 'uncached', { SEED_DEMO: 'false', CATALOGUE_CACHE_MS: '0' }),
);
const pages = start(
  'page-cache-off project server',
  ['--import', 'tsx', 'apps/api/src/server.ts'],
  projectEnv(ports.pages, 'pages', { SEED_DEMO: 'false', PAGE_CACHE_SECONDS: '0' }),
);
const MENU = '/api/meal-delivery/menus/products/current';
const bare = start('bare reference', ['bench/bare-reference.mjs'], {
  BARE_PORT: String(ports.bare),
  DATABASE_URL: withApp('bare'),
  SOURCE_URL: url('cached', MENU),
});
await waitFor(url('uncached', '/api/health'), 120_000);
await waitFor(url('pages', '/api/health'), 120_000);
await waitFor(url('bare', '/menu'), 60_000);

// the inputs: the menu's ETag, a 10-line cart of orderable products
const menuRes = await fetch(url('cached', MENU));
const menu = await menuRes.json();
const etag = menuRes.headers.get('etag');
const bareEtag = (await fetch(url('bare', '/menu'))).headers.get('etag');
const lines = [];
for (const day of menu.days) {
  if (!day.orderable) continue;
  for (const p of day.products) {
    if (lines.length < 10 && p.Available && p.RequiresSecondaryProducts !== 'y')
      lines.push({
        group: day.weekday,
        item: { productId: p.Id, type: 'meal', quantity: 1, addedAt: new Date().toISOString(), date: day.date },
      });
  }
}
const items = {};
for (const l of lines) (items[l.group] ??= []).push(l.item);
const cartBody = JSON.stringify({ store: 'mealDelivery', language: 'en', cart: { items } });

// a blog article of the seed (the blog home links to each)
const blogHome = await (await fetch(url('cached', '/en/the-golden-beet'))).text();
const ARTICLE = /href="(\/en\/the-golden-beet\/[^"]+)"/.exec(blogHome)?.[1] ?? '/en/the-golden-beet';
const BR = { 'accept-encoding': 'br' };

const pids = { cached: cached.pid, uncached: uncached.pid, bare: bare.pid, pages: pages.pid };
const rows = [
  { name: 'bare', label: 'bare reference: menu JSON from one query', server: 'bare', path: '/menu' },
  {
    name: 'bareQuery',
    label: 'bare reference: the menu built by a real query each time',
    server: 'bare',
    path: '/menuQuery',
  },
  { name: 'bare304', label: 'bare reference: 304', server: 'bare', path: '/menu304', headers: { 'if-none-match': bareEtag }, status: 304 },
  { name: 'menu', label: 'menu API, PostgreSQL (cache)', server: 'cached', path: MENU, ref: 'bare' },
  {
    name: 'menu304',
    label: 'menu API with If-None-Match',
    server: 'cached',
    path: MENU,
    headers: { 'if-none-match': etag },
    status: 304,
    ref: 'bare304',
  },
  { name: 'menuBr', label: 'menu API with br', server: 'cached', path: MENU, headers: { 'accept-encoding': 'br' }, ref: 'bare' },
  { name: 'menuGzip', label: 'menu API with gzip', server: 'cached', path: MENU, headers: { 'accept-encoding': 'gzip' }, ref: 'bare' },
  { name: 'menuCold', label: 'menu API, cache off (the queries)', server: 'uncached', path: MENU, ref: 'bareQuery' },
  { name: 'products', label: '`/api/products` (cache)', server: 'cached', path: '/api/products?categories=M', ref: 'bare' },
  { name: 'productsCold', label: '`/api/products`, cache off', server: 'uncached', path: '/api/products?categories=M', ref: 'bare' },
  { name: 'sidesCold', label: '`/api/meal-delivery/sides`, cache off', server: 'uncached', path: '/api/meal-delivery/sides', ref: 'bare' },
  {
    name: 'upsellCold',
    label: '`/api/products/upsell`, cache off',
    server: 'uncached',
    path: '/api/products/upsell?store=mealDelivery',
    ref: 'bare',
  },
  {
    name: 'price',
    label: `\`POST /api/cart/price\`, ${lines.length} lines`,
    server: 'cached',
    path: '/api/cart/price',
    method: 'POST',
    body: cartBody,
    headers: { 'content-type': 'application/json', origin: url('cached', '') },
    ref: 'bare',
  },
  // pages: the page-cache-off server, asked by one connection, so each request is a render
  // (visitors asking the same page at once share one)
  { name: 'home', label: '`/en/` page, page cache (br)', server: 'cached', path: '/en/', headers: BR, ref: 'bare' },
  {
    name: 'homeCold',
    label: '`/en/` server render, no page cache (br, 1 connection)',
    server: 'pages',
    path: '/en/',
    headers: BR,
    connections: 1,
  },
  {
    name: 'articleCold',
    label: 'blog article render, no page cache (br, 1 connection)',
    server: 'pages',
    path: ARTICLE,
    headers: BR,
    connections: 1,
  },
  {
    name: 'menuPage',
    label: 'meal-delivery menu page render, menu API cached (br, 1 connection)',
    server: 'cached',
    path: '/en/meal-delivery',
    headers: BR,
    connections: 1,
  },
  { name: 'order', label: 'place order, 20 customers at once', server: 'cached', order: true },
].filter((r) => only.length === 0 || only.includes(r.name) || r.name.startsWith('bare'));

async function load(row) {
  const before = cpuMs(pids[row.server]);
  const dbBefore = await dbCpu(row.server);
  const result = await autocannon({
    url: url(row.server, row.path),
    method: row.method ?? 'GET',
    headers: row.headers ?? {},
    body: row.body,
    connections: row.connections ?? 50,
    duration: seconds,
  });
  const cpu = cpuMs(pids[row.server]) - before;
  const db = dbSpent(dbBefore, await dbCpu(row.server));
  const expected = row.status ?? 200;
  const wrong = result.requests.total - (result[`${Math.floor(expected / 100)}xx`] ?? 0);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpu: cpu / Math.max(1, result.requests.total),
    db: db / Math.max(1, result.requests.total),
    wrong: wrong + result.errors + result.timeouts,
  };
}

async function placeOrders() {
  const dbBefore = await dbCpu('cached');
  const r = await new Promise((resolve, reject) => {
    const before = cpuMs(pids.cached);
    const child = spawn(process.execPath, ['bench/place-order-load.mjs', url('cached', ''), '20', String(seconds * 2)], { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', () => {
      try {
        const s = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1));
        const cpu = cpuMs(pids.cached) - before;
        const ok = s.statuses['200'] ?? 0;
        resolve({
          rps: s.ordersPerSecond,
          p50: s.latencyMs.p50,
          p99: s.latencyMs.p99,
          cpu: cpu / Math.max(1, s.orders),
          orders: s.orders,
          wrong: s.orders - ok,
        });
      } catch (err) {
        reject(new Error(`place-order-load: ${err.message}\n${out}`));
      }
    });
  });
  return { ...r, db: dbSpent(dbBefore, await dbCpu('cached')) / Math.max(1, r.orders) };
}

const results = new Map(rows.map((r) => [r.name, []]));
for (let round = 1; round <= rounds; round++) {
  for (const row of rows) {
    const r = row.order ? await placeOrders() : await load(row);
    results.get(row.name).push(r);
    console.error(
      `round ${round} ${row.name}: ${r.rps.toFixed(0)}/s, ${r.cpu.toFixed(2)} + ${r.db.toFixed(2)} ms CPU (node + PostgreSQL)${r.wrong ? `, ${r.wrong} unexpected` : ''}`,
    );
  }
}
stopAll();
await probe.end();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const med = (name, k) => median(results.get(name).map((r) => r[k]));
const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(
  `\n${rounds} rounds × ${seconds} s, 50 connections unless the row says 1 (orders: 20 customers × ${seconds * 2} s), medians; ${new Date().toISOString()}\n`,
);
console.log('| path | req/s | p99 | CPU per request: node + PostgreSQL = total | vs the bare reference |');
console.log('|---|---|---|---|---|');
const cpuCell = (name, digits) =>
  `${med(name, 'cpu').toFixed(digits)} + ${med(name, 'db').toFixed(digits)} = ${median(results.get(name).map((r) => r.cpu + r.db)).toFixed(digits)} ms`;
for (const row of rows) {
  const wrong = results.get(row.name).reduce((s, r) => s + r.wrong, 0);
  const note = wrong ? ` (${wrong} answers not ${row.status ?? 200})` : '';
  if (row.order) {
    console.log(
      `| ${row.label} | ${med(row.name, 'rps').toFixed(1)} orders/s | p50 ${fmt(med(row.name, 'p50'))} ms, p99 ${fmt(med(row.name, 'p99'))} ms${note} | ${cpuCell(row.name, 1)} | — |`,
    );
    continue;
  }
  const ratio = row.ref ? `${(med(row.name, 'rps') / med(row.ref, 'rps')).toFixed(2)} × ${row.ref}` : '—';
  console.log(
    `| ${row.label} | ${fmt(med(row.name, 'rps'))}${note} | ${fmt(med(row.name, 'p99'))} ms | ${cpuCell(row.name, 2)} | ${ratio} |`,
  );
}
process.exit(0);
