import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedQuantity, isOutOfStock, LOW_STOCK_ITEMS, lowStockLeft, unitsPerItem, unitsUsed } from './inventory.js';
import type { CartItemKind } from './vocabulary.js';

describe('quantity against remaining inventory', () => {
  it.each<{ requested: number; kind: CartItemKind; remaining: number | null; quantity: number; maxInventory: boolean }>([
    { requested: 3, kind: 'meal', remaining: 10, quantity: 3, maxInventory: false },
    { requested: 10, kind: 'meal', remaining: 10, quantity: 10, maxInventory: false },
    { requested: 11, kind: 'meal', remaining: 10, quantity: 10, maxInventory: true },
    { requested: -1, kind: 'meal', remaining: 10, quantity: 0, maxInventory: false },
    { requested: 2, kind: 'familyPack', remaining: 8, quantity: 2, maxInventory: false },
    { requested: 3, kind: 'familyPack', remaining: 8, quantity: 2, maxInventory: true },
    { requested: 1, kind: 'familyPack', remaining: 3, quantity: 0, maxInventory: true },
    { requested: 1, kind: 'kids', remaining: 1, quantity: 1, maxInventory: false },
    { requested: 50, kind: 'meal', remaining: null, quantity: 50, maxInventory: false },
    { requested: 1, kind: 'meal', remaining: 0, quantity: 0, maxInventory: true },
  ])(
    '$requested × $kind with $remaining left → $quantity (max flag $maxInventory)',
    ({ requested, kind, remaining, quantity, maxInventory }) => {
      expect(allowedQuantity(requested, kind, remaining)).toEqual({ quantity, maxInventory });
    },
  );

  it('a family pack counts as 4 units', () => {
    expect(unitsPerItem('familyPack')).toBe(4);
    expect(
      unitsUsed([
        { kind: 'familyPack', quantity: 2 },
        { kind: 'meal', quantity: 3 },
      ]),
    ).toBe(11);
  });

  it.each<{ kind: CartItemKind; remaining: number | null; out: boolean }>([
    { kind: 'meal', remaining: 0, out: true },
    { kind: 'meal', remaining: 1, out: false },
    { kind: 'familyPack', remaining: 3, out: true },
    { kind: 'familyPack', remaining: 4, out: false },
    { kind: 'meal', remaining: null, out: false },
  ])('$kind out of stock with $remaining left: $out', ({ kind, remaining, out }) => {
    expect(isOutOfStock(kind, remaining)).toBe(out);
  });

  it('quantity never below 0 nor above the inventory', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 1000 }),
        fc.constantFrom<CartItemKind>('meal', 'kids', 'familyPack'),
        fc.integer({ min: 0, max: 500 }),
        (requested, kind, remaining) => {
          const { quantity, maxInventory } = allowedQuantity(requested, kind, remaining);
          expect(quantity).toBeGreaterThanOrEqual(0);
          expect(quantity * unitsPerItem(kind)).toBeLessThanOrEqual(remaining);
          expect(maxInventory).toBe(quantity < Math.max(0, requested));
        },
      ),
    );
  });
});

describe('low stock (the product card\'s "only N left")', () => {
  it.each<[number | null, CartItemKind, number | null]>([
    [null, 'meal', null], // no inventory limit
    [0, 'meal', null], // out of stock: said otherwise
    [-2, 'meal', null],
    [1, 'meal', 1],
    [10, 'meal', 10],
    [11, 'meal', null],
    [7, 'kids', 7], // a kids portion is one unit
    [3, 'familyPack', null], // not even one family pack
    [4, 'familyPack', 1],
    [11, 'familyPack', 2],
    [40, 'familyPack', 10],
    [43, 'familyPack', 10],
    [44, 'familyPack', null],
  ])('%s units left, %s: %s', (units, kind, left) => {
    expect(lowStockLeft(units, kind)).toBe(left);
  });

  it('the threshold is ten items', () => {
    expect(LOW_STOCK_ITEMS).toBe(10);
  });
});
