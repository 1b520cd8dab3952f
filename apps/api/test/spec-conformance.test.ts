// Issue 28, "the spec's own calls" (ADR 371): a client written from customer-side §3 and §7 alone.
// Each call of §7 is made in the spec's shape with the fields the spec names — the account object
// with its addresses, the cart with its items' amounts and computed totals, the order save payload
// — and none may answer "Unknown field" or a 5xx. The values the spec names that the server owns
// (an item's amount, the cart's totals, an account's type and balance) are accepted and ignored:
// a forged one never changes a price, an account type or a balance. Fields no one names are still
// refused (the last block), as request bodies are strict (ADR 195).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountReply, CartReply, ListBlogsReply, PlaceOrderReply, PromotionDiscountReply } from '@mijote/contracts';
import { account, address, giftCard } from '@mijote/db/schema';
import { percentOf } from '@mijote/domain';
import { PASSWORD, freshIp, makeAccount, sessionFrom, uniqueEmail, type Session } from './fixtures/accounts.js';
import { ADDRESS, createOrdersApp, invoiceRow, priceOf, type OrdersApp } from './orders-helpers.js';
import { multipart, pdfBytes } from './public-helpers.js';

let t: OrdersApp;
let dataDir: string;
let su: Session;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mijote-spec-'));
  t = await createOrdersApp({ config: { dataDir } });
  su = await t.customer({ userTypeCd: 'SU' });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The §7 calls this file made, as "METHOD path" with the spec's placeholders. */
const made = new Set<string>();

/** The answer is the route's own: no 5xx, no unknown field (the body was in a shape the API takes). */
function conforms(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.statusCode} ${res.body.slice(0, 400)}`).toBeLessThan(500);
  expect(res.body, what).not.toMatch(/Unknown fields?/);
  if (String(res.headers['content-type'] ?? '').includes('json') && res.statusCode >= 400) {
    const issues = (res.json() as { params?: { issues?: { code: string }[] } }).params?.issues ?? [];
    expect(
      issues.filter((i) => i.code === 'unrecognized_keys'),
      what,
    ).toEqual([]);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One §7 call: `spec` is its line in the spec ("POST /accounts/pre-register"), `url` the real one under /api. */
async function call(
  spec: string,
  s: Session | null,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const method = spec.split(' ')[0] as Method;
  const res = await t.req(s, method, url, payload, headers);
  conforms(res, spec);
  made.add(spec);
  return res;
}

const thursday = () => t.day(3);

/** Customer-side §3 Address, every field it names (the fees are the server's: forged here). */
function specAddress(addressType: 'B' | 'S', over: Record<string, unknown> = {}) {
  return {
    id: 0,
    name: 'Marie Gagnon',
    company: 'Gagnon inc.',
    line1: ADDRESS.line1,
    line2: 'app. 4',
    city: ADDRESS.city,
    province: 'QC',
    postalCode: ADDRESS.postalCode,
    country: 'CA',
    addressType,
    homeDeliveryFees: 1,
    cateringDeliveryFees: 1,
    ...over,
  };
}

/** Customer-side §3 Account at sign-up, every field it names, the server-owned ones forged. */
function specAccount(email: string) {
  return {
    id: 77,
    FirstName: 'Marie',
    LastName: 'Gagnon',
    Email: email,
    Password: 'Maple-leaf-wander-8',
    ConfirmPassword: 'Maple-leaf-wander-8',
    UserTypeCd: 'SU',
    PreferredLanguage: 'fr',
    EmailOptIn: 'y',
    TextMessageOptIn: 'n',
    ForcePasswordReset: 'y',
    CurrentCenturyDollarAmount: 100000,
    CreditCard: [{ Id: 3, LastFourDigits: '4242' }],
    BillingAddress: specAddress('B'),
    DeliveryAddress: specAddress('S', { line1: '45 avenue Donegani', name: 'Bureau' }),
    UseBillingAddress: false,
    Phone: '514 555-0101',
    CellPhone: '514 555-0102',
    Emails: ['marie@gagnon.test'],
    Domains: ['gagnon.test'],
  };
}

/** Customer-side §3 Cart item: productId, type, quantity, amount, taxable, allowGstTaxRebate, customizations, addedAt, lastUpdatedAt. */
function specItem(productId: number, quantity: number, type: 'meal' | 'kids' | 'familyPack' = 'meal') {
  return {
    productId,
    type,
    quantity,
    amount: 1,
    taxable: false,
    allowGstTaxRebate: true,
    customizations: { fullPortion: true, sides: [] },
    addedAt: t.now().toISOString(),
    lastUpdatedAt: t.now().toISOString(),
  };
}

/** Customer-side §3 Cart: items by day, its fields and its computed figures (all forged to almost nothing). */
function specCart(items: Record<string, unknown[]>) {
  return {
    items,
    promotion: { discount: 99_999, taxableDiscount: 99_999 },
    promoCode: null,
    tipAmount: 0,
    centuryDollarAmount: 0,
    homeDeliveryFees: 0,
    cateringDeliveryFees: 0,
    minAmountPerDayForFreeDelivery: 1,
    checkoutProcedure: 'delivery',
    isRush: false,
    isDeliveryWaived: false,
    sideSelectionRequired: false,
    subTotal: 1,
    extraCharges: 0,
    subsidized: 0,
    tax1: 0,
    tax2: 0,
    totalWithTaxes: 1,
  };
}

describe('customer-side §7 Accounts: sign-up with the account object', () => {
  it('pre-register takes the whole account object (addresses, UseBillingAddress, forged type and balance) and creates nothing', async () => {
    const email = uniqueEmail('marie');
    const res = await call('POST /accounts/pre-register', null, '/api/accounts/pre-register?site=21&isBbCorp=false', specAccount(email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.db.select().from(account).where(eq(account.email, email))).toEqual([]);
    // its addresses are checked as at step 2: a bad postal code is a field error, not an unknown field
    const bad = await call('POST /accounts/pre-register', null, '/api/accounts/pre-register?site=21', {
      ...specAccount(uniqueEmail('marie')),
      BillingAddress: specAddress('B', { postalCode: 'nope' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { params: { issues: { path: string }[] } }).params.issues.map((i) => i.path)).toEqual([
      'body.BillingAddress.postalCode',
    ]);
  });

  it('register makes a customer (CU) with no balance, whatever the object says; addresses take the slot’s type and the server’s fees', async () => {
    const email = uniqueEmail('marie');
    // the address's addressType (§3) is accepted; the slot decides: billing B, delivery S
    const body = {
      ...specAccount(email),
      BillingAddress: specAddress('S'),
      DeliveryAddress: specAddress('B', { line1: '45 avenue Donegani', name: 'Bureau' }),
      origin: '/fr/sign-up',
      site: '21',
      isBbCorp: false,
      IsMasterLogin: true,
    };
    const res = await call('POST /accounts', null, '/api/accounts', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'CU', isMasterLogin: false, force_password_reset: false });
    const [row] = await t.db.db.select().from(account).where(eq(account.email, email));
    expect(row).toMatchObject({ userTypeCd: 'CU', isMasterLogin: false, forcePasswordReset: false, currentCenturyDollarCents: 0 });
    const book = await t.db.db.select().from(address).where(eq(address.accountId, row!.id));
    const served = await t.rows<{ home: number | null; catering: number | null }>(
      sql`select home_delivery_fee_cents as home, catering_delivery_fee_cents as catering from address where account_id = ${row!.id}`,
    );
    expect(book.map((a) => [a.addressType, a.line1]).sort()).toEqual([
      ['B', ADDRESS.line1],
      ['S', '45 avenue Donegani'],
    ]);
    // the forged 1-cent fees are not what is stored: the postal code's are (H9R: $5.95 for meal delivery)
    for (const fees of served) {
      expect(fees.home).toBe(595);
      expect(fees.catering).not.toBe(1);
    }
    const ledger = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from century_dollar_transaction where account_id = ${row!.id}`,
    );
    expect(ledger[0]?.n).toBe(0);
  });

  it('UseBillingAddress as the spec’s y delivers to the billing address', async () => {
    const email = uniqueEmail('jean');
    const { DeliveryAddress: _d, ...body } = specAccount(email);
    const res = await call('POST /accounts', null, '/api/accounts', { ...body, UseBillingAddress: 'y' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.db.select().from(account).where(eq(account.email, email));
    expect(row?.useBillingAddress).toBe(true);
    const book = await t.db.db.select().from(address).where(eq(address.accountId, row!.id));
    expect(book.map((a) => a.addressType).sort()).toEqual(['B', 'S']);
  });
});

describe('customer-side §7 Accounts: the session and the account', () => {
  it('status, login (form-encoded), logout and reset-password', async () => {
    const acc = await makeAccount(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: acc.email, password: PASSWORD, site: '21' }).toString(),
      remoteAddress: freshIp(),
    });
    conforms(login, 'POST /accounts/me/login');
    made.add('POST /accounts/me/login');
    expect(login.statusCode, login.body).toBe(200);
    const s = sessionFrom(login);
    const status = await call('POST /accounts/me/status', s, '/api/accounts/me/status');
    expect(status.json()).toMatchObject({ id: acc.id, type: 'CU', first_name: 'Alice', isBillingAddressComplete: false });
    expect((await call('POST /accounts/me/logout', s, '/api/accounts/me/logout')).statusCode).toBe(200);
    const reset = await call('POST /accounts/me/reset-password', null, '/api/accounts/me/reset-password', { email: acc.email, site: '21' });
    expect(reset.json()).toEqual({ code: 'email-instruction' });
  });

  it('GET /accounts/me, then POST it back as it came (CreditCard, External…): only the profile fields change', async () => {
    const s = await t.customer();
    const me = AccountReply.parse((await call('GET /accounts/me', s, '/api/accounts/me')).json());
    const echoed = { ...me, FirstName: 'Réjean', UserTypeCd: 'SU', CurrentCenturyDollarAmount: 99_999, ForcePasswordReset: 'y' };
    const res = await call('POST /accounts/me', s, '/api/accounts/me', echoed);
    expect(res.statusCode, res.body).toBe(200);
    expect(AccountReply.parse(res.json())).toMatchObject({
      FirstName: 'Réjean',
      UserTypeCd: 'CU',
      CurrentCenturyDollarAmount: 0,
      ForcePasswordReset: 'n',
      Email: me.Email,
    });
  });

  it('e-mail, saved cards, gift cards, Century Dollars, subsidy, orders, count, addresses', async () => {
    const acc = await makeAccount(t.db);
    const login = await t.req(null, 'POST', '/api/accounts/me/login', { email: acc.email, password: PASSWORD, site: '21' });
    const s = sessionFrom(login);
    const u = s.uuid;
    const email = await call('POST /accounts/{uuid}/email', s, `/api/accounts/${u}/email`, {
      Email: uniqueEmail('nouveau'),
      CurrentPassword: PASSWORD,
    });
    expect(email.statusCode, email.body).toBe(200);

    const card = await call('POST /accounts/{uuid}/creditcard/{creditCardId}', s, `/api/accounts/${u}/creditcard/0`, {
      token: await t.token(),
    });
    expect(card.statusCode, card.body).toBe(200);
    const cardId = (card.json() as { Id: number }).Id;
    const deleted = await call('DELETE /accounts/{uuid}/creditcard/{creditCardId}', s, `/api/accounts/${u}/creditcard/${cardId}`);
    expect(deleted.statusCode).toBe(200);

    await t.db.db.insert(giftCard).values({ code: 'SPEC-GIFT-1500', amountCents: 1500, balanceCents: 1500 });
    const gift = await call('POST /accounts/{uuid}/gift-cards/{cardCode}/apply', s, `/api/accounts/${u}/gift-cards/SPEC-GIFT-1500/apply`);
    expect(gift.json()).toEqual({ credited: 1500, balance: 1500 });

    const credit = await call('POST /accounts/{uuid}/century-dollars', su, `/api/accounts/${u}/century-dollars`, {
      type: 'C',
      amount: 500,
      note: 'geste commercial',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const cd = await call('GET /accounts/{uuid}/century-dollars', s, `/api/accounts/${u}/century-dollars`);
    expect((cd.json() as { balance: number }).balance).toBe(2000);

    const subsidy = await call('GET /accounts/{uuid}/subsidy', s, `/api/accounts/${u}/subsidy?requestedDate=${thursday()}`);
    expect(subsidy.statusCode).toBe(200);
    expect((await call('GET /accounts/{uuid}/orders', s, `/api/accounts/${u}/orders`)).statusCode).toBe(200);

    const count = await call('GET /accounts/count', su, '/api/accounts/count');
    expect((count.json() as { count: number }).count).toBeGreaterThan(2);
    expect((await t.req(s, 'GET', '/api/accounts/count')).statusCode).toBe(403);
    expect((await t.req(null, 'GET', '/api/accounts/count')).statusCode).toBe(401);

    const saved = await call('POST /addresses/{id}', s, `/api/accounts/${u}/addresses/0`, specAddress('B'));
    expect(saved.statusCode, saved.body).toBe(200);
    const billing = saved.json() as { id: number; homeDeliveryFees: number | null };
    expect(billing.homeDeliveryFees).not.toBe(1);
    const list = await call('GET /accounts/{uuid}/addresses', s, `/api/accounts/${u}/addresses`);
    expect(list.json()).toHaveLength(1);
    // the address book sent back as GET answered it (fees, bistro), plus a new §3 address
    const all = await call('POST /addresses/all', s, `/api/accounts/${u}/addresses/all`, {
      addresses: [...(list.json() as object[]), specAddress('S', { line1: '45 avenue Donegani' })],
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toHaveLength(2);
    // or as the list itself
    const list2 = await call('POST /addresses/all', s, `/api/accounts/${u}/addresses/all`, all.json());
    expect(list2.statusCode, list2.body).toBe(200);
    expect((list2.json() as { line1: string }[]).map((a) => a.line1).sort()).toEqual([ADDRESS.line1, '45 avenue Donegani'].sort());
    expect((await call('GET /addresses/restaurants', s, `/api/accounts/${u}/addresses/restaurants`)).statusCode).toBe(200);
  });
});

describe('customer-side §7 Forms and uploads', () => {
  it('a form with its reCaptcha token, site and language; an upload; a temp file', async () => {
    const form = await call('POST /api/forms/{language}/{formName}', null, '/api/forms/fr/contact-us', {
      firstName: 'Marie',
      lastName: 'Gagnon',
      email: 'marie@gagnon.test',
      message: 'Bonjour!',
      reCaptchaToken: 'token-from-grecaptcha',
      site: '21',
      language: 'fr',
      newsletter: false,
      isBbCorp: false,
    });
    expect(form.statusCode, form.body).toBe(200);
    const { payload, headers } = multipart({ purpose: 'cv' }, [{ filename: 'cv.pdf', contentType: 'application/pdf', data: pdfBytes() }]);
    const upload = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers, remoteAddress: freshIp() });
    conforms(upload, 'POST /api/upload');
    made.add('POST /api/upload');
    expect(upload.statusCode, upload.body).toBe(200);
    const [name] = upload.json() as string[];
    const temp = await call('GET /api/public/uploaded-temp/{tempName}', null, `/api/public/uploaded-temp/${name}`);
    expect([200, 403, 404]).toContain(temp.statusCode);
    const [image] = await t.rows<{ image_name: string | null }>(sql`select image_name from product where image_name is not null limit 1`);
    await call('GET /api/public/img/products/{ImageName}', null, `/api/public/img/products/${image?.image_name ?? 'none.jpg'}`);
    await call('GET /api/public/img/blogs/{id}.jpg', null, '/api/public/img/blogs/1.jpg');
  });
});

describe('customer-side §7 Catalogue: every GET with the spec’s query', () => {
  it('answers each without a 5xx or an unknown parameter', async () => {
    const franchiseId = (await t.rows<{ id: number }>(sql`select id from franchise order by id limit 1`))[0]!.id;
    const subsidyId = (await t.rows<{ id: number }>(sql`select id from subsidy order by id limit 1`))[0]!.id;
    const mobile = await t.subsidyId('subsidy-mobile-aerotech');
    const [cooking] = (await t.req(null, 'GET', '/api/product-cooking-instructions')).json() as { TypeCd: string }[];
    const master = await t.customer({ isMasterLogin: true });
    const related = 'Translations,Nutrition,ProductTags,SubsidyProductDays,SubsidyProductPrices,CookingInstructionTypes,Videos';
    const gets: [string, string][] = [
      [
        'GET /products',
        `/api/products?related=${related}&internalUseProducts=true&limit=0&status=A&franchiseId=${franchiseId}&categories=M&types=LU`,
      ],
      ['GET /products/upsell', '/api/products/upsell'],
      ['GET /meal-delivery/menus/products/current', '/api/meal-delivery/menus/products/current'],
      ['GET /meal-delivery/menus/products/next/{day}', '/api/meal-delivery/menus/products/next/thursday'],
      ['GET /bistro/mobile/menus/products/current', `/api/bistro/mobile/menus/products/current?subsidyId=${mobile}`],
      ['GET /bistro/mobile/menus/products/next/{day}', `/api/bistro/mobile/menus/products/next/thursday?subsidyId=${mobile}`],
      ['GET /bistro/onsite/menus/products/current', `/api/bistro/onsite/menus/products/current?subsidyId=${subsidyId}`],
      ['GET /restaurant/menus/products/current', `/api/restaurant/menus/products/current?franchiseId=${franchiseId}`],
      ['GET /restaurant/sides', `/api/restaurant/sides?franchiseId=${franchiseId}`],
      ['GET /bistro/mobile/sides', `/api/bistro/mobile/sides?subsidyId=${mobile}`],
      ['GET /meal-delivery/sides', '/api/meal-delivery/sides'],
      ['GET /catering/sides', '/api/catering/sides'],
      ['GET /product-categories', '/api/product-categories'],
      ['GET /product-types', '/api/product-types'],
      ['GET /product-cooking-instructions', '/api/product-cooking-instructions'],
      ['GET /product-cooking-instructions/{typeCd}', `/api/product-cooking-instructions/${cooking?.TypeCd ?? 'MW'}`],
      ['GET /menus', '/api/menus'],
      ['GET /promotion-discount', '/api/promotion-discount'],
      ['GET /promo-codes/{code}', '/api/promo-codes/BIENVENUE10?store=mealDelivery&subTotal=5000'],
      ['GET /provinces', '/api/provinces?language=fr&country=CA'],
      ['GET /postal-codes', '/api/postal-codes?code=H9R1A1&language=fr'],
      ['GET /restaurant/delivery-locations', '/api/restaurant/delivery-locations'],
      ['GET /meal-delivery/delivery-locations', '/api/meal-delivery/delivery-locations'],
      ['GET /testimonials', '/api/testimonials'],
      ['GET /holidays', '/api/holidays'],
      ['GET /meal-delivery/holidays/today', '/api/meal-delivery/holidays/today'],
      ['GET /restaurant/holidays/today', `/api/restaurant/holidays/today?franchiseId=${franchiseId}`],
      ['GET /catering/holidays/today', '/api/catering/holidays/today'],
    ];
    const statuses: string[] = [];
    for (const [spec, url] of gets) statuses.push(`${spec} ${(await call(spec, null, url)).statusCode}`);
    // the rush menu is a master login's (customer-side §6)
    statuses.push(
      `GET /meal-delivery/menus/products/rush ${(await call('GET /meal-delivery/menus/products/rush', master, '/api/meal-delivery/menus/products/rush')).statusCode}`,
    );
    // an article published as of the suite's clock (the date matrix runs it a month back too)
    const listed = await t.req(null, 'GET', '/api/blogs?language=fr');
    const [blog] = ListBlogsReply.parse(listed.json());
    expect(blog, 'an article published by then').toBeDefined();
    statuses.push(
      `GET /blogs/{slug} ${(await call('GET /blogs/{slug}', null, `/api/blogs/${blog?.slug ?? 'none'}?language=fr`)).statusCode}`,
    );
    // every one answers (a catalogue the seed has): 200
    expect(statuses.filter((s) => !s.endsWith(' 200'))).toEqual([]);
  });
});

describe('customer-side §7 Cart: promotion-discount and pricing with the items’ amounts', () => {
  it('promotion-discount takes the cart content; a forged amount or promotion does not change the discount', async () => {
    const ribs = await t.productId('md-short-ribs-stout');
    const p = await priceOf(t, ribs);
    const res = await call('POST /cart/promotion-discount', null, '/api/cart/promotion-discount', {
      store: 'mealDelivery',
      ...specCart({ friday: [specItem(ribs, 5, 'familyPack')] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { promotion } = PromotionDiscountReply.parse(res.json());
    expect(promotion.discount).toBe(percentOf(5 * p.family!, 12));
    expect(promotion.taxableDiscount).toBe(promotion.discount);
  });

  it('a cart item with amount 1 cent prices at the catalogue price, and the forged totals are the server’s', async () => {
    const quinoa = await t.productId('md-salmon-quinoa');
    const q = await priceOf(t, quinoa);
    const forged = await t.req(null, 'POST', '/api/cart/price', {
      store: 'mealDelivery',
      language: 'fr',
      cart: { ...specCart({ thursday: [specItem(quinoa, 2)] }), postalCode: ADDRESS.postalCode },
    });
    conforms(forged, 'POST /cart/price');
    made.add('POST /cart/price');
    expect(forged.statusCode, forged.body).toBe(200);
    const body = CartReply.parse(forged.json());
    expect(body.lines.map((l) => [l.amount, l.taxable])).toEqual([[2 * q.price, q.taxable]]);
    expect(body.totals.subTotal).toBe(2 * q.price);
    expect(body.totals.totalWithTaxes).toBeGreaterThan(2 * q.price);
    expect(body.cart.items.thursday?.[0]).not.toHaveProperty('amount');
    expect(body.cart).not.toHaveProperty('subTotal');
  });
});

describe('customer-side §7 Orders: the order save payload', () => {
  it('places an order in the spec’s shape at the catalogue’s prices; get, share, fix-interact-payment, cluster-invoice answer', async () => {
    const s = await t.customer();
    const quinoa = await t.productId('md-salmon-quinoa');
    const cartFields = { postalCode: ADDRESS.postalCode };
    const honest = CartReply.parse(
      (
        await t.req(s, 'PUT', '/api/cart', {
          store: 'mealDelivery',
          cart: { items: { thursday: [{ productId: quinoa, quantity: 2, addedAt: t.now().toISOString() }] }, ...cartFields },
        })
      ).json(),
    );
    const token = await t.token();
    const body = {
      // the spec's payment type as the method: a card brand is a card payment (ADR 371)
      paymentMethod: 'VISA',
      language: 'fr',
      card: { token, name: 'Marie Gagnon', exp_month: 12, exp_year: t.now().getUTCFullYear() + 2 },
      checkoutProcedure: 'delivery',
      franchiseId: null,
      subsidyId: null,
      deliveryAddress: specAddress('S'),
      deliveryDate: null,
      comment: 'Sonnez deux fois',
      numberOfPeople: null,
      cateringOptions: null,
      cart: { ...specCart({ thursday: [specItem(quinoa, 2)] }), ...cartFields },
      store: 'mealDelivery',
    };
    // the spec's card carries a number: refused with its own message (the web sends a token), never an unknown field
    const withNumber = await call(
      'POST /orders/{id}',
      s,
      '/api/orders/0',
      { ...body, card: { ...body.card, number: '4242424242424242' } },
      {
        'idempotency-key': 'spec-number',
      },
    );
    expect(withNumber.statusCode).toBe(400);
    expect((withNumber.json() as { params: { issues: { path: string; message: string }[] } }).params.issues).toEqual([
      expect.objectContaining({ path: 'body.card.number', message: expect.stringMatching(/^card-number-refused/) }),
    ]);
    expect(t.gateway.charges).toHaveLength(0);

    const res = await call('POST /orders/{id}', s, '/api/orders/0', body, { 'idempotency-key': 'spec-order' });
    expect(res.statusCode, res.body).toBe(200);
    const placed = PlaceOrderReply.parse(res.json());
    const inv = await invoiceRow(t, placed.Id);
    expect(inv.subtotal_cents).toBe(honest.totals.subTotal);
    expect(inv.total_cents).toBe(honest.totals.totalWithTaxes);
    expect(t.gateway.charges.map((c) => c.amountCents)).toEqual([honest.totals.amountDue]);

    const order = await call('GET /orders/{id}', s, `/api/orders/${placed.Id}`);
    expect(order.statusCode).toBe(200);
    const share = await call('POST /accounts/me/orders/{id}/share', s, `/api/accounts/me/orders/${placed.Id}/share?site=21`, {
      language: 'fr',
      store: 'mealDelivery',
      error: null,
    });
    expect(share.statusCode, share.body).toBe(200);
    // a paid card order has no Interac payment to fix and no bistro batch: the routes' own 4xx
    await call('POST /orders/{id}/fix-interact-payment', s, `/api/orders/${placed.Id}/fix-interact-payment`, { result: 'io_sbx_x.result' });
    await call('POST /orders/{id}/cluster-invoice', s, `/api/orders/${placed.Id}/cluster-invoice`);
  });
});

describe('fields no one names are still refused, by name', () => {
  it('in the account object, an address, a cart item, the cart and the order', async () => {
    const s = await t.customer();
    const quinoa = await t.productId('md-salmon-quinoa');
    const named = (res: LightMyRequestResponse) =>
      (res.json() as { params: { issues: { path: string; keys?: string[] }[] } }).params.issues.filter((i) => i.keys);
    const pre = await t.req(null, 'POST', '/api/accounts/pre-register', { ...specAccount(uniqueEmail('x')), IsSuperUser: true });
    expect(named(pre)).toEqual([expect.objectContaining({ path: 'body', keys: ['IsSuperUser'] })]);
    const reg = await t.req(null, 'POST', '/api/accounts', {
      ...specAccount(uniqueEmail('x')),
      BillingAddress: { ...specAddress('B'), gps: '45,-73' },
    });
    expect(named(reg)).toEqual([expect.objectContaining({ path: 'body.BillingAddress', keys: ['gps'] })]);
    const price = await t.req(null, 'POST', '/api/cart/price', {
      cart: { ...specCart({ thursday: [{ ...specItem(quinoa, 1), unitPrice: 1 }] }), grandTotal: 1 },
    });
    expect(named(price)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.cart', keys: ['grandTotal'] }),
        expect.objectContaining({ path: 'body.cart.items.thursday.0', keys: ['unitPrice'] }),
      ]),
    );
    const promo = await t.req(null, 'POST', '/api/cart/promotion-discount', { items: {}, discountPercent: 50 });
    expect(named(promo)).toEqual([expect.objectContaining({ path: 'body', keys: ['discountPercent'] })]);
    const order = await t.order(s, {
      cart: { items: {} },
      card: { token: await t.token(), cvv: '123' },
    } as never);
    expect(named(order)).toEqual([expect.objectContaining({ path: 'body.card', keys: ['cvv'] })]);
  });
});

describe('coverage', () => {
  it('made every call of customer-side §7 this file lists', () => {
    expect([...made].sort()).toEqual(
      [
        'POST /api/forms/{language}/{formName}',
        'POST /api/upload',
        'POST /accounts/me/orders/{id}/share',
        'GET /api/public/img/products/{ImageName}',
        'GET /api/public/uploaded-temp/{tempName}',
        'GET /api/public/img/blogs/{id}.jpg',
        'POST /accounts/me/status',
        'POST /accounts/me/login',
        'POST /accounts/me/logout',
        'POST /accounts/me/reset-password',
        'POST /accounts/pre-register',
        'POST /accounts',
        'GET /accounts/me',
        'POST /accounts/me',
        'POST /accounts/{uuid}/email',
        'POST /accounts/{uuid}/creditcard/{creditCardId}',
        'DELETE /accounts/{uuid}/creditcard/{creditCardId}',
        'POST /accounts/{uuid}/gift-cards/{cardCode}/apply',
        'POST /accounts/{uuid}/century-dollars',
        'GET /accounts/{uuid}/century-dollars',
        'GET /accounts/{uuid}/subsidy',
        'GET /accounts/{uuid}/orders',
        'GET /accounts/count',
        'GET /accounts/{uuid}/addresses',
        'GET /addresses/restaurants',
        'POST /addresses/all',
        'POST /addresses/{id}',
        'GET /products',
        'GET /products/upsell',
        'GET /meal-delivery/menus/products/current',
        'GET /meal-delivery/menus/products/next/{day}',
        'GET /meal-delivery/menus/products/rush',
        'GET /bistro/mobile/menus/products/current',
        'GET /bistro/mobile/menus/products/next/{day}',
        'GET /bistro/onsite/menus/products/current',
        'GET /restaurant/menus/products/current',
        'GET /restaurant/sides',
        'GET /bistro/mobile/sides',
        'GET /meal-delivery/sides',
        'GET /catering/sides',
        'GET /product-categories',
        'GET /product-types',
        'GET /product-cooking-instructions',
        'GET /product-cooking-instructions/{typeCd}',
        'GET /menus',
        'GET /promotion-discount',
        'GET /promo-codes/{code}',
        'GET /provinces',
        'GET /postal-codes',
        'GET /restaurant/delivery-locations',
        'GET /meal-delivery/delivery-locations',
        'GET /testimonials',
        'GET /blogs/{slug}',
        'GET /holidays',
        'GET /meal-delivery/holidays/today',
        'GET /restaurant/holidays/today',
        'GET /catering/holidays/today',
        'GET /orders/{id}',
        'POST /orders/{id}',
        'POST /orders/{id}/fix-interact-payment',
        'POST /orders/{id}/cluster-invoice',
        'POST /cart/promotion-discount',
        'POST /cart/price',
      ].sort(),
    );
  });
});
