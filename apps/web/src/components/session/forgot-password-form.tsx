// Forgot password (customer-side §7 POST /accounts/me/reset-password; ADR 086): the answer is
// the same whether or not the e-mail has an account — success key `email-instruction`, failure
// `password-reset-issue` (or the rate-limit text).
import type { ResetPasswordBody } from '@mijote/contracts';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { requestPasswordReset } from '../../lib/session/api';
import { problemText, validate, type FieldProblems } from '../../lib/form-validation';
import { paths, type Lang } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { Alert } from '../../islands/form/alert';
import { TextField } from '../ui/form-fields';
import type { SessionView } from './login-form';
import { withNext } from '../../lib/session/next';
import { domId } from '../../lib/dom-id';

export interface ForgotPasswordFormProps {
  lang: Lang;
  onSwitch?: (view: SessionView) => void;
  next?: string | null;
  /** Prefix of the form's element ids, unique on the page (ADR 230: no useId). */
  idPrefix?: string;
}

type Outcome = { kind: 'none' } | { kind: 'sent' } | { kind: 'failed'; text: string };

export function ForgotPasswordForm({ lang, onSwitch, next, idPrefix = 'page' }: ForgotPasswordFormProps) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const uid = domId(idPrefix);
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'email'>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const emailId = `${uid}-forgot-email`;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const found = validate({ email }, { email: { required: true, kind: 'email' } });
    setProblems(found);
    if (found.email) {
      setOutcome({ kind: 'none' });
      document.getElementById(emailId)?.focus();
      return;
    }
    setSending(true);
    setOutcome({ kind: 'none' });
    try {
      const body: ResetPasswordBody = { email: email.trim(), site: '21', language: lang };
      const reply = await requestPasswordReset(body, lang);
      if (reply.code !== 'email-instruction') throw new Error('unexpected reply');
      setOutcome({ kind: 'sent' });
    } catch (err) {
      // the rate limit has its own text; anything else is the spec's password-reset-issue
      const code = err instanceof ApiError && err.code === 'rate-limited' ? 'rate-limited' : 'password-reset-issue';
      setOutcome({ kind: 'failed', text: t(`errors:codes.${code}`) });
    } finally {
      setSending(false);
    }
  }

  const toLogin = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onSwitch) return;
    e.preventDefault();
    onSwitch('login');
  };

  return (
    <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p>{t('forgot.intro')}</p>
      <TextField
        id={emailId}
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (problems.email) setProblems({});
        }}
        error={problemText(t, problems.email)}
        aria-required
      />
      <div className="session-form__actions">
        <button type="submit" className="button button--primary" disabled={!hydrated || sending} aria-disabled={!hydrated || sending}>
          {sending ? t('forgot.sending') : t('forgot.submit')}
        </button>
      </div>
      <div className="flash-region" aria-live="polite">
        {outcome.kind === 'sent' && <Alert tone="success">{t('codes.email-instruction')}</Alert>}
        {outcome.kind === 'failed' && <Alert tone="danger">{outcome.text}</Alert>}
      </div>
      <p className="session-form__switch">
        <a href={withNext(paths.login(lang), next)} onClick={toLogin}>
          {t('forgot.backToLogin')}
        </a>
      </p>
    </form>
  );
}
