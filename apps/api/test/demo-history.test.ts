// The demo history (issue 30, ADR 381): a year of orders written on the demo seed adds up the way
// the checkout and the billing module would have left it. On the generated history, Today's figures
// equal the lists they link to, every invoice's money is settled, the Century Dollar balances are
// their ledgers, the kitchen has tomorrow's numbers with sides, and a generated card payment can
// be refunded through the sandbox processor like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AdminInvoiceListReply, AdminTodayReply, KitchenNumbersReply } from '@mijote/contracts';
import { generateDemoHistory, HISTORY_MARKER_KEY } from '@mijote/db';
import { addDays, torontoDate } from '@mijote/domain';
import type { Session } from './fixtures/accounts.js';
import { createOrdersApp, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
let su: Session;
let written: number;
const DAYS = 120;

beforeAll(async () => {
  t = await createOrdersApp();
  // a Thursday of week 0, mid-morning: a bistro's morning orders are in, tomorrow's deliveries are placed
  t.at(t.day(3), '10:30:00');
  written = (await generateDemoHistory(t.db, { now: t.now(), days: DAYS })).invoices;
  su = await t.customer({ userTypeCd: 'SU', firstName: 'Régine', lastName: 'Gérante' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, parse: { parse(v: unknown): T }): Promise<T> {
  const res = await t.req(su, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return parse.parse(res.json());
}

async function listAll(query: Record<string, string>) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const r = await get(
      `/api/admin/invoices?${new URLSearchParams({ ...query, limit: '1000', page: String(page) })}`,
      AdminInvoiceListReply,
    );
    rows.push(...r.data);
    if (rows.length >= r.meta.total || r.data.length === 0) return { rows, total: r.meta.total };
  }
}

const count = async (query: ReturnType<typeof sql>) => Number((await t.rows<{ n: number | string }>(query))[0]?.n);

describe('the demo history', () => {
  it('writes orders of every store kind over the days asked, once', async () => {
    expect(written).toBeGreaterThan(DAYS * 12);
    const kinds = (await t.rows<{ k: string; n: number }>(sql`select store_kind as k, count(*)::int as n from invoice group by 1`)).map(
      (r) => r.k,
    );
    expect(kinds.sort()).toEqual(['catering', 'corporate', 'generic', 'mealDelivery', 'mobile', 'restaurant']);
    const statuses = (await t.rows<{ s: string }>(sql`select distinct status as s from invoice`)).map((r) => r.s).sort();
    expect(statuses).toEqual(expect.arrayContaining(['D', 'P', 'R']));
    // from DAYS days back to tomorrow, nothing placed after now
    const today = torontoDate(t.now());
    const span = (
      await t.rows<{ lo: string; hi: string }>(sql`select min(delivery_date)::text as lo, max(delivery_date)::text as hi from invoice`)
    )[0]!;
    expect(span.lo >= addDays(today, -DAYS)).toBe(true);
    expect(span.hi).toBe(addDays(today, 1));
    expect(await count(sql`select count(*) as n from invoice where created_at > ${t.now()}`)).toBe(0);
    expect(await count(sql`select count(*) as n from app_setting where key = ${HISTORY_MARKER_KEY}`)).toBe(1);
    // a second start writes nothing
    expect(await generateDemoHistory(t.db, { now: t.now(), days: DAYS })).toEqual({ applied: false, invoices: 0 });
    expect(await count(sql`select count(*) as n from invoice`)).toBe(written);
  });

  it("Today's figures equal the lists they link to", async () => {
    const today = await get('/api/admin/today', AdminTodayReply);
    let kinds = 0;
    for (const day of today.days)
      for (const k of day.kinds) {
        const list = await listAll(k.list as Record<string, string>);
        expect(k.orders, `${day.date} ${k.storeKind}`).toBe(list.total);
        expect(k.collectedCents).toBe(list.rows.reduce((a, r) => a + r.Paid - r.Refunded, 0));
        kinds += 1;
      }
    // today and tomorrow both have orders, of more than one kind
    expect(today.days.every((d) => d.kinds.length > 0)).toBe(true);
    expect(kinds).toBeGreaterThan(3);
    for (const key of ['interacAwaiting', 'cardAwaiting', 'declinedToday'] as const)
      expect(today.attention[key], key).toBe((await listAll(today.attention.lists[key] as Record<string, string>)).total);
  });

  it('leaves every invoice settled: a paid one owes nothing, a refunded one kept nothing, a declined one took nothing', async () => {
    const paid = await listAll({ status: 'P' });
    expect(paid.total).toBeGreaterThan(DAYS * 10);
    expect(paid.rows.filter((r) => r.Due !== 0)).toEqual([]);
    expect(paid.rows.filter((r) => r.Paid - r.Refunded !== r.Total && r.Refunded === 0)).toEqual([]);
    const refunded = await listAll({ status: 'R' });
    expect(refunded.total).toBeGreaterThan(0);
    expect(refunded.rows.filter((r) => r.Paid !== r.Refunded || r.Due !== 0)).toEqual([]);
    const declined = await listAll({ status: 'D' });
    expect(declined.total).toBeGreaterThan(0);
    expect(declined.rows.filter((r) => r.Paid !== 0)).toEqual([]);
  });

  it("keeps each account's Century Dollar balance equal to its ledger, never below zero", async () => {
    const off = await t.rows<{ id: number }>(sql`
      select a.id from account a
      left join (select account_id, sum(case when type = 'C' then amount_cents else -amount_cents end) as s
                 from century_dollar_transaction group by 1) l on l.account_id = a.id
      where a.current_century_dollar_cents <> coalesce(l.s, 0)`);
    expect(off).toEqual([]);
    expect(await count(sql`select count(*) as n from century_dollar_transaction where balance_after_cents < 0`)).toBe(0);
    // spent, credited back by refunds and gift cards
    const methods = (await t.rows<{ m: string }>(sql`select distinct method_cd as m from century_dollar_transaction`)).map((r) => r.m);
    expect(methods).toEqual(expect.arrayContaining(['OR', 'RF', 'GC']));
  });

  it("gives the kitchen tomorrow's numbers with their sides, and the subsidies their daily usage", async () => {
    const tomorrow = addDays(torontoDate(t.now()), 1);
    const k = await get(`/api/orders/kitchen-numbers/meal-delivery?startDate=${tomorrow}&endDate=${tomorrow}`, KitchenNumbersReply);
    const portions = k.rows.reduce((a, r) => a + r.portions + r.kidsPortions + r.halfPortions, 0);
    expect(portions).toBeGreaterThan(10);
    expect(k.sides.length).toBeGreaterThan(0);
    const usage = await t.rows<{ n: number; over: number }>(sql`
      select count(*)::int as n, count(*) filter (where u.amount_used_cents <> i.s)::int as over from subsidy_daily_usage u
      join (select account_id, subsidy_id, delivery_date, sum(subsidized_cents) as s from invoice where status = 'P' and subsidy_id is not null group by 1, 2, 3) i
        on i.account_id = u.account_id and i.subsidy_id = u.subsidy_id and i.delivery_date = u.day`);
    expect(usage[0]!.n).toBeGreaterThan(0);
    expect(usage[0]!.over).toBe(0);
  });

  it('lets staff refund a generated card payment through the sandbox processor', async () => {
    const [row] = await t.rows<{ id: number; total: number }>(sql`
      select i.id, i.total_cents as total from invoice i join payment p on p.invoice_id = i.id and p.payment_method_id = 1 and p.status = 'approved'
      where i.status = 'P' and i.rebate_cents = 0 and i.century_dollars_cents = 0 order by i.id desc limit 1`);
    const res = await t.req(su, 'POST', `/api/admin/invoices/${row!.id}/refund`, {
      amount: row!.total,
      destination: 'card',
      reason: 'Commande annulée par le client',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await listAll({ ids: String(row!.id) });
    expect(after.rows[0]).toMatchObject({ Refunded: row!.total, Due: 0 });
  });

  it("goes to the next production day when a holiday closes tomorrow (the kitchen's next sheet has its orders)", async () => {
    const other = await createOrdersApp();
    try {
      other.at(other.day(3), '10:30:00');
      const tomorrow = addDays(torontoDate(other.now()), 1);
      const [, month, day] = tomorrow.split('-').map(Number);
      await other.db.db.execute(sql`insert into holiday (day, month, name_en, name_fr) values (${day}, ${month}, 'Closed', 'Fermé')`);
      await generateDemoHistory(other.db, { now: other.now(), days: 10 });
      const days = (
        await other.rows<{ d: string }>(sql`select distinct delivery_date::text as d from invoice where delivery_date is not null`)
      ).map((r) => r.d);
      expect(days).not.toContain(tomorrow);
      expect(days.sort().at(-1)).toBe(addDays(tomorrow, 1));
    } finally {
      await other.close();
    }
  }, 60_000);
});
