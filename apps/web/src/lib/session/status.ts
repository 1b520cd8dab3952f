// The session as the public pages' islands see it (ADR 140, 171): one `POST /api/accounts/me/status`
// per page load, shared by the header's account links and the forced-reset island, and asked only
// when the browser holds the "signed in" hint. No imports but the hint helpers: it ships to every
// public page.
import { hasHintCookie } from './hint';

export interface IslandSession {
  id: number;
  uuid: string;
  email: string;
  csrfToken: string;
  /** The account must choose a new password before anything else (customer-side §4). */
  forcePasswordReset: boolean;
  /** A super user: the header links to the back-office (issue 30). */
  superUser: boolean;
}

let pending: Promise<IslandSession | null> | null = null;

async function fetchStatus(): Promise<IslandSession | null> {
  try {
    const res = await fetch('/api/accounts/me/status', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return null;
    const b = (await res.json()) as {
      id?: unknown;
      uuid?: unknown;
      email?: unknown;
      csrfToken?: unknown;
      force_password_reset?: unknown;
      type?: unknown;
    };
    if (typeof b.id !== 'number' || b.id <= 0 || typeof b.csrfToken !== 'string' || typeof b.uuid !== 'string') return null;
    return {
      id: b.id,
      uuid: b.uuid,
      email: typeof b.email === 'string' ? b.email : '',
      csrfToken: b.csrfToken,
      forcePasswordReset: b.force_password_reset === true,
      superUser: b.type === 'SU',
    };
  } catch {
    return null; // offline: a visitor's page still works
  }
}

/**
 * Resolves once the status check under way (the header's), if any, has its answer — without
 * asking anything. The session layer forgets an `ended` hint after it: that check's 401 reply may
 * set the hint again (ADR 370).
 */
export function statusSettled(): Promise<void> {
  return (pending ?? Promise.resolve(null)).then(
    () => undefined,
    () => undefined,
  );
}

/** The signed-in session, or null (no hint, no session, offline). `fresh`: ask again (after a sign-in). */
export function readSessionStatus(fresh = false): Promise<IslandSession | null> {
  if (typeof document === 'undefined' || !hasHintCookie(document.cookie)) {
    pending = null;
    return Promise.resolve(null);
  }
  if (!pending || fresh) pending = fetchStatus();
  return pending;
}
