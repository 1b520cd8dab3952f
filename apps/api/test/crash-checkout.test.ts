// A real server process killed during 20 simultaneous checkouts (issue 9, ADR 204). PostgreSQL
// only (apps/api/vitest.config.ts leaves it out on PGlite; `.ci/run` runs it): the server runs as
// `npm start` runs it, on a database of its own, with the sandbox processor holding its answers
// back for a few seconds after recording each charge — so SIGKILL finds orders recorded, charges
// made or not, and nobody to settle them. After a restart, the node's first reconciliation pass
// must leave no payment pending, stock, promo-code uses and Century Dollars matching the paid
// orders exactly, and every idempotency key answering what its order became.
import { mkdtempSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@mijote/db';
import { createTestDatabase } from '@mijote/db/testing';
import { firstSelectableTime } from '@mijote/domain';
import { ADDRESS, SANDBOX_CARDS } from './orders-helpers.js';
import { customer as makeCustomer, freePort, queries, startServer as start } from './server-process.js';

if (!process.env.TEST_DATABASE_URL) throw new Error('crash-checkout needs TEST_DATABASE_URL (PostgreSQL)');

const STOCK = 100;
const CREDIT = 1000;

let db: DbHandle;
let url: string;
let dataDir: string;
const children: ChildProcess[] = [];

const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => queries(db).rows<T>(q);
const one = async (q: ReturnType<typeof sql>): Promise<number> => queries(db).one(q);
const startServer = (port: number, env: Record<string, string>) => start({ url, dataDir, port, children }, env);
const customer = (now: Date, credit: number) => makeCustomer(db, now, credit);

beforeAll(async () => {
  const created = await createTestDatabase({ seed: true });
  db = created.handle;
  url = created.url!;
  dataDir = mkdtempSync(path.join(tmpdir(), 'mijote-crash-'));
  // holidays follow the real date of the run: none here, so the first delivery slot is the domain's
  await db.db.execute(sql`delete from holiday`);
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed during 20 simultaneous checkouts (PostgreSQL)', () => {
  it('after a restart and its first reconciliation pass: nothing pending, stock and credits consistent, replays answer the settled result', async () => {
    const now = new Date();
    const syrup = await one(sql`select id from product where slug = 'store-maple-syrup'`);
    await db.db.execute(
      sql`insert into product_inventory (product_id, quantity) values (${syrup}, ${STOCK}) on conflict (product_id) do update set quantity = excluded.quantity`,
    );
    await db.db.execute(
      sql`insert into promo_code (code, type, amount, status, max_uses, times_used) values ('CRASH2', 'dollars', 200, 'V', 50, 0)`,
    );
    const slot = firstSelectableTime({ store: 'generic', procedure: 'delivery', now, isMaster: false, holidays: [] })!;

    const port = await freePort();
    const first = await startServer(port, {
      SANDBOX_RESPONSE_DELAY_MS: '8000',
      SANDBOX_REQUEST_DELAY_MS: '8000',
      RECONCILE_AFTER_SECONDS: '1',
      JOB_INTERVAL_SECONDS: '3600',
    });
    const base = `http://127.0.0.1:${port}`;
    const tokenize = async (number: string) => {
      const res = await fetch(`${base}/api/payments/sandbox/tokenize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number, name: 'Alice Tremblay', exp_month: 12, exp_year: now.getUTCFullYear() + 2, cvv: '123' }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const approve = await tokenize(SANDBOX_CARDS.approve);
    const decline = await tokenize(SANDBOX_CARDS.decline);

    // 20 customers: every third pays with Century Dollars, every other uses the code, every fifth card declines
    const plans = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => ({
        c: await customer(now, i % 3 === 0 ? CREDIT : 0),
        quantity: 1 + (i % 3),
        promo: i % 2 === 0,
        credit: i % 3 === 0 ? 400 : 0,
        token: i % 5 === 4 ? decline : approve,
        key: `crash-${i}`,
      })),
    );
    const place = (base: string, p: (typeof plans)[number]) =>
      fetch(`${base}/api/orders/0`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: p.c.cookie, 'x-csrf-token': p.c.csrf, 'idempotency-key': p.key },
        body: JSON.stringify({
          paymentMethod: 'card',
          language: 'en',
          card: { token: p.token },
          checkoutProcedure: 'delivery',
          deliveryAddress: ADDRESS,
          store: 'generic',
          deliveryDate: slot.date,
          deliveryTime: slot.time,
          cart: {
            items: {
              generic: [
                { productId: syrup, quantity: p.quantity, type: 'meal', addedAt: now.toISOString(), customizations: { sides: [] } },
              ],
            },
            checkoutProcedure: 'delivery',
            ...(p.promo ? { promoCode: 'CRASH2' } : {}),
            centuryDollarAmount: p.credit,
          },
        }),
      });
    const inFlight = plans.map((p) =>
      place(base, p).then(
        (r) => r.status,
        () => 'killed' as const,
      ),
    );

    // kill once every order is recorded and the quick half of the charges reached the processor:
    // the other half is still on its way, and every answer is held back
    const deadline = Date.now() + 15_000;
    while (
      Date.now() < deadline &&
      ((await one(sql`select count(*) from invoice`)) < 20 || (await one(sql`select count(*) from sandbox_charge`)) < 3)
    ) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 500));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const answered = await Promise.all(inFlight);
    expect(answered.filter((a) => a === 'killed').length, first.output()).toBeGreaterThan(0);
    const pendingAtCrash = await one(sql`select count(*) from payment where status = 'pending'`);
    expect(pendingAtCrash).toBeGreaterThan(0);
    expect(await one(sql`select count(*) from invoice`)).toBe(20);

    // restart: the node reconciles at start (payments older than RECONCILE_AFTER_SECONDS)
    await new Promise((r) => setTimeout(r, 1100));
    const second = await startServer(port, { RECONCILE_AFTER_SECONDS: '1', JOB_INTERVAL_SECONDS: '3600' });
    const settleDeadline = Date.now() + 30_000;
    while ((await one(sql`select count(*) from payment where status = 'pending'`)) > 0) {
      if (Date.now() > settleDeadline) throw new Error(`payments still pending after the restart:\n${second.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    // every order settled as the processor says
    const orders = await rows<{
      id: number;
      account_id: number;
      status: string;
      promo_code_id: number | null;
      century_dollars_cents: number;
      charge: string | null;
      quantity: number;
    }>(sql`
      select i.id, i.account_id, i.status, i.promo_code_id, i.century_dollars_cents, s.status as charge,
             (select coalesce(sum(d.quantity), 0)::int from invoice_cart_detail d where d.invoice_id = i.id) as quantity
      from invoice i left join sandbox_charge s on s.idempotency_key = 'invoice-' || i.id order by i.id`);
    expect(orders).toHaveLength(20);
    for (const o of orders) {
      // a charge the processor never saw: canceled, with its reason (ADR 368)
      const expected = o.charge === 'approved' ? 'P' : o.charge === 'declined' ? 'D' : o.charge === null ? 'C' : 'U';
      expect([o.id, o.status]).toEqual([o.id, expected]);
    }
    const paid = orders.filter((o) => o.status === 'P');
    expect(paid.length).toBeGreaterThan(0);
    // a crash leaves charges made at the processor (approved, or declined for the declining card)
    // and charges that never got there; both kinds are in this run (half the keys are slow)
    const kinds = new Set(orders.map((o) => o.charge ?? 'never charged'));
    expect(kinds.has('approved') && kinds.has('never charged')).toBe(true);

    // stock: exactly what the paid orders took
    expect(await one(sql`select quantity from product_inventory where product_id = ${syrup}`)).toBe(
      STOCK - paid.reduce((s, o) => s + Number(o.quantity), 0),
    );
    // promo code: one use per paid order that used it, and no use row of an order that is not paid
    const paidWithCode = paid.filter((o) => o.promo_code_id !== null).length;
    expect(await one(sql`select times_used from promo_code where code = 'CRASH2'`)).toBe(paidWithCode);
    expect(await one(sql`select count(*) from promo_code_use u join invoice i on i.id = u.invoice_id where i.status <> 'P'`)).toBe(0);
    // Century Dollars: each balance is its credit minus its paid orders' spending, and the ledger agrees
    for (const p of plans) {
      const spent = paid.filter((o) => Number(o.account_id) === p.c.id).reduce((s, o) => s + Number(o.century_dollars_cents), 0);
      expect(await one(sql`select current_century_dollar_cents from account where id = ${p.c.id}`)).toBe(p.c.credit - spent);
      expect(
        await one(
          sql`select coalesce(sum(case when type = 'C' then amount_cents else -amount_cents end), 0) from century_dollar_transaction where account_id = ${p.c.id}`,
        ),
      ).toBe(p.c.credit - spent);
    }
    // a confirmation e-mail per paid order, no more
    expect(await one(sql`select count(*) from email_outbox where template = 'order-confirmation'`)).toBe(paid.length);

    // every key answers what its order became: paid 200, declined 402, failed 502, never charged
    // 409 order-not-placed ("try again", ADR 368) — never 409 order-in-progress
    const byAccount = new Map(orders.map((o) => [Number(o.account_id), o]));
    for (const p of plans) {
      const res = await place(`http://127.0.0.1:${port}`, p);
      const o = byAccount.get(p.c.id)!;
      expect([p.key, res.status]).toEqual([p.key, o.status === 'P' ? 200 : o.status === 'D' ? 402 : o.status === 'C' ? 409 : 502]);
      if (o.status === 'C') expect(((await res.json()) as { code: string }).code).toBe('order-not-placed');
    }
    expect(await one(sql`select count(*) from invoice`)).toBe(20);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 180_000);
});
