// The back-office's Today screen (issue 30): each figure is what the list it links to shows. Orders
// are placed through the real checkout and sandbox processor (paid, refunded in part, Interac left
// unpaid, declined), then every figure of GET /api/admin/today is checked against the invoices
// list opened with the same filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AdminInvoiceListReply, AdminTodayReply, PlaceOrderReply } from '@mijote/contracts';
import { addDays } from '@mijote/domain';
import type { Session } from './fixtures/accounts.js';
import { checkout, createOrdersApp, item, setInventory, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
let su: Session;
let ribs: number;

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  su = await t.customer({ userTypeCd: 'SU', firstName: 'Régine', lastName: 'Gérante' });
  ribs = await t.productId('md-short-ribs-stout');
  await setInventory(t, ribs, 500);
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, parse: { parse(v: unknown): T }): Promise<T> {
  // the clock moves between days in these tests: the staff's session stays fresh
  await t.db.db.execute(sql`update session set last_seen_at = ${t.now()}, expires_at = ${new Date(t.now().getTime() + 3_600_000)}`);
  const res = await t.req(su, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return parse.parse(res.json());
}

/** Every row of an invoices list (its pages of 50 walked through). */
async function listAll(query: string) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const r = await get(`/api/admin/invoices?${query}&page=${page}`, AdminInvoiceListReply);
    rows.push(...r.data);
    if (rows.length >= r.meta.total || r.data.length === 0) return { rows, total: r.meta.total };
  }
}

async function order(quantity: number, extra: Parameters<typeof checkout>[2] = {}, token?: string) {
  const s = await t.customer();
  const body = checkout({ items: { friday: [item(ribs, quantity, {}, t.now())] } }, token ?? (await t.token()), extra);
  const res = await t.order(s, body);
  return { res, id: res.statusCode === 200 ? PlaceOrderReply.parse(res.json()).Id : null };
}

describe('GET /api/admin/today', () => {
  it("equals the lists it links to: the day's paid orders per store kind, unpaid Interac, card charges awaited, declined today", async () => {
    const paid = [await order(2), await order(1), await order(3)];
    for (const p of paid) expect(p.res.statusCode, p.res.body).toBe(200);
    // one of them partly refunded: Today counts what was kept
    const refund = await t.req(su, 'POST', `/api/admin/invoices/${paid[0]!.id}/refund`, {
      amount: 1000,
      destination: 'card',
      reason: 'Une portion manquante',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const { card: _card, ...interac } = checkout({ items: { friday: [item(ribs, 1, {}, t.now())] } }, 'unused', {
      paymentMethod: 'interac',
    });
    expect((await t.order(await t.customer(), interac)).statusCode).toBe(200);
    const declined = await order(1, {}, await t.token('4000000000000002'));
    expect(declined.res.statusCode).toBe(402);

    const delivery = (await get(`/api/admin/invoices/${paid[1]!.id}/details`, { parse: (v) => v as { Invoice: { DeliveryDate: string } } }))
      .Invoice.DeliveryDate;
    // the day before the delivery: it is tomorrow's
    const placedOn = t.day(2);
    t.at(addDays(delivery, -1), '10:00:00');
    const today = await get('/api/admin/today', AdminTodayReply);
    expect(today.tomorrow).toBe(delivery);
    expect(today.nextProductionDay).toBe(delivery);
    const md = today.days[1]!.kinds.find((k) => k.storeKind === 'mealDelivery');
    // the list the figure names (the screen links to it), and that it is the day's paid meal delivery
    expect(md?.list).toEqual({ status: 'P', deliveryFrom: delivery, deliveryTo: delivery, storeKind: 'mealDelivery' });
    const list = await listAll(new URLSearchParams(md!.list).toString());
    expect(md?.orders).toBe(list.total);
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(md?.collectedCents).toBe(list.rows.reduce((a, r) => a + r.Paid - r.Refunded, 0));
    expect(list.rows.some((r) => r.Refunded === 1000)).toBe(true);
    // the bulk actions' selection: these invoices only, in the list and its CSV
    const ids = paid.map((p) => p.id).join(',');
    expect((await listAll(`ids=${ids}`)).rows.map((r) => r.Id).sort()).toEqual(paid.map((p) => p.id).sort());
    const csv = await t.req(su, 'GET', `/api/admin/invoices?ids=${ids}&format=csv`);
    expect(csv.body.trim().split('\n')).toHaveLength(1 + paid.length);

    expect(today.attention.lists.interacAwaiting).toEqual({ status: 'U', paymentMethod: 'interac' });
    const interacList = await listAll(new URLSearchParams(today.attention.lists.interacAwaiting).toString());
    expect(today.attention.interacAwaiting).toBe(interacList.total);
    expect(interacList.total).toBeGreaterThanOrEqual(1);
    expect(today.attention.cardAwaiting).toBe((await listAll(new URLSearchParams(today.attention.lists.cardAwaiting).toString())).total);

    // declined today: on the day they were placed
    t.at(placedOn, '18:00:00');
    const then = await get('/api/admin/today', AdminTodayReply);
    expect(then.attention.lists.declinedToday).toEqual({ status: 'D', createdFrom: placedOn, createdTo: placedOn });
    const declinedList = await listAll(new URLSearchParams(then.attention.lists.declinedToday).toString());
    expect(then.attention.declinedToday).toBe(declinedList.total);
    expect(declinedList.total).toBeGreaterThanOrEqual(1);
    // and nothing the day after
    t.at(addDays(placedOn, 1), '09:00:00');
    expect((await get('/api/admin/today', AdminTodayReply)).attention.declinedToday).toBe(0);
  });

  it('lists low stock, and is for super users only', async () => {
    await setInventory(t, ribs, 3);
    const today = await get('/api/admin/today?language=fr', AdminTodayReply);
    expect(today.attention.lowStock.find((p) => p.productId === ribs)?.quantity).toBe(3);
    await setInventory(t, ribs, 500);
    expect((await get('/api/admin/today', AdminTodayReply)).attention.lowStock.some((p) => p.productId === ribs)).toBe(false);
    const customer = await t.customer();
    expect((await t.req(customer, 'GET', '/api/admin/today')).statusCode).toBe(403);
    expect((await t.req(null, 'GET', '/api/admin/today')).statusCode).toBe(401);
  });
});
