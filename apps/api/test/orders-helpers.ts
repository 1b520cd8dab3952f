// Shared pieces of the cart and order tests: an app on the seeded database with a settable clock
// and a charge-counting sandbox gateway, customers with sessions, card tokens and cart builders.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { session as sessionTable } from '@mijote/db/schema';
import type { CartDocumentInput, CartItemInput, PlaceOrderBody } from '@mijote/contracts';
import { addDays, torontoInstant } from '@mijote/domain';
import { hashToken } from '../src/plugins/session.js';
import type { ChargeResult, PaymentGateway } from '../src/modules/payments/gateway.js';
import { createSandboxGateway, SANDBOX_CARDS } from '../src/modules/payments/sandbox.js';
import { creditCenturyDollars, suiteNow } from '@mijote/db/testing';
import type { AppConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';
import { freshIp, makeAccount, type Session } from './fixtures/accounts.js';
import { enrolForTest } from './fixtures/second-factor.js';

export { SANDBOX_CARDS };

/** The sandbox gateway, counting charges and refunds by idempotency key (exactly-once checks). */
export interface CountingGateway extends PaymentGateway {
  charges: { key: string; amountCents: number; result: ChargeResult['status'] }[];
  refunds: { key: string; amountCents: number }[];
  /**
   * Holds the next charge as a crash would find it: `after` — the processor has recorded it but
   * its answer has not come back; `before` — it has not reached the processor yet. `release()`
   * lets it go on; `reached` resolves once the charge is where the hold keeps it.
   */
  hold(where: 'before' | 'after'): { reached: Promise<void>; release(): void };
}

export function countingGateway(secret = 'test-secret-test-secret-test-secret-0123'): CountingGateway {
  const inner = createSandboxGateway(secret);
  const charges: CountingGateway['charges'] = [];
  const refunds: CountingGateway['refunds'] = [];
  const holds: { where: 'before' | 'after'; reached: () => void; released: Promise<void> }[] = [];
  return {
    ...inner,
    name: inner.name,
    charges,
    refunds,
    hold(where) {
      let reached!: () => void;
      let release!: () => void;
      const reachedP = new Promise<void>((r) => (reached = r));
      const released = new Promise<void>((r) => (release = r));
      holds.push({ where, reached, released });
      return { reached: reachedP, release };
    },
    async charge(input) {
      const hold = holds.shift();
      if (hold?.where === 'before') {
        hold.reached();
        await hold.released;
      }
      // a little latency, as a processor has: the window in which duplicates arrive
      await new Promise((r) => setTimeout(r, 20));
      const result = await inner.charge(input);
      charges.push({ key: input.idempotencyKey, amountCents: input.amountCents, result: result.status });
      if (hold?.where === 'after') {
        hold.reached();
        await hold.released;
      }
      return result;
    },
    async refund(input) {
      refunds.push({ key: input.idempotencyKey, amountCents: input.amountCents });
      return inner.refund(input);
    },
  };
}

export interface OrdersApp extends TestApp {
  gateway: CountingGateway;
  now(): Date;
  /** Sets the clock to Toronto wall time `time` on `date`. */
  at(date: string, time: string): Date;
  /** Monday of the seed's week 0 (the first week of demo menus). */
  week0: string;
  day(offset: number): string;
  productId(slug: string): Promise<number>;
  franchiseId(slug: string): Promise<number>;
  subsidyId(slug: string): Promise<number>;
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  /** A new customer with a session (no argon2 login: a session row straight in the table). */
  customer(overrides?: Parameters<typeof makeAccount>[1]): Promise<Session>;
  req(
    s: Session | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  token(number?: string): Promise<string>;
  order(s: Session, body: PlaceOrderBody, key?: string, id?: number): Promise<LightMyRequestResponse>;
}

/** `config`: the app's configuration overrides (e.g. ROUTIFIC_TOKEN and ROUTIFIC_URL's). */
export async function createOrdersApp(opts: { config?: Partial<AppConfig> } = {}): Promise<OrdersApp> {
  // Until the menus are read, the run's moment; then Wednesday 09:00 of week 0, before anything
  // (a session, a cart) is created, so a test behaves the same on any day at any hour.
  let now = suiteNow();
  const gateway = countingGateway();
  const t = await createTestApp({ seed: true, config: opts.config ?? {}, deps: { now: () => now, payments: gateway } });
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.db.db.execute(query)) as unknown as { rows: T[] }).rows;
  const week0 = (await rows<{ monday: string }>(sql`select min(week_start)::text as monday from menu`))[0]?.monday;
  if (!week0) throw new Error('the seed has no menu');
  now = torontoInstant(addDays(week0, 2), '09:00:00');
  // Holidays move with the real date of the run: none unless a test adds one.
  await t.db.db.execute(sql`delete from holiday`);
  const idOf = async (table: string, slug: string) => {
    const id = (await rows<{ id: number }>(sql`select id from ${sql.identifier(table)} where slug = ${slug}`))[0]?.id;
    if (id === undefined) throw new Error(`no ${table} ${slug}`);
    return Number(id);
  };
  const app: OrdersApp = {
    ...t,
    gateway,
    now: () => now,
    at(date, time) {
      now = torontoInstant(date, time);
      return now;
    },
    week0,
    day: (offset) => addDays(week0, offset),
    productId: (slug) => idOf('product', slug),
    franchiseId: (slug) => idOf('franchise', slug),
    subsidyId: (slug) => idOf('subsidy', slug),
    rows,
    async customer(overrides = {}) {
      const acc = await makeAccount(t.db, overrides);
      // a super user has a second factor, passed with this session (ADR 378)
      const superUser = acc.userTypeCd === 'SU';
      if (superUser) await enrolForTest(t.db.db, acc.id, now);
      const token = randomBytes(32).toString('base64url');
      const csrf = randomBytes(32).toString('base64url');
      await t.db.db.insert(sessionTable).values({
        idHash: hashToken(token),
        accountId: acc.id,
        csrfSecret: csrf,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 12 * 3600_000),
        ...(superUser ? { secondFactorAt: now } : {}),
      });
      return { cookie: `mijote_sid=${token}`, cookieName: 'mijote_sid', token, csrf, body: {}, uuid: acc.uuid, id: acc.id };
    },
    req(s, method, url, payload, headers = {}) {
      const h: Record<string, string> = { ...headers };
      if (s) {
        h.cookie = s.cookie;
        if (method !== 'GET') h['x-csrf-token'] = s.csrf;
      }
      return t.app.inject({
        method,
        url,
        headers: h,
        remoteAddress: freshIp(),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    },
    async token(number = SANDBOX_CARDS.approve) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/tokenize',
        payload: { number, name: 'Alice Tremblay', exp_month: 12, exp_year: now.getUTCFullYear() + 2, cvv: '123' },
        remoteAddress: freshIp(),
      });
      if (res.statusCode !== 200) throw new Error(`tokenize: ${res.statusCode} ${res.body}`);
      return String((res.json() as { token: string }).token);
    },
    order(s, body, key = randomBytes(8).toString('hex'), id = 0) {
      return app.req(s, 'POST', `/api/orders/${id}`, body, { 'idempotency-key': key });
    },
  };
  return app;
}

/**
 * A new customer who is an employee of the subsidy (null: of none), e-mail verified unless said,
 * with the subsidy's first mobile stop unless `stop: null` (attachment itself: accounts-subsidy.test.ts).
 */
export async function employee(
  t: OrdersApp,
  subsidyId: number | null,
  /** badge: the external user id a subsidy may require (issue 28); a badge number by default, null for none */
  o: { verified?: boolean; stop?: 'first' | null; badge?: string | null } = {},
): Promise<Session> {
  const s = await t.customer();
  const [stop] = subsidyId
    ? await t.rows<{ id: number }>(
        sql`select id from subsidy_mobile_address where subsidy_id = ${subsidyId} order by sort_order, id limit 1`,
      )
    : [];
  await t.db.db.execute(sql`update account set subsidy_id = ${subsidyId},
    email_verified_at = ${o.verified === false ? null : t.now().toISOString()},
    subsidy_mobile_address_id = ${o.stop === null ? null : (stop?.id ?? null)},
    external_user_id = ${o.badge === undefined ? `B-${s.id}` : o.badge} where id = ${s.id}`);
  return s;
}

export function item(productId: number, quantity: number, extra: Partial<CartItemInput> = {}, addedAt = suiteNow()): CartItemInput {
  return { productId, quantity, type: 'meal', addedAt: addedAt.toISOString(), ...extra };
}

export const ADDRESS = {
  name: 'Alice Tremblay',
  line1: '12 Chemin du Bord-du-Lac',
  city: 'Pointe-Claire',
  province: 'QC',
  postalCode: 'H9R 1A1',
  country: 'CA',
};

/** A meal-delivery checkout with a card token. */
export function checkout(cart: CartDocumentInput, token: string, extra: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    paymentMethod: 'card',
    language: 'en',
    card: { token },
    checkoutProcedure: 'delivery',
    deliveryAddress: ADDRESS,
    cart,
    store: 'mealDelivery',
    ...extra,
  };
}

export interface InvoiceDbRow {
  id: number;
  status: string;
  subtotal_cents: number;
  discount_cents: number;
  delivery_charge_cents: number;
  tax1_cents: number;
  tax2_cents: number;
  century_dollars_cents: number;
  total_cents: number;
  tip_cents: number;
}

export async function invoiceRow(t: OrdersApp, id: number): Promise<InvoiceDbRow> {
  const [row] = await t.rows<InvoiceDbRow>(sql`select * from invoice where id = ${id}`);
  if (!row) throw new Error(`no invoice ${id}`);
  return row;
}

export async function inventoryOf(t: OrdersApp, productId: number): Promise<number | null> {
  const [row] = await t.rows<{ quantity: number }>(sql`select quantity from product_inventory where product_id = ${productId}`);
  return row ? Number(row.quantity) : null;
}

export async function setInventory(t: OrdersApp, productId: number, quantity: number): Promise<void> {
  await t.db.db.execute(sql`insert into product_inventory (product_id, quantity) values (${productId}, ${quantity})
    on conflict (product_id) do update set quantity = excluded.quantity`);
}

/** The customer was active meanwhile (sessions end after 30 idle minutes). */
export const keepSessionsAlive = (t: OrdersApp) => t.db.db.execute(sql`update session set last_seen_at = ${t.now()}`);

/**
 * What an order holds, set up for the payment tests: a customer with $10 of Century Dollars, a
 * promo code with `uses` uses left, `stock` short ribs, and a cart of 2 of them spending $4 of the
 * credit and the code.
 */
export async function heldCartFixture(t: OrdersApp, o: { stock: number; uses: number; prefix: string }) {
  const s = await t.customer();
  await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: 1000, methodCd: 'MA', manualUserId: s.id });
  const ribs = await t.productId('md-short-ribs-stout');
  await setInventory(t, ribs, o.stock);
  const code = `${o.prefix}${s.id}`;
  await t.db.db.execute(
    sql`insert into promo_code (code, type, amount, status, max_uses, times_used) values (${code}, 'dollars', 300, 'V', ${o.uses}, 0)`,
  );
  const cart = { items: { friday: [item(ribs, 2, {}, t.now())] }, promoCode: code, centuryDollarAmount: 400 };
  return { s, ribs, code, cart };
}

/** The customer's credit, the code's uses and the ribs' stock, as the fixture's order holds them. */
export async function heldBy(t: OrdersApp, s: { id: number }, code: string, ribs: number) {
  const [acc] = await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${s.id}`);
  const [p] = await t.rows<{ times_used: number }>(sql`select times_used from promo_code where code = ${code}`);
  return { balance: Number(acc!.c), timesUsed: Number(p!.times_used), stock: await inventoryOf(t, ribs) };
}

export async function priceOf(
  t: OrdersApp,
  productId: number,
): Promise<{ price: number; kids: number | null; family: number | null; taxable: boolean }> {
  const [row] = await t.rows<{
    price_cents: number;
    kids_price_cents: number | null;
    family_pack_price_cents: number | null;
    taxable: boolean;
  }>(sql`select price_cents, kids_price_cents, family_pack_price_cents, taxable from product where id = ${productId}`);
  return { price: Number(row!.price_cents), kids: row!.kids_price_cents, family: row!.family_pack_price_cents, taxable: row!.taxable };
}
