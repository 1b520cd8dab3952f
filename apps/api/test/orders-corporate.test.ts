// The corporate (on-site) and mobile cafeterias on the server (issue 13): an employee of the seed's
// Novatech (on-site, Dorval bistro; 25 %, ≤ $16 a unit, 3 items, $25 a day) and Aerotech (mobile;
// 15 %, ≤ $14 a unit, 2 items, $20 a day) orders at the subsidy's prices; Review's lines carry the
// employer's and the employee's shares; the order records them per line and takes the day's usage,
// which a payment that does not go through gives back; the day's remainder caps the next order;
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
      delivery_address: { line1: string };
    }>(sql`select franchise_id, subsidy_id, subsidized_cents, status, delivery_address from invoice where id = ${first}`);
    expect(inv).toMatchObject({ franchise_id: dorval, subsidy_id: onsite, subsidized_cents: 698, status: 'P' });
    const [site] = await t.rows<{ line1: string }>(sql`select line1 from franchise where id = ${dorval}`);
    expect(inv!.delivery_address.line1).toBe(site!.line1);
    const [line] = await t.rows<{ subsidized_cents: number; required_by: string }>(
      sql`select subsidized_cents, required_by::text from invoice_cart_detail where invoice_id = ${first}`,
    );
    expect(line).toEqual({ subsidized_cents: 698, required_by: thursday });
    expect(await usage(s, thursday)).toBe(698);
    // $25.00 a day: 2500 − 698 = 1802 left; 3 more souvlakis would earn 1047 → all of it
    await placed(s, body('corporate', { thursday: [item(souvlaki, 3, {}, t.now())] }, token));
    expect(await usage(s, thursday)).toBe(698 + 1047);
    // 755 left: 4 souvlakis (3 counted = 1047) are subsidised 755
    const third = await placed(s, body('corporate', { thursday: [item(souvlaki, 4, {}, t.now())] }, token));
    const [third_] = await t.rows<{ subsidized_cents: number }>(sql`select subsidized_cents from invoice where id = ${third}`);
    expect(third_!.subsidized_cents).toBe(755);
    expect(await usage(s, thursday)).toBe(2500);
    // nothing left that day: full price
    const fourth = await placed(s, body('corporate', { thursday: [item(souvlaki, 1, {}, t.now())] }, token));
    const [fourth_] = await t.rows<{ subsidized_cents: number }>(sql`select subsidized_cents from invoice where id = ${fourth}`);
    expect(fourth_!.subsidized_cents).toBe(0);
    expect(await usage(s, thursday)).toBe(2500);
  });

  it('a declined payment gives the day’s subsidy back', async () => {
    const s = await employee(t, onsite);
    const friday = t.day(4);
    await placed(s, body('corporate', { friday: [item(caesar, 1, {}, t.now())] }, await t.token()));
    expect(await usage(s, friday)).toBe(288);
    const res = await t.order(s, body('corporate', { friday: [item(caesar, 2, {}, t.now())] }, await t.token(SANDBOX_CARDS.decline)));
    expect(res.statusCode, res.body).not.toBe(200);
    expect(await usage(s, friday)).toBe(288);
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
