// Menus of the stores at "now": the meal-delivery week planning at awkward moments (Friday
// 11:59:59 vs 12:00:00, Thursday, a weekend, a holiday), out-of-stock products, the weekend rule,
// rush menus for master logins, bistro menus at bistro prices and the corporate subsidy menus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorReply, MenuDayReply, MenuListReply, MenuPlanningReply, type MenuDay } from '@mijote/contracts';
import { holiday, menu, menuItem, productInventory, productTranslation } from '@mijote/db/schema';
import { torontoInstant } from '@mijote/domain';
import { createCatalogueApp, type CatalogueApp } from './catalogue-helpers.js';
import { createTestApp } from './helpers.js';
import { as } from './fixtures/accounts.js';

let t: CatalogueApp;
beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => {
  await t?.close();
});

const CURRENT = '/api/meal-delivery/menus/products/current';

async function planning(query = ''): Promise<MenuPlanningReply> {
  const res = await t.get(`${CURRENT}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return MenuPlanningReply.parse(res.json());
}

const summary = (days: MenuDay[]) => days.map((d) => [d.date, d.orderable, d.closedReason]);

describe('GET /api/meal-delivery/menus/products/current — week planning', () => {
  it('on Friday at 11:59:59 shows this week (Friday still open) and next Monday', async () => {
    t.at(t.day(4), '11:59:59');
    const body = await planning();
    expect(body.store).toBe('mealDelivery');
    expect(body.today).toBe(t.day(4));
    expect(body.cutoff).toBe('11:59:59');
    expect(summary(body.days)).toEqual([
      [t.day(0), false, 'past'],
      [t.day(1), false, 'past'],
      [t.day(2), false, 'past'],
      [t.day(3), false, 'past'],
      [t.day(4), true, null],
      [t.day(7), true, null],
    ]);
    const friday = body.days[4]!;
    expect(friday.weekday).toBe('friday');
    expect(friday.products.length).toBe(10);
    expect(friday.products.every((p) => p.Available)).toBe(true);
    // days already gone keep their products, marked unavailable
    expect(body.days[0]!.products.every((p) => !p.Available && p.UnavailableReason === 'past')).toBe(true);
  });

  it('on Friday at 12:00:00 moves to next week, Monday to Friday, all open', async () => {
    t.at(t.day(4), '12:00:00');
    const body = await planning();
    expect(summary(body.days)).toEqual([7, 8, 9, 10, 11].map((i) => [t.day(i), true, null]));
    expect(body.days.every((d) => d.products.length >= 9)).toBe(true);
  });

  it('on Thursday morning adds next Monday; past days are listed as past', async () => {
    t.at(t.day(3), '08:30:00');
    const body = await planning();
    expect(summary(body.days)).toEqual([
      [t.day(0), false, 'past'],
      [t.day(1), false, 'past'],
      [t.day(2), false, 'past'],
      [t.day(3), true, null],
      [t.day(4), true, null],
      [t.day(7), true, null],
    ]);
  });

  it('on Wednesday after the cut-off closes Wednesday with reason cut-off', async () => {
    t.at(t.day(2), '12:00:01');
    const body = await planning();
    const wednesday = body.days.find((d) => d.date === t.day(2))!;
    expect(wednesday.closedReason).toBe('cut-off');
    expect(wednesday.products.every((p) => p.UnavailableReason === 'cut-off')).toBe(true);
    expect(body.days.find((d) => d.date === t.day(3))!.orderable).toBe(true);
  });

  it('on a weekend shows next week only, without Saturday or Sunday', async () => {
    for (const [offset, time] of [
      [5, '09:00:00'],
      [6, '23:59:59'],
    ] as const) {
      t.at(t.day(offset), time);
      const body = await planning();
      expect(body.days.map((d) => d.date)).toEqual([7, 8, 9, 10, 11].map((i) => t.day(i)));
      expect(body.days.map((d) => d.weekday)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    }
  });

  it('closes a holiday with its name, in both languages', async () => {
    const tuesday = t.day(8);
    const [, m, d] = tuesday.split('-').map(Number);
    await t.db.db.insert(holiday).values({ day: d!, month: m!, nameEn: 'Test holiday', nameFr: 'Congé d’essai' });
    try {
      t.at(t.day(5), '10:00:00');
      const en = await planning();
      const day = en.days.find((x) => x.date === tuesday)!;
      expect(day).toMatchObject({ orderable: false, closedReason: 'holiday', holidayName: 'Test holiday' });
      expect(day.products.length).toBeGreaterThan(0);
      expect(day.products.every((p) => !p.Available && p.UnavailableReason === 'holiday')).toBe(true);
      const fr = await planning('?language=fr');
      expect(fr.days.find((x) => x.date === tuesday)!.holidayName).toBe('Congé d’essai');
      // the other days stay open
      expect(en.days.filter((x) => x.date !== tuesday).every((x) => x.orderable)).toBe(true);
    } finally {
      await t.db.db.execute(sql`delete from holiday where name_en = 'Test holiday'`);
    }
  });

  it('a holiday a super user adds in the back-office closes the day at once; deleting it reopens the day', async () => {
    const wednesday = t.day(9);
    const [, m, d] = wednesday.split('-').map(Number);
    t.at(t.day(5), '10:00:00');
    const su = await t.login('admin@mijote.test');
    expect(su.cookie).toBeTruthy();
    const before = (await planning()).days.find((x) => x.date === wednesday)!;
    expect(before.orderable).toBe(true);
    const created = await as(t.app, su, 'POST', '/api/admin/holidays', {
      Id: 0,
      Day: d,
      Month: m,
      NameEn: 'Staff day',
      NameFr: 'Journée du personnel',
      FranchiseId: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { Id: number }).Id;
    try {
      const closed = (await planning()).days.find((x) => x.date === wednesday)!;
      expect(closed).toMatchObject({ orderable: false, closedReason: 'holiday', holidayName: 'Staff day' });
      expect((await planning('?language=fr')).days.find((x) => x.date === wednesday)!.holidayName).toBe('Journée du personnel');
    } finally {
      expect((await as(t.app, su, 'DELETE', `/api/admin/holidays/${id}`)).statusCode).toBe(200);
    }
    expect((await planning()).days.find((x) => x.date === wednesday)!.orderable).toBe(true);
  });

  it('marks an out-of-stock product unavailable and shows the units left of the others', async () => {
    t.at(t.day(0), '09:00:00');
    const spicyTuna = await t.productId('md-spicy-tuna-maki'); // inventory 0 in the seed
    const duck = await t.productId('md-duck-confit'); // inventory 20
    const body = await planning();
    const wednesday = body.days.find((d) => d.date === t.day(2))!;
    expect(wednesday.orderable).toBe(true);
    const tuna = wednesday.products.find((p) => p.Id === spicyTuna)!;
    expect(tuna).toMatchObject({ Inventory: 0, OutOfStock: true, Available: false, UnavailableReason: 'out-of-stock' });
    const duckConfit = wednesday.products.find((p) => p.Id === duck)!;
    expect(duckConfit).toMatchObject({
      Inventory: 20,
      OutOfStock: false,
      Available: true,
      UnavailableReason: null,
      AllowPartialStock: 'y',
    });

    // the last unit sold: the product becomes out of stock
    await t.db.db
      .update(productInventory)
      .set({ quantity: 0 })
      .where(sql`${productInventory.productId} = ${duck}`);
    try {
      const after = await planning();
      const p = after.days.find((d) => d.date === t.day(2))!.products.find((x) => x.Id === duck)!;
      expect(p).toMatchObject({ Inventory: 0, OutOfStock: true, Available: false, UnavailableReason: 'out-of-stock' });
    } finally {
      await t.db.db
        .update(productInventory)
        .set({ quantity: 20 })
        .where(sql`${productInventory.productId} = ${duck}`);
    }
  });

  it('sends the product card fields in the requested language, English when a translation is missing', async () => {
    t.at(t.day(0), '09:00:00');
    const en = await planning();
    const fr = await planning('?language=fr');
    const tourtiere = await t.productId('md-tourtiere');
    const pEn = en.days.flatMap((d) => d.products).find((p) => p.Id === tourtiere)!;
    const pFr = fr.days.flatMap((d) => d.products).find((p) => p.Id === tourtiere)!;
    expect(pEn.Title).toBe('Pork and veal tourtière');
    expect(pFr.Title).toBe('Tourtière au porc et au veau');
    expect(pEn).toMatchObject({
      ProductTypeCd: 'SU',
      PriceCents: 1595,
      KidsPriceCents: 798,
      FamilyPackPriceCents: 5745,
      Taxable: 'y',
      RequiresSecondaryProducts: 'y',
    });
    expect(pEn.SideProductIds.length).toBe(4);
    expect(pEn.Nutrition).toMatchObject({ Calories: 690 });
    expect(pEn.ProductTags!.map((x) => x.TagId)).toEqual([1, 7]);
    expect(pEn.ProductTags![0]).toMatchObject({ Color: 'orange', Name: 'Chef’s pick' });
    expect(pFr.ProductTags![0]!.Name).toBe('Coup de cœur du chef');
    expect(pEn.CookingInstructionTypes!.map((c) => c.TypeCd)).toEqual(['OV', 'OM']);
    expect(pFr.CookingInstructionTypes![0]!.Name).toBe('Four');
    expect(pEn.Videos).toHaveLength(2);
    expect(pEn.ImageUrl).toBe(`/api/public/img/products/${tourtiere}.svg`);
    expect(pEn.Translations).toBeUndefined();

    await t.db.db
      .delete(productTranslation)
      .where(sql`${productTranslation.productId} = ${tourtiere} and ${productTranslation.languageCd} = 'fr'`);
    const fallback = await planning('?language=fr');
    expect(fallback.days.flatMap((d) => d.products).find((p) => p.Id === tourtiere)!.Title).toBe('Pork and veal tourtière');
  });

  it('takes related= to choose the relations', async () => {
    t.at(t.day(0), '09:00:00');
    const body = await planning('?related=Translations');
    const p = body.days[0]!.products[0]!;
    expect(p.Translations!.map((x) => x.LanguageCd)).toEqual(['en', 'fr']);
    expect(p.Nutrition).toBeUndefined();
    expect(p.ProductTags).toBeUndefined();
  });

  it('answers 400 validation-failed for a bad query, with a short cache for good ones', async () => {
    const bad = await t.get(`${CURRENT}?language=de`);
    expect(bad.statusCode).toBe(400);
    expect(ErrorReply.parse(bad.json()).code).toBe('validation-failed');
    expect((await t.get(`${CURRENT}?related=Nope`)).statusCode).toBe(400);
    const ok = await t.get(CURRENT);
    expect(ok.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('GET /api/meal-delivery/menus/products/next/{day}', () => {
  it('gives that weekday of next week, or a given date', async () => {
    t.at(t.day(1), '10:00:00');
    const res = await t.get('/api/meal-delivery/menus/products/next/monday?language=fr');
    expect(res.statusCode).toBe(200);
    const body = MenuDayReply.parse(res.json());
    expect(body.day).toMatchObject({ date: t.day(7), weekday: 'monday', orderable: true, closedReason: null });
    expect(body.day.products.length).toBe(9);
    expect(body.isRush).toBe(false);

    const byDate = MenuDayReply.parse((await t.get(`/api/meal-delivery/menus/products/next/${t.day(3)}`)).json());
    expect(byDate.day.date).toBe(t.day(3));
    expect(byDate.day.orderable).toBe(true);

    const past = MenuDayReply.parse((await t.get(`/api/meal-delivery/menus/products/next/${t.day(0)}`)).json());
    expect(past.day.closedReason).toBe('past');
  });

  it('applies the weekend rule: on Saturday only lunch, supper, chef’s choice and pizza', async () => {
    t.at(t.day(1), '10:00:00');
    const saturday = t.day(12);
    const kids = await t.productId('md-kids-mac-and-cheese');
    const [m] = await t.db.db
      .select({ id: menu.id })
      .from(menu)
      .where(sql`${menu.menuDate} = ${saturday} and ${menu.storeKind} = 'mealDelivery'`);
    await t.db.db.insert(menuItem).values({ menuId: m!.id, productId: kids, sortOrder: 99 });
    const body = MenuDayReply.parse((await t.get('/api/meal-delivery/menus/products/next/saturday')).json());
    expect(body.day).toMatchObject({ date: saturday, weekday: 'saturday', orderable: true });
    const kc = body.day.products.find((p) => p.Id === kids)!;
    expect(kc).toMatchObject({ ProductTypeCd: 'KC', Available: false, UnavailableReason: 'weekend' });
    const others = body.day.products.filter((p) => p.Id !== kids);
    expect(others.length).toBe(5);
    expect(others.every((p) => ['LU', 'SU', 'CC', 'PZ'].includes(p.ProductTypeCd) && p.Available)).toBe(true);
  });

  it('answers an empty open day when there is no menu, and 400 for a bad day', async () => {
    t.at(t.day(1), '10:00:00');
    const far = MenuDayReply.parse((await t.get(`/api/meal-delivery/menus/products/next/${t.day(70)}`)).json());
    expect(far.day.products).toEqual([]);
    for (const bad of ['funday', '2026-02-30', '2026-1-1']) {
      const res = await t.get(`/api/meal-delivery/menus/products/next/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
    }
  });
});

describe('GET /api/meal-delivery/menus/products/rush', () => {
  it('needs a master login: 401 anonymous, 403 customer', async () => {
    t.at(t.day(2), '15:00:00');
    const anon = await t.get('/api/meal-delivery/menus/products/rush');
    expect(anon.statusCode).toBe(401);
    expect(ErrorReply.parse(anon.json()).code).toBe('unauthorized');
    const customer = await t.login('client@mijote.test');
    const res = await t.get('/api/meal-delivery/menus/products/rush', customer);
    expect(res.statusCode).toBe(403);
    expect(ErrorReply.parse(res.json()).code).toBe('forbidden');
  });

  it('gives staff today’s menu past the customer cut-off, then the rush menu when the kitchen sets one', async () => {
    t.at(t.day(2), '15:00:00');
    const staff = await t.login('staff@mijote.test');
    const res = await t.get('/api/meal-delivery/menus/products/rush?language=fr', staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = MenuDayReply.parse(res.json());
    expect(body.isRush).toBe(true);
    expect(body.day).toMatchObject({ date: t.day(2), orderable: true, closedReason: null });
    expect(body.day.products.length).toBe(9);
    // customers see the same day closed
    const customerView = await planning();
    expect(customerView.days.find((d) => d.date === t.day(2))!.closedReason).toBe('cut-off');

    const [regular] = await t.db.db
      .select()
      .from(menu)
      .where(sql`${menu.menuDate} = ${t.day(2)} and ${menu.isRush} = false`);
    const [rush] = await t.db.db
      .insert(menu)
      .values({
        storeKind: 'mealDelivery',
        weekStart: regular!.weekStart,
        weekNumber: regular!.weekNumber,
        day: regular!.day,
        menuDate: regular!.menuDate,
        isRush: true,
      })
      .returning();
    const pizza = await t.productId('md-pizza-margherita');
    await t.db.db.insert(menuItem).values({ menuId: rush!.id, productId: pizza });
    const withRush = MenuDayReply.parse((await t.get('/api/meal-delivery/menus/products/rush', staff)).json());
    expect(withRush.day.products.map((p) => p.Id)).toEqual([pizza]);
    // the customer menu ignores rush menus
    const customerAgain = await planning();
    expect(customerAgain.days.find((d) => d.date === t.day(2))!.products.length).toBe(9);
  });

  it('is closed on a holiday', async () => {
    t.at(t.day(3), '15:00:00');
    const staff = await t.login('staff@mijote.test');
    const [, m, d] = t.day(3).split('-').map(Number);
    await t.db.db.insert(holiday).values({ day: d!, month: m!, nameEn: 'Rush test', nameFr: 'Essai' }).onConflictDoNothing();
    try {
      const body = MenuDayReply.parse((await t.get('/api/meal-delivery/menus/products/rush', staff)).json());
      expect(body.day).toMatchObject({ orderable: false, closedReason: 'holiday' });
      expect(body.day.products.every((p) => !p.Available)).toBe(true);
    } finally {
      await t.db.db.execute(sql`delete from holiday where name_en = 'Rush test'`);
    }
  });
});

describe('GET /api/restaurant/menus/products/current', () => {
  it('lists a bistro’s products at its prices, today', async () => {
    t.at(t.day(1), '10:00:00');
    const kirkland = await t.franchiseId('bistro-kirkland');
    const res = await t.get(`/api/restaurant/menus/products/current?franchiseId=${kirkland}&language=fr`);
    expect(res.statusCode, res.body).toBe(200);
    const body = MenuDayReply.parse(res.json());
    expect(body.store).toBe('restaurant');
    expect(body.franchise).toMatchObject({
      Id: kirkland,
      Name: 'Bistro Mijote – Kirkland',
      openingTime: '07:30',
      closingTime: '19:30',
      firstDelivery: '11:30',
      lastDelivery: '19:00',
    });
    expect(body.day).toMatchObject({ date: t.day(1), orderable: true });
    expect(body.day.products.every((p) => p.ProductCategoryCd === 'R' && p.ProductStatusCd === 'A')).toBe(true);
    const wrap = body.day.products.find((p) => p.Title === 'Wrap poulet César')!;
    expect(wrap).toMatchObject({ PriceCents: 1195, FranchisePriceCents: 1195, FranchiseInStorePriceCents: 1145 });
    // the draft bowl tested in Kirkland is not on the menu
    const bibimbap = await t.productId('bis-bibimbap-bowl');
    expect(body.day.products.some((p) => p.Id === bibimbap)).toBe(false);
  });

  it('is closed on the bistro’s own holiday, not on another bistro’s', async () => {
    t.at(t.day(1), '10:00:00');
    const dorval = await t.franchiseId('bistro-dorval');
    const kirkland = await t.franchiseId('bistro-kirkland');
    const [, m, d] = t.day(1).split('-').map(Number);
    await t.db.db
      .insert(holiday)
      .values({ day: d!, month: m!, nameEn: 'Renovations', nameFr: 'Rénovations', franchiseId: dorval })
      .onConflictDoNothing();
    try {
      const closed = MenuDayReply.parse((await t.get(`/api/restaurant/menus/products/current?franchiseId=${dorval}`)).json());
      expect(closed.day).toMatchObject({ orderable: false, closedReason: 'holiday', holidayName: 'Renovations' });
      const open = MenuDayReply.parse((await t.get(`/api/restaurant/menus/products/current?franchiseId=${kirkland}`)).json());
      expect(open.day.orderable).toBe(true);
    } finally {
      await t.db.db.execute(sql`delete from holiday where name_en = 'Renovations'`);
    }
  });

  it('answers 404 for an unknown bistro and 400 without franchiseId', async () => {
    const unknown = await t.get('/api/restaurant/menus/products/current?franchiseId=99999');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorReply.parse(unknown.json()).code).toBe('not-found');
    expect((await t.get('/api/restaurant/menus/products/current')).statusCode).toBe(400);
    expect((await t.get('/api/restaurant/menus/products/current?franchiseId=abc')).statusCode).toBe(400);
  });
});

describe('corporate cafeterias (subsidy days)', () => {
  it('on-site: the week planning with each subsidy day’s products and subsidy prices', async () => {
    t.at(t.day(0), '09:00:00');
    const onsite = await t.subsidyId('subsidy-onsite-novatech');
    const res = await t.get(`/api/bistro/onsite/menus/products/current?subsidyId=${onsite}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = MenuPlanningReply.parse(res.json());
    expect(body.store).toBe('corporate');
    expect(body.subsidy).toMatchObject({ Id: onsite, IsOnSite: true, DiscountPercent: 25, Days: [1, 2, 3, 4, 5] });
    expect(body.days.map((d) => d.weekday)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    const ids = (weekday: string) => body.days.find((d) => d.weekday === weekday)!.products.map((p) => p.Id);
    const poke = await t.productId('bis-tuna-poke-bowl'); // Tuesday and Thursday only
    const burger = await t.productId('bis-bistro-burger'); // Friday only
    expect(ids('tuesday')).toContain(poke);
    expect(ids('thursday')).toContain(poke);
    expect(ids('monday')).not.toContain(poke);
    expect(ids('friday')).toContain(burger);
    expect(ids('wednesday')).not.toContain(burger);
    const buddha = body.days[0]!.products.find((p) => p.Title === 'Buddha bowl')!;
    // negotiated price 12.50 $, the employer pays 25 % of it (half-up to the cent)
    expect(buddha).toMatchObject({ PriceCents: 1395, SubsidyPriceCents: 1250, SubsidyAmountCents: 313, Available: true });
  });

  it('mobile: the 9:59:59 cut-off, its own days and products, and next/{day}', async () => {
    const mobile = await t.subsidyId('subsidy-mobile-aerotech');
    t.at(t.day(0), '09:59:59');
    const before = MenuPlanningReply.parse((await t.get(`/api/bistro/mobile/menus/products/current?subsidyId=${mobile}`)).json());
    expect(before.cutoff).toBe('09:59:59');
    expect(before.days[0]).toMatchObject({ date: t.day(0), orderable: true });
    t.at(t.day(0), '10:00:00');
    const after = MenuPlanningReply.parse(
      (await t.get(`/api/bistro/mobile/menus/products/current?subsidyId=${mobile}&language=fr`)).json(),
    );
    expect(after.days[0]).toMatchObject({ date: t.day(0), orderable: false, closedReason: 'cut-off' });
    // the on-site cafeteria keeps the 11:59:59 cut-off
    const onsite = await t.subsidyId('subsidy-onsite-novatech');
    const onsiteBody = MenuPlanningReply.parse((await t.get(`/api/bistro/onsite/menus/products/current?subsidyId=${onsite}`)).json());
    expect(onsiteBody.days[0]!.orderable).toBe(true);
    // no raw fish in the truck
    const poke = await t.productId('bis-tuna-poke-bowl');
    expect(after.days.flatMap((d) => d.products).some((p) => p.Id === poke)).toBe(false);

    const next = await t.get(`/api/bistro/mobile/menus/products/next/wednesday?subsidyId=${mobile}`);
    expect(next.statusCode, next.body).toBe(200);
    const day = MenuDayReply.parse(next.json());
    expect(day.store).toBe('mobile');
    expect(day.day).toMatchObject({ date: t.day(9), weekday: 'wednesday', orderable: true });
    expect(day.day.products.length).toBeGreaterThan(0);
    const sunday = MenuDayReply.parse((await t.get(`/api/bistro/mobile/menus/products/next/sunday?subsidyId=${mobile}`)).json());
    expect(sunday.day).toMatchObject({ weekday: 'sunday', orderable: false, closedReason: 'not-served', products: [] });
  });

  it('answers 404 for an unknown subsidy or one of the other kind, 400 without subsidyId', async () => {
    const onsite = await t.subsidyId('subsidy-onsite-novatech');
    const mobile = await t.subsidyId('subsidy-mobile-aerotech');
    expect((await t.get(`/api/bistro/mobile/menus/products/current?subsidyId=${onsite}`)).statusCode).toBe(404);
    expect((await t.get(`/api/bistro/onsite/menus/products/current?subsidyId=${mobile}`)).statusCode).toBe(404);
    expect((await t.get('/api/bistro/onsite/menus/products/current?subsidyId=424242')).statusCode).toBe(404);
    expect((await t.get(`/api/bistro/mobile/menus/products/next/monday?subsidyId=424242`)).statusCode).toBe(404);
    expect((await t.get('/api/bistro/onsite/menus/products/current')).statusCode).toBe(400);
  });
});

describe('GET /api/menus', () => {
  it('lists the store’s menus from this week on, with their product ids', async () => {
    t.at(t.day(2), '10:00:00');
    const res = await t.get('/api/menus');
    expect(res.statusCode).toBe(200);
    const body = MenuListReply.parse(res.json());
    const regular = body.filter((m) => !m.IsRush);
    expect(regular).toHaveLength(14);
    expect(regular[0]).toMatchObject({ StoreKind: 'mealDelivery', WeekStart: t.week0, Day: 1, MenuDate: t.day(0) });
    expect(regular[0]!.ProductIds).toHaveLength(9);
    const fromNextWeek = MenuListReply.parse((await t.get(`/api/menus?from=${t.day(7)}`)).json());
    expect(fromNextWeek.every((m) => m.MenuDate >= t.day(7))).toBe(true);
    expect(MenuListReply.parse((await t.get('/api/menus?store=catering')).json())).toEqual([]);
    expect((await t.get('/api/menus?from=2026-13-01')).statusCode).toBe(400);
    expect((await t.get('/api/menus?store=moon')).statusCode).toBe(400);
  });
});

describe('menu reply cache (production)', () => {
  it('serves a cached menu for a few seconds, but a cut-off takes effect at once', async () => {
    let clock = torontoInstant(t.day(2), '11:59:58');
    const prod = await createTestApp({ seed: true, config: { env: 'production' }, deps: { now: () => clock } });
    try {
      const get = async () => MenuPlanningReply.parse((await prod.app.inject({ method: 'GET', url: CURRENT })).json());
      const wednesday = (b: MenuPlanningReply) => b.days.find((d) => d.date === t.day(2))!;
      const first = await get();
      expect(wednesday(first).orderable).toBe(true);
      const tuna = first.days.flatMap((d) => d.products).find((p) => p.Inventory === 0)!;
      // a data edit shows after the TTL (the order transaction re-checks stock itself)
      await prod.db.db
        .update(productInventory)
        .set({ quantity: 5 })
        .where(sql`${productInventory.productId} = ${tuna.Id}`);
      expect((await get()).days.flatMap((d) => d.products).find((p) => p.Id === tuna.Id)!.Inventory).toBe(0);
      // the cut-off changes the key: Wednesday closes immediately, and the new load sees the edit
      clock = torontoInstant(t.day(2), '12:00:00');
      const after = await get();
      expect(wednesday(after).closedReason).toBe('cut-off');
      expect(after.days.flatMap((d) => d.products).find((p) => p.Id === tuna.Id)!.Inventory).toBe(5);
    } finally {
      await prod.close();
    }
  });
});
