// The login form (customer-side §2 "login form and prompt modal", §7 POST /accounts/me/login),
// used by the login page and the login prompt modal. A failure shows the spec's text
// (errors:codes.invalid-credentials) or the rate-limit text; what was typed stays.
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../lib/api-client';
import { captchaToken, recaptchaSiteKey } from '../../islands/form/captcha';
import { useFieldForm } from '../../lib/use-field-form';
import { paths, type Lang } from '../../lib/paths';
import { useSession, type SessionUser } from '../../lib/session/session';
import { useHydrated } from '../../lib/use-hydrated';
import { FlashRegion, useFlash } from '../ui/flash';
import { TextField } from '../ui/form-fields';
import { domId } from '../../lib/dom-id';
import { withNext } from '../../lib/session/next';
import { secondFactorOf } from '../../lib/session/second-factor';
import { SecondFactorStep } from './second-factor-step';

export type SessionView = 'login' | 'signUp' | 'forgot';

/** The reCAPTCHA action of the sign-in (the API's LOGIN_CAPTCHA_ACTION). */
const LOGIN_CAPTCHA_FORM = 'login';

export interface LoginFormProps {
  lang: Lang;
  onSignedIn?: (user: SessionUser) => void;
  /** In a modal: the links switch the modal's view instead of leaving the page. */
  onSwitch?: (view: SessionView) => void;
  /** Kept on the sign-up and forgot-password links (`?next=`). */
  next?: string | null;
  /** Prefix of the form's element ids, unique on the page (ADR 230: no useId). */
  idPrefix?: string;
}

type Field = 'email' | 'password';

export function LoginForm({ lang, onSignedIn, onSwitch, next, idPrefix = 'page' }: LoginFormProps) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const session = useSession();
  const uid = domId(idPrefix);
  const [sending, setSending] = useState(false);
  const { flash, show, clear } = useFlash();
  const id = (f: string) => `${uid}-login-${f}`;
  const form = useFieldForm<Field>(t, {
    initial: { email: '', password: '' },
    rules: { email: { required: true }, password: { required: true } },
    idOf: id,
  });
  const { values, edit } = form;
  const pending = session.state.status === 'authenticated' && secondFactorOf(session.state.user) === 'required';

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    if (!form.check()) {
      clear();
      return;
    }
    setSending(true);
    clear();
    try {
      const credentials = { email: values.email.trim(), password: values.password };
      let user;
      try {
        user = await session.login(credentials);
      } catch (err) {
        // past the e-mail's limit of failed logins (ADR 376): where reCAPTCHA is configured, its
        // token is the second proof, asked only now (the Google script loads for this login only);
        // without it, or when it fails, the answer stays "check your e-mail for a sign-in link"
        if (!(err instanceof ApiError && err.code === 'login-proof-required' && recaptchaSiteKey())) throw err;
        const reCaptchaToken = await captchaToken(LOGIN_CAPTCHA_FORM);
        if (!reCaptchaToken) throw err;
        user = await session.login({ ...credentials, reCaptchaToken });
      }
      // a pending session: the code step shows (below) and signs in once it passes (ADR 378)
      if (secondFactorOf(user) !== 'required') onSignedIn?.(user);
    } catch (err) {
      show('danger', errorText(t, err));
    } finally {
      setSending(false);
    }
  }

  const switchTo = (view: SessionView) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onSwitch) return;
    e.preventDefault();
    onSwitch(view);
  };

  if (pending) {
    return (
      <SecondFactorStep
        lang={lang}
        ns="account"
        idPrefix={uid}
        onVerified={async () => {
          const user = await session.completeSecondFactor();
          if (user) onSignedIn?.(user);
        }}
      />
    );
  }

  return (
    <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        id={id('email')}
        type="email"
        label={t('fields.email')}
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onChange={(e) => edit('email', e.target.value)}
        error={form.error('email')}
        aria-required
      />
      <TextField
        id={id('password')}
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => edit('password', e.target.value)}
        error={form.error('password')}
        aria-required
      />
      <p className="session-form__aside">
        <a href={withNext(paths.forgotPassword(lang), next)} onClick={switchTo('forgot')}>
          {t('login.forgot')}
        </a>
      </p>
      <div className="session-form__actions">
        <button type="submit" className="button button--primary" disabled={!hydrated || sending} aria-disabled={!hydrated || sending}>
          {sending ? t('login.sending') : t('login.submit')}
        </button>
      </div>
      <FlashRegion flash={flash} />
      <p className="session-form__switch">
        {t('login.noAccount')}{' '}
        <a href={withNext(paths.signUp(lang), next)} onClick={switchTo('signUp')}>
          {t('login.signUp')}
        </a>
      </p>
    </form>
  );
}
