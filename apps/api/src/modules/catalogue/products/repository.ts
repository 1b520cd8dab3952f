// Product queries (ADR 240). The products are one plain query (their one-to-one rows joined), then
// each relation asked for is one indexed query by product id, assembled here: a handful of simple
// statements PostgreSQL plans in microseconds, instead of one query of nested lateral JSON
// sub-selects that took 30–48 ms to plan. A list never costs a query per product.
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
import {
  container,
  cookingInstructionType,
  lunchBoxChoice,
  product,
  productCookingInstruction,
  productFranchise,
  productInventory,
  productNutrition,
  productSide,
  productTag,
  productTranslation,
  productVideo,
  productWeekNumber,
  subsidyProductDay,
  subsidyProductPrice,
  tag,
} from '@mijote/db/schema';
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
export type ProductRow = BuildQueryResult<Tables, Tables['product'], { with: FullWith }>;

export interface ProductLoadOptions {
  related: ReadonlySet<ProductRelated>;
  /** load the bistro links (FranchisePriceCents) even when `Franchises` is not asked for */
  franchises?: boolean;
  /** load the subsidy rows of this subsidy only (subsidy menus) */
  subsidyId?: number;
  /** load what each catering box lets the customer choose (ADR 220) */
  lunchBoxChoices?: boolean;
}

/** Groups rows by product id, keeping the query's order. */
function byProduct<T extends { productId: number }, V>(rows: readonly T[], view: (row: T) => V): Map<number, V[]> {
  const out = new Map<number, V[]>();
  for (const row of rows) {
    const list = out.get(row.productId);
    if (list) list.push(view(row));
    else out.set(row.productId, [view(row)]);
  }
  return out;
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

const productColumns = getTableColumns(product);
const nutritionColumns = getTableColumns(productNutrition);
const containerColumns = getTableColumns(container);

function productsByIds(db: DbOrTx, withNutrition: boolean) {
  return prepared(db, withNutrition ? 'catalogue_products_n' : 'catalogue_products', () => {
    const query = db
      .select({
        product: productColumns,
        quantity: productInventory.quantity,
        container: containerColumns,
        ...(withNutrition ? { nutrition: nutritionColumns } : {}),
      })
      .from(product)
      .leftJoin(productInventory, eq(productInventory.productId, product.id))
      .leftJoin(container, eq(container.code, product.containerCd));
    const joined = withNutrition ? query.leftJoin(productNutrition, eq(productNutrition.productId, product.id)) : query;
    return joined
      .where(anyOf(product.id))
      .orderBy(asc(product.sortOrder), asc(product.id))
      .prepare(withNutrition ? 'catalogue_products_n' : 'catalogue_products');
  });
}

/** The products matching `where`, in sort order, with the relations of `opts`. */
export async function findProducts(
  db: DbOrTx,
  where: SQL | undefined,
  opts: ProductLoadOptions & { limit?: number },
): Promise<ProductRow[]> {
  // which products: a one-column query; the rows themselves come from the prepared statement
  const query = db.select({ id: product.id }).from(product).where(where).orderBy(asc(product.sortOrder), asc(product.id));
  const ids = (opts.limit ? await query.limit(opts.limit) : await query).map((r) => r.id);
  return findProductsByIds(db, ids, opts);
}

/** The products of `ids` (any status), in sort order, with the relations of `opts`. */
export async function findProductsByIds(db: DbOrTx, ids: readonly number[], opts: ProductLoadOptions): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const withNutrition = opts.related.has('Nutrition');
  const base = await productsByIds(db, withNutrition).execute({ ids: [...new Set(ids)] });
  if (base.length === 0) return [];
  const relations = await loadRelations(
    db,
    base.map((b) => b.product.id),
    opts,
  );
  return base.map((b) => {
    const id = b.product.id;
    const row: Record<string, unknown> = {
      ...b.product,
      translations: relations.translations.get(id) ?? [],
      inventory: b.quantity === null ? null : { quantity: b.quantity },
      container: b.container?.code ? b.container : null,
      sides: relations.sides.get(id) ?? [],
    };
    if (withNutrition) {
      const n = (b as { nutrition?: typeof productNutrition.$inferSelect | null }).nutrition;
      row.nutrition = n?.productId != null ? n : null;
    }
    for (const [name, map] of relations.many) row[name] = map.get(id) ?? [];
    return row as unknown as ProductRow;
  });
}

/** The prepared reads of a product's relations, by product ids (and a subsidy for its rows). */
function relationReads(db: DbOrTx) {
  return prepared(db, 'catalogue_relations', () => ({
    translations: db
      .select({
        productId: productTranslation.productId,
        languageCd: productTranslation.languageCd,
        title: productTranslation.title,
        description: productTranslation.description,
      })
      .from(productTranslation)
      .where(anyOf(productTranslation.productId))
      .prepare('catalogue_translations'),
    sides: db
      .select({ productId: productSide.productId, sideProductId: productSide.sideProductId, sortOrder: productSide.sortOrder })
      .from(productSide)
      .where(anyOf(productSide.productId))
      .prepare('catalogue_sides'),
    tags: db
      .select()
      .from(productTag)
      .innerJoin(tag, eq(tag.id, productTag.tagId))
      .where(anyOf(productTag.productId))
      .prepare('catalogue_tags'),
    cooking: db
      .select()
      .from(productCookingInstruction)
      .innerJoin(cookingInstructionType, eq(cookingInstructionType.code, productCookingInstruction.cookingInstructionTypeCd))
      .where(anyOf(productCookingInstruction.productId))
      .prepare('catalogue_cooking'),
    videos: db.select().from(productVideo).where(anyOf(productVideo.productId)).prepare('catalogue_videos'),
    weekNumbers: db.select().from(productWeekNumber).where(anyOf(productWeekNumber.productId)).prepare('catalogue_week_numbers'),
    franchises: db
      .select()
      .from(productFranchise)
      .where(anyOf(productFranchise.productId))
      .orderBy(asc(productFranchise.franchiseId))
      .prepare('catalogue_franchises'),
    subsidyDays: db
      .select()
      .from(subsidyProductDay)
      .where(anyOf(subsidyProductDay.productId))
      .orderBy(asc(subsidyProductDay.id))
      .prepare('catalogue_subsidy_days'),
    subsidyDaysOf: db
      .select()
      .from(subsidyProductDay)
      .where(and(anyOf(subsidyProductDay.productId), eq(subsidyProductDay.subsidyId, sql.placeholder('subsidyId'))))
      .orderBy(asc(subsidyProductDay.id))
      .prepare('catalogue_subsidy_days_of'),
    subsidyPrices: db
      .select()
      .from(subsidyProductPrice)
      .where(anyOf(subsidyProductPrice.productId))
      .orderBy(asc(subsidyProductPrice.id))
      .prepare('catalogue_subsidy_prices'),
    subsidyPricesOf: db
      .select()
      .from(subsidyProductPrice)
      .where(and(anyOf(subsidyProductPrice.productId), eq(subsidyProductPrice.subsidyId, sql.placeholder('subsidyId'))))
      .orderBy(asc(subsidyProductPrice.id))
      .prepare('catalogue_subsidy_prices_of'),
    boxChoices: db
      .select({
        productId: lunchBoxChoice.productId,
        choiceProductId: lunchBoxChoice.choiceProductId,
        sortOrder: lunchBoxChoice.sortOrder,
        statusCd: product.statusCd,
      })
      .from(lunchBoxChoice)
      .innerJoin(product, eq(product.id, lunchBoxChoice.choiceProductId))
      .where(anyOf(lunchBoxChoice.productId))
      .prepare('catalogue_box_choices'),
  }));
}

/** The to-many relations of `ids` that `opts` asks for: one indexed query each. */
async function loadRelations(db: DbOrTx, ids: number[], opts: ProductLoadOptions) {
  const r = opts.related;
  const q = relationReads(db);
  const many = new Map<string, Map<number, unknown[]>>();
  const translations = byProduct(await q.translations.execute({ ids }), ({ productId: _, ...t }) => t);
  const sides = byProduct(await q.sides.execute({ ids }), ({ productId: _, ...x }) => x);
  if (r.has('ProductTags')) {
    const rows = await q.tags.execute({ ids });
    many.set(
      'productTags',
      byProduct(
        rows.map((x) => ({ ...x.product_tag, tag: x.tag })),
        (x) => x,
      ),
    );
  }
  if (r.has('CookingInstructionTypes')) {
    const rows = await q.cooking.execute({ ids });
    many.set(
      'cookingInstructions',
      byProduct(
        rows.map((x) => ({ ...x.product_cooking_instruction, type: x.cooking_instruction_type })),
        (x) => x,
      ),
    );
  }
  if (r.has('Videos'))
    many.set(
      'videos',
      byProduct(await q.videos.execute({ ids }), (x) => x),
    );
  if (r.has('WeekNumbers'))
    many.set(
      'weekNumbers',
      byProduct(await q.weekNumbers.execute({ ids }), (x) => ({ weekNumber: x.weekNumber })),
    );
  if (r.has('Franchises') || opts.franchises)
    many.set(
      'franchises',
      byProduct(await q.franchises.execute({ ids }), (x) => x),
    );
  const subsidyId = opts.subsidyId;
  if (subsidyId !== undefined) {
    many.set(
      'subsidyProductDays',
      byProduct(await q.subsidyDaysOf.execute({ ids, subsidyId }), (x) => x),
    );
    many.set(
      'subsidyProductPrices',
      byProduct(await q.subsidyPricesOf.execute({ ids, subsidyId }), (x) => x),
    );
  } else {
    if (r.has('SubsidyProductDays'))
      many.set(
        'subsidyProductDays',
        byProduct(await q.subsidyDays.execute({ ids }), (x) => x),
      );
    if (r.has('SubsidyProductPrices'))
      many.set(
        'subsidyProductPrices',
        byProduct(await q.subsidyPrices.execute({ ids }), (x) => x),
      );
  }
  if (opts.lunchBoxChoices) many.set('lunchBoxChoices', await loadLunchBoxChoices(db, ids));
  return { translations, sides, many };
}

/** What each box of `ids` lets the customer choose, with each choice's status and titles. */
async function loadLunchBoxChoices(db: DbOrTx, ids: number[]): Promise<Map<number, unknown[]>> {
  const q = relationReads(db);
  const links = await q.boxChoices.execute({ ids });
  if (links.length === 0) return new Map();
  const titles = byProduct(
    await q.translations.execute({ ids: [...new Set(links.map((l) => l.choiceProductId))] }),
    ({ productId: _, ...t }) => ({
      languageCd: t.languageCd,
      title: t.title,
    }),
  );
  return byProduct(links, (l) => ({
    choiceProductId: l.choiceProductId,
    sortOrder: l.sortOrder,
    choice: { id: l.choiceProductId, statusCd: l.statusCd, translations: titles.get(l.choiceProductId) ?? [] },
  }));
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
export async function lowestMainDishPrices(db: DbOrTx): Promise<{ category: string; cents: number | null }[]> {
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
    .groupBy(product.categoryCd);
}
