import { describe, expect, it } from 'vitest';
import { boxChoiceCount, checkBoxChoices, type BoxProduct } from './lunch-box.js';

describe('catering lunch boxes', () => {
  it.each<{ product: BoxProduct; count: number | null }>([
    { product: { productType: 'LB' }, count: 2 },
    { product: { productType: 'LB', singleChoice: true }, count: 1 },
    { product: { productType: 'MO' }, count: 4 },
    { product: { productType: 'MO', hasChoices: true }, count: 4 },
    { product: { productType: 'MO', hasChoices: false }, count: null }, // a pastry platter
    { product: { productType: 'TR' }, count: null },
  ])('$product.productType (single $product.singleChoice) takes $count', ({ product, count }) => {
    expect(boxChoiceCount(product)).toBe(count);
  });

  it.each<{ product: BoxProduct; choices: number[][]; out: string }>([
    { product: { productType: 'LB' }, choices: [[1, 2]], out: 'ok' },
    { product: { productType: 'LB' }, choices: [[1, 2], [3]], out: 'lunch-box-choices' },
    { product: { productType: 'LB', singleChoice: true }, choices: [[1], [2]], out: 'ok' },
    { product: { productType: 'LB', singleChoice: true }, choices: [[1, 2]], out: 'lunch-box-choices' },
    { product: { productType: 'MO' }, choices: [[1, 2, 3, 4]], out: 'ok' },
    { product: { productType: 'MO' }, choices: [[1, 2]], out: 'lunch-box-choices' },
    { product: { productType: 'SW' }, choices: [], out: 'ok' },
  ])('$product.productType with $choices → $out', ({ product, choices, out }) => {
    expect(checkBoxChoices(product, choices)).toBe(out);
  });

  it('one list of choices per box of the line, each among the offered ones', () => {
    const lb = { productType: 'LB' } as const;
    const offered = new Set([1, 2, 3]);
    expect(
      checkBoxChoices(
        lb,
        [
          [1, 2],
          [2, 3],
        ],
        { boxes: 2, offered },
      ),
    ).toBe('ok');
    expect(checkBoxChoices(lb, [[1, 2]], { boxes: 2, offered })).toBe('lunch-box-choices'); // a box without choices
    expect(
      checkBoxChoices(
        lb,
        [
          [1, 2],
          [1, 2],
          [1, 2],
        ],
        { boxes: 2, offered },
      ),
    ).toBe('lunch-box-choices');
    expect(checkBoxChoices(lb, [[1, 9]], { boxes: 1, offered })).toBe('lunch-box-choices'); // 9 is not offered
    expect(checkBoxChoices({ productType: 'MO' }, [[1, 1, 2, 3]], { boxes: 1, offered })).toBe('ok'); // twice the same is allowed
    expect(checkBoxChoices({ productType: 'MO', hasChoices: false }, [], { boxes: 3, offered })).toBe('ok');
  });
});
