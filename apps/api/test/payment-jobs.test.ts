// The payment jobs (ADR 194, 204): reconciliation of card payments a crash left pending, and the
// Interac timeout. A held charge stands for a process cut off mid-checkout: the order is recorded
// (T1), the charge is at the processor (or not yet), and nobody settles it — until the job does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorReply, PlaceOrderReply } from '@mijote/contracts';
import { INVOICE_STATUS_NOTES } from '@mijote/domain';
import { expireInteracOrders, reconcilePayments } from '../src/modules/checkout/payment-jobs.js';
import {
  checkout,
  createOrdersApp,
  heldBy,
  heldCartFixture,
  invoiceRow,
  keepSessionsAlive,
  SANDBOX_CARDS,
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
const later = (ms: number) =>
  t.at(t.day(2), new Date(t.now().getTime() + ms).toLocaleTimeString('en-GB', { timeZone: 'America/Toronto', hour12: false }));
const deps = () => t.app.checkout();

/** A customer with $10 of Century Dollars and a two-use promo code, and a cart that spends both. */
const heldOrder = () => heldCartFixture(t, { stock: 9, uses: 2, prefix: 'JOB' });
const held = (s: { id: number }, code: string, ribs: number) => heldBy(t, s, code, ribs);

const payment = async (invoiceId: number) =>
  (await t.rows<{ status: string }>(sql`select status from payment where invoice_id = ${invoiceId} and payment_method_id = 1`))[0]?.status;
const pendingCount = async () =>
  Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from payment where status = 'pending'`))[0]!.n);
const orderOf = async (s: { id: number }) =>
  Number((await t.rows<{ id: number }>(sql`select max(id) as id from invoice where account_id = ${s.id}`))[0]!.id);

describe('reconciliation of card payments a crash left pending (ADR 204)', () => {
  it('a charge the processor approved: the order becomes paid with its e-mail, the late answer changes nothing, a replay answers paid', async () => {
    const { s, ribs, code, cart } = await heldOrder();
    const hold = t.gateway.hold('after');
    const first = t.order(s, checkout(cart, await t.token()), 'crash-approved');
    await hold.reached;
    const id = await orderOf(s);
    expect([(await invoiceRow(t, id)).status, await payment(id)]).toEqual(['U', 'pending']);
    // not before the minute
    later(30_000);
    expect(await reconcilePayments(deps(), { afterMs: MINUTE })).toMatchObject({ seen: 0, done: 0 });
    later(31_000);
    expect(await reconcilePayments(deps(), { afterMs: MINUTE })).toMatchObject({ seen: 1, done: 1, failed: 0 });
    expect([(await invoiceRow(t, id)).status, await payment(id)]).toEqual(['P', 'approved']);
    expect(await held(s, code, ribs)).toEqual({ balance: 600, timesUsed: 1, stock: 7 });
    const mails = await t.rows<{ template: string }>(sql`select template from email_outbox where account_id = ${s.id}`);
    expect(mails.map((m) => m.template)).toEqual(['order-confirmation']);
    // the original request's answer finally arrives: already paid, no second e-mail, no refund
    hold.release();
    const res = await first;
    expect(res.statusCode, res.body).toBe(200);
    expect(t.gateway.refunds.filter((r) => r.key.startsWith(`invoice-${id}`))).toEqual([]);
    expect((await t.rows(sql`select 1 from email_outbox where account_id = ${s.id}`)).length).toBe(1);
    const replay = await t.order(s, checkout(cart, await t.token()), 'crash-approved');
    expect([replay.statusCode, PlaceOrderReply.parse(replay.json()).Id]).toEqual([200, id]);
    expect(t.gateway.charges.filter((c) => c.key === `invoice-${id}`)).toHaveLength(1);
  });

  it('a charge the processor declined: D, and the stock, the code use and the Century Dollars come back; a replay answers 402', async () => {
    const { s, ribs, code, cart } = await heldOrder();
    const hold = t.gateway.hold('after');
    const first = t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.decline)), 'crash-declined');
    await hold.reached;
    const id = await orderOf(s);
    expect(await held(s, code, ribs)).toEqual({ balance: 600, timesUsed: 1, stock: 7 });
    later(2 * MINUTE);
    expect(await reconcilePayments(deps(), { afterMs: MINUTE })).toMatchObject({ done: 1 });
    expect([(await invoiceRow(t, id)).status, await payment(id)]).toEqual(['D', 'declined']);
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 9 });
    hold.release();
    expect((await first).statusCode).toBe(402);
    // given back once, whoever got there first
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 9 });
    const replay = await t.order(s, checkout(cart, await t.token()), 'crash-declined');
    expect([replay.statusCode, ErrorReply.parse(replay.json()).code]).toEqual([402, 'order-declined']);
  });

  it('a processing error: released, the order stays unpaid and a replay answers 502', async () => {
    const { s, ribs, code, cart } = await heldOrder();
    const hold = t.gateway.hold('after');
    const first = t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.error)), 'crash-error');
    await hold.reached;
    const id = await orderOf(s);
    later(2 * MINUTE);
    expect(await reconcilePayments(deps(), { afterMs: MINUTE })).toMatchObject({ done: 1 });
    expect([(await invoiceRow(t, id)).status, await payment(id)]).toEqual(['U', 'error']);
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 9 });
    hold.release();
    expect((await first).statusCode).toBe(502);
    const replay = await t.order(s, checkout(cart, await t.token()), 'crash-error');
    expect([replay.statusCode, ErrorReply.parse(replay.json()).code]).toEqual([502, 'payment-processing-failed']);
  });

  it('a charge that never reached the processor: canceled with its reason, its key answers 409 order-not-placed; a late charge is refunded (ADR 368)', async () => {
    const { s, ribs, code, cart } = await heldOrder();
    const hold = t.gateway.hold('before');
    const first = t.order(s, checkout(cart, await t.token()), 'crash-unknown');
    await hold.reached;
    const id = await orderOf(s);
    later(2 * MINUTE);
    expect(await t.gateway.lookup({ idempotencyKey: `invoice-${id}` })).toEqual({ status: 'unknown' });
    expect(await reconcilePayments(deps(), { afterMs: MINUTE })).toMatchObject({ done: 1 });
    expect([(await invoiceRow(t, id)).status, await payment(id)]).toEqual(['C', 'error']);
    const [note] = await t.rows<{ from_status: string; to_status: string; reason: string }>(
      sql`select from_status, to_status, reason from invoice_status_history where invoice_id = ${id} order by id desc limit 1`,
    );
    expect(note).toEqual({ from_status: 'U', to_status: 'C', reason: INVOICE_STATUS_NOTES['charge-never-arrived'] });
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 9 });
    // its key, sent again, says so: not placed, try again (a 4xx the web translates), not 502
    await keepSessionsAlive(t);
    const again = await t.order(s, checkout(cart, await t.token()), 'crash-unknown');
    expect([again.statusCode, ErrorReply.parse(again.json()).code]).toEqual([409, 'order-not-placed']);
    // never in "My orders"
    const history = (await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders`)).json() as { Id: number }[];
    expect(history.map((o) => o.Id)).not.toContain(id);
    hold.release();
    const res = await first;
    expect([res.statusCode, ErrorReply.parse(res.json()).code]).toEqual([409, 'order-not-placed']);
    expect(t.gateway.refunds.filter((r) => r.key === `invoice-${id}-late`)).toHaveLength(1);
    expect([(await invoiceRow(t, id)).status, await payment(id)]).toEqual(['C', 'error']);
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 9 });
  });

  it('two nodes reconciling at once settle each payment once', async () => {
    const { s, ribs, code, cart } = await heldOrder();
    const hold = t.gateway.hold('after');
    const first = t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.decline)), 'crash-two-nodes');
    await hold.reached;
    later(2 * MINUTE);
    const [a, b] = await Promise.all([reconcilePayments(deps(), { afterMs: MINUTE }), reconcilePayments(deps(), { afterMs: MINUTE })]);
    expect(a.failed + b.failed).toBe(0);
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 9 });
    hold.release();
    await first;
    expect(await pendingCount()).toBe(0);
  });
});

describe('Interac Online orders left unpaid (ADR 194)', () => {
  async function interacOrder() {
    const { s, ribs, code, cart } = await heldOrder();
    const { card: _card, ...body } = checkout(cart, 'unused', { paymentMethod: 'interac' });
    const res = await t.order(s, body, `interac-timeout-${s.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return { s, ribs, code, body, id: PlaceOrderReply.parse(res.json()).Id };
  }

  it('are canceled after the timeout and give back what they held, not before', async () => {
    const { s, ribs, code, id } = await interacOrder();
    expect(await held(s, code, ribs)).toEqual({ balance: 600, timesUsed: 1, stock: 7 });
    later(29 * MINUTE);
    expect(await expireInteracOrders(deps(), { timeoutMs: 30 * MINUTE })).toMatchObject({ done: 0 });
    expect((await invoiceRow(t, id)).status).toBe('U');
    later(2 * MINUTE);
    expect(await expireInteracOrders(deps(), { timeoutMs: 30 * MINUTE })).toMatchObject({ done: 1 });
    expect((await invoiceRow(t, id)).status).toBe('C');
    expect(await held(s, code, ribs)).toEqual({ balance: 1000, timesUsed: 0, stock: 9 });
    await keepSessionsAlive(t);
    // the Century Dollar history says why, as a code the profile translates
    const [row] = await t.rows<{ note: string }>(sql`select note from century_dollar_transaction where invoice_id = ${id} and type = 'C'`);
    expect(row!.note).toBe('order-canceled');
    // never paid: not in "My orders" (ADR 368)
    const history = (await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders`)).json() as { Id: number; status: string }[];
    expect(history.find((o) => o.Id === id)).toBeUndefined();
    // a second run, or another node, finds nothing left to do
    expect(await expireInteracOrders(deps(), { timeoutMs: 30 * MINUTE })).toMatchObject({ seen: 0 });
    // card payments are not the Interac job's
    expect(await reconcilePayments(deps(), { afterMs: MINUTE })).toMatchObject({ seen: 0 });
  });

  it('a bank approval that comes back after the cancel is refunded and answers 409 order-expired', async () => {
    const { s, id } = await interacOrder();
    const page = await t.req(s, 'GET', `/api/payments/sandbox/interac/${id}?returnUrl=/en/store/success`);
    expect(page.statusCode).toBe(200);
    const forms = page.body.split('<form').slice(1);
    const approved = /name="interacResult" value="([^"]+)"/.exec(forms.find((f) => f.includes('value="approved"'))!)![1]!;
    later(31 * MINUTE);
    await expireInteracOrders(deps(), { timeoutMs: 30 * MINUTE });
    await keepSessionsAlive(t);
    const res = await t.req(s, 'POST', `/api/orders/${id}/fix-interact-payment`, { result: approved });
    expect([res.statusCode, ErrorReply.parse(res.json()).code]).toEqual([409, 'order-expired']);
    expect(t.gateway.refunds.filter((r) => r.key === `invoice-${id}-late`)).toHaveLength(1);
    expect((await invoiceRow(t, id)).status).toBe('C');
  });
});
