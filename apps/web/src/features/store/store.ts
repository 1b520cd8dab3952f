// The store a page belongs to (customer-side §2) and the weekday groups of its cart (§3).
// The kind comes from the section hosting the nested store router (`/meal-delivery`,
// `/livraisons-a-domicile`, `/store`), i.e. the route map's `store` parameter.
import type { StoreKindCd } from '@mijote/contracts';
import { WEEKDAYS, type Weekday } from '@mijote/domain';
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

/** The cart groups of meal delivery: one per weekday (the domain's weekdays). */
export type WeekdayGroup = Weekday;

export function isWeekdayGroup(g: string): g is WeekdayGroup {
  return (WEEKDAYS as readonly string[]).includes(g);
}
