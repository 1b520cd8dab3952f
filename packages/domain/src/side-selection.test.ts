import { describe, expect, it } from 'vitest';
import { checkSides, isSideMissing } from './side-selection.js';

describe('required sides', () => {
  it.each([
    { item: { requiresSecondaryProducts: true, sides: [14] }, missing: false },
    { item: { requiresSecondaryProducts: true, sides: ['choice'] }, missing: true },
    { item: { requiresSecondaryProducts: true, sides: [14, 'choice'] }, missing: true },
    { item: { requiresSecondaryProducts: true, sides: [] }, missing: true },
    { item: { requiresSecondaryProducts: false, sides: ['choice'] }, missing: false },
  ])('$item → missing $missing', ({ item, missing }) => {
    expect(isSideMissing(item)).toBe(missing);
  });

  it('an unselected side blocks checkout', () => {
    expect(checkSides([{ requiresSecondaryProducts: true, sides: [3] }])).toBeNull();
    expect(
      checkSides([
        { requiresSecondaryProducts: true, sides: [3] },
        { requiresSecondaryProducts: true, sides: ['choice'] },
      ]),
    ).toBe('order-missing-side-selection-checkout');
  });
});
