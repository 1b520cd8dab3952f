// Root routing (customer-side §2): /en/... (default) and /fr/...; any other first segment falls
// back to English; a language segment in the wrong case is normalised ("/EN" → "/en").
import { isLang, matchPath, type Lang } from '../lib/paths';

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
    return { location: `/en${pathname}${search}`, status: 302 };
  }
  // one URL per page: add or drop the trailing slash to match the canonical path
  const match = matchPath(pathname);
  if (match && match.canonicalPath !== pathname && stripSlash(match.canonicalPath) === stripSlash(pathname)) {
    return { location: match.canonicalPath + search, status: 301 };
  }
  return null;
}

const stripSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
