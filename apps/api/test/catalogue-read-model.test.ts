// The catalogue's read model (ADR 349, issue 17): product views stored per language and relations,
// used while the catalogue version is theirs; every table a view is made of moves that version in
// the writing transaction, so a write straight to any of them is seen by the next uncached read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENU_DEFAULT_RELATED, MenuPlanningReply, SideListReply, type ProductRelated } from '@mijote/contracts';
import { listedProducts, VIEW_SHAPE, viewVariant } from '../src/modules/catalogue/products/views.js';
import { stringifyReply } from '../src/modules/catalogue/catalogue-cache.js';
import { createCatalogueApp, rows, type CatalogueApp } from './catalogue-helpers.js';

const CURRENT = '/api/meal-delivery/menus/products/current';
const ALL: ProductRelated[] = [
  'Translations',
  'Nutrition',
  'ProductTags',
  'CookingInstructionTypes',
  'Videos',
  'SubsidyProductDays',
  'SubsidyProductPrices',
  'Franchises',
  'WeekNumbers',
];

/** Every table a product view is made of (toProduct's rows: products/repository.ts), not stock. */
const FEEDING = [
  'container',
  'cooking_instruction_type',
  'lunch_box_choice',
  'product',
  'product_cooking_instruction',
  'product_franchise',
  'product_nutrition',
  'product_side',
  'product_tag',
  'product_translation',
  'product_video',
  'product_week_number',
  'subsidy_product_day',
  'subsidy_product_price',
  'tag',
];

describe('the catalogue read model', () => {
  let t: CatalogueApp;
  const version = async () => Number((await rows<{ v: string }>(t, sql`select version::text as v from catalogue_version`))[0]?.v);
  const reply = async (ids: number[], related: ProductRelated[], lang: 'en' | 'fr' = 'en', verify = true) =>
    stringifyReply((await listedProducts(t.db.db, ids, { lang, related: new Set(related) }, verify)).map((p) => p.reply()));

  beforeAll(async () => {
    t = await createCatalogueApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a version trigger on every table a view is made of, and on no other', async () => {
    const found = await rows<{ t: string }>(
      t,
      sql`select c.relname as t from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where not g.tgisinternal and g.tgname like '%\_catalogue\_version' order by 1`,
    );
    expect(found.map((r) => r.t)).toEqual(FEEDING);
  });

  it('stores a view per product, language and relations at the current version, and answers from it', async () => {
    const id = await t.productId('md-red-lentil-dal');
    const v = await version();
    const en = await reply([id], ['ProductTags']);
    await reply([id], ['ProductTags'], 'fr');
    const stored = await rows<{ lang: string; variant: string; version: string }>(
      t,
      sql`select lang, variant, version::text as version from product_view where product_id = ${id} order by lang`,
    );
    expect(stored).toEqual([
      { lang: 'en', variant: viewVariant({ related: new Set(['ProductTags']) }), version: String(v) },
      { lang: 'fr', variant: 'ProductTags', version: String(v) },
    ]);
    // the reply is the stored text: change it behind the model's back and an unchecked read shows it…
    await t.db.db.execute(sql`update product_view set mid = replace(mid, '"Title":"', '"Title":"Altered ') where product_id = ${id}`);
    expect(await reply([id], ['ProductTags'], 'en', false)).toContain('"Title":"Altered ');
    // …while a checked read (tests, development) refuses it
    await expect(reply([id], ['ProductTags'], 'en', true)).rejects.toThrow(/differs from toProduct/);
    await t.db.db.execute(sql`delete from product_view where product_id = ${id}`);
    expect(await reply([id], ['ProductTags'])).toBe(en);
  });

  it('reads no view another release’s code stored, and stores its own over it', async () => {
    const id = await t.productId('md-turkey-chili');
    const en = await reply([id], ['ProductTags']);
    // a view made by other code: same key and version, another shape and content
    await t.db.db.execute(
      sql`update product_view set shape = 'older-release', mid = replace(mid, '"Title":"', '"Title":"Old ') where product_id = ${id}`,
    );
    expect(await reply([id], ['ProductTags'], 'en', false)).toBe(en);
    const stored = await rows<{ shape: string }>(t, sql`select shape from product_view where product_id = ${id}`);
    expect(stored).toEqual([{ shape: VIEW_SHAPE }]);
  });

  it('moves the version on a write to any of those tables, and not on stock', async () => {
    for (const table of FEEDING) {
      const before = await version();
      // a statement that changes nothing still counts: the trigger is per statement
      await t.db.db.execute(
        sql`update ${sql.identifier(table)} set ${sql.raw(firstColumnOf(table))} = ${sql.raw(firstColumnOf(table))} where false`,
      );
      expect(await version(), table).toBe(before + 1);
    }
    const before = await version();
    await t.db.db.execute(sql`update product_inventory set quantity = quantity where false`);
    expect(await version()).toBe(before);
  });

  it('shows a write made straight to the tables at the next read (the stored view is not used)', async () => {
    const id = await t.productId('md-red-lentil-dal');
    const related = [...MENU_DEFAULT_RELATED];
    await reply([id], related, 'fr', false);
    const changes: [string, ReturnType<typeof sql>][] = [
      [
        'Tourtière revisitée',
        sql`update product_translation set title = 'Tourtière revisitée' where product_id = ${id} and language_cd = 'fr'`,
      ],
      [
        'Étiquette renommée',
        sql`update tag set name_fr = 'Étiquette renommée' where id in (select tag_id from product_tag where product_id = ${id})`,
      ],
      [
        'Four à 180 °C, 25 min',
        sql`update cooking_instruction_type set instructions_fr = 'Four à 180 °C, 25 min' where code in (select cooking_instruction_type_cd from product_cooking_instruction where product_id = ${id})`,
      ],
      ['"Calories":777', sql`update product_nutrition set calories = 777 where product_id = ${id}`],
      ['"PriceCents":1999', sql`update product set price_cents = 1999 where id = ${id}`],
    ];
    for (const [expected, write] of changes) {
      await t.db.db.execute(write);
      // unchecked: what production answers
      expect(await reply([id], related, 'fr', false)).toContain(expected);
    }
    const stored = await rows<{ version: string }>(
      t,
      sql`select version::text as version from product_view where product_id = ${id} and lang = 'fr' and variant = ${viewVariant({ related: new Set(related) })}`,
    );
    expect(stored).toEqual([{ version: String(await version()) }]);
  });

  it('answers a set of relations no page asks for from the rows, without storing it', async () => {
    const id = await t.productId('md-red-lentil-dal');
    const out = JSON.parse(await reply([id], ALL, 'fr')) as Record<string, unknown>[];
    expect(Object.keys(out[0]!)).toEqual(expect.arrayContaining(['Translations', 'Franchises', 'WeekNumbers', 'SubsidyProductPrices']));
    const stored = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from product_view where variant = ${viewVariant({ related: new Set(ALL) })}`,
    );
    expect(stored[0]!.n).toBe(0);
  });

  it('keeps live members live: stock and a bistro’s prices are read with each request', async () => {
    const id = await t.productId('md-red-lentil-dal');
    await reply([id], [], 'en', false);
    await t.db.db.execute(
      sql`insert into product_inventory (product_id, quantity) values (${id}, 0) on conflict (product_id) do update set quantity = 0`,
    );
    const v = await version();
    const out = JSON.parse(await reply([id], [], 'en', false)) as { Inventory: number | null; OutOfStock: boolean }[];
    expect(out[0]).toMatchObject({ Inventory: 0, OutOfStock: true });
    expect(await version()).toBe(v);
    await t.db.db.execute(sql`delete from product_inventory where product_id = ${id}`);
    expect(JSON.parse(await reply([id], [], 'en', false))[0]).toMatchObject({ Inventory: null, OutOfStock: false });

    // one stored view, each bistro's prices (or none) filled in per request
    const burger = await t.productId('bis-bistro-burger');
    await t.db.db.execute(
      sql`update product_franchise set cost_cents = 1795, in_store_cost_cents = 1745 where product_id = ${burger} and franchise_id = 2`,
    );
    const priced = async (franchiseId?: number) =>
      JSON.parse(
        stringifyReply(
          (await listedProducts(t.db.db, [burger], { lang: 'en', related: new Set(), franchiseId }, false)).map((p) => p.reply()),
        ),
      )[0] as Record<string, unknown>;
    expect(await priced(1)).toMatchObject({ FranchisePriceCents: 1695, FranchiseInStorePriceCents: 1645 });
    expect(await priced(2)).toMatchObject({ FranchisePriceCents: 1795, FranchiseInStorePriceCents: 1745 });
    expect(await priced()).toMatchObject({ FranchisePriceCents: null, FranchiseInStorePriceCents: null });
    const views = await rows<{ n: number }>(t, sql`select count(*)::int as n from product_view where product_id = ${burger}`);
    expect(views[0]!.n).toBe(1);
  });

  it('answers the menu and the sides through the model, in both languages, as their contracts encode them', async () => {
    for (const language of ['en', 'fr']) {
      const menu = await t.get(`${CURRENT}?language=${language}`);
      expect(menu.statusCode, menu.body).toBe(200);
      const days = MenuPlanningReply.parse(menu.json()).days;
      expect(days.flatMap((d) => d.products).length).toBeGreaterThan(0);
      const sides = await t.get(`/api/meal-delivery/sides?language=${language}`);
      expect(sides.statusCode, sides.body).toBe(200);
      expect(SideListReply.parse(sides.json()).every((s) => Array.isArray(s.MainProductIds))).toBe(true);
    }
    const count = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from product_view where version = (select version from catalogue_version)`,
    );
    expect(count[0]!.n).toBeGreaterThan(0);
  });
});

/** A column every row of `table` has, to write it to itself. */
function firstColumnOf(table: string): string {
  return table === 'container' || table === 'cooking_instruction_type'
    ? 'code'
    : table === 'product' || table === 'tag'
      ? 'id'
      : 'product_id';
}
