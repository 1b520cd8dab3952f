// A product's corporate prices from the back-office (back-office §3 SubsidyProductPrices: Id,
// SubsidyId, ProductId, Price; ADR 352): the super user saves a corporate account's price for a
// product through the product's save; the corporate menu and the cart of an employee of that
// account price the product with it at once (the checkout's pricing and the domain's unitPrice, not
// a copy), the other accounts keep theirs, and without it the product's own price applies again.
// Bad prices are refused with a 400 that writes nothing. The clock is pinned (Wednesday 09:00 of
// the seed's week 0) before anything is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProduct, CartReply, ErrorReply, MenuPlanningReply } from '@mijote/contracts';
import { DEMO_PASSWORD } from '@mijote/db';
import { as, loginAs, type Session } from './fixtures/accounts.js';
import { createOrdersApp, employee, item, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
let su: Session;
let onsite: number; // Novatech: 25 %, ≤ $16 a unit
let mobile: number; // Aerotech
let caesar: number; // $12.95; Novatech $11.50, Aerotech $11.95 in the seed

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  onsite = await t.subsidyId('subsidy-onsite-novatech');
  mobile = await t.subsidyId('subsidy-mobile-aerotech');
  caesar = await t.productId('bis-caesar-salad');
  su = await loginAs(t.app, 'admin@mijote.test', DEMO_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const getProduct = async (id: number) => {
  const res = await as(t.app, su, 'GET', `/api/admin/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminProduct.parse(res.json());
};
const save = (p: Record<string, unknown>) => as(t.app, su, 'POST', `/api/admin/products/${p['Id'] as number}`, p);

/** Puts one Caesar salad in the employee's cart for `day`. */
async function fillCart(s: Session, store: 'corporate' | 'mobile', day: 'thursday' | 'wednesday') {
  const res = await t.req(s, 'PUT', '/api/cart', {
    store,
    language: 'en',
    version: 0,
    cart: { items: { [day]: [item(caesar, 1, {}, t.now())] } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The unit price and the employer's share of the salad, as the cart prices it now. */
async function cartLine(s: Session, store: 'corporate' | 'mobile') {
  const res = await t.req(s, 'GET', `/api/cart?store=${store}&language=en`);
  expect(res.statusCode, res.body).toBe(200);
  const [line] = CartReply.parse(res.json()).lines;
  return { unitPrice: line!.unitPrice, employer: line!.employerAmount };
}

/** The Caesar salad's corporate price on the on-site menu of the week. */
async function menuPrice(s: Session): Promise<number | null | undefined> {
  const res = await t.req(s, 'GET', `/api/bistro/onsite/menus/products/current?subsidyId=${onsite}`);
  expect(res.statusCode, res.body).toBe(200);
  const found = MenuPlanningReply.parse(res.json())
    .days.flatMap((d) => d.products)
    .find((p) => p.Id === caesar);
  return found?.SubsidyPriceCents;
}

describe('a product’s corporate prices (SubsidyProductPrices)', () => {
  it('a price saved for one corporate account is its employees’ price on the menu and in the cart; removed, the product’s price applies', async () => {
    const record = await getProduct(caesar);
    expect(record.PriceCents).toBe(1295);
    expect(record.SubsidyProductPrices).toEqual(
      expect.arrayContaining([
        { SubsidyId: onsite, PriceCents: 1150 },
        { SubsidyId: mobile, PriceCents: 1195 },
      ]),
    );
    const novatech = await employee(t, onsite);
    const aerotech = await employee(t, mobile);
    await fillCart(novatech, 'corporate', 'thursday');
    await fillCart(aerotech, 'mobile', 'wednesday');
    expect(await cartLine(novatech, 'corporate')).toEqual({ unitPrice: 1150, employer: 288 });
    expect(await menuPrice(novatech)).toBe(1150);

    // the super user sets Novatech's price to $9.99
    const others = record.SubsidyProductPrices.filter((p) => p.SubsidyId !== onsite);
    const res = await save({ ...record, SubsidyProductPrices: [...others, { SubsidyId: onsite, PriceCents: 999 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProduct.parse(res.json()).SubsidyProductPrices).toEqual(
      expect.arrayContaining([
        { SubsidyId: onsite, PriceCents: 999 },
        { SubsidyId: mobile, PriceCents: 1195 },
      ]),
    );
    // at once: the menu (its cache dropped by the save) and the cart; 25 % of $9.99 = 249.75 → 250
    expect(await menuPrice(novatech)).toBe(999);
    expect(await cartLine(novatech, 'corporate')).toEqual({ unitPrice: 999, employer: 250 });
    // Aerotech keeps its own price
    expect((await cartLine(aerotech, 'mobile')).unitPrice).toBe(1195);

    // no corporate price for Novatech: its employees pay the product's price ($12.95; 25 % = 323.75 → 324)
    const without = await save({ ...record, SubsidyProductPrices: others });
    expect(without.statusCode, without.body).toBe(200);
    expect(AdminProduct.parse(without.json()).SubsidyProductPrices.some((p) => p.SubsidyId === onsite)).toBe(false);
    expect(await cartLine(novatech, 'corporate')).toEqual({ unitPrice: 1295, employer: 324 });
    expect(await menuPrice(novatech)).toBe(1295);

    // the audit log has the change
    const history = await as(t.app, su, 'GET', `/api/admin/products/${caesar}/history`);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json()[0])).toContain('SubsidyProductPrices');

    expect((await save(record)).statusCode).toBe(200);
  });

  it('refuses a negative or fractional price, an unknown account or one account twice, and writes nothing', async () => {
    const record = await getProduct(caesar);
    for (const [what, prices] of [
      ['a negative price', [{ SubsidyId: onsite, PriceCents: -1 }]],
      ['a fraction of a cent', [{ SubsidyId: onsite, PriceCents: 999.5 }]],
      ['no price', [{ SubsidyId: onsite, PriceCents: null }]],
      ['an unknown account', [{ SubsidyId: 999_999, PriceCents: 999 }]],
      [
        'one account twice',
        [
          { SubsidyId: onsite, PriceCents: 999 },
          { SubsidyId: onsite, PriceCents: 899 },
        ],
      ],
    ] as const) {
      const res = await save({ ...record, SubsidyProductPrices: prices });
      expect(res.statusCode, what).toBe(400);
      expect(ErrorReply.parse(res.json()).code, what).toBe('validation-failed');
    }
    expect(await getProduct(caesar)).toEqual(record);
  });
});
