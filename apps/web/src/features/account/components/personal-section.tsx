// Names, phones, opt-ins and preferred language → POST /accounts/me (customer-side §7).
import type { AccountReply, UpdateAccountBody } from '@mijote/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields';
import { errorText } from '../../../lib/api-client';
import { fieldErrorsFromServer, problemText, validate, type FieldProblems, type FieldRule } from '../../../lib/form-validation';
import type { Lang } from '../../../lib/paths';
import { useSaveProfile } from '../api';
import { AccountSection } from './section';

type Field = 'FirstName' | 'LastName' | 'Phone' | 'CellPhone';
const FIELDS: readonly Field[] = ['FirstName', 'LastName', 'Phone', 'CellPhone'];
const RULES: Record<Field, FieldRule> = {
  FirstName: { required: true, max: 100 },
  LastName: { required: true, max: 100 },
  Phone: { kind: 'phone', max: 40 },
  CellPhone: { kind: 'phone', max: 40 },
};

export function PersonalSection({ account, lang }: { account: AccountReply; lang: Lang }) {
  const { t } = useTranslation('account');
  const saveProfile = useSaveProfile(lang);
  const uid = useId();
  const id = (f: string) => `${uid}-me-${f}`;
  const [values, setValues] = useState<Record<Field, string>>({
    FirstName: account.FirstName,
    LastName: account.LastName,
    Phone: account.Phone ?? '',
    CellPhone: account.CellPhone ?? '',
  });
  const [language, setLanguage] = useState<Lang>(account.PreferredLanguage);
  const [emailOptIn, setEmailOptIn] = useState(account.EmailOptIn === 'y');
  const [smsOptIn, setSmsOptIn] = useState(account.TextMessageOptIn === 'y');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [sending, setSending] = useState(false);
  const { flash, show, clear } = useFlash();

  function edit(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const found = validate(values, RULES);
    setProblems(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      show('danger', t('validation.fixFields'));
      document.getElementById(id(first))?.focus();
      return;
    }
    setSending(true);
    clear();
    try {
      const body: UpdateAccountBody = {
        FirstName: values.FirstName.trim(),
        LastName: values.LastName.trim(),
        Phone: values.Phone.trim() || null,
        CellPhone: values.CellPhone.trim() || null,
        PreferredLanguage: language,
        EmailOptIn: emailOptIn ? 'y' : 'n',
        TextMessageOptIn: smsOptIn ? 'y' : 'n',
      };
      await saveProfile(body);
      show('success', t('alerts.saved'));
    } catch (err) {
      const fromServer = fieldErrorsFromServer(err, { FirstName: 'FirstName', LastName: 'LastName', Phone: 'Phone', CellPhone: 'CellPhone' } as const);
      setProblems(fromServer);
      show('danger', Object.keys(fromServer).length > 0 ? t('validation.fixFields') : errorText(t, err));
    } finally {
      setSending(false);
    }
  }

  const field = (f: Field, label: string, extra: { type?: string; autoComplete?: string; optional?: boolean }) => (
    <TextField
      id={id(f)}
      type={extra.type ?? 'text'}
      label={label}
      optionalMark={extra.optional ? t('fields.optional') : undefined}
      autoComplete={extra.autoComplete}
      value={values[f]}
      onChange={(e) => edit(f, e.target.value)}
      error={problemText(t, problems[f])}
      aria-required={extra.optional ? undefined : true}
    />
  );

  return (
    <AccountSection title={t('profile.personal.title')}>
      <form className="session-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="form-grid">
          {field('FirstName', t('fields.firstName'), { autoComplete: 'given-name' })}
          {field('LastName', t('fields.lastName'), { autoComplete: 'family-name' })}
          {field('Phone', t('fields.phone'), { type: 'tel', autoComplete: 'tel', optional: true })}
          {field('CellPhone', t('fields.cellPhone'), { type: 'tel', autoComplete: 'tel', optional: true })}
          <SelectField
            id={id('language')}
            label={t('fields.preferredLanguage')}
            hint={t('profile.personal.languageHint')}
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'fr' ? 'fr' : 'en')}
            options={[
              { value: 'en', label: t('languages.en') },
              { value: 'fr', label: t('languages.fr') },
            ]}
          />
        </div>
        <CheckboxField id={id('emailOptIn')} label={t('fields.emailOptIn')} checked={emailOptIn} onChange={(e) => setEmailOptIn(e.target.checked)} />
        <CheckboxField id={id('smsOptIn')} label={t('fields.smsOptIn')} checked={smsOptIn} onChange={(e) => setSmsOptIn(e.target.checked)} />
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
