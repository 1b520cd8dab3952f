// Half portions of the home-delivery menu (customer-side §9 "kids and half-portions cost half";
// ADR 191): half the price, half-up to the cent, through the cart, the order lines, the order
// detail and the e-mail; half a meal for the meals promotion; one unit of stock each. Asked for a
// dish that offers none, the cart keeps it as a full portion and the order refuses it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartReply, ErrorReply, OrderReply, PlaceOrderReply } from '@mijote/contracts';
import { formatMoney, mulDivHalfUp } from '@mijote/domain';
import { checkout, createOrdersApp, inventoryOf, invoiceRow, item, priceOf, setInventory, type OrdersApp } from './orders-helpers.js';
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

/** The customizations of a half portion. */
const half = () => ({ customizations: { fullPortion: false, sides: [] } });

async function put(s: Session, cart: Record<string, unknown>): Promise<CartReply> {
  const res = await t.req(s, 'PUT', '/api/cart', { store: 'mealDelivery', cart: { postalCode: 'H9R 1A1', ...cart } });
  expect(res.statusCode, res.body).toBe(200);
  return CartReply.parse(res.json());
}

describe('half portions (ADR 191)', () => {
  it('cost half, half-up to the cent, as their own line beside the full portion of the same dish', async () => {
    const s = await t.customer();
    const ragout = await t.productId('md-ragout-boulettes'); // a supper on Thursday, $14.95
    const p = await priceOf(t, ragout);
    expect(p.price % 2).toBe(1); // an odd price: the half is rounded
    const reply = await put(s, { items: { thursday: [item(ragout, 2, half(), t.now()), item(ragout, 1, {}, t.now())] } });
    expect(reply.lines.map((l) => [l.fullPortion, l.unitPrice, l.quantity, l.amount])).toEqual([
      [false, mulDivHalfUp(p.price, 1, 2), 2, 2 * mulDivHalfUp(p.price, 1, 2)],
      [true, p.price, 1, p.price],
    ]);
    expect(reply.cart.items.thursday?.map((i) => i.customizations.fullPortion)).toEqual([false, true]);
    expect(reply.totals.subTotal).toBe(2 * mulDivHalfUp(p.price, 1, 2) + p.price);
  });

  it('a dish that offers none (a salad, a kids portion, a family pack): a full portion in the cart, a 400 at order time', async () => {
    const s = await t.customer();
    const salad = await t.productId('md-chicken-cobb-salad'); // a salad on Thursday
    const ragout = await t.productId('md-ragout-boulettes');
    const sp = await priceOf(t, salad);
    const rp = await priceOf(t, ragout);
    const cart = {
      items: {
        thursday: [
          item(salad, 1, half(), t.now()),
          item(ragout, 1, { type: 'kids', ...half() }, t.now()),
          item(ragout, 1, { type: 'familyPack', ...half() }, t.now()),
        ],
      },
    };
    const reply = await put(s, cart);
    expect(reply.lines.map((l) => [l.fullPortion, l.unitPrice])).toEqual([
      [true, sp.price],
      [true, rp.kids ?? mulDivHalfUp(rp.price, 1, 2)],
      [true, rp.family],
    ]);
    expect(reply.cart.items.thursday?.map((i) => i.customizations.fullPortion)).toEqual([true, true, true]);

    const res = await t.order(s, checkout({ items: { thursday: [item(salad, 1, half(), t.now())] } }, await t.token()));
    expect(res.statusCode).toBe(400);
    const err = ErrorReply.parse(res.json());
    expect(err.code).toBe('half-portion-not-offered');
    expect(err.params).toEqual({ productIds: [salad] });
    expect(t.gateway.charges.some((c) => c.amountCents === sp.price)).toBe(false);
  });

  it('are carried through the order lines, the order detail and the e-mail at the cart’s amounts; each takes one unit of stock', async () => {
    const s = await t.customer();
    const ragout = await t.productId('md-ragout-boulettes');
    await setInventory(t, ragout, 10);
    const p = await priceOf(t, ragout);
    const cart = { items: { thursday: [item(ragout, 3, half(), t.now()), item(ragout, 1, {}, t.now())] } };
    const priced = await put(s, cart);
    const res = await t.order(s, checkout(cart, await t.token(), { language: 'fr' }));
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const inv = await invoiceRow(t, id);
    expect([inv.subtotal_cents, inv.tax1_cents, inv.tax2_cents, inv.total_cents]).toEqual([
      priced.totals.subTotal,
      priced.totals.tax1,
      priced.totals.tax2,
      priced.totals.amountDue,
    ]);
    // 3 half portions and 1 full portion: 4 containers
    expect(await inventoryOf(t, ragout)).toBe(6);

    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}`)).json());
    const halfPrice = mulDivHalfUp(p.price, 1, 2);
    expect(order.details.map((d) => [d.isHalfPortion, d.quantity, d.price, d.amount])).toEqual([
      [true, 3, halfPrice, 3 * halfPrice],
      [false, 1, p.price, p.price],
    ]);
    const [stored] = await t.rows<{ customizations: { fullPortion: boolean } }>(
      sql`select customizations from invoice_cart_detail where invoice_id = ${id} order by sort_order limit 1`,
    );
    expect(stored!.customizations.fullPortion).toBe(false);

    const [mail] = await t.rows<{ text: string }>(
      sql`select text from email_outbox where account_id = ${s.id} and template = 'order-confirmation'`,
    );
    expect(mail!.text).toContain(`(demi-portion) — ${formatMoney(3 * halfPrice, 'fr')}`);
    expect(mail!.text).toContain(`Payé: ${formatMoney(priced.totals.amountDue, 'fr')}`);
  });

  it('count as half a meal for the meals promotion (10 meals: 11 %)', async () => {
    const s = await t.customer();
    const ragout = await t.productId('md-ragout-boulettes');
    const quinoa = await t.productId('md-salmon-quinoa');
    const nineAndAHalf = await put(s, { items: { thursday: [item(quinoa, 9, {}, t.now()), item(ragout, 1, half(), t.now())] } });
    expect(nineAndAHalf.totals.promotion.applied).toEqual([]);
    const ten = await put(s, { items: { thursday: [item(quinoa, 9, {}, t.now()), item(ragout, 2, half(), t.now())] } });
    expect(ten.totals.promotion.applied).toEqual(['meals']);
    const res = await t.order(
      s,
      checkout({ items: { thursday: [item(quinoa, 9, {}, t.now()), item(ragout, 2, half(), t.now())] } }, await t.token()),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${PlaceOrderReply.parse(res.json()).Id}`)).json());
    expect(order.promotion).toEqual({ discount: ten.totals.promotion.discount, applied: ['meals'] });
    expect(order.total).toBe(ten.totals.amountDue);
  });
});
