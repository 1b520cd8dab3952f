// "Order again" through the API on the seeded database (issue 11, ADR 215): a past order's dishes
// come back as cart items on the days that can be ordered now (same weekday first, else the first
// open day whose menu offers the dish), lines no longer orderable are reported, and once in the
// cart they are priced as of today. Only the order's owner may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartReply, OrderAgainReply, PlaceOrderReply } from '@mijote/contracts';
import { checkout, createOrdersApp, inventoryOf, item, setInventory, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
beforeAll(async () => {
  t = await createOrdersApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/orders/{id}/order-again', () => {
  it('puts the dishes on the next open days that offer them, reports the others, and the cart prices them today', async () => {
    // Wednesday of week 0, 9:00: an order for Thursday (the seed's week-0 Thursday menu)
    t.at(t.day(2), '09:00:00');
    const s = await t.customer();
    const salmon = await t.productId('md-salmon-quinoa'); // lunch: also on week 1's Saturday menu, not its Thursday
    const soup = await t.productId('md-pea-soup-ham');
    const cart = { items: { thursday: [item(salmon, 2, {}, t.now()), item(soup, 1, {}, t.now())] } };
    const placed = await t.order(s, checkout(cart, await t.token()));
    expect(placed.statusCode, placed.body).toBe(200);
    const id = PlaceOrderReply.parse(placed.json()).Id;

    // Saturday of week 0: the planning is week 1 (Monday to Friday, then its weekend); the soup is no longer sold
    const saturday = t.at(t.day(5), '10:00:00');
    // the customer signs in again that day (a session lasts hours, not days)
    await t.db.db.execute(
      sql`update session set created_at = ${saturday}, last_seen_at = ${saturday}, expires_at = ${new Date(saturday.getTime() + 3600_000)} where account_id = ${s.id}`,
    );
    await t.db.db.execute(sql`update product set status_cd = 'D' where id = ${soup}`);
    await t.db.db.execute(sql`update product set price_cents = price_cents + 100 where id = ${salmon}`);
    try {
      const res = await t.req(s, 'GET', `/api/orders/${id}/order-again?language=en`);
      expect(res.statusCode, res.body).toBe(200);
      const again = OrderAgainReply.parse(res.json());
      expect(again.store).toBe('mealDelivery');
      expect(Object.keys(again.items)).toEqual(['saturday']);
      expect(again.items.saturday).toEqual([expect.objectContaining({ productId: salmon, quantity: 2, type: 'meal', date: t.day(12) })]);
      expect(again.skipped).toEqual([
        { title: 'Habitant pea soup with smoked ham and country bread', quantity: 1, reason: 'no-longer-sold' },
      ]);

      // added to the cart, the dish is priced as of today
      const [{ price } = { price: 0 }] = await t.rows<{ price: number }>(
        sql`select price_cents as price from product where id = ${salmon}`,
      );
      const put = await t.req(s, 'PUT', '/api/cart', { store: 'mealDelivery', cart: { items: again.items } });
      expect(put.statusCode, put.body).toBe(200);
      const line = CartReply.parse(put.json()).lines.find((l) => l.productId === salmon)!;
      expect([line.unitPrice, line.quantity, line.removalReason]).toEqual([price, 2, null]);
    } finally {
      await t.db.db.execute(sql`update product set status_cd = 'A' where id = ${soup}`);
      await t.db.db.execute(sql`update product set price_cents = price_cents - 100 where id = ${salmon}`);
    }
  });

  it('still adds what it can when dishes are no longer sold, off the open days’ menus or short of stock, and says which and why', async () => {
    t.at(t.day(2), '09:00:00');
    const s = await t.customer();
    const salmon = await t.productId('md-salmon-quinoa');
    const soup = await t.productId('md-pea-soup-ham');
    // another dish of that Thursday's menu that needs no side
    const [other] = await t.rows<{ id: number; title: string }>(
      sql`select p.id, tr.title from menu m join menu_item mi on mi.menu_id = m.id join product p on p.id = mi.product_id
          join product_translation tr on tr.product_id = p.id and tr.language_cd = 'en'
          where m.store_kind = 'mealDelivery' and m.menu_date = ${t.day(3)} and p.status_cd = 'A' and p.type_cd in ('LU', 'SU')
            and not p.requires_secondary_products and p.id not in (${salmon}, ${soup})
          order by mi.sort_order limit 1`,
    );
    expect(other).toBeDefined();
    const cart = { items: { thursday: [item(salmon, 3, {}, t.now()), item(soup, 1, {}, t.now()), item(other!.id, 1, {}, t.now())] } };
    const placed = await t.order(s, checkout(cart, await t.token()));
    expect(placed.statusCode, placed.body).toBe(200);
    const id = PlaceOrderReply.parse(placed.json()).Id;

    const saturday = t.at(t.day(5), '10:00:00');
    await t.db.db.execute(
      sql`update session set created_at = ${saturday}, last_seen_at = ${saturday}, expires_at = ${new Date(saturday.getTime() + 3600_000)} where account_id = ${s.id}`,
    );
    // the soup is no longer sold, the other dish is on no menu of the open days, one salmon is left
    await t.db.db.execute(sql`update product set status_cd = 'D' where id = ${soup}`);
    const removed = await t.rows<{ menu_id: number; product_id: number; sort_order: number }>(
      sql`delete from menu_item where product_id = ${other!.id} and menu_id in (select id from menu where menu_date >= ${t.day(5)})
          returning menu_id, product_id, sort_order`,
    );
    const stockBefore = await inventoryOf(t, salmon);
    await setInventory(t, salmon, 1);
    try {
      for (const lang of ['en', 'fr'] as const) {
        const res = await t.req(s, 'GET', `/api/orders/${id}/order-again?language=${lang}`);
        expect(res.statusCode, res.body).toBe(200);
        const again = OrderAgainReply.parse(res.json());
        // the salmon still goes to the cart, as much as the stock has
        expect(again.items.saturday).toEqual([expect.objectContaining({ productId: salmon, quantity: 1 })]);
        // the others are named, each with its reason (the account page words them, en and fr)
        expect(again.skipped.map((x) => [x.quantity, x.reason])).toEqual([
          [1, 'no-longer-sold'],
          [1, 'not-offered'],
          [2, 'out-of-stock'],
        ]);
        if (lang === 'en') expect(again.skipped[1]!.title).toBe(other!.title);
      }
    } finally {
      await t.db.db.execute(sql`update product set status_cd = 'A' where id = ${soup}`);
      for (const r of removed)
        await t.db.db.execute(
          sql`insert into menu_item (menu_id, product_id, sort_order) values (${r.menu_id}, ${r.product_id}, ${r.sort_order})`,
        );
      if (stockBefore === null) await t.db.db.execute(sql`delete from product_inventory where product_id = ${salmon}`);
      else await setInventory(t, salmon, stockBefore);
    }
  });

  it('answers 404 for another customer’s order', async () => {
    t.at(t.day(2), '09:00:00');
    const owner = await t.customer();
    const salmon = await t.productId('md-salmon-quinoa');
    const placed = await t.order(owner, checkout({ items: { thursday: [item(salmon, 1, {}, t.now())] } }, await t.token()));
    expect(placed.statusCode, placed.body).toBe(200);
    const other = await t.customer();
    const res = await t.req(other, 'GET', `/api/orders/${PlaceOrderReply.parse(placed.json()).Id}/order-again`);
    expect(res.statusCode).toBe(404);
  });
});
