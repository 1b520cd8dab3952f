// Current password + new + confirm → POST /accounts/{uuid}/password (customer-side §7; the API
// clears a forced reset and ends the account's other sessions). Used by the profile and by the
// forced-reset modal. The fields are emptied after a success only.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../lib/forms/schema-form';
import { changePassword } from '../../lib/session/api';
import type { Lang } from '../../lib/paths';
import { FlashRegion, useFlash } from '../ui/flash';
import { TextField } from '../ui/form-fields';

const loadSchema = () => import('./password-change-schema').then((m) => m.PasswordChangeSchema);

type Values = { CurrentPassword: string; Password: string; Confirm: string };
const EMPTY: Values = { CurrentPassword: '', Password: '', Confirm: '' };

const CODE_FIELD = {
  'current-password-invalid': 'CurrentPassword',
  'password-too-weak': 'Password',
  'password-too-common': 'Password',
  'passwords-mismatch': 'Confirm',
} as const;

export interface PasswordChangeFormProps {
  uuid: string;
  /** The account's e-mail, for password managers (a hidden username field). */
  username: string;
  lang: Lang;
  submitLabel: string;
  /** After the API accepted the new password. */
  onChanged?: () => void | Promise<void>;
  /** Shown after the button (the forced-reset modal's "Log out"). */
  extraAction?: ReactNode;
  /** false: the caller says "saved" itself (the forced-reset modal closes instead). */
  confirmInPlace?: boolean;
  /** Prefix of the form's element ids, unique on the page (ADR 230: no useId). */
  idPrefix?: string;
}

export function PasswordChangeForm({
  uuid,
  username,
  lang,
  submitLabel,
  onChanged,
  extraAction,
  confirmInPlace = true,
  idPrefix = 'page',
}: PasswordChangeFormProps) {
  const { t } = useTranslation('account');
  const uid = idPrefix;
  const id = (f: string) => `${uid}-pw-${f}`;
  const { flash, show, clear } = useFlash();
  const { form, field, error, serverError } = useSchemaForm(t, loadSchema, { defaultValues: EMPTY, codeField: CODE_FIELD });
  const sending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(
    async (body) => {
      clear();
      try {
        await changePassword(uuid, body, lang);
        form.reset(EMPTY);
        if (confirmInPlace) show('success', t('alerts.saved'));
        await onChanged?.();
      } catch (err) {
        show('danger', serverError(err));
      }
    },
    () => clear(),
  );

  return (
    <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        id={id('current')}
        type="password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        {...field('CurrentPassword')}
        error={error('CurrentPassword')}
        aria-required
      />
      <TextField
        id={id('password')}
        type="password"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        autoComplete="new-password"
        {...field('Password')}
        error={error('Password')}
        aria-required
      />
      <TextField
        id={id('confirm')}
        type="password"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...field('Confirm')}
        error={error('Confirm')}
        aria-required
      />
      <div className="session-form__actions">
        <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
          {sending ? t('alerts.saving') : submitLabel}
        </button>
        {extraAction}
      </div>
      <FlashRegion flash={flash} />
    </form>
  );
}
