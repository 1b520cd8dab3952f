// What each discount and credit may pay for, through the API on the seeded database (ADR 190):
// a promo code, the Facebook-share code, Century Dollars and a gift card never reduce a gift-card
// purchase; in a mixed cart the meals get them and the card does not; and the priced cart, the
// order and its e-mail say the same amounts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartReply, ErrorReply, OrderReply, PlaceOrderReply } from '@mijote/contracts';
import { creditCenturyDollars } from '@mijote/db/testing';
import { formatMoney, percentOf } from '@mijote/domain';
import { checkout, createOrdersApp, invoiceRow, item, priceOf, SANDBOX_CARDS, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
beforeAll(async () => {
  t = await createOrdersApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // Wednesday of week 0, 9:00: Thursday is open
  t.at(t.day(2), '09:00:00');
});

let codes = 0;
/** A new promo code; `share` makes it a Facebook-share reward as the share module stores it. */
async function newCode(type: 'dollars' | 'percent', amount: number, opts: { share?: boolean; minimum?: number } = {}): Promise<string> {
  const code = `ELIG${++codes}${opts.share ? 'FB' : ''}`;
  const note = opts.share ? `facebook-share:order:${900_000 + codes}` : null;
  await t.db.db.execute(
    sql`insert into promo_code (code, type, amount, status, max_uses, times_used, minimum_amount_cents, note) values (${code}, ${type}, ${amount}, 'V', 1, 0, ${opts.minimum ?? 0}, ${note})`,
  );
  return code;
}

const timesUsed = async (code: string) =>
  (await t.rows<{ n: number }>(sql`select times_used as n from promo_code where code = ${code}`))[0]!.n;
const balanceOf = async (s: Session) =>
  (await t.rows<{ c: number }>(sql`select current_century_dollar_cents as c from account where id = ${s.id}`))[0]!.c;
const giftCardsOf = (invoiceId: number) =>
  t.rows<{ amount_cents: number; balance_cents: number }>(
    sql`select amount_cents, balance_cents from gift_card where invoice_id = ${invoiceId}`,
  );

/** The $25 card alone, in the generic store. */
async function cardOnly(extra: Record<string, unknown> = {}) {
  const card = await t.productId('store-gift-card-25');
  return { card, cart: { items: { generic: [item(card, 1, {}, t.now())] }, ...extra } };
}

/** A Thursday meal and a $25 card, in the meal-delivery cart. */
async function mixed(extra: Record<string, unknown> = {}) {
  const meal = await t.productId('md-salmon-quinoa');
  const card = await t.productId('store-gift-card-25');
  return { meal, card, cart: { items: { thursday: [item(meal, 2, {}, t.now())], generic: [item(card, 1, {}, t.now())] }, ...extra } };
}

const RECIPIENT = { name: 'Léa Gagnon', email: 'lea.gagnon@example.com', message: 'Bon appétit!' };

/** A gift card goes by e-mail: its recipient, no address nor date (ADR 214). */
const storeBody = (cart: Record<string, unknown>, token: string) =>
  checkout(cart, token, { store: 'generic', deliveryAddress: null, giftCardRecipient: RECIPIENT });

async function pricedCart(s: Session, store: 'generic' | 'mealDelivery', cart: Record<string, unknown>): Promise<CartReply> {
  const res = await t.req(s, 'PUT', '/api/cart', { store, cart: { ...cart, postalCode: 'H9R 1A1' } });
  expect(res.statusCode, res.body).toBe(200);
  return CartReply.parse(res.json());
}

describe('a gift-card purchase is paid in full (ADR 190)', () => {
  it.each([
    ['a promo code in dollars', () => newCode('dollars', 1000)],
    ['a promo code in percent', () => newCode('percent', 40)],
    ['the Facebook-share code', () => newCode('percent', 25, { share: true })],
  ])('%s: the cart says it does not apply, the order refuses it with 400, the code is not spent', async (_name, make) => {
    const s = await t.customer();
    const code = await make();
    const { cart } = await cardOnly({ promoCode: code });
    const priced = await pricedCart(s, 'generic', cart);
    expect(priced.totals.promoCode).toEqual({ code, key: 'promo-not-applicable', discount: 0 });
    expect(priced.totals.amountDue).toBe(2500);

    const res = await t.order(s, storeBody(cart, await t.token()));
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorReply.parse(res.json()).code).toBe('promo-not-applicable');
    expect(await timesUsed(code)).toBe(0);
    expect(t.gateway.charges.filter((c) => c.amountCents < 2500 && c.key.startsWith('invoice-'))).toEqual([]);

    // without the code: $25 charged, a $25 card issued
    const paid = await t.order(s, storeBody({ ...cart, promoCode: null }, await t.token()));
    expect(paid.statusCode, paid.body).toBe(200);
    const inv = await invoiceRow(t, PlaceOrderReply.parse(paid.json()).Id);
    expect([inv.status, inv.discount_cents, inv.total_cents]).toEqual(['P', 0, 2500]);
    expect(await giftCardsOf(inv.id)).toEqual([{ amount_cents: 2500, balance_cents: 2500 }]);
  });

  it('Century Dollars do not pay for a gift card: the card (or Interac) pays it all, the balance is untouched', async () => {
    const s = await t.customer();
    await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: 10_000, methodCd: 'MA', manualUserId: s.id });
    const { cart } = await cardOnly({ centuryDollarAmount: 2500 });
    const priced = await pricedCart(s, 'generic', cart);
    expect([priced.totals.centuryDollars, priced.totals.amountDue]).toEqual([0, 2500]);
    // and without a card the order cannot be paid with them
    const { card: _c, ...noCard } = storeBody(cart, 'unused');
    const refused = await t.order(s, noCard);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('payment-method-required');

    const res = await t.order(s, storeBody(cart, await t.token()));
    expect(res.statusCode, res.body).toBe(200);
    const inv = await invoiceRow(t, PlaceOrderReply.parse(res.json()).Id);
    expect([inv.century_dollars_cents, inv.total_cents]).toEqual([0, 2500]);
    expect(t.gateway.charges.find((c) => c.key === `invoice-${inv.id}`)?.amountCents).toBe(2500);
    expect(await balanceOf(s)).toBe(10_000);
  });

  it('a gift card cannot buy a gift card: applied, it is Century Dollars, which do not pay for one', async () => {
    const s = await t.customer();
    await t.db.db.execute(sql`insert into gift_card (code, amount_cents, balance_cents, status) values ('MIJ-ELIG-GIFT', 5000, 5000, 'a')`);
    expect((await t.req(s, 'POST', `/api/accounts/${s.uuid}/gift-cards/MIJ-ELIG-GIFT/apply`)).statusCode).toBe(200);
    expect(await balanceOf(s)).toBe(5000);
    const { cart } = await cardOnly({ centuryDollarAmount: 5000 });
    const res = await t.order(s, storeBody(cart, await t.token()));
    expect(res.statusCode, res.body).toBe(200);
    const inv = await invoiceRow(t, PlaceOrderReply.parse(res.json()).Id);
    expect([inv.century_dollars_cents, inv.total_cents]).toEqual([0, 2500]);
    expect(await balanceOf(s)).toBe(5000);
  });
});

describe('a mixed cart: the meals get the discount, the card does not; cart == order == e-mail', () => {
  it.each([
    ['a 20 % promo code', () => newCode('percent', 20)],
    ['the 25 % share code', () => newCode('percent', 25, { share: true })],
    ['a $100 promo code (capped at the meals)', () => newCode('dollars', 10_000)],
  ])('%s', async (_name, make) => {
    const s = await t.customer();
    await creditCenturyDollars(t.db.db, { accountId: s.id, amountCents: 100_000, methodCd: 'MA', manualUserId: s.id });
    const code = await make();
    const { meal, cart } = await mixed({ promoCode: code, centuryDollarAmount: 100_000 });
    const m = await priceOf(t, meal);
    const meals = 2 * m.price;
    const [row] = await t.rows<{ type: string; amount: number }>(sql`select type, amount from promo_code where code = ${code}`);
    const discount = row!.type === 'percent' ? percentOf(meals, row!.amount) : Math.min(row!.amount, meals);

    const priced = await pricedCart(s, 'mealDelivery', cart);
    const x = priced.totals;
    expect(x.subTotal).toBe(meals + 2500);
    expect(x.promoCode).toEqual({ code, key: 'promo-added', discount });
    // Century Dollars pay everything but the card
    expect(x.amountDue).toBe(2500);
    expect(x.centuryDollars).toBe(x.totalWithTaxes - 2500);

    const res = await t.order(s, checkout(cart, await t.token(), { giftCardRecipient: RECIPIENT }));
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const inv = await invoiceRow(t, id);
    expect(inv.status).toBe('P');
    expect([inv.subtotal_cents, inv.discount_cents, inv.tax1_cents, inv.tax2_cents, inv.delivery_charge_cents]).toEqual([
      x.subTotal,
      discount,
      x.tax1,
      x.tax2,
      x.deliveryFees,
    ]);
    expect([inv.century_dollars_cents, inv.total_cents]).toEqual([x.centuryDollars, 2500]);
    expect(t.gateway.charges.find((c) => c.key === `invoice-${id}`)?.amountCents).toBe(2500);
    expect(await giftCardsOf(id)).toEqual([{ amount_cents: 2500, balance_cents: 2500 }]);

    // the order detail shows the same discount lines as the cart
    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}`)).json());
    expect(order.promoCode).toEqual({ code, discount });
    expect(order.promotion).toEqual({ discount: 0, applied: [] });
    expect([order.subTotal, order.discount, order.tax1, order.tax2, order.centuryDollarsApplied, order.total]).toEqual([
      x.subTotal,
      discount,
      x.tax1,
      x.tax2,
      x.centuryDollars,
      x.amountDue,
    ]);

    // the e-mail too
    const [mail] = await t.rows<{ text: string }>(
      sql`select text from email_outbox where account_id = ${s.id} and template = 'order-confirmation'`,
    );
    const m$ = (c: number) => formatMoney(c, 'en');
    expect(mail!.text).toContain(`Promo code ${code}: −${m$(discount)}`);
    expect(mail!.text).not.toContain('Discounts');
    expect(mail!.text).toContain(`Subtotal: ${m$(x.subTotal)}`);
    expect(mail!.text).toContain(`Century Dollars applied: −${m$(x.centuryDollars)}`);
    expect(mail!.text).toContain(`Paid: ${m$(2500)}`);
    expect(mail!.text).toContain('Gift cards are paid in full');
  });

  it('the meals promotion shows as its own line on the order and in the e-mail, as in the cart', async () => {
    const s = await t.customer();
    const meal = await t.productId('md-salmon-quinoa');
    const cart = { items: { thursday: [item(meal, 10, {}, t.now())] } };
    const priced = await pricedCart(s, 'mealDelivery', cart);
    expect(priced.totals.promotion.applied).toEqual(['meals']);
    const res = await t.order(s, checkout(cart, await t.token(), { language: 'fr' }));
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}`)).json());
    expect(order.promotion).toEqual({ discount: priced.totals.promotion.discount, applied: ['meals'] });
    expect(order.promoCode).toBeNull();
    expect(order.total).toBe(priced.totals.amountDue);
    const [mail] = await t.rows<{ text: string }>(
      sql`select text from email_outbox where account_id = ${s.id} and template = 'order-confirmation'`,
    );
    expect(mail!.text).toContain(`Promotion (repas): −${formatMoney(priced.totals.promotion.discount, 'fr')}`);
    expect(mail!.text).not.toContain('cartes-cadeaux sont payées');
  });

  it('a declined order gave its code back: its detail still explains the discount as far as it is known', async () => {
    const s = await t.customer();
    const meal = await t.productId('md-salmon-quinoa');
    const declined = async (quantity: number, code: string) => {
      const res = await t.order(
        s,
        checkout({ items: { thursday: [item(meal, quantity, {}, t.now())] }, promoCode: code }, await t.token(SANDBOX_CARDS.decline)),
      );
      expect(res.statusCode).toBe(402);
      return OrderReply.parse((await t.req(s, 'GET', `/api/orders/${Number(ErrorReply.parse(res.json()).params.orderId)}`)).json());
    };
    // the code alone: the whole discount is the code's
    const onlyCode = await declined(1, await newCode('dollars', 300));
    expect(onlyCode.status).toBe('declined');
    expect([onlyCode.discount, onlyCode.promotion.discount, onlyCode.promoCode?.discount]).toEqual([300, 0, 300]);
    // the code and the meals promotion: their split is no longer recorded, the discount is one figure
    const both = await declined(10, await newCode('dollars', 300));
    expect(both.promotion).toEqual({ discount: 0, applied: ['meals'] });
    expect(both.promoCode).toBeNull();
    expect(both.discount).toBeGreaterThan(300);
  });
});
