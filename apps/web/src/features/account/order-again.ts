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

/** The line with the item's units added; a lunch box keeps one list of choices per box (ADR 220). */
function merged(line: Item, item: Item): Item {
  const quantity = Math.min(CART_LINE_MAX_QUANTITY, line.quantity + item.quantity);
  const out: Item = { ...line, quantity, lastUpdatedAt: item.addedAt };
  const a = line.customizations.choices;
  const b = item.customizations.choices;
  if (!a && !b) return out;
  // the boxes already in the cart keep their choices; each added box brings its own
  const padded = Array.from({ length: line.quantity }, (_, k) => a?.[k] ?? []);
  return { ...out, customizations: { ...line.customizations, choices: [...padded, ...(b ?? [])].slice(0, quantity) } };
}

export function withOrderAgainItems(doc: CartDocument, add: CartItems): CartDocument {
  const items: CartItems = { ...doc.items };
  for (const [group, list] of Object.entries(add) as [keyof CartItems, Item[] | undefined][]) {
    if (!list) continue;
    const lines = [...(items[group] ?? [])];
    for (const item of list) {
      const i = lines.findIndex((l) => sameLine(l, item));
      if (i >= 0) lines[i] = merged(lines[i]!, item);
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
