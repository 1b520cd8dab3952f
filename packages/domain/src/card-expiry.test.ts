import { describe, expect, it } from 'vitest';
import { CARD_EXPIRY_MONTHS, cardExpiryYears, formatCardExpiry, isCardExpired } from './card-expiry.js';

describe('card expiry', () => {
  it('offers months 1 to 12 and 15 years from the current year', () => {
    expect(CARD_EXPIRY_MONTHS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const years = cardExpiryYears(new Date('2026-05-15T12:00:00Z'));
    expect(years).toHaveLength(15);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2040);
  });

  it('uses the Toronto year on New Year’s Eve', () => {
    // 2027-01-01T03:00Z is still 2026-12-31 22:00 in Toronto
    expect(cardExpiryYears(new Date('2027-01-01T03:00:00Z'))[0]).toBe(2026);
  });

  it.each([
    { expiry: { month: 5, year: 2026 }, expired: false },
    { expiry: { month: 4, year: 2026 }, expired: true },
    { expiry: { month: 12, year: 2025 }, expired: true },
    { expiry: { month: 1, year: 2027 }, expired: false },
  ])('$expiry.month/$expiry.year expired in May 2026: $expired', ({ expiry, expired }) => {
    expect(isCardExpired(expiry, new Date('2026-05-31T12:00:00Z'))).toBe(expired);
  });
});

describe('formatCardExpiry', () => {
  it('prints the month on two digits, with the year when given', () => {
    expect(formatCardExpiry(3)).toBe('03');
    expect(formatCardExpiry(12, 2031)).toBe('12/2031');
  });
});
