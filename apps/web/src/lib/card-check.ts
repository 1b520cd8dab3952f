// Checks of a card typed in the profile or at checkout before it goes to the tokenizer, with the
// domain's card rules (Luhn, brand, CVV length by brand, expiry window) — the tokenizer runs the
// same ones again. Pure, for tests; the number is only read, never kept.
import type { TokenizeCardBody } from '@mijote/contracts';
import { cardBrand, cardDigits, checkExpiry, cvvValid, luhnValid } from '@mijote/domain';

export type CardField = 'number' | 'name' | 'month' | 'year' | 'cvv';
export type CardProblem = 'required' | 'cardNumber' | 'cvv' | 'expired';

export interface TypedCard {
  number: string;
  name: string;
  /** 0 when not chosen. */
  month: number;
  year: number;
  cvv: string;
}

export function checkCard(card: TypedCard, now: Date): Partial<Record<CardField, CardProblem>> {
  const out: Partial<Record<CardField, CardProblem>> = {};
  const digits = cardDigits(card.number);
  const brand = cardBrand(digits);
  if (digits === '') out.number = 'required';
  else if (!luhnValid(digits) || !brand) out.number = 'cardNumber';
  if (card.name.trim() === '') out.name = 'required';
  if (!card.month) out.month = 'required';
  if (!card.year) out.year = 'required';
  if (card.month && card.year && checkExpiry(card.month, card.year, now) !== 'ok') out.month = 'expired';
  const cvv = card.cvv.trim();
  if (cvv === '') out.cvv = 'required';
  else if (brand ? !cvvValid(cvv, brand) : !/^\d{3,4}$/.test(cvv)) out.cvv = 'cvv';
  return out;
}

/** What the tokenizer is sent for a card that passed `checkCard` (the digits only, trimmed). */
export function tokenizeBody(card: TypedCard): TokenizeCardBody {
  return { number: cardDigits(card.number), name: card.name.trim(), exp_month: card.month, exp_year: card.year, cvv: card.cvv.trim() };
}

/** The field a tokenizer answer points at (`card-invalid` params.reason, `card-expired`). */
export function cardFieldOfError(code: string, reason: unknown): { field: CardField; problem: CardProblem } | null {
  if (code === 'card-expired') return { field: 'month', problem: 'expired' };
  if (code === 'card-brand-unsupported') return { field: 'number', problem: 'cardNumber' };
  if (code !== 'card-invalid') return null;
  if (reason === 'number') return { field: 'number', problem: 'cardNumber' };
  if (reason === 'cvv') return { field: 'cvv', problem: 'cvv' };
  if (reason === 'expiry') return { field: 'month', problem: 'expired' };
  return null;
}
