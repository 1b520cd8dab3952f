#!/usr/bin/env node
// The back-office at a year of a real business's volume (issue 31): fills a PostgreSQL database
// through the project's own schema and rules — the demo seed, then `generateDemoHistory` at
// `scale` times the demo's business (ADR 381; scale 21 ≈ 150,000 invoices, ~12,000 customers, their
// lines, payments, refunds, gift cards, Century Dollar moves, subsidised days and label prints) —
// starts a server on it, signs in as the demo super user, and times what the office reads: the
// lists (first page, page 1,000, a search that matches nothing, a sort by last name), the CSV
// export, the reports of a day, a month and a year, Today, the kitchen numbers of the busiest day.
// Prints each median of 5 (server and network, on this machine) and the reply's size, then JSON.
//
// Usage (a database of its own; filled once, reused by later runs):
//   createdb -h 127.0.0.1 -U postgres mijote_year
//   node --import tsx bench/year-volume.mjs postgres://postgres@127.0.0.1:5432/mijote_year [scale=21] [port=3611]
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, generateDemoHistory, seed } from '@mijote/db';
import { sql } from 'drizzle-orm';
import { adminSession } from './admin-session.mjs';

const [url, scaleArg, portArg] = process.argv.slice(2);
if (!url) throw new Error('usage: node --import tsx bench/year-volume.mjs DATABASE_URL [scale] [port]');
const scale = Number(scaleArg ?? 21);
const port = Number(portArg ?? 3611);
const base = `http://127.0.0.1:${port}`;

const now = new Date();
const db = await createDb({ databaseUrl: url });
const t0 = performance.now();
await seed(db, { now });
const filled = await generateDemoHistory(db, {
  now,
  scale,
  onProgress: (m) => console.log(`  ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${m}`),
});
if (filled.applied) await db.db.execute(sql`analyze`);
const rows = async (q) => (await db.db.execute(q)).rows;
const [counts] =
  await rows(sql`select (select count(*) from invoice)::int as invoices, (select count(*) from invoice_cart_detail)::int as lines,
  (select count(*) from account)::int as accounts, (select count(*) from payment)::int as payments`);
console.log(filled.applied ? `filled in ${((performance.now() - t0) / 1000).toFixed(1)} s:` : 'already filled:', JSON.stringify(counts));
const [busy] = await rows(sql`select delivery_date::text as day from invoice where store_kind = 'mealDelivery' and status = 'P'
  group by 1 order by count(*) desc limit 1`);
await db.close();

const dataDir = path.join(tmpdir(), `mijote-year-${new URL(url).pathname.slice(1)}`);
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(port),
    // one data directory per database: the key that seals the super user's second factor lives there
    DATA_DIR: dataDir,
    // the seed is there already; with it the demo super user's second factor is enrolled (ADR 378)
    SEED_DEMO: 'true',
    DEMO_HISTORY: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    PAGE_RATE_LIMIT_MAX: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 240) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const cookie = await adminSession(base);
  const day = (d) => d.toISOString().slice(0, 10);
  const ago = (n) => day(new Date(now.getTime() - n * 86_400_000));
  const reads = [
    ['Today', '/api/admin/today'],
    ['invoice list, page 1', '/api/admin/invoices'],
    ['invoice list, page 1,000', '/api/admin/invoices?page=1000'],
    ['invoice search, no match', '/api/admin/invoices?searchFor=zzzqqq'],
    ['invoice search, a name', '/api/admin/invoices?searchBy=name&searchFor=Tremblay'],
    ['invoice list by last name', '/api/admin/invoices?orderBy=lastName&orderDirection=asc'],
    ['invoices delivered on a day', `/api/admin/invoices?status=P&deliveryFrom=${busy.day}&deliveryTo=${busy.day}`],
    ['invoice CSV, 1,000 rows', '/api/admin/invoices?limit=1000&format=csv'],
    ['customer list, page 1', '/api/admin/accounts'],
    ['customer search, no match', '/api/admin/accounts?search=zzzqqq'],
    ['gift card list', '/api/admin/gift-cards'],
    ['payments report, a day', `/api/admin/reports/payments?startDate=${ago(3)}&endDate=${ago(3)}`],
    ['payments report, a month', `/api/admin/reports/payments?startDate=${ago(30)}&endDate=${ago(0)}`],
    ['payments report, a year', `/api/admin/reports/payments?startDate=${ago(365)}&endDate=${ago(0)}`],
    ['payments per day CSV, a year', `/api/admin/reports/payments?startDate=${ago(365)}&endDate=${ago(0)}&format=csv&by=day`],
    ['Century Dollar report, a month', `/api/admin/reports/century-dollar-credits?startDate=${ago(30)}&endDate=${ago(0)}`],
    ['Century Dollar report, a year', `/api/admin/reports/century-dollar-credits?startDate=${ago(365)}&endDate=${ago(0)}`],
    ['kitchen numbers, busiest day', `/api/orders/kitchen-numbers/meal-delivery?startDate=${busy.day}&endDate=${busy.day}`],
  ];
  const summary = { scale, ...counts, busiestDay: busy.day, reads: {} };
  for (const [name, p] of reads) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const res = await fetch(base + p, { headers: { cookie, 'accept-encoding': 'identity' } });
      const body = await res.arrayBuffer();
      times.push(performance.now() - t);
      bytes = body.byteLength;
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    summary.reads[name] = { medianMs: Math.round(times[2]), kb: +(bytes / 1024).toFixed(1) };
    console.log(`${name.padEnd(34)} ${String(Math.round(times[2])).padStart(6)} ms  ${(bytes / 1024).toFixed(1).padStart(9)} KB`);
  }
  console.log(JSON.stringify(summary));
} finally {
  server.kill('SIGTERM');
}
