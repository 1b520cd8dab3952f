// Island: a notice in a modal that opens after hydration (server HTML has it closed).
// - the home page's division-move modal (dismissable: Escape, close button, "close" action);
// - the home-meal-delivery "service has moved" modal: NOT dismissable (Escape does nothing, no
//   close button); its only button sends the visitor home (customer-side §2).
import { useEffect, useState } from 'react';
import { Modal } from '../components/ui/modal';

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
}

export default function NoticeModal({ id, title, paragraphs, dismissable, closeLabel, link, button }: NoticeModalProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  const close = () => setOpen(false);
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
      className={`notice-modal ${id}`}
    >
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <div className="modal__actions">
        {link && (
          <a className="button button--primary" href={link.href}>
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
