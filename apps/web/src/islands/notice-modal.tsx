// Island: a notice in a modal that opens after hydration (server HTML has it closed).
// - the home page's division-move modal (dismissable: Escape, close button, "close" action),
//   snoozed for 31 days once dismissed (ADR 213);
// - the home-meal-delivery "service has moved" modal: NOT dismissable (Escape does nothing, no
//   close button); its button sends the visitor home (customer-side §2) and its link into the
//   meal-delivery store, so it is never a dead end (ADR 213).
// The forced password reset wins (issue 28): while the page's session must choose a new password,
// the notice waits, and opens once the new password is saved (or the customer logs out).
import { useEffect, useState } from 'react';
import { isSnoozed, snoozedUntil } from '@mijote/domain';
import { Modal } from '../components/ui/modal';
import { SESSION_EVENT } from '../lib/session/hint';
import { readSessionStatus } from '../lib/session/status';

const SNOOZE_PREFIX = 'mijote.snooze.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the notice shows on every visit
  }
}

export interface NoticeModalProps {
  id: string;
  title: string;
  paragraphs: string[];
  dismissable: boolean;
  closeLabel: string;
  /** A link action (e.g. "learn more"), optional. */
  link?: { href: string; label: string };
  /** The button: closes the modal, or goes to `href` when given (the unclosable modal goes home). */
  button: { label: string; href?: string };
  /** Dismissing the modal hides it for this many days (kept in local storage under its id). */
  snoozeDays?: number;
}

export default function NoticeModal({ id, title, paragraphs, dismissable, closeLabel, link, button, snoozeDays }: NoticeModalProps) {
  const [open, setOpen] = useState(false);
  // snoozed: stays closed, and says so on its class (what a test can wait for)
  const [snoozed, setSnoozed] = useState(false);
  useEffect(() => {
    const stored = snoozeDays ? storage()?.getItem(SNOOZE_PREFIX + id) : null;
    if (isSnoozed(stored ? new Date(stored) : null, new Date())) {
      setSnoozed(true);
      return;
    }
    let live = true;
    // the forced-reset modal first: a sign-in, a sign-out or the saved password ends the wait
    const afterReset = () => {
      window.removeEventListener(SESSION_EVENT, afterReset);
      if (live) setOpen(true);
    };
    void readSessionStatus().then((s) => {
      if (!live) return;
      if (s?.forcePasswordReset) window.addEventListener(SESSION_EVENT, afterReset);
      else setOpen(true);
    });
    return () => {
      live = false;
      window.removeEventListener(SESSION_EVENT, afterReset);
    };
  }, [id, snoozeDays]);
  const snooze = () => {
    if (snoozeDays) storage()?.setItem(SNOOZE_PREFIX + id, snoozedUntil(new Date(), snoozeDays).toISOString());
  };
  const close = () => {
    snooze();
    setOpen(false);
  };
  const onButton = () => {
    if (button.href) window.location.assign(button.href);
    else close();
  };
  return (
    <Modal
      open={open}
      id={id}
      title={title}
      closeLabel={closeLabel}
      dismissable={dismissable}
      onClose={close}
      className={`notice-modal ${id}${snoozed ? ' notice-modal--snoozed' : ''}`}
    >
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className="modal__actions">
        {link && (
          <a className="button button--primary" href={link.href} onClick={snooze}>
            {link.label}
          </a>
        )}
        <button type="button" className={link ? 'button button--ghost' : 'button button--primary'} onClick={onButton}>
          {button.label}
        </button>
      </div>
    </Modal>
  );
}
