// Current password + new + confirm → POST /accounts/{uuid}/password (customer-side §7; the API
// clears a forced reset and ends the account's other sessions). Used by the profile and by the
// forced-reset modal. The fields are emptied after a success only.
import type { ChangePasswordBody } from '@mijote/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../lib/session/api';
import { useFieldForm } from '../../lib/use-field-form';
import type { Lang } from '../../lib/paths';
import { FlashRegion, useFlash } from '../ui/flash';
import { TextField } from '../ui/form-fields';

type Field = 'current' | 'password' | 'confirm';

const CODE_FIELD: Partial<Record<string, Field>> = {
  'current-password-invalid': 'current',
  'password-too-weak': 'password',
  'password-too-common': 'password',
  'passwords-mismatch': 'confirm',
};

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
}

export function PasswordChangeForm({ uuid, username, lang, submitLabel, onChanged, extraAction, confirmInPlace = true }: PasswordChangeFormProps) {
  const { t } = useTranslation('account');
  const uid = useId();
  const id = (f: string) => `${uid}-pw-${f}`;
  const [sending, setSending] = useState(false);
  const { flash, show, clear } = useFlash();
  const form = useFieldForm<Field>(t, {
    initial: { current: '', password: '', confirm: '' },
    rules: { current: { required: true }, password: { required: true, kind: 'newPassword' }, confirm: { required: true, sameAs: 'password' } },
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
      const body: ChangePasswordBody = { CurrentPassword: values.current, Password: values.password, Confirm: values.confirm };
      await changePassword(uuid, body, lang);
      setValues({ current: '', password: '', confirm: '' });
      if (confirmInPlace) show('success', t('alerts.saved'));
      await onChanged?.();
    } catch (err) {
      show('danger', form.serverError(err));
    } finally {
      setSending(false);
    }
  }


  return (
    <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField id={id('current')} type="password" label={t('fields.currentPassword')} autoComplete="current-password" value={values.current} onChange={(e) => edit('current', e.target.value)} error={error('current')} aria-required />
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
      <TextField id={id('confirm')} type="password" label={t('fields.confirmPassword')} autoComplete="new-password" value={values.confirm} onChange={(e) => edit('confirm', e.target.value)} error={error('confirm')} aria-required />
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
