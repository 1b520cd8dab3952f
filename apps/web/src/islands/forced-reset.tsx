// Island: the forced password reset on the public pages (customer-side §2 "forced password reset
// modal (non-dismissable)", §4; issue 9 — it was only on the store and account pages). Every
// public page carries it; it renders nothing until the page's session status (shared with the
// header, lib/session/status) says the account must choose a new password. Then the dialog's
// module — the form and its styles — loads, and the modal cannot be closed until the new password
// is saved or the customer logs out. The server refuses everything else meanwhile (403
// password-reset-required). Every string comes from props (no i18next here).
import { useEffect, useState, type ComponentType } from 'react';
import { SESSION_EVENT, type SessionEventDetail } from '../lib/session/hint';
import { readSessionStatus, type IslandSession } from '../lib/session/status';
import type { ForcedResetDialogProps, ForcedResetStrings } from './forced-reset-dialog';

export interface ForcedResetProps {
  id: string;
  strings: ForcedResetStrings;
}

type Dialog = ComponentType<ForcedResetDialogProps>;

export default function ForcedReset({ id, strings }: ForcedResetProps) {
  const [session, setSession] = useState<IslandSession | null>(null);
  const [dialog, setDialog] = useState<{ View: Dialog } | null>(null);

  useEffect(() => {
    let live = true;
    const check = async (fresh: boolean) => {
      const s = await readSessionStatus(fresh);
      if (!live) return;
      if (s?.forcePasswordReset) {
        const mod = await import('./forced-reset-dialog');
        if (live) setDialog({ View: mod.default });
      }
      setSession(s?.forcePasswordReset ? s : null);
    };
    void check(false);
    const onSession = (e: Event) => {
      if ((e as CustomEvent<SessionEventDetail>).detail?.signedIn === false) setSession(null);
      else void check(true);
    };
    window.addEventListener(SESSION_EVENT, onSession);
    return () => {
      live = false;
      window.removeEventListener(SESSION_EVENT, onSession);
    };
  }, []);

  if (!session || !dialog) return null;
  const { View } = dialog;
  return <View id={id} session={session} strings={strings} onDone={() => setSession(null)} />;
}
