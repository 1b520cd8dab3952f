// The badge number (external user id) a subsidy may require before an order (issue 28, ADR 367):
// a small form that saves it on the account. Its own chunk, loaded by `subsidy-parts` only when the
// subsidy asks for one and the account has none.
import type { AccountSubsidy } from '@mijote/contracts';
import { externalUserIdOf, EXTERNAL_USER_ID_MAX } from '@mijote/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { useSaveBadge } from './api';

/**
 * The badge number (external user id) a subsidy requires before an order (issue 28): a small form
 * that saves it on the account. The server checks it (400 external-user-id-invalid, translated);
 * the same rule (`externalUserIdOf`) answers at once for what can be told here.
 */
export function BadgeForm({ subsidy, idPrefix = 'badge' }: { subsidy: AccountSubsidy; idPrefix?: string }) {
  const { t } = useTranslation('corporate');
  const save = useSaveBadge();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `${idPrefix}-number`;
  const errorId = `${idPrefix}-error`;
  function submit(e: FormEvent) {
    e.preventDefault();
    if (externalUserIdOf(value) === null) {
      setProblem(t('errors:codes.external-user-id-invalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    save(value)
      .catch((err: unknown) => setProblem(errorText(t, err)))
      .finally(() => setBusy(false));
  }
  return (
    <form className="corporate-badge" onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="corporate-badge__title">
        {t('badge.title')}
      </h2>
      <p>{t('badge.body', { company: subsidy.company || subsidy.name })}</p>
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={inputId}>{t('badge.label')}</label>
        <input
          id={inputId}
          name="externalUserId"
          autoComplete="off"
          maxLength={EXTERNAL_USER_ID_MAX + 20}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        {problem && (
          <p id={errorId} className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('badge.saving') : t('badge.save')}
      </button>
    </form>
  );
}
