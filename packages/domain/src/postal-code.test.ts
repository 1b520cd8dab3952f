import { describe, expect, it } from 'vitest';
import { isServedArea, matchPostalCode, normalizePostalCode, servedAreaCode } from './postal-code.js';

const served = [
  { code: 'H9R1A1', franchiseId: 1 },
  { code: 'H9S', franchiseId: 2 },
  { code: 'H4B 2', franchiseId: 3 },
  { code: '#H3Z', franchiseId: 4 },
  { code: 'H3Z2Y7', franchiseId: 5 },
];

describe('postal-code matching', () => {
  it.each([
    { input: 'H9R 1A1', ids: [1] },
    { input: 'h9r1a1', ids: [1] },
    { input: 'H9R1B2', ids: [] }, // falls back to H9R1B, H9R1, H9R: none served
    { input: 'H9S 5K2', ids: [2] }, // falls back to the area H9S
    { input: 'H4B2X1', ids: [3] }, // falls back to H4B2
    { input: 'H3Z2Y7', ids: [5] }, // the longest match wins over H3Z
    { input: 'H3Z1A1', ids: [4] },
    { input: 'H9S5K', ids: [] }, // fewer than 6 characters
    { input: 'H9S', ids: [] },
    { input: '', ids: [] },
    { input: 'J4B1A1', ids: [] },
  ])('$input → $ids', ({ input, ids }) => {
    expect(matchPostalCode(input, served).map((s) => s.franchiseId)).toEqual(ids);
    expect(isServedArea(input, served)).toBe(ids.length > 0);
  });

  it('normalises case, spaces, dashes and the leading #', () => {
    expect(normalizePostalCode(' #h9r-1a1 ')).toBe('H9R1A1');
  });
});

describe('servedAreaCode (back-office §3: a leading # stripped)', () => {
  it.each([
    ['H9B', 'H9B'],
    ['#h9b', 'H9B'],
    [' h9b 1a ', 'H9B1A'],
    ['H9B-1A1', 'H9B1A1'],
    ['H9', null],
    ['H9B1A1X', null],
    ['D9B', null],
    ['H9BB', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(servedAreaCode(input)).toBe(expected);
  });
});
