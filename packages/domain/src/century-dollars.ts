// Century Dollars, the store credit (customer-side §5, back-office §3).
import { clampCents, type Cents } from './money.js';
import { REFERRAL_METHOD } from './referral.js';

export interface CenturyDollarsRequest {
  /** the customer is editing the amount to apply */
  editMode: boolean;
  /** the amount the customer asked to apply */
  requested: Cents;
  /** the account balance (CurrentCenturyDollarAmount), in cents */
  balance: Cents;
  /** the order total before Century Dollars */
  total: Cents;
}

/**
 * Century Dollars applied to an order: zero unless in edit mode with a balance above zero;
 * capped to the balance (whole cents: a fraction is dropped, ADR 020) and to the total.
 */
export function applicableCenturyDollars(r: CenturyDollarsRequest): Cents {
  if (!r.editMode || !(r.balance > 0)) return 0;
  const balance = Math.floor(r.balance);
  return clampCents(Math.floor(r.requested), 0, Math.max(0, Math.min(balance, r.total)));
}

/** A Century Dollar transaction: type 'C' is a credit, anything else a debit. */
export interface CenturyDollarTransaction {
  type: string;
  amount: Cents;
  /** 'MA' is a manual transaction, which records the staff user who made it */
  methodCd?: string;
  staffUserId?: number | null;
}

/** Why a Century Dollar row was written (the century_dollar_method codes). */
export const CENTURY_DOLLAR_METHODS = {
  /** by a staff user, who is recorded */
  manual: 'MA',
  /** spent on an order */
  orderPayment: 'OR',
  /** given back when an order's payment did not go through, or it was refunded */
  refund: 'RF',
  referral: 'RE',
  /** a gift card applied to the account */
  giftCard: 'GC',
  promotion: 'PR',
} as const;
export type CenturyDollarMethodCd = (typeof CENTURY_DOLLAR_METHODS)[keyof typeof CENTURY_DOLLAR_METHODS];

export const MANUAL_TRANSACTION_METHOD = CENTURY_DOLLAR_METHODS.manual;
/** Century Dollar method of a gift card applied to an account. */
export const GIFT_CARD_TRANSACTION_METHOD = CENTURY_DOLLAR_METHODS.giftCard;

export function centuryDollarBalance(transactions: readonly CenturyDollarTransaction[]): Cents {
  return transactions.reduce((sum, t) => sum + (t.type === 'C' ? t.amount : -t.amount), 0);
}

/** A manual transaction must name the staff user; every amount must be positive cents. */
export function checkCenturyDollarTransaction(t: CenturyDollarTransaction): 'ok' | 'invalid-amount' | 'missing-staff-user' {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) return 'invalid-amount';
  if (t.methodCd === MANUAL_TRANSACTION_METHOD && t.staffUserId == null) return 'missing-staff-user';
  return 'ok';
}

/**
 * Why the system credited or debited Century Dollars (ADR 200). The ledger's `note` holds one of
 * these codes for every transaction the system writes, and each reader translates it into their
 * own language; a manual (MA) transaction's note is the staff's own text.
 */
export const CENTURY_DOLLAR_REASONS = [
  /** a gift card turned into Century Dollars (the card's code is on the row's gift card) */
  'gift-card',
  /** the referred friend's welcome credit (ADR 183) */
  'referral-welcome',
  /** the referrer's credit when the friend's first order is paid (the order is the row's invoice) */
  'referral-friend-order',
  /** Century Dollars given back: the order's payment was declined */
  'payment-declined',
  /** Century Dollars given back: the order's payment could not be processed */
  'payment-failed',
  /** Century Dollars given back: the order was canceled (an Interac payment not made in time, ADR 194) */
  'order-canceled',
  /** Century Dollars given back: the paid order was refunded in the back-office (issue 15) */
  'order-refunded',
] as const;
export type CenturyDollarReason = (typeof CENTURY_DOLLAR_REASONS)[number];

/** Notes written in English before ADR 200, by the code they meant. */
const LEGACY_NOTES: readonly [RegExp, CenturyDollarReason][] = [
  [/^gift card /i, 'gift-card'],
  [/^referral: welcome credit$/i, 'referral-welcome'],
  [/^referral: first order/i, 'referral-friend-order'],
  [/^payment declined$/i, 'payment-declined'],
  [/^(payment processing failed|recording failed after the charge)$/i, 'payment-failed'],
];

/**
 * The reason of a ledger row a reader sees, or null when there is none to show (an order's debit
 * says it all with its order number). A manual transaction never has one: its note is the staff's.
 */
export function centuryDollarReason(row: { methodCd: string; note: string | null; invoiceId: number | null }): CenturyDollarReason | null {
  if (row.methodCd === MANUAL_TRANSACTION_METHOD) return null;
  const note = row.note?.trim() ?? '';
  if ((CENTURY_DOLLAR_REASONS as readonly string[]).includes(note)) return note as CenturyDollarReason;
  const legacy = LEGACY_NOTES.find(([re]) => re.test(note));
  if (legacy) return legacy[1];
  // no note, or a text nobody can translate: what the method says
  if (row.methodCd === GIFT_CARD_TRANSACTION_METHOD) return 'gift-card';
  if (row.methodCd === REFERRAL_METHOD) return row.invoiceId === null ? 'referral-welcome' : 'referral-friend-order';
  return null;
}
