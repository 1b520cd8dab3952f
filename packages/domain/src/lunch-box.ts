// Catering lunch boxes (customer-side §5; ADR 033): each box takes 2 choices, 1 for boxes marked
// single-choice, 4 for the morning box (type MO).
import type { ProductTypeCd } from './vocabulary.js';

export const LUNCH_BOX_CHOICES = 2;
export const SINGLE_CHOICE_BOX_CHOICES = 1;
export const MORNING_BOX_CHOICES = 4;

export interface BoxProduct {
  productType: ProductTypeCd;
  /** the product is a box with a single choice */
  singleChoice?: boolean;
}

/** How many choices one box takes, or null when the product is not a box. */
export function boxChoiceCount(product: BoxProduct): number | null {
  if (product.productType === 'MO') return MORNING_BOX_CHOICES;
  if (product.productType !== 'LB') return null;
  return product.singleChoice ? SINGLE_CHOICE_BOX_CHOICES : LUNCH_BOX_CHOICES;
}

/** Each box of a line has exactly its number of choices. */
export function checkBoxChoices(product: BoxProduct, choicesPerBox: readonly (readonly unknown[])[]): 'ok' | 'lunch-box-choices' {
  const needed = boxChoiceCount(product);
  if (needed === null) return 'ok';
  return choicesPerBox.every((c) => c.length === needed) ? 'ok' : 'lunch-box-choices';
}
