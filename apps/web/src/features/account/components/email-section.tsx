// E-mail change → POST /accounts/{uuid}/email (current password required; the old address is told).
// The form is the contract's ChangeEmailBody (lib/forms/schema-form, ADR 205).
import type { AccountReply } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { TextField } from '../../../components/ui/form-fields';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import type { Lang } from '../../../lib/paths';
import { useChangeEmail } from '../api';
import { AccountSection } from './section';

const loadSchema = () => import('./account-schemas').then((m) => m.ChangeEmailBody);

type Values = { Email: string; CurrentPassword: string };
const EMPTY: Values = { Email: '', CurrentPassword: '' };
const CODE_FIELD = { 'email-taken': 'Email', 'current-password-invalid': 'CurrentPassword' } as const;

export function EmailSection({ account, lang }: { account: AccountReply; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const changeEmail = useChangeEmail(account.Uuid, lang);
  const uid = 'profile';
  const id = (f: string) => `${uid}-email-${f}`;
  const { flash, show, clear } = useFlash();
  const { form, field, error, serverError } = useSchemaForm(t, loadSchema, { defaultValues: EMPTY, codeField: CODE_FIELD });
  const sending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(
    async (body) => {
      clear();
      try {
        await changeEmail(body);
        form.reset(EMPTY);
        show('success', t('alerts.saved'));
      } catch (err) {
        show('danger', serverError(err));
      }
    },
    () => clear(),
  );

  return (
    <AccountSection title={t('profile.email.title')} intro={t('profile.email.current', { email: account.Email })}>
      <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <input type="email" name="username" autoComplete="username" value={account.Email} readOnly hidden />
        <TextField
          id={id('email')}
          type="email"
          inputMode="email"
          label={t('profile.email.new')}
          autoComplete="email"
          {...field('Email')}
          error={error('Email')}
          aria-required
        />
        <TextField
          id={id('current')}
          type="password"
          label={t('fields.currentPassword')}
          hint={t('profile.email.passwordHint')}
          autoComplete="current-password"
          {...field('CurrentPassword')}
          error={error('CurrentPassword')}
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
