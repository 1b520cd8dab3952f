// How a placed order's discount reads (ADR 190, 191): its lines as the cart showed them, for the
// order detail and the confirmation e-mail alike.
import { PROMOTION_KEYS, type PromotionKey } from '@mijote/domain';
import type { InvoiceRow } from '../billing/repository.js';

/**
 * The discount lines of an order as its cart showed them (ADR 190): the automatic promotion (what
 * the invoice's discount holds beyond the promo code's recorded use) and the promo code. Once a
 * declined or failed order gave its code's use back (ADR 161) the code's share is no longer
 * recorded: without a promotion the whole discount is the code's; with one, neither line is
 * claimed and readers show the discount as one line.
 */
export function discountLines(inv: InvoiceRow, code: { code: string; discountCents: number | null } | null) {
  const applied = (inv.promotionCode ?? '').split(',').filter((k): k is PromotionKey => (PROMOTION_KEYS as readonly string[]).includes(k));
  if (!code) return { promotion: { discount: inv.discountCents, applied }, promoCode: null };
  if (code.discountCents !== null) {
    return {
      promotion: { discount: Math.max(0, inv.discountCents - code.discountCents), applied },
      promoCode: { code: code.code, discount: code.discountCents },
    };
  }
  if (applied.length === 0) return { promotion: { discount: 0, applied }, promoCode: { code: code.code, discount: inv.discountCents } };
  return { promotion: { discount: 0, applied }, promoCode: null };
}

/** Whether an order line is a half portion (ADR 191), from the customizations it was placed with. */
export const isHalfPortion = (d: { customizations: Record<string, unknown> | null }) => d.customizations?.fullPortion === false;
