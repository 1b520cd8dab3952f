// Confirm step (customer-side §2, §4): delivery or pickup (the store's procedures, domain store
// rules), the delivery address (saved or new, served-area check), the delivery date and time where
// the store needs them (generic store), a comment, and the payment (new card → tokenized first,
// saved card, or Interac Online). Placing the order sends one Idempotency-Key per checkout attempt
// (reused on retry and double click) and routes each answer of the API as the spec says.
import type { CartDocument, CartRemovalReason, PlaceOrderBody } from '@mijote/contracts';
import { checkoutProcedures, formatMoney, formatWallTime, MIN_POSTAL_CODE_LENGTH, MISSING_SIDE_KEY, normalizePostalCode, PICKUP_HOURS, selectableDays, type CheckoutProcedure } from '@mijote/domain';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { LoginPromptModal } from '../../../components/session/login-prompt-modal';
import { ApiError, errorText } from '../../../lib/api-client';
import { checkCard } from '../../../lib/card-check';
import { useCart } from '../../../lib/cart/use-cart';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { addressBody, addressRules, emptyAddress, type AddressField, type AddressValues } from '../../../components/address/address-values';
import { useAccount, useAddresses } from '../../../lib/account/api';
import { validate, type FieldProblems } from '../../../lib/form-validation';
import { defaultDeliveryAddress, deliveryChoices, isServedAddress } from '../addresses';
import { checkPostalCode, placeOrder, tokenizeCard, useAfterOrderPlaced, useHolidays } from '../api';
import { keptLines } from '../cart-edit';
import { CartGate } from '../components/cart-gate';
import { CartLines } from '../components/cart-summary';
import { AddressSection, cardErrors, DeliveryWaiver, PaymentSection, type AddressChoice, type AreaAnswer, type FieldErrors, type PaymentChoice } from '../components/confirm-parts';
import { Totals } from '../components/totals';
import { formatDay } from '../format';
import { failurePathFor } from './failure';
import type { ReviewState } from './review-order';
import { useStoreKind } from '../store';

/** Navigation state of a return to the menu (a required side left unchosen). */
export interface MenuState {
  notice?: typeof MISSING_SIDE_KEY;
}

type Tokenized = { token: string; brand: string; last4: string };

/** A new delivery address as the order takes it (no address type nor instructions); unnamed, the customer's name. */
function orderAddress(values: AddressValues, customerName: string): NonNullable<PlaceOrderBody['deliveryAddress']> {
  const { addressType: _type, instructions: _instructions, ...address } = addressBody(values, 'S');
  return { ...address, name: address.name ?? customerName };
}

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { t } = useTranslation('store');
  usePageTitle('storeConfirmOrder', { store: t(`common:stores.${store}`) });
  const navigate = useNavigate();
  const afterOrderPlaced = useAfterOrderPlaced(store);
  const { state, expired } = useSession();
  const signedIn = state.status === 'authenticated';
  const isMaster = signedIn && state.user.isMasterLogin;
  const cart = useCart(store, lang);
  const account = useAccount();
  const addresses = useAddresses();
  const holidays = useHolidays(lang, store === 'store');
  const reply = cart.reply;
  const doc = reply?.cart;
  const { update } = cart;

  const procedures = checkoutProcedures(store);
  const procedure: CheckoutProcedure = doc && procedures.includes(doc.checkoutProcedure) ? doc.checkoutProcedure : (procedures[0] ?? 'delivery');
  const delivering = procedure === 'delivery';

  const [loginOpen, setLoginOpen] = useState(false);
  const [addressChoice, setAddressChoice] = useState<AddressChoice | null>(null);
  const [newAddress, setNewAddress] = useState<AddressValues>(emptyAddress);
  const [addressProblems, setAddressProblems] = useState<FieldProblems<AddressField>>({});
  const [nameEdited, setNameEdited] = useState(false);
  const [area, setArea] = useState<AreaAnswer>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [comment, setComment] = useState('');
  const [payment, setPayment] = useState<PaymentChoice | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tokenized, setTokenized] = useState<Tokenized | null>(null);
  const submitting = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  // Delivery addresses first, then billing ones (../addresses.ts). Defaults once they are known:
  // the first served address, the first card that has not expired.
  const saved = useMemo(() => deliveryChoices(addresses.data ?? []), [addresses.data]);
  const chosenAddress = addressChoice ?? (addresses.isSuccess ? (defaultDeliveryAddress(saved)?.id ?? saved[0]?.id ?? 'new') : null);
  const cards = account.data?.CreditCard ?? [];
  const paymentChoice: PaymentChoice = payment ?? cards.find((c) => !c.IsExpired)?.Id ?? 'new';
  const name = signedIn ? `${state.user.first_name} ${state.user.last_name}`.trim() : '';
  // The new address's name starts as the customer's (customer-side §3) until they change it.
  const address: AddressValues = nameEdited ? newAddress : { ...newAddress, name };

  // Signed in from the prompt: it closes and the checkout goes on with the merged cart.
  useEffect(() => {
    if (signedIn) setLoginOpen(false);
  }, [signedIn]);

  // The delivery postal code prices the delivery fees: keep the cart's in step with the address.
  const postalCode = !delivering
    ? null
    : chosenAddress === 'new'
      ? area === 'served'
        ? normalizePostalCode(address.postalCode)
        : null
      : (saved.find((a) => a.id === chosenAddress)?.postalCode ?? null);
  const cartPostal = doc?.postalCode ?? null;
  useEffect(() => {
    if (!signedIn || !doc || !postalCode || (cartPostal && normalizePostalCode(cartPostal) === normalizePostalCode(postalCode))) return;
    update((d) => ({ ...d, postalCode })).catch(() => undefined);
  }, [signedIn, doc, postalCode, cartPostal, update]);

  // Generic store: a delivery date and time (customer-side §5), as the domain's delivery window offers.
  const holidayList = useMemo(() => (holidays.data ?? []).map((h) => ({ day: h.Day, month: h.Month })), [holidays.data]);
  const slots = useMemo(
    () => (store === 'store' && signedIn ? selectableDays({ store, procedure, now: new Date(), isMaster, holidays: holidayList }) : []),
    [store, procedure, isMaster, holidayList, signedIn],
  );
  const times = slots.find((s) => s.date === date)?.times ?? [];

  const lines = keptLines(reply?.lines ?? []);
  const amountDue = reply?.totals.amountDue ?? 0;

  async function checkNewPostalCode() {
    const code = address.postalCode.trim();
    if (!code) {
      setArea(null);
      return;
    }
    try {
      const r = await checkPostalCode(code, lang);
      setArea(r.served ? 'served' : (r.reason ?? 'not-served'));
    } catch {
      setArea(null);
    }
  }

  /** The problems of the form before anything is sent: the new address's fields, then the rest. */
  function check(): { errors: FieldErrors; address: FieldProblems<AddressField> } {
    const e: FieldErrors = {};
    let problems: FieldProblems<AddressField> = {};
    if (delivering) {
      if (chosenAddress === null) e['address'] = t('errors:codes.address-required');
      else if (chosenAddress === 'new') {
        problems = validate(address, addressRules());
        if (!problems.postalCode && area === 'not-served') e['area'] = t('errors:codes.not-served-area');
        if (!problems.postalCode && area === 'too-short') e['area'] = t('area.tooShort', { min: MIN_POSTAL_CODE_LENGTH });
      } else {
        const a = saved.find((x) => x.id === chosenAddress);
        if (a && !isServedAddress(a)) e['address'] = t('errors:codes.not-served-area');
      }
    }
    if (store === 'store') {
      if (!date) e['date'] = t('errors:codes.delivery-date-required');
      else if (!time) e['time'] = t('errors:codes.order-select-time');
    }
    return { errors: e, address: problems };
  }

  /**
   * Reads the card fields once, checks them with the domain's card rules (lib/card-check), tokenizes,
   * then empties the number and the CVV: they never stay anywhere, React state included.
   */
  async function tokenizeFromForm(form: HTMLFormElement): Promise<Tokenized | FieldErrors> {
    const box = form.querySelector('[data-card-fields]');
    const input = (name: string) => box?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`) ?? null;
    const value = (name: string) => input(name)?.value ?? '';
    const empty = (name: string) => {
      const el = input(name);
      if (el) el.value = '';
    };
    const card = { name: value('cc-name'), number: value('cc-number'), month: Number(value('cc-exp-month')), year: Number(value('cc-exp-year')), cvv: value('cc-csc') };
    const problems = checkCard(card, new Date());
    if (Object.keys(problems).length > 0) return cardErrors(t, problems);
    try {
      const r = await tokenizeCard({ name: card.name.trim(), number: card.number.replace(/[\s-]/g, ''), exp_month: card.month, exp_year: card.year, cvv: card.cvv.trim() });
      empty('cc-number');
      return { token: r.token, brand: r.brand, last4: r.last4 };
    } catch (err) {
      if (err instanceof ApiError && err.code === 'card-expired') return { expiry: errorText(t, err) };
      return { card: err instanceof ApiError && err.code === 'validation-failed' ? t('confirm.payment.invalid') : errorText(t, err) };
    } finally {
      empty('cc-csc');
    }
  }

  function fail(message: string, fieldErrors: FieldErrors = {}, problems: FieldProblems<AddressField> = {}) {
    setErrors(fieldErrors);
    setAddressProblems(problems);
    setFormError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  async function afterSuccess(orderId: number, target: string) {
    await afterOrderPlaced();
    void navigate(target, { state: { orderId } });
  }

  /** A required side is still unchosen: back to the menu, which says so (customer-side §4). */
  function backToMenuForSides() {
    void navigate(paths.store.menu(store, lang), { state: { notice: MISSING_SIDE_KEY } satisfies MenuState });
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting.current || !doc) return;
    if (!signedIn) {
      setLoginOpen(true);
      return;
    }
    if (reply?.flags.sideSelectionRequired) {
      backToMenuForSides();
      return;
    }
    const found = check();
    if (Object.keys(found.errors).length > 0 || Object.keys(found.address).length > 0) {
      fail(t('confirm.fixErrors'), found.errors, found.address);
      return;
    }
    submitting.current = true;
    setBusy(true);
    setFormError(null);
    setErrors({});
    try {
      let card: Tokenized | null = null;
      if (amountDue > 0 && paymentChoice === 'new') {
        card = tokenized;
        if (!card) {
          const r = await tokenizeFromForm(e.currentTarget);
          if (!('token' in r)) {
            fail(t('confirm.fixErrors'), r);
            return;
          }
          card = r as Tokenized;
          setTokenized(card);
        }
      }
      idempotencyKey.current ??= crypto.randomUUID();
      const deliveryAddress: PlaceOrderBody['deliveryAddress'] = !delivering ? null : chosenAddress === 'new' ? orderAddress(address, name) : { id: chosenAddress as number };
      const body: PlaceOrderBody = {
        paymentMethod: amountDue > 0 && paymentChoice === 'interac' ? 'interac' : 'card',
        language: lang,
        ...(card ? { card: { token: card.token } } : {}),
        ...(amountDue > 0 && typeof paymentChoice === 'number' ? { savedCardId: paymentChoice } : {}),
        checkoutProcedure: procedure,
        deliveryAddress,
        deliveryDate: store === 'store' ? date : null,
        deliveryTime: store === 'store' ? time : null,
        comment: comment.trim() || null,
        cart: doc,
        store,
      };
      const r = await placeOrder(body, idempotencyKey.current, lang);
      if (r.InteractOnlineRedirect) {
        window.location.assign(`${r.InteractOnlineRedirect}?returnUrl=${encodeURIComponent(paths.store.success(store, lang, r.Id))}`);
        return;
      }
      await afterSuccess(r.Id, paths.store.success(store, lang, r.Id));
    } catch (err) {
      handleOrderError(err);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  function handleOrderError(err: unknown) {
    if (!(err instanceof ApiError)) {
      // no answer (network): the same key is sent again on retry, so it cannot make two orders
      fail(errorText(t, err));
      return;
    }
    const orderId = typeof err.params['orderId'] === 'number' ? err.params['orderId'] : 0;
    const failure = failurePathFor(err.code, store, lang, orderId);
    if (failure) {
      void navigate(failure);
      return;
    }
    switch (err.code) {
      case 'cart-items-removed': {
        const cleaned = err.params['cart'] as CartDocument | undefined;
        const reasons = (err.params['reasons'] as CartRemovalReason[] | undefined) ?? [];
        const go = () => void navigate(paths.store.reviewOrder(store, lang), { state: { removed: reasons } satisfies ReviewState });
        if (cleaned) update(() => cleaned).then(go, go);
        else go();
        return;
      }
      case MISSING_SIDE_KEY:
        backToMenuForSides();
        return;
      case 'order-select-time':
        fail(t('errors:codes.order-select-time'), { time: t('errors:codes.order-select-time') });
        return;
      case 'not-served-area':
        fail(errorText(t, err), chosenAddress === 'new' ? { area: errorText(t, err) } : { address: errorText(t, err) });
        return;
      case 'card-invalid':
      case 'card-expired':
        setTokenized(null);
        fail(errorText(t, err), { card: errorText(t, err) });
        return;
      default:
        if (err.status === 401) {
          setLoginOpen(true);
          fail(t('account:expired.title'));
          return;
        }
        fail(errorText(t, err));
    }
  }

  const here = paths.store.confirmOrder(store, lang);
  return (
    <>
      <header className="store-head">
        <h1>{t('confirm.title')}</h1>
      </header>
      <CartGate cart={cart} store={store} lang={lang}>
        {(reply) => (
          <form className="confirm" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={formError ? 'confirm-error' : undefined}>
            <div className="confirm__main">
              {!signedIn && (
                <section className="confirm-block confirm-signin" aria-labelledby="signin-title">
                  <h2 id="signin-title">{t('confirm.signIn.title')}</h2>
                  <p>{expired ? t('account:expired.text') : t('confirm.signIn.body')}</p>
                  <button type="button" className="button button--primary" onClick={() => setLoginOpen(true)}>
                    {t('confirm.signIn.action')}
                  </button>
                </section>
              )}
              {signedIn && (
                <>
                  {procedures.length > 1 ? (
                    <fieldset className="confirm-block">
                      <legend>{t('confirm.procedure.legend')}</legend>
                      <div className="choice-list choice-list--inline">
                        {procedures.map((p) => (
                          <label key={p} className="choice choice--card">
                            <input
                              type="radio"
                              name="procedure"
                              value={p}
                              checked={procedure === p}
                              onChange={() => {
                                update((d) => ({ ...d, checkoutProcedure: p })).catch((err: unknown) => fail(errorText(t, err)));
                              }}
                            />
                            <span>{t(`confirm.procedure.${p}`)}</span>
                          </label>
                        ))}
                      </div>
                      {procedure === 'pickup' && <p className="field__hint">{t('confirm.procedure.pickupHours', { from: formatWallTime(PICKUP_HOURS.from, lang), to: formatWallTime(PICKUP_HOURS.to, lang) })}</p>}
                    </fieldset>
                  ) : (
                    <p className="confirm-block">{t(`confirm.procedure.only.${procedure}`)}</p>
                  )}
                  {delivering &&
                    (addresses.isPending ? (
                      <p role="status">{t('loading')}</p>
                    ) : (
                      <AddressSection
                        lang={lang}
                        addresses={saved}
                        fallbackName={name}
                        choice={chosenAddress ?? 'new'}
                        onChoose={(c) => {
                          setAddressChoice(c);
                          setErrors({});
                          setAddressProblems({});
                        }}
                        values={address}
                        problems={addressProblems}
                        onChange={(next, changed) => {
                          if (changed.includes('name')) setNameEdited(true);
                          if (changed.includes('postalCode')) setArea(null);
                          setNewAddress(next);
                          setAddressProblems((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !changed.includes(k as AddressField))));
                        }}
                        onPostalBlur={() => void checkNewPostalCode()}
                        area={chosenAddress === 'new' ? area : null}
                        errors={errors}
                      />
                    ))}
                  {store === 'mealDelivery' && (
                    <section className="confirm-block" aria-labelledby="days-title">
                      <h2 id="days-title">{delivering ? t('confirm.days.delivery') : t('confirm.days.pickup')}</h2>
                      <ul className="confirm-days">
                        {[...new Set(lines.map((l) => l.date).filter((d): d is string => !!d))].sort().map((d) => (
                          <li key={d}>{formatDay(d, lang)}</li>
                        ))}
                      </ul>
                    </section>
                  )}
                  {store === 'store' && (
                    <fieldset className="confirm-block">
                      <legend>{t('confirm.when.legend')}</legend>
                      <div className="when">
                        <div className={`field${errors['date'] ? ' field--invalid' : ''}`}>
                          <label htmlFor="delivery-date">{t('confirm.when.date')}</label>
                          <select
                            id="delivery-date"
                            value={date}
                            aria-describedby={errors['date'] ? 'delivery-date-error' : undefined}
                            onChange={(e) => {
                              setDate(e.currentTarget.value);
                              setTime('');
                            }}
                          >
                            <option value="">{t('confirm.when.choose')}</option>
                            {slots.map((s) => (
                              <option key={s.date} value={s.date}>
                                {formatDay(s.date, lang)}
                              </option>
                            ))}
                          </select>
                          {errors['date'] && (
                            <p className="field__error" id="delivery-date-error">
                              {errors['date']}
                            </p>
                          )}
                        </div>
                        <div className={`field${errors['time'] ? ' field--invalid' : ''}`}>
                          <label htmlFor="delivery-time">{t('confirm.when.time')}</label>
                          <select id="delivery-time" value={time} disabled={!date} aria-describedby={errors['time'] ? 'delivery-time-error' : undefined} onChange={(e) => setTime(e.currentTarget.value)}>
                            <option value="">{t('confirm.when.choose')}</option>
                            {times.map((x) => (
                              <option key={x} value={x}>
                                {formatWallTime(x, lang)}
                              </option>
                            ))}
                          </select>
                          {errors['time'] && (
                            <p className="field__error" id="delivery-time-error">
                              {errors['time']}
                            </p>
                          )}
                        </div>
                      </div>
                    </fieldset>
                  )}
                  <div className="confirm-block field">
                    <label htmlFor="order-comment">
                      {t('confirm.comment')} <span className="field__optional">{t('confirm.optional')}</span>
                    </label>
                    <textarea id="order-comment" rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
                  </div>
                  {account.isPending ? (
                    <p role="status">{t('loading')}</p>
                  ) : (
                    <PaymentSection
                      lang={lang}
                      amountDue={amountDue}
                      cards={cards}
                      choice={paymentChoice}
                      onChoose={(c) => {
                        setPayment(c);
                        setErrors({});
                      }}
                      errors={errors}
                      tokenized={tokenized}
                      onForgetCard={() => setTokenized(null)}
                    />
                  )}
                </>
              )}
            </div>
            <aside className="confirm__aside" aria-labelledby="confirm-summary-title">
              <h2 id="confirm-summary-title">{t('confirm.summary')}</h2>
              <CartLines lines={lines} lang={lang} />
              <Totals totals={reply.totals} store={store} lang={lang} feesKnown={!!reply.cart.postalCode} pickup={!delivering} compact />
              {isMaster && delivering && (
                <DeliveryWaiver
                  waived={reply.cart.isDeliveryWaived}
                  postalCode={reply.cart.postalCode}
                  busy={cart.isSaving}
                  onChange={(on) => update((d) => ({ ...d, isDeliveryWaived: on })).catch((err: unknown) => fail(errorText(t, err)))}
                />
              )}
              <p>
                <Link to={paths.store.reviewOrder(store, lang)}>{t('confirm.edit')}</Link>
              </p>
              <div ref={errorRef} tabIndex={-1} id="confirm-error" className="confirm__error" role="alert">
                {formError && <p className="alert alert--danger">{formError}</p>}
              </div>
              <button type="submit" className="button button--primary button--large confirm__submit" disabled={busy} aria-busy={busy}>
                {busy ? t('confirm.placing') : t('confirm.place', { amount: formatMoney(amountDue, lang) })}
              </button>
            </aside>
          </form>
        )}
      </CartGate>
      <LoginPromptModal open={loginOpen} lang={lang} next={here} onClose={() => setLoginOpen(false)} />
    </>
  );
}
