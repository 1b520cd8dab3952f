// "Order again" joins the server's items to the cart (ADR 215): the same dish on the same day adds to
// its line; a lunch box line keeps one list of choices per box (issue 12, ADR 220).
import type { CartDocument } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { countItems, withOrderAgainItems } from '../src/features/account/order-again';

const at = '2026-11-26T12:00:00.000Z';
const box = (quantity: number, choices?: number[][]) => ({
  productId: 501,
  type: 'meal' as const,
  quantity,
  customizations: { fullPortion: true, sides: [], ...(choices ? { choices } : {}) },
  addedAt: at,
});
const doc = (items: CartDocument['items']): CartDocument => ({ items }) as CartDocument;

describe('withOrderAgainItems', () => {
  it('adds the boxes of a past order to the same box line with their own choices', () => {
    const cart = doc({ catering: [box(1, [[7, 8]])] });
    const out = withOrderAgainItems(cart, {
      catering: [
        box(2, [
          [9, 10],
          [11, 12],
        ]),
      ],
    });
    expect(out.items.catering).toHaveLength(1);
    expect(out.items.catering?.[0]).toMatchObject({
      quantity: 3,
      customizations: {
        choices: [
          [7, 8],
          [9, 10],
          [11, 12],
        ],
      },
    });
  });

  it('a box in the cart without its choices yet keeps an empty place for them', () => {
    const out = withOrderAgainItems(doc({ catering: [box(2)] }), { catering: [box(1, [[9, 10]])] });
    expect(out.items.catering?.[0]?.customizations.choices).toEqual([[], [], [9, 10]]);
  });

  it('lines without choices stay without them; a new line is pushed as it came', () => {
    const meal = { ...box(2), productId: 77 };
    const out = withOrderAgainItems(doc({ catering: [meal] }), { catering: [{ ...meal, quantity: 1 }, box(1, [[1, 2]])] });
    expect(out.items.catering?.[0]).toMatchObject({ productId: 77, quantity: 3 });
    expect(out.items.catering?.[0]?.customizations.choices).toBeUndefined();
    expect(out.items.catering?.[1]).toMatchObject({ productId: 501, customizations: { choices: [[1, 2]] } });
    expect(countItems(out.items)).toBe(4);
  });
});
