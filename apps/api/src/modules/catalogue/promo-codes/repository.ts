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

/**
 * The note of a promo code the Facebook-share reward issued (ADR 105), followed by the order id.
 * Such a code falls under the share code's eligibility rule, not the promo code's (ADR 190).
 */
export const SHARE_CODE_NOTE_PREFIX = 'facebook-share:order:';

export function isShareCode(row: { note: string | null }): boolean {
  return row.note?.startsWith(SHARE_CODE_NOTE_PREFIX) ?? false;
}
