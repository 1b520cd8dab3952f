// The server-side cart: priced by the server, kept across app restarts (a new app on the same
// database), merged at login, guarded by its version, with the spec's flags.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartReply, ErrorReply, PromotionDiscountReply, QuickCartReply } from '@mijote/contracts';
import { percentOf } from '@mijote/domain';
import { buildApp } from '../src/app.js';
import { testConfig } from './helpers.js';
import { sql } from 'drizzle-orm';
import { createOrdersApp, inventoryOf, item, priceOf, setInventory, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let s: Session;
beforeAll(async () => {
  t = await createOrdersApp();
  s = await t.customer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.at(t.day(2), '09:00:00'); // Wednesday of week 0
  await t.req(s, 'DELETE', '/api/cart?store=mealDelivery');
});

const put = async (cart: unknown, extra: Record<string, unknown> = {}) =>
  t.req(s, 'PUT', '/api/cart', { store: 'mealDelivery', cart, ...extra });

describe('GET|PUT|DELETE /api/cart', () => {
  it('is for signed-in customers only', async () => {
    expect((await t.req(null, 'GET', '/api/cart')).statusCode).toBe(401);
    expect((await t.req(null, 'PUT', '/api/cart', { cart: {} })).statusCode).toBe(401);
  });

  it('answers the cart priced by the server: client amounts ignored or refused (strict body), $49 rule per day, both taxes', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const ribs = await t.productId('md-short-ribs-stout');
    // a field no one names is an unknown field, named in the 400
    const priced = await put({ items: { thursday: [{ ...item(quinoa, 2, {}, t.now()), unitPrice: 1 }] } });
    expect(priced.statusCode).toBe(400);
    expect(priced.json()).toMatchObject({
      code: 'validation-failed',
      params: { issues: [{ path: 'body.cart.items.thursday.0', keys: ['unitPrice'] }] },
    });
    expect((await t.req(s, 'GET', '/api/cart?store=mealDelivery')).json()).toMatchObject({ version: 0 });
    // the spec's item `amount` is the server's to compute: accepted, never stored nor read (ADR 371)
    const forged = await put({ items: { thursday: [{ ...item(quinoa, 2, {}, t.now()), amount: 1, taxable: false }] } });
    expect(forged.statusCode, forged.body).toBe(200);
    const forgedBody = CartReply.parse(forged.json());
    expect(forgedBody.lines[0]?.amount).toBe(2 * (await priceOf(t, quinoa)).price);
    expect(forgedBody.cart.items.thursday?.[0]).not.toHaveProperty('amount');
    await t.req(s, 'DELETE', '/api/cart?store=mealDelivery');
    const res = await put({
      items: {
        thursday: [item(quinoa, 2, {}, t.now())],
        friday: [item(ribs, 3, {}, t.now())],
      },
      postalCode: 'H9R 1A1',
      tipAmount: 300,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = CartReply.parse(res.json());
    expect(body.version).toBe(1);
    const q = await priceOf(t, quinoa);
    const r = await priceOf(t, ribs);
    expect(body.lines.map((l) => [l.group, l.date, l.unitPrice, l.amount])).toEqual([
      ['thursday', t.day(3), q.price, 2 * q.price],
      ['friday', t.day(4), r.price, 3 * r.price],
    ]);
    expect(body.totals.subTotal).toBe(2 * q.price + 3 * r.price);
    expect(body.totals.deliveryFeesByGroup).toEqual(2 * q.price < 4900 ? { thursday: 595 } : {});
    const base = body.totals.subTotal + body.totals.deliveryFees;
    expect(body.totals.tax1).toBe(percentOf(base, 5));
    expect(body.totals.tax2).toBe(percentOf(base, 9.975));
    expect(body.totals.totalWithTaxes).toBe(base + body.totals.tax1 + body.totals.tax2 + 300);
    expect(body.cart.items.thursday?.[0]).not.toHaveProperty('amount');
  });

  it('survives a restart: a new app on the same database reads the same cart', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    await put({ items: { thursday: [item(quinoa, 2, {}, t.now())] }, promoCode: 'BIENVENUE10' });
    const second = await buildApp({ db: t.db, config: testConfig(), logger: false, now: () => t.now(), payments: t.gateway });
    await second.ready();
    try {
      const res = await second.inject({ method: 'GET', url: '/api/cart?store=mealDelivery', headers: { cookie: s.cookie } });
      expect(res.statusCode).toBe(200);
      const body = CartReply.parse(res.json());
      expect(body.cart.items.thursday?.map((i) => [i.productId, i.quantity])).toEqual([[quinoa, 2]]);
      expect(body.cart.promoCode).toBe('BIENVENUE10');
      expect(body.totals.promoCode).toEqual({ code: 'BIENVENUE10', key: 'promo-added', discount: 1000 });
    } finally {
      await second.close();
    }
  });

  it('refuses a write based on an old version (409 cart-version-conflict)', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const first = CartReply.parse((await put({ items: { thursday: [item(quinoa, 1, {}, t.now())] } })).json());
    expect((await put({ items: { thursday: [item(quinoa, 2, {}, t.now())] } }, { version: first.version })).statusCode).toBe(200);
    const stale = await put({ items: { thursday: [item(quinoa, 5, {}, t.now())] } }, { version: first.version });
    expect(stale.statusCode).toBe(409);
    expect(ErrorReply.parse(stale.json()).code).toBe('cart-version-conflict');
  });

  it('flags max-inventory (quantity cut), out-of-stock, a missing side and removed items', async () => {
    const duck = await t.productId('md-duck-confit'); // Wednesday
    const tuna = await t.productId('md-spicy-tuna-maki'); // Wednesday, no stock
    const salmon = await t.productId('md-maple-salmon'); // Thursday, needs a side
    const pie = await t.productId('md-chicken-pot-pie'); // Monday (past)
    await setInventory(t, duck, 20);
    const res = await put({
      items: {
        monday: [item(pie, 1, { date: t.day(0) }, t.now())],
        wednesday: [item(duck, 6, { type: 'familyPack' }, t.now()), item(tuna, 1, {}, t.now())],
        thursday: [item(salmon, 1, { customizations: { fullPortion: true, sides: ['choice'] } }, t.now())],
      },
    });
    const body = CartReply.parse(res.json());
    const line = (id: number) => body.lines.find((l) => l.productId === id)!;
    expect([line(duck).quantity, line(duck).maxInventory]).toEqual([5, true]);
    expect(line(tuna).outOfStock).toBe(true);
    expect(line(salmon).sideMissing).toBe(true);
    expect(line(pie).removalReason).toBe('product-expired');
    expect(body.flags).toEqual({
      maxInventory: true,
      outOfStock: true,
      sideSelectionRequired: true,
      lunchBoxChoicesRequired: false,
      removedItems: true,
      reasons: ['product-expired'],
    });
    // the stored quantity is the one the stock allows
    expect(body.cart.items.wednesday?.[0]?.quantity).toBe(5);
    // issue 9 ("asking for 7 family packs when 5 are left"): the cart remembers what was asked, so
    // Review can still say it after a reload
    expect(body.cart.items.wednesday?.[0]?.cappedFrom).toBe(6);
    const again = CartReply.parse((await t.req(s, 'GET', '/api/cart?store=mealDelivery')).json());
    expect(again.cart.items.wednesday?.[0]).toMatchObject({ quantity: 5, cappedFrom: 6 });
    expect(again.lines.find((l) => l.productId === duck)).toMatchObject({ quantity: 5, maxInventory: false });
    // the customer sets the quantity again: nothing was cut, nothing to say
    const fixed = CartReply.parse(
      (
        await put(
          {
            ...again.cart,
            items: { ...again.cart.items, wednesday: [{ ...again.cart.items.wednesday![0]!, quantity: 4, cappedFrom: undefined }] },
          },
          { version: again.version },
        )
      ).json(),
    );
    expect(fixed.cart.items.wednesday?.[0]?.quantity).toBe(4);
    expect(fixed.cart.items.wednesday?.[0]?.cappedFrom).toBeUndefined();
  });

  it('kids portions and half-portions cost half; a family pack its own price', async () => {
    const meatball = await t.productId('md-ragout-boulettes'); // Thursday
    const p = await priceOf(t, meatball);
    const body = CartReply.parse(
      (
        await put({
          items: {
            thursday: [
              item(meatball, 1, { type: 'kids' }, t.now()),
              item(meatball, 1, { customizations: { fullPortion: false, sides: [] } }, t.now()),
              item(meatball, 1, { type: 'familyPack' }, t.now()),
            ],
          },
        })
      ).json(),
    );
    expect(body.lines.map((l) => l.unitPrice)).toEqual([p.kids ?? Math.round(p.price / 2), Math.round(p.price / 2), p.family]);
  });

  it('DELETE empties it', async () => {
    await put({ items: { thursday: [item(await t.productId('md-salmon-quinoa'), 1, {}, t.now())] } });
    expect((await t.req(s, 'DELETE', '/api/cart?store=mealDelivery')).statusCode).toBe(200);
    expect(CartReply.parse((await t.req(s, 'GET', '/api/cart?store=mealDelivery')).json()).lines).toEqual([]);
  });
});

describe('POST /api/cart/merge — the visitor’s cart at login', () => {
  it('keeps the lines of both, the larger quantity of a shared line; merging twice changes nothing', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const ribs = await t.productId('md-short-ribs-stout');
    const at = t.now();
    await put({ items: { thursday: [item(quinoa, 1, {}, at)] }, tipAmount: 100 });
    const local = { items: { thursday: [item(quinoa, 3, {}, at)], friday: [item(ribs, 2, {}, at)] }, promoCode: 'BIENVENUE10' };
    const merged = CartReply.parse((await t.req(s, 'POST', '/api/cart/merge', { store: 'mealDelivery', cart: local })).json());
    const summary = (c: typeof merged) => c.lines.map((l) => [l.group, l.productId, l.quantity]);
    expect(summary(merged)).toEqual([
      ['thursday', quinoa, 3],
      ['friday', ribs, 2],
    ]);
    expect(merged.cart.promoCode).toBe('BIENVENUE10');
    expect(merged.cart.tipAmount).toBe(100);
    const again = CartReply.parse((await t.req(s, 'POST', '/api/cart/merge', { store: 'mealDelivery', cart: local })).json());
    expect(summary(again)).toEqual(summary(merged));
    expect(again.version).toBe(merged.version + 1);
  });
});

describe('POST /api/cart/promotion-discount', () => {
  it('gives 12 % off with 5 family packs, for visitors too', async () => {
    const ribs = await t.productId('md-short-ribs-stout');
    const p = await priceOf(t, ribs);
    const res = await t.req(null, 'POST', '/api/cart/promotion-discount', {
      store: 'mealDelivery',
      items: { friday: [item(ribs, 5, { type: 'familyPack' }, t.now())] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { promotion } = PromotionDiscountReply.parse(res.json());
    expect(promotion.applied).toContain('family-packs');
    expect(promotion.discount).toBe(percentOf(5 * p.family!, 12));
    expect(promotion.taxableDiscount).toBe(promotion.discount);
  });
});

describe('POST /api/cart/price (a visitor’s local cart)', () => {
  it('prices a visitor’s cart like a stored one, stores nothing and ignores Century Dollars', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const q = await priceOf(t, quinoa);
    const cart = { items: { thursday: [item(quinoa, 2, {}, t.now())] }, postalCode: 'H9R 1A1', centuryDollarAmount: 5000 };
    const res = await t.req(null, 'POST', '/api/cart/price', { store: 'mealDelivery', language: 'fr', cart });
    expect(res.statusCode, res.body).toBe(200);
    const body = CartReply.parse(res.json());
    expect(body.version).toBe(0);
    expect(body.lines.map((l) => [l.group, l.date, l.amount])).toEqual([['thursday', t.day(3), 2 * q.price]]);
    expect(body.totals.centuryDollars).toBe(0);
    expect(body.totals.deliveryFeesByGroup).toEqual(2 * q.price < 4900 ? { thursday: 595 } : {});
    const base = body.totals.subTotal + body.totals.deliveryFees;
    expect(body.totals.tax1).toBe(percentOf(base, 5));
    expect(body.totals.tax2).toBe(percentOf(base, 9.975));
  });

  it('cuts a quantity to the stock and flags it, and refuses a malformed cart with 400', async () => {
    const ribs = await t.productId('md-short-ribs-stout');
    const before = await inventoryOf(t, ribs);
    await setInventory(t, ribs, 3);
    try {
      const res = await t.req(null, 'POST', '/api/cart/price', {
        store: 'mealDelivery',
        cart: { items: { friday: [item(ribs, 9, {}, t.now())] } },
      });
      const body = CartReply.parse(res.json());
      expect(body.flags.maxInventory).toBe(true);
      expect(body.cart.items.friday?.[0]?.quantity).toBe(3);
      // the visitor's cart to keep: what the stock allows, and what was asked (issue 9)
      expect(body.cart.items.friday?.[0]?.cappedFrom).toBe(9);
    } finally {
      if (before === null) await t.db.db.execute(sql`delete from product_inventory where product_id = ${ribs}`);
      else await setInventory(t, ribs, before);
    }
    const bad = await t.req(null, 'POST', '/api/cart/price', {
      store: 'mealDelivery',
      cart: { items: { friday: [{ productId: 'x', quantity: -1 }] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorReply.parse(bad.json()).code).toBe('validation-failed');
  });
});

describe('POST /api/cart/quick — the header’s quick cart on any page', () => {
  it('a visitor gets the local cart priced, 200 and nothing stored; no body is an empty cart', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const q = await priceOf(t, quinoa);
    const res = await t.req(null, 'POST', '/api/cart/quick', {
      store: 'mealDelivery',
      language: 'fr',
      cart: { items: { thursday: [item(quinoa, 2, {}, t.now())] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = QuickCartReply.parse(res.json());
    expect(body.signedIn).toBe(false);
    expect(body.cart.version).toBe(0);
    expect(body.cart.lines.map((l) => [l.productId, l.quantity, l.amount])).toEqual([[quinoa, 2, 2 * q.price]]);
    const empty = QuickCartReply.parse((await t.req(null, 'POST', '/api/cart/quick', { store: 'generic' })).json());
    expect([empty.signedIn, empty.cart.store, empty.cart.lines]).toEqual([false, 'generic', []]);
  });

  it('a customer gets the stored cart (the body’s is ignored), without a CSRF token', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const ribs = await t.productId('md-short-ribs-stout');
    await put({ items: { thursday: [item(quinoa, 1, {}, t.now())] } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quick',
      headers: { cookie: s.cookie },
      payload: { store: 'mealDelivery', cart: { items: { friday: [item(ribs, 4, {}, t.now())] } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = QuickCartReply.parse(res.json());
    expect(body.signedIn).toBe(true);
    expect(body.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[quinoa, 1]]);
  });

  it('refuses another site’s request and a malformed cart', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quick',
      headers: { origin: 'https://evil.example' },
      payload: { store: 'mealDelivery' },
    });
    expect(cross.statusCode).toBe(403);
    const bad = await t.req(null, 'POST', '/api/cart/quick', { store: 'mealDelivery', cart: { items: { friday: [{ productId: 0 }] } } });
    expect(bad.statusCode).toBe(400);
  });
});

// Issue 9, item 10 (customer-side §4, §6): only a master login waives the delivery fees, and a
// changed delivery address turns the waiver off.
describe('the delivery waiver', () => {
  const thursdayCart = async (extra: Record<string, unknown>) => ({
    items: { thursday: [item(await t.productId('md-salmon-quinoa'), 1, {}, t.now())] },
    ...extra,
  });

  it('a customer may not waive: 403 delivery-waiver-master-only, nothing stored', async () => {
    const res = await put(await thursdayCart({ postalCode: 'H9R 1A1', isDeliveryWaived: true }));
    expect(res.statusCode).toBe(403);
    expect(ErrorReply.parse(res.json()).code).toBe('delivery-waiver-master-only');
    const stored = CartReply.parse((await t.req(s, 'GET', '/api/cart?store=mealDelivery')).json());
    expect(stored.version).toBe(0);
    // a visitor's priced cart never keeps one either
    const visitor = CartReply.parse(
      (
        await t.req(null, 'POST', '/api/cart/price', {
          store: 'mealDelivery',
          cart: await thursdayCart({ postalCode: 'H9R 1A1', isDeliveryWaived: true }),
        })
      ).json(),
    );
    expect(visitor.cart.isDeliveryWaived).toBe(false);
    expect(visitor.totals.deliveryFees).toBe(595);
  });

  it('a master login waives the fees; changing the postal code turns the waiver off', async () => {
    const master = await t.customer({ isMasterLogin: true });
    const mput = async (cart: unknown, version?: number) =>
      CartReply.parse((await t.req(master, 'PUT', '/api/cart', { store: 'mealDelivery', cart, version })).json());
    const waived = await mput(await thursdayCart({ postalCode: 'H9R 1A1', isDeliveryWaived: true }));
    expect(waived.cart.isDeliveryWaived).toBe(true);
    expect(waived.totals.deliveryFees).toBe(0);
    // the same address written another way keeps it
    const same = await mput({ ...waived.cart, postalCode: 'h9r1a1' }, waived.version);
    expect(same.cart.isDeliveryWaived).toBe(true);
    // another address: off, even though the client still sends it on
    const moved = await mput({ ...same.cart, postalCode: 'H9R 2W3', isDeliveryWaived: true }, same.version);
    expect(moved.cart.isDeliveryWaived).toBe(false);
    expect(moved.totals.deliveryFees).toBe(595);
    const stored = CartReply.parse((await t.req(master, 'GET', '/api/cart?store=mealDelivery')).json());
    expect(stored.cart).toMatchObject({ postalCode: 'H9R 2W3', isDeliveryWaived: false });
    // turned on again for the new address
    const again = await mput({ ...stored.cart, isDeliveryWaived: true }, stored.version);
    expect(again.cart.isDeliveryWaived).toBe(true);
    expect(again.totals.deliveryFees).toBe(0);
  });
});
