// The customer's session on the full-client pages (store, account, sign-in screens; ADR 170).
// One query, `POST /accounts/me/status`: a 401 means anonymous. Login, sign-up and logout update
// it in place, set the CSRF token of the API client, and merge the visitor's local carts into the
// account at login (a master login starts from empty carts, customer-side §4).
//
// "Session expired" (customer-side §8): when a request of a signed-in customer answers 401 — or
// the status check finds no session behind the browser's "signed in" hint (it ended before the
// page loaded) — the session is cleared and `expired` is set, so store and account pages show the
// unauthorized header and subtext until the customer logs in again.
//
// Without the readable hint cookie the server sets beside the session cookie (ADR 171), there is
// no session: the status check is skipped (no request, no 401 in the console for visitors).
// Every sign-in, sign-out and expiry is announced with a `mijote:session` window event, so the
// header's account links (an island, ADR 140) follow without a reload.
import type { RegisterBody, StatusReply } from '@mijote/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, setCsrfToken, setUnauthorizedHandler } from '../api-client';
import { fetchSessionStatus, postLogin, postLogout, postRegister } from './api';
import { mergeLocalCarts, clearLocalCarts } from '../cart/local-cart';
import { forgetEndedHint, hasEndedHint, hasHintCookie, SESSION_EVENT, type SessionEventDetail } from './hint';
import { statusSettled } from './status';
import { secondFactorOf } from './second-factor';
import type { Lang } from '../paths';

export type SessionUser = StatusReply;

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

export interface Session {
  state: SessionState;
  /** Set when a signed-in customer's request answered 401 (the session ended on the server). */
  expired: boolean;
  login(input: { email: string; password: string; reCaptchaToken?: string }): Promise<SessionUser>;
  /** `POST /accounts` (after the pre-register step); signs the new customer in. */
  register(body: RegisterBody, query: string): Promise<SessionUser>;
  logout(): Promise<void>;
  /**
   * Re-reads the session (after a password change clears `force_password_reset`, say); `all`:
   * every other read too (what the server refused while the reset was pending, ADR 203).
   */
  refresh(options?: { all?: boolean }): Promise<void>;
  /** Replaces the known user (profile saves that change names or flags). */
  update(patch: Partial<SessionUser>): void;
  /** The pending session passed its code step (ADR 378): what a sign-in does after it follows. */
  completeSecondFactor(): Promise<SessionUser | null>;
}

export const SESSION_KEY = ['session'] as const;

export { SESSION_EVENT };

const SessionContext = createContext<Session | null>(null);

function announce(signedIn: boolean): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<SessionEventDetail>(SESSION_EVENT, { detail: { signedIn } }));
}

/** Whether the browser holds the server's "signed in" hint cookie (ADR 171). */
export function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && hasHintCookie(document.cookie);
}

/** Whether the browser holds the hint the server leaves when it found the session ended (ADR 370). */
function hasEndedSessionHint(): boolean {
  return typeof document !== 'undefined' && hasEndedHint(document.cookie);
}

/**
 * Forgets the announced `ended` hint, now and again once the header's own status check (sent at
 * the same time, with the same cookies) has its answer: its 401 reply sets the hint again.
 */
function forgetAnnouncedEnd(): void {
  forgetEndedHint();
  void statusSettled().then(forgetEndedHint);
}

type Hint = 'signed-in' | 'ended' | null;
const readHint = (): Hint => (hasSessionHint() ? 'signed-in' : hasEndedSessionHint() ? 'ended' : null);

/**
 * The hint as the page found it when it started: the header's status check (an island) may get
 * its 401 — whose reply turns the hint into `ended` — before this layer's first check runs, and an
 * ended session must still be announced then. Read once, by the first status check.
 */
let hintAtStart: Hint = readHint();
function takeHint(): Hint {
  const had = hintAtStart;
  hintAtStart = null;
  return had === 'signed-in' ? had : (readHint() ?? had);
}

/**
 * The session's user, or null. `onEnded`: the browser held the "signed in" hint but the server
 * has no session any more (it expired before this page loaded, or another device logged it out):
 * that is an expired session to announce, not a visitor (issue 9).
 */
async function fetchStatus(onEnded: () => void): Promise<SessionUser | null> {
  const hint = takeHint();
  if (hint === null) {
    setCsrfToken(null);
    return null;
  }
  if (hint === 'ended') {
    // the server already found no session (on a public page, or after the session's 12 hours):
    // announced here without a request, then forgotten (ADR 370)
    forgetAnnouncedEnd();
    setCsrfToken(null);
    onEnded();
    return null;
  }
  try {
    const user = await fetchSessionStatus();
    setCsrfToken(user.csrfToken);
    return user;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      setCsrfToken(null);
      forgetAnnouncedEnd(); // the reply's `ended` hint: announced now, so the next page is a visitor's
      onEnded();
      return null;
    }
    throw err;
  }
}

export function SessionProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const ended = useCallback(() => setExpired(true), []);
  const query = useQuery({ queryKey: SESSION_KEY, queryFn: () => fetchStatus(ended), staleTime: 5 * 60_000, retry: 1 });

  useEffect(() => {
    setUnauthorizedHandler((path) => {
      // a wrong password is a 401 too; only requests of a known session mean "expired"
      if (path.startsWith('/accounts/me/login') || path.startsWith('/accounts/me/status')) return;
      if (queryClient.getQueryData(SESSION_KEY)) {
        setCsrfToken(null);
        queryClient.setQueryData(SESSION_KEY, null);
        setExpired(true);
        announce(false);
      }
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);

  const afterSignIn = useCallback(
    async (user: SessionUser) => {
      setCsrfToken(user.csrfToken);
      setExpired(false);
      if (secondFactorOf(user) === 'required') {
        // a pending session (ADR 378): every other call answers 401 until the code step passes
        queryClient.setQueryData(SESSION_KEY, user);
        announce(true);
        return user;
      }
      if (user.isMasterLogin) clearLocalCarts();
      else await mergeLocalCarts(lang).catch(() => undefined); // a failed merge keeps the local cart for next time
      queryClient.setQueryData(SESSION_KEY, user);
      announce(true);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      return user;
    },
    [lang, queryClient],
  );

  const login = useCallback(
    async ({ email, password, reCaptchaToken }: { email: string; password: string; reCaptchaToken?: string }) => {
      try {
        const user = await postLogin(email, password, lang, reCaptchaToken);
        return await afterSignIn(user);
      } catch (err) {
        // spec §8: a failed login clears the session
        setCsrfToken(null);
        const wasSignedIn = !!queryClient.getQueryData(SESSION_KEY);
        queryClient.setQueryData(SESSION_KEY, null);
        if (wasSignedIn) announce(false);
        throw err;
      }
    },
    [afterSignIn, lang, queryClient],
  );

  const register = useCallback(
    async (body: RegisterBody, search: string) => {
      const user = await postRegister(body, search, lang);
      return afterSignIn(user);
    },
    [afterSignIn, lang],
  );

  const logout = useCallback(async () => {
    try {
      await postLogout();
    } finally {
      setCsrfToken(null);
      setExpired(false);
      queryClient.setQueryData(SESSION_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      announce(false);
    }
  }, [queryClient]);

  const refresh = useCallback(
    async (options?: { all?: boolean }) => {
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      if (options?.all) await queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const update = useCallback(
    (patch: Partial<SessionUser>) => {
      queryClient.setQueryData<SessionUser | null>(SESSION_KEY, (u) => (u ? { ...u, ...patch } : u));
    },
    [queryClient],
  );

  const completeSecondFactor = useCallback(async () => {
    const user = queryClient.getQueryData<SessionUser | null>(SESSION_KEY);
    if (!user) return null;
    return afterSignIn({ ...user, secondFactor: 'verified' } as SessionUser);
  }, [afterSignIn, queryClient]);

  const user = query.data ?? null;
  const state = useMemo<SessionState>(
    () =>
      query.isPending ? { status: 'loading', user: null } : user ? { status: 'authenticated', user } : { status: 'anonymous', user: null },
    [query.isPending, user],
  );

  const value = useMemo<Session>(
    () => ({ state, expired, login, register, logout, refresh, update, completeSecondFactor }),
    [state, expired, login, register, logout, refresh, update, completeSecondFactor],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
