// Reads the checkout needs: products of a cart (the catalogue's product query), the meal-delivery
// menus of the cart's days, the account's pricing data, served areas and bistros.
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { account, address, checkoutAttempt, invoice, menu, menuItem, payment, savedCard } from '@mijote/db/schema';
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

// ── the tries of an order (ADR 368) ─────────────────────────────────────────

export type AttemptRow = typeof checkoutAttempt.$inferSelect;

export async function findAttemptByKey(db: DbOrTx, key: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(checkoutAttempt).where(eq(checkoutAttempt.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function insertAttempt(db: DbOrTx, row: typeof checkoutAttempt.$inferInsert): Promise<void> {
  await db.insert(checkoutAttempt).values(row);
}

/** The number of the order's last try (0: none recorded, an order older than the tries' table). */
export async function lastAttempt(db: DbOrTx, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${checkoutAttempt.attempt}), 0)::int` })
    .from(checkoutAttempt)
    .where(eq(checkoutAttempt.invoiceId, invoiceId));
  return Number(row?.n ?? 0);
}

/** The try of a checkout payment, if recorded. */
export async function attemptOfPayment(db: DbOrTx, paymentId: number): Promise<AttemptRow | null> {
  const [row] = await db.select().from(checkoutAttempt).where(eq(checkoutAttempt.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The account's newest order of a store placed through the checkout since `since` (not deleted). */
export async function newestCheckoutOrder(db: DbOrTx, accountId: number, store: string, since: Date) {
  const [row] = await db
    .select()
    .from(invoice)
    .where(
      and(
        eq(invoice.accountId, accountId),
        eq(invoice.storeKind, store as 'mealDelivery'),
        isNull(invoice.deletedAt),
        gte(invoice.createdAt, since),
        sql`exists (select 1 from ${checkoutAttempt} where ${checkoutAttempt.invoiceId} = ${invoice.id})`,
      ),
    )
    .orderBy(desc(invoice.id))
    .limit(1);
  return row ?? null;
}

/**
 * The Interac payments still awaited whose ORDER has waited since before `before` (ADR 194, 368):
 * the hold starts with the order's first Interac try, so a new try never extends it.
 */
export async function awaitedInteracPayments(db: DbOrTx, o: { methodId: number; before: Date; limit?: number }) {
  const first = sql`(select min(q.created_at) from ${payment} q where q.invoice_id = ${payment.invoiceId} and q.payment_method_id = ${o.methodId})`;
  return db
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.paymentMethodId, o.methodId),
        eq(payment.status, 'pending'),
        isNull(payment.idempotencyKey),
        sql`${first} < ${o.before.toISOString()}`,
      ),
    )
    .orderBy(asc(payment.createdAt), asc(payment.id))
    .limit(o.limit ?? 100);
}
