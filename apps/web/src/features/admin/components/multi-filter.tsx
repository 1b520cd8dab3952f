// A list filter that takes several values (the products' types, back-office §7: "types (comma
// list)"): a disclosure whose summary says what is chosen, opening on a checkbox per value and a
// button that chooses them all again. Native parts, so the keyboard works as everywhere: Enter or
// Space on the summary opens it, Tab goes through the boxes, Escape closes it back to its summary.
import { useRef, type KeyboardEvent } from 'react';

/** The values chosen in `param` (a comma list), only those offered, in the offered order. */
export function chosenValues(param: string | null | undefined, offered: readonly string[]): string[] {
  const listed = new Set((param ?? '').split(','));
  return offered.filter((v) => v !== '' && listed.has(v));
}

/** The comma list after a box is checked or unchecked ('' when none is left: every value). */
export function toggled(chosen: readonly string[], offered: readonly string[], value: string, on: boolean): string {
  const next = new Set(chosen);
  if (on) next.add(value);
  else next.delete(value);
  return offered.filter((v) => next.has(v)).join(',');
}

export function MultiFilter({
  id,
  label,
  allLabel,
  options,
  chosen,
  onChange,
}: {
  id: string;
  label: string;
  /** the summary and the clearing button when nothing is chosen ("All types") */
  allLabel: string;
  /** each value and its text, in the order shown */
  options: readonly (readonly [string, string])[];
  chosen: readonly string[];
  /** the new comma list ('' for every value) */
  onChange(list: string): void;
}) {
  const box = useRef<HTMLDetailsElement>(null);
  const offered = options.map(([v]) => v);
  const names = options.filter(([v]) => chosen.includes(v)).map(([, text]) => text);
  const close = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !box.current?.open) return;
    e.preventDefault();
    box.current.open = false;
    box.current.querySelector('summary')?.focus();
  };
  return (
    <details ref={box} className="admin-multi-filter" onKeyDown={close}>
      <summary id={`${id}-summary`}>
        {label}: <span className="admin-multi-filter__chosen">{names.length === 0 ? allLabel : names.join(', ')}</span>
      </summary>
      <fieldset className="admin-multi-filter__panel" id={id}>
        <legend className="visually-hidden">{label}</legend>
        <button type="button" className="button button--ghost" disabled={chosen.length === 0} onClick={() => onChange('')}>
          {allLabel}
        </button>
        {options.map(([value, text]) => (
          <label key={value} className="admin-radio">
            <input
              type="checkbox"
              value={value}
              checked={chosen.includes(value)}
              onChange={(e) => onChange(toggled(chosen, offered, value, e.currentTarget.checked))}
            />{' '}
            {text}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
