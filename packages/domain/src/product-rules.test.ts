import { describe, expect, it } from 'vitest';
import {
  allowsDayOfWeekOptions,
  canAddVideo,
  canEditProduct,
  missingProductTranslations,
  youtubeVideoId,
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

describe('youtubeVideoId', () => {
  it('takes the id from the links staff paste, and the bare id', () => {
    for (const link of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    ])
      expect(youtubeVideoId(link), link).toBe('dQw4w9WgXcQ');
  });
  it('refuses other sites, other schemes and broken ids', () => {
    for (const link of [
      'https://vimeo.com/123456789',
      'javascript:alert(1)',
      'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      '',
      'dQw4w9WgXc!',
    ])
      expect(youtubeVideoId(link), link).toBeNull();
  });
});

describe('missingProductTranslations', () => {
  it('names each language without a title or a description', () => {
    expect(missingProductTranslations([])).toEqual(['en', 'fr']);
    expect(
      missingProductTranslations([
        { languageCd: 'en', title: 'Beef stew', description: 'Slow cooked' },
        { languageCd: 'fr', title: 'Bœuf mijoté', description: ' ' },
      ]),
    ).toEqual(['fr']);
    expect(
      missingProductTranslations([
        { languageCd: 'fr', title: 'Bœuf mijoté', description: 'Mijoté' },
        { languageCd: 'en', title: 'Beef stew', description: 'Slow cooked' },
      ]),
    ).toEqual([]);
  });
});
