// The store a page belongs to (customer-side §2) and the weekday groups of its cart (§3).
// The kind comes from the section hosting the nested store router (`/meal-delivery`,
// `/livraisons-a-domicile`, `/store`), i.e. the route map's `store` parameter.
import { WEEKDAYS, type Weekday } from '@mijote/domain';
import { createContext, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { storeOfPath, type OpenStoreKind } from '../../lib/stores';

/** The store kind of the current store page (lib/stores `storeOfPath`). */
export function useStoreKind(): OpenStoreKind {
  return storeOfPath(useLocation().pathname);
}

/** The cart groups of meal delivery: one per weekday (the domain's weekdays). */
export type WeekdayGroup = Weekday;

export function isWeekdayGroup(g: string): g is WeekdayGroup {
  return (WEEKDAYS as readonly string[]).includes(g);
}

/**
 * A section a store's own layout gives its Confirm page (the cafeterias' "where your meal is
 * served", ADR 300): Confirm renders it without loading any of it itself (ADR 230 budgets).
 */
export const ConfirmPlaceSlot = createContext<ComponentType | null>(null);
