// Accessible modal on the native <dialog>: showModal() makes the page behind inert, focus moves
// into the dialog and is trapped there (Tab wraps), Escape and the close button dismiss it when
// it is dismissable, and focus returns where it was. Rendered closed on the server; opened after
// hydration, so server and client HTML match. No i18next and no useId: it is used inside islands
// (ADR 140), so the id and the close button's label come from props.
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  /** Unique in the page: the title's id is `${id}-title`. */
  id: string;
  title: ReactNode;
  /** Accessible name of the close button (dismissable modals only). */
  closeLabel?: string;
  children: ReactNode;
  /** Called by Escape and the close button (only when dismissable). */
  onClose: () => void;
  /** The spec's blocking modals are not dismissable: no close button, Escape does nothing. */
  dismissable?: boolean;
  className?: string;
  /**
   * The server renders it open (a non-modal `<dialog open>`), so the first paint shows it: a modal
   * the page opens at once, whose content is the page's largest element (the bistro choice, issue
   * 31 — opened after hydration it painted after the scripts, LCP 3.4 s). Hydration then makes it
   * modal, or closes it if `open` is false by then. Give it the class `modal--first-paint` (its
   * place before and after hydration).
   */
  openOnServer?: boolean;
}

export function Modal({
  open,
  id,
  title,
  closeLabel = 'Close',
  children,
  onClose,
  dismissable = true,
  className,
  openOnServer = false,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // opened by showModal() here (a dialog the server rendered open is open, but not modal yet)
  const shown = useRef(false);
  const titleId = `${id}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && (!shown.current || !dialog.open)) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (dialog.open) dialog.close();
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      shown.current = true;
      const first = dialog.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? dialog).focus();
    } else if (!open) {
      shown.current = false;
      if (dialog.open) {
        dialog.close();
        returnFocus.current?.focus();
      }
    }
  }, [open]);

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (dismissable) onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  function onCancel(e: SyntheticEvent<HTMLDialogElement>) {
    e.preventDefault();
    if (dismissable) onClose();
  }

  return (
    <dialog
      ref={ref}
      id={id}
      // only the server's HTML has it: the client never sets the attribute (showModal does)
      open={openOnServer && typeof window === 'undefined' ? true : undefined}
      suppressHydrationWarning
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      tabIndex={-1}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {dismissable && (
          <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        )}
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
