// Gift cards: the one writer of their balances and history (issue 10). A card is issued by the
// paid order that bought it (balance = its price, status created) and used once, whole, when its
// owner applies it to their Century Dollars (balance 0, status used, a debit row in its history).
// The balance stays between 0 and the card's amount (gift_card_balance_ck).
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { giftCard, giftCardTransaction } from '@mijote/db/schema';
import { GIFT_CARD_CREATED, GIFT_CARD_USED } from '@mijote/domain';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** MIJ-XXXX-XXXX from an alphabet without 0/O and 1/I (read aloud on the phone). */
export function newGiftCardCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `MIJ-${part()}-${part()}`;
}

/** Issues `quantity` cards of `amountCents` bought by an order, for its recipient if any; answers their codes. */
export async function issueGiftCards(
  tx: DbOrTx,
  o: {
    amountCents: number;
    quantity: number;
    purchaserAccountId: number;
    invoiceId: number;
    at: Date;
    recipient?: { name: string; email: string; message: string } | null;
  },
): Promise<string[]> {
  const codes: string[] = [];
  for (let n = 0; n < o.quantity; n++) {
    const code = newGiftCardCode();
    await tx.insert(giftCard).values({
      code,
      amountCents: o.amountCents,
      balanceCents: o.amountCents,
      status: GIFT_CARD_CREATED,
      purchaserAccountId: o.purchaserAccountId,
      invoiceId: o.invoiceId,
      recipientName: o.recipient?.name ?? null,
      recipientEmail: o.recipient?.email ?? null,
      message: o.recipient?.message || null,
      createdAt: o.at,
      updatedAt: o.at,
    });
    codes.push(code);
  }
  return codes;
}

/**
 * Uses a card whole for `accountId` (still created → used, balance 0, a debit of `amountCents` in
 * its history); false when another request used it first (nothing written).
 */
export async function useGiftCard(
  tx: DbOrTx,
  o: { giftCardId: number; accountId: number; amountCents: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(giftCard)
    .set({ status: GIFT_CARD_USED, balanceCents: 0, accountId: o.accountId, usedAt: o.at, updatedAt: o.at })
    .where(and(eq(giftCard.id, o.giftCardId), eq(giftCard.status, GIFT_CARD_CREATED)))
    .returning({ id: giftCard.id });
  if (rows.length === 0) return false;
  if (o.amountCents > 0)
    await tx
      .insert(giftCardTransaction)
      .values({ giftCardId: o.giftCardId, type: 'D', amountCents: o.amountCents, accountId: o.accountId, createdAt: o.at });
  return true;
}
