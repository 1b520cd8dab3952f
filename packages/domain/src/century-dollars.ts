// Century Dollars, the store credit (customer-side §5, back-office §3).
import { clampCents, type Cents } from './money.js';

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

export const MANUAL_TRANSACTION_METHOD = 'MA';

export function centuryDollarBalance(transactions: readonly CenturyDollarTransaction[]): Cents {
  return transactions.reduce((sum, t) => sum + (t.type === 'C' ? t.amount : -t.amount), 0);
}

/** A manual transaction must name the staff user; every amount must be positive cents. */
export function checkCenturyDollarTransaction(t: CenturyDollarTransaction): 'ok' | 'invalid-amount' | 'missing-staff-user' {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) return 'invalid-amount';
  if (t.methodCd === MANUAL_TRANSACTION_METHOD && t.staffUserId == null) return 'missing-staff-user';
  return 'ok';
}
