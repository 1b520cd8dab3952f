import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE_ALPHABET, giftCardBalance, giftCardCode, giftCardNeeds, redeemGiftCard } from './gift-card.js';

describe('gift cards', () => {
  it.each([
    { card: { code: 'G1', amount: 5000, status: 'a' }, balance: 5000 },
    { card: { code: 'G2', amount: 5000, status: 'u' }, balance: 0 },
    { card: { code: 'G3', amount: 5000, status: 'x' }, balance: 0 },
    { card: { code: 'G4', amount: 0, status: 'a' }, balance: 0 },
  ])('$card.status card of $card.amount → balance $balance', ({ card, balance }) => {
    expect(giftCardBalance(card)).toBe(balance);
  });

  it('redeeming credits the whole card to Century Dollars and uses the card', () => {
    const r = redeemGiftCard({ code: 'G1', amount: 5000, status: 'a' }, 1200);
    expect(r).toEqual({ ok: true, credited: 5000, newBalance: 6200, card: { code: 'G1', amount: 5000, status: 'u' } });
    if (!r.ok) throw new Error('expected a redemption');
    expect(redeemGiftCard(r.card, r.newBalance)).toEqual({ ok: false, key: 'gift-card-used' });
  });
});

describe('giftCardNeeds (ADR 214)', () => {
  it('gift cards only: a recipient, no delivery; mixed: both; no card: delivery only', () => {
    expect(giftCardNeeds(['GC', 'GC'])).toEqual({ recipient: true, delivery: false });
    expect(giftCardNeeds(['GC', 'SP'])).toEqual({ recipient: true, delivery: true });
    expect(giftCardNeeds(['SP'])).toEqual({ recipient: false, delivery: true });
  });

  it('makes codes MIJ-XXXX-XXXX from letters that read aloud (no 0, O, 1, I), drawn by the pick given', () => {
    expect(GIFT_CARD_CODE_ALPHABET).not.toMatch(/[01OI]/);
    let n = 0;
    expect(giftCardCode((size) => n++ % size)).toBe('MIJ-ABCD-EFGH');
    expect(giftCardCode((size) => size - 1)).toBe('MIJ-9999-9999');
    for (let i = 0; i < 50; i++)
      expect(giftCardCode((size) => Math.floor(Math.random() * size))).toMatch(/^MIJ-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  });
});
