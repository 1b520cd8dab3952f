// The code step of the second factor (issue 29, ADR 378): the 6-digit code of the authenticator
// app, or a recovery code instead; POSTs verify and calls `onVerified`. Used after a sign-in whose
// reply says `required`, on a page loaded in a pending session, and in the admin's step-up dialog.
// Its texts are in the namespace `ns` (`account` on the sign-in pages, `admin` in the back-office).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import type { Lang } from '../../lib/paths';
import { normaliseCode, postSecondFactorVerify, type VerifyReply } from '../../lib/session/second-factor';
import { TextField } from '../ui/form-fields';

export interface SecondFactorStepProps {
  lang: Lang;
  ns: 'account' | 'admin';
  idPrefix: string;
  onVerified: (reply: VerifyReply) => void | Promise<void>;
  /** A cancel button (the step-up dialog). */
  onCancel?: () => void;
}

export function SecondFactorStep({ lang, ns, idPrefix, onVerified, onCancel }: SecondFactorStepProps) {
  const { t } = useTranslation(ns);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `${idPrefix}-second-factor-code`;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const value = normaliseCode(code, recovery);
    if (!(recovery ? /^[a-z0-9]{4}-?[a-z0-9]{4}$/.test(value) : /^\d{6}$/.test(value))) {
      setError(t(recovery ? 'secondFactor.recoveryFormat' : 'secondFactor.codeFormat'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const reply = await postSecondFactorVerify(value, lang);
      await onVerified(reply);
    } catch (err) {
      setError(errorText(t, err));
      setSending(false);
    }
  }

  return (
    <form className="session-form second-factor" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p>{t(recovery ? 'secondFactor.recoveryLead' : 'secondFactor.lead')}</p>
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        id={id}
        label={t(recovery ? 'secondFactor.recoveryLabel' : 'secondFactor.codeLabel')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 12 : 8}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
        aria-required
        autoFocus
      />
      <p className="session-form__aside">
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setError(null);
          }}
        >
          {t(recovery ? 'secondFactor.useApp' : 'secondFactor.useRecovery')}
        </button>
      </p>
      <div className="session-form__actions">
        <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
          {sending ? t('secondFactor.sending') : t('secondFactor.submit')}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('secondFactor.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
