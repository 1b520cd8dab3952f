// Menu queries: a store's menu days with their items, and the items' products (with the products'
// relations) — the menus query (items as a JSON array) and the product query, assembled here (ADR 240).
import { and, asc, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import type { menuItem } from '@mijote/db/schema';
import { menu, product } from '@mijote/db/schema';
import type { StoreKindCd } from '@mijote/contracts';
import type { ProductRow } from '../products/repository.js';

export interface MenuDayFilter {
  store: StoreKindCd;
  dates: readonly string[];
  /** rush menus too (the caller picks the rush menu of a day when there is one) */
  withRush: boolean;
}

type MenuItemRow = typeof menuItem.$inferSelect;
export type MenuDayRow<P = ProductRow> = typeof menu.$inferSelect & { items: (MenuItemRow & { product: P })[] };

/** The two reads of findMenuDays, built once per database handle (see findProductsByIds). */
const menuReads = new WeakMap<object, ReturnType<typeof buildMenuReads>>();
function buildMenuReads(db: DbOrTx) {
  return {
    // each menu with its items (one statement: the items were a second round trip, issue 17)
    menus: db
      .select({
        ...getTableColumns(menu),
        items: sql<
          MenuItemRow[]
        >`coalesce((select json_agg(json_build_object('id', mi.id, 'menuId', mi.menu_id, 'productId', mi.product_id, 'sortOrder', mi.sort_order) order by mi.sort_order, mi.id) from menu_item mi where mi.menu_id = "menu"."id"), '[]')`,
      })
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
      .prepare('catalogue_menu_days_items'),
  };
}

/**
 * The store's company-wide menus (no bistro, no subsidy) of the given dates, items in order, each
 * item's product as `load` gives it (its rows, or a customer list's products: products/views.ts).
 */
export async function findMenuDays<P extends { id: number }>(
  db: DbOrTx,
  f: MenuDayFilter,
  load: (ids: number[]) => Promise<P[]>,
): Promise<MenuDayRow<P>[]> {
  if (f.dates.length === 0) return [];
  let reads = menuReads.get(db);
  if (!reads) menuReads.set(db, (reads = buildMenuReads(db)));
  const menus = await reads.menus.execute({ store: f.store, dates: [...f.dates], withRush: f.withRush });
  if (menus.length === 0) return [];
  const ids = [...new Set(menus.flatMap((m) => m.items.map((i) => i.productId)))];
  const products = new Map((await load(ids)).map((p) => [p.id, p]));
  return menus.map((m) => ({
    ...m,
    items: m.items.flatMap((i) => {
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
