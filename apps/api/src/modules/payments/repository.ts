// Saved cards: token, brand, last 4 and expiry only.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { savedCard } from '@mijote/db/schema';

export type SavedCardRow = typeof savedCard.$inferSelect;

export async function listCards(db: DbOrTx, accountId: number): Promise<SavedCardRow[]> {
  return db.select().from(savedCard).where(eq(savedCard.accountId, accountId)).orderBy(asc(savedCard.id));
}

export async function findCardByToken(db: DbOrTx, token: string): Promise<SavedCardRow | null> {
  const [row] = await db.select().from(savedCard).where(eq(savedCard.processorToken, token)).limit(1);
  return row ?? null;
}

export async function insertCard(db: DbOrTx, row: typeof savedCard.$inferInsert): Promise<SavedCardRow> {
  const [created] = await db.insert(savedCard).values(row).returning();
  return created!;
}

/** Deletes the account's card; false when it is not one of the account's cards. */
export async function deleteCard(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedCard)
    .where(and(eq(savedCard.id, id), eq(savedCard.accountId, accountId)))
    .returning({ id: savedCard.id });
  return rows.length > 0;
}
