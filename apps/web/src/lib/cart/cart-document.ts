// A visitor's cart document as read back from local storage, without zod (ADR 230). The contract
// (`CartDocument` of @mijote/contracts) stays the rule: the API parses every document it receives
// (pricing, merge at login), and test/cart-document.test.ts checks this reader agrees with it. Here
// a stored document of another shape (an older release, a hand edit) is dropped, never half-used:
// the options must have their types, the groups must be the contract's, each line must name a
// product, a quantity and when it was added, and gets the contract's defaults (a regular meal, a
// full portion, no side); the values inside a line's customizations are the server's to check.
import type { CartDocument, CartItem } from '@mijote/contracts';
import { CART_GROUP_NAMES, CART_LINE_MAX_QUANTITY } from '@mijote/contracts/plain';

export const EMPTY_CART: CartDocument = {
  items: {},
  promoCode: null,
  tipAmount: 0,
  centuryDollarAmount: 0,
  checkoutProcedure: 'delivery',
  isRush: false,
  isDeliveryWaived: false,
  postalCode: null,
  franchiseId: null,
};

const PROCEDURES: readonly string[] = ['delivery', 'pickup', 'eat-in'];
const GROUPS: readonly string[] = CART_GROUP_NAMES;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isTextOrNull = (v: unknown, max: number) => v === null || (typeof v === 'string' && v.length <= max);

const ITEM_TYPES: readonly string[] = ['meal', 'kids', 'familyPack'];
const ITEM_KEYS = new Set(['productId', 'type', 'quantity', 'customizations', 'addedAt', 'lastUpdatedAt', 'date', 'cappedFrom']);

/** A stored line with the contract's defaults (a regular meal, a full portion, no side), or null. */
function readLine(v: unknown): CartItem | null {
  if (!isRecord(v) || Object.keys(v).some((k) => !ITEM_KEYS.has(k))) return null;
  if (!isInt(v['productId'], 1, 2_147_483_647) || !isInt(v['quantity'], 0, CART_LINE_MAX_QUANTITY)) return null;
  if (typeof v['addedAt'] !== 'string') return null;
  const type = v['type'] ?? 'meal';
  if (typeof type !== 'string' || !ITEM_TYPES.includes(type)) return null;
  const c = v['customizations'] ?? {};
  if (!isRecord(c)) return null;
  const fullPortion = c['fullPortion'] ?? true;
  const sides = c['sides'] ?? [];
  if (typeof fullPortion !== 'boolean' || !Array.isArray(sides)) return null;
  return { ...v, type, customizations: { ...c, fullPortion, sides } } as CartItem;
}

function readItems(v: unknown): CartDocument['items'] | null {
  if (!isRecord(v)) return null;
  const out: Record<string, CartItem[]> = {};
  for (const [group, list] of Object.entries(v)) {
    if (!GROUPS.includes(group)) return null;
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length > 100) return null;
    const lines = list.map(readLine);
    if (lines.some((l) => l === null)) return null;
    out[group] = lines as CartItem[];
  }
  return out;
}

const CHECKS: Record<keyof CartDocument, (v: unknown) => boolean> = {
  items: (v) => readItems(v) !== null,
  promoCode: (v) => isTextOrNull(v, 50),
  tipAmount: (v) => isInt(v, 0, 100_000),
  centuryDollarAmount: (v) => isInt(v, 0, 100_000_000),
  checkoutProcedure: (v) => typeof v === 'string' && PROCEDURES.includes(v),
  isRush: (v) => typeof v === 'boolean',
  isDeliveryWaived: (v) => typeof v === 'boolean',
  postalCode: (v) => isTextOrNull(v, 10),
  franchiseId: (v) => v === null || isInt(v, 1, 2_147_483_647),
};

/** The stored document with the contract's defaults for what it leaves out, or null when it does not fit. */
export function readCartDocument(raw: unknown): CartDocument | null {
  if (!isRecord(raw)) return null;
  const out: Record<string, unknown> = { ...EMPTY_CART };
  for (const [key, value] of Object.entries(raw)) {
    const check = CHECKS[key as keyof CartDocument];
    if (!check) return null; // the contract is strict: an unknown field is not a cart document
    if (value === undefined) continue;
    if (!check(value)) return null;
    out[key] = key === 'items' ? readItems(value) : value;
  }
  return out as CartDocument;
}
