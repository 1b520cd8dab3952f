// Who receives an order's gift cards, as the customer reads the order (issue 28; ADR 214): a gift
// card goes by e-mail to the recipient recorded on its line (record-order.ts), and an order of
// gift cards only is not delivered at all — its history and success page say "sent by e-mail to …"
// instead of "Delivery" with no date. One query for any number of orders (the order history).
import type { OrderGiftCards } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { invoiceCartDetail, product } from '@mijote/db/schema';
import { giftCardNeeds } from '@mijote/domain';
import { eq, inArray } from 'drizzle-orm';
import type { GiftCardRecipientInfo } from './gift-card-email.js';

interface DetailFacts {
  typeCd: string | null;
  customizations: Record<string, unknown> | null;
}

/**
 * The recipient a gift-card line was recorded with (record-order.ts), if any: the one reader of
 * that stored shape (the order's reads here, the gift-card e-mail in billing/paid-order.ts).
 */
export function giftCardRecipientOf(customizations: Record<string, unknown> | null): GiftCardRecipientInfo | null {
  const r = customizations?.['giftCardRecipient'];
  if (!r || typeof r !== 'object') return null;
  const { name, email, message } = r as Record<string, unknown>;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  return { name, email, message: typeof message === 'string' ? message : '' };
}

/** The gift cards of one order's lines, or null when it has none (or none with a recipient). */
export function giftCardsOf(details: readonly DetailFacts[]): OrderGiftCards | null {
  const needs = giftCardNeeds(details.map((d) => d.typeCd ?? ''));
  if (!needs.recipient) return null;
  const recipient = details
    .filter((d) => d.typeCd === 'GC')
    .map((d) => giftCardRecipientOf(d.customizations))
    .find((r) => r !== null);
  if (!recipient) return null;
  return { recipientName: recipient.name, recipientEmail: recipient.email, only: !needs.delivery };
}

/** The gift cards of each of these orders (by invoice id); orders without one are absent. */
export async function giftCardsOfOrders(db: DbOrTx, invoiceIds: readonly number[]): Promise<Map<number, OrderGiftCards>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: invoiceCartDetail.invoiceId, typeCd: product.typeCd, customizations: invoiceCartDetail.customizations })
    .from(invoiceCartDetail)
    .leftJoin(product, eq(product.id, invoiceCartDetail.productId))
    .where(inArray(invoiceCartDetail.invoiceId, [...new Set(invoiceIds)]));
  const byOrder = new Map<number, DetailFacts[]>();
  for (const r of rows) {
    const list = byOrder.get(r.invoiceId) ?? [];
    list.push({ typeCd: r.typeCd, customizations: r.customizations });
    byOrder.set(r.invoiceId, list);
  }
  const out = new Map<number, OrderGiftCards>();
  for (const [id, details] of byOrder) {
    const cards = giftCardsOf(details);
    if (cards) out.set(id, cards);
  }
  return out;
}
