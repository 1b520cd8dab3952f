// Which store sections take orders online today (ADR 170). The store kinds of the route map all
// exist; a section opens when its ordering is complete (issue 6: meal delivery and the generic
// store). Links to a closed store would land on a 404, so pages offer a contact path instead.
import { isOpenStoreKind, type OpenStoreKind, type StoreKind } from '@mijote/domain';
import { matchPath } from './paths';

// the list is the domain's (the API's "order again" reads it too)
export { OPEN_STORE_KINDS, isOpenStoreKind, type OpenStoreKind } from '@mijote/domain';

/** The route map's default store section (`DEFAULT_STORE_SECTION`, meal delivery), which is open. */
const DEFAULT_OPEN_STORE: OpenStoreKind = 'mealDelivery';

export function isStoreOpen(kind: StoreKind): boolean {
  return isOpenStoreKind(kind);
}

/**
 * The open store a page belongs to: the store section hosting it (the route map's `store`
 * parameter), else the default store (meal delivery) — for the store pages themselves and for
 * the header's cart shortcut on every other page.
 */
export function storeOfPath(pathname: string): OpenStoreKind {
  const m = matchPath(pathname);
  const store = m?.area === 'store' && 'store' in m.params ? m.params.store : null;
  return isOpenStoreKind(store) ? store : DEFAULT_OPEN_STORE;
}
