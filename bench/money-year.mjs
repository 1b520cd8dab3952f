#!/usr/bin/env node
// Money after checkout at a year's volume (issue 27, 31; ADR 366, 386): fills a PostgreSQL database
// with a year of paid invoices by SQL — their card and Century Dollar payments, one in twenty
// refunded (partly or wholly, to the card or to Century Dollars) — then times, as a super user, what
// the office reads of them: the payments report of a day, a month and a year (its first page, and
// its page 1000), its per-day CSV of a year, its movement CSV of a day and of a year (streamed), the
// Century Dollar report of a month and a year, the invoice list's first and 1000th page (with each
// invoice's paid, refunded and due), the CSV export (1000 rows), one invoice's panel and its
// activity. Prints each median of 5 and the reply's size, then a JSON summary.
//
// Usage (a server on its own PostgreSQL database, with the demo accounts):
//   createdb -h 127.0.0.1 -U postgres mijote_money && DATABASE_URL=postgres://postgres@127.0.0.1:5432/mijote_money SEED_DEMO=true \
//     NODE_ENV=production PORT=3601 DATA_DIR=$(mktemp -d) RATE_LIMIT_MAX=1000000 node --import tsx apps/api/src/server.ts &
//   node bench/money-year.mjs postgres://postgres@127.0.0.1:5432/mijote_money [base=http://127.0.0.1:3601] [invoices=150000]
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

const url = process.argv[2];
const base = process.argv[3] ?? 'http://127.0.0.1:3601';
const invoices = Number(process.argv[4] ?? 150_000);
if (!url) throw new Error('usage: node bench/money-year.mjs DATABASE_URL [base] [invoices]');

const db = new pg.Client({ connectionString: url });
await db.connect();
const q = (text, values) => db.query(text, values);

async function fill() {
  const { rows } = await q(`select count(*)::int as n from invoice where site = 'bench-money'`);
  if (rows[0].n >= invoices) return rows[0].n;
  const started = Date.now();
  await q(`insert into account (uuid, email, first_name, last_name, current_century_dollar_cents)
    select gen_random_uuid(), 'money.' || g || '@bench.test', 'Cliente', 'Année ' || g, 0 from generate_series(1, 20000) g
    on conflict do nothing`);
  const { rows: acc } = await q(`select min(id)::int as lo, max(id)::int as hi from account where email like 'money.%@bench.test'`);
  const { lo, hi } = acc[0];
  // 150,000 invoices over the last 365 days: $20–$120 of items, taxes, some with Century Dollars
  await q(
    `insert into invoice (account_id, store_kind, status, subtotal_cents, tax1_cents, tax2_cents, delivery_charge_cents, century_dollars_cents,
       total_cents, delivery_date, created_at, updated_at, paid_at, site)
     select $1::int + (g % ($2::int - $1::int + 1)), 'mealDelivery', 'P', s, round(s * 0.05), round(s * 0.09975), 500, c,
       s + round(s * 0.05) + round(s * 0.09975) + 500 - c, (t at time zone 'America/Toronto')::date + 2, t, t, t, 'bench-money'
     from (select g, 2000 + (g * 7919) % 10000 as s, case when g % 5 = 0 then 500 else 0 end as c,
                  now() - ((g % 365) || ' days')::interval - ((g % 600) || ' minutes')::interval as t
           from generate_series(1, $3::int) g) x`,
    [lo, hi, invoices],
  );
  await q(`insert into payment (invoice_id, payment_method_id, amount_cents, status, processor_reference, card_brand, card_last4, captured_at, created_at, updated_at)
    select id, 1, total_cents, 'approved', 'sbx_bench_' || id, 'VISA', '4242', created_at, created_at, created_at from invoice where site = 'bench-money'`);
  await q(`insert into payment (invoice_id, payment_method_id, amount_cents, status, captured_at, created_at, updated_at)
    select id, 2, century_dollars_cents, 'approved', created_at, created_at, created_at from invoice where site = 'bench-money' and century_dollars_cents > 0`);
  // one in twenty refunded the next day: half of them whole to the card, half $10 to Century Dollars
  await q(`insert into invoice_refund (invoice_id, payment_id, batch, destination, via, amount_cents, credit_cents, status, reason, idempotency_key, created_at, completed_at)
    select i.id, p.id, 'bench-' || i.id, case when i.id % 40 = 0 then 'card' else 'century-dollars' end,
      case when i.id % 40 = 0 then 'processor' else 'century-dollars' end,
      case when i.id % 40 = 0 then p.amount_cents else least(1000, p.amount_cents) end,
      case when i.id % 40 = 0 then p.amount_cents else least(1000, p.amount_cents) end,
      'done', 'Repas non livré', 'bench-refund-' || i.id, i.created_at + interval '1 day', i.created_at + interval '1 day'
    from invoice i join payment p on p.invoice_id = i.id and p.payment_method_id = 1 where i.site = 'bench-money' and i.id % 20 = 0`);
  await q(`update invoice i set rebate_cents = r.amount_cents, total_cents = greatest(0, i.total_cents - r.amount_cents),
      status = case when r.destination = 'card' then 'R' else 'P' end
    from invoice_refund r where r.invoice_id = i.id and r.batch = 'bench-' || i.id`);
  await q(`insert into century_dollar_transaction (account_id, type, amount_cents, balance_after_cents, method_cd, invoice_id, note, created_at)
    select account_id, 'C', 500, 500, 'PR', null, 'bench credit', created_at - interval '1 hour' from invoice where site = 'bench-money' and century_dollars_cents > 0`);
  await q(`insert into century_dollar_transaction (account_id, type, amount_cents, balance_after_cents, method_cd, invoice_id, created_at)
    select account_id, 'D', 500, 0, 'OR', id, created_at from invoice where site = 'bench-money' and century_dollars_cents > 0`);
  // as a year-old database is: autovacuum has been by (the report's indexes are read alone only once it has)
  await q(`vacuum analyze`);
  console.log(`filled ${invoices} invoices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return invoices;
}

async function superUser() {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  const { rows } = await q(`select id from account where user_type_cd = 'SU' order by id limit 1`);
  if (!rows[0]) throw new Error('no super user: start the server with SEED_DEMO=true');
  await q(
    `insert into session (id_hash, account_id, csrf_secret, created_at, last_seen_at, expires_at) values ($1, $2, $3, now(), now(), now() + interval '2 hours')`,
    [createHash('sha256').update(token, 'utf8').digest('hex'), rows[0].id, csrf],
  );
  return `mijote_sid=${token}`;
}

const day = (d) => d.toISOString().slice(0, 10);
const today = new Date();
const ago = (n) => day(new Date(today.getTime() - n * 86_400_000));

await fill();
const cookie = await superUser();
const { rows: one } = await q(`select id from invoice where site = 'bench-money' and id % 20 = 0 order by id desc limit 1`);
const year = `startDate=${ago(365)}&endDate=${ago(0)}`;
const reads = [
  ['payments report, a day', `/api/admin/reports/payments?startDate=${ago(3)}&endDate=${ago(3)}`],
  ['payments report, a month', `/api/admin/reports/payments?startDate=${ago(30)}&endDate=${ago(0)}`],
  ['payments report, a year', `/api/admin/reports/payments?${year}`],
  ['payments report, a year, page 1000', `/api/admin/reports/payments?${year}&page=1000`],
  ['payments per day CSV, a year', `/api/admin/reports/payments?${year}&format=csv&by=day`],
  ['payments CSV, a day', `/api/admin/reports/payments?startDate=${ago(3)}&endDate=${ago(3)}&format=csv`],
  ['payments CSV, a year (streamed)', `/api/admin/reports/payments?${year}&format=csv`],
  ['Century Dollar report, a month', `/api/admin/reports/century-dollar-credits?startDate=${ago(30)}&endDate=${ago(0)}`],
  ['Century Dollar report, a year', `/api/admin/reports/century-dollar-credits?${year}`],
  ['invoice list, page 1', `/api/admin/invoices`],
  ['invoice list, page 1000', `/api/admin/invoices?page=1000`],
  ['invoice CSV, 1000 rows', `/api/admin/invoices?limit=1000&format=csv`],
  ['an invoice panel', `/api/admin/invoices/${one[0].id}/details`],
  ['its activity', `/api/admin/invoices/${one[0].id}/activity`],
];
const summary = {};
for (const [name, path] of reads) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const res = await fetch(base + path, { headers: { cookie, 'accept-encoding': 'identity' } });
    const body = await res.arrayBuffer();
    times.push(performance.now() - t0);
    bytes = body.byteLength;
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  summary[name] = { medianMs: Math.round(times[2]), bytes };
  console.log(`${name.padEnd(36)} ${String(Math.round(times[2])).padStart(6)} ms  ${(bytes / 1024).toFixed(1).padStart(9)} KB`);
}
console.log(JSON.stringify(summary));
await db.end();
