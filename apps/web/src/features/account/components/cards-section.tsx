// Saved cards (customer-side §3 CreditCard, §7 POST|DELETE /accounts/{uuid}/creditcard/{id},
// §9 card expiry pickers; ADR 087). Adding a card first sends the number to the sandbox
// tokenizer (the stand-in for the processor's hosted fields), then saves the token only. The
// card number and CVV are read from the form at submit and never kept in React state, logged or
// stored; the form is emptied once the card is saved.
import type { AccountReply } from '@mijote/contracts';
import { CARD_EXPIRY_MONTHS, cardExpiryYears, formatCardExpiry } from '@mijote/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { ApiError, errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { cardFieldOfError, checkCard, tokenizeBody, type CardField, type CardProblem } from '../../../lib/card-check';
import { useAddCard, useRemoveCard } from '../api';
import { AccountSection } from './section';

type Field = CardField;
type Problems = Partial<Record<Field, string>>;

export function CardsSection({ account, lang }: { account: AccountReply; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const addCard = useAddCard(account.Uuid, lang);
  const removeCard = useRemoveCard(account.Uuid, lang);
  const uid = 'profile';
  const id = (f: string) => `${uid}-card-${f}`;
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const { flash, show, clear } = useFlash();
  const [years] = useState(() => cardExpiryYears(new Date()));

  const problemText = (p: CardProblem) =>
    p === 'required'
      ? t('validation.required')
      : p === 'expired'
        ? t('errors:codes.card-expired')
        : p === 'cvv'
          ? t('validation.cvv')
          : t('validation.cardNumber');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    // read at submit only: the number and CVV live in the inputs, never in component state
    const card = {
      number: String(data.get('cardNumber') ?? ''),
      name,
      month: Number(month),
      year: Number(year),
      cvv: String(data.get('cardCvv') ?? ''),
    };
    const found = checkCard(card, new Date());
    const texts: Problems = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, problemText(v)]));
    setProblems(texts);
    const first = (['number', 'name', 'month', 'year', 'cvv'] as const).find((f) => found[f]);
    if (first) {
      show('danger', t('validation.fixFields'));
      document.getElementById(id(first))?.focus();
      return;
    }
    setSending(true);
    clear();
    try {
      await addCard(tokenizeBody(card));
      form.reset();
      setName('');
      setMonth('');
      setYear('');
      setProblems({});
      setAdding(false);
      show('success', t('alerts.cardAdded'));
    } catch (err) {
      const pointed = err instanceof ApiError ? cardFieldOfError(err.code, err.params['reason']) : null;
      if (pointed) {
        const text = err instanceof ApiError && err.code === 'card-brand-unsupported' ? errorText(t, err) : problemText(pointed.problem);
        setProblems({ [pointed.field]: text });
        show('danger', text);
        document.getElementById(id(pointed.field))?.focus();
      } else {
        show('danger', errorText(t, err));
      }
    } finally {
      setSending(false);
    }
  }

  async function remove(cardId: number) {
    setRemoving(cardId);
    clear();
    try {
      await removeCard(cardId);
      show('success', t('alerts.cardRemoved'));
    } catch (err) {
      show('danger', errorText(t, err));
    } finally {
      setRemoving(null);
    }
  }

  const cards = account.CreditCard;
  return (
    <AccountSection title={t('profile.cards.title')} intro={t('profile.cards.intro')}>
      {cards.length === 0 ? (
        <p>{t('profile.cards.none')}</p>
      ) : (
        <ul className="card-list">
          {cards.map((c) => {
            const label = t('profile.cards.card', { brand: t(`common:cardBrands.${c.Brand}`), last4: c.LastFourDigits });
            return (
              <li key={c.Id} className="card-list__item">
                <div>
                  <p className="card-list__name">{label}</p>
                  <p className="card-list__expiry">
                    {t('profile.cards.expires', { date: formatCardExpiry(c.ExpMonth, c.ExpYear) })}
                    {c.IsExpired && <span className="badge badge--danger">{t('profile.cards.expired')}</span>}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={removing !== null}
                  onClick={() => void remove(c.Id)}
                  aria-label={t('profile.cards.removeLabel', { card: label })}
                >
                  {removing === c.Id ? t('alerts.saving') : t('actions.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {adding ? (
        <form className="session-form card-form" noValidate onSubmit={(e) => void onSubmit(e)} autoComplete="on">
          <fieldset>
            <legend>{t('profile.cards.add')}</legend>
            <div className="form-grid">
              <TextField
                id={id('number')}
                name="cardNumber"
                label={t('profile.cards.number')}
                hint={t('profile.cards.numberHint')}
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                error={problems.number}
                aria-required
                className="field--wide"
                onChange={() => problems.number && setProblems((p) => ({ ...p, number: undefined }))}
              />
              <TextField
                id={id('name')}
                label={t('profile.cards.name')}
                autoComplete="cc-name"
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  if (problems.name) setProblems((p) => ({ ...p, name: undefined }));
                }}
                error={problems.name}
                aria-required
                className="field--wide"
              />
              <SelectField
                id={id('month')}
                label={t('profile.cards.month')}
                autoComplete="cc-exp-month"
                value={month}
                onChange={(e) => {
                  setMonth(e.target.value);
                  setProblems((p) => ({ ...p, month: undefined }));
                }}
                options={[
                  { value: '', label: t('profile.cards.choose') },
                  ...CARD_EXPIRY_MONTHS.map((m) => ({ value: String(m), label: formatCardExpiry(m) })),
                ]}
                error={problems.month}
                aria-required
              />
              <SelectField
                id={id('year')}
                label={t('profile.cards.year')}
                autoComplete="cc-exp-year"
                value={year}
                onChange={(e) => {
                  setYear(e.target.value);
                  setProblems((p) => ({ ...p, year: undefined, month: p.month === problemText('expired') ? undefined : p.month }));
                }}
                options={[{ value: '', label: t('profile.cards.choose') }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
                error={problems.year}
                aria-required
              />
              <TextField
                id={id('cvv')}
                name="cardCvv"
                type="password"
                label={t('profile.cards.cvv')}
                hint={t('profile.cards.cvvHint')}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                error={problems.cvv}
                aria-required
                onChange={() => problems.cvv && setProblems((p) => ({ ...p, cvv: undefined }))}
              />
            </div>
          </fieldset>
          <div className="session-form__actions">
            <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
              {sending ? t('alerts.saving') : t('profile.cards.submit')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setAdding(false);
                setProblems({});
                clear();
              }}
            >
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <p>
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            {t('profile.cards.add')}
          </button>
        </p>
      )}
      <FlashRegion flash={flash} />
    </AccountSection>
  );
}
