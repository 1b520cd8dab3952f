// Required sides (customer-side §5): a product that requires secondary products needs a side
// chosen; the 'choice' placeholder (or no side) blocks checkout.
export const SIDE_PLACEHOLDER = 'choice';
export const MISSING_SIDE_KEY = 'order-missing-side-selection-checkout';

export interface SideSelection {
  requiresSecondaryProducts: boolean;
  /** chosen sides; the placeholder 'choice' means none was chosen */
  sides: readonly (string | number)[];
}

export function isSideMissing(item: SideSelection): boolean {
  return item.requiresSecondaryProducts && (item.sides.length === 0 || item.sides.some((s) => s === SIDE_PLACEHOLDER));
}

/** The checkout blocker key, or null when every required side is chosen. */
export function checkSides(items: readonly SideSelection[]): typeof MISSING_SIDE_KEY | null {
  return items.some(isSideMissing) ? MISSING_SIDE_KEY : null;
}
