import { describe, expect, it } from 'vitest';
import { boxChoiceCount, checkBoxChoices, type BoxProduct } from './lunch-box.js';

describe('catering lunch boxes', () => {
  it.each<{ product: BoxProduct; count: number | null }>([
    { product: { productType: 'LB' }, count: 2 },
    { product: { productType: 'LB', singleChoice: true }, count: 1 },
    { product: { productType: 'MO' }, count: 4 },
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
});
