// Island: the header's account links (ADR 140, 171). The server renders "Log in" and "Sign up";
// after hydration, when the browser holds the "signed in" hint cookie, the island asks
// `POST /api/accounts/me/status` and, for a signed-in customer, shows "My account" and
// "Log out" (which posts the logout with the session's CSRF token, then reloads the page); a
// super user also gets the way to the back-office (issue 30).
// Full-client pages announce sign-ins and sign-outs with the `mijote:session` window event, so
// the links follow without a reload. Every string comes from props (no i18next here).
import { useCallback, useEffect, useState } from 'react';
import { SESSION_EVENT, type SessionEventDetail } from '../lib/session/hint';
import { readSessionStatus } from '../lib/session/status';

export interface AccountLinksProps {
  loginHref: string;
  signUpHref: string;
  accountHref: string;
  adminHref: string;
  /** the back-office's own bar: no link to where the staff already is */
  hideAdmin?: boolean;
  /**
   * The page is served to a signed-in super user only (the back-office): the server renders "My
   * account" and "Log out" at once, so nothing moves when the island hydrates (Lighthouse counted
   * the swap as a layout shift of 0.1 on Today).
   */
  signedIn?: boolean;
  labels: { login: string; signUp: string; account: string; logout: string; admin: string };
}

type State = { kind: 'visitor' } | { kind: 'customer'; csrf: string; admin: boolean } | { kind: 'leaving'; csrf: string; admin: boolean };

/** The header's state from the session status (shared with the other islands of the page). */
async function readStatus(fresh: boolean): Promise<State> {
  const session = await readSessionStatus(fresh);
  return session ? { kind: 'customer', csrf: session.csrfToken, admin: session.superUser } : { kind: 'visitor' };
}

export default function AccountLinks({ loginHref, signUpHref, accountHref, adminHref, hideAdmin, signedIn, labels }: AccountLinksProps) {
  // signed in: the session's CSRF token arrives with the status below
  const [state, setState] = useState<State>(signedIn ? { kind: 'customer', csrf: '', admin: true } : { kind: 'visitor' });

  const check = useCallback(async (fresh: boolean) => setState(await readStatus(fresh)), []);

  useEffect(() => {
    void check(false);
    const onSession = (e: Event) => {
      const detail = (e as CustomEvent<SessionEventDetail>).detail;
      if (detail?.signedIn === false) setState({ kind: 'visitor' });
      else void check(true);
    };
    window.addEventListener(SESSION_EVENT, onSession);
    return () => window.removeEventListener(SESSION_EVENT, onSession);
  }, [check]);

  async function logout() {
    if (state.kind !== 'customer') return;
    setState({ kind: 'leaving', csrf: state.csrf, admin: state.admin });
    try {
      const csrf = state.csrf || ((await readSessionStatus(true))?.csrfToken ?? '');
      await fetch('/api/accounts/me/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'x-csrf-token': csrf },
      });
    } finally {
      window.location.reload();
    }
  }

  if (state.kind === 'visitor') {
    return (
      <>
        <a href={loginHref}>{labels.login}</a>
        <a href={signUpHref}>{labels.signUp}</a>
      </>
    );
  }
  return (
    <>
      {state.admin && !hideAdmin && <a href={adminHref}>{labels.admin}</a>}
      <a href={accountHref}>{labels.account}</a>
      <button type="button" className="topbar__button" onClick={() => void logout()} disabled={state.kind === 'leaving'}>
        {labels.logout}
      </button>
    </>
  );
}
