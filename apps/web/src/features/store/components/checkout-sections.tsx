// The sections of the Confirm step, each drawn from the `useCheckout()` state it is given
// (../checkout/use-checkout.ts): sign-in prompt, delivery or pickup, the delivery days, the
// generic store's date and time, the comment, and the summary with the place-order button. The
// address and payment sections are in ./confirm-parts.tsx.
import { formatMoney, formatWallTime, PICKUP_HOURS, RESTAURANT_LEAD_MINUTES } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSandboxCards } from '../api';
import type { Checkout } from '../checkout/use-checkout';
import { formatDay } from '../format';
import { CartLines } from './cart-summary';
import { AddressSection, DeliveryWaiver, PaymentSection } from './confirm-parts';
import { Totals } from './totals';

export function SignInSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  return (
    <section className="confirm-block confirm-signin" aria-labelledby="signin-title">
      <h2 id="signin-title">{t('confirm.signIn.title')}</h2>
      <p>{checkout.expired ? t('account:expired.text') : t('confirm.signIn.body')}</p>
      <button type="button" className="button button--primary" onClick={checkout.login.show}>
        {t('confirm.signIn.action')}
      </button>
    </section>
  );
}

export function ProcedureSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  const { procedures, procedure, lang } = checkout;
  if (procedures.length <= 1) return <p className="confirm-block">{t(`confirm.procedure.only.${procedure}`)}</p>;
  return (
    <fieldset className="confirm-block">
      <legend>{t('confirm.procedure.legend')}</legend>
      <div className="choice-list choice-list--inline">
        {procedures.map((p) => (
          <label key={p} className="choice choice--card">
            <input type="radio" name="procedure" value={p} checked={procedure === p} onChange={() => checkout.chooseProcedure(p)} />
            <span>{t(`confirm.procedure.${p}`)}</span>
          </label>
        ))}
      </div>
      {checkout.franchise && (
        <p className="field__hint">
          <strong>{checkout.franchise.Name}</strong> ·{' '}
          {t('bistro.hoursHint', {
            lead: RESTAURANT_LEAD_MINUTES,
            to: formatWallTime(checkout.franchise.ClosingTime, lang),
            first: formatWallTime(checkout.franchise.FirstDelivery, lang),
            last: formatWallTime(checkout.franchise.LastDelivery, lang),
          })}
        </p>
      )}
      {procedure === 'pickup' && checkout.store !== 'restaurant' && (
        <p className="field__hint">
          {t('confirm.procedure.pickupHours', { from: formatWallTime(PICKUP_HOURS.from, lang), to: formatWallTime(PICKUP_HOURS.to, lang) })}
        </p>
      )}
    </fieldset>
  );
}

export function CheckoutAddressSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  const { address } = checkout;
  if (address.pending) return <p role="status">{t('loading')}</p>;
  return (
    <AddressSection
      lang={checkout.lang}
      addresses={address.saved}
      fallbackName={checkout.name}
      choice={address.chosen ?? 'new'}
      onChoose={checkout.chooseAddress}
      values={address.values}
      problems={address.problems}
      onChange={address.edit}
      onPostalBlur={() => void address.checkNewPostalCode()}
      area={address.chosen === 'new' ? address.area : null}
      errors={checkout.errors}
      served={address.served}
      zone={
        address.zone && checkout.store === 'catering'
          ? { name: t('catering.zoneName'), areas: address.zone, kind: 'catering' }
          : address.zone && checkout.franchise
            ? { name: checkout.franchise.Name, areas: address.zone, kind: 'restaurant' }
            : null
      }
    />
  );
}

/** Meal delivery: the days of the cart's lines, delivered or picked up. */
export function DaysSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  const days = [...new Set(checkout.lines.map((l) => l.date).filter((d): d is string => !!d))].sort();
  return (
    <section className="confirm-block" aria-labelledby="days-title">
      <h2 id="days-title">{checkout.delivering ? t('confirm.days.delivery') : t('confirm.days.pickup')}</h2>
      <ul className="confirm-days">
        {days.map((d) => (
          <li key={d}>{formatDay(d, checkout.lang)}</li>
        ))}
      </ul>
    </section>
  );
}

function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="field__error" id={id}>
      {text}
    </p>
  );
}

/** Generic store and catering: the delivery date and time (customer-side §5). */
export function WhenSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  const { when, errors, lang, procedure } = checkout;
  // the title says what happens at that time: a delivery, a pickup or a meal at the bistro (issue 28)
  const legend = procedure === 'pickup' ? 'legendPickup' : procedure === 'eat-in' ? 'legendEatIn' : 'legend';
  return (
    <fieldset className="confirm-block">
      <legend>{t(`confirm.when.${legend}`)}</legend>
      <div className="when">
        <div className={`field${errors['date'] ? ' field--invalid' : ''}`}>
          <label htmlFor="delivery-date">{t('confirm.when.date')}</label>
          <select
            id="delivery-date"
            value={when.date}
            aria-describedby={errors['date'] ? 'delivery-date-error' : undefined}
            onChange={(e) => when.chooseDate(e.currentTarget.value)}
          >
            <option value="">{t('confirm.when.choose')}</option>
            {when.slots.map((s) => (
              <option key={s.date} value={s.date}>
                {formatDay(s.date, lang)}
              </option>
            ))}
          </select>
          <FieldMessage id="delivery-date-error" text={errors['date']} />
        </div>
        <div className={`field${errors['time'] ? ' field--invalid' : ''}`}>
          <label htmlFor="delivery-time">{t('confirm.when.time')}</label>
          <select
            id="delivery-time"
            value={when.time}
            disabled={!when.date}
            aria-describedby={errors['time'] ? 'delivery-time-error' : undefined}
            onChange={(e) => when.chooseTime(e.currentTarget.value)}
          >
            <option value="">{t('confirm.when.choose')}</option>
            {when.times.map((x) => (
              <option key={x} value={x}>
                {formatWallTime(x, lang)}
              </option>
            ))}
          </select>
          <FieldMessage id="delivery-time-error" text={errors['time']} />
        </div>
      </div>
    </fieldset>
  );
}

export function CommentField({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  return (
    <div className="confirm-block field">
      <label htmlFor="order-comment">
        {t('confirm.comment')} <span className="field__optional">{t('confirm.optional')}</span>
      </label>
      <textarea
        id="order-comment"
        rows={3}
        maxLength={2000}
        value={checkout.comment}
        onChange={(e) => checkout.setComment(e.currentTarget.value)}
      />
    </div>
  );
}

export function CheckoutPaymentSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  const { payment } = checkout;
  if (payment.pending) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <PaymentSection
        lang={checkout.lang}
        amountDue={checkout.amountDue}
        cards={payment.cards}
        choice={payment.choice}
        onChoose={payment.choose}
        errors={checkout.errors}
        tokenized={payment.tokenized}
        onForgetCard={payment.forgetCard}
      />
      {checkout.amountDue > 0 && <SandboxCardsNote />}
    </>
  );
}

/** Only while the sandbox gateway is configured (the API says so): its test cards (issue 11). */
function SandboxCardsNote() {
  const { t } = useTranslation('store');
  const cards = useSandboxCards().data;
  if (!cards) return null;
  const group = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <aside className="notice sandbox-cards" aria-labelledby="sandbox-cards-title">
      <h2 id="sandbox-cards-title">{t('confirm.sandbox.title')}</h2>
      <p>{t('confirm.sandbox.body')}</p>
      <ul>
        {(['approve', 'decline', 'error'] as const).map((k) => (
          <li key={k}>
            <code>{group(cards[k])}</code> {t(`confirm.sandbox.${k}`)}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The order's lines and totals, the master login's delivery waiver, the message and the button. */
export function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  const { store, lang, cart, delivering, formError, busy } = checkout;
  const reply = cart.reply;
  if (!reply) return null;
  return (
    <aside className="confirm__aside" aria-labelledby="confirm-summary-title">
      <h2 id="confirm-summary-title">{t('confirm.summary')}</h2>
      <CartLines lines={checkout.lines} lang={lang} />
      <Totals
        totals={reply.totals}
        store={store}
        lang={lang}
        feesKnown={!!reply.cart.postalCode || store === 'corporate' || store === 'mobile'}
        pickup={!delivering}
        compact
      />
      {checkout.isMaster && delivering && (
        <DeliveryWaiver
          waived={reply.cart.isDeliveryWaived}
          postalCode={reply.cart.postalCode}
          busy={cart.isSaving}
          onChange={checkout.setDeliveryWaiver}
        />
      )}
      <p>
        <Link to={paths.store.reviewOrder(store, lang)}>{t('confirm.edit')}</Link>
      </p>
      <div ref={checkout.errorRef} tabIndex={-1} id="confirm-error" className="confirm__error" role="alert">
        {formError && <p className="alert alert--danger">{formError}</p>}
      </div>
      <button type="submit" className="button button--primary button--large confirm__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('confirm.placing') : t('confirm.place', { amount: formatMoney(checkout.amountDue, lang) })}
      </button>
    </aside>
  );
}
