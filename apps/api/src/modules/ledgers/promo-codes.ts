// Promo-code uses: the one writer of a code's use counter and its use rows (issue 10). A use is
// taken with the order that makes it and given back when that order's payment does not go
// through; the counter never passes max_uses (a conditional UPDATE, and promo_code_uses_ck).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { promoCode, promoCodeUse } from '@mijote/db/schema';

/** Takes one use of the code for the invoice; false when the code is used up (nothing written). */
export async function takePromoCodeUse(
  tx: DbOrTx,
  use: { promoCodeId: number; accountId: number; invoiceId: number; discountCents: number; at: Date },
): Promise<boolean> {
  const counted = await tx
    .update(promoCode)
    .set({ timesUsed: sql`${promoCode.timesUsed} + 1`, updatedAt: use.at })
    .where(and(eq(promoCode.id, use.promoCodeId), sql`(${promoCode.maxUses} is null or ${promoCode.timesUsed} < ${promoCode.maxUses})`))
    .returning({ id: promoCode.id });
  if (counted.length === 0) return false;
  await tx.insert(promoCodeUse).values({
    promoCodeId: use.promoCodeId,
    accountId: use.accountId,
    invoiceId: use.invoiceId,
    discountCents: use.discountCents,
    usedAt: use.at,
  });
  return true;
}

/** Gives back the use an invoice made of a code (the use row goes, the counter goes down); once. */
export async function giveBackPromoCodeUse(tx: DbOrTx, promoCodeId: number, invoiceId: number, at: Date): Promise<void> {
  const rows = await tx
    .delete(promoCodeUse)
    .where(and(eq(promoCodeUse.promoCodeId, promoCodeId), eq(promoCodeUse.invoiceId, invoiceId)))
    .returning({ id: promoCodeUse.id });
  if (rows.length === 0) return;
  await tx
    .update(promoCode)
    .set({ timesUsed: sql`greatest(${promoCode.timesUsed} - 1, 0)`, updatedAt: at })
    .where(eq(promoCode.id, promoCodeId));
}
