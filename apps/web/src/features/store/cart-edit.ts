// Edits of the cart document the customer makes (add, change a quantity, choose a side, remove).
// Only what was chosen is written; every amount comes back from the server's priced cart.
import { CART_LINE_MAX_QUANTITY } from '@mijote/contracts/plain';
import type { CartDocument, CartGroupName, CartItem, CartItemType, PricedCartLine } from '@mijote/contracts';
import { SIDE_PLACEHOLDER } from '@mijote/domain';

/** A side's product id, or the domain's placeholder while none is chosen. */
export type CartSideChoice = number | typeof SIDE_PLACEHOLDER;

/** The value of a side `<select>` (its placeholder option carries `SIDE_PLACEHOLDER`). */
export function parseSideChoice(value: string): CartSideChoice {
  return value === SIDE_PLACEHOLDER ? SIDE_PLACEHOLDER : Number(value);
}

/** What points at a line of the document: a priced line (its portion when it says). */
type LineRef = Pick<PricedCartLine, 'group' | 'index' | 'productId' | 'type' | 'date'> & Partial<Pick<PricedCartLine, 'fullPortion'>>;

export interface NewItem {
  productId: number;
  type: CartItemType;
  /** false: a half portion (ADR 191); a full portion when absent */
  fullPortion?: boolean;
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

/** Where an added item goes: the line of the same dish, kind, portion, sides and day, or -1. */
function sameLineIndex(list: readonly CartItem[], item: NewItem): number {
  return list.findIndex(
    (x) =>
      x.productId === item.productId &&
      x.type === item.type &&
      x.customizations.fullPortion === (item.fullPortion ?? true) &&
      sameSides(x.customizations.sides, item.sides) &&
      (item.date === undefined || x.date === undefined || x.date === item.date),
  );
}

/** How many of an added item's line the cart holds (0 when it has none). */
export function quantityOfLine(doc: CartDocument, group: CartGroupName, item: NewItem): number {
  const list = doc.items[group] ?? [];
  return list[sameLineIndex(list, item)]?.quantity ?? 0;
}

/**
 * What an add really did, from the cart before and the cart the server answered (it cuts a line to
 * the stock, customer-side §5): how many went in, of how many asked (issue 9).
 */
export function addOutcome(
  before: CartDocument,
  after: CartDocument,
  group: CartGroupName,
  item: NewItem,
): { asked: number; added: number } {
  const added = Math.max(0, quantityOfLine(after, group, item) - quantityOfLine(before, group, item));
  return { asked: item.quantity, added: Math.min(added, item.quantity) };
}

/** Adds an item; the same dish, kind, portion, sides and day already in the cart gets the quantity added. */
export function addItem(doc: CartDocument, group: CartGroupName, item: NewItem, now: Date): CartDocument {
  const list = [...(doc.items[group] ?? [])];
  const at = now.toISOString();
  const i = sameLineIndex(list, item);
  if (i >= 0) {
    // a new ask: what the stock cut before is the server's to say again
    const { cappedFrom: _cut, ...x } = list[i] as CartItem;
    list[i] = { ...x, quantity: Math.min(CART_LINE_MAX_QUANTITY, x.quantity + item.quantity), lastUpdatedAt: at };
  } else {
    list.push({
      productId: item.productId,
      type: item.type,
      quantity: Math.min(CART_LINE_MAX_QUANTITY, item.quantity),
      customizations: { fullPortion: item.fullPortion ?? true, sides: item.sides },
      addedAt: at,
      ...(item.date ? { date: item.date } : {}),
    });
  }
  return withGroup(doc, group, list);
}

/** The index of a priced line in the document (lines are priced from an earlier copy). */
function locate(doc: CartDocument, line: LineRef): number {
  const list = doc.items[line.group] ?? [];
  const same = (x: CartItem | undefined) =>
    !!x &&
    x.productId === line.productId &&
    x.type === line.type &&
    // a half portion and a full portion of the same dish are two lines (ADR 191)
    (line.fullPortion === undefined || x.customizations.fullPortion === line.fullPortion) &&
    (!line.date || !x.date || x.date === line.date);
  if (same(list[line.index])) return line.index;
  return list.findIndex(same);
}

/** Sets a line's quantity; 0 removes it (a quantity never goes below 0). */
export function setQuantity(doc: CartDocument, line: LineRef, quantity: number, now: Date): CartDocument {
  const i = locate(doc, line);
  if (i < 0) return doc;
  const list = [...(doc.items[line.group] ?? [])];
  const q = Math.max(0, Math.min(CART_LINE_MAX_QUANTITY, Math.trunc(quantity)));
  if (q === 0) list.splice(i, 1);
  else {
    // the customer chose this quantity: the stock's earlier cut is no longer news
    const { cappedFrom: _cut, ...x } = list[i] as CartItem;
    list[i] = { ...x, quantity: q, lastUpdatedAt: now.toISOString() };
  }
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

/** The quantity the cart document holds for a priced line (what the server kept), or null. */
export function heldQuantityOf(doc: CartDocument, line: LineRef): number | null {
  const i = locate(doc, line);
  return i >= 0 ? (doc.items[line.group]?.[i]?.quantity ?? null) : null;
}

/** The quantity the customer asked for when the stock cut this line (the server's `cappedFrom`), or null. */
export function cappedFromOf(doc: CartDocument, line: LineRef & Pick<PricedCartLine, 'quantity'>): number | null {
  const i = locate(doc, line);
  const asked = i >= 0 ? doc.items[line.group]?.[i]?.cappedFrom : undefined;
  return asked !== undefined && asked > line.quantity ? asked : null;
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

/**
 * The choices of each box of a catering box line (ADR 220), one list per box of the line and
 * `count` per box; the placeholder where none is made yet.
 */
export function boxChoicesOf(doc: CartDocument, line: LineRef & Pick<PricedCartLine, 'quantity'>, count: number): CartSideChoice[][] {
  const x = (doc.items[line.group] ?? [])[locate(doc, line)];
  const stored = x?.customizations.choices ?? [];
  return Array.from({ length: line.quantity }, (_, b) =>
    Array.from({ length: count }, (_, s): CartSideChoice => stored[b]?.[s] ?? SIDE_PLACEHOLDER),
  );
}

/** Makes one choice of one box of a line; the line's choices are sized to its boxes. */
export function setBoxChoice(
  doc: CartDocument,
  line: LineRef & Pick<PricedCartLine, 'quantity'>,
  count: number,
  at: { box: number; slot: number },
  choice: CartSideChoice,
  now: Date,
): CartDocument {
  const i = locate(doc, line);
  if (i < 0) return doc;
  const choices = boxChoicesOf(doc, line, count);
  const box = choices[at.box];
  if (!box || at.slot >= count) return doc;
  box[at.slot] = choice;
  const list = [...(doc.items[line.group] ?? [])];
  const x = list[i] as CartItem;
  list[i] = { ...x, customizations: { ...x.customizations, choices }, lastUpdatedAt: now.toISOString() };
  return withGroup(doc, line.group, list);
}

/** A master login's custom product (ADR 223): a new line of the custom group with its title and price. */
export function addCustomItem(
  doc: CartDocument,
  item: { productId: number; title: string; priceCents: number; quantity: number },
  now: Date,
): CartDocument {
  const list = [...(doc.items.custom ?? [])];
  list.push({
    productId: item.productId,
    type: 'meal',
    quantity: Math.max(1, Math.min(CART_LINE_MAX_QUANTITY, Math.trunc(item.quantity))),
    customizations: { fullPortion: true, sides: [] },
    custom: { title: item.title, priceCents: item.priceCents },
    addedAt: now.toISOString(),
  });
  return withGroup(doc, 'custom', list);
}
