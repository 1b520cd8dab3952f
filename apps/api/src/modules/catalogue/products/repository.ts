// Product queries. Each loads the products and the relations asked for in ONE relational query
// (drizzle builds json sub-selects), so a list never costs a query per product.
import { and, asc, eq, gt, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { product, productSide, type subsidyProductDay, type subsidyProductPrice } from '@mijote/db/schema';
import type { ProductRelated } from '@mijote/contracts';
import { MAIN_DISH_TYPES } from '@mijote/domain';

/** Every relation a product view can use; a query asks for a subset (see productWith). */
const FULL_WITH = {
  translations: { columns: { languageCd: true, title: true, description: true } },
  inventory: { columns: { quantity: true } },
  container: true,
  sides: { columns: { sideProductId: true, sortOrder: true } },
  nutrition: true,
  productTags: { with: { tag: true } },
  cookingInstructions: { with: { type: true } },
  videos: true,
  subsidyProductDays: true,
  subsidyProductPrices: true,
  franchises: true,
  weekNumbers: { columns: { weekNumber: true } },
  lunchBoxChoices: {
    columns: { choiceProductId: true, sortOrder: true },
    with: { choice: { columns: { id: true, statusCd: true }, with: { translations: { columns: { languageCd: true, title: true } } } } },
  },
} as const;

type FullWith = typeof FULL_WITH;

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
 * The `with` of a product query. The row type is the full one (FULL_WITH); relations that were not
 * asked for are simply absent at run time, and the view reads them only when asked for.
 */
export function productWith(opts: ProductLoadOptions): FullWith {
  const r = opts.related;
  const w: Record<string, unknown> = {
    translations: FULL_WITH.translations,
    inventory: FULL_WITH.inventory,
    container: true,
    sides: FULL_WITH.sides,
  };
  if (r.has('Nutrition')) w.nutrition = true;
  if (r.has('ProductTags')) w.productTags = FULL_WITH.productTags;
  if (r.has('CookingInstructionTypes')) w.cookingInstructions = FULL_WITH.cookingInstructions;
  if (r.has('Videos')) w.videos = true;
  if (r.has('WeekNumbers')) w.weekNumbers = FULL_WITH.weekNumbers;
  if (r.has('Franchises') || opts.franchises) w.franchises = true;
  if (opts.lunchBoxChoices) w.lunchBoxChoices = FULL_WITH.lunchBoxChoices;
  if (opts.subsidyId !== undefined) {
    const id = opts.subsidyId;
    w.subsidyProductDays = { where: (t: typeof subsidyProductDay, { eq }: { eq: (a: unknown, b: unknown) => SQL }) => eq(t.subsidyId, id) };
    w.subsidyProductPrices = {
      where: (t: typeof subsidyProductPrice, { eq }: { eq: (a: unknown, b: unknown) => SQL }) => eq(t.subsidyId, id),
    };
  } else {
    if (r.has('SubsidyProductDays')) w.subsidyProductDays = true;
    if (r.has('SubsidyProductPrices')) w.subsidyProductPrices = true;
  }
  return w as unknown as FullWith;
}

export async function findProducts(db: DbOrTx, where: SQL | undefined, opts: ProductLoadOptions & { limit?: number }) {
  return db.query.product.findMany({
    ...(where ? { where } : {}),
    with: productWith(opts),
    orderBy: (p, { asc }) => [asc(p.sortOrder), asc(p.id)],
    ...(opts.limit ? { limit: opts.limit } : {}),
  });
}

export type ProductRow = Awaited<ReturnType<typeof findProducts>>[number];

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
