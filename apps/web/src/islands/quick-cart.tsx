// Island: the quick cart beside the cart shortcut. A placeholder until the store issue adds the
// cart: it shows the empty cart and the ways to start an order.
import { useEffect, useRef, useState } from 'react';
import { CartIcon } from '../components/ui/icons';

export interface QuickCartProps {
  buttonLabel: string;
  title: string;
  empty: string;
  links: { href: string; label: string }[];
}

export default function QuickCart({ buttonLabel, title, empty, links }: QuickCartProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (box.current && e.target instanceof Node && !box.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div className="quick-cart" ref={box}>
      <button type="button" className="quick-cart__toggle" aria-expanded={open} aria-controls="quick-cart-panel" onClick={() => setOpen((o) => !o)}>
        <CartIcon />
        <span className="quick-cart__count" aria-hidden="true">
          0
        </span>
        <span className="visually-hidden">{buttonLabel}</span>
      </button>
      <div id="quick-cart-panel" className="quick-cart__panel" hidden={!open}>
        <p className="quick-cart__title">{title}</p>
        <p>{empty}</p>
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
