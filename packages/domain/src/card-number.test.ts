import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, luhnValid } from './card-number.js';

describe('cardDigits', () => {
  it.each([
    ['4111 1111 1111 1111', '4111111111111111'],
    ['4111-1111-1111-1111', '4111111111111111'],
    [' 3782 822463 10005 ', '378282246310005'],
    ['4111.1111', '4111.1111'], // anything but spaces and dashes stays, and fails the checks
  ])('%j → %s', (typed, digits) => {
    expect(cardDigits(typed)).toBe(digits);
  });

  it('what the forms check is the digits', () => {
    expect(luhnValid(cardDigits('4111 1111 1111 1111'))).toBe(true);
    expect(cardBrand(cardDigits('3782-822463-10005'))).toBe('AMEX');
  });
});
