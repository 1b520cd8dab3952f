// The browser's reader of a stored cart document (lib/cart/cart-document, ADR 230) against the
// contract it stands in for: what CartDocument accepts it reads the same, what it refuses is dropped.
import { CartDocument } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART, readCartDocument } from '../src/lib/cart/cart-document';

const at = '2026-11-20T15:04:05.000Z';
const ACCEPTED: unknown[] = [
  {},
  { items: {} },
  { items: { generic: [{ productId: 12, quantity: 1, addedAt: at }] } },
  {
    items: {
      monday: [
        { productId: 3, type: 'kids', quantity: 2, addedAt: at, date: '2026-11-23', customizations: { fullPortion: false, sides: [41] } },
      ],
    },
  },
  {
    items: { tuesday: [{ productId: 3, quantity: 1, addedAt: at, customizations: { sides: ['choice'] }, cappedFrom: 4 }], catering: [] },
    promoCode: 'NOEL',
    tipAmount: 500,
  },
  {
    items: {},
    checkoutProcedure: 'pickup',
    isRush: true,
    postalCode: 'H9R 2W3',
    franchiseId: 2,
    centuryDollarAmount: 1250,
    isDeliveryWaived: false,
  },
];
const REFUSED: unknown[] = [
  null,
  [],
  'cart',
  { items: { brunch: [] } },
  { items: { generic: [{ productId: 12, quantity: 1 }] } }, // no addedAt
  { items: { generic: [{ productId: 0, quantity: 1, addedAt: at }] } },
  { items: { generic: [{ productId: 12, quantity: 501, addedAt: at }] } },
  { items: { generic: [{ productId: 12, quantity: 1, addedAt: at, amount: 100 }] } },
  { items: { generic: [{ productId: 12, quantity: 1, addedAt: at, type: 'giant' }] } },
  { items: {}, tipAmount: -1 },
  { items: {}, checkoutProcedure: 'drone' },
  { items: {}, isRush: 'yes' },
  { items: {}, total: 0 },
];

describe('readCartDocument', () => {
  it.each(ACCEPTED.map((doc) => [JSON.stringify(doc), doc]))('reads %s as the contract does', (_, doc) => {
    expect(readCartDocument(doc)).toEqual(CartDocument.parse(doc));
  });

  it.each(REFUSED.map((doc) => [JSON.stringify(doc), doc]))('drops %s, which the contract refuses', (_, doc) => {
    expect(CartDocument.safeParse(doc).success).toBe(false);
    expect(readCartDocument(doc)).toBeNull();
  });

  it('starts empty with the contract defaults', () => {
    expect(EMPTY_CART).toEqual(CartDocument.parse({}));
  });
});
