// A small form that takes a dollar amount (Century Dollars to apply, a tip): shown with the
// domain's moneyInputText and parsed with its parseMoney in the customer's language, refused with
// a translated message otherwise.
import { moneyInputText, parseMoney } from '@mijote/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { domId } from '../../../lib/dom-id';
import type { Lang } from '../../../lib/paths';

export interface AmountFormProps {
  lang: Lang;
  label: string;
  hint?: ReactNode;
  applyLabel: string;
  /** The amount currently set (cents), shown as the field's starting text. */
  current: number;
  busy: boolean;
  onApply(cents: number): Promise<void>;
}

export function AmountForm({ lang, label, hint, applyLabel, current, busy, onApply }: AmountFormProps) {
  const { t } = useTranslation('store');
  const id = domId('amount', label);
  const [text, setText] = useState(current > 0 ? moneyInputText(current, lang) : '');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="inline-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const cents = text.trim() === '' ? 0 : parseMoney(text, lang);
        if (cents === null || cents < 0) {
          setError(t('amount.invalid'));
          return;
        }
        setError(null);
        onApply(cents).catch(() => setError(t('amount.failed')));
      }}
    >
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        <div className="inline-form__row">
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {applyLabel}
          </button>
        </div>
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
