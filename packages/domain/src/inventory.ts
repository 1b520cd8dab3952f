// Quantities against remaining inventory (customer-side §5): a quantity is never below 0 nor above
// what the remaining inventory allows, a family pack using 4 units; asking for more sets the
// max-inventory flag.
import type { CartItemKind } from './vocabulary.js';

export const FAMILY_PACK_UNITS = 4;

/** Inventory units one item of this kind uses. */
export function unitsPerItem(kind: CartItemKind): number {
  return kind === 'familyPack' ? FAMILY_PACK_UNITS : 1;
}

/** Units a set of lines uses. */
export function unitsUsed(lines: readonly { kind: CartItemKind; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * unitsPerItem(l.kind), 0);
}

export interface QuantityCheck {
  quantity: number;
  /** true when the requested quantity was cut to the remaining inventory */
  maxInventory: boolean;
}

/**
 * The quantity a line may hold. `remaining` is the product's remaining inventory in units after
 * the product's other lines in the cart, or null when the product has no inventory limit.
 */
export function allowedQuantity(requested: number, kind: CartItemKind, remaining: number | null): QuantityCheck {
  const wanted = Number.isFinite(requested) ? Math.max(0, Math.floor(requested)) : 0;
  if (remaining == null) return { quantity: wanted, maxInventory: false };
  const max = Math.max(0, Math.floor(remaining / unitsPerItem(kind)));
  return wanted > max ? { quantity: max, maxInventory: true } : { quantity: wanted, maxInventory: false };
}

/** A product card says "only N left" from this many items of the chosen kind down. */
export const LOW_STOCK_ITEMS = 10;

/**
 * The items of `kind` that remain when they are few (1 to LOW_STOCK_ITEMS), else null: plenty,
 * none at all (out of stock says so), or no inventory limit. `remainingUnits` counts units, so a
 * family pack (4 units) runs low four times sooner than a regular meal.
 */
export function lowStockLeft(remainingUnits: number | null, kind: CartItemKind): number | null {
  if (remainingUnits == null) return null;
  const items = Math.floor(Math.max(0, remainingUnits) / unitsPerItem(kind));
  return items > 0 && items <= LOW_STOCK_ITEMS ? items : null;
}

/** Out of stock: not even one item of this kind fits in the remaining inventory. */
export function isOutOfStock(kind: CartItemKind, remaining: number | null): boolean {
  return remaining != null && remaining < unitsPerItem(kind);
}
