// Pieces of the Confirm step: the delivery address (a saved one, or a new one with the account
// area's address fields and the served-area check) and the payment entry. Card fields are uncontrolled: the number and the CVV never enter React state; the
// page reads them once to tokenize and then clears them (ADR 087, SAQ A).
import type { Address, CreditCard } from '@mijote/contracts';
import { CARD_EXPIRY_MONTHS, cardExpiryYears, formatCardExpiry, formatMoney, MIN_POSTAL_CODE_LENGTH } from '@mijote/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/address/address-fields';
import type { AddressField, AddressValues } from '../../../components/address/address-values';
import type { FieldProblems } from '../../../lib/form-validation';
import type { Lang } from '../../../lib/paths';
import { isServedAddress } from '../addresses';

export type FieldErrors = Partial<Record<string, string>>;

/** `'new'` or the id of a saved address. */
export type AddressChoice = 'new' | number;

function Field({
  id,
  label,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  optional?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label} {optional && <span className="field__optional">{optional}</span>}
      </label>
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

/** The served-area answer of a new address's postal code (GET /postal-codes). */
export type AreaAnswer = 'served' | 'not-served' | 'too-short' | null;

export function AddressSection({
  lang,
  addresses,
  fallbackName,
  choice,
  onChoose,
  values,
  problems,
  onChange,
  onPostalBlur,
  area,
  errors,
}: {
  lang: Lang;
  addresses: readonly Address[];
  /** The customer's name, for an address saved without one. */
  fallbackName: string;
  choice: AddressChoice;
  onChoose(choice: AddressChoice): void;
  /** The new address. */
  values: AddressValues;
  problems: FieldProblems<AddressField>;
  onChange(next: AddressValues, changed: AddressField[]): void;
  onPostalBlur(): void;
  area: AreaAnswer;
  /** `address`: the choice as a whole; `area`: the server's answer for the new address's area. */
  errors: FieldErrors;
}) {
  const { t } = useTranslation('store');
  const id = useId();
  const areaError = errors['area'] ?? (area === 'not-served' ? t('errors:codes.not-served-area') : area === 'too-short' ? t('area.tooShort', { min: MIN_POSTAL_CODE_LENGTH }) : undefined);
  return (
    <fieldset className="confirm-block">
      <legend>{t('confirm.address.legend')}</legend>
      {errors['address'] && (
        <p className="field__error" role="alert">
          {errors['address']}
        </p>
      )}
      <div className="choice-list">
        {addresses.map((a) => (
          <label key={a.id} className="choice choice--card">
            <input type="radio" name={`${id}-address`} checked={choice === a.id} onChange={() => onChoose(a.id)} />
            <span>
              <strong>{a.name || fallbackName || t('confirm.address.saved')}</strong>
              {a.company && <> · {a.company}</>}
              <br />
              {a.line1}
              {a.line2 && `, ${a.line2}`}, {a.city} {a.postalCode}
              {!isServedAddress(a) && <span className="choice__warning"> — {t('errors:codes.not-served-area')}</span>}
            </span>
          </label>
        ))}
        <label className="choice choice--card">
          <input type="radio" name={`${id}-address`} checked={choice === 'new'} onChange={() => onChoose('new')} />
          <span>
            <strong>{t('confirm.address.new')}</strong>
          </span>
        </label>
      </div>
      {choice === 'new' && (
        // the served-area check runs when the postal code field is left (blur bubbles in React)
        <div className="address-form" onBlur={(e) => e.target.id === `${id}-postalCode` && onPostalBlur()}>
          <AddressFields
            idPrefix={id}
            lang={lang}
            legend={t('confirm.address.new')}
            values={values}
            problems={problems}
            onChange={onChange}
            show={{ company: true, phone: true }}
          />
          {areaError && (
            <p className="field__error" role="alert">
              {areaError}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

export type PaymentChoice = 'new' | 'interac' | number;

export function PaymentSection({
  lang,
  amountDue,
  cards,
  choice,
  onChoose,
  errors,
  tokenized,
  onForgetCard,
}: {
  lang: Lang;
  amountDue: number;
  cards: readonly CreditCard[];
  choice: PaymentChoice;
  onChoose(c: PaymentChoice): void;
  errors: FieldErrors;
  /** The card already tokenized in this checkout attempt (brand and last 4), if any. */
  tokenized: { brand: string; last4: string } | null;
  onForgetCard(): void;
}) {
  const { t } = useTranslation('store');
  const id = useId();
  if (amountDue === 0) {
    return (
      <fieldset className="confirm-block">
        <legend>{t('confirm.payment.legend')}</legend>
        <p>{t('confirm.payment.nothingDue')}</p>
      </fieldset>
    );
  }
  const usable = cards.filter((c) => !c.IsExpired);
  const years = cardExpiryYears(new Date());
  const f = (k: string) => `${id}-${k}`;
  return (
    <fieldset className="confirm-block">
      <legend>{t('confirm.payment.legend')}</legend>
      <p>{t('confirm.payment.due', { amount: formatMoney(amountDue, lang) })}</p>
      <div className="choice-list">
        {usable.map((c) => (
          <label key={c.Id} className="choice choice--card">
            <input type="radio" name={`${id}-pay`} checked={choice === c.Id} onChange={() => onChoose(c.Id)} />
            <span>{t('confirm.payment.saved', { brand: t(`common:cardBrands.${c.Brand}`), last4: c.LastFourDigits, month: formatCardExpiry(c.ExpMonth), year: c.ExpYear })}</span>
          </label>
        ))}
        <label className="choice choice--card">
          <input type="radio" name={`${id}-pay`} checked={choice === 'new'} onChange={() => onChoose('new')} />
          <span>{t('confirm.payment.newCard')}</span>
        </label>
        <label className="choice choice--card">
          <input type="radio" name={`${id}-pay`} checked={choice === 'interac'} onChange={() => onChoose('interac')} />
          <span>{t('confirm.payment.interac')}</span>
        </label>
      </div>
      {choice === 'new' &&
        (tokenized ? (
          <p className="card-ready">
            {t('confirm.payment.ready', { brand: t(`common:cardBrands.${tokenized.brand}`), last4: tokenized.last4 })}{' '}
            <button type="button" className="link-button" onClick={onForgetCard}>
              {t('confirm.payment.otherCard')}
            </button>
          </p>
        ) : (
          <div className="card-fields" data-card-fields="">
            <p className="field__hint">{t('confirm.payment.secure')}</p>
            <Field id={f('name')} label={t('confirm.payment.cardName')} error={errors['cardName']}>
              <input id={f('name')} name="cc-name" autoComplete="cc-name" required aria-describedby={describedBy(f('name'), errors['cardName'])} />
            </Field>
            <Field id={f('number')} label={t('confirm.payment.cardNumber')} error={errors['cardNumber']}>
              <input
                id={f('number')}
                name="cc-number"
                autoComplete="cc-number"
                inputMode="numeric"
                maxLength={23}
                required
                aria-describedby={describedBy(f('number'), errors['cardNumber'])}
              />
            </Field>
            <div className="card-fields__row">
              <Field id={f('month')} label={t('confirm.payment.expMonth')}>
                <select id={f('month')} name="cc-exp-month" autoComplete="cc-exp-month" defaultValue="">
                  <option value="" disabled>
                    {t('confirm.payment.monthPlaceholder')}
                  </option>
                  {CARD_EXPIRY_MONTHS.map((m) => (
                    <option key={m} value={m}>
                      {formatCardExpiry(m)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={f('year')} label={t('confirm.payment.expYear')}>
                <select id={f('year')} name="cc-exp-year" autoComplete="cc-exp-year" defaultValue="">
                  <option value="" disabled>
                    {t('confirm.payment.yearPlaceholder')}
                  </option>
                  {years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={f('cvv')} label={t('confirm.payment.cvv')} error={errors['cvv']}>
                <input id={f('cvv')} name="cc-csc" autoComplete="cc-csc" inputMode="numeric" maxLength={4} required aria-describedby={describedBy(f('cvv'), errors['cvv'])} />
              </Field>
            </div>
            {errors['expiry'] && (
              <p className="field__error" role="alert">
                {errors['expiry']}
              </p>
            )}
          </div>
        ))}
      {choice === 'interac' && <p className="field__hint">{t('confirm.payment.interacHint')}</p>}
      {errors['card'] && (
        <p className="field__error" role="alert">
          {errors['card']}
        </p>
      )}
    </fieldset>
  );
}
