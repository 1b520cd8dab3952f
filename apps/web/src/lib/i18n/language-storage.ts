// The chosen language is kept in local storage (customer-side §1); local storage is cleared when
// the build revision changes. The URL language always wins on load.
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

/** Clears local storage when the revision differs from the stored one, then records it. */
export function syncRevision(revision: string): boolean {
  const s = storage();
  if (!s || !revision) return false;
  if (s.getItem(REVISION_KEY) === revision) return false;
  s.clear();
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
