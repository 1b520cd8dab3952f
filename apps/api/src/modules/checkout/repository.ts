// Reads the checkout needs: products of a cart (the catalogue's product query), the meal-delivery
// menus of the cart's days, the account's pricing data, served areas and bistros.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { account, address, menu, menuItem, savedCard } from '@mijote/db/schema';
import { findProductsByIds, type ProductRow } from '../catalogue/products/repository.js';

export type { ProductRow };

/** The products of a cart with inventory, sides, bistro prices, box choices and (when given) one subsidy's rows. */
export async function loadCartProducts(db: DbOrTx, ids: readonly number[], subsidyId: number | null): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await findProductsByIds(db, ids, {
    related: new Set(),
    franchises: true,
    lunchBoxChoices: true,
    ...(subsidyId != null ? { subsidyId } : {}),
  });
  return new Map(rows.map((r) => [r.id, r]));
}

/** Product ids on the company-wide menus of a store, by menu date (rush menus too when asked). */
export async function menuProductsByDate(
  db: DbOrTx,
  store: string,
  dates: readonly string[],
  withRush: boolean,
): Promise<Map<string, Set<number>>> {
  const out = new Map<string, Set<number>>();
  if (dates.length === 0) return out;
  const rows = await db
    .select({ date: menu.menuDate, productId: menuItem.productId, isRush: menu.isRush })
    .from(menu)
    .innerJoin(menuItem, eq(menuItem.menuId, menu.id))
    .where(
      and(
        eq(menu.storeKind, store as 'mealDelivery'),
        inArray(menu.menuDate, [...new Set(dates)]),
        isNull(menu.franchiseId),
        isNull(menu.subsidyId),
      ),
    );
  for (const r of rows) {
    if (r.isRush && !withRush) continue;
    const set = out.get(r.date) ?? new Set<number>();
    set.add(r.productId);
    out.set(r.date, set);
  }
  return out;
}

export async function loadPricingAccount(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      isMasterLogin: account.isMasterLogin,
      userTypeCd: account.userTypeCd,
      centuryDollarCents: account.currentCenturyDollarCents,
      // the employer pays only for a verified mailbox: a typed domain proves nothing (ADR 245)
      subsidyId: sql<number | null>`case when ${account.emailVerifiedAt} is not null then ${account.subsidyId} end`,
      preferredLanguage: account.preferredLanguage,
    })
    .from(account)
    .where(eq(account.id, id))
    .limit(1);
  return row ?? null;
}
export type PricingAccountRow = NonNullable<Awaited<ReturnType<typeof loadPricingAccount>>>;

export async function findAccountAddress(db: DbOrTx, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(address)
    .where(and(eq(address.id, id), eq(address.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function findBillingAddress(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select()
    .from(address)
    .where(and(eq(address.accountId, accountId), eq(address.addressType, 'B')))
    .limit(1);
  return row ?? null;
}

export async function findSavedCard(db: DbOrTx, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(savedCard)
    .where(and(eq(savedCard.id, id), eq(savedCard.accountId, accountId)))
    .limit(1);
  return row ?? null;
}
