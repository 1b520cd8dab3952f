// Product queries (ADR 240, 365). Which products: one query on the filters. The products: one
// prepared statement by an id array, their one-to-one rows joined and each to-many relation asked
// for as a JSON array from one indexed sub-select by product id (one level; the box choices' titles
// a second), so a list of products is one round trip. Prepared, it is planned once per connection
// (the old single relational query of nested lateral sub-selects took 30–48 ms to plan each time);
// one round trip instead of one per relation saves the API the CPU of each (issue 17).
import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  min,
  sql,
  type BuildQueryResult,
  type ExtractTablesWithRelations,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx, Schema } from '@mijote/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { container, product, productInventory, productNutrition, productSide } from '@mijote/db/schema';
import type { ProductRelated } from '@mijote/contracts';
import { MAIN_DISH_TYPES } from '@mijote/domain';

/** Every relation a product view can use (the shape of ProductRow); a query loads a subset. */
type FullWith = {
  translations: { columns: { languageCd: true; title: true; description: true } };
  inventory: { columns: { quantity: true } };
  container: true;
  sides: { columns: { sideProductId: true; sortOrder: true } };
  nutrition: true;
  productTags: { with: { tag: true } };
  cookingInstructions: { with: { type: true } };
  videos: true;
  subsidyProductDays: true;
  subsidyProductPrices: true;
  franchises: true;
  weekNumbers: { columns: { weekNumber: true } };
  lunchBoxChoices: {
    columns: { choiceProductId: true; sortOrder: true };
    with: { choice: { columns: { id: true; statusCd: true }; with: { translations: { columns: { languageCd: true; title: true } } } } };
  };
};

type Tables = ExtractTablesWithRelations<Schema>;
/**
 * A product with its relations. The type is the full one; relations that were not asked for are
 * absent at run time, and the view reads them only when asked for.
 */
export type ProductRow = Omit<BuildQueryResult<Tables, Tables['product'], { with: FullWith }>, UnreadColumn>;

/** Product columns no product view, price nor check reads: not loaded (a Date or JSON parsed per row for nothing). */
type UnreadColumn = 'slug' | 'illustration' | 'createdAt' | 'updatedAt';

export interface ProductLoadOptions {
  related: ReadonlySet<ProductRelated>;
  /** load the bistro links (FranchisePriceCents) even when `Franchises` is not asked for */
  franchises?: boolean;
  /** load the subsidy rows of this subsidy only (subsidy menus) */
  subsidyId?: number;
  /** load what each catering box lets the customer choose (ADR 220) */
  lunchBoxChoices?: boolean;
}

/**
 * Statements built once per database handle (drizzle builds the SQL text once; on PostgreSQL each
 * pool connection prepares it once): the catalogue's reads run thousands of times with only their
 * ids changing. A transaction gets its own set for its life.
 */
const statements = new WeakMap<object, Map<string, unknown>>();
function prepared<T>(db: DbOrTx, name: string, build: () => T): T {
  let own = statements.get(db);
  if (!own) statements.set(db, (own = new Map()));
  let statement = own.get(name) as T | undefined;
  if (!statement) own.set(name, (statement = build()));
  return statement;
}

/** `column = any($ids)`: one statement whatever the number of ids. */
const anyOf = (column: SQL.Aliased | AnyPgColumn, name = 'ids') => sql`${column} = any(${sql.placeholder(name)}::int[])`;

const {
  slug: _slug,
  illustration: _illustration,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...productColumns
} = getTableColumns(product);
const nutritionColumns = getTableColumns(productNutrition);
const containerColumns = getTableColumns(container);

/**
 * A to-many relation of the product row as a JSON array made by PostgreSQL: one indexed sub-select
 * by product id (no nesting but the box choices' titles), keys as ProductRow names them, `[]` when
 * none. Each runs inside the product query, so a list of products is one round trip however many
 * relations it asks for (issue 17: each round trip cost the API ~0.3–1 ms of CPU).
 */
const many = (select: string, from: string, order: string) =>
  sql.raw(`coalesce((select json_agg(${select} order by ${order}) from ${from}), '[]'::json)`);

/** A subsidy's day or price row as ProductRow names its keys (every subsidy's, or one subsidy's: `subsidyRowsOf`). */
const SUBSIDY_ROW = {
  subsidy_product_day: `json_build_object('id', r.id, 'productId', r.product_id, 'subsidyId', r.subsidy_id, 'day', r.day)`,
  subsidy_product_price: `json_build_object('id', r.id, 'subsidyId', r.subsidy_id, 'productId', r.product_id, 'priceCents', r.price_cents)`,
} as const;

const RELATIONS = {
  translations: many(
    `json_build_object('languageCd', r.language_cd, 'title', r.title, 'description', r.description)`,
    'product_translation r where r.product_id = product.id',
    'r.id',
  ),
  sides: many(
    `json_build_object('sideProductId', r.side_product_id, 'sortOrder', r.sort_order)`,
    'product_side r where r.product_id = product.id',
    'r.sort_order, r.side_product_id',
  ),
  productTags: many(
    `json_build_object('productId', r.product_id, 'tagId', r.tag_id, 'tag', json_build_object('id', t.id, 'color', t.color, 'nameEn', t.name_en, 'nameFr', t.name_fr))`,
    'product_tag r join tag t on t.id = r.tag_id where r.product_id = product.id',
    'r.tag_id',
  ),
  cookingInstructions: many(
    `json_build_object('productId', r.product_id, 'cookingInstructionTypeCd', r.cooking_instruction_type_cd, 'type', json_build_object('code', t.code, 'nameEn', t.name_en, 'nameFr', t.name_fr, 'sortOrder', t.sort_order, 'instructionsEn', t.instructions_en, 'instructionsFr', t.instructions_fr))`,
    'product_cooking_instruction r join cooking_instruction_type t on t.code = r.cooking_instruction_type_cd where r.product_id = product.id',
    't.sort_order, t.code',
  ),
  videos: many(
    `json_build_object('id', r.id, 'productId', r.product_id, 'slot', r.slot, 'code', r.code, 'siteCd', r.site_cd, 'type', r.type)`,
    'product_video r where r.product_id = product.id',
    'r.slot, r.id',
  ),
  weekNumbers: many(
    `json_build_object('weekNumber', r.week_number)`,
    'product_week_number r where r.product_id = product.id',
    'r.week_number',
  ),
  franchises: many(
    `json_build_object('productId', r.product_id, 'franchiseId', r.franchise_id, 'costCents', r.cost_cents, 'inStoreCostCents', r.in_store_cost_cents)`,
    'product_franchise r where r.product_id = product.id',
    'r.franchise_id',
  ),
  subsidyProductDays: many(SUBSIDY_ROW.subsidy_product_day, 'subsidy_product_day r where r.product_id = product.id', 'r.id'),
  subsidyProductPrices: many(SUBSIDY_ROW.subsidy_product_price, 'subsidy_product_price r where r.product_id = product.id', 'r.id'),
  lunchBoxChoices: many(
    `json_build_object('choiceProductId', r.choice_product_id, 'sortOrder', r.sort_order, 'choice', json_build_object('id', c.id, 'statusCd', c.status_cd, 'translations', ` +
      `coalesce((select json_agg(json_build_object('languageCd', ct.language_cd, 'title', ct.title) order by ct.id) from product_translation ct where ct.product_id = c.id), '[]'::json)))`,
    'lunch_box_choice r join product c on c.id = r.choice_product_id where r.product_id = product.id',
    'r.sort_order, r.id',
  ),
} as const;

const RELATION_LETTER: Record<keyof typeof RELATIONS, string> = {
  translations: 't',
  sides: 's',
  productTags: 'g',
  cookingInstructions: 'c',
  videos: 'v',
  weekNumbers: 'w',
  franchises: 'f',
  subsidyProductDays: 'd',
  subsidyProductPrices: 'p',
  lunchBoxChoices: 'b',
};

/** One subsidy's rows only (subsidy menus, a subsidy cart): the subsidy id is the statement's `subsidyId`. */
const subsidyRowsOf = (table: keyof typeof SUBSIDY_ROW) =>
  sql`coalesce((select json_agg(${sql.raw(SUBSIDY_ROW[table])} order by r.id) from ${sql.raw(table)} r where r.product_id = ${product.id} and r.subsidy_id = ${sql.placeholder('subsidyId')}), '[]'::json)`;

/** Which relations a load brings, as ProductRow's names (translations and sides always). */
function relationsOf(opts: ProductLoadOptions): (keyof typeof RELATIONS)[] {
  const r = opts.related;
  const out: (keyof typeof RELATIONS)[] = ['translations', 'sides'];
  if (r.has('ProductTags')) out.push('productTags');
  if (r.has('CookingInstructionTypes')) out.push('cookingInstructions');
  if (r.has('Videos')) out.push('videos');
  if (r.has('WeekNumbers')) out.push('weekNumbers');
  if (r.has('Franchises') || opts.franchises) out.push('franchises');
  if (opts.subsidyId === undefined) {
    if (r.has('SubsidyProductDays')) out.push('subsidyProductDays');
    if (r.has('SubsidyProductPrices')) out.push('subsidyProductPrices');
  }
  if (opts.lunchBoxChoices) out.push('lunchBoxChoices');
  return out;
}

/**
 * The product query of one combination of relations: the product, its one-to-one rows joined
 * (inventory, container, nutrition when asked) and each to-many relation asked for as a JSON
 * array, by an id array. Prepared once per combination and database handle.
 */
function productsByIds(db: DbOrTx, opts: ProductLoadOptions) {
  const withNutrition = opts.related.has('Nutrition');
  const relations = relationsOf(opts);
  const ofSubsidy = opts.subsidyId !== undefined;
  // one letter per relation (PostgreSQL cuts statement names at 63 characters)
  const name = `catalogue_products_${withNutrition ? 'n' : ''}${ofSubsidy ? 's' : ''}_${relations.map((r) => RELATION_LETTER[r]).join('')}`;
  return prepared(db, name, () => {
    const fields: Record<string, SQL> = {};
    for (const r of relations) fields[r] = RELATIONS[r];
    if (ofSubsidy) {
      fields.subsidyProductDays = subsidyRowsOf('subsidy_product_day');
      fields.subsidyProductPrices = subsidyRowsOf('subsidy_product_price');
    }
    const query = db
      .select({
        ...productColumns,
        // drizzle makes a left-joined table's object null when its row is missing
        inventory: { quantity: productInventory.quantity },
        container: containerColumns,
        ...(withNutrition ? { nutrition: nutritionColumns } : {}),
        ...fields,
      })
      .from(product)
      .leftJoin(productInventory, eq(productInventory.productId, product.id))
      .leftJoin(container, eq(container.code, product.containerCd));
    const joined = withNutrition ? query.leftJoin(productNutrition, eq(productNutrition.productId, product.id)) : query;
    return joined.where(anyOf(product.id)).orderBy(asc(product.sortOrder), asc(product.id)).prepare(name);
  });
}

/** The ids of the products matching `where`, in sort order (the first `limit`). */
export async function findProductIds(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<number[]> {
  const query = db.select({ id: product.id }).from(product).where(where).orderBy(asc(product.sortOrder), asc(product.id));
  return (limit ? await query.limit(limit) : await query).map((r) => r.id);
}

/** The products matching `where`, in sort order, with the relations of `opts`. */
export async function findProducts(
  db: DbOrTx,
  where: SQL | undefined,
  opts: ProductLoadOptions & { limit?: number },
): Promise<ProductRow[]> {
  // which products: a one-column query; the rows themselves come from the prepared statement
  return findProductsByIds(db, await findProductIds(db, where, opts.limit), opts);
}

/** The products of `ids` (any status), in sort order, with the relations of `opts`: one round trip. */
export async function findProductsByIds(db: DbOrTx, ids: readonly number[], opts: ProductLoadOptions): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const withNutrition = opts.related.has('Nutrition');
  const params: Record<string, unknown> = { ids: [...new Set(ids)] };
  if (opts.subsidyId !== undefined) params.subsidyId = opts.subsidyId;
  const rows = (await productsByIds(db, opts).execute(params)) as unknown as Record<string, unknown>[];
  // the query's row is the ProductRow (a missing one-to-one row: null, checked as before)
  for (const row of rows) {
    if (!(row.container as { code: string | null } | null)?.code) row.container = null;
    if (withNutrition && (row.nutrition as { productId: number | null } | null)?.productId == null) row.nutrition = null;
  }
  return rows as unknown as ProductRow[];
}

/** Conditions of the product list (GET /products). */
export interface ProductFilter {
  categories?: readonly string[] | undefined;
  types?: readonly string[] | undefined;
  statuses: readonly string[];
  franchiseId?: number | undefined;
  internalUse: boolean;
  /** product ids to leave out */
  excludeIds?: readonly number[] | undefined;
  /** only products with stock left (no inventory row, or quantity > 0) */
  inStock?: boolean;
}

/**
 * Conditions for a relational product query. Sub-selects name their tables with raw aliases:
 * drizzle's relational builder re-targets every column reference of `where` at the root alias.
 */
export function productWhere(f: ProductFilter): SQL {
  const parts: SQL[] = [];
  const list = (values: readonly (string | number)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  if (f.categories?.length) parts.push(sql`${product.categoryCd} in (${list(f.categories)})`);
  if (f.types?.length) parts.push(sql`${product.typeCd} in (${list(f.types)})`);
  parts.push(sql`${product.statusCd} in (${list(f.statuses)})`);
  if (!f.internalUse) parts.push(sql`${product.isInternalUse} = false`);
  if (f.franchiseId !== undefined) {
    parts.push(sql`exists (select 1 from product_franchise pf where pf.product_id = ${product.id} and pf.franchise_id = ${f.franchiseId})`);
  }
  if (f.excludeIds?.length) parts.push(sql`${product.id} not in (${list(f.excludeIds)})`);
  if (f.inStock) parts.push(sql`not exists (select 1 from product_inventory pi where pi.product_id = ${product.id} and pi.quantity <= 0)`);
  return sql.join(parts, sql` and `);
}

/**
 * Side products of a category: type SI, or offered as a side by a product of that category.
 * Also returns, for each, the active products offering it.
 */
export function sideWhere(categoryCd: string): SQL {
  return sql`${product.statusCd} = 'A' and ${product.isInternalUse} = false and (
    (${product.categoryCd} = ${categoryCd} and ${product.typeCd} = 'SI')
    or exists (select 1 from product_side ps join product main on main.id = ps.product_id
               where ps.side_product_id = ${product.id} and main.category_cd = ${categoryCd}))`;
}

/** (side, main) pairs of the active main products of a category. */
export async function findSideLinks(db: DbOrTx, categoryCd: string): Promise<{ sideProductId: number; productId: number }[]> {
  return db
    .select({ sideProductId: productSide.sideProductId, productId: productSide.productId })
    .from(productSide)
    .innerJoin(product, eq(product.id, productSide.productId))
    .where(and(eq(product.categoryCd, categoryCd), eq(product.statusCd, 'A')))
    .orderBy(asc(productSide.productId), asc(productSide.sortOrder));
}

/** The lowest regular price of each category among active, public main dishes (MAIN_DISH_TYPES). */
/** The home page's "from" prices query, prepared once per database handle (read on every uncached home render; ADR 345). */
const fromPriceReads = new WeakMap<object, ReturnType<typeof buildFromPrices>>();
export async function lowestMainDishPrices(db: DbOrTx): Promise<{ category: string; cents: number | null }[]> {
  let read = fromPriceReads.get(db);
  if (!read) fromPriceReads.set(db, (read = buildFromPrices(db)));
  return read.execute();
}
function buildFromPrices(db: DbOrTx) {
  return db
    .select({ category: product.categoryCd, cents: min(product.priceCents) })
    .from(product)
    .where(
      and(
        eq(product.statusCd, 'A'),
        eq(product.isInternalUse, false),
        inArray(product.typeCd, [...MAIN_DISH_TYPES]),
        gt(product.priceCents, 0),
      ),
    )
    .groupBy(product.categoryCd)
    .prepare('catalogue_from_prices');
}
