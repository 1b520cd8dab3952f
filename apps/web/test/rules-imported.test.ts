// Rules the web checks before sending are the domain's and the contracts' own (issue 10 "rules
// imported, never copied"): the browser must say yes and no to exactly what the API does. Each
// table runs the web's check and the owner's rule on the same values.
import { CanadianPostalCode, EmailAddress, FORM_SCHEMAS } from '@mijote/contracts';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '@mijote/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateField } from '../src/islands/form/validation';
import type { FieldSpec, FormStrings } from '../src/islands/form/types';
import { checkValue } from '../src/lib/form-validation';

const POSTAL_CODES = ['H9R 1A1', 'h9r1a1', 'H9R-1A1', 'D9R 1A1', 'H9R 1D1', 'W1A 1A1', 'H9R  1A1', 'H9R 1A', '123 456', 'Z0Z 0Z0'];
const EMAILS = [
  'camille@example.test',
  'a@b.c',
  'a.b@c-d.ca',
  'a..b@example.com',
  '.a@example.com',
  'a@example',
  "o'neil@example.ca",
  'a b@example.com',
  'a@-x.com',
];

const strings = {
  required: 'required',
  email: 'email',
  phone: 'phone',
  postalCode: 'postalCode',
  number: 'number',
  tooLong: 'tooLong',
  invalid: 'invalid',
} as FormStrings;
const islandField = (type: FieldSpec['type']): FieldSpec => ({ name: 'x', type, label: 'x', required: true });

describe('postal codes: the web says what the contract says', () => {
  it.each(POSTAL_CODES)('%s', (code) => {
    const owner = CanadianPostalCode.safeParse(code).success;
    expect(checkValue(code, { kind: 'postalCode' }) === null, 'account forms').toBe(owner);
    expect(validateField(islandField('postalCode'), code, strings) === null, 'public-form island').toBe(owner);
    // the public form (Specials) takes the same codes, once upper-cased by its schema
    expect(
      FORM_SCHEMAS.specials.safeParse({ firstName: 'C', email: 'c@example.test', postalCode: code }).success,
      'specials contract',
    ).toBe(owner);
  });
});

describe('e-mail addresses: the web says what the contract says', () => {
  it.each(EMAILS)('%s', (email) => {
    const owner = EmailAddress.safeParse(email).success;
    expect(checkValue(email, { kind: 'email' }) === null, 'account forms').toBe(owner);
    expect(validateField(islandField('email'), email, strings) === null, 'public-form island').toBe(owner);
  });

  it.each(EMAILS)("the domain's pattern is zod's own e-mail check: %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(z.email().safeParse(email).success);
  });
});

describe('new passwords: the domain length rule', () => {
  const sizes = [1, PASSWORD_MIN_LENGTH - 1, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MAX_LENGTH + 1];
  it.each(sizes)('%i characters', (n) => {
    const password = 'é'.repeat(n); // accented letters count as one character each
    const problem = checkValue(password, { kind: 'newPassword' });
    const rule = passwordLength(password);
    expect(problem).toBe(rule === 'too-short' ? 'passwordTooShort' : rule === 'too-long' ? 'tooLong' : null);
  });
});

describe('no second copy of an owned rule in the web sources', () => {
  const root = path.resolve(import.meta.dirname, '../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
    });
  const copies: [RegExp, string][] = [
    [/PASSWORD_MIN\s*=\s*\d/, 'a password minimum (domain PASSWORD_MIN_LENGTH)'],
    [/\[\.\.\.[\w.]+\]\.length\s*[<>]=?\s*PASSWORD_/, 'a password length count (domain passwordLength)'],
    [/\\d\[A-Z[^\]]*\]\s*\??\s*\\d/, 'a postal-code pattern (domain POSTAL_CODE_PATTERN)'],
    [/postalCode\.replace\([^)]*\)\.toUpperCase\(\)/, 'a postal-code normaliser (domain normalizePostalCode)'],
    [/[@][^\n'"`]*\\\.\[\^\\s@/, 'an e-mail pattern (domain EMAIL_PATTERN)'],
    [/\/\s*100\)?\.toFixed\(2\)/, 'a money formatter (domain formatMoney)'],
    [/replace\('\.', ','\)/, 'a decimal mark by language (domain moneyInputText)'],
    [/number\.replace\(\/\[\\s-\]\/g, ''\)/, "a card number's digits (domain cardDigits)"],
  ];
  it.each(copies)('%s', (pattern, what) => {
    const hits = files(root).filter((f) => pattern.test(readFileSync(f, 'utf8')));
    expect(
      hits.map((f) => path.relative(root, f)),
      what,
    ).toEqual([]);
  });
});
