// The `cart` table: one row per (account, store kind), the cart document as jsonb, a version for
// optimistic concurrency (ADR 043).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { cart } from '@mijote/db/schema';
import type { StoreKindCd } from '@mijote/contracts';

export type CartRow = typeof cart.$inferSelect;

export async function findCart(db: DbOrTx, accountId: number, store: StoreKindCd): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(cart)
    .where(and(eq(cart.accountId, accountId), eq(cart.storeKind, store)))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the account's cart of a store. With `expectedVersion` the write happens only when the
 * stored version is still that one (0: nothing stored yet); null when another write came first.
 */
export async function saveCart(
  db: DbOrTx,
  input: { accountId: number; store: StoreKindCd; content: Record<string, unknown>; at: Date; expectedVersion?: number | undefined },
): Promise<CartRow | null> {
  const { accountId, store, content, at, expectedVersion } = input;
  if (expectedVersion === undefined) {
    const [row] = await db
      .insert(cart)
      .values({ accountId, storeKind: store, content, version: 1, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [cart.accountId, cart.storeKind],
        targetWhere: isNotNull(cart.accountId),
        set: { content, version: sql`${cart.version} + 1`, updatedAt: at },
      })
      .returning();
    return row ?? null;
  }
  if (expectedVersion === 0) {
    const [row] = await db
      .insert(cart)
      .values({ accountId, storeKind: store, content, version: 1, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(cart)
    .set({ content, version: sql`${cart.version} + 1`, updatedAt: at })
    .where(and(eq(cart.accountId, accountId), eq(cart.storeKind, store), eq(cart.version, expectedVersion)))
    .returning();
  return row ?? null;
}

export async function deleteCart(db: DbOrTx, accountId: number, store: StoreKindCd): Promise<void> {
  await db.delete(cart).where(and(eq(cart.accountId, accountId), eq(cart.storeKind, store)));
}
