// The products of the back-office (issue 14; ADR 246, 270): the list per category with its status
// and type filters; a save of a meal's price and French title that the (cached) menu shows at once;
// a duplicate that is a new draft and stays off the menu; the domain's rules (active only with both
// languages, day-of-week options, bistro meal types, two YouTube videos, week numbers) refused with
// a 400 that writes nothing; one JPEG image through /api/upload.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProduct,
  AdminProductListReply,
  AdminTagListReply,
  AuditHistoryReply,
  ErrorReply,
  MenuPlanningReply,
  ProductListReply,
  type MenuProduct,
} from '@mijote/contracts';
import { franchise, subsidy, upload } from '@mijote/db/schema';
import { createAdminApp, jpegBytes, type AdminApp } from './admin-helpers.js';

let t: AdminApp;
beforeAll(async () => {
  t = await createAdminApp();
});
afterAll(async () => {
  await t?.close();
});

const CURRENT_FR = '/api/meal-delivery/menus/products/current?language=fr';
const menuProducts = async (): Promise<MenuProduct[]> => {
  const res = await t.app.inject({ method: 'GET', url: CURRENT_FR });
  expect(res.statusCode, res.body).toBe(200);
  return MenuPlanningReply.parse(res.json()).days.flatMap((d) => d.products);
};
const getProduct = async (id: number) => AdminProduct.parse((await t.call('GET', `/api/admin/products/${id}`)).json());
const save = (p: Record<string, unknown>) => t.call('POST', `/api/admin/products/${p['Id'] as number}`, p);

describe('GET /api/admin/products', () => {
  it('lists the active meal-delivery products by default, 25 a page, with the type, status and category filters', async () => {
    const res = await t.call('GET', '/api/admin/products');
    expect(res.statusCode, res.body).toBe(200);
    const page = AdminProductListReply.parse(res.json());
    expect(page.meta.limit).toBe(25);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(25);
    expect(page.data.every((p) => p.ProductCategoryCd === 'M' && p.ProductStatusCd === 'A')).toBe(true);
    expect(page.meta.total_pages).toBe(Math.max(1, Math.ceil(page.meta.total / 25)));

    const breakfasts = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?types=BF')).json());
    expect(breakfasts.data.length).toBeGreaterThan(0);
    expect(breakfasts.data.every((p) => p.ProductTypeCd === 'BF')).toBe(true);
    expect(breakfasts.meta.total).toBeLessThan(page.meta.total);
    // several types: the spec's comma list, as the screen's boxes send it
    const lunches = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?types=LU&limit=500')).json());
    const both = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?types=BF%2CLU&limit=500')).json());
    expect(lunches.meta.total).toBeGreaterThan(0);
    expect(both.meta.total).toBe(breakfasts.meta.total + lunches.meta.total);
    expect(new Set(both.data.map((p) => p.ProductTypeCd))).toEqual(new Set(['BF', 'LU']));
    const unknown = await t.call('GET', '/api/admin/products?types=BF,XX');
    expect(unknown.statusCode).toBe(400);
    expect(ErrorReply.parse(unknown.json()).code).toBe('validation-failed');

    const catering = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?category=C&limit=5')).json());
    expect(catering.data.length).toBeGreaterThan(0);
    expect(catering.data.every((p) => p.ProductCategoryCd === 'C')).toBe(true);

    const title = page.data[0]!.Translations.find((x) => x.LanguageCd === 'en')!.Title;
    const found = AdminProductListReply.parse(
      (await t.call('GET', `/api/admin/products?search=${encodeURIComponent(title.slice(0, 6))}`)).json(),
    );
    expect(found.data.map((p) => p.Id)).toContain(page.data[0]!.Id);

    expect((await t.call('GET', '/api/admin/products?category=X')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/products?types=LU,XX')).statusCode).toBe(400);
  });

  it('offers the product tags for the editor', async () => {
    const tags = AdminTagListReply.parse((await t.call('GET', '/api/admin/tags')).json());
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.map((x) => x.Id)).toEqual([...tags.map((x) => x.Id)].sort((a, b) => a - b));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tags' })).statusCode).toBe(401);
  });

  it('lists a restaurant’s products with franchiseId', async () => {
    const [kirkland] = await t.db.db.select().from(franchise).where(eq(franchise.slug, 'bistro-kirkland'));
    const page = AdminProductListReply.parse(
      (await t.call('GET', `/api/admin/products?category=R&status=all&franchiseId=${kirkland!.id}`)).json(),
    );
    for (const p of page.data) expect(p.Franchises.map((f) => f.FranchiseId)).toContain(kirkland!.id);
  });
});

describe('saving a product', () => {
  it('a new price and French title show on the cached menu at once; the history has both versions', async () => {
    const before = await menuProducts();
    await menuProducts(); // now from the cache
    const onMenu = before[0]!;
    const record = await getProduct(onMenu.Id);
    const fr = { ...record.Translations.find((x) => x.LanguageCd === 'fr')!, Title: 'Ragoût du chef, nouvelle recette' };
    const res = await save({
      ...record,
      PriceCents: record.PriceCents + 150,
      Translations: [...record.Translations.filter((x) => x.LanguageCd !== 'fr'), fr],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminProduct.parse(res.json());
    expect(saved.PriceCents).toBe(record.PriceCents + 150);

    // PGlite delivers the change signal in process; PostgreSQL's NOTIFY arrives just after the commit
    let after = (await menuProducts()).filter((p) => p.Id === onMenu.Id);
    for (let i = 0; i < 50 && after[0]?.Title !== 'Ragoût du chef, nouvelle recette'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = (await menuProducts()).filter((p) => p.Id === onMenu.Id);
    }
    expect(after.length).toBeGreaterThan(0);
    for (const p of after) {
      expect(p.Title).toBe('Ragoût du chef, nouvelle recette');
      expect(p.PriceCents).toBe(record.PriceCents + 150);
    }
    const [entry] = AuditHistoryReply.parse((await t.call('GET', `/api/admin/products/${onMenu.Id}/history`)).json());
    expect(entry).toMatchObject({
      action: 'update',
      before: { PriceCents: record.PriceCents },
      after: { PriceCents: record.PriceCents + 150 },
    });
    expect(entry!.actor?.email).toBe('admin@mijote.test');
  });

  it('refuses to make a product active without its French description, and writes nothing', async () => {
    const [first] = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?limit=1')).json()).data;
    const record = first!;
    const res = await save({
      ...record,
      PriceCents: 1,
      Translations: record.Translations.map((x) => (x.LanguageCd === 'fr' ? { ...x, Description: '  ' } : x)),
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'product-translations-missing', params: { languages: ['fr'] } });
    expect(await getProduct(record.Id)).toEqual(record);
    // as a draft it saves, and the list flags it
    const draft = await save({
      ...record,
      ProductStatusCd: 'D',
      Translations: record.Translations.filter((x) => x.LanguageCd !== 'fr'),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(AdminProduct.parse(draft.json()).MissingTranslations).toEqual(['fr']);
    const drafts = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?status=D&limit=500')).json());
    expect(drafts.data.find((p) => p.Id === record.Id)?.MissingTranslations).toEqual(['fr']);
    expect((await save(record)).statusCode).toBe(200);
  });

  it('keeps the tabs: tags, cooking instructions, YouTube videos, week numbers, bistros and corporate days and prices', async () => {
    const [meal] = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?types=LU&limit=1')).json()).data;
    const [restaurant] = await t.db.db.select().from(franchise).limit(1);
    const [corporate] = await t.db.db.select().from(subsidy).limit(1);
    const res = await save({
      ...meal!,
      Nutrition: { Calories: 540, Fat: 12.5, Protein: 31, Carbs: 48, Sodium: 900 },
      CookingInstructionTypes: [{ CookingInstructionTypeCd: 'MW' }, { CookingInstructionTypeCd: 'OV' }],
      Videos: [{ Code: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, { Code: 'https://youtu.be/9bZkp7q19f0' }],
      WeekNumbers: ' 14,1, 14 ,27',
      Franchises: [{ FranchiseId: restaurant!.id, CostCents: 1395, InStoreCostCents: 1295 }],
      SubsidyProductDays: [
        { SubsidyId: corporate!.id, Day: 1 },
        { SubsidyId: corporate!.id, Day: 3 },
      ],
      SubsidyProductPrices: [{ SubsidyId: corporate!.id, PriceCents: 1195 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminProduct.parse(res.json());
    expect(saved).toMatchObject({
      Nutrition: { Calories: 540, Fat: 12.5, Protein: 31, Carbs: 48, Sodium: 900 },
      CookingInstructionTypes: [{ CookingInstructionTypeCd: 'MW' }, { CookingInstructionTypeCd: 'OV' }],
      Videos: [
        { Slot: 1, Code: 'dQw4w9WgXcQ', Type: 'YT' },
        { Slot: 2, Code: '9bZkp7q19f0', Type: 'YT' },
      ],
      WeekNumbers: '1,14,27',
      Franchises: [{ FranchiseId: restaurant!.id, CostCents: 1395, InStoreCostCents: 1295 }],
      SubsidyProductDays: [
        { SubsidyId: corporate!.id, Day: 1 },
        { SubsidyId: corporate!.id, Day: 3 },
      ],
      SubsidyProductPrices: [{ SubsidyId: corporate!.id, PriceCents: 1195 }],
    });
    // saving the record as GET answers it changes nothing
    const again = await save(saved);
    expect(again.statusCode, again.body).toBe(200);
    expect(AdminProduct.parse(again.json())).toEqual(saved);
  });

  it('saves the nutrition facts (calories, fat, protein, carbohydrates, sodium) and the store’s menu shows them', async () => {
    const onMenu = (await menuProducts())[0]!;
    const record = await getProduct(onMenu.Id);
    const Nutrition = { Calories: 455, Fat: 17.5, Protein: 26.3, Carbs: 51, Sodium: 720 };
    const res = await save({ ...record, Nutrition });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProduct.parse(res.json()).Nutrition).toEqual(Nutrition);
    expect((await getProduct(record.Id)).Nutrition).toEqual(Nutrition);
    // the customer's "Nutrition" details read the same facts (the cache dropped by the save)
    let shown = (await menuProducts()).find((p) => p.Id === onMenu.Id);
    for (let i = 0; i < 50 && shown?.Nutrition?.Fat !== 17.5; i++) {
      await new Promise((r) => setTimeout(r, 20));
      shown = (await menuProducts()).find((p) => p.Id === onMenu.Id);
    }
    expect(shown?.Nutrition).toEqual(Nutrition);
    // a fact left empty is null; grams with two decimals (the table keeps one) are refused, nothing written
    const partial = await save({ ...record, Nutrition: { ...Nutrition, Protein: null, Sodium: null } });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(AdminProduct.parse(partial.json()).Nutrition).toEqual({ ...Nutrition, Protein: null, Sodium: null });
    for (const bad of [{ Fat: 12.25 }, { Carbs: -1 }, { Calories: 1.5 }, { Protein: '12' }]) {
      const refused = await save({ ...record, Nutrition: { ...Nutrition, ...bad } });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(ErrorReply.parse(refused.json()).code).toBe('validation-failed');
    }
    expect((await getProduct(record.Id)).Nutrition).toEqual({ ...Nutrition, Protein: null, Sodium: null });
    expect((await save(record)).statusCode).toBe(200);
  });

  it('refuses what the rules forbid with a 400 that writes nothing', async () => {
    const [meal] = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?types=LU&limit=1')).json()).data;
    const record = meal!;
    const [restaurant] = await t.db.db.select().from(franchise).limit(1);
    const [corporate] = await t.db.db.select().from(subsidy).limit(1);
    const cases: [string, Record<string, unknown>][] = [
      ['a third video', { Videos: [{ Code: 'dQw4w9WgXcQ' }, { Code: '9bZkp7q19f0' }, { Code: 'kJQP7kiw5Fk' }] }],
      ['a video that is not YouTube', { Videos: [{ Code: 'https://vimeo.com/76979871' }] }],
      ['week 54', { WeekNumbers: '3,54' }],
      ['day-of-week options on a type without them', { ProductTypeCd: 'HY', SubsidyProductDays: [{ SubsidyId: corporate!.id, Day: 2 }] }],
      [
        'a restaurant meal of type CC',
        { ProductTypeCd: 'CC', Franchises: [{ FranchiseId: restaurant!.id, CostCents: 1, InStoreCostCents: 1 }] },
      ],
      ['an unknown tag', { ProductTags: [{ TagId: 999_999 }] }],
      ['an unknown restaurant', { Franchises: [{ FranchiseId: 999_999, CostCents: 1, InStoreCostCents: 1 }] }],
      ['a negative price', { PriceCents: -1 }],
      ['an unknown field', { Surprise: true }],
      ['an upload that does not exist', { tempImage: `${'a'.repeat(32)}.jpg` }],
    ];
    for (const [what, change] of cases) {
      const res = await save({ ...record, ...change });
      expect(res.statusCode, what).toBe(400);
      expect(ErrorReply.parse(res.json()).code, what).toBe('validation-failed');
    }
    expect(await getProduct(record.Id)).toEqual(record);
    expect((await t.call('POST', '/api/admin/products/999999', record)).statusCode).toBe(404);
  });
});

describe('duplicating a product', () => {
  it('makes a new draft with every tab, off the menu and the public list, recorded in the audit log', async () => {
    const [meal] = (await menuProducts()).slice(0, 1);
    const original = await getProduct(meal!.Id);
    const res = await t.call('POST', `/api/admin/products/${original.Id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = AdminProduct.parse(res.json());
    expect(copy.Id).not.toBe(original.Id);
    expect(copy.ProductStatusCd).toBe('D');
    const { Id: _a, ProductStatusCd: _b, ImageUrl: _c, ...same } = original;
    expect(copy).toMatchObject(same);
    expect((await menuProducts()).map((p) => p.Id)).not.toContain(copy.Id);
    const publicList = ProductListReply.parse((await t.app.inject({ method: 'GET', url: '/api/products?categories=M' })).json());
    expect(publicList.map((p) => p.Id)).not.toContain(copy.Id);
    const [entry] = AuditHistoryReply.parse((await t.call('GET', `/api/admin/products/${copy.Id}/history`)).json());
    expect(entry).toMatchObject({ action: 'create', before: null, after: { DuplicateOf: original.Id, ProductStatusCd: 'D' } });
    expect((await t.call('POST', '/api/admin/products/999999/duplicate')).statusCode).toBe(404);
  });
});

describe('read-only retail (back-office §2, §6; issue 27)', () => {
  it('with a bistro selected a retail product is not saved nor duplicated — by the API, not only the screen', async () => {
    const [retail] = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?category=R&limit=1')).json()).data;
    expect(retail).toBeDefined();
    const before = await getProduct(retail!.Id);
    const changed = { ...before, PriceCents: before.PriceCents + 100 };
    const res = await t.call('POST', `/api/admin/products/${before.Id}?franchiseId=1`, changed);
    expect([res.statusCode, ErrorReply.parse(res.json()).code]).toEqual([403, 'retail-read-only']);
    expect(await getProduct(before.Id)).toEqual(before);
    const dup = await t.call('POST', `/api/admin/products/${before.Id}/duplicate?franchiseId=1`);
    expect([dup.statusCode, ErrorReply.parse(dup.json()).code]).toEqual([403, 'retail-read-only']);
    const create = await t.call('POST', '/api/admin/products?franchiseId=1', { ...changed, Id: 0 });
    expect([create.statusCode, ErrorReply.parse(create.json()).code]).toEqual([403, 'retail-read-only']);
    // every bistro's list, and the meal-delivery products are not read-only
    const ok = await t.call('POST', `/api/admin/products/${before.Id}`, changed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await getProduct(before.Id)).PriceCents).toBe(before.PriceCents + 100);
  });
});

describe('a product’s image', () => {
  it('takes one uploaded JPEG, serves it, keeps its upload; removing it goes back to the drawing', async () => {
    const [meal] = AdminProductListReply.parse((await t.call('GET', '/api/admin/products?limit=1&sort=id&sortDirection=desc')).json()).data;
    const name = await t.uploadJpeg();
    const res = await save({ ...meal!, tempImage: name });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminProduct.parse(res.json());
    expect(saved.ImageName).toBe(name);
    expect(saved.ImageUrl).toBe(`/api/public/img/products/${name}`);
    const image = await t.app.inject({ method: 'GET', url: saved.ImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/jpeg/);
    const [row] = await t.db.db.select().from(upload).where(eq(upload.storedName, name));
    expect(row?.isTemp).toBe(false);
    // the same upload cannot be taken twice (it is no longer waiting)
    expect((await save({ ...saved, tempImage: name })).statusCode).toBe(400);
    const removed = AdminProduct.parse((await save({ ...saved, removeProductImage: true })).json());
    expect(removed.ImageName).toBeNull();
    expect(removed.ImageUrl).toBe(`/api/public/img/products/${saved.Id}.svg`);
  });

  it('is refused by the upload when it is a PNG or larger than 4 MB', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 1)]);
    const wrong = await t.upload(png, 'photo.png');
    expect(wrong.statusCode).toBe(415);
    expect(ErrorReply.parse(wrong.json()).code).toBe('upload-wrong-type');
    const big = await t.upload(jpegBytes(5 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(ErrorReply.parse(big.json()).code).toBe('upload-too-large');
  });
});
