// Promo codes (customer-side §4, §5). Checked in the spec's order: below the minimum
// (`sorry-amount`), maxed out (`promo-maxedout`), another store (`promo-invalid-store`), not valid,
// expired or status other than 'V' (`sorry-expired`); else `promo-added`. Before them, a cart whose
// goods are all of types no code may reduce (gift cards) is told so (`promo-not-applicable`,
// ADR 190): the code is not spent on nothing. The discount, in dollars or percent, is capped at
// the amount due (ADR 022) — what the code may reduce.
import { clampCents, percentOf, type Cents } from './money.js';
import type { PromoCodeResultKey, StoreKind } from './vocabulary.js';

export interface PromoCode {
  code: string;
  type: 'dollars' | 'percent';
  /** cents when type is 'dollars', a percent (up to 3 decimals) when 'percent' */
  amount: number;
  valid: boolean;
  expired: boolean;
  /** 'V' is valid */
  status: string;
  minimumAmountRequired: Cents;
  maxedOut: boolean;
  /** the store the code belongs to; null for every store */
  storeSource: StoreKind | null;
  /** how many orders may use it; null or absent for no limit */
  maxUses?: number | null;
  /** 'share': the Facebook-share reward, under its own eligibility rule (ADR 190); else a promo code */
  kind?: 'promo' | 'share';
}

/** A code with a use limit is maxed out once it has been used that many times. */
export function isMaxedOut(code: Pick<PromoCode, 'maxedOut' | 'maxUses'>, timesUsed: number): boolean {
  return code.maxedOut || (code.maxUses != null && timesUsed >= code.maxUses);
}

/**
 * The date flags of a code on `today` (yyyy-MM-dd, Toronto): valid from its start date, expired
 * after its expiry date, both inclusive calendar days; a missing date does not limit.
 */
export function promoCodeDateFlags(
  dates: { startsOn: string | null; expiresOn: string | null },
  today: string,
): { valid: boolean; expired: boolean } {
  return {
    valid: dates.startsOn == null || dates.startsOn <= today,
    expired: dates.expiresOn != null && today > dates.expiresOn,
  };
}

export interface PromoCodeContext {
  /** the subTotal of the goods the code may reduce, compared with the code's minimum */
  subTotal: Cents;
  store: StoreKind;
  /** the cart holds goods, and the code may reduce none of them (ADR 190) */
  nothingApplicable?: boolean;
}

export function checkPromoCode(code: PromoCode, ctx: PromoCodeContext): PromoCodeResultKey {
  if (ctx.nothingApplicable) return 'promo-not-applicable';
  if (ctx.subTotal < code.minimumAmountRequired) return 'sorry-amount';
  if (code.maxedOut) return 'promo-maxedout';
  if (code.storeSource != null && code.storeSource !== ctx.store) return 'promo-invalid-store';
  if (!code.valid || code.expired || code.status !== 'V') return 'sorry-expired';
  return 'promo-added';
}

/** The discount an accepted code gives on `amountDue`; never negative, never above it. */
export function promoCodeDiscount(code: Pick<PromoCode, 'type' | 'amount'>, amountDue: Cents): Cents {
  const due = Math.max(0, amountDue);
  const raw = code.type === 'dollars' ? Math.round(code.amount) : percentOf(due, clampCents(code.amount, 0, 100));
  return clampCents(raw, 0, due);
}

export interface PromoCodeResult {
  key: PromoCodeResultKey;
  discount: Cents;
}

export function evaluatePromoCode(code: PromoCode, ctx: PromoCodeContext & { amountDue: Cents }): PromoCodeResult {
  const key = checkPromoCode(code, ctx);
  return { key, discount: key === 'promo-added' ? promoCodeDiscount(code, ctx.amountDue) : 0 };
}
