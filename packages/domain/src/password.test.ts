import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from './password.js';

describe('password length (ADR 082)', () => {
  it.each([
    ['', 'too-short'],
    ['Abc-123', 'too-short'],
    ['Abc-1234', 'ok'],
    ['crème-brûlée', 'ok'],
    ['🍲🍲🍲🍲🍲🍲🍲', 'too-short'], // 7 characters, 14 UTF-16 units
    ['a'.repeat(PASSWORD_MAX_LENGTH), 'ok'],
    ['a'.repeat(PASSWORD_MAX_LENGTH + 1), 'too-long'],
  ] as const)('%j → %s', (password, verdict) => {
    expect(passwordLength(password)).toBe(verdict);
  });

  it('is 8 to 128 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });
});
