// Postal-address autocomplete (customer-side §7 "a postal-address autocomplete service is called
// at sign-up"; ADR 088: GET /api/addresses/autocomplete?q&language). An ARIA 1.2 combobox:
// type two characters of a postal code or a city, move with the arrow keys, Enter or a click
// picks a suggestion, Escape closes the list. The pick fills the city, the province and the start
// of the postal code; the number of suggestions is announced.
import type { AddressAutocompleteReply } from '@mijote/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAddressSuggestions } from './api';
import type { Lang } from '../../lib/paths';

type Suggestion = AddressAutocompleteReply['suggestions'][number];

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

export function AddressSearch({ id, lang, onPick }: { id: string; lang: Lang; onPick: (s: Suggestion) => void }) {
  const { t } = useTranslation('account');
  const [q, setQ] = useState('');
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announce, setAnnounce] = useState('');
  const picked = useRef(false);

  useEffect(() => {
    if (picked.current) {
      picked.current = false;
      return;
    }
    const term = q.trim();
    if (term.replace(/\s+/g, '').length < MIN_CHARS) {
      setItems([]);
      setOpen(false);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      fetchAddressSuggestions(term, lang, ctrl.signal)
        .then((reply) => {
          setItems(reply.suggestions);
          setActive(-1);
          setOpen(true);
          const n = reply.suggestions.length;
          setAnnounce(n === 0 ? t('address.search.none') : n === 1 ? t('address.search.one') : t('address.search.several', { n }));
        })
        .catch(() => {
          if (!ctrl.signal.aborted) {
            setItems([]);
            setOpen(false);
          }
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [q, lang, t]);

  function pick(s: Suggestion) {
    picked.current = true;
    setQ(`${s.postalCode} — ${s.city}`);
    setOpen(false);
    setItems([]);
    setActive(-1);
    setAnnounce(t('address.search.filled', { city: s.city, province: s.province }));
    onPick(s);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open && items.length > 0) setOpen(true);
      setActive((i) => (items.length === 0 ? -1 : (i + 1) % items.length));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (items.length === 0 ? -1 : i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      const s = open ? items[active] : undefined;
      if (s) {
        e.preventDefault(); // pick, do not submit the form
        pick(s);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation(); // inside a modal: close the list, not the dialog
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const listId = `${id}-list`;
  const showList = open && items.length > 0;
  return (
    <div className="field address-search">
      <label htmlFor={id}>{t('address.search.label')}</label>
      <p id={`${id}-hint`} className="field__hint">
        {t('address.search.hint')}
      </p>
      <div className="address-search__box">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => items.length > 0 && setOpen(true)}
        />
        <ul id={listId} role="listbox" aria-label={t('address.search.label')} className="address-search__list" hidden={!showList}>
          {items.map((s, i) => (
            <li
              key={`${s.postalCode}|${s.city}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'address-search__option address-search__option--active' : 'address-search__option'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
            >
              <strong>{s.postalCode}</strong> {s.city}, {s.province}
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
    </div>
  );
}
