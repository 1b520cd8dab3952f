// Gift cards: the one writer of their balances and history (issue 10). A card is issued by the
// paid order that bought it (balance = its price, status created) and used once, whole, when its
// owner applies it to their Century Dollars (balance 0, status used, a debit row in its history).
// The balance stays between 0 and the card's amount (gift_card_balance_ck).
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { giftCard, giftCardTransaction } from '@mijote/db/schema';
import { GIFT_CARD_CREATED, GIFT_CARD_USED, giftCardCode } from '@mijote/domain';

/** A new card's code (the domain's format), drawn with the CSPRNG. */
export function newGiftCardCode(): string {
  return giftCardCode((n) => randomInt(n));
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

/**
 * A card made by staff in the back-office (issue 14; ADR 270): a new code, its amount as its
 * balance, status created, and a credit in its history naming the staff member. Answers its id.
 */
export async function issueStaffGiftCard(
  tx: DbOrTx,
  o: {
    amountCents: number;
    staffUserId: number;
    at: Date;
    note: string | null;
    recipient: { name: string | null; email: string | null; message: string | null };
  },
): Promise<number> {
  const [card] = await tx
    .insert(giftCard)
    .values({
      code: newGiftCardCode(),
      amountCents: o.amountCents,
      balanceCents: o.amountCents,
      status: GIFT_CARD_CREATED,
      recipientName: o.recipient.name,
      recipientEmail: o.recipient.email,
      message: o.recipient.message,
      createdAt: o.at,
      updatedAt: o.at,
    })
    .returning({ id: giftCard.id });
  await tx
    .insert(giftCardTransaction)
    .values({ giftCardId: card!.id, type: 'C', amountCents: o.amountCents, staffUserId: o.staffUserId, note: o.note, createdAt: o.at });
  return card!.id;
}

/**
 * Staff change the value of a card not yet used: its amount and balance move together and the
 * difference is a credit or a debit in its history, naming the staff member. False when the card
 * is used (nothing written); nothing is written either when the value does not change.
 */
export async function adjustGiftCard(
  tx: DbOrTx,
  o: { giftCardId: number; amountCents: number; staffUserId: number; at: Date; note: string | null },
): Promise<boolean> {
  const [card] = await tx
    .select({ amountCents: giftCard.amountCents, status: giftCard.status })
    .from(giftCard)
    .where(eq(giftCard.id, o.giftCardId))
    .for('update');
  if (!card || card.status !== GIFT_CARD_CREATED) return false;
  const delta = o.amountCents - card.amountCents;
  if (delta === 0) return true;
  await tx
    .update(giftCard)
    .set({ amountCents: o.amountCents, balanceCents: o.amountCents, updatedAt: o.at })
    .where(eq(giftCard.id, o.giftCardId));
  await tx.insert(giftCardTransaction).values({
    giftCardId: o.giftCardId,
    type: delta > 0 ? 'C' : 'D',
    amountCents: Math.abs(delta),
    staffUserId: o.staffUserId,
    note: o.note,
    createdAt: o.at,
  });
  return true;
}

/** Staff mark a card used without applying it (created → used, balance 0, a debit of what it held); false when already used. */
export async function voidGiftCard(
  tx: DbOrTx,
  o: { giftCardId: number; staffUserId: number; at: Date; note: string | null },
): Promise<boolean> {
  const [card] = await tx
    .select({ balanceCents: giftCard.balanceCents })
    .from(giftCard)
    .where(and(eq(giftCard.id, o.giftCardId), eq(giftCard.status, GIFT_CARD_CREATED)))
    .for('update');
  if (!card) return false;
  await tx
    .update(giftCard)
    .set({ status: GIFT_CARD_USED, balanceCents: 0, usedAt: o.at, updatedAt: o.at })
    .where(eq(giftCard.id, o.giftCardId));
  if (card.balanceCents > 0)
    await tx.insert(giftCardTransaction).values({
      giftCardId: o.giftCardId,
      type: 'D',
      amountCents: card.balanceCents,
      staffUserId: o.staffUserId,
      note: o.note,
      createdAt: o.at,
    });
  return true;
}

/** A card staff may delete: made by staff (no order bought it), never used. Deletes it; false otherwise. */
export async function deleteUnusedStaffGiftCard(tx: DbOrTx, giftCardId: number): Promise<boolean> {
  const rows = await tx
    .delete(giftCard)
    .where(and(eq(giftCard.id, giftCardId), eq(giftCard.status, GIFT_CARD_CREATED), isNull(giftCard.invoiceId)))
    .returning({ id: giftCard.id });
  return rows.length > 0;
}

/** The recipient and message of a card (back-office edit): never its value nor its status. */
export async function updateGiftCardRecipient(
  tx: DbOrTx,
  input: { giftCardId: number; recipientName: string | null; recipientEmail: string | null; message: string | null; at: Date },
): Promise<void> {
  await tx
    .update(giftCard)
    .set({ recipientName: input.recipientName, recipientEmail: input.recipientEmail, message: input.message, updatedAt: input.at })
    .where(eq(giftCard.id, input.giftCardId));
}
