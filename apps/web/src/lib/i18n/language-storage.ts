// The chosen language is kept in local storage (customer-side §1); local storage is cleared when
// the build revision changes, all but the visitors' carts (ADR 346). The URL language always wins on load.
import { localCartKey } from '../cart/events';
import type { Lang } from '../paths';

export const LANG_KEY = 'mijote.lang';
export const REVISION_KEY = 'mijote.revision';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): the URL language is enough
  }
}

/** The prefix of the visitors' carts' keys: kept across a release (ADR 346). */
const CART_PREFIX = localCartKey('');

/**
 * Clears local storage when the revision differs from the stored one, then records it — except a
 * visitor's carts: a release must not empty them (ADR 346). A cart is read back through the
 * contract's shape (a document of another shape is dropped) and priced again by the server.
 */
export function syncRevision(revision: string): boolean {
  const s = storage();
  if (!s || !revision) return false;
  if (s.getItem(REVISION_KEY) === revision) return false;
  const carts: [string, string][] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    const v = k?.startsWith(CART_PREFIX) ? s.getItem(k) : null;
    if (k && v !== null) carts.push([k, v]);
  }
  s.clear();
  for (const [k, v] of carts) s.setItem(k, v);
  s.setItem(REVISION_KEY, revision);
  return true;
}

export function storedLanguage(): Lang | null {
  const v = storage()?.getItem(LANG_KEY);
  return v === 'en' || v === 'fr' ? v : null;
}

export function storeLanguage(lang: Lang): void {
  storage()?.setItem(LANG_KEY, lang);
}

/** On page load: revision check first, then the URL language replaces the stored one. */
export function initLanguageStorage(revision: string, urlLang: Lang): void {
  syncRevision(revision);
  storeLanguage(urlLang);
}

/** The build revision the server wrote in `<meta name="revision">`. */
export function readRevision(doc: Document): string {
  return doc.querySelector('meta[name="revision"]')?.getAttribute('content') ?? '';
}
