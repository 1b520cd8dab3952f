// Shared by the session layer (full client) and the header's account-links island (public pages):
// no imports, so the island ships nothing else (ADR 140, 171).

/**
 * Names of the readable "signed in" hint cookie the API sets beside the session cookie (plain and
 * `__Host-` on https). The same as the contracts' SESSION_HINT_COOKIE_NAMES (test session-hint):
 * copied here so the header does not pull the contracts (and zod) into the entry chunk.
 */
export const HINT_COOKIE_NAMES: readonly string[] = ['mijote_in', '__Host-mijote_in'];

/** Window event announcing a sign-in, a sign-out or an expiry (`detail.signedIn`). */
export const SESSION_EVENT = 'mijote:session';

export interface SessionEventDetail {
  signedIn: boolean;
}

/** The hint's value once the server found no session behind it (ADR 370; the API's SESSION_HINT_ENDED). */
export const HINT_ENDED = 'ended';

/** Whether `cookies` holds a hint saying the session ended on the server (an expiry to announce, ADR 370). */
export function hasEndedHint(cookies: string, names: readonly string[] = HINT_COOKIE_NAMES): boolean {
  return cookies.split(';').some((pair) => {
    const i = pair.indexOf('=');
    return i >= 0 && names.includes(pair.slice(0, i).trim()) && pair.slice(i + 1).trim() === HINT_ENDED;
  });
}

/** Removes the `ended` hint once the page announced it: the next page is a visitor's (a `1` hint of a new sign-in stays). */
export function forgetEndedHint(): void {
  if (typeof document === 'undefined' || !hasEndedHint(document.cookie)) return;
  for (const name of HINT_COOKIE_NAMES)
    document.cookie = `${name}=; path=/; max-age=0; samesite=lax${name.startsWith('__Host-') ? '; secure' : ''}`;
}

/** Whether `cookies` (document.cookie) holds one of the readable "signed in" hint cookies. */
export function hasHintCookie(cookies: string, names: readonly string[] = HINT_COOKIE_NAMES): boolean {
  return cookies.split(';').some((pair) => {
    const i = pair.indexOf('=');
    if (i < 0) return false;
    return names.includes(pair.slice(0, i).trim()) && pair.slice(i + 1).trim() === '1';
  });
}
