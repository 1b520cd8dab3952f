// Invoices (back-office §3, §4, §5, §9; ADR 032).
import type { Cents } from './money.js';
import { CENTURY_DOLLAR_PAYMENT_METHOD_ID, type InvoiceStatusCd } from './vocabulary.js';

export interface InvoiceCartDetail {
  /** unit amount */
  amount: Cents;
  quantity: number;
  /** add-on prices, per unit */
  addons?: readonly { price: Cents }[];
}

export interface InvoiceAmounts {
  cartDetails: readonly InvoiceCartDetail[];
  tip: Cents;
  tax1: Cents;
  tax2: Cents;
  deliveryCharge: Cents;
  fuelSurcharge: Cents;
  extraCharge: Cents;
  subsidizedAmount: Cents;
  rebate: Cents;
  payments: readonly { paymentMethodId: number; amount: Cents }[];
}

export function invoiceItemsTotal(details: readonly InvoiceCartDetail[]): Cents {
  return details.reduce((sum, d) => sum + (d.amount + (d.addons ?? []).reduce((a, x) => a + x.price, 0)) * d.quantity, 0);
}

/** Items + tip + taxes + delivery + fuel + extra − subsidised − rebate − Century Dollar payments, floored at 0. */
export function invoiceTotal(inv: InvoiceAmounts): Cents {
  const centuryDollars = inv.payments
    .filter((p) => p.paymentMethodId === CENTURY_DOLLAR_PAYMENT_METHOD_ID)
    .reduce((a, p) => a + p.amount, 0);
  const total =
    invoiceItemsTotal(inv.cartDetails) +
    inv.tip +
    inv.tax1 +
    inv.tax2 +
    inv.deliveryCharge +
    inv.fuelSurcharge +
    inv.extraCharge -
    inv.subsidizedAmount -
    inv.rebate -
    centuryDollars;
  return Math.max(0, total);
}

/** E is a legacy canceled status, treated as C. */
export function normalizeInvoiceStatus(status: InvoiceStatusCd): Exclude<InvoiceStatusCd, 'E'> {
  return status === 'E' ? 'C' : status;
}

export type InvoiceStatusLabel = 'paid' | 'unpaid' | 'canceled' | 'declined' | 'refunded';

const LABELS: Record<Exclude<InvoiceStatusCd, 'E'>, InvoiceStatusLabel> = {
  P: 'paid',
  U: 'unpaid',
  C: 'canceled',
  D: 'declined',
  R: 'refunded',
};

export function invoiceStatusLabel(status: InvoiceStatusCd): InvoiceStatusLabel {
  return LABELS[normalizeInvoiceStatus(status)];
}

export const DEFAULT_INVOICE_STATUS_FILTER: readonly InvoiceStatusCd[] = ['P', 'U', 'C', 'D', 'R'];

export function matchesStatusFilter(status: InvoiceStatusCd, filter: readonly InvoiceStatusCd[] = DEFAULT_INVOICE_STATUS_FILTER): boolean {
  return filter.map(normalizeInvoiceStatus).includes(normalizeInvoiceStatus(status));
}

export type InvoiceAction = 'pay' | 'refund' | 'delete';

export type InvoiceActionResult =
  | { ok: true; status: InvoiceStatusCd | 'deleted'; key: 'invoice-paid' | 'invoice-refunded' | 'invoice-deleted' }
  | { ok: false; key: 'error-invoicepaid' | 'error-invoicerefunded' };

/** Unpaid can be marked paid; paid can be refunded; any invoice can be deleted. */
export function applyInvoiceAction(status: InvoiceStatusCd, action: InvoiceAction): InvoiceActionResult {
  switch (action) {
    case 'pay':
      return status === 'U' ? { ok: true, status: 'P', key: 'invoice-paid' } : { ok: false, key: 'error-invoicepaid' };
    case 'refund':
      return status === 'P' ? { ok: true, status: 'R', key: 'invoice-refunded' } : { ok: false, key: 'error-invoicerefunded' };
    case 'delete':
      return { ok: true, status: 'deleted', key: 'invoice-deleted' };
  }
}

export interface InvoiceCartItemInput {
  productId?: number | null;
  customTitle?: string | null;
  requiredBy?: string | null;
}

/** An invoice cart item needs a product or a custom title, and a required-by value (keys as the spec spells them). */
export function checkInvoiceCartItem(item: InvoiceCartItemInput): 'ok' | 'item-misssing-product' | 'item-misssing-required-by' {
  if (!(item.productId != null && item.productId > 0) && !item.customTitle?.trim()) return 'item-misssing-product';
  if (!item.requiredBy?.trim()) return 'item-misssing-required-by';
  return 'ok';
}

/**
 * Why an invoice's status changed, as its history row stores it (English text, as it always was)
 * by the code a reader translates. The checkout and the back-office write these texts, and only
 * these; `invoiceStatusReason` gives a row's code back (null: a text that is not one of them).
 */
export const INVOICE_STATUS_NOTES = {
  'order-placed': 'order placed',
  'payment-approved': 'payment approved',
  'payment-declined': 'payment declined',
  'payment-failed': 'payment processing failed',
  'recording-failed': 'recording failed after the charge',
  'interac-not-paid': 'Interac Online payment not made in time',
  'charge-never-arrived': 'the charge never reached the processor (reconciliation)',
  'marked-paid': 'marked paid in the back-office',
  refunded: 'refunded in the back-office',
  'canceled-deleted': 'canceled when deleted in the back-office',
  'payment-retried': 'payment tried again on the same order',
} as const;
export type InvoiceStatusReason = keyof typeof INVOICE_STATUS_NOTES;
export const INVOICE_STATUS_REASONS = Object.keys(INVOICE_STATUS_NOTES) as InvoiceStatusReason[];

const REASON_OF_NOTE = new Map<string, InvoiceStatusReason>(
  INVOICE_STATUS_REASONS.map((code) => [INVOICE_STATUS_NOTES[code].toLowerCase(), code]),
);

/** The code of a status-history note, or null for a text that is not one the code writes. */
export function invoiceStatusReason(note: string | null): InvoiceStatusReason | null {
  return note === null ? null : (REASON_OF_NOTE.get(note.trim().toLowerCase()) ?? null);
}
