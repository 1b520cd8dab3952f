// The corporate (on-site) and mobile cafeterias on the server (issue 13): an employee of the seed's
// Novatech (on-site, Dorval bistro; 25 %, ≤ $16 a unit, 3 items, $25 a day, a $10 maximum rebate,
// a badge number required) and Aerotech (mobile; 15 %, ≤ $14 a unit, 2 items, $20 a day, $5 maximum
// rebate) orders at the subsidy's prices; Review's lines carry the
// employer's and the employee's shares; the order records them per line and takes the day's usage,
// which a payment that does not go through gives back; the day's remainder — its amount, the smaller
// cap, and its items, across the employee's orders of the day (issue 28, ADR 367) — caps the next order;
// the mobile store refuses Sunday and today after 9:59:59 (the API, not only the menu); the order
// goes to the employee's bistro or chosen stop, never one the client names. The clock is pinned
// (Wednesday 09:00 of the seed's week 0) before anything is made.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartReply, ErrorReply, type PlaceOrderBody } from '@mijote/contracts';
import { checkout, createOrdersApp, employee, item, SANDBOX_CARDS, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let onsite: number;
let mobile: number;
let dorval: number;
let souvlaki: number; // $15.95; Novatech $13.95 Mon–Fri, Aerotech $14.50 Mon, Wed, Fri
let caesar: number; // $12.95; Novatech $11.50, Aerotech $11.95
let potPie: number; // a home meal delivery lunch (category M)

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  onsite = await t.subsidyId('subsidy-onsite-novatech');
  mobile = await t.subsidyId('subsidy-mobile-aerotech');
  dorval = await t.franchiseId('bistro-dorval');
  souvlaki = await t.productId('bis-chicken-brochette');
  caesar = await t.productId('bis-caesar-salad');
  potPie = await t.productId('md-chicken-pot-pie');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.at(t.day(2), '09:00:00'); // Wednesday
});

const body = (store: 'corporate' | 'mobile', items: PlaceOrderBody['cart']['items'], token: string, extra: Partial<PlaceOrderBody> = {}) =>
  checkout({ items }, token, { store, checkoutProcedure: 'delivery', deliveryAddress: null, ...extra });

async function placed(s: Session, b: PlaceOrderBody): Promise<number> {
  const res = await t.order(s, b);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Id as number;
}

async function refused(s: Session, b: PlaceOrderBody, status: number, code: string) {
  const res = await t.order(s, b);
  expect(res.statusCode, res.body).toBe(status);
  expect(ErrorReply.parse(res.json()).code).toBe(code);
}

async function items(s: Session, day: string): Promise<number | null> {
  const [row] = await t.rows<{ product_count: number }>(
    sql`select product_count from subsidy_daily_usage where account_id = ${s.id} and day = ${day}`,
  );
  return row ? Number(row.product_count) : null;
}

async function subsidized(invoiceId: number): Promise<number> {
  const [row] = await t.rows<{ subsidized_cents: number }>(sql`select subsidized_cents from invoice where id = ${invoiceId}`);
  return Number(row!.subsidized_cents);
}

async function usage(s: Session, day: string): Promise<number | null> {
  const [row] = await t.rows<{ amount_used_cents: number }>(
    sql`select amount_used_cents from subsidy_daily_usage where account_id = ${s.id} and day = ${day}`,
  );
  return row ? Number(row.amount_used_cents) : null;
}

describe('on-site cafeteria (Novatech, served by the Dorval bistro)', () => {
  it('Review shows what the employer and the employee pay, per line and in total, at the subsidy’s prices', async () => {
    const s = await employee(t, onsite);
    const res = await t.req(s, 'PUT', '/api/cart', {
      store: 'corporate',
      language: 'en',
      version: 0,
      cart: { items: { thursday: [item(souvlaki, 2, {}, t.now()), item(caesar, 1, {}, t.now())] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = CartReply.parse(res.json());
    // 25 % of $13.95 = 348.75 → 349 a unit (under the $16 unit cap); of $11.50 = 287.5 → 288; 3 items
    expect(cart.lines.map((l) => [l.productId, l.unitPrice, l.employerAmount, l.employeeAmount])).toEqual([
      [souvlaki, 1395, 698, 2790 - 698],
      [caesar, 1150, 288, 1150 - 288],
    ]);
    expect(cart.totals.subsidized).toBe(986);
    expect(cart.totals.totalWithTaxes).toBe(cart.totals.subTotal - 986 + cart.totals.deliveryFees + cart.totals.tax1 + cart.totals.tax2);
    expect(cart.totals.deliveryFees).toBe(0); // Novatech waives shipping
  });

  it('the order goes to the subsidy’s bistro, records each line’s share and takes the day’s usage; the day’s remainder caps the next', async () => {
    const s = await employee(t, onsite);
    const token = await t.token();
    const thursday = t.day(3);
    // a client naming another bistro changes nothing
    const first = await placed(s, body('corporate', { thursday: [item(souvlaki, 2, {}, t.now())] }, token, { franchiseId: 1 }));
    const [inv] = await t.rows<{
      franchise_id: number;
      subsidy_id: number;
      subsidized_cents: number;
      status: string;
      delivery_address: { name: string; company: string | null; line1: string };
    }>(sql`select franchise_id, subsidy_id, subsidized_cents, status, delivery_address from invoice where id = ${first}`);
    expect(inv).toMatchObject({ franchise_id: dorval, subsidy_id: onsite, subsidized_cents: 698, status: 'P' });
    const [site] = await t.rows<{ line1: string }>(sql`select line1 from franchise where id = ${dorval}`);
    // "Delivered to": the employer over the bistro's street, without the bistro's own company (issue 28)
    expect(inv!.delivery_address).toMatchObject({ name: 'Novatech Aérospatiale inc.', company: null, line1: site!.line1 });
    const [line] = await t.rows<{ subsidized_cents: number; subsidized_units: number; required_by: string }>(
      sql`select subsidized_cents, subsidized_units, required_by::text from invoice_cart_detail where invoice_id = ${first}`,
    );
    expect(line).toEqual({ subsidized_cents: 698, subsidized_units: 2, required_by: thursday });
    expect(await usage(s, thursday)).toBe(698);
    expect(await items(s, thursday)).toBe(2);
    // the $10 maximum rebate (smaller than the $25 total, ADR 367) and 3 items a day, across orders:
    // 1 item and 1000 − 698 = 302 left — of 3 souvlakis, one is subsidised, for 302
    const second = await placed(s, body('corporate', { thursday: [item(souvlaki, 3, {}, t.now())] }, token));
    expect(await subsidized(second)).toBe(302);
    expect(await usage(s, thursday)).toBe(1000);
    expect(await items(s, thursday)).toBe(3);
    // nothing left that day: full price
    const third = await placed(s, body('corporate', { thursday: [item(souvlaki, 1, {}, t.now())] }, token));
    expect(await subsidized(third)).toBe(0);
    expect(await usage(s, thursday)).toBe(1000);
    expect(await items(s, thursday)).toBe(3);
  });

  it('the tester’s Wednesday: 3 + 3 items in two orders — the employer pays at most $10 for 3 items (issue 28)', async () => {
    const s = await employee(t, onsite);
    const token = await t.token();
    const friday = t.day(4);
    // 3 × 349 = 1047 → the $10 maximum rebate
    expect(await subsidized(await placed(s, body('corporate', { friday: [item(souvlaki, 3, {}, t.now())] }, token)))).toBe(1000);
    expect(await subsidized(await placed(s, body('corporate', { friday: [item(souvlaki, 3, {}, t.now())] }, token)))).toBe(0);
    expect([await usage(s, friday), await items(s, friday)]).toEqual([1000, 3]);
  });

  it('the item cap holds across orders even with money left: 3 caesars (864), then a fourth at full price', async () => {
    const s = await employee(t, onsite);
    const token = await t.token();
    const thursday = t.day(3);
    const first = await placed(s, body('corporate', { thursday: [item(caesar, 2, {}, t.now())] }, token));
    const second = await placed(s, body('corporate', { thursday: [item(caesar, 1, {}, t.now())] }, token));
    expect([await subsidized(first), await subsidized(second)]).toEqual([576, 288]);
    // Review says so before the order: 136 cents left, no item left
    const review = await t.req(s, 'PUT', '/api/cart', {
      store: 'corporate',
      language: 'en',
      version: 0,
      cart: { items: { thursday: [item(caesar, 1, {}, t.now())] } },
    });
    expect(CartReply.parse(review.json()).totals.subsidized).toBe(0);
    const day = await t.req(s, 'GET', `/api/accounts/${s.uuid}/subsidy?requestedDate=${thursday}`);
    expect(day.json().subsidy).toMatchObject({ maxRebate: 1000, maxTotalAmount: 2500, maxProductCount: 3 });
    expect(day.json().subsidy.dailyRemainderAmounts).toEqual([
      { Day: thursday, AmountUsed: 864, AmountRemaining: 136, ProductCountUsed: 3, ProductCountRemaining: 0 },
    ]);
    expect(await subsidized(await placed(s, body('corporate', { thursday: [item(caesar, 1, {}, t.now())] }, token)))).toBe(0);
    expect(await items(s, thursday)).toBe(3);
  });

  it('a declined payment gives the day’s subsidy back', async () => {
    const s = await employee(t, onsite);
    const friday = t.day(4);
    await placed(s, body('corporate', { friday: [item(caesar, 1, {}, t.now())] }, await t.token()));
    expect(await usage(s, friday)).toBe(288);
    const res = await t.order(s, body('corporate', { friday: [item(caesar, 2, {}, t.now())] }, await t.token(SANDBOX_CARDS.decline)));
    expect(res.statusCode, res.body).not.toBe(200);
    // the amount and the items (issue 28)
    expect([await usage(s, friday), await items(s, friday)]).toEqual([288, 1]);
  });

  it('a refund in the back-office gives the day’s subsidy back (issue 15 refund, issue 13 ledger)', async () => {
    const s = await employee(t, onsite);
    const su = await t.customer({ userTypeCd: 'SU' });
    const thursday = t.day(3);
    const before = (await usage(s, thursday)) ?? 0;
    const id = await placed(s, body('corporate', { thursday: [item(caesar, 1, {}, t.now())] }, await t.token()));
    const taken = (await usage(s, thursday))! - before;
    expect(taken).toBeGreaterThan(0);
    const res = await t.req(su, 'POST', `/api/admin/invoices/${id}/refund`, { destination: 'card', reason: 'Repas non livré' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await usage(s, thursday)).toBe(before);
  });

  it('refuses a visitor’s account without subsidy, an unverified e-mail, the other store’s subsidy, and home meal delivery items', async () => {
    const token = await t.token();
    const items = { thursday: [item(souvlaki, 1, {}, t.now())] };
    await refused(await employee(t, null), body('corporate', items, token), 400, 'subsidy-not-set');
    await refused(await employee(t, onsite, { verified: false }), body('corporate', items, token), 403, 'subsidy-email-unverified');
    await refused(await employee(t, mobile), body('corporate', items, token), 400, 'subsidy-not-set');
    await refused(await employee(t, onsite), body('mobile', items, token), 400, 'subsidy-not-set');
    await refused(
      await employee(t, onsite),
      body('corporate', { thursday: [item(souvlaki, 1, {}, t.now()), item(potPie, 1, {}, t.now())] }, token),
      400,
      'corporate-only-cart',
    );
  });
});

describe('the badge number the subsidy requires (Novatech: requireExternalUserId; issue 28)', () => {
  it('an order without one is refused with external-user-id-required; nothing is written', async () => {
    const s = await employee(t, onsite, { badge: null });
    await refused(s, body('corporate', { thursday: [item(souvlaki, 1, {}, t.now())] }, await t.token()), 400, 'external-user-id-required');
    const [n] = await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice where account_id = ${s.id}`);
    expect(Number(n!.n)).toBe(0);
    expect(await usage(s, t.day(3))).toBeNull();
    const reply = await t.req(s, 'GET', `/api/accounts/${s.uuid}/subsidy`);
    expect(reply.json().subsidy).toMatchObject({ requireExternalUserId: true, externalUserId: null });
  });

  it('the employee saves it (checked on the server), then orders', async () => {
    const s = await employee(t, onsite, { badge: null });
    const save = (externalUserId: unknown) =>
      t.req(s, 'POST', `/api/accounts/${s.uuid}/subsidy/external-user-id?language=fr`, { externalUserId });
    for (const bad of ['', '   ', '<script>', 'A'.repeat(41), '-12']) {
      const res = await save(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('external-user-id-invalid');
    }
    expect((await save(12)).statusCode).toBe(400); // not a string: the contract refuses it
    const ok = await save('  NT 004512 ');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().subsidy.externalUserId).toBe('NT 004512');
    const [row] = await t.rows<{ external_user_id: string }>(sql`select external_user_id from account where id = ${s.id}`);
    expect(row!.external_user_id).toBe('NT 004512');
    await placed(s, body('corporate', { thursday: [item(souvlaki, 1, {}, t.now())] }, await t.token()));
  });

  it('only the account’s owner saves it; an account without a subsidy cannot', async () => {
    const s = await employee(t, onsite, { badge: null });
    const other = await employee(t, onsite, { badge: null });
    const res = await t.req(other, 'POST', `/api/accounts/${s.uuid}/subsidy/external-user-id`, { externalUserId: '4512' });
    expect([403, 404]).toContain(res.statusCode);
    const none = await employee(t, null);
    const res2 = await t.req(none, 'POST', `/api/accounts/${none.uuid}/subsidy/external-user-id`, { externalUserId: '4512' });
    expect(res2.statusCode).toBe(409);
    expect(ErrorReply.parse(res2.json()).code).toBe('subsidy-not-set');
  });

  it('the mobile subsidy requires none: an account without one orders', async () => {
    const s = await employee(t, mobile, { badge: null });
    await placed(s, body('mobile', { friday: [item(souvlaki, 1, {}, t.now())] }, await t.token()));
  });
});

describe('demo employees (README)', () => {
  it('Isabelle (Novatech, on-site) and Sophie (Aerotech, mobile, a stop chosen) are attached and verified', async () => {
    const rows = await t.rows<{ email: string; subsidy_id: number; stop: number | null; verified: boolean }>(
      sql`select email, subsidy_id, subsidy_mobile_address_id as stop, email_verified_at is not null as verified from account
        where email in ('isabelle.gagnon@novatech.test', 'sophie.tremblay@aerotech.test') order by email`,
    );
    expect(rows.map((r) => [r.email, Number(r.subsidy_id), r.stop !== null, r.verified])).toEqual([
      ['isabelle.gagnon@novatech.test', onsite, false, true],
      ['sophie.tremblay@aerotech.test', mobile, true, true],
    ]);
  });
});

describe('mobile cafeteria (Aerotech, two stops)', () => {
  it('delivers to the stop the employee chose, at the subsidy’s prices', async () => {
    const s = await employee(t, mobile);
    const [stop] = await t.rows<{ id: number; line1: string }>(
      sql`select id, line1 from subsidy_mobile_address where subsidy_id = ${mobile} order by sort_order, id desc limit 1`,
    );
    const chose = await t.req(s, 'POST', `/api/accounts/${s.uuid}/subsidy`, { mobileAddressId: stop!.id });
    expect(chose.statusCode, chose.body).toBe(200);
    const friday = t.day(4);
    // a typed address is not where the truck stops: ignored
    const id = await placed(
      s,
      body('mobile', { friday: [item(souvlaki, 1, {}, t.now())] }, await t.token(), {
        deliveryAddress: { name: 'X', line1: '1 rue Ailleurs', city: 'Laval', province: 'QC', postalCode: 'H7A 1A1', country: 'CA' },
      }),
    );
    const [inv] = await t.rows<{ subsidy_mobile_address_id: number; subsidized_cents: number; delivery_address: { line1: string } }>(
      sql`select subsidy_mobile_address_id, subsidized_cents, delivery_address from invoice where id = ${id}`,
    );
    // 15 % of $14.50 = 217.5 → 218
    expect(inv).toMatchObject({ subsidy_mobile_address_id: stop!.id, subsidized_cents: 218 });
    expect(inv!.delivery_address.line1).toBe(stop!.line1);
    expect(await usage(s, friday)).toBe(218);
  });

  it('without a chosen stop: refused with mobile-address-required', async () => {
    const s = await employee(t, mobile, { stop: null });
    await refused(s, body('mobile', { friday: [item(souvlaki, 1, {}, t.now())] }, await t.token()), 400, 'mobile-address-required');
  });

  it('the API refuses a Sunday item and today after 9:59:59, accepts today until then', async () => {
    const s = await employee(t, mobile);
    const token = await t.token();
    const sunday = { sunday: [item(souvlaki, 1, { date: t.day(6) }, t.now())] };
    await refused(s, body('mobile', sunday, token), 409, 'cart-items-removed');
    const today = () => ({ wednesday: [item(souvlaki, 1, { date: t.day(2) }, t.now())] });
    t.at(t.day(2), '09:59:59');
    const s2 = await employee(t, mobile);
    await placed(s2, body('mobile', today(), await t.token()));
    t.at(t.day(2), '10:00:00');
    const s3 = await employee(t, mobile);
    await refused(s3, body('mobile', today(), await t.token()), 409, 'cart-items-removed');
  });
});
