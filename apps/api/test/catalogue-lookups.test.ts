// Code tables, promotions, promo codes (every demo code), served areas and holidays.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CookingInstruction,
  CookingInstructionListReply,
  DeliveryLocationListReply,
  ErrorReply,
  HolidayListReply,
  HolidayTodayReply,
  PostalCodeReply,
  ProductCategoryListReply,
  ProductTypeListReply,
  PromoCodeReply,
  PromotionListReply,
  ProvinceListReply,
  RestaurantDeliveryLocationListReply,
} from '@mijote/contracts';
import { holiday, productCategory, province } from '@mijote/db/schema';
import { createCatalogueApp, rows, type CatalogueApp } from './catalogue-helpers.js';

let t: CatalogueApp;
beforeAll(async () => {
  t = await createCatalogueApp();
  // A fixed day for the date-bound answers (holidays' next dates); the promo-code tests move the
  // clock to the seed's own week, as the seed's promo dates are relative to its first start.
  t.at('2026-11-18', '15:00:00');
});
afterAll(async () => {
  await t?.close();
});

async function ok<T>(url: string, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await t.get(url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return schema.parse(res.json());
}

describe('code tables', () => {
  it('product categories in both languages, English when the French name is missing', async () => {
    const en = await ok('/api/product-categories', ProductCategoryListReply);
    expect(en).toEqual([
      { Code: 'C', Name: 'Catering' },
      { Code: 'M', Name: 'Meal delivery' },
      { Code: 'R', Name: 'Restaurant' },
      { Code: 'S', Name: 'Specials' },
    ]);
    const fr = await ok('/api/product-categories?language=fr', ProductCategoryListReply);
    expect(fr.map((c) => c.Name)).toEqual(['Traiteur', 'Livraison de repas', 'Restaurant', 'Spéciaux']);
    await t.db.db
      .update(productCategory)
      .set({ nameFr: '' })
      .where(sql`${productCategory.code} = 'S'`);
    const fallback = await ok('/api/product-categories?language=fr', ProductCategoryListReply);
    expect(fallback.find((c) => c.Code === 'S')!.Name).toBe('Specials');
    const res = await t.get('/api/product-categories');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=3600/);
  });

  it('product types with their flags', async () => {
    const fr = await ok('/api/product-types?language=fr', ProductTypeListReply);
    expect(fr).toHaveLength(26);
    expect(fr.find((x) => x.Code === 'LU')).toEqual({
      Code: 'LU',
      Name: 'Dîner',
      IsHotMeal: true,
      WeekendOrderable: true,
      AllowsDayOptions: true,
    });
    expect(fr.find((x) => x.Code === 'KC')).toMatchObject({ IsHotMeal: false, WeekendOrderable: false });
    expect(
      fr
        .filter((x) => x.WeekendOrderable)
        .map((x) => x.Code)
        .sort(),
    ).toEqual(['CC', 'LU', 'PZ', 'SU']);
    const en = await ok('/api/product-types', ProductTypeListReply);
    expect(en.find((x) => x.Code === 'LU')!.Name).toBe('Lunch');
  });

  it('cooking instructions, the list and one type; 404 for an unknown type', async () => {
    const list = await ok('/api/product-cooking-instructions', CookingInstructionListReply);
    expect(list.map((c) => c.TypeCd)).toEqual(['MW', 'OV', 'ST', 'OM', 'SM', 'SA', 'SW', 'NO']);
    const oven = await ok('/api/product-cooking-instructions/OV?language=fr', CookingInstruction);
    expect(oven.Name).toBe('Four');
    expect(oven.Instructions).toContain('350 °F');
    expect((await ok('/api/product-cooking-instructions/mw', CookingInstruction)).TypeCd).toBe('MW');
    const missing = await t.get('/api/product-cooking-instructions/XX');
    expect(missing.statusCode).toBe(404);
    expect(ErrorReply.parse(missing.json()).code).toBe('not-found');
    expect((await t.get('/api/product-cooking-instructions/OV?language=it')).statusCode).toBe(400);
  });

  it('provinces by language and country', async () => {
    const fr = await ok('/api/provinces?language=fr', ProvinceListReply);
    expect(fr).toHaveLength(13);
    expect(fr.find((p) => p.Code === 'QC')).toEqual({ Code: 'QC', Name: 'Québec', Country: 'CA' });
    const en = await ok('/api/provinces?country=ca', ProvinceListReply);
    expect(en.find((p) => p.Code === 'BC')!.Name).toBe('British Columbia');
    await t.db.db.insert(province).values({ country: 'US', code: 'VT', nameEn: 'Vermont', nameFr: 'Vermont' });
    expect(await ok('/api/provinces?country=US', ProvinceListReply)).toEqual([{ Code: 'VT', Name: 'Vermont', Country: 'US' }]);
    expect(await ok('/api/provinces?country=FR', ProvinceListReply)).toEqual([]);
    expect((await t.get('/api/provinces?country=CAN')).statusCode).toBe(400);
  });
});

describe('GET /api/promotion-discount', () => {
  it('lists the spec’s automatic promotions: 12 % for 5 family packs, 11 % for 10 meals, 25 % for a share', async () => {
    const en = await ok('/api/promotion-discount', PromotionListReply);
    expect(en.map((p) => [p.Kind, p.Percent, p.MinQuantity])).toEqual([
      ['family-pack-quantity', 12, 5],
      ['meal-quantity', 11, 10],
      ['share', 25, null],
    ]);
    const fr = await ok('/api/promotion-discount?language=fr', PromotionListReply);
    expect(fr[0]!.Name).toBe('12 % de rabais à l’achat de 5 formats familiaux');
    const catering = await ok('/api/promotion-discount?store=catering', PromotionListReply);
    expect(catering.map((p) => p.Kind)).toEqual(['share']);
    expect((await t.get('/api/promotion-discount?store=nowhere')).statusCode).toBe(400);
  });
});

describe('GET /api/promo-codes/{code}', () => {
  beforeEach(() => {
    t.at(t.day(2), '15:00:00');
  });
  const check = async (code: string, query: string) => ok(`/api/promo-codes/${code}?${query}`, PromoCodeReply);

  it('BIENVENUE10: $10 off anywhere, capped at the subtotal', async () => {
    const r = await check('BIENVENUE10', 'subTotal=5000');
    expect(r).toMatchObject({
      key: 'promo-added',
      discountCents: 1000,
      Type: 'dollars',
      Amount: 1000,
      Valid: true,
      Expired: false,
      Status: 'V',
      MaxedOut: false,
      StoreSource: null,
    });
    expect((await check('BIENVENUE10', 'subTotal=650&store=restaurant')).discountCents).toBe(650);
    expect((await check('bienvenue10', 'subTotal=5000')).key).toBe('promo-added');
  });

  it('SOUPE15: 15 % of the subtotal', async () => {
    expect(await check('SOUPE15', 'subTotal=4000')).toMatchObject({ key: 'promo-added', discountCents: 600, Type: 'percent', Amount: 15 });
  });

  it('ETE2026 is expired: sorry-expired', async () => {
    expect(await check('ETE2026', 'subTotal=4000')).toMatchObject({ key: 'sorry-expired', discountCents: 0, Expired: true, Status: 'V' });
  });

  it('LANCEMENT25 is maxed out: promo-maxedout', async () => {
    expect(await check('LANCEMENT25', 'subTotal=10000')).toMatchObject({ key: 'promo-maxedout', discountCents: 0, MaxedOut: true });
  });

  it('TRAITEUR20 is for catering only: promo-invalid-store elsewhere', async () => {
    expect(await check('TRAITEUR20', 'subTotal=10000')).toMatchObject({
      key: 'promo-invalid-store',
      discountCents: 0,
      StoreSource: 'catering',
    });
    expect(await check('TRAITEUR20', 'subTotal=10000&store=catering')).toMatchObject({ key: 'promo-added', discountCents: 2000 });
  });

  it('FAMILLE75 needs $75: sorry-amount below it', async () => {
    expect(await check('FAMILLE75', 'subTotal=7499')).toMatchObject({
      key: 'sorry-amount',
      discountCents: 0,
      MinimumAmountRequiredCents: 7500,
    });
    expect(await check('FAMILLE75', 'subTotal=7500')).toMatchObject({ key: 'promo-added', discountCents: 1500 });
  });

  it('BISTRO5 has status I: sorry-expired', async () => {
    expect(await check('BISTRO5', 'subTotal=4000&store=restaurant')).toMatchObject({
      key: 'sorry-expired',
      Status: 'I',
      Expired: false,
      Valid: true,
    });
  });

  it('DERNIERECHANCE works until its last use, then is maxed out', async () => {
    expect(await check('DERNIERECHANCE', 'subTotal=3000')).toMatchObject({ key: 'promo-added', discountCents: 300, MaxedOut: false });
    await t.db.db.execute(sql`update promo_code set times_used = max_uses where code = 'DERNIERECHANCE'`);
    expect(await check('DERNIERECHANCE', 'subTotal=3000')).toMatchObject({ key: 'promo-maxedout', MaxedOut: true });
  });

  it('REVEILLON2027 has not started: sorry-expired; then works on its first day', async () => {
    expect(await check('REVEILLON2027', 'subTotal=3000')).toMatchObject({ key: 'sorry-expired', Valid: false, Expired: false });
    // the seed's dates are relative to its first start: read this code's first day back
    const [row] = await rows<{ starts_on: string }>(
      t,
      sql`select starts_on::text as starts_on from promo_code where code = 'REVEILLON2027'`,
    );
    const before = t.current();
    t.at(row!.starts_on, '00:00:00');
    try {
      expect(await check('REVEILLON2027', 'subTotal=3000')).toMatchObject({ key: 'promo-added', discountCents: 300, Valid: true });
    } finally {
      t.setNow(before);
    }
  });

  it('checks in the spec’s order: the minimum before the other reasons', async () => {
    await t.db.db.execute(sql`update promo_code set minimum_amount_cents = 5000 where code = 'ETE2026'`);
    expect((await check('ETE2026', 'subTotal=100')).key).toBe('sorry-amount');
  });

  it('answers 404 (with the sorry-expired key) for an unknown code, 400 for a bad query, never cached', async () => {
    const unknown = await t.get('/api/promo-codes/NOPE?subTotal=100');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorReply.parse(unknown.json())).toMatchObject({ code: 'not-found', params: { resultKey: 'sorry-expired' } });
    for (const q of ['', 'subTotal=abc', 'subTotal=-1', 'subTotal=10.5', 'subTotal=100&store=moon']) {
      const res = await t.get(`/api/promo-codes/SOUPE15?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
    }
    expect((await t.get('/api/promo-codes/SOUPE15?subTotal=100')).headers['cache-control']).toBe('private, no-store');
  });
});

describe('served areas', () => {
  const postal = (code: string) => ok(`/api/postal-codes?code=${encodeURIComponent(code)}`, PostalCodeReply);

  it('matches the full code first, then drops trailing characters down to the FSA', async () => {
    expect(await postal('H9X 3L9')).toMatchObject({
      code: 'H9X3L9',
      served: true,
      reason: null,
      match: { Code: 'H9X3L9', HomeDeliveryFeeCents: 395 },
    });
    expect((await postal('h9x 3v5')).match).toMatchObject({ Code: 'H9X3V', HomeDeliveryFeeCents: 495 });
    expect((await postal('H9X 1A1')).match).toMatchObject({
      Code: 'H9X',
      City: 'Sainte-Anne-de-Bellevue',
      HomeDeliveryFeeCents: 795,
      CateringDeliveryFeeCents: 1995,
    });
    expect((await postal('H4Y 1H1')).match!.Code).toBe('H4Y1H1');
  });

  it('lists the bistros that deliver there, each at its longest match', async () => {
    const r = await postal('H9R 1A1');
    expect(r.served).toBe(true);
    expect(r.restaurants.map((x) => [x.FranchiseName, x.DeliveryFeeCents])).toEqual([
      ['Mijote Bistro – Pointe-Claire', 395],
      ['Mijote Bistro – Kirkland', 595],
    ]);
    // the airport FSA: no meal delivery, but the Dorval bistro delivers there
    const airport = await postal('H4Y 2B2');
    expect(airport).toMatchObject({ served: false, reason: 'not-served', match: null });
    expect(airport.restaurants.map((x) => x.Code)).toEqual(['H4Y']);
  });

  it('needs at least 6 characters, and refuses junk', async () => {
    expect(await postal('H9R')).toMatchObject({ served: false, reason: 'too-short', match: null, restaurants: [] });
    expect(await postal('H9R 1A')).toMatchObject({ served: false, reason: 'too-short' });
    expect(await postal('K1A 0B1')).toMatchObject({ code: 'K1A0B1', served: false, reason: 'not-served' });
    expect((await t.get('/api/postal-codes')).statusCode).toBe(400);
    expect((await t.get('/api/postal-codes?code=H9R%241A1')).statusCode).toBe(400);
  });

  it('lists the meal-delivery areas and the bistros’ areas', async () => {
    const md = await ok('/api/meal-delivery/delivery-locations', DeliveryLocationListReply);
    const n = Number((await rows<{ n: number }>(t, sql`select count(*)::int as n from postal_code where enabled`))[0]!.n);
    expect(md).toHaveLength(n);
    expect(md.find((x) => x.Code === 'H9R')).toEqual({
      Code: 'H9R',
      City: 'Pointe-Claire',
      HomeDeliveryFeeCents: 595,
      CateringDeliveryFeeCents: 1495,
    });
    const all = await ok('/api/restaurant/delivery-locations', RestaurantDeliveryLocationListReply);
    expect(all).toHaveLength(16);
    const dorval = await t.franchiseId('bistro-dorval');
    const one = await ok(`/api/restaurant/delivery-locations?franchiseId=${dorval}&language=fr`, RestaurantDeliveryLocationListReply);
    expect(one).toHaveLength(6);
    expect(one.every((x) => x.FranchiseId === dorval && x.FranchiseName === 'Bistro Mijote – Dorval')).toBe(true);
    expect((await t.get('/api/restaurant/delivery-locations?franchiseId=99999')).statusCode).toBe(404);
  });
});

describe('holidays', () => {
  beforeAll(() => {
    t.at('2026-11-18', '15:00:00');
  });
  it('lists the holidays with their next date, in both languages', async () => {
    const en = await ok('/api/holidays', HolidayListReply);
    expect(en).toHaveLength(6);
    expect(en.find((h) => h.Month === 12 && h.Day === 25)).toMatchObject({
      Name: 'Christmas Day',
      FranchiseId: null,
      NextDate: '2026-12-25',
    });
    expect(en.find((h) => h.Month === 1 && h.Day === 1)!.NextDate).toBe('2027-01-01');
    const fr = await ok('/api/holidays?language=fr', HolidayListReply);
    expect(fr.find((h) => h.Month === 7 && h.Day === 1)!.Name).toBe('Fête du Canada');
  });

  it('says whether today is a holiday, per store; a bistro may have its own', async () => {
    const kirkland = await t.franchiseId('bistro-kirkland');
    const dorval = await t.franchiseId('bistro-dorval');
    t.at('2026-12-25', '09:00:00');
    for (const url of [
      '/api/meal-delivery/holidays/today',
      '/api/catering/holidays/today',
      `/api/restaurant/holidays/today?franchiseId=${kirkland}`,
    ]) {
      const r = await ok(`${url}${url.includes('?') ? '&' : '?'}language=fr`, HolidayTodayReply);
      expect(r, url).toMatchObject({ date: '2026-12-25', isHoliday: true, holiday: { Name: 'Noël', Day: 25, Month: 12 } });
    }
    t.at('2026-11-19', '09:00:00');
    expect(await ok('/api/meal-delivery/holidays/today', HolidayTodayReply)).toEqual({
      date: '2026-11-19',
      isHoliday: false,
      holiday: null,
    });
    await t.db.db.insert(holiday).values({ day: 19, month: 11, nameEn: 'Inventory day', nameFr: 'Jour d’inventaire', franchiseId: dorval });
    expect(await ok(`/api/restaurant/holidays/today?franchiseId=${dorval}`, HolidayTodayReply)).toMatchObject({
      isHoliday: true,
      holiday: { Name: 'Inventory day', FranchiseId: dorval },
    });
    expect((await ok(`/api/restaurant/holidays/today?franchiseId=${kirkland}`, HolidayTodayReply)).isHoliday).toBe(false);
    expect((await ok('/api/meal-delivery/holidays/today', HolidayTodayReply)).isHoliday).toBe(false);
    expect(await ok(`/api/holidays?franchiseId=${dorval}`, HolidayListReply)).toHaveLength(7);
    expect(await ok('/api/holidays', HolidayListReply)).toHaveLength(6);
  });

  it('answers 400 without franchiseId and 404 for an unknown bistro', async () => {
    expect((await t.get('/api/restaurant/holidays/today')).statusCode).toBe(400);
    expect((await t.get('/api/restaurant/holidays/today?franchiseId=99999')).statusCode).toBe(404);
    expect((await t.get('/api/holidays?franchiseId=99999')).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue route', async () => {
    const doc = (await t.get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/products',
      '/api/products/upsell',
      '/api/meal-delivery/menus/products/current',
      '/api/meal-delivery/menus/products/next/{day}',
      '/api/meal-delivery/menus/products/rush',
      '/api/meal-delivery/sides',
      '/api/restaurant/sides',
      '/api/catering/sides',
      '/api/bistro/mobile/sides',
      '/api/restaurant/menus/products/current',
      '/api/bistro/onsite/menus/products/current',
      '/api/bistro/mobile/menus/products/current',
      '/api/bistro/mobile/menus/products/next/{day}',
      '/api/product-categories',
      '/api/product-types',
      '/api/product-cooking-instructions',
      '/api/product-cooking-instructions/{typeCd}',
      '/api/menus',
      '/api/promotion-discount',
      '/api/promo-codes/{code}',
      '/api/provinces',
      '/api/postal-codes',
      '/api/meal-delivery/delivery-locations',
      '/api/restaurant/delivery-locations',
      '/api/holidays',
      '/api/meal-delivery/holidays/today',
      '/api/restaurant/holidays/today',
      '/api/catering/holidays/today',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});
