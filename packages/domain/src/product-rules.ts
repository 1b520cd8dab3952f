// Back-office product rules (back-office §3, §4, §5, §9).
import type { ProductCategoryCd, ProductStatusCd, ProductTypeCd } from './vocabulary.js';

/** A duplicate is a new draft: Id 0, status D. */
export function duplicateProduct<T extends { id: number; status: ProductStatusCd }>(product: T): T {
  return { ...structuredClone(product), id: 0, status: 'D' };
}

/** Types that take day-of-week options. */
export const DAY_OF_WEEK_OPTION_TYPES: readonly ProductTypeCd[] = ['LU', 'SU', 'BF', 'CC', 'SH', 'PZ', 'KC', 'DR', 'SD', 'WR', 'SN', 'AP'];

export function allowsDayOfWeekOptions(type: ProductTypeCd): boolean {
  return DAY_OF_WEEK_OPTION_TYPES.includes(type);
}

/** Meal-category products linked to franchises can only be LU, BF or SU. */
export const FRANCHISE_MEAL_TYPES: readonly ProductTypeCd[] = ['LU', 'BF', 'SU'];

export function isFranchiseTypeAllowed(category: ProductCategoryCd, type: ProductTypeCd, franchiseCount: number): boolean {
  return category !== 'M' || franchiseCount === 0 || FRANCHISE_MEAL_TYPES.includes(type);
}

export const MAX_PRODUCT_VIDEOS = 2;

export function canAddVideo(currentCount: number): boolean {
  return currentCount < MAX_PRODUCT_VIDEOS;
}

/** Product editing is not allowed for the retail category once a specific restaurant is selected. */
export function canEditProduct(category: ProductCategoryCd, franchiseId: number | null): boolean {
  return !(category === 'R' && franchiseId != null);
}

/** Tag colours by TagId: 1 orange, 2 blue, 3 primary. */
export function tagColour(tagId: number): 'orange' | 'blue' | 'primary' | null {
  return tagId === 1 ? 'orange' : tagId === 2 ? 'blue' : tagId === 3 ? 'primary' : null;
}
