// The page of the reset e-mail's link (ADR 086: /{lang}/reset-password/:token): a new password
// and its confirmation → POST /accounts/me/reset-password/confirm. A used, expired or unknown
// link answers the spec's password-reset-issue text, with a way to ask for a new link.
import type { ResetPasswordConfirmBody } from '@mijote/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { TextField } from '../../../components/ui/form-fields';
import { Alert } from '../../../islands/form/alert';
import { ApiError, errorText } from '../../../lib/api-client';
import { confirmPasswordReset } from '../../../lib/session/api';
import { useFieldForm } from '../../../lib/use-field-form';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useHydrated } from '../../../lib/use-hydrated';
import { AuthPage } from '../components/auth-page';

type Field = 'password' | 'confirm';
const CODE_FIELD: Partial<Record<string, Field>> = {
  'password-too-weak': 'password',
  'password-too-common': 'password',
  'passwords-mismatch': 'confirm',
};

export function Component() {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const lang = useLang();
  usePageTitle('resetPassword');
  const { token = '' } = useParams();
  const uid = 'page';
  const id = (f: string) => `${uid}-reset-${f}`;
  const [state, setState] = useState<'form' | 'sending' | 'done' | 'bad-link'>('form');
  const { flash, show, clear } = useFlash();
  const form = useFieldForm<Field>(t, {
    initial: { password: '', confirm: '' },
    rules: { password: { required: true, kind: 'newPassword' }, confirm: { required: true, sameAs: 'password' } },
    codeField: CODE_FIELD,
    idOf: id,
  });
  const { values, edit } = form;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (state === 'sending') return;
    if (!form.check()) {
      clear();
      return;
    }
    setState('sending');
    clear();
    try {
      const body: ResetPasswordConfirmBody = { token, password: values.password, confirm: values.confirm };
      await confirmPasswordReset(body, lang);
      setState('done');
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (form.fieldOf(err)) {
        show('danger', form.serverError(err));
        setState('form');
      } else if (code === 'password-reset-issue' || code === 'validation-failed') {
        setState('bad-link'); // unknown, expired, used or malformed link
      } else {
        show('danger', errorText(t, err));
        setState('form');
      }
    }
  }

  if (state === 'done') {
    return (
      <AuthPage title={t('reset.title')}>
        <Alert tone="success">{t('reset.done')}</Alert>
        <p className="session-form__actions">
          <a className="button button--primary" href={paths.login(lang)}>
            {t('reset.login')}
          </a>
        </p>
      </AuthPage>
    );
  }
  if (state === 'bad-link') {
    return (
      <AuthPage title={t('reset.title')}>
        <Alert tone="danger">{t('errors:codes.password-reset-issue')}</Alert>
        <p>{t('reset.badLink')}</p>
        <p className="session-form__actions">
          <a className="button button--primary" href={paths.forgotPassword(lang)}>
            {t('reset.requestNew')}
          </a>
        </p>
      </AuthPage>
    );
  }

  const { error } = form;
  return (
    <AuthPage title={t('reset.title')} lead={t('reset.lead')}>
      <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id={id('password')}
          type="password"
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => edit('password', e.target.value)}
          error={error('password')}
          aria-required
        />
        <TextField
          id={id('confirm')}
          type="password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => edit('confirm', e.target.value)}
          error={error('confirm')}
          aria-required
        />
        <div className="session-form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!hydrated || state === 'sending'}
            aria-disabled={!hydrated || state === 'sending'}
          >
            {state === 'sending' ? t('alerts.saving') : t('reset.submit')}
          </button>
        </div>
        <FlashRegion flash={flash} />
      </form>
    </AuthPage>
  );
}
