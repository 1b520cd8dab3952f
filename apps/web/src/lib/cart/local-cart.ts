// A visitor's carts, one per store kind, in local storage (ADR 043, 170). Read through the
// contract's shape (./cart-document: a stored document of another shape is dropped, never half-used); merged into the
// account's server cart at login (POST /cart/merge), then removed.
import type { CartDocument, StoreKindCd } from '@mijote/contracts';
import { STORE_KINDS } from '@mijote/domain';
import { EMPTY_CART, readCartDocument } from './cart-document';
import type { Lang } from '../paths';
import { mergeCart } from './api';
import { LOCAL_CART_EVENT as EVENT, localCartKey } from './events';

const PREFIX = localCartKey('');

const key = (store: StoreKindCd) => localCartKey(store);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policies)
  }
}

export { EMPTY_CART };

/** Whether a document holds at least one item. */
export function hasItems(doc: CartDocument): boolean {
  return Object.values(doc.items).some((list) => (list?.length ?? 0) > 0);
}

const cache = new Map<string, { raw: string | null; doc: CartDocument }>();

/** The visitor's cart of a store (a stable object until it changes, for useSyncExternalStore). */
export function readLocalCart(store: StoreKindCd): CartDocument {
  const raw = storage()?.getItem(key(store)) ?? null;
  const hit = cache.get(store);
  if (hit && hit.raw === raw) return hit.doc;
  let doc = EMPTY_CART;
  if (raw) {
    try {
      doc = readCartDocument(JSON.parse(raw)) ?? EMPTY_CART;
    } catch {
      doc = EMPTY_CART;
    }
  }
  cache.set(store, { raw, doc });
  return doc;
}

export function writeLocalCart(store: StoreKindCd, doc: CartDocument): void {
  const s = storage();
  if (!s) return;
  if (hasItems(doc) || doc.promoCode) s.setItem(key(store), JSON.stringify(doc));
  else s.removeItem(key(store));
  window.dispatchEvent(new CustomEvent(EVENT, { detail: store }));
}

export function clearLocalCart(store: StoreKindCd): void {
  storage()?.removeItem(key(store));
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(EVENT, { detail: store }));
}

export function clearLocalCarts(): void {
  for (const store of STORE_KINDS) clearLocalCart(store);
}

/** Subscribes to changes of the local carts (this tab and other tabs). */
export function subscribeLocalCarts(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(PREFIX)) onChange();
  };
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let merging: Promise<void> | null = null;

/**
 * At login: each non-empty local cart goes into the account's cart of that store, then is removed.
 * Concurrent calls share one run (a login and a page noticing a leftover local cart at once).
 */
export function mergeLocalCarts(lang: Lang): Promise<void> {
  merging ??= (async () => {
    try {
      for (const store of STORE_KINDS) {
        const doc = readLocalCart(store);
        if (!hasItems(doc)) continue;
        await mergeCart(store, lang, doc);
        clearLocalCart(store);
      }
    } finally {
      merging = null;
    }
  })();
  return merging;
}
