// Concurrency of order placement on PostgreSQL. The file runs only when TEST_DATABASE_URL is set
// (apps/api/vitest.config.ts leaves it out otherwise: PGlite is one connection, so nothing there
// runs at the same time); `.ci/run` runs it on PostgreSQL. Every request goes through
// app.inject at once; the database pool (5 connections) really interleaves the transactions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { creditCenturyDollars } from '@mijote/db/testing';
import { checkout, createOrdersApp, inventoryOf, item, setInventory, type OrdersApp } from './orders-helpers.js';

if (!process.env.TEST_DATABASE_URL) throw new Error('orders-concurrency needs TEST_DATABASE_URL (PostgreSQL)');

describe('order placement under concurrency (PostgreSQL)', () => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await createOrdersApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.at(t.day(2), '09:00:00');
  });

  it('50 simultaneous submits of one checkout (same key): one order, one charge, 50 identical answers', async () => {
    const s = await t.customer();
    const ribs = await t.productId('md-short-ribs-stout');
    await setInventory(t, ribs, 100);
    const body = checkout({ items: { friday: [item(ribs, 2, {}, t.now())] } }, await t.token());
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.order(s, body, 'the-one-checkout')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => a.json().Id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const [n] = await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice where account_id = ${s.id}`);
    expect(n!.n).toBe(1);
    expect(t.gateway.charges.filter((c) => c.key === `invoice-${id}`)).toHaveLength(1);
    expect(await inventoryOf(t, ribs)).toBe(98);
    const [mail] = await t.rows<{ n: number }>(sql`select count(*)::int as n from email_outbox where account_id = ${s.id}`);
    expect(mail!.n).toBe(1);
  });

  it('the last 10 units against 100 simultaneous orders: exactly 10 sold, stock never below 0', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    await setInventory(t, quinoa, 10);
    const token = await t.token();
    const customers = await Promise.all(Array.from({ length: 100 }, () => t.customer()));
    const answers = await Promise.all(
      customers.map((c) => t.order(c, checkout({ items: { thursday: [item(quinoa, 1, {}, t.now())] } }, token))),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409 && a.json().code === 'out-of-stock')).toBe(true);
    expect(await inventoryOf(t, quinoa)).toBe(0);
    const [sold] = await t.rows<{
      n: number;
    }>(sql`select coalesce(sum(d.quantity), 0)::int as n from invoice_cart_detail d join invoice i on i.id = d.invoice_id
      where d.product_id = ${quinoa} and i.status = 'P'`);
    expect(sold!.n).toBe(10);
    const [invoices] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from invoice i join invoice_cart_detail d on d.invoice_id = i.id where d.product_id = ${quinoa}`,
    );
    expect(invoices!.n).toBe(10); // a refused order leaves no invoice behind
  });

  it('a promo code limited to 3 uses, 20 simultaneous orders: used exactly 3 times', async () => {
    await t.db.db.execute(sql`delete from product_inventory where product_id in (select id from product where slug = 'md-salmon-quinoa')`);
    await t.db.db.execute(
      sql`insert into promo_code (code, type, amount, status, max_uses, times_used) values ('RUSH3', 'dollars', 200, 'V', 3, 0)`,
    );
    const quinoa = await t.productId('md-salmon-quinoa');
    const token = await t.token();
    const customers = await Promise.all(Array.from({ length: 20 }, () => t.customer()));
    const answers = await Promise.all(
      customers.map((c) => t.order(c, checkout({ items: { thursday: [item(quinoa, 1, {}, t.now())] }, promoCode: 'RUSH3' }, token))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409 && a.json().code === 'promo-maxedout')).toBe(true);
    const [code] = await t.rows<{ times_used: number; uses: number }>(
      sql`select times_used, (select count(*)::int from promo_code_use u where u.promo_code_id = p.id) as uses from promo_code p where code = 'RUSH3'`,
    );
    expect(code).toEqual({ times_used: 3, uses: 3 });
  });

  it('Century Dollars spent by 10 simultaneous orders of one customer: the balance never goes negative', async () => {
    const s = await t.customer();
    await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: 3000, methodCd: 'MA', manualUserId: s.id });
    const ribs = await t.productId('md-short-ribs-stout');
    await setInventory(t, ribs, 1000);
    const token = await t.token();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.order(s, checkout({ items: { friday: [item(ribs, 1, {}, t.now())] }, centuryDollarAmount: 1000 }, token)),
      ),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const [acc] = await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${s.id}`);
    expect(acc!.c).toBeGreaterThanOrEqual(0);
    const [spent] = await t.rows<{ n: number }>(
      sql`select coalesce(sum(century_dollars_cents), 0)::int as n from invoice where account_id = ${s.id} and status = 'P'`,
    );
    expect(spent!.n + acc!.c).toBe(3000);
    const [ledger] = await t.rows<{ n: number }>(
      sql`select coalesce(sum(case when type = 'C' then amount_cents else -amount_cents end), 0)::int as n from century_dollar_transaction where account_id = ${s.id}`,
    );
    expect(ledger!.n).toBe(acc!.c);
  });

  it('a gift card bought in the store, applied by 20 customers at once: credited once, its balance never below 0', async () => {
    const buyer = await t.customer();
    const card25 = await t.productId('store-gift-card-25');
    const bought = await t.order(
      buyer,
      checkout({ items: { generic: [item(card25, 1, {}, t.now())] } }, await t.token(), {
        store: 'generic',
        deliveryAddress: null,
        giftCardRecipient: { name: 'Léa', email: 'lea@example.com' },
      }),
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const [card] = await t.rows<{ code: string }>(sql`select code from gift_card where invoice_id = ${bought.json().Id}`);
    expect(card?.code).toMatch(/^MIJ-/);
    const customers = await Promise.all(Array.from({ length: 20 }, () => t.customer()));
    const answers = await Promise.all(customers.map((c) => t.req(c, 'POST', `/api/accounts/${c.uuid}/gift-cards/${card!.code}/apply`)));
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().credited)).toEqual([2500]);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 400 && a.json().code === 'gift-card-used')).toBe(true);
    const [row] = await t.rows<{ balance_cents: number; status: string }>(
      sql`select balance_cents, status from gift_card where code = ${card!.code}`,
    );
    expect(row).toEqual({ balance_cents: 0, status: 'u' });
    const [credits] = await t.rows<{ n: number; total: number }>(
      sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as total from century_dollar_transaction where method_cd = 'GC' and note = 'gift-card' and gift_card_id = (select id from gift_card where code = ${card!.code})`,
    );
    expect(credits).toEqual({ n: 1, total: 2500 });
  });

  it('one customer applying the same gift card 10 times at once is credited once', async () => {
    await t.db.db.execute(sql`insert into gift_card (code, amount_cents, balance_cents, status) values ('MIJ-RACE-ONCE', 4000, 4000, 'a')`);
    const s = await t.customer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.req(s, 'POST', `/api/accounts/${s.uuid}/gift-cards/MIJ-RACE-ONCE/apply`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const [acc] = await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${s.id}`);
    expect(acc!.c).toBe(4000);
  });

  it('a declined card releases what concurrent orders held, exactly once', async () => {
    const duck = await t.productId('md-duck-confit');
    await setInventory(t, duck, 8);
    const decline = await t.token('4000000000000002');
    const s = await t.customer();
    const body = checkout({ items: { wednesday: [item(duck, 1, {}, t.now())] } }, decline);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.order(s, body, 'declined-twice')));
    expect(answers.every((a) => a.statusCode === 402)).toBe(true);
    expect(await inventoryOf(t, duck)).toBe(8);
  });

  it('a catering slot with 10 places against 30 simultaneous orders: exactly 10 accepted (ADR 221)', async () => {
    await t.db.db.execute(sql`update kitchen_capacity set slot_portions = 10, day_portions = null where store_kind = 'catering'`);
    const platter = await t.productId('cat-quebec-cheese-platter');
    const token = await t.token();
    const customers = await Promise.all(Array.from({ length: 30 }, () => t.customer()));
    const answers = await Promise.all(
      customers.map((c) =>
        t.order(
          c,
          checkout({ items: { catering: [item(platter, 1, {}, t.now())] } }, token, {
            store: 'catering',
            deliveryDate: t.day(4),
            deliveryTime: '10:30',
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409 && a.json().code === 'slot-full')).toBe(true);
    const [taken] = await t.rows<{ n: number; portions: number }>(
      sql`select count(*)::int as n, coalesce(sum(portions), 0)::int as portions from invoice
        where store_kind = 'catering' and delivery_date = ${t.day(4)} and delivery_time = '10:30' and status in ('U', 'P')`,
    );
    expect(taken).toEqual({ n: 10, portions: 10 });
  });
  it('a bistro slot with 10 places against 30 simultaneous orders: exactly 10 accepted (ADR 221, 231)', async () => {
    const kirkland = await t.franchiseId('bistro-kirkland');
    await t.db.db.execute(
      sql`update kitchen_capacity set slot_portions = 10 where store_kind = 'restaurant' and franchise_id = ${kirkland}`,
    );
    const wrap = await t.productId('bis-chicken-brochette');
    const token = await t.token();
    const customers = await Promise.all(Array.from({ length: 30 }, () => t.customer()));
    const answers = await Promise.all(
      customers.map((c) =>
        t.order(
          c,
          checkout({ items: { restaurant: [item(wrap, 1, {}, t.now())] }, franchiseId: kirkland }, token, {
            store: 'restaurant',
            franchiseId: kirkland,
            checkoutProcedure: 'pickup',
            deliveryAddress: null,
            deliveryDate: t.day(3),
            deliveryTime: '12:30',
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409 && a.json().code === 'slot-full')).toBe(true);
    const [taken] = await t.rows<{ n: number; portions: number }>(
      sql`select count(*)::int as n, coalesce(sum(portions), 0)::int as portions from invoice
        where store_kind = 'restaurant' and franchise_id = ${kirkland} and delivery_date = ${t.day(3)}
          and delivery_time = '12:30' and status in ('U', 'P')`,
    );
    expect(taken).toEqual({ n: 10, portions: 10 });
  });
});
