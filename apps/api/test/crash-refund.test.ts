// A real server process killed between the processor's refund and the ledger posting (issue 27,
// ADR 366). PostgreSQL only (apps/api/vitest.config.ts leaves it out on PGlite; `.ci/run` runs it).
// A first server takes 12 paid orders (card, some with Century Dollars); a second one, its sandbox
// processor holding each answer back for seconds after recording it, is asked for 12 refunds at
// once — full and partial, to the card and to Century Dollars — and killed with SIGKILL while the
// processor has refunded and nobody has recorded it. After a restart, the node's reconciliation
// must leave no refund pending, none made twice at the processor, every Century Dollar credit
// posted once, and every invoice's books adding up.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@mijote/db';
import { createTestDatabase } from '@mijote/db/testing';
import { firstSelectableTime } from '@mijote/domain';
import { ADDRESS, SANDBOX_CARDS } from './orders-helpers.js';
import { customer, freePort, kill, queries, startServer, type Customer } from './server-process.js';

if (!process.env.TEST_DATABASE_URL) throw new Error('crash-refund needs TEST_DATABASE_URL (PostgreSQL)');

const ORDERS = 12;
let db: DbHandle;
let url: string;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  const created = await createTestDatabase({ seed: true });
  db = created.handle;
  url = created.url!;
  dataDir = mkdtempSync(path.join(tmpdir(), 'mijote-crash-refund-'));
  await db.db.execute(sql`delete from holiday`);
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (base: string, who: Customer, pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.csrf, ...headers },
    body: JSON.stringify(body),
  });

describe('a server killed between the processor’s refunds and their recording (PostgreSQL)', () => {
  it('after a restart: every refund finished once, Century Dollars credited once, the books add up', async () => {
    const { rows, one } = queries(db);
    const now = new Date();
    const syrup = await one(sql`select id from product where slug = 'store-maple-syrup'`);
    await db.db.execute(
      sql`insert into product_inventory (product_id, quantity) values (${syrup}, 1000) on conflict (product_id) do update set quantity = excluded.quantity`,
    );
    const slot = firstSelectableTime({ store: 'generic', procedure: 'delivery', now, isMaster: false, holidays: [] })!;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = { url, dataDir, port, children };

    // 1. twelve paid orders, every third with $5 of Century Dollars
    const first = await startServer(server, { JOB_INTERVAL_SECONDS: '3600' });
    const tokenRes = await fetch(`${base}/api/payments/sandbox/tokenize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: SANDBOX_CARDS.approve,
        name: 'Alice Tremblay',
        exp_month: 12,
        exp_year: now.getUTCFullYear() + 2,
        cvv: '123',
      }),
    });
    const { token } = (await tokenRes.json()) as { token: string };
    const buyers = await Promise.all(Array.from({ length: ORDERS }, (_, i) => customer(db, now, i % 3 === 0 ? 500 : 0)));
    const invoices: number[] = [];
    for (const [i, b] of buyers.entries()) {
      const res = await post(
        base,
        b,
        '/api/orders/0',
        {
          paymentMethod: 'card',
          language: 'en',
          card: { token },
          checkoutProcedure: 'delivery',
          deliveryAddress: ADDRESS,
          store: 'generic',
          deliveryDate: slot.date,
          deliveryTime: slot.time,
          cart: {
            items: {
              generic: [
                { productId: syrup, quantity: 2 + (i % 2), type: 'meal', addedAt: now.toISOString(), customizations: { sides: [] } },
              ],
            },
            checkoutProcedure: 'delivery',
            centuryDollarAmount: b.credit,
          },
        },
        { 'idempotency-key': `refund-crash-${i}` },
      );
      expect(res.status, await res.clone().text()).toBe(200);
      invoices.push(((await res.json()) as { Id: number }).Id);
    }
    await kill(first, 'SIGTERM');

    // 2. twelve refunds at once, the processor slow to answer; killed once it has refunded them all
    const slow = await startServer(server, {
      SANDBOX_RESPONSE_DELAY_MS: '8000',
      RECONCILE_AFTER_SECONDS: '1',
      JOB_INTERVAL_SECONDS: '3600',
    });
    const su = await customer(db, now, 0, { superUser: true });
    const asks = invoices.map((id, i) => ({
      id,
      body:
        i % 4 === 0
          ? { destination: 'card', reason: 'Commande annulée' }
          : i % 4 === 1
            ? { destination: 'card', amount: 500, reason: 'Pot fêlé' }
            : i % 4 === 2
              ? { destination: 'century-dollars', reason: 'Remboursé en crédit' }
              : { destination: 'card', amount: 250, reason: 'Retard' },
    }));
    const inFlight = asks.map((a) =>
      post(base, su, `/api/admin/invoices/${a.id}/refund`, a.body).then(
        (r) => r.status,
        () => 'killed' as const,
      ),
    );
    const card = asks.filter((a) => a.body.destination === 'card').length;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await one(sql`select count(*) from sandbox_refund`)) < card)
      await new Promise((r) => setTimeout(r, 25));
    await kill(slow);
    const answered = await Promise.all(inFlight);
    expect(answered.filter((a) => a === 'killed').length, slow.output()).toBeGreaterThan(0);
    const pendingAtCrash = await one(sql`select count(*) from invoice_refund where status = 'pending'`);
    expect(pendingAtCrash).toBeGreaterThanOrEqual(card);
    expect(await one(sql`select count(*) from sandbox_refund`)).toBe(card);

    // 3. restart: the node's first job run finishes every batch older than RECONCILE_AFTER_SECONDS
    await new Promise((r) => setTimeout(r, 1100));
    const again = await startServer(server, { RECONCILE_AFTER_SECONDS: '1', JOB_INTERVAL_SECONDS: '1' });
    const settle = Date.now() + 30_000;
    while ((await one(sql`select count(*) from invoice_refund where status = 'pending'`)) > 0) {
      if (Date.now() > settle) throw new Error(`refunds still pending after the restart:\n${again.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    // nothing lost: every part done; nothing doubled: one processor refund per card part, one credit per Century Dollar part
    expect(await one(sql`select count(*) from invoice_refund where status <> 'done'`)).toBe(0);
    expect(await one(sql`select count(*) from sandbox_refund`)).toBe(card);
    expect(await one(sql`select count(*) from invoice_refund where via = 'processor'`)).toBe(card);
    const doubled = await rows(sql`select r.id from invoice_refund r where r.via = 'century-dollars'
      and (select count(*) from century_dollar_transaction t where t.idempotency_key = 'refund:' || r.id) <> 1`);
    expect(doubled).toEqual([]);
    const processor = await rows<{ ref: string; charged: number; refunded: number; ours: number }>(sql`
      select p.processor_reference as ref, c.amount_cents as charged,
        (select coalesce(sum(s.amount_cents), 0)::int from sandbox_refund s where s.transaction_id = p.processor_reference) as refunded,
        (select coalesce(sum(r.amount_cents), 0)::int from invoice_refund r where r.payment_id = p.id and r.via = 'processor' and r.status = 'done') as ours
      from payment p join sandbox_charge c on c.transaction_id = p.processor_reference where p.payment_method_id = 1`);
    expect(processor).toHaveLength(ORDERS);
    for (const p of processor) expect([p.ref, Number(p.refunded)]).toEqual([p.ref, Number(p.ours)]);

    // every invoice: as asked — full refunds R with nothing left, partial ones P settled
    const books = await rows<{ id: number; status: string; due: number; total: number; refunded: number; paid: number }>(sql`
      select i.id, i.status, i.total_cents as total,
        (select coalesce(sum(amount_cents), 0)::int from payment p where p.invoice_id = i.id and p.payment_method_id <> 2 and p.status = 'approved') as paid,
        (select coalesce(sum(r.amount_cents), 0)::int from invoice_refund r join payment p on p.id = r.payment_id where r.invoice_id = i.id and p.payment_method_id <> 2) as refunded
      from invoice i where i.id in (${sql.join(
        invoices.map((id) => sql`${id}`),
        sql`, `,
      )}) order by i.id`);
    for (const [i, b] of books.entries()) {
      const full = i % 4 === 0 || i % 4 === 2;
      expect([b.id, b.status]).toEqual([b.id, full ? 'R' : 'P']);
      expect(Number(b.total) - Number(b.paid) + Number(b.refunded)).toBe(0);
      if (!full) expect(Number(b.refunded)).toBe(i % 4 === 1 ? 500 : 250);
    }
    // the Century Dollar ledger balances for every buyer
    const off =
      await rows(sql`select a.id from account a where a.current_century_dollar_cents <> coalesce((select sum(case when type = 'C' then amount_cents else -amount_cents end)
      from century_dollar_transaction t where t.account_id = a.id), 0)`);
    expect(off).toEqual([]);
    console.info(
      `crash-refund: ${asks.length} refunds asked, ${answered.filter((a) => a === 'killed').length} cut off by SIGKILL, ${pendingAtCrash} parts pending at the crash, ${card} processor refunds, all finished once`,
    );
    // a replayed request now finds its refund made: nothing more happens
    const replay = await post(base, su, `/api/admin/invoices/${asks[0]!.id}/refund`, asks[0]!.body);
    expect(replay.status).toBe(409);
    expect(await one(sql`select count(*) from sandbox_refund`)).toBe(card);
    await kill(again, 'SIGTERM');
  }, 240_000);
});
