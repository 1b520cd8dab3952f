// Island: the site shell's scheduling widget (customer-side §2, ADR 372). The page carries only
// this button; its dialog (steps, texts of the page's language, styles) is a chunk of its own,
// loaded when the visitor first points at, focuses or presses the button, so public pages stay
// within their 50 KB budget.
import { useState, type ComponentType } from 'react';
import type { BookingDialogProps } from './scheduling/booking-dialog';

export interface SchedulingProps {
  lang: 'en' | 'fr';
  /** the button's text, translated on the server */
  label: string;
  /** unique in the page: the dialog's id */
  id: string;
}

let loading: Promise<ComponentType<BookingDialogProps>> | null = null;
const loadDialog = () => {
  loading ??= import('./scheduling/booking-dialog').then(
    (m) => m.default,
    (err: unknown) => {
      loading = null; // a later press tries again
      throw err;
    },
  );
  return loading;
};

export default function Scheduling({ lang, label, id }: SchedulingProps) {
  const [Dialog, setDialog] = useState<ComponentType<BookingDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadDialog().catch(() => undefined);
  const press = () => {
    setOpen(true);
    if (!Dialog)
      loadDialog().then(
        (c) => setDialog(() => c),
        () => setOpen(false),
      );
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary scheduling-open"
        aria-haspopup="dialog"
        aria-controls={Dialog ? id : undefined}
        aria-busy={open && !Dialog ? true : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={press}
      >
        {label}
      </button>
      {Dialog && <Dialog id={id} lang={lang} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
