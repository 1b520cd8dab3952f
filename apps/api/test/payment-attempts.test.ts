// Payment attempts (issue 28, ADR 368) on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a declined or failed payment is tried again on the same order, "My orders"
// lists placed orders only, a key sent again with another request is 422, and an Interac order
// holds the stock and a promo code's use once, for 30 minutes from its first try.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorReply, PlaceOrderReply } from '@mijote/contracts';
import { INVOICE_STATUS_NOTES } from '@mijote/domain';
import { expireInteracOrders } from '../src/modules/checkout/payment-jobs.js';
import {
  ADDRESS,
  checkout,
  createOrdersApp,
  heldBy,
  heldCartFixture,
  inventoryOf,
  item,
  keepSessionsAlive,
  SANDBOX_CARDS,
  setInventory,
  type OrdersApp,
} from './orders-helpers.js';

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

const MINUTE = 60_000;
const later = (ms: number) => {
  const at = new Date(t.now().getTime() + ms);
  const date = at.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
  return t.at(date, at.toLocaleTimeString('en-GB', { timeZone: 'America/Toronto', hour12: false }));
};

/** A customer with $10 of Century Dollars, a promo code with ONE use left, and a cart of the last 2 short ribs that spends both. */
const lastUnits = () => heldCartFixture(t, { stock: 2, uses: 1, prefix: 'TRY' });
const held = (s: { id: number }, code: string, ribs: number) => heldBy(t, s, code, ribs);

const invoicesOf = async (s: { id: number }) =>
  (await t.rows<{ id: number; status: string }>(sql`select id, status from invoice where account_id = ${s.id} order by id`)).map((r) => ({
    id: Number(r.id),
    status: r.status,
  }));
const history = async (s: { uuid: string }) =>
  (await t.req(s as never, 'GET', `/api/accounts/${s.uuid}/orders`)).json() as { Id: number; status: string }[];
const orderIdOf = (res: { json(): unknown }) => Number((res.json() as { params?: { orderId?: number }; Id?: number }).params?.orderId);

describe('a failed payment is tried again on the same order (ADR 368)', () => {
  it('declined, then a good card from Confirm (id 0, a new key): the same order, paid once, what it holds taken once', async () => {
    const { s, ribs, code, cart } = await lastUnits();
    const body = (number: string) => t.token(number).then((tok) => checkout(cart, tok, { comment: 'ring twice' }));
    const first = await t.order(s, await body(SANDBOX_CARDS.decline), 'try-1');
    expect([first.statusCode, ErrorReply.parse(first.json()).code]).toEqual([402, 'order-declined']);
    const id = orderIdOf(first);
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 2 });
    // a failed try is not an order of "My orders": the page said nothing was charged
    expect((await history(s)).map((o) => o.Id)).not.toContain(id);

    // declined again (a second failure), then approved: each try has its own processor key
    const second = await t.order(s, await body(SANDBOX_CARDS.error), 'try-2');
    expect([second.statusCode, orderIdOf(second)]).toEqual([502, id]);
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 2 });
    const third = await t.order(s, await body(SANDBOX_CARDS.approve), 'try-3');
    expect(third.statusCode, third.body).toBe(200);
    expect(PlaceOrderReply.parse(third.json()).Id).toBe(id);

    expect(await invoicesOf(s)).toEqual([{ id, status: 'P' }]);
    expect(await held(s, code, ribs)).toEqual({ balance: 600, timesUsed: 1, stock: 0 });
    const charges = t.gateway.charges.filter((c) => c.key.startsWith(`invoice-${id}`));
    expect(charges.map((c) => [c.key, c.result])).toEqual([
      [`invoice-${id}`, 'declined'],
      [`invoice-${id}-attempt-2`, 'error'],
      [`invoice-${id}-attempt-3`, 'approved'],
    ]);
    // the lines once (written again by each try), the comment kept, and the tries in the history
    const [lines] = await t.rows<{ n: number; qty: number }>(
      sql`select count(*)::int as n, sum(quantity)::int as qty from invoice_cart_detail where invoice_id = ${id}`,
    );
    expect(lines).toEqual({ n: 1, qty: 2 });
    const steps = await t.rows<{ from_status: string | null; to_status: string; reason: string }>(
      sql`select from_status, to_status, reason from invoice_status_history where invoice_id = ${id} order by id`,
    );
    expect(steps.map((r) => [r.from_status, r.to_status, r.reason])).toEqual([
      [null, 'U', INVOICE_STATUS_NOTES['order-placed']],
      ['U', 'D', INVOICE_STATUS_NOTES['payment-declined']],
      ['D', 'U', INVOICE_STATUS_NOTES['payment-retried']],
      ['U', 'U', INVOICE_STATUS_NOTES['payment-retried']],
      ['U', 'P', INVOICE_STATUS_NOTES['payment-approved']],
    ]);
    // "My orders": the one paid order
    expect((await history(s)).map((o) => [o.Id, o.status])).toEqual([[id, 'paid']]);
    // each key answers what its own try became, charging nothing more
    const replays = await Promise.all(
      ['try-1', 'try-2', 'try-3'].map(async (k, i) =>
        t.order(s, await body([SANDBOX_CARDS.decline, SANDBOX_CARDS.error, SANDBOX_CARDS.approve][i]!), k),
      ),
    );
    expect(replays.map((r) => r.statusCode)).toEqual([402, 502, 200]);
    expect(t.gateway.charges.filter((c) => c.key.startsWith(`invoice-${id}`))).toHaveLength(3);
    // the next order, after a paid one, is a new order
    await setInventory(t, ribs, 5);
    const next = await t.order(s, checkout({ items: { friday: [item(ribs, 1, {}, t.now())] } }, await t.token()), 'next-order');
    expect(next.statusCode, next.body).toBe(200);
    expect(PlaceOrderReply.parse(next.json()).Id).not.toBe(id);
  });

  it('POST /orders/{id} of the failed order tries it again with what the customer chose now (address, comment)', async () => {
    const { s, cart } = await lastUnits();
    const failed = await t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.error)), 'explicit-1');
    expect(failed.statusCode).toBe(502);
    const id = orderIdOf(failed);
    const moved = { ...ADDRESS, line1: '99 Chemin du Bord-du-Lac' };
    const res = await t.order(s, checkout(cart, await t.token(), { deliveryAddress: moved, comment: 'side door' }), 'explicit-2', id);
    expect(res.statusCode, res.body).toBe(200);
    expect(PlaceOrderReply.parse(res.json()).Id).toBe(id);
    const [inv] = await t.rows<{ status: string; line1: string; comment: string }>(
      sql`select status, delivery_address->>'line1' as line1, comment from invoice where id = ${id}`,
    );
    expect(inv).toEqual({ status: 'P', line1: '99 Chemin du Bord-du-Lac', comment: 'side door' });
    // another customer cannot try someone else's order
    const other = await t.customer();
    const stolen = await t.order(other, checkout(cart, await t.token()), 'explicit-3', id);
    expect(stolen.statusCode).toBe(404);
  });

  it('Century Dollars spent and given back by several tries: the balance ends where it should', async () => {
    const { s, code, ribs, cart } = await lastUnits();
    for (const [i, card] of [SANDBOX_CARDS.decline, SANDBOX_CARDS.decline, SANDBOX_CARDS.error].entries()) {
      const res = await t.order(s, checkout(cart, await t.token(card)), `cd-${i}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(402);
      expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 2 });
    }
    expect(await invoicesOf(s)).toHaveLength(1);
  });

  it('a try that failed more than 24 hours ago is not reused: the next checkout is a new order', async () => {
    const { s, cart } = await lastUnits();
    const failed = await t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.decline)), 'old-1');
    const id = orderIdOf(failed);
    await t.db.db.execute(sql`update invoice set created_at = created_at - interval '25 hours' where id = ${id}`);
    const res = await t.order(s, checkout(cart, await t.token()), 'old-2');
    expect(res.statusCode, res.body).toBe(200);
    expect(PlaceOrderReply.parse(res.json()).Id).not.toBe(id);
    expect((await invoicesOf(s)).map((i) => i.status)).toEqual(['D', 'P']);
  });
});

describe('tries racing (PostgreSQL runs them at once)', () => {
  it('eight copies of one retry (a double click, a flaky network): one try, one charge, eight identical answers', async () => {
    const { s, ribs, code, cart } = await lastUnits();
    const failed = await t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.decline)), 'burst-1');
    const id = orderIdOf(failed);
    const body = checkout(cart, await t.token());
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.order(s, body, 'burst-2')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => PlaceOrderReply.parse(a.json()).Id))).toEqual(new Set([id]));
    expect(t.gateway.charges.filter((c) => c.key === `invoice-${id}-attempt-2`)).toHaveLength(1);
    expect(await invoicesOf(s)).toEqual([{ id, status: 'P' }]);
    expect(await held(s, code, ribs)).toEqual({ balance: 600, timesUsed: 1, stock: 0 });
  });

  it('two tabs retrying with their own keys: one takes the order, the other is told it is in progress or answered by its own try', async () => {
    const { s, ribs, code, cart } = await lastUnits();
    const failed = await t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.decline)), 'tabs-1');
    const id = orderIdOf(failed);
    const [a, b] = await Promise.all([
      t.order(s, checkout(cart, await t.token()), 'tab-a'),
      t.order(s, checkout(cart, await t.token()), 'tab-b'),
    ]);
    const codes = [a, b].map((r) => (r.statusCode === 200 ? 200 : ErrorReply.parse(r.json()).code));
    // the order is paid once; the other tab gets 409 (in progress, or out of stock: the order holds the last units)
    expect(codes).toContain(200);
    expect((await invoicesOf(s)).filter((i) => i.status === 'P')).toEqual([{ id, status: 'P' }]);
    expect(await held(s, code, ribs)).toEqual({ balance: 600, timesUsed: 1, stock: 0 });
  });
});

describe('an Idempotency-Key sent again', () => {
  it('with another cart answers 422 idempotency-key-reused and writes nothing', async () => {
    const { s, ribs, cart } = await lastUnits();
    const tok = await t.token();
    const first = await t.order(s, checkout(cart, tok), 'same-key');
    expect(first.statusCode, first.body).toBe(200);
    await setInventory(t, ribs, 5);
    const other = { ...cart, promoCode: undefined, centuryDollarAmount: 0, items: { friday: [item(ribs, 3, {}, t.now())] } };
    const res = await t.order(s, checkout(other, await t.token()), 'same-key');
    expect([res.statusCode, ErrorReply.parse(res.json()).code]).toEqual([422, 'idempotency-key-reused']);
    expect(await invoicesOf(s)).toHaveLength(1);
    expect(await inventoryOf(t, ribs)).toBe(5);
    // the same request (a new token of the same card, keys in another order) is the same request
    const same = await t.order(s, { ...checkout(cart, await t.token()) }, 'same-key');
    expect([same.statusCode, PlaceOrderReply.parse(same.json()).Id]).toEqual([200, PlaceOrderReply.parse(first.json()).Id]);
  });
});

describe('an unpaid Interac order holds once, for 30 minutes from its first try (ADR 194, 368)', () => {
  it('ordering again replaces the hold of the same order instead of taking another, and does not extend it', async () => {
    const { s, ribs, code, cart } = await lastUnits();
    const { card: _card, ...interac } = checkout(cart, 'unused', { paymentMethod: 'interac' });
    const first = await t.order(s, interac, 'interac-1');
    expect(first.statusCode, first.body).toBe(200);
    const id = PlaceOrderReply.parse(first.json()).Id;
    expect(await held(s, code, ribs)).toEqual({ balance: 600, timesUsed: 1, stock: 0 });
    // awaiting the bank: placed, so in "My orders" as unpaid
    expect((await history(s)).map((o) => [o.Id, o.status])).toEqual([[id, 'unpaid']]);

    // 20 minutes later the customer orders again from Confirm: the same order, held once
    later(20 * MINUTE);
    await keepSessionsAlive(t);
    const again = await t.order(s, interac, 'interac-2');
    expect(again.statusCode, again.body).toBe(200);
    expect(PlaceOrderReply.parse(again.json()).Id).toBe(id);
    expect(PlaceOrderReply.parse(again.json()).InteractOnlineRedirect).toBeTruthy();
    expect(await held(s, code, ribs)).toEqual({ balance: 600, timesUsed: 1, stock: 0 });
    expect(await invoicesOf(s)).toEqual([{ id, status: 'U' }]);
    const pays = await t.rows<{ status: string }>(
      sql`select status from payment where invoice_id = ${id} and payment_method_id = 4 order by id`,
    );
    expect(pays.map((p) => p.status)).toEqual(['error', 'pending']);

    // 31 minutes after the FIRST try (11 after the second) the hold ends: canceled, everything back
    later(11 * MINUTE);
    expect(await expireInteracOrders(t.app.checkout(), { timeoutMs: 30 * MINUTE })).toMatchObject({ done: 1 });
    expect(await invoicesOf(s)).toEqual([{ id, status: 'C' }]);
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 2 });
    await keepSessionsAlive(t);
    expect(await history(s)).toEqual([]);
    const replay = await t.order(s, interac, 'interac-2');
    expect([replay.statusCode, ErrorReply.parse(replay.json()).code]).toEqual([409, 'order-expired']);
  });

  it('another customer gets the last units once the abandoned hold is released', async () => {
    const { s, cart } = await lastUnits();
    const { card: _card, ...interac } = checkout({ ...cart, promoCode: undefined, centuryDollarAmount: 0 }, 'unused', {
      paymentMethod: 'interac',
    });
    expect((await t.order(s, interac, 'abandon-1')).statusCode).toBe(200);
    const other = await t.customer();
    const refused = await t.order(other, checkout({ items: cart.items }, await t.token()), 'abandon-2');
    expect([refused.statusCode, ErrorReply.parse(refused.json()).code]).toEqual([409, 'out-of-stock']);
    later(31 * MINUTE);
    await expireInteracOrders(t.app.checkout(), { timeoutMs: 30 * MINUTE });
    await keepSessionsAlive(t);
    const bought = await t.order(other, checkout({ items: cart.items }, await t.token()), 'abandon-3');
    expect(bought.statusCode, bought.body).toBe(200);
  });
});
