// The store a page belongs to, and how each open store kind groups its cart (customer-side §2, §3).
// The kind comes from the section hosting the nested store router (`/meal-delivery`,
// `/livraisons-a-domicile`, `/store`), i.e. the route map's `store` parameter.
import type { CartGroupName, StoreKindCd } from '@mijote/contracts';
import { useLocation } from 'react-router';
import { DEFAULT_STORE_KIND, matchPath } from '../../lib/paths';

/** The store kinds whose ordering this feature completes (ADR 170 `OPEN_STORE_KINDS`). */
export type OpenStoreKind = Extract<StoreKindCd, 'mealDelivery' | 'store'>;

export function isOpenStoreKind(v: string | undefined): v is OpenStoreKind {
  return v === 'mealDelivery' || v === 'store';
}

/** The store kind of the current store page (meal delivery when the path carries none). */
export function useStoreKind(): OpenStoreKind {
  const { pathname } = useLocation();
  const m = matchPath(pathname);
  const store = m && 'store' in m.params ? (m.params as { store: string }).store : DEFAULT_STORE_KIND;
  return isOpenStoreKind(store) ? store : 'mealDelivery';
}

export const WEEKDAY_GROUPS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const satisfies readonly CartGroupName[];
export type WeekdayGroup = (typeof WEEKDAY_GROUPS)[number];

export function isWeekdayGroup(g: string): g is WeekdayGroup {
  return (WEEKDAY_GROUPS as readonly string[]).includes(g);
}

/** The cart groups a store fills: meal delivery by menu day, the generic store in one group. */
export function storeGroups(store: OpenStoreKind): readonly CartGroupName[] {
  return store === 'mealDelivery' ? WEEKDAY_GROUPS : ['generic'];
}
