// Gift cards (customer-side §7 "gift-cards/{cardCode}/apply", back-office §3): a card is created
// with status 'a' and is used once applied. Applying a card credits its whole amount to the
// account's Century Dollars (ADR 029).
import type { Cents } from './money.js';

export const GIFT_CARD_CREATED = 'a';
export const GIFT_CARD_USED = 'u';

export interface GiftCard {
  code: string;
  amount: Cents;
  /** 'a' created; anything else used */
  status: string;
}

export function isGiftCardUsable(card: GiftCard): boolean {
  return card.status === GIFT_CARD_CREATED && card.amount > 0;
}

/** What the card can still be redeemed for. */
export function giftCardBalance(card: GiftCard): Cents {
  return isGiftCardUsable(card) ? card.amount : 0;
}

export type GiftCardRedemption = { ok: true; credited: Cents; newBalance: Cents; card: GiftCard } | { ok: false; key: 'gift-card-used' };

/** Applies a card to an account holding `balance` cents of Century Dollars. */
export function redeemGiftCard(card: GiftCard, balance: Cents): GiftCardRedemption {
  if (!isGiftCardUsable(card)) return { ok: false, key: 'gift-card-used' };
  return { ok: true, credited: card.amount, newBalance: balance + card.amount, card: { ...card, status: GIFT_CARD_USED } };
}

/** The longest personal message a gift card carries to its recipient. */
export const GIFT_CARD_MESSAGE_MAX = 500;

/**
 * What an order holding gift cards needs (issue 11, ADR 214): gift cards go by e-mail to a
 * recipient (name, e-mail, a message), so a cart of gift cards only needs no delivery address,
 * date or time; a cart with other products needs those for them, and the recipient for its cards.
 */
export function giftCardNeeds(productTypes: readonly string[]): { recipient: boolean; delivery: boolean } {
  const cards = productTypes.filter((t) => t === 'GC').length;
  return { recipient: cards > 0, delivery: cards < productTypes.length };
}

/** The letters of a gift card's code: no 0/O or 1/I, so it can be read aloud on the phone. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A gift card's code, MIJ-XXXX-XXXX; `pick(n)` answers a whole number from 0 to n − 1 (a CSPRNG for real cards). */
export function giftCardCode(pick: (n: number) => number): string {
  const part = () => Array.from({ length: 4 }, () => GIFT_CARD_CODE_ALPHABET[pick(GIFT_CARD_CODE_ALPHABET.length)]).join('');
  return `MIJ-${part()}-${part()}`;
}
