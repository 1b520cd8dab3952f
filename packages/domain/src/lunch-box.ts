// Catering lunch boxes (customer-side §5; ADR 033, amended by ADR 220): each box takes 2 choices,
// 1 for boxes marked single-choice, 4 for the morning box (type MO). A morning-snack product is a
// box only when the catalogue gives it choices (a pastry platter is MO too, and takes none).
import type { ProductTypeCd } from './vocabulary.js';

export const LUNCH_BOX_CHOICES = 2;
export const SINGLE_CHOICE_BOX_CHOICES = 1;
export const MORNING_BOX_CHOICES = 4;

export interface BoxProduct {
  productType: ProductTypeCd;
  /** the product is a box with a single choice */
  singleChoice?: boolean;
  /** a morning-snack product is a box only when it has choices in the catalogue */
  hasChoices?: boolean;
}

/** How many choices one box takes, or null when the product is not a box. */
export function boxChoiceCount(product: BoxProduct): number | null {
  if (product.productType === 'MO') return product.hasChoices === false ? null : MORNING_BOX_CHOICES;
  if (product.productType !== 'LB') return null;
  return product.singleChoice ? SINGLE_CHOICE_BOX_CHOICES : LUNCH_BOX_CHOICES;
}

/**
 * Each box of a line has exactly its number of choices. With `boxes` (the line's quantity), there
 * is one list of choices per box; with `offered`, every choice is one the box offers.
 */
export function checkBoxChoices(
  product: BoxProduct,
  choicesPerBox: readonly (readonly unknown[])[],
  line: { boxes?: number; offered?: ReadonlySet<unknown> } = {},
): 'ok' | 'lunch-box-choices' {
  const needed = boxChoiceCount(product);
  if (needed === null) return 'ok';
  if (line.boxes !== undefined && choicesPerBox.length !== line.boxes) return 'lunch-box-choices';
  const offered = line.offered;
  const fits = (c: readonly unknown[]) => c.length === needed && (!offered || c.every((x) => offered.has(x)));
  return choicesPerBox.every(fits) ? 'ok' : 'lunch-box-choices';
}
