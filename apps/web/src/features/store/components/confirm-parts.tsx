// Pieces of the Confirm step: the delivery address (a saved one, or a new one with the account
// area's address fields and the served-area check) and the payment entry. Card fields are
// uncontrolled: the number and the CVV never enter React state; the page reads them once to check
// and tokenize them, then clears them (ADR 087, SAQ A).
import type { Address, CreditCard } from '@mijote/contracts';
import { CARD_EXPIRY_MONTHS, cardExpiryYears, formatCardExpiry, formatMoney, MIN_POSTAL_CODE_LENGTH } from '@mijote/domain';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressField, AddressValues } from '../../../components/address/address-values';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import type { CardField, CardProblem } from '../../../lib/card-check';
import type { FieldProblems } from '../../../lib/form-validation';
import type { Lang } from '../../../lib/paths';
import { zoneAreaOf, type ServedCheck, type ZoneArea } from '../addresses';

/**
 * The new address's fields (with the address search and the provinces) load when the customer
 * chooses "A new address" (or has no saved one): most checkouts pick a saved address, and the
 * corporate cafeterias never ask one (ADR 300).
 */
const AddressFields = lazy(() => import('../../../components/address/address-fields').then((m) => ({ default: m.AddressFields })));

/** Messages by place: card fields (`cardName`, `cardNumber`, `expiry`, `cvv`, `card`), `address`, `area`, `date`, `time`. */
export type FieldErrors = Partial<Record<string, string>>;

/** `'new'` or the id of a saved address. */
export type AddressChoice = 'new' | number;

/** Where a card problem shows: the month and the year share the expiry message. */
const CARD_ERROR_PLACE: Record<CardField, string> = { name: 'cardName', number: 'cardNumber', month: 'expiry', year: 'expiry', cvv: 'cvv' };

function cardProblemText(t: TFunction, field: CardField, problem: CardProblem): string {
  if (problem === 'expired') return t('errors:codes.card-expired');
  if (problem === 'cardNumber') return t('errors:codes.card-invalid');
  if (problem === 'cvv') return t('account:validation.cvv');
  return field === 'month' || field === 'year' ? t('confirm.payment.expiryRequired') : t('confirm.required');
}

/** The problems `checkCard` found, as the payment fields show them (one message per place). */
export function cardErrors(t: TFunction, problems: Partial<Record<CardField, CardProblem>>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems) as [CardField, CardProblem][])
    out[CARD_ERROR_PLACE[field]] ??= cardProblemText(t, field, problem);
  return out;
}

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
  served,
  zone = null,
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
  /** Whether a saved address is served (meal delivery's areas, or the bistro's zone). */
  served: ServedCheck;
  /** The bistro store: the bistro's zone, listed as its postal-code picker (customer-side §2). */
  zone?: { name: string; areas: readonly ZoneArea[]; kind: 'restaurant' | 'catering' } | null;
}) {
  const { t } = useTranslation('store');
  const id = 'confirm-address';
  const notServed = zone?.kind === 'restaurant' ? t('bistro.notInZone') : t('errors:codes.not-served-area');
  const zoneArea = zone && area === 'served' ? zoneAreaOf(values.postalCode, zone.areas) : null;
  const areaError =
    errors['area'] ??
    (area === 'not-served' ? notServed : area === 'too-short' ? t('area.tooShort', { min: MIN_POSTAL_CODE_LENGTH }) : undefined);
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
              {!served(a) && <span className="choice__warning"> — {notServed}</span>}
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
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <AddressFields
              idPrefix={id}
              lang={lang}
              legend={t('confirm.address.new')}
              values={values}
              problems={problems}
              onChange={onChange}
              show={{ company: true, phone: true }}
            />
          </Suspense>
          {areaError && (
            <p className="field__error" role="alert">
              {areaError}
            </p>
          )}
          {zone && zoneArea && (
            <p className="field__hint" role="status">
              {t('bistro.inZone', { name: zone.name, fee: formatMoney(zoneArea.feeCents, lang) })}
            </p>
          )}
        </div>
      )}
      {zone &&
        zone.areas.length > 0 &&
        (zone.kind === 'catering' ? (
          // catering serves dozens of areas: on demand, by town, so Confirm's fields stay in reach on a phone
          <details className="served-areas">
            <summary id={`${id}-zone`}>{t('bistro.zoneTitle', { name: zone.name })}</summary>
            <ZoneList
              id={id}
              lang={lang}
              areas={[...zone.areas].sort((a, b) => (a.city ?? '').localeCompare(b.city ?? '', lang) || a.code.localeCompare(b.code))}
            />
          </details>
        ) : (
          <div className="bistro-zone">
            <p className="field__hint" id={`${id}-zone`}>
              {t('bistro.zoneTitle', { name: zone.name })}
            </p>
            <ZoneList id={id} lang={lang} areas={zone.areas} />
          </div>
        ))}
    </fieldset>
  );
}

/** A delivery zone's areas with their fees (the postal-code picker's list). */
function ZoneList({ id, lang, areas }: { id: string; lang: Lang; areas: readonly ZoneArea[] }) {
  const { t } = useTranslation('store');
  return (
    <ul className="bistro-zone__list" aria-labelledby={`${id}-zone`}>
      {areas.map((z) => (
        <li key={z.code}>
          {t('bistro.zoneItem', { code: z.city ? `${z.city} (${z.code})` : z.code, fee: formatMoney(z.feeCents, lang) })}
        </li>
      ))}
    </ul>
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
  const id = 'confirm-payment';
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
            <span>
              {t('confirm.payment.saved', {
                brand: t(`common:cardBrands.${c.Brand}`),
                last4: c.LastFourDigits,
                month: formatCardExpiry(c.ExpMonth),
                year: c.ExpYear,
              })}
            </span>
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
            <TextField
              id={f('name')}
              name="cc-name"
              label={t('confirm.payment.cardName')}
              autoComplete="cc-name"
              error={errors['cardName']}
              aria-required
            />
            <TextField
              id={f('number')}
              name="cc-number"
              label={t('confirm.payment.cardNumber')}
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
              error={errors['cardNumber']}
              aria-required
            />
            <div className="card-fields__row">
              <SelectField
                id={f('month')}
                name="cc-exp-month"
                label={t('confirm.payment.expMonth')}
                autoComplete="cc-exp-month"
                defaultValue=""
                options={[
                  { value: '', label: t('confirm.payment.monthPlaceholder') },
                  ...CARD_EXPIRY_MONTHS.map((m) => ({ value: String(m), label: formatCardExpiry(m) })),
                ]}
                aria-required
              />
              <SelectField
                id={f('year')}
                name="cc-exp-year"
                label={t('confirm.payment.expYear')}
                autoComplete="cc-exp-year"
                defaultValue=""
                options={[
                  { value: '', label: t('confirm.payment.yearPlaceholder') },
                  ...years.map((y) => ({ value: String(y), label: String(y) })),
                ]}
                aria-required
              />
              <TextField
                id={f('cvv')}
                name="cc-csc"
                label={t('confirm.payment.cvv')}
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={4}
                error={errors['cvv']}
                aria-required
              />
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

/**
 * Master logins (customer-side §6: waiving delivery fees): the cart's delivery waiver, toggled on
 * the cart (§4). The server keeps it for the delivery address it was set for; when the address
 * changes it turns it off, and this says so.
 */
export function DeliveryWaiver({
  waived,
  postalCode,
  busy,
  onChange,
}: {
  waived: boolean;
  postalCode: string | null;
  busy: boolean;
  onChange(on: boolean): void;
}) {
  const { t } = useTranslation('store');
  // the box follows the click at once; the cart's value takes over once saved
  const [choice, setChoice] = useState<boolean | null>(null);
  const [seen, setSeen] = useState({ waived, postalCode });
  const [reset, setReset] = useState(false);
  if (waived !== seen.waived || postalCode !== seen.postalCode) {
    setReset(seen.waived && !waived && postalCode !== seen.postalCode);
    setSeen({ waived, postalCode });
    setChoice(null);
  }
  return (
    <div className="confirm-waiver">
      <div className="field field--checkbox">
        <input
          id="delivery-waiver"
          type="checkbox"
          checked={choice ?? waived}
          disabled={busy}
          aria-describedby="delivery-waiver-hint"
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setChoice(on);
            setReset(false);
            onChange(on);
          }}
        />
        <label htmlFor="delivery-waiver">{t('confirm.waiver.label')}</label>
      </div>
      <p className="field__hint" id="delivery-waiver-hint">
        {t('confirm.waiver.hint')}
      </p>
      <p className="confirm-waiver__reset" role="status">
        {reset ? t('confirm.waiver.reset') : ''}
      </p>
    </div>
  );
}
