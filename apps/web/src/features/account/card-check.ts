// Checks of the card typed in the profile before it goes to the tokenizer (which checks again:
// Luhn, brand, CVV length by brand, expiry within the 15-year picker). Pure, for tests.
import { isCardExpired } from '@mijote/domain';

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
  const digits = card.number.replace(/[\s-]/g, '');
  if (digits === '') out.number = 'required';
  else if (!/^\d{12,19}$/.test(digits)) out.number = 'cardNumber';
  if (card.name.trim() === '') out.name = 'required';
  if (!card.month) out.month = 'required';
  if (!card.year) out.year = 'required';
  if (card.month && card.year && isCardExpired({ month: card.month, year: card.year }, now)) out.month = 'expired';
  const cvv = card.cvv.trim();
  if (cvv === '') out.cvv = 'required';
  else if (!/^\d{3,4}$/.test(cvv)) out.cvv = 'cvv';
  return out;
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
