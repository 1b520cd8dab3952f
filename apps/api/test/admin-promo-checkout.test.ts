// A promo code made in the back-office is used in a customer's checkout (issue 14 "create a promo
// code and use it in a customer checkout"; ADR 270): the order takes its discount, the promo-code
// ledger counts the use, the admin record shows it (TimesUsed, Invoices), a save of the record as
// GET answers it leaves the counter alone, and once its limit is reached the next order is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPromoCode, PlaceOrderReply } from '@mijote/contracts';
import { checkout, createOrdersApp, invoiceRow, item, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
beforeAll(async () => {
  t = await createOrdersApp();
});
afterAll(async () => {
  await t?.close();
});

async function weekCart(promoCode: string) {
  const quinoa = await t.productId('md-salmon-quinoa');
  const ribs = await t.productId('md-short-ribs-stout');
  return { items: { thursday: [item(quinoa, 1, {}, t.now())], friday: [item(ribs, 3, {}, t.now())] }, promoCode };
}

describe('a promo code from the back-office in a checkout', () => {
  it('discounts the order, is counted once, shows its order, and is refused past its limit', async () => {
    const su = await t.customer({ userTypeCd: 'SU' });
    const made = await t.req(su, 'POST', '/api/admin/promo-codes', { Code: 'fall-7', Type: 'dollars', Amount: 700, MaxUses: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const code = AdminPromoCode.parse(made.json());

    const customer = await t.customer();
    const res = await t.order(customer, checkout(await weekCart('Fall-7'), await t.token()));
    expect(res.statusCode, res.body).toBe(200);
    const orderId = PlaceOrderReply.parse(res.json()).Id;
    expect((await invoiceRow(t, orderId)).discount_cents).toBe(700);

    const after = AdminPromoCode.parse((await t.req(su, 'GET', `/api/admin/promo-codes/${code.Id}`)).json());
    expect(after).toMatchObject({ TimesUsed: 1, Invoices: [orderId] });
    // saving the record as GET answered it before the use does not give the use back
    const saved = await t.req(su, 'POST', `/api/admin/promo-codes/${code.Id}`, { ...code, Note: 'fall flyer' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminPromoCode.parse(saved.json())).toMatchObject({ TimesUsed: 1, Note: 'fall flyer' });

    const second = await t.order(await t.customer(), checkout(await weekCart('FALL-7'), await t.token()));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('promo-maxedout');
  });
});
