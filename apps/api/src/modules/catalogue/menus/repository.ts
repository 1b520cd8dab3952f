// Menu queries: a store's menu days, their items, and the items' products (with the products'
// relations) — three plain queries and the product query, assembled here (ADR 240).
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { menu, menuItem, product } from '@mijote/db/schema';
import type { StoreKindCd } from '@mijote/contracts';
import { findProducts, type ProductLoadOptions, type ProductRow } from '../products/repository.js';

export interface MenuDayFilter {
  store: StoreKindCd;
  dates: readonly string[];
  /** rush menus too (the caller picks the rush menu of a day when there is one) */
  withRush: boolean;
}

export type MenuDayRow = typeof menu.$inferSelect & { items: (typeof menuItem.$inferSelect & { product: ProductRow })[] };

/** The store's company-wide menus (no bistro, no subsidy) of the given dates, items in order. */
export async function findMenuDays(db: DbOrTx, f: MenuDayFilter, opts: ProductLoadOptions): Promise<MenuDayRow[]> {
  if (f.dates.length === 0) return [];
  const menus = await db
    .select()
    .from(menu)
    .where(
      and(
        eq(menu.storeKind, f.store),
        inArray(menu.menuDate, [...f.dates]),
        isNull(menu.franchiseId),
        isNull(menu.subsidyId),
        f.withRush ? undefined : eq(menu.isRush, false),
      ),
    )
    .orderBy(asc(menu.menuDate), asc(menu.id));
  if (menus.length === 0) return [];
  const items = await db
    .select()
    .from(menuItem)
    .where(
      inArray(
        menuItem.menuId,
        menus.map((m) => m.id),
      ),
    )
    .orderBy(asc(menuItem.sortOrder), asc(menuItem.id));
  const products = new Map(
    items.length === 0
      ? []
      : (await findProducts(db, inArray(product.id, [...new Set(items.map((i) => i.productId))]), opts)).map((p) => [p.id, p]),
  );
  return menus.map((m) => ({
    ...m,
    items: items
      .filter((i) => i.menuId === m.id)
      .flatMap((i) => {
        const p = products.get(i.productId);
        return p ? [{ ...i, product: p }] : [];
      }),
  }));
}

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
