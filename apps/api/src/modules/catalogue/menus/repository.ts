// Menu queries: a store's menu days with their products (and the products' relations) in one
// relational query.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { product } from '@mijote/db/schema';
import type { StoreKindCd } from '@mijote/contracts';
import { productWith, type ProductLoadOptions } from '../products/repository.js';

export interface MenuDayFilter {
  store: StoreKindCd;
  dates: readonly string[];
  /** rush menus too (the caller picks the rush menu of a day when there is one) */
  withRush: boolean;
}

/** The store's company-wide menus (no bistro, no subsidy) of the given dates, items in order. */
export async function findMenuDays(db: DbOrTx, f: MenuDayFilter, opts: ProductLoadOptions) {
  if (f.dates.length === 0) return [];
  return db.query.menu.findMany({
    where: (m, { and, eq, inArray, isNull }) =>
      and(
        eq(m.storeKind, f.store),
        inArray(m.menuDate, [...f.dates]),
        isNull(m.franchiseId),
        isNull(m.subsidyId),
        f.withRush ? undefined : eq(m.isRush, false),
      ),
    with: {
      items: {
        orderBy: (i, { asc }) => [asc(i.sortOrder), asc(i.id)],
        with: { product: { with: productWith(opts) } },
      },
    },
    orderBy: (m, { asc }) => [asc(m.menuDate), asc(m.id)],
  });
}

export type MenuDayRow = Awaited<ReturnType<typeof findMenuDays>>[number];

/** Menus of a store from a date on, with their product ids (GET /menus). */
export async function findMenus(db: DbOrTx, store: StoreKindCd, from: string) {
  return db.query.menu.findMany({
    where: (m, { and, eq, gte }) => and(eq(m.storeKind, store), gte(m.menuDate, from)),
    with: { items: { columns: { productId: true }, orderBy: (i, { asc }) => [asc(i.sortOrder), asc(i.id)] } },
    orderBy: (m, { asc }) => [asc(m.menuDate), asc(m.isRush), asc(m.id)],
    limit: 500,
  });
}

/** Active restaurant-category products that a subsidy prices or schedules (raw aliases: see productWhere). */
export function subsidyProductsWhere(subsidyId: number): SQL {
  return sql`${product.categoryCd} = 'R' and ${product.statusCd} = 'A' and ${product.isInternalUse} = false and (
    exists (select 1 from subsidy_product_price spp where spp.product_id = ${product.id} and spp.subsidy_id = ${subsidyId})
    or exists (select 1 from subsidy_product_day spd where spd.product_id = ${product.id} and spd.subsidy_id = ${subsidyId}))`;
}
