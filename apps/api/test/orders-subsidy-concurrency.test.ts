// The employer's daily allowance under concurrency, on PostgreSQL (issue 13). Runs only with
// TEST_DATABASE_URL (apps/api/vitest.config.ts leaves it out otherwise: PGlite is one connection).
// The allowance is an employee's per delivery day (subsidy_daily_usage, customer-side §3
// dailyRemainderAmounts): 20 orders of one employee placed at once (20 tabs, 20 devices) against a
// $50 daily cap never take more than $50 of subsidy for the day, and the ones whose payment does
// not go through give theirs back; 20 employees of the subsidy at once each keep their own $50.
// Issue 28 (ADR 367): the day's item cap and the maximum rebate hold the same way — 20 orders of
// one employee at once never get more than 3 subsidised items, nor more than a $10 maximum rebate
// that is smaller than the $50 total.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkout, createOrdersApp, item, SANDBOX_CARDS, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

if (!process.env.TEST_DATABASE_URL) throw new Error('orders-subsidy-concurrency needs TEST_DATABASE_URL (PostgreSQL)');

let t: OrdersApp;
let subsidyId: number;
let countCapped: number; // 3 items a day, no amount cap
let rebateCapped: number; // $50 total but a $10 maximum rebate
let souvlaki: number; // $15.95: 50 % → 798 a unit

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  const dorval = await t.franchiseId('bistro-dorval');
  souvlaki = await t.productId('bis-chicken-brochette');
  // 50 %, no practical unit or count cap, $50.00 a day per employee
  const [row] = await t.rows<{ id: number }>(sql`insert into subsidy (name, company, is_on_site, discount_percent, max_unit_amount_cents,
      max_product_count, max_total_amount_cents, per_delivery_day, franchise_id)
    values ('Concurrency Inc. cafeteria', 'Concurrency Inc.', true, 50, 10000, 100, 5000, true, ${dorval}) returning id`);
  subsidyId = Number(row!.id);
  const [c] = await t.rows<{ id: number }>(sql`insert into subsidy (name, company, is_on_site, discount_percent, max_unit_amount_cents,
      max_product_count, max_total_amount_cents, max_rebate_cents, per_delivery_day, franchise_id)
    values ('Count Inc. cafeteria', 'Count Inc.', true, 50, 10000, 3, null, null, true, ${dorval}) returning id`);
  const [r] = await t.rows<{ id: number }>(sql`insert into subsidy (name, company, is_on_site, discount_percent, max_unit_amount_cents,
      max_product_count, max_total_amount_cents, max_rebate_cents, per_delivery_day, franchise_id)
    values ('Rebate Inc. cafeteria', 'Rebate Inc.', true, 50, 10000, 100, 5000, 1000, true, ${dorval}) returning id`);
  [countCapped, rebateCapped] = [Number(c!.id), Number(r!.id)];
  for (const id of [subsidyId, countCapped, rebateCapped])
    await t.db.db.execute(sql`insert into subsidy_day (subsidy_id, day) values (${id}, 1), (${id}, 2), (${id}, 3), (${id}, 4), (${id}, 5)`);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.at(t.day(2), '09:00:00');
});

async function employee(of = subsidyId): Promise<Session> {
  const s = await t.customer();
  await t.db.db.execute(sql`update account set subsidy_id = ${of}, email_verified_at = ${t.now().toISOString()} where id = ${s.id}`);
  return s;
}

const order = (quantity: number, token: string) =>
  checkout({ items: { thursday: [item(souvlaki, quantity, {}, t.now())] } }, token, {
    store: 'corporate',
    checkoutProcedure: 'delivery',
    deliveryAddress: null,
  });

async function dayOf(accountIds: number[], of = subsidyId) {
  const ids = sql.raw(`(${accountIds.join(',')})`);
  const [r] = await t.rows<{ paid: number; used: number; units: number; count: number }>(sql`select
      (select coalesce(sum(subsidized_cents), 0)::int from invoice where account_id in ${ids} and status = 'P') as paid,
      (select coalesce(sum(d.subsidized_units), 0)::int from invoice_cart_detail d join invoice i on i.id = d.invoice_id
        where i.account_id in ${ids} and i.status = 'P') as units,
      (select coalesce(sum(amount_used_cents), 0)::int from subsidy_daily_usage where subsidy_id = ${of}
        and account_id in ${ids} and day = ${t.day(3)}) as used,
      (select coalesce(sum(product_count), 0)::int from subsidy_daily_usage where subsidy_id = ${of}
        and account_id in ${ids} and day = ${t.day(3)}) as count`);
  return { paid: Number(r!.paid), used: Number(r!.used), units: Number(r!.units), count: Number(r!.count) };
}

describe('the daily allowance under concurrency (PostgreSQL)', () => {
  it('20 orders of one employee at once against a $50 cap: at most $50 subsidised, declined ones give theirs back', async () => {
    const s = await employee();
    const [approve, decline] = [await t.token(), await t.token(SANDBOX_CARDS.decline)];
    // each order wants 2 × 798 = 1596 of subsidy; every fourth one is paid with a card that declines
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.order(s, order(2, i % 4 === 3 ? decline : approve))));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : (a.json() as { code: string }).code));
    expect(codes.filter((c) => c === 'ok').length).toBeGreaterThan(0);
    // refused: the day's cap taken meanwhile (or a declined card); never a 500
    expect(
      codes.every((c) => ['ok', 'subsidy-allowance-changed', 'order-declined'].includes(c)),
      codes.join(),
    ).toBe(true);
    const { paid, used } = await dayOf([s.id]);
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(5000);
    // what the day's row says is exactly what the paid orders took: the declined gave theirs back
    expect(used).toBe(paid);
    // the remainder the employee is told is what is really left
    const res = await t.req(s, 'GET', `/api/accounts/${s.uuid}/subsidy?requestedDate=${t.day(3)}`);
    expect(res.json().subsidy.dailyRemainderAmounts[0]).toMatchObject({ AmountUsed: used, AmountRemaining: 5000 - used });
  });

  it('20 employees at once: each has their own allowance, none refused', async () => {
    const employees = await Promise.all(Array.from({ length: 20 }, () => employee()));
    const token = await t.token();
    const answers = await Promise.all(employees.map((s) => t.order(s, order(2, token))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const { paid, used } = await dayOf(employees.map((e) => e.id));
    expect(paid).toBe(20 * 1596);
    expect(used).toBe(paid);
  });

  it('20 orders of one employee at once against 3 items a day: at most 3 subsidised items (issue 28)', async () => {
    const s = await employee(countCapped);
    const token = await t.token();
    // each order wants 2 subsidised souvlakis; the first to commit takes 2, then 1 is left
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.order(s, order(2, token))));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : (a.json() as { code: string }).code));
    expect(
      codes.every((c) => ['ok', 'subsidy-allowance-changed'].includes(c)),
      codes.join(),
    ).toBe(true);
    const { paid, units, count } = await dayOf([s.id], countCapped);
    expect(paid).toBeGreaterThan(0);
    expect(units).toBeGreaterThan(0);
    expect(units).toBeLessThanOrEqual(3);
    expect(paid).toBeLessThanOrEqual(3 * 798);
    // the day's row counts exactly the paid orders' subsidised items
    expect(count).toBe(units);
    const res = await t.req(s, 'GET', `/api/accounts/${s.uuid}/subsidy?requestedDate=${t.day(3)}`);
    expect(res.json().subsidy.dailyRemainderAmounts[0]).toMatchObject({ ProductCountUsed: count, ProductCountRemaining: 3 - count });
  });

  it('20 orders of one employee at once against a $10 maximum rebate under a $50 total: at most $10 (issue 28, ADR 367)', async () => {
    const s = await employee(rebateCapped);
    const token = await t.token();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.order(s, order(1, token))));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : (a.json() as { code: string }).code));
    expect(
      codes.every((c) => ['ok', 'subsidy-allowance-changed'].includes(c)),
      codes.join(),
    ).toBe(true);
    const { paid, used } = await dayOf([s.id], rebateCapped);
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(1000);
    expect(used).toBe(paid);
  });
});
