// Placing an order through the API on a real (seeded) database with an injected clock:
// recomputed prices, the $49 rule, both taxes, promo code and Century Dollars, the sandbox cards,
// idempotent replays, and the confirmation e-mail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CenturyDollarsReply, ErrorReply, OrderReply, PlaceOrderReply } from '@mijote/contracts';
import { creditCenturyDollars } from '@mijote/db/testing';
import { formatPercent, GST_PERCENT, percentOf, QST_PERCENT } from '@mijote/domain';
import {
  SANDBOX_CARDS,
  checkout,
  createOrdersApp,
  inventoryOf,
  invoiceRow,
  item,
  priceOf,
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
beforeEach(async () => {
  // Wednesday of week 0, 9:00: Thursday and Friday are open, Monday and Tuesday are past.
  t.at(t.day(2), '09:00:00');
  // the week cart's products have no stock limit unless a test sets one
  await t.db.db.execute(
    sql`delete from product_inventory where product_id in (select id from product where slug in ('md-salmon-quinoa', 'md-short-ribs-stout'))`,
  );
});

const thursday = () => t.day(3);
const friday = () => t.day(4);

async function weekCart(extra: Record<string, unknown> = {}) {
  const quinoa = await t.productId('md-salmon-quinoa');
  const ribs = await t.productId('md-short-ribs-stout');
  return {
    quinoa,
    ribs,
    cart: {
      items: {
        thursday: [item(quinoa, 1, {}, t.now())],
        friday: [item(ribs, 3, {}, t.now())],
      },
      ...extra,
    },
  };
}

describe('POST /api/orders/0 — access and the idempotency key', () => {
  it('needs a session (401) and an Idempotency-Key (400)', async () => {
    const anonymous = await t.req(null, 'POST', '/api/orders/0', {}, { 'idempotency-key': 'k1' });
    expect(anonymous.statusCode).toBe(401);
    const s = await t.customer();
    const { cart } = await weekCart();
    const res = await t.req(s, 'POST', '/api/orders/0', checkout(cart, await t.token()));
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json()).code).toBe('idempotency-key-required');
  });

  it('refuses a card number in the body (only a token reaches this endpoint)', async () => {
    const s = await t.customer();
    const { cart } = await weekCart();
    const body = checkout(cart, await t.token());
    const res = await t.order(s, { ...body, card: { token: body.card!.token, number: SANDBOX_CARDS.approve } as never });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation-failed');
  });

  it('refuses client amounts no one names, and the 400 names them (ADR 195); the spec’s are ignored (ADR 371)', async () => {
    const s = await t.customer();
    const { cart } = await weekCart({ subTotal: 1, totalWithTaxes: 1, grandTotal: 1 });
    const thursday = cart.items.thursday.map((i) => ({ ...i, amount: 1, unitPrice: 1 }));
    const res = await t.order(s, checkout({ ...cart, items: { ...cart.items, thursday } }, await t.token()));
    expect(res.statusCode).toBe(400);
    const issues = (res.json() as { params: { issues: { path: string; keys?: string[] }[] } }).params.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.cart', keys: ['grandTotal'] }),
        expect.objectContaining({ path: 'body.cart.items.thursday.0', keys: ['unitPrice'] }),
      ]),
    );
    expect(t.gateway.charges).toHaveLength(0);
  });
});

describe('POST /api/orders/0 — an approved card', () => {
  it('recomputes every amount, applies the $49 rule per day and both taxes, and records a paid order', async () => {
    const s = await t.customer();
    const { quinoa, ribs, cart } = await weekCart();
    const q = await priceOf(t, quinoa);
    const r = await priceOf(t, ribs);
    const res = await t.order(s, checkout(cart, await t.token()));
    expect(res.statusCode, res.body).toBe(200);
    const reply = PlaceOrderReply.parse(res.json());
    expect(reply.InteractOnlineRedirect).toBeNull();

    const subTotal = q.price + 3 * r.price;
    expect(3 * r.price).toBeGreaterThanOrEqual(4900); // Friday reaches $49: no fee
    expect(q.price).toBeLessThan(4900); // Thursday does not: the H9R fee of $5.95
    const fees = 595;
    const base = subTotal + fees;
    const inv = await invoiceRow(t, reply.Id);
    expect(inv.status).toBe('P');
    expect(inv.subtotal_cents).toBe(subTotal);
    expect(inv.delivery_charge_cents).toBe(fees);
    expect(inv.tax1_cents).toBe(percentOf(base, 5));
    expect(inv.tax2_cents).toBe(percentOf(base, 9.975));
    expect(inv.total_cents).toBe(base + inv.tax1_cents + inv.tax2_cents);

    const charges = t.gateway.charges.filter((c) => c.key === `invoice-${reply.Id}`);
    expect(charges).toEqual([{ key: `invoice-${reply.Id}`, amountCents: inv.total_cents, result: 'approved' }]);

    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${reply.Id}`)).json());
    expect(order.status).toBe('paid');
    expect(order.details.map((d) => [d.productId, d.quantity, d.price, d.requiredBy])).toEqual([
      [quinoa, 1, q.price, thursday()],
      [ribs, 3, r.price, friday()],
    ]);
    expect(order.payments).toEqual([
      expect.objectContaining({ PaymentMethodId: 1, Amount: inv.total_cents, status: 'approved', cardBrand: 'VISA', cardLast4: '4242' }),
    ]);
    expect(order.paymentType).toBe('VISA');

    // in the account's order history, labelled paid
    const history = await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders`);
    expect(history.statusCode).toBe(200);
    expect((history.json() as { Id: number; status: string }[]).find((o) => o.Id === reply.Id)?.status).toBe('paid');

    // the confirmation e-mail, queued in the outbox; no card number anywhere
    const mails = await t.rows<{ template: string; language_cd: string; subject: string; text: string }>(
      sql`select template, language_cd, subject, text from email_outbox where account_id = ${s.id}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('order-confirmation');
    expect(mails[0]!.subject).toContain(`#${reply.Id}`);
    expect(mails[0]!.text).not.toContain('4242');
  });

  it('GET /orders/{id}?language=: the product titles in the reader’s language (the account’s order detail, issue 9)', async () => {
    const s = await t.customer();
    const { quinoa, cart } = await weekCart();
    const res = await t.order(s, checkout(cart, await t.token()));
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const [fr] = await t.rows<{ title: string }>(
      sql`select title from product_translation where product_id = ${quinoa} and language_cd = 'fr'`,
    );
    const [en] = await t.rows<{ title: string }>(
      sql`select title from product_translation where product_id = ${quinoa} and language_cd = 'en'`,
    );
    expect(fr!.title).not.toBe(en!.title);
    const title = async (q: string) =>
      OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}${q}`)).json()).details.find((d) => d.productId === quinoa)!.title;
    expect(await title('')).toBe(en!.title); // placed in English
    expect(await title('?language=fr')).toBe(fr!.title);
    expect(await title('?language=en')).toBe(en!.title);
    const bad = await t.req(s, 'GET', `/api/orders/${id}?language=de`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation-failed');
  });

  it('sends the confirmation in French when the order is placed in French', async () => {
    const s = await t.customer();
    const { cart } = await weekCart();
    const res = await t.order(s, checkout(cart, await t.token(), { language: 'fr' }));
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.rows<{ language_cd: string; subject: string; text: string }>(
      sql`select language_cd, subject, text from email_outbox where account_id = ${s.id}`,
    );
    expect(mail!.language_cd).toBe('fr');
    expect(mail!.subject).toContain('confirmée');
    expect(mail!.text).toContain('TVQ');
    // the rates come from the domain, written the French way (as on the site's totals)
    expect(mail!.text).toContain(`TPS (${formatPercent(GST_PERCENT, 'fr')})`);
    expect(mail!.text).toContain(`TVQ (${formatPercent(QST_PERCENT, 'fr')})`);
  });

  it('clears the stored cart once paid', async () => {
    const s = await t.customer();
    const { cart } = await weekCart();
    expect((await t.req(s, 'PUT', '/api/cart', { store: 'mealDelivery', cart })).statusCode).toBe(200);
    expect((await t.order(s, checkout(cart, await t.token()))).statusCode).toBe(200);
    const after = await t.req(s, 'GET', '/api/cart?store=mealDelivery');
    expect(after.json().version).toBe(0);
    expect(after.json().lines).toEqual([]);
  });

  it('applies a promo code and Century Dollars: code used once, balance debited, payment of method 2', async () => {
    const s = await t.customer();
    await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: 1000, methodCd: 'MA', manualUserId: s.id });
    await t.db.db.execute(
      sql`insert into promo_code (code, type, amount, status, max_uses, times_used) values ('TEST5OFF', 'dollars', 500, 'V', 5, 0)`,
    );
    const { cart } = await weekCart({ promoCode: 'test5off', centuryDollarAmount: 700 });
    const res = await t.order(s, checkout(cart, await t.token()));
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const inv = await invoiceRow(t, id);
    expect(inv.discount_cents).toBe(500);
    expect(inv.century_dollars_cents).toBe(700);
    const base = inv.subtotal_cents - 500 + inv.delivery_charge_cents;
    expect(inv.tax1_cents).toBe(percentOf(base, 5));
    expect(inv.tax2_cents).toBe(percentOf(base, 9.975));
    expect(inv.total_cents).toBe(base + inv.tax1_cents + inv.tax2_cents - 700);

    const [code] = await t.rows<{ times_used: number; uses: number }>(
      sql`select times_used, (select count(*)::int from promo_code_use u where u.promo_code_id = p.id and u.invoice_id = ${id}) as uses from promo_code p where code = 'TEST5OFF'`,
    );
    expect(code).toEqual({ times_used: 1, uses: 1 });
    const [acc] = await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${s.id}`);
    expect(acc!.c).toBe(300);
    const pays = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}`)).json()).payments;
    expect(pays.map((p) => [p.PaymentMethodId, p.Amount, p.status])).toEqual([
      [2, 700, 'approved'],
      [1, inv.total_cents, 'approved'],
    ]);
  });

  it('needs no card when Century Dollars pay everything', async () => {
    const s = await t.customer();
    await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: 100_000, methodCd: 'MA', manualUserId: s.id });
    const { cart } = await weekCart({ centuryDollarAmount: 100_000 });
    const { card: _card, ...body } = checkout(cart, 'unused-token');
    const res = await t.order(s, body);
    expect(res.statusCode, res.body).toBe(200);
    const inv = await invoiceRow(t, PlaceOrderReply.parse(res.json()).Id);
    expect(inv.status).toBe('P');
    expect(inv.total_cents).toBe(0);
    expect(t.gateway.charges.some((c) => c.key === `invoice-${inv.id}`)).toBe(false);
  });

  it('refuses a code that does not apply with its result key', async () => {
    const s = await t.customer();
    await t.db.db.execute(
      sql`insert into promo_code (code, type, amount, status, max_uses, times_used) values ('USEDUP', 'dollars', 500, 'V', 1, 1)`,
    );
    const { cart } = await weekCart({ promoCode: 'USEDUP' });
    const res = await t.order(s, checkout(cart, await t.token()));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('promo-maxedout');
    const unknown = await t.order(s, checkout((await weekCart({ promoCode: 'NOPE' })).cart, await t.token()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('sorry-expired');
  });
});

describe('POST /api/orders/0 — declined and failing cards', () => {
  async function heldEffects() {
    const s = await t.customer();
    await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: 1000, methodCd: 'MA', manualUserId: s.id });
    const duck = await t.productId('md-duck-confit'); // Wednesday's menu has it, with stock
    await setInventory(t, duck, 20);
    await t.db.db.execute(
      sql`insert into promo_code (code, type, amount, status, max_uses, times_used) values (${`HELD${s.id}`}, 'dollars', 300, 'V', 2, 0)`,
    );
    const cart = {
      items: {
        thursday: [item(await t.productId('md-salmon-quinoa'), 1, {}, t.now())],
        friday: [item(await t.productId('md-short-ribs-stout'), 2, {}, t.now())],
      },
      promoCode: `HELD${s.id}`,
      centuryDollarAmount: 400,
    };
    return { s, cart, code: `HELD${s.id}` };
  }

  async function state(s: { id: number }, code: string) {
    const [acc] = await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${s.id}`);
    const [p] = await t.rows<{ times_used: number }>(sql`select times_used from promo_code where code = ${code}`);
    return { balance: acc!.c, timesUsed: p!.times_used };
  }

  it('4000000000000002 declines: 402 order-declined, invoice D, stock, code use and Century Dollars given back', async () => {
    const { s, cart, code } = await heldEffects();
    const ribs = await t.productId('md-short-ribs-stout');
    await setInventory(t, ribs, 7);
    const key = 'declined-once';
    const res = await t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.decline)), key);
    expect(res.statusCode).toBe(402);
    const err = ErrorReply.parse(res.json());
    expect(err.code).toBe('order-declined');
    const inv = await invoiceRow(t, Number(err.params.orderId));
    expect(inv.status).toBe('D');
    expect(await state(s, code)).toEqual({ balance: 1000, timesUsed: 0 });
    expect(await inventoryOf(t, ribs)).toBe(7);
    // never charged: not in "My orders" (ADR 368); a replay answers the same without charging again
    const history = (await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders`)).json() as { Id: number; status: string }[];
    expect(history.find((o) => o.Id === inv.id)).toBeUndefined();
    const again = await t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.decline)), key);
    expect(again.statusCode).toBe(402);
    expect(t.gateway.charges.filter((c) => c.key === `invoice-${inv.id}`)).toHaveLength(1);
    // the Century Dollars given back say why as a code, in the customer's language (issue 9)
    const ledger = CenturyDollarsReply.parse((await t.req(s, 'GET', `/api/accounts/${s.uuid}/century-dollars`)).json());
    expect(ledger.transactions.find((x) => x.methodCd === 'RF')).toMatchObject({
      type: 'C',
      amount: 400,
      invoiceId: inv.id,
      reason: 'payment-declined',
      note: null,
    });
  });

  it('4000000000000119 fails: 502 payment-processing-failed, invoice stays U, effects given back', async () => {
    const { s, cart, code } = await heldEffects();
    const res = await t.order(s, checkout(cart, await t.token(SANDBOX_CARDS.error)));
    expect(res.statusCode).toBe(502);
    const err = ErrorReply.parse(res.json());
    expect(err.code).toBe('payment-processing-failed');
    const inv = await invoiceRow(t, Number(err.params.orderId));
    expect(inv.status).toBe('U');
    expect(await state(s, code)).toEqual({ balance: 1000, timesUsed: 0 });
    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${inv.id}`)).json());
    expect(order.status).toBe('unpaid');
    expect(order.payments.map((p) => [p.PaymentMethodId, p.status])).toEqual([
      [2, 'refunded'],
      [1, 'error'],
    ]);
    const ledger = CenturyDollarsReply.parse((await t.req(s, 'GET', `/api/accounts/${s.uuid}/century-dollars`)).json());
    expect(ledger.transactions.find((x) => x.methodCd === 'RF')).toMatchObject({ invoiceId: inv.id, reason: 'payment-failed', note: null });
  });
});

describe('POST /api/orders/0 — the same Idempotency-Key twice', () => {
  it('answers the same order, with one invoice and one charge', async () => {
    const s = await t.customer();
    const { cart } = await weekCart();
    const body = checkout(cart, await t.token());
    const first = await t.order(s, body, 'double-click');
    const second = await t.order(s, body, 'double-click');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const id = PlaceOrderReply.parse(first.json()).Id;
    const [n] = await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice where account_id = ${s.id}`);
    expect(n!.n).toBe(1);
    expect(t.gateway.charges.filter((c) => c.key === `invoice-${id}`)).toHaveLength(1);
    // POST /orders/{id} for the placed order answers it too
    expect((await t.order(s, body, 'another-key', id)).json()).toEqual(first.json());
  });

  it('keys are per customer: another customer’s same key is another order', async () => {
    const a = await t.customer();
    const b = await t.customer();
    const { cart } = await weekCart();
    const ra = await t.order(a, checkout(cart, await t.token()), 'shared-key');
    const rb = await t.order(b, checkout(cart, await t.token()), 'shared-key');
    expect(ra.statusCode).toBe(200);
    expect(rb.statusCode).toBe(200);
    expect(ra.json().Id).not.toBe(rb.json().Id);
  });
});

// Issue 9, item 10: a master login's waiver holds for the address it was granted for; an order
// delivered elsewhere pays the fee (customer-side §4 "changing the address resets the waiver").
describe('POST /api/orders/0 — the delivery waiver at order placement', () => {
  it('keeps the waiver at the cart’s address, resets it for another one', async () => {
    const master = await t.customer({ isMasterLogin: true });
    const quinoa = await t.productId('md-salmon-quinoa');
    const cart = (postalCode: string) => ({ items: { thursday: [item(quinoa, 1, {}, t.now())] }, postalCode, isDeliveryWaived: true });
    const here = await t.order(master, checkout(cart('H9R 1A1'), await t.token()));
    expect(here.statusCode, here.body).toBe(200);
    const [kept] = await t.rows<{ is_delivery_waived: boolean; delivery_charge_cents: number }>(
      sql`select is_delivery_waived, delivery_charge_cents from invoice where id = ${here.json().Id}`,
    );
    expect(kept).toEqual({ is_delivery_waived: true, delivery_charge_cents: 0 });
    // the cart was waived for H9R 2W3; the order goes to the checkout's address, H9R 1A1
    const elsewhere = await t.order(master, checkout(cart('H9R 2W3'), await t.token()));
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const [reset] = await t.rows<{ is_delivery_waived: boolean; delivery_charge_cents: number }>(
      sql`select is_delivery_waived, delivery_charge_cents from invoice where id = ${elsewhere.json().Id}`,
    );
    expect(reset).toEqual({ is_delivery_waived: false, delivery_charge_cents: 595 });
  });
});
