// Names, phones, opt-ins and preferred language → POST /accounts/me (customer-side §7).
import type { AccountReply } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import type { Lang } from '../../../lib/paths';
import { useSaveProfile } from '../api';
import type { PersonalSchema } from './account-schemas';
import { AccountSection } from './section';

const loadSchema = () => import('./account-schemas').then((m) => m.PersonalSchema);
type Values = z.input<typeof PersonalSchema>;
type Field = 'FirstName' | 'LastName' | 'Phone' | 'CellPhone';

export function PersonalSection({ account, lang }: { account: AccountReply; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const saveProfile = useSaveProfile(lang);
  const uid = 'profile';
  const id = (f: string) => `${uid}-me-${f}`;
  const { flash, show, clear } = useFlash();
  const defaultValues: Values = {
    FirstName: account.FirstName,
    LastName: account.LastName,
    Phone: account.Phone ?? '',
    CellPhone: account.CellPhone ?? '',
    PreferredLanguage: account.PreferredLanguage,
    EmailOptIn: account.EmailOptIn === 'y',
    TextMessageOptIn: account.TextMessageOptIn === 'y',
  };
  const { form, field, select, error, serverError } = useSchemaForm(t, loadSchema, { defaultValues });
  const sending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(
    async (body) => {
      clear();
      try {
        await saveProfile(body);
        show('success', t('alerts.saved'));
      } catch (err) {
        show('danger', serverError(err));
      }
    },
    () => show('danger', t('validation.fixFields')),
  );

  const text = (f: Field, label: string, extra: { type?: string; autoComplete?: string; optional?: boolean }) => (
    <TextField
      id={id(f)}
      type={extra.type ?? 'text'}
      label={label}
      optionalMark={extra.optional ? t('fields.optional') : undefined}
      autoComplete={extra.autoComplete}
      {...field(f)}
      error={error(f)}
      aria-required={extra.optional ? undefined : true}
    />
  );

  return (
    <AccountSection title={t('profile.personal.title')}>
      <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="form-grid">
          {text('FirstName', t('fields.firstName'), { autoComplete: 'given-name' })}
          {text('LastName', t('fields.lastName'), { autoComplete: 'family-name' })}
          {text('Phone', t('fields.phone'), { type: 'tel', autoComplete: 'tel', optional: true })}
          {text('CellPhone', t('fields.cellPhone'), { type: 'tel', autoComplete: 'tel', optional: true })}
          <SelectField
            id={id('language')}
            label={t('fields.preferredLanguage')}
            hint={t('profile.personal.languageHint')}
            {...select('PreferredLanguage')}
            options={[
              { value: 'en', label: t('languages.en') },
              { value: 'fr', label: t('languages.fr') },
            ]}
          />
        </div>
        <CheckboxField id={id('emailOptIn')} label={t('fields.emailOptIn')} {...field('EmailOptIn')} />
        <CheckboxField id={id('smsOptIn')} label={t('fields.smsOptIn')} {...field('TextMessageOptIn')} />
        <div className="session-form__actions">
          <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
            {sending ? t('alerts.saving') : t('profile.personal.submit')}
          </button>
        </div>
        <FlashRegion flash={flash} />
      </form>
    </AccountSection>
  );
}
