// Island: the quick cart beside the cart shortcut (customer-side §2 shared header). It reads the
// cart itself on every kind of page (ADR 140, 181): one `POST /api/cart/quick` with the visitor's
// local cart (local storage `mijote.cart.<store>`) answers the session's cart when signed in, else
// the local one priced — 200 either way. It refreshes on the `mijote:local-cart` and `mijote:cart`
// window events. Strings arrive as props; amounts are the server's.
import { formatMoney } from '@mijote/domain';
import type { QuickCartReply } from '@mijote/contracts';
import { useEffect, useRef, useState } from 'react';
import { CartIcon } from '../components/ui/icons';
import { LOCAL_CART_EVENT, localCartKey, SERVER_CART_EVENT } from '../lib/cart/events';

export interface QuickCartProps {
  /** The store kind whose cart is shown (the current store section, meal delivery elsewhere). */
  store: string;
  lang: 'en' | 'fr';
  buttonLabel: string;
  title: string;
  empty: string;
  loading: string;
  failed: string;
  /** `{count}` is replaced. */
  countOne: string;
  countOther: string;
  /** `{quantity}` and `{title}` are replaced. */
  line: string;
  /** `{count}` is replaced: lines not listed. */
  more: string;
  subtotal: string;
  reviewHref: string;
  reviewLabel: string;
  links: { href: string; label: string }[];
}

const MAX_LINES = 6;

interface Summary {
  lines: { key: string; text: string; amount: number }[];
  count: number;
  subtotal: number;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

function readLocal(store: string): unknown {
  try {
    const raw = window.localStorage.getItem(localCartKey(store));
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export default function QuickCart(props: QuickCartProps) {
  const {
    store,
    lang,
    buttonLabel,
    title,
    empty,
    loading,
    failed,
    countOne,
    countOther,
    line,
    more,
    subtotal,
    reviewHref,
    reviewLabel,
    links,
  } = props;
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [error, setError] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let controller: AbortController | null = null;
    const load = async () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      try {
        const cart = readLocal(store);
        const res = await fetch('/api/cart/quick', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ store, language: lang, ...(cart ? { cart } : {}) }),
          signal: mine.signal,
        });
        if (!res.ok) throw new Error(String(res.status));
        const reply = (await res.json()) as QuickCartReply;
        const kept = reply.cart.lines.filter((l) => !l.removalReason && l.quantity > 0);
        setSummary({
          lines: kept.map((l) => ({
            key: `${l.group}-${l.index}`,
            text: fill(line, { quantity: l.quantity, title: l.title }),
            amount: l.amount,
          })),
          count: kept.reduce((n, l) => n + l.quantity, 0),
          subtotal: reply.cart.totals.subTotal + reply.cart.totals.extraCharges,
        });
        setError(false);
      } catch (err) {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setError(true);
      }
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === localCartKey(store)) void load();
    };
    const onChange = () => void load();
    void load();
    window.addEventListener(LOCAL_CART_EVENT, onChange);
    window.addEventListener(SERVER_CART_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      controller?.abort();
      window.removeEventListener(LOCAL_CART_EVENT, onChange);
      window.removeEventListener(SERVER_CART_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [store, lang, line]);

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

  const count = summary?.count ?? 0;
  const countText = fill(count === 1 ? countOne : countOther, { count });
  return (
    <div className="quick-cart" ref={box}>
      <button
        type="button"
        className="quick-cart__toggle"
        aria-expanded={open}
        aria-controls="quick-cart-panel"
        onClick={() => setOpen((o) => !o)}
      >
        <CartIcon />
        {count > 0 && (
          <span className="quick-cart__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
        <span className="visually-hidden">
          {buttonLabel}
          {summary ? ` (${countText})` : ''}
        </span>
      </button>
      <div id="quick-cart-panel" className="quick-cart__panel" hidden={!open}>
        <p className="quick-cart__title">{title}</p>
        {error && !summary ? (
          <p>{failed}</p>
        ) : !summary ? (
          <p>{loading}</p>
        ) : count === 0 ? (
          <>
            <p>{empty}</p>
            <ul>
              {links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className="quick-cart__count-text">{countText}</p>
            <ul className="quick-cart__lines">
              {summary.lines.slice(0, MAX_LINES).map((l) => (
                <li key={l.key}>
                  <span>{l.text}</span>
                  <span>{formatMoney(l.amount, lang)}</span>
                </li>
              ))}
            </ul>
            {summary.lines.length > MAX_LINES && (
              <p className="quick-cart__more">{fill(more, { count: summary.lines.length - MAX_LINES })}</p>
            )}
            <p className="quick-cart__subtotal">
              <span>{subtotal}</span> <strong>{formatMoney(summary.subtotal, lang)}</strong>
            </p>
            <a className="button button--primary quick-cart__review" href={reviewHref}>
              {reviewLabel}
            </a>
          </>
        )}
      </div>
    </div>
  );
}
