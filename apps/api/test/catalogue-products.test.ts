// GET /products (filters, relations, languages, admin-only drafts), /products/upsell and the
// side lists of each store section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorReply, ProductListReply, SideListReply } from '@mijote/contracts';
import { product, productTranslation } from '@mijote/db/schema';
import { createCatalogueApp, rows, type CatalogueApp } from './catalogue-helpers.js';

let t: CatalogueApp;
beforeAll(async () => {
  t = await createCatalogueApp();
  t.at(t.day(1), '10:00:00');
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string): Promise<ProductListReply> {
  const res = await t.get(`/api/products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ProductListReply.parse(res.json());
}

const count = async (where: string) =>
  Number((await rows<{ n: number }>(t, sql.raw(`select count(*)::int as n from product where ${where}`)))[0]!.n);

describe('GET /api/products', () => {
  it('lists the active products by default, in sort order, with the spec’s fields in cents', async () => {
    const body = await list('');
    expect(body.length).toBe(await count(`status_cd = 'A' and not is_internal_use`));
    expect(body.every((p) => p.ProductStatusCd === 'A')).toBe(true);
    // gift cards are internal-use products: hidden unless asked for
    expect(body.some((p) => p.ProductTypeCd === 'GC')).toBe(false);
    const potPie = body.find((p) => p.Title === 'Chicken pot pie')!;
    expect(potPie).toMatchObject({
      ProductCategoryCd: 'M',
      ProductTypeCd: 'LU',
      PriceCents: 1495,
      KidsPriceCents: 748,
      FamilyPackPriceCents: 5395,
      FranchisePriceCents: null,
      Taxable: 'y',
      AllowGstTaxRebate: 'n',
      RequiresSecondaryProducts: 'n',
      AllowPartialStock: 'n',
      ContainerCd: 'CM',
      ContainerName: 'Compostable',
      Inventory: null,
      OutOfStock: false,
    });
    expect(potPie.ImageUrl).toBe(`/api/public/img/products/${potPie.Id}.svg`);
    expect(potPie.Nutrition).toBeUndefined();
    const giftCards = await list('?categories=S&types=GC&internalUseProducts=true');
    expect(giftCards.map((p) => p.PriceCents)).toEqual([2500, 5000, 10000]);
    expect(giftCards.every((p) => p.Taxable === 'n')).toBe(true);
    expect(body.some((p) => p.OutOfStock && p.Inventory === 0)).toBe(true);
  });

  it('speaks French, and falls back to English when the French text is missing', async () => {
    const fr = await list('?language=fr&categories=M&types=SU');
    expect(fr.map((p) => p.Title)).toContain('Pâté chinois');
    const id = fr.find((p) => p.Title === 'Pâté chinois')!.Id;
    await t.db.db
      .delete(productTranslation)
      .where(sql`${productTranslation.productId} = ${id} and ${productTranslation.languageCd} = 'fr'`);
    const after = await list('?language=fr&categories=M&types=SU');
    expect(after.find((p) => p.Id === id)!.Title).toBe('Pâté chinois (Quebec shepherd’s pie)');
    const related = await list('?language=fr&categories=M&types=SU&related=Translations');
    expect(related.find((p) => p.Id === id)!.Translations!.map((x) => x.LanguageCd)).toEqual(['en']);
  });

  it('filters by categories and types (comma lists) and limits', async () => {
    const catering = await list('?categories=C');
    expect(catering.length).toBe(await count(`category_cd = 'C' and status_cd = 'A' and not is_internal_use`));
    expect(catering.every((p) => p.ProductCategoryCd === 'C')).toBe(true);
    const mixed = await list('?categories=M,S&types=SN,SP');
    expect(new Set(mixed.map((p) => p.ProductTypeCd))).toEqual(new Set(['SN', 'SP']));
    expect(mixed.every((p) => ['M', 'S'].includes(p.ProductCategoryCd))).toBe(true);
    expect(await list('?limit=5')).toHaveLength(5);
    expect((await list('?limit=0')).length).toBeGreaterThan(100);
  });

  it('returns the relations asked for with related=', async () => {
    const [p] = await list(
      '?categories=R&types=BW&limit=1&related=Translations,Nutrition,ProductTags,SubsidyProductDays,SubsidyProductPrices,CookingInstructionTypes,Videos,Franchises,WeekNumbers',
    );
    expect(p!.Translations).toHaveLength(2);
    expect(p!.Nutrition).toMatchObject({ Calories: expect.any(Number), Fat: expect.any(Number), Protein: expect.any(Number) });
    expect(p!.ProductTags!.length).toBeGreaterThan(0);
    expect(p!.SubsidyProductDays!.length).toBeGreaterThan(0);
    expect(p!.SubsidyProductPrices![0]).toMatchObject({ PriceCents: expect.any(Number), SubsidyId: expect.any(Number) });
    expect(p!.CookingInstructionTypes!.length).toBeGreaterThan(0);
    expect(p!.Videos).toEqual([]);
    expect(p!.Franchises).toHaveLength(3);
    expect(p!.WeekNumbers).toEqual([]);
    const [md] = await list('?categories=M&types=SU&limit=1&related=WeekNumbers');
    expect(md!.WeekNumbers!.length).toBeGreaterThan(0);
  });

  it('with franchiseId lists the bistro’s products and fills franchisePrice', async () => {
    const kirkland = await t.franchiseId('bistro-kirkland');
    const body = await list(`?franchiseId=${kirkland}`);
    expect(body.length).toBeGreaterThan(10);
    expect(body.every((p) => p.FranchisePriceCents !== null && p.ProductCategoryCd === 'R')).toBe(true);
    const latte = body.find((p) => p.Title === 'Maple latte');
    if (latte) expect(latte.FranchisePriceCents).toBeGreaterThan(0);
    const unknown = await t.get('/api/products?franchiseId=99999');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorReply.parse(unknown.json()).code).toBe('not-found');
  });

  it('keeps drafts for super users (401 / 403 otherwise), never cached', async () => {
    expect((await t.get('/api/products?status=D')).statusCode).toBe(401);
    const customer = await t.login('client@mijote.test');
    const forbidden = await t.get('/api/products?status=A,D', customer);
    expect(forbidden.statusCode).toBe(403);
    expect(ErrorReply.parse(forbidden.json()).code).toBe('forbidden');

    const admin = await t.login('admin@mijote.test');
    const drafts = await t.get('/api/products?status=D&limit=0', admin);
    expect(drafts.statusCode).toBe(200);
    expect(drafts.headers['cache-control']).toBe('private, no-store');
    const draftList = ProductListReply.parse(drafts.json());
    expect(draftList.length).toBe(await count(`status_cd = 'D'`));
    expect(draftList.every((p) => p.ProductStatusCd === 'D')).toBe(true);
    const both = ProductListReply.parse((await t.get('/api/products?status=A,D&internalUseProducts=true', admin)).json());
    expect(both.length).toBe(await count('true'));
    expect((await t.get('/api/products')).headers['cache-control']).toMatch(/^public, max-age=300/);
  });

  it('shows internal-use products only with internalUseProducts=true', async () => {
    const jar = (await list('?types=SP&limit=1'))[0]!.Id;
    await t.db.db
      .update(product)
      .set({ isInternalUse: true })
      .where(sql`${product.id} = ${jar}`);
    expect((await list('?types=SP')).some((p) => p.Id === jar)).toBe(false);
    expect((await list('?types=SP&internalUseProducts=true')).some((p) => p.Id === jar)).toBe(true);
    expect((await list('?types=SP&internalUseProducts=false')).some((p) => p.Id === jar)).toBe(false);
  });

  it('answers 400 validation-failed for unknown codes and bad numbers', async () => {
    for (const q of [
      '?categories=X',
      '?types=LU,ZZ',
      '?status=Q',
      '?related=Everything',
      '?limit=-1',
      '?limit=abc',
      '?franchiseId=0',
      '?language=es',
      '?internalUseProducts=maybe',
    ]) {
      const res = await t.get(`/api/products${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
    }
  });

  it('loads a full list in one query', async () => {
    // no N+1: the relations come from the same statement (json sub-selects)
    const t0 = Date.now();
    const body = await list('?limit=0&related=Translations,Nutrition,ProductTags,CookingInstructionTypes,Videos,Franchises');
    expect(body.length).toBeGreaterThan(100);
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});

describe('GET /api/products/upsell', () => {
  it('suggests drinks, snacks and desserts of the store, leaving out the cart’s products', async () => {
    const res = await t.get('/api/products/upsell?store=mealDelivery&language=fr');
    expect(res.statusCode).toBe(200);
    const body = ProductListReply.parse(res.json());
    expect(body.length).toBe(6);
    expect(body.every((p) => p.ProductCategoryCd === 'M' && ['DR', 'SN', 'SM'].includes(p.ProductTypeCd) && !p.OutOfStock)).toBe(true);
    const exclude = body.slice(0, 3).map((p) => p.Id);
    const next = ProductListReply.parse((await t.get(`/api/products/upsell?exclude=${exclude.join(',')}&limit=20`)).json());
    expect(next.some((p) => exclude.includes(p.Id))).toBe(false);
    expect(next.length).toBeGreaterThan(3);
  });

  it('follows the store kind, and a bistro', async () => {
    const catering = ProductListReply.parse((await t.get('/api/products/upsell?store=catering')).json());
    expect(catering.length).toBeGreaterThan(0);
    expect(catering.every((p) => p.ProductCategoryCd === 'C')).toBe(true);
    const dorval = await t.franchiseId('bistro-dorval');
    const restaurantUpsell = ProductListReply.parse((await t.get(`/api/products/upsell?store=restaurant&franchiseId=${dorval}`)).json());
    expect(restaurantUpsell.length).toBeGreaterThan(0);
    expect(restaurantUpsell.every((p) => p.ProductCategoryCd === 'R' && p.FranchisePriceCents !== null)).toBe(true);
  });

  it('answers 400 for a bad store or exclude list, 404 for an unknown bistro', async () => {
    expect((await t.get('/api/products/upsell?store=moon')).statusCode).toBe(400);
    expect((await t.get('/api/products/upsell?exclude=1,a')).statusCode).toBe(400);
    expect((await t.get('/api/products/upsell?limit=50')).statusCode).toBe(400);
    expect((await t.get('/api/products/upsell?store=restaurant&franchiseId=99999')).statusCode).toBe(404);
  });
});

describe('side lists', () => {
  it('meal delivery: the side orders, each with the dishes that offer it', async () => {
    const res = await t.get('/api/meal-delivery/sides?language=fr');
    expect(res.statusCode).toBe(200);
    const body = SideListReply.parse(res.json());
    expect(body.length).toBe(await count(`category_cd = 'M' and type_cd = 'SI' and status_cd = 'A'`));
    expect(body.every((p) => p.ProductTypeCd === 'SI')).toBe(true);
    const tourtiere = await t.productId('md-tourtiere');
    const ketchup = body.find((p) => p.MainProductIds.includes(tourtiere) && p.Title.toLowerCase().includes('ketchup'));
    expect(ketchup).toBeDefined();
    const mashed = body.find((p) => p.Title.toLowerCase().includes('purée'))!;
    expect(mashed.MainProductIds.length).toBeGreaterThan(1);
  });

  it('restaurant and mobile have no sides in the demo catalogue; catering has its two (issue 12)', async () => {
    for (const url of ['/api/restaurant/sides', '/api/bistro/mobile/sides']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(SideListReply.parse(res.json())).toEqual([]);
    }
    const catering = SideListReply.parse((await t.get('/api/catering/sides?language=fr')).json());
    expect(catering.map((p) => [p.ProductCategoryCd, p.ProductTypeCd, p.Title])).toEqual([
      ['C', 'SI', 'Bol de salade du jardin (10 personnes)'],
      ['C', 'SI', 'Pommes de terre rôties aux herbes (10 personnes)'],
    ]);
    expect((await t.get('/api/catering/sides?language=xx')).statusCode).toBe(400);
  });
});
