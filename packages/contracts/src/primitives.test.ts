// The shared input pieces (ADR 195), case by case: what the issue found (NUL, 2^31, 2026-13-45,
// 99:99) and their neighbours.
import { describe, expect, it } from 'vitest';
import { Id, IdParam, Instant, IsoDate, JsonFlatObject, RequiredText, SafeString, Text, WallTime } from './primitives.js';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) => schema.safeParse(v).success;

describe('text', () => {
  it.each([
    ['plain', 'Tourtière du Lac', true],
    ['French and emoji', 'Crème brûlée 🍮, 12,50 $', true],
    ['tab, new lines', 'line 1\n\tline 2\r\n', true],
    ['NUL', 'a\u0000b', false],
    ['only NUL', '\u0000', false],
    ['bell and escape', 'x\u0007\u001b[31m', false],
    ['DEL', 'a\u007f', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', '\udc00', false],
    ['a reversed pair', '\udc00\ud800', false],
  ])('%s', (_label, value, expected) => {
    expect(ok(Text(100), value)).toBe(expected);
    expect(ok(SafeString(100), value)).toBe(expected);
  });

  it('bounds the length and trims; RequiredText needs a character', () => {
    expect(Text(5).parse('  abc  ')).toBe('abc');
    expect(ok(Text(5), 'abcdef')).toBe(false);
    expect(ok(RequiredText(5), '   ')).toBe(false);
  });
});

describe('ids', () => {
  it.each([
    [1, true],
    [2_147_483_647, true],
    [2_147_483_648, false],
    [2 ** 53 + 2, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['12', false],
  ])('body id %s', (value, expected) => expect(ok(Id, value)).toBe(expected));

  it.each([
    ['1', true],
    ['2147483647', true],
    ['2147483648', false],
    ['99999999999', false],
    ['-1', false],
    ['abc', false],
    ['1.5', false],
  ])('path id %s', (value, expected) => expect(ok(IdParam, value)).toBe(expected));
});

describe('dates and times', () => {
  it.each([
    ['2026-11-25', true],
    ['2028-02-29', true],
    ['2026-13-45', false],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['0000-01-01', false],
    ['1999-12-31', false],
    ['2100-01-01', false],
    ['2026-1-5', false],
    ['20261125', false],
  ])('date %s', (value, expected) => expect(ok(IsoDate, value)).toBe(expected));

  it.each([
    ['00:00', true],
    ['12:45', true],
    ['23:59', true],
    ['99:99', false],
    ['24:00', false],
    ['12:60', false],
    ['7:30', false],
    ['12:00:00', false],
  ])('time %s', (value, expected) => expect(ok(WallTime, value)).toBe(expected));

  it.each([
    ['2026-11-20T15:00:00Z', true],
    ['2026-11-20T10:00:00.123-05:00', true],
    ['2026-02-30T00:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['2026-11-20T25:00:00Z', false],
    ['2026-11-20T15:00:00', false],
  ])('instant %s', (value, expected) => expect(ok(Instant, value)).toBe(expected));
});

describe('flat JSON objects', () => {
  it('takes plain keys and scalar values, nothing nested, no NUL, at most 50 keys', () => {
    expect(ok(JsonFlatObject, { boxes: 12, note: 'sans noix', veggie: true, extra: null })).toBe(true);
    expect(ok(JsonFlatObject, { nested: { a: 1 } })).toBe(false);
    expect(ok(JsonFlatObject, { list: [1] })).toBe(false);
    expect(ok(JsonFlatObject, { 'a\u0000': 1 })).toBe(false);
    expect(ok(JsonFlatObject, { a: 'x\u0000' })).toBe(false);
    expect(ok(JsonFlatObject, Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])))).toBe(false);
  });
});
