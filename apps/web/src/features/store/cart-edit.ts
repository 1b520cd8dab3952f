// Edits of the cart document the customer makes (add, change a quantity, choose a side, remove).
// Only what was chosen is written; every amount comes back from the server's priced cart.
import { CART_LINE_MAX_QUANTITY, type CartDocument, type CartGroupName, type CartItem, type CartItemType, type PricedCartLine } from '@mijote/contracts';
import { SIDE_PLACEHOLDER } from '@mijote/domain';

/** A side's product id, or the domain's placeholder while none is chosen. */
export type CartSideChoice = number | typeof SIDE_PLACEHOLDER;

/** The value of a side `<select>` (its placeholder option carries `SIDE_PLACEHOLDER`). */
export function parseSideChoice(value: string): CartSideChoice {
  return value === SIDE_PLACEHOLDER ? SIDE_PLACEHOLDER : Number(value);
}

export interface NewItem {
  productId: number;
  type: CartItemType;
  quantity: number;
  /** Required sides: one entry per side, the placeholder while none is chosen. */
  sides: CartSideChoice[];
  /** The menu day (weekday groups). */
  date?: string | undefined;
}


const sameSides = (a: readonly CartSideChoice[], b: readonly CartSideChoice[]) => a.length === b.length && a.every((s, i) => s === b[i]);

function withGroup(doc: CartDocument, group: CartGroupName, list: CartItem[]): CartDocument {
  const items = { ...doc.items };
  if (list.length > 0) items[group] = list;
  else delete items[group];
  return { ...doc, items };
}

/** Adds an item; the same dish, kind, sides and day already in the cart gets the quantity added. */
export function addItem(doc: CartDocument, group: CartGroupName, item: NewItem, now: Date): CartDocument {
  const list = [...(doc.items[group] ?? [])];
  const at = now.toISOString();
  const i = list.findIndex(
    (x) =>
      x.productId === item.productId &&
      x.type === item.type &&
      x.customizations.fullPortion &&
      sameSides(x.customizations.sides, item.sides) &&
      (item.date === undefined || x.date === undefined || x.date === item.date),
  );
  if (i >= 0) {
    const x = list[i] as CartItem;
    list[i] = { ...x, quantity: Math.min(CART_LINE_MAX_QUANTITY, x.quantity + item.quantity), lastUpdatedAt: at };
  } else {
    list.push({
      productId: item.productId,
      type: item.type,
      quantity: Math.min(CART_LINE_MAX_QUANTITY, item.quantity),
      customizations: { fullPortion: true, sides: item.sides },
      addedAt: at,
      ...(item.date ? { date: item.date } : {}),
    });
  }
  return withGroup(doc, group, list);
}

/** The index of a priced line in the document (lines are priced from an earlier copy). */
function locate(doc: CartDocument, line: Pick<PricedCartLine, 'group' | 'index' | 'productId' | 'type' | 'date'>): number {
  const list = doc.items[line.group] ?? [];
  const same = (x: CartItem | undefined) => !!x && x.productId === line.productId && x.type === line.type && (!line.date || !x.date || x.date === line.date);
  if (same(list[line.index])) return line.index;
  return list.findIndex(same);
}

type LineRef = Pick<PricedCartLine, 'group' | 'index' | 'productId' | 'type' | 'date'>;

/** Sets a line's quantity; 0 removes it (a quantity never goes below 0). */
export function setQuantity(doc: CartDocument, line: LineRef, quantity: number, now: Date): CartDocument {
  const i = locate(doc, line);
  if (i < 0) return doc;
  const list = [...(doc.items[line.group] ?? [])];
  const q = Math.max(0, Math.min(CART_LINE_MAX_QUANTITY, Math.trunc(quantity)));
  if (q === 0) list.splice(i, 1);
  else list[i] = { ...(list[i] as CartItem), quantity: q, lastUpdatedAt: now.toISOString() };
  return withGroup(doc, line.group, list);
}

export function removeLine(doc: CartDocument, line: LineRef): CartDocument {
  const i = locate(doc, line);
  if (i < 0) return doc;
  const list = [...(doc.items[line.group] ?? [])];
  list.splice(i, 1);
  return withGroup(doc, line.group, list);
}

/** Chooses the side of a line (its first side slot). */
export function setSide(doc: CartDocument, line: LineRef, side: CartSideChoice, now: Date): CartDocument {
  const i = locate(doc, line);
  if (i < 0) return doc;
  const list = [...(doc.items[line.group] ?? [])];
  const x = list[i] as CartItem;
  const sides = [...x.customizations.sides];
  if (sides.length === 0) sides.push(side);
  else sides[0] = side;
  list[i] = { ...x, customizations: { ...x.customizations, sides, side: undefined }, lastUpdatedAt: now.toISOString() };
  return withGroup(doc, line.group, list);
}

/** The document without the lines the server removed (closed days, expired products). */
export function withoutRemoved(doc: CartDocument, lines: readonly PricedCartLine[]): CartDocument {
  let out = doc;
  // from the last index down, so earlier indexes stay valid
  for (const line of [...lines].filter((l) => l.removalReason).sort((a, b) => b.index - a.index)) out = removeLine(out, line);
  return out;
}

/** The side chosen on a line of the document, or the placeholder. */
export function sideOf(doc: CartDocument, line: LineRef): CartSideChoice {
  const i = locate(doc, line);
  const x = i >= 0 ? doc.items[line.group]?.[i] : undefined;
  return x?.customizations.sides[0] ?? x?.customizations.side ?? SIDE_PLACEHOLDER;
}

/** The priced lines the cart keeps (not those the server removed: closed days, expired products). */
export function keptLines(lines: readonly PricedCartLine[]): PricedCartLine[] {
  return lines.filter((l) => !l.removalReason);
}

/** Units shown on the cart badge: the quantities of kept lines (`keptLines`). */
export function itemCount(kept: readonly PricedCartLine[]): number {
  return kept.reduce((n, l) => n + l.quantity, 0);
}
