// Card-number checks (the sandbox gateway's and the card forms' before anything is sent): Luhn,
// brand, CVV length, expiry window. The number is only ever checked, never kept (ADR 087).
import { CARD_EXPIRY_YEAR_SPAN, cardExpiryYears, isCardExpired } from './card-expiry.js';

export const CARD_BRANDS = ['VISA', 'MC', 'AMEX'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The digits of a card number as typed ('4111 1111-1111 1111' → '4111111111111111'). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits) && [13, 16, 19].includes(digits.length)) return 'VISA';
  if (/^3[47]/.test(digits) && digits.length === 15) return 'AMEX';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'MC';
  return null;
}

export function cvvValid(cvv: string, brand: CardBrand): boolean {
  return brand === 'AMEX' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

export type ExpiryVerdict = 'ok' | 'expired' | 'invalid';

/** Months 1–12; years from the current year through the 15-year span of the picker (customer-side §9). */
export function checkExpiry(month: number, year: number, now: Date): ExpiryVerdict {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return 'invalid';
  const years = cardExpiryYears(now);
  const first = years[0]!;
  if (year > first + CARD_EXPIRY_YEAR_SPAN - 1) return 'invalid';
  if (year < first || isCardExpired({ month, year }, now)) return 'expired';
  return 'ok';
}
