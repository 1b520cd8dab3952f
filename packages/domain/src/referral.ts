// Referral program (customer-side §9): $25 each for the referrer and the friend, as Century
// Dollars, when the friend is a new customer other than the referrer (ADR 029).
import type { Cents } from './money.js';

export const REFERRAL_CREDIT: Cents = 2500;
/** The Century Dollar method code of referral credits. */
export const REFERRAL_METHOD = 'RE' as const;

export interface ReferralInput {
  referrerEmail: string;
  friendEmail: string;
  /** the friend already has an account */
  friendHasAccount: boolean;
}

export type ReferralResult = { ok: true; referrerCredit: Cents; friendCredit: Cents } | { ok: false; key: 'referral-self' | 'referral-existing-customer' };

const normalize = (email: string): string => email.trim().toLowerCase();

export function referralCredits(input: ReferralInput): ReferralResult {
  if (normalize(input.referrerEmail) === normalize(input.friendEmail)) return { ok: false, key: 'referral-self' };
  if (input.friendHasAccount) return { ok: false, key: 'referral-existing-customer' };
  return { ok: true, referrerCredit: REFERRAL_CREDIT, friendCredit: REFERRAL_CREDIT };
}
