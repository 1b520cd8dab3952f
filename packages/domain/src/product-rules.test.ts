import { describe, expect, it } from 'vitest';
import {
  allowsDayOfWeekOptions,
  canAddVideo,
  canEditProduct,
  duplicateProduct,
  isFranchiseTypeAllowed,
  tagColour,
} from './product-rules.js';
import { PRODUCT_TYPES, type ProductCategoryCd, type ProductTypeCd } from './vocabulary.js';

describe('product duplicate', () => {
  it('is a new draft, independent of the original', () => {
    const original = { id: 42, status: 'A' as const, translations: [{ lang: 'en', title: 'Lasagna' }] };
    const copy = duplicateProduct(original);
    expect(copy).toEqual({ id: 0, status: 'D', translations: [{ lang: 'en', title: 'Lasagna' }] });
    copy.translations[0]!.title = 'Copy';
    expect(original.translations[0]?.title).toBe('Lasagna');
  });
});

describe('day-of-week options', () => {
  const allowed = ['LU', 'SU', 'BF', 'CC', 'SH', 'PZ', 'KC', 'DR', 'SD', 'WR', 'SN', 'AP'];
  it.each(PRODUCT_TYPES.map((type) => ({ type, out: allowed.includes(type) })))('$type: $out', ({ type, out }) => {
    expect(allowsDayOfWeekOptions(type)).toBe(out);
  });
});

describe('meal products with franchises', () => {
  it.each<{ category: ProductCategoryCd; type: ProductTypeCd; franchises: number; out: boolean }>([
    { category: 'M', type: 'LU', franchises: 2, out: true },
    { category: 'M', type: 'BF', franchises: 1, out: true },
    { category: 'M', type: 'SU', franchises: 1, out: true },
    { category: 'M', type: 'CC', franchises: 1, out: false },
    { category: 'M', type: 'SD', franchises: 1, out: false },
    { category: 'M', type: 'SD', franchises: 0, out: true },
    { category: 'R', type: 'SD', franchises: 3, out: true },
  ])('$category $type with $franchises franchises: $out', ({ category, type, franchises, out }) => {
    expect(isFranchiseTypeAllowed(category, type, franchises)).toBe(out);
  });
});

describe('other product rules', () => {
  it('at most 2 videos', () => {
    expect(canAddVideo(0)).toBe(true);
    expect(canAddVideo(1)).toBe(true);
    expect(canAddVideo(2)).toBe(false);
  });

  it('retail products are not edited once a restaurant is selected', () => {
    expect(canEditProduct('R', 3)).toBe(false);
    expect(canEditProduct('R', null)).toBe(true);
    expect(canEditProduct('M', 3)).toBe(true);
  });

  it.each([
    { tagId: 1, colour: 'orange' },
    { tagId: 2, colour: 'blue' },
    { tagId: 3, colour: 'primary' },
    { tagId: 4, colour: null },
  ])('tag $tagId is $colour', ({ tagId, colour }) => {
    expect(tagColour(tagId)).toBe(colour);
  });
});
