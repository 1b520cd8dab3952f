// `?next=` of the login and sign-up pages (ADR 170): only a path of ours — `/en/…` or `/fr/…`,
// no `//`, no scheme, no backslash, no control character; anything else goes home.
import { matchPath, paths, type Lang } from '../../lib/paths';

const hasControlCharacter = (s: string) =>
  [...s].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

export function safeNextPath(raw: string | null | undefined, lang: Lang): string {
  const home = paths.home(lang);
  if (!raw) return home;
  const next = raw.trim();
  if (!/^\/(en|fr)(\/|$)/.test(next)) return home;
  // protocol-relative or Windows-style paths, encoded slashes, schemes, control characters
  if (next.includes('//') || next.includes('\\') || /%2f|%5c/i.test(next) || hasControlCharacter(next) || /^[a-z][\w+.-]*:/i.test(next))
    return home;
  try {
    // must stay on this origin once resolved
    const url = new URL(next, 'https://mijote.invalid');
    if (url.origin !== 'https://mijote.invalid') return home;
    return url.pathname + url.search + url.hash;
  } catch {
    return home;
  }
}

/**
 * Where a page of ours is rendered: the sign-in screens, account, store and admin areas are the
 * full client (a client-side navigation); the other pages are server HTML with islands (a full
 * load, ADR 140).
 */
export function isFullClientPath(path: string): boolean {
  const area = matchPath(path.split(/[?#]/)[0] ?? '')?.area;
  return area === 'auth' || area === 'account' || area === 'store' || area === 'admin';
}
