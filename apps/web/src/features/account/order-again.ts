// "Order again" (ADR 215): the items the server placed on today's open days join the cart; the
// same dish on the same day, kind and portion adds to its line rather than making a second one.
import type { CartDocument, CartItems } from '@mijote/contracts';
import { CART_LINE_MAX_QUANTITY } from '@mijote/contracts/plain';

type Item = NonNullable<CartItems[keyof CartItems]>[number];

const sameLine = (a: Item, b: Item) =>
  a.productId === b.productId &&
  a.type === b.type &&
  a.date === b.date &&
  a.customizations.fullPortion === b.customizations.fullPortion &&
  JSON.stringify(a.customizations.sides) === JSON.stringify(b.customizations.sides);

export function withOrderAgainItems(doc: CartDocument, add: CartItems): CartDocument {
  const items: CartItems = { ...doc.items };
  for (const [group, list] of Object.entries(add) as [keyof CartItems, Item[] | undefined][]) {
    if (!list) continue;
    const lines = [...(items[group] ?? [])];
    for (const item of list) {
      const i = lines.findIndex((l) => sameLine(l, item));
      if (i >= 0)
        lines[i] = {
          ...lines[i]!,
          quantity: Math.min(CART_LINE_MAX_QUANTITY, lines[i]!.quantity + item.quantity),
          lastUpdatedAt: item.addedAt,
        };
      else lines.push(item);
    }
    items[group] = lines;
  }
  return { ...doc, items };
}

/** How many dishes an answer adds. */
export function countItems(items: CartItems): number {
  return Object.values(items).reduce((n, list) => n + (list ?? []).reduce((m, i) => m + i.quantity, 0), 0);
}
