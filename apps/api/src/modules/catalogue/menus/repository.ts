// Menu queries: a store's menu days, their items, and the items' products (with the products'
// relations) — three plain queries and the product query, assembled here (ADR 240).
import { and, asc, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { menu, menuItem, product } from '@mijote/db/schema';
import type { StoreKindCd } from '@mijote/contracts';
import { findProductsByIds, type ProductLoadOptions, type ProductRow } from '../products/repository.js';

export interface MenuDayFilter {
  store: StoreKindCd;
  dates: readonly string[];
  /** rush menus too (the caller picks the rush menu of a day when there is one) */
  withRush: boolean;
}

export type MenuDayRow = typeof menu.$inferSelect & { items: (typeof menuItem.$inferSelect & { product: ProductRow })[] };

/** The two reads of findMenuDays, built once per database handle (see findProductsByIds). */
const menuReads = new WeakMap<object, ReturnType<typeof buildMenuReads>>();
function buildMenuReads(db: DbOrTx) {
  return {
    menus: db
      .select()
      .from(menu)
      .where(
        and(
          sql`${menu.storeKind} = ${sql.placeholder('store')}`,
          sql`${menu.menuDate} = any(${sql.placeholder('dates')}::date[])`,
          isNull(menu.franchiseId),
          isNull(menu.subsidyId),
          sql`(${sql.placeholder('withRush')}::boolean or ${menu.isRush} = false)`,
        ),
      )
      .orderBy(asc(menu.menuDate), asc(menu.id))
      .prepare('catalogue_menu_days'),
    items: db
      .select()
      .from(menuItem)
      .where(sql`${menuItem.menuId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(menuItem.sortOrder), asc(menuItem.id))
      .prepare('catalogue_menu_items'),
  };
}

/** The store's company-wide menus (no bistro, no subsidy) of the given dates, items in order. */
export async function findMenuDays(db: DbOrTx, f: MenuDayFilter, opts: ProductLoadOptions): Promise<MenuDayRow[]> {
  if (f.dates.length === 0) return [];
  let reads = menuReads.get(db);
  if (!reads) menuReads.set(db, (reads = buildMenuReads(db)));
  const menus = await reads.menus.execute({ store: f.store, dates: [...f.dates], withRush: f.withRush });
  if (menus.length === 0) return [];
  const items = await reads.items.execute({ ids: menus.map((m) => m.id) });
  const products = new Map((await findProductsByIds(db, [...new Set(items.map((i) => i.productId))], opts)).map((p) => [p.id, p]));
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
