// Root routing (customer-side §2): /en/... (default) and /fr/...; any other first segment falls
// back to English; a language segment in the wrong case is normalised ("/EN" → "/en").
// "Any other first segment" is either a path without a language ("/our-story" → "/en/our-story")
// or another language's prefix ("/de/our-story" → "/en/our-story": the prefix goes, the page stays).
import { isLang, matchPath, twinPath, type Lang } from '../lib/paths';

export interface RootRedirect {
  location: string;
  status: 301 | 302;
}

/**
 * Where a URL must go before any page renders, or null when it is already canonical.
 * `preferred` is the language for the bare root (the stored choice on the client, else English).
 */
export function rootRedirect(pathname: string, search = '', preferred: Lang = 'en'): RootRedirect | null {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (first === '') return { location: `/${preferred}/${search}`, status: 302 };
  if (!isLang(first)) {
    const lower = first.toLowerCase();
    if (isLang(lower)) {
      segments[1] = lower;
      return { location: segments.join('/') + search, status: 301 };
    }
    return { location: englishFallback(pathname, segments) + search, status: 302 };
  }
  // one URL per page: add or drop the trailing slash to match the canonical path
  const match = matchPath(pathname);
  if (match && match.canonicalPath !== pathname && stripSlash(match.canonicalPath) === stripSlash(pathname)) {
    return { location: match.canonicalPath + search, status: 301 };
  }
  return null;
}

const stripSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** A first segment shaped like a language tag: `de`, `es`, `pt-BR`, `zh_Hant` (ours are en and fr). */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;

/** The English page of a path whose first segment is neither `en` nor `fr`. */
function englishFallback(pathname: string, segments: string[]): string {
  const whole = `/en${pathname}`;
  if (matchPath(whole) || !LANGUAGE_TAG.test(segments[1] ?? '')) return whole;
  // another language's prefix: drop it and keep the page
  const rest = segments.slice(2).join('/');
  const en = matchPath(`/en/${rest}`);
  if (en) return en.canonicalPath;
  // a French path behind it: its English twin
  if (matchPath(`/fr/${rest}`)) return twinPath(`/fr/${rest}`, 'en');
  return `/en/${rest}`;
}
