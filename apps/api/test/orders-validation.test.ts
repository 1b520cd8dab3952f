// The refusals of order placement, each with the spec's key: removed items (offices-closed,
// product-expired), out of stock, missing side, delivery time, served area, address, procedure,
// corporate-only carts, empty carts, missing card. Nothing is written when an order is refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CartItemsRemovedParams, ErrorReply } from '@mijote/contracts';
import { ADDRESS, checkout, createOrdersApp, inventoryOf, item, setInventory, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let s: Session;
let token: string;
beforeAll(async () => {
  t = await createOrdersApp();
  s = await t.customer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.at(t.day(2), '09:00:00'); // Wednesday of week 0
  token = await t.token();
});

async function refused(body: Parameters<OrdersApp['order']>[1], status: number, code: string) {
  const res = await t.order(s, body);
  expect(res.statusCode, res.body).toBe(status);
  const err = ErrorReply.parse(res.json());
  expect(err.code).toBe(code);
  return err;
}

async function invoiceCount(): Promise<number> {
  const [row] = await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice where account_id = ${s.id}`);
  return row!.n;
}

describe('items that can no longer be ordered: 409 cart-items-removed with the cleaned cart', () => {
  it('a past day gives product-expired', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const pie = await t.productId('md-chicken-pot-pie'); // Monday's menu, Monday is past
    const err = await refused(
      checkout({ items: { monday: [item(pie, 1, { date: t.day(0) }, t.now())], thursday: [item(quinoa, 1, {}, t.now())] } }, token),
      409,
      'cart-items-removed',
    );
    const params = CartItemsRemovedParams.parse(err.params);
    expect(params.reasons).toEqual(['product-expired']);
    expect(params.removed).toEqual([{ group: 'monday', productId: pie, reason: 'product-expired' }]);
    expect(params.cart.items.monday).toBeUndefined();
    expect(params.cart.items.thursday?.map((i) => i.productId)).toEqual([quinoa]);
    expect(await invoiceCount()).toBe(0);
  });

  it('an item added more than 5 days ago gives product-expired', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const sixDaysAgo = new Date(t.now().getTime() - 6 * 86_400_000);
    const err = await refused(checkout({ items: { thursday: [item(quinoa, 1, {}, sixDaysAgo)] } }, token), 409, 'cart-items-removed');
    expect(err.params.reasons).toEqual(['product-expired']);
  });

  it('a holiday gives offices-closed', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const [, month, day] = t.day(3).split('-').map(Number);
    await t.db.db.execute(sql`insert into holiday (day, month, name_en, name_fr) values (${day}, ${month}, 'Test day', 'Jour test')`);
    try {
      const err = await refused(checkout({ items: { thursday: [item(quinoa, 1, {}, t.now())] } }, token), 409, 'cart-items-removed');
      expect(err.params.reasons).toEqual(['offices-closed']);
    } finally {
      await t.db.db.execute(sql`delete from holiday`);
    }
  });

  it('a product that is not on that day’s menu gives product-expired', async () => {
    const pie = await t.productId('md-chicken-pot-pie'); // not on Thursday's menu
    const err = await refused(checkout({ items: { thursday: [item(pie, 1, {}, t.now())] } }, token), 409, 'cart-items-removed');
    expect(err.params.removed).toEqual([{ group: 'thursday', productId: pie, reason: 'product-expired' }]);
  });
});

describe('stock, sides, empty cart', () => {
  it('more than the stock (a family pack is 4 units) gives 409 out-of-stock and takes nothing', async () => {
    const duck = await t.productId('md-duck-confit'); // Wednesday's menu
    await setInventory(t, duck, 20);
    await refused(checkout({ items: { wednesday: [item(duck, 6, { type: 'familyPack' }, t.now())] } }, token), 409, 'out-of-stock');
    expect(await inventoryOf(t, duck)).toBe(20);
    await setInventory(t, duck, 3);
    await refused(checkout({ items: { wednesday: [item(duck, 1, { type: 'familyPack' }, t.now())] } }, token), 409, 'out-of-stock');
    expect(await invoiceCount()).toBe(0);
  });

  it('a required side left on "choice" gives 400 order-missing-side-selection-checkout', async () => {
    const salmon = await t.productId('md-maple-salmon'); // Thursday, requires a side
    await refused(
      checkout({ items: { thursday: [item(salmon, 1, { customizations: { fullPortion: true, sides: ['choice'] } }, t.now())] } }, token),
      400,
      'order-missing-side-selection-checkout',
    );
    // a side the dish does not offer counts as none
    await refused(
      checkout({ items: { thursday: [item(salmon, 1, { customizations: { fullPortion: true, sides: [salmon] } }, t.now())] } }, token),
      400,
      'order-missing-side-selection-checkout',
    );
  });

  it('an empty cart gives 400 cart-empty', async () => {
    await refused(checkout({ items: {} }, token), 400, 'cart-empty');
  });

  it('no card for an amount due gives 400 payment-method-required', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const { card: _c, ...body } = checkout({ items: { thursday: [item(quinoa, 1, {}, t.now())] } }, token);
    await refused(body, 400, 'payment-method-required');
  });
});

describe('address, procedure and time', () => {
  it('a postal code outside the served areas gives 400 not-served-area; none gives address-required', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const cart = { items: { thursday: [item(quinoa, 1, {}, t.now())] } };
    await refused(checkout(cart, token, { deliveryAddress: { ...ADDRESS, postalCode: 'J0K 1A0' } }), 400, 'not-served-area');
    await refused(checkout(cart, token, { deliveryAddress: null }), 400, 'address-required');
    // pickup needs no address and has no delivery fee
    const res = await t.order(s, checkout(cart, token, { deliveryAddress: null, checkoutProcedure: 'pickup' }));
    expect(res.statusCode, res.body).toBe(200);
    const [inv] = await t.rows<{ delivery_charge_cents: number }>(
      sql`select delivery_charge_cents from invoice where id = ${res.json().Id}`,
    );
    expect(inv!.delivery_charge_cents).toBe(0);
  });

  it('a procedure the store does not offer gives 400 checkout-procedure-not-offered', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    await refused(
      checkout({ items: { thursday: [item(quinoa, 1, {}, t.now())] } }, token, { checkoutProcedure: 'eat-in' }),
      400,
      'checkout-procedure-not-offered',
    );
  });

  it('catering without a time gives order-select-time; a time outside the range, time-outside-range', async () => {
    const coffee = await t.productId('cat-coffee-box');
    const cart = { items: { catering: [item(coffee, 1, {}, t.now())] } };
    const base = { store: 'catering' as const, deliveryDate: t.day(4) };
    await refused(checkout(cart, token, { ...base, deliveryTime: null }), 400, 'order-select-time');
    await refused(checkout(cart, token, { ...base, deliveryTime: '18:30' }), 400, 'time-outside-range');
    await refused(checkout(cart, token, { ...base, deliveryDate: t.day(3), deliveryTime: '10:00' }), 400, 'time-outside-range'); // less than two days ahead
    await refused(checkout(cart, token, { store: 'catering', deliveryTime: '10:00' }), 400, 'delivery-date-required');
    const ok = await t.order(s, checkout(cart, token, { ...base, deliveryTime: '10:00' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const [inv] = await t.rows<{ delivery_charge_cents: number; delivery_time: string }>(
      sql`select delivery_charge_cents, delivery_time::text from invoice where id = ${ok.json().Id}`,
    );
    expect(inv).toEqual({ delivery_charge_cents: 1495, delivery_time: '10:00:00' }); // the H9R catering fee
  });

  it('the generic store takes only the days and times its Confirm page offers (C5.12): none, past, too soon, after 18:00 or past the 14-day horizon is refused and takes nothing', async () => {
    // a special (a gift card alone needs no date: it goes by e-mail, ADR 214)
    const syrup = await t.productId('store-maple-syrup');
    const cart = { items: { generic: [item(syrup, 1, {}, t.now())] } };
    const base = { store: 'generic' as const };
    const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice`);
    await refused(checkout(cart, token, { ...base, deliveryDate: t.day(4), deliveryTime: null }), 400, 'order-select-time');
    await refused(checkout(cart, token, { ...base, deliveryDate: t.day(-1), deliveryTime: '03:00' }), 400, 'delivery-time-not-offered'); // three days ago (now: Wednesday of week 0)
    await refused(checkout(cart, token, { ...base, deliveryDate: t.day(3), deliveryTime: '10:00' }), 400, 'delivery-time-not-offered'); // tomorrow: less than two days ahead
    await refused(checkout(cart, token, { ...base, deliveryDate: t.day(4), deliveryTime: '18:00' }), 400, 'delivery-time-not-offered');
    await refused(checkout(cart, token, { ...base, deliveryDate: t.day(62), deliveryTime: '10:00' }), 400, 'delivery-time-not-offered');
    await refused(checkout(cart, token, { ...base, deliveryDate: t.day(17), deliveryTime: '10:00' }), 400, 'delivery-time-not-offered'); // today + 15: one day past the horizon
    expect(await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice`)).toEqual(before);
    const ok = await t.order(s, checkout(cart, token, { ...base, deliveryDate: t.day(16), deliveryTime: '10:00' })); // today + 14
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a corporate-only bistro refuses meal-delivery items (400 corporate-only-cart)', async () => {
    const franchiseId = await t.franchiseId('bistro-dorval');
    await t.db.db.execute(sql`update franchise set corporate_only = true where id = ${franchiseId}`);
    try {
      const quinoa = await t.productId('md-salmon-quinoa');
      await refused(
        checkout({ items: { restaurant: [item(quinoa, 1, {}, t.now())] }, franchiseId }, token, {
          store: 'restaurant',
          franchiseId,
          checkoutProcedure: 'pickup',
          deliveryAddress: null,
        }),
        400,
        'corporate-only-cart',
      );
    } finally {
      await t.db.db.execute(sql`update franchise set corporate_only = false where id = ${franchiseId}`);
    }
  });
});
