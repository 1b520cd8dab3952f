import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { promoCode } from '@mijote/db/schema';

/** A promo code by its text, case-insensitively (uses the unique index on upper(code)). */
export async function findPromoCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(promoCode)
    .where(sql`upper(${promoCode.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row;
}
