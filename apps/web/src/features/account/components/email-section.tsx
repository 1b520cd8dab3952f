// E-mail change → POST /accounts/{uuid}/email (current password required; the old address is told).
import type { AccountReply, ChangeEmailBody } from '@mijote/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { TextField } from '../../../components/ui/form-fields';
import { useFieldForm } from '../../../lib/use-field-form';
import type { Lang } from '../../../lib/paths';
import { useChangeEmail } from '../api';
import { AccountSection } from './section';

type Field = 'email' | 'current';
const CODE_FIELD: Partial<Record<string, Field>> = { 'email-taken': 'email', 'current-password-invalid': 'current' };

export function EmailSection({ account, lang }: { account: AccountReply; lang: Lang }) {
  const { t } = useTranslation('account');
  const changeEmail = useChangeEmail(account.Uuid, lang);
  const uid = useId();
  const id = (f: string) => `${uid}-email-${f}`;
  const [sending, setSending] = useState(false);
  const { flash, show, clear } = useFlash();
  const form = useFieldForm<Field>(t, {
    initial: { email: '', current: '' },
    rules: { email: { required: true, kind: 'email', max: 254 }, current: { required: true } },
    codeField: CODE_FIELD,
    idOf: id,
  });
  const { values, setValues, edit, error } = form;

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
      const body: ChangeEmailBody = { Email: values.email.trim(), CurrentPassword: values.current };
      await changeEmail(body);
      setValues({ email: '', current: '' });
      show('success', t('alerts.saved'));
    } catch (err) {
      show('danger', form.serverError(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountSection title={t('profile.email.title')} intro={t('profile.email.current', { email: account.Email })}>
      <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <input type="email" name="username" autoComplete="username" value={account.Email} readOnly hidden />
        <TextField id={id('email')} type="email" inputMode="email" label={t('profile.email.new')} autoComplete="email" value={values.email} onChange={(e) => edit('email', e.target.value)} error={error('email')} aria-required />
        <TextField
          id={id('current')}
          type="password"
          label={t('fields.currentPassword')}
          hint={t('profile.email.passwordHint')}
          autoComplete="current-password"
          value={values.current}
          onChange={(e) => edit('current', e.target.value)}
          error={error('current')}
          aria-required
        />
        <div className="session-form__actions">
          <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
            {sending ? t('alerts.saving') : t('profile.email.submit')}
          </button>
        </div>
        <FlashRegion flash={flash} />
      </form>
    </AccountSection>
  );
}
