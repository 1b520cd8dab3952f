// The sign-up form (customer-side §3 Account, §4 Registration, §5, §7): the account, a billing
// address and a delivery address (or "deliver to my billing address"), with the postal-address
// autocomplete and the provinces list. Two steps: POST /accounts/pre-register (checks the account
// object and that the e-mail is free), then POST /accounts through the session (creates the
// account with its addresses and signs in). A second submit is blocked while the first runs
// ('Registration in progress. Please wait'). Server codes are translated; nothing typed is lost.
import type { PreRegisterBody, RegisterBody } from '@mijote/contracts';
import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../lib/api-client';
import { postPreRegister } from '../../lib/session/api';
import { fieldErrorsFromServer, problemText, validate, type FieldProblems, type FieldRule } from '../../lib/form-validation';
import { paths, type Lang } from '../../lib/paths';
import { useSession, type SessionUser } from '../../lib/session/session';
import { useSite } from '../../lib/site';
import { typedBeforeHydration } from '../../lib/use-field-form';
import { useHydrated } from '../../lib/use-hydrated';
import { Alert } from '../../islands/form/alert';
import { AddressFields } from '../address/address-fields';
import {
  addressBody,
  addressRules,
  emptyAddress,
  isBlankAddress,
  ADDRESS_FIELDS,
  type AddressField,
  type AddressValues,
} from '../address/address-values';
import { CheckboxField, SelectField, TextField } from '../ui/form-fields';
import type { SessionView } from './login-form';
import { withNext } from '../../lib/session/next';
import { domId } from '../../lib/dom-id';

export interface SignUpFormProps {
  lang: Lang;
  onRegistered?: (user: SessionUser) => void;
  onSwitch?: (view: SessionView) => void;
  next?: string | null;
  /** Prefix of the form's element ids, unique on the page (ADR 230: no useId). */
  idPrefix?: string;
}

type AccountField = 'FirstName' | 'LastName' | 'Email' | 'Password' | 'ConfirmPassword' | 'Phone' | 'CellPhone';
const ACCOUNT_FIELDS: readonly AccountField[] = ['FirstName', 'LastName', 'Email', 'Password', 'ConfirmPassword', 'Phone', 'CellPhone'];

const ACCOUNT_RULES: Record<AccountField, FieldRule> = {
  FirstName: { required: true, max: 100 },
  LastName: { required: true, max: 100 },
  Email: { required: true, kind: 'email', max: 254 },
  Password: { required: true, kind: 'newPassword' },
  ConfirmPassword: { required: true, sameAs: 'Password' },
  Phone: { kind: 'phone', max: 40 },
  CellPhone: { kind: 'phone', max: 40 },
};

/** The sign-up address fields (no phone or instructions: the profile has them). */
function signUpAddressRules(): Partial<Record<AddressField, FieldRule>> {
  const { phone: _p, instructions: _i, ...rules } = addressRules(true);
  return rules;
}

/** Server validation paths → fields of this form. */
const SERVER_FIELDS: Record<string, string> = {
  ...Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, `account.${f}`])),
  ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [`BillingAddress.${f}`, `billing.${f}`])),
  ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [`DeliveryAddress.${f}`, `delivery.${f}`])),
};

interface Problems {
  account: FieldProblems<AccountField>;
  billing: FieldProblems<AddressField>;
  delivery: FieldProblems<AddressField>;
}
const NO_PROBLEMS: Problems = { account: {}, billing: {}, delivery: {} };

/** Server codes that belong to one field (shown under it as well as in the alert). */
const CODE_FIELD: Partial<Record<string, AccountField>> = {
  'email-taken': 'Email',
  'password-too-weak': 'Password',
  'password-too-common': 'Password',
  'passwords-mismatch': 'ConfirmPassword',
};

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; text: string };

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function SignUpForm({ lang, onRegistered, onSwitch, next, idPrefix = 'page' }: SignUpFormProps) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const session = useSession();
  const { brand } = useSite();
  const uid = domId(idPrefix);
  const id = (f: string) => `${uid}-signup-${f}`;

  // what was typed (or autofilled) before the page hydrated is kept (ADR 347)
  const [account, setAccount] = useState<Record<AccountField, string>>(() =>
    typedBeforeHydration({ FirstName: '', LastName: '', Email: '', Password: '', ConfirmPassword: '', Phone: '', CellPhone: '' }, id),
  );
  const [language, setLanguage] = useState<Lang>(lang);
  const [emailOptIn, setEmailOptIn] = useState(false);
  const [smsOptIn, setSmsOptIn] = useState(false);
  const [billing, setBilling] = useState<AddressValues>(emptyAddress);
  const [useBilling, setUseBilling] = useState(true);
  const [delivery, setDelivery] = useState<AddressValues>(emptyAddress);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [serverField, setServerField] = useState<{ field: AccountField; text: string } | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';
  // a second click in the same frame, before the disabled button renders, is refused too
  const inFlight = useRef(false);

  function editAccount(field: AccountField, value: string) {
    setAccount((a) => ({ ...a, [field]: value }));
    if (problems.account[field]) setProblems((p) => ({ ...p, account: { ...p.account, [field]: undefined } }));
    if (serverField?.field === field) setServerField(null);
  }

  const clearAddressProblems = (which: 'billing' | 'delivery', changed: AddressField[]) =>
    setProblems((p) => {
      const next = { ...p[which] };
      for (const f of changed) delete next[f];
      return { ...p, [which]: next };
    });

  function check(): Problems {
    const found: Problems = {
      account: validate(account, ACCOUNT_RULES),
      billing: validate(billing, signUpAddressRules()),
      delivery: !useBilling && !isBlankAddress(delivery) ? validate(delivery, signUpAddressRules()) : {},
    };
    return found;
  }

  function focusFirst(found: Problems) {
    const first =
      ACCOUNT_FIELDS.find((f) => found.account[f]) ??
      ADDRESS_FIELDS.filter((f) => found.billing[f]).map((f) => `billing-${f}`)[0] ??
      ADDRESS_FIELDS.filter((f) => found.delivery[f]).map((f) => `delivery-${f}`)[0];
    if (first) document.getElementById(id(first))?.focus();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending || inFlight.current) return; // double submit blocked (customer-side §4)
    const found = check();
    setProblems(found);
    setServerField(null);
    if (Object.keys(found.account).length + Object.keys(found.billing).length + Object.keys(found.delivery).length > 0) {
      setStatus({ kind: 'failed', text: t('validation.fixFields') });
      focusFirst(found);
      return;
    }

    const isBbCorp = brand === 'bakery';
    const query = `?site=21&isBbCorp=${isBbCorp ? 'y' : 'n'}`;
    const accountBody: PreRegisterBody = {
      FirstName: account.FirstName.trim(),
      LastName: account.LastName.trim(),
      Email: account.Email.trim(),
      PreferredLanguage: language,
      EmailOptIn: emailOptIn ? 'y' : 'n',
      TextMessageOptIn: smsOptIn ? 'y' : 'n',
      Phone: orNull(account.Phone),
      CellPhone: orNull(account.CellPhone),
      Password: account.Password,
      ConfirmPassword: account.ConfirmPassword,
    };
    const { addressType: _b, ...billingAddress } = addressBody(billing, 'B');
    const { addressType: _d, ...deliveryAddress } = addressBody(delivery, 'S');
    const registerBody: RegisterBody = {
      ...accountBody,
      origin: typeof window === 'undefined' ? undefined : window.location.pathname.slice(0, 200),
      site: '21',
      isBbCorp,
      BillingAddress: billingAddress,
      UseBillingAddress: useBilling,
      ...(!useBilling && !isBlankAddress(delivery) ? { DeliveryAddress: deliveryAddress } : {}),
    };

    setStatus({ kind: 'sending' });
    inFlight.current = true;
    try {
      await postPreRegister(accountBody, query, lang);
      const user = await session.register(registerBody, query);
      setStatus({ kind: 'idle' });
      onRegistered?.(user);
    } catch (err) {
      const fromServer = fieldErrorsFromServer(err, SERVER_FIELDS);
      if (Object.keys(fromServer).length > 0) {
        const mapped: Problems = { account: {}, billing: {}, delivery: {} };
        for (const [path, problem] of Object.entries(fromServer)) {
          const [group, field] = path.split('.') as ['account' | 'billing' | 'delivery', string];
          (mapped[group] as Record<string, unknown>)[field] = problem;
        }
        setProblems(mapped);
        setStatus({ kind: 'failed', text: t('validation.fixFields') });
        focusFirst(mapped);
        return;
      }
      const text = errorText(t, err);
      const field = err instanceof ApiError ? CODE_FIELD[err.code] : undefined;
      if (field) {
        setServerField({ field, text });
        document.getElementById(id(field))?.focus();
      }
      setStatus({ kind: 'failed', text });
    } finally {
      inFlight.current = false;
    }
  }

  const accountError = (f: AccountField) =>
    problemText(t, problems.account[f]) ?? (serverField?.field === f ? serverField.text : undefined);
  const optional = t('fields.optional');
  const toLogin = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onSwitch) return;
    e.preventDefault();
    onSwitch('login');
  };

  const text = (
    f: AccountField,
    props: {
      label: string;
      type?: string;
      autoComplete?: string;
      hint?: string;
      optional?: boolean;
      wide?: boolean;
      inputMode?: 'email' | 'tel';
    },
  ) => (
    <TextField
      id={id(f)}
      type={props.type ?? 'text'}
      label={props.label}
      optionalMark={props.optional ? optional : undefined}
      hint={props.hint}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      value={account[f]}
      onChange={(e) => editAccount(f, e.target.value)}
      error={accountError(f)}
      aria-required={props.optional ? undefined : true}
      className={props.wide ? 'field--wide' : undefined}
    />
  );

  return (
    <form className="session-form sign-up-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending}>
      <p className="session-form__note">{t('signUp.allRequired')}</p>
      <fieldset>
        <legend>{t('signUp.you')}</legend>
        <div className="form-grid">
          {text('FirstName', { label: t('fields.firstName'), autoComplete: 'given-name' })}
          {text('LastName', { label: t('fields.lastName'), autoComplete: 'family-name' })}
          {text('Email', { label: t('fields.email'), type: 'email', autoComplete: 'email', inputMode: 'email', wide: true })}
          {text('Password', {
            label: t('fields.password'),
            type: 'password',
            autoComplete: 'new-password',
            hint: t('fields.passwordHint'),
          })}
          {text('ConfirmPassword', { label: t('fields.confirmPassword'), type: 'password', autoComplete: 'new-password' })}
          {text('Phone', { label: t('fields.phone'), type: 'tel', autoComplete: 'tel', inputMode: 'tel', optional: true })}
          {text('CellPhone', { label: t('fields.cellPhone'), type: 'tel', autoComplete: 'tel', inputMode: 'tel', optional: true })}
          <SelectField
            id={id('language')}
            label={t('fields.preferredLanguage')}
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'fr' ? 'fr' : 'en')}
            options={[
              { value: 'en', label: t('languages.en') },
              { value: 'fr', label: t('languages.fr') },
            ]}
          />
        </div>
        <CheckboxField
          id={id('emailOptIn')}
          label={t('fields.emailOptIn')}
          checked={emailOptIn}
          onChange={(e) => setEmailOptIn(e.target.checked)}
        />
        <CheckboxField
          id={id('smsOptIn')}
          label={t('fields.smsOptIn')}
          checked={smsOptIn}
          onChange={(e) => setSmsOptIn(e.target.checked)}
        />
      </fieldset>

      <AddressFields
        idPrefix={id('billing')}
        lang={lang}
        legend={t('signUp.billing')}
        values={billing}
        problems={problems.billing}
        onChange={(v, changed) => {
          setBilling(v);
          clearAddressProblems('billing', changed);
        }}
        nameHint={t('address.billingNameHint')}
        show={{ company: true }}
      />

      <CheckboxField
        id={id('useBilling')}
        label={t('signUp.useBilling')}
        checked={useBilling}
        onChange={(e) => setUseBilling(e.target.checked)}
      />
      {!useBilling && (
        <AddressFields
          idPrefix={id('delivery')}
          lang={lang}
          legend={t('signUp.delivery')}
          values={delivery}
          problems={problems.delivery}
          required={false}
          onChange={(v, changed) => {
            setDelivery(v);
            clearAddressProblems('delivery', changed);
          }}
          show={{ company: true }}
        />
      )}

      <div className="session-form__actions">
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={!hydrated || sending}
          aria-disabled={!hydrated || sending}
        >
          {sending ? t('signUp.inProgress') : t('signUp.submit')}
        </button>
      </div>
      <div className="flash-region" aria-live="polite">
        {status.kind === 'sending' && <Alert tone="warning">{t('signUp.inProgress')}</Alert>}
        {status.kind === 'failed' && <Alert tone="danger">{status.text}</Alert>}
      </div>
      <p className="session-form__switch">
        {t('signUp.haveAccount')}{' '}
        <a href={withNext(paths.login(lang), next)} onClick={toLogin}>
          {t('signUp.login')}
        </a>
      </p>
    </form>
  );
}
