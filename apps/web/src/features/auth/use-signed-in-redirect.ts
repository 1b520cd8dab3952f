// The login and sign-up pages (customer-side §2): a customer who arrives signed in is sent home;
// one who signs in here goes to `next`. Decided once the session is known on the client (the
// server always renders the form). While a forced password reset is pending, the page stays and
// the modal takes over; the redirection follows once the new password is saved.
import { useEffect, useRef } from 'react';
import { paths, type Lang } from '../../lib/paths';
import { secondFactorOf } from '../../lib/session/second-factor';
import { useSession } from '../../lib/session/session';
import { useGo } from './use-go';

/** Returns true while the page is about to leave (signed in). */
export function useSignedInRedirect(lang: Lang, next: string): boolean {
  const { state } = useSession();
  const go = useGo();
  const wasAnonymous = useRef(false);

  useEffect(() => {
    if (state.status === 'anonymous') wasAnonymous.current = true;
    // a pending second factor: the form's code step stays until it passes (ADR 378)
    if (state.status !== 'authenticated' || state.user.force_password_reset || secondFactorOf(state.user) === 'required') return;
    go(wasAnonymous.current ? next : paths.home(lang));
  }, [state, go, next, lang]);

  return state.status === 'authenticated' && secondFactorOf(state.user) !== 'required';
}
