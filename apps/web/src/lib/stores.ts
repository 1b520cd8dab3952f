// Which store sections take orders online today (ADR 170). The store kinds of the route map all
// exist; a section opens when its ordering is complete (issue 6: meal delivery and the generic
// store). Links to a closed store would land on a 404, so pages offer a contact path instead.
import type { StoreKind } from './paths';

export const OPEN_STORE_KINDS: readonly StoreKind[] = ['mealDelivery', 'store'];

export function isStoreOpen(kind: StoreKind): boolean {
  return OPEN_STORE_KINDS.includes(kind);
}
