// Island: the header's account links (ADR 140, 171). The server renders "Log in" and "Sign up";
// after hydration, when the browser holds the "signed in" hint cookie, the island asks
// `POST /api/accounts/me/status` and, for a signed-in customer, shows "My account" and
// "Log out" (which posts the logout with the session's CSRF token, then reloads the page).
// Full-client pages announce sign-ins and sign-outs with the `mijote:session` window event, so
// the links follow without a reload. Every string comes from props (no i18next here).
import { useCallback, useEffect, useState } from 'react';
import { hasHintCookie, SESSION_EVENT, type SessionEventDetail } from '../lib/session/hint';

export interface AccountLinksProps {
  loginHref: string;
  signUpHref: string;
  accountHref: string;
  labels: { login: string; signUp: string; account: string; logout: string };
}

type State = { kind: 'visitor' } | { kind: 'customer'; csrf: string } | { kind: 'leaving'; csrf: string };

async function readStatus(): Promise<State> {
  if (!hasHintCookie(document.cookie)) return { kind: 'visitor' };
  try {
    const res = await fetch('/api/accounts/me/status', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!res.ok) return { kind: 'visitor' };
    const body = (await res.json()) as { id?: unknown; csrfToken?: unknown };
    return typeof body.id === 'number' && body.id > 0 && typeof body.csrfToken === 'string' ? { kind: 'customer', csrf: body.csrfToken } : { kind: 'visitor' };
  } catch {
    return { kind: 'visitor' }; // offline: the visitor links still work
  }
}

export default function AccountLinks({ loginHref, signUpHref, accountHref, labels }: AccountLinksProps) {
  const [state, setState] = useState<State>({ kind: 'visitor' });

  const check = useCallback(async () => setState(await readStatus()), []);

  useEffect(() => {
    void check();
    const onSession = (e: Event) => {
      const detail = (e as CustomEvent<SessionEventDetail>).detail;
      if (detail?.signedIn === false) setState({ kind: 'visitor' });
      else void check();
    };
    window.addEventListener(SESSION_EVENT, onSession);
    return () => window.removeEventListener(SESSION_EVENT, onSession);
  }, [check]);

  async function logout() {
    if (state.kind !== 'customer') return;
    setState({ kind: 'leaving', csrf: state.csrf });
    try {
      await fetch('/api/accounts/me/logout', { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json', 'x-csrf-token': state.csrf } });
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
      <a href={accountHref}>{labels.account}</a>
      <button type="button" className="topbar__button" onClick={() => void logout()} disabled={state.kind === 'leaving'}>
        {labels.logout}
      </button>
    </>
  );
}
