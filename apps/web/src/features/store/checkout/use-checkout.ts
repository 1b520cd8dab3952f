// The Confirm step's state and actions (customer-side §2, §4): delivery or pickup (the store's
// procedures, domain store rules), the delivery address (./use-checkout-address.ts), the delivery
// date and time where the store needs them (generic store), a comment, the payment (new card →
// tokenized first, saved card, or Interac Online), and placing the order (./use-place-order.ts).
// The Confirm sections only render what this hook returns and call its actions (ADR 206).
import type { CateringOptions } from '@mijote/contracts';
import { checkoutProcedures, giftCardNeeds, selectableDays, type CheckoutProcedure } from '@mijote/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { useAccount, useAddresses } from '../../../lib/account/api';
import { useCart } from '../../../lib/cart/use-cart';
import type { Lang } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import type { OpenStoreKind } from '../../../lib/stores';
import { useCateringZone, useFranchiseZone, useCateringTimes, useFranchises, useHolidays, useRestaurantTimes } from '../api';
import { keptLines } from '../cart-edit';
import type { AddressChoice, FieldErrors, PaymentChoice } from '../components/confirm-parts';
import type { GiftCardRecipientValues, Tokenized } from './checkout-form';
import { readConfirmDraft, type ConfirmDraft } from './confirm-draft';
import { useGenericCartRedirect } from './generic-redirect';
import { useCheckoutAddress } from './use-checkout-address';
import { usePlaceOrder } from './use-place-order';

/**
 * A delivery date and time (customer-side §5): the generic store's as the domain's delivery window
 * offers; catering's as the server offers them (the same window, without the full slots, ADR 221).
 */
function useDeliverySlots(
  store: OpenStoreKind,
  procedure: CheckoutProcedure,
  lang: Lang,
  signedIn: boolean,
  isMaster: boolean,
  franchiseId: number | null,
) {
  const holidays = useHolidays(lang, store === 'generic');
  const catering = useCateringTimes(procedure, store === 'catering' && signedIn);
  // a bistro's: its hours for the procedure, now + 45 min, its holidays and full slots out (ADR 231)
  const franchise = useRestaurantTimes(franchiseId, procedure, store === 'restaurant' && signedIn);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const holidayList = useMemo(() => (holidays.data ?? []).map((h) => ({ day: h.Day, month: h.Month })), [holidays.data]);
  const slots = useMemo(() => {
    const served = store === 'catering' ? catering.data : store === 'restaurant' ? franchise.data : undefined;
    if (served) return served.days.map((d) => ({ date: d.date, times: d.times.map((x) => x.time) }));
    return store === 'generic' && signedIn ? selectableDays({ store, procedure, now: new Date(), isMaster, holidays: holidayList }) : [];
  }, [store, procedure, isMaster, holidayList, signedIn, catering.data, franchise.data]);
  return {
    slots,
    date,
    time,
    times: slots.find((s) => s.date === date)?.times ?? [],
    /** A new day empties the time (the day's times differ). */
    chooseDate(d: string) {
      setDate(d);
      setTime('');
    },
    chooseTime: setTime,
  };
}

/** The form's messages: by place (`FieldErrors`) and the one above the button, which takes the focus. */
function useCheckoutErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  return { errors, setErrors, formError, setFormError, errorRef };
}

/** The payment entry: the saved cards (the first that has not expired, until the customer picks), a new card, Interac. */
function useCheckoutPayment(onChoose: () => void) {
  const account = useAccount();
  const [payment, setPayment] = useState<PaymentChoice | null>(null);
  const [tokenized, setTokenized] = useState<Tokenized | null>(null);
  const cards = account.data?.CreditCard ?? [];
  return {
    pending: account.isPending,
    cards,
    choice: payment ?? cards.find((c) => !c.IsExpired)?.Id ?? ('new' as PaymentChoice),
    /** The card already tokenized in this checkout attempt (brand and last 4), kept for a retry. */
    tokenized,
    setTokenized,
    choose(c: PaymentChoice) {
      setPayment(c);
      onChoose();
    },
    forgetCard: () => setTokenized(null),
  };
}

export function useCheckout(store: OpenStoreKind, lang: Lang) {
  const { t } = useTranslation('store');
  const { state, expired } = useSession();
  const signedIn = state.status === 'authenticated';
  const isMaster = signedIn && state.user.isMasterLogin;
  const name = signedIn ? `${state.user.first_name} ${state.user.last_name}`.trim() : '';
  const cart = useCart(store, lang);
  useGenericCartRedirect(store, cart, lang, signedIn);
  const doc = cart.reply?.cart;
  const { update } = cart;

  const lines = keptLines(cart.reply?.lines ?? []);
  // gift cards go by e-mail: a cart of gift cards only asks no address, date nor time (ADR 214)
  const giftCards = giftCardNeeds(lines.map((l) => l.productType ?? ''));
  const [recipient, setRecipientValues] = useState<GiftCardRecipientValues>({ name: '', email: '', message: '' });
  const procedures = checkoutProcedures(store);
  const procedure: CheckoutProcedure =
    doc && procedures.includes(doc.checkoutProcedure) ? doc.checkoutProcedure : (procedures[0] ?? 'delivery');
  // the cafeterias deliver to the subsidy's bistro or the chosen stop, never a typed address (ADR 250)
  const delivering = procedure === 'delivery' && giftCards.delivery && store !== 'corporate' && store !== 'mobile';

  const [loginOpen, setLoginOpen] = useState(false);
  const [comment, setComment] = useState('');
  // catering: how many people, and the options (the advanced ones a master login's, ADR 222)
  const [people, setPeople] = useState('');
  const [options, setOptions] = useState<CateringOptions>({});
  const messages = useCheckoutErrors();
  const payment = useCheckoutPayment(() => messages.setErrors({}));
  // the bistro store: the cart's bistro, its hours and its delivery zone (ADR 231)
  const franchiseId = store === 'restaurant' ? (doc?.franchiseId ?? null) : null;
  const franchise = (useFranchises(lang, franchiseId !== null).data ?? []).find((b) => b.Id === franchiseId) ?? null;
  const zoneQuery = useFranchiseZone(franchiseId, lang, delivering);
  // catering: its served areas with their catering fees, its postal-code picker (customer-side §2)
  const cateringZone = useCateringZone(lang, store === 'catering' && delivering);
  const zone = useMemo(() => {
    if (store === 'restaurant') return (zoneQuery.data ?? []).map((z) => ({ code: z.Code, feeCents: z.DeliveryFeeCents }));
    // until the areas are known, the saved addresses' own served flags decide
    if (store === 'catering' && cateringZone.data)
      return cateringZone.data.map((z) => ({ code: z.Code, feeCents: z.CateringDeliveryFeeCents, city: z.City }));
    return null;
  }, [store, zoneQuery.data, cateringZone.data]);
  const address = useCheckoutAddress({ lang, addresses: useAddresses(), signedIn, delivering, name, doc, update, zone });
  const when = useDeliverySlots(store, procedure, lang, signedIn, isMaster, franchiseId);

  // A try after a payment that did not go through (ADR 368): the last try's choices come back —
  // the comment and people at once, the date and time once offered, a saved address once listed.
  const draft = useRef<{ d: ConfirmDraft | null; when: boolean; address: boolean } | null>(null);
  useEffect(() => {
    const d = readConfirmDraft(store);
    draft.current = { d, when: !d?.date, address: d?.address == null };
    if (d?.comment) setComment(d.comment);
    if (d?.people) setPeople(d.people);
  }, [store]);
  const { slots, chooseDate, chooseTime } = when;
  useEffect(() => {
    const r = draft.current;
    if (!r?.d || r.when) return;
    const day = slots.find((x) => x.date === r.d!.date);
    if (!day) return;
    r.when = true;
    chooseDate(day.date);
    if (day.times.includes(r.d.time)) chooseTime(r.d.time);
  }, [slots, chooseDate, chooseTime]);
  const { chosen, choose: chooseAddressOnce } = address;
  useEffect(() => {
    const r = draft.current;
    if (!r?.d || r.address || chosen === null) return;
    r.address = true;
    const kept = r.d.address;
    if (kept !== null && kept !== chosen) chooseAddressOnce(kept);
  }, [chosen, chooseAddressOnce]);

  // Signed in from the prompt: it closes and the checkout goes on with the merged cart.
  useEffect(() => {
    if (signedIn) setLoginOpen(false);
  }, [signedIn]);

  /** Shows what went wrong: messages by place, the new address's fields, and the focused message. */
  function fail(message: string, fieldErrors: FieldErrors = {}, problems: typeof address.problems = {}) {
    messages.setErrors(fieldErrors);
    address.setProblems(problems);
    messages.setFormError(message);
    requestAnimationFrame(() => messages.errorRef.current?.focus());
  }
  const failWith = (err: unknown) => fail(errorText(t, err));
  /** Takes the date's or time's messages away, and the one above the button when it was theirs. */
  function clearWhenErrors(fields: readonly ('date' | 'time')[]) {
    const mine = fields.map((f) => messages.errors[f]).filter((m): m is string => !!m);
    if (mine.length === 0) return;
    messages.setErrors((e) => {
      const next = { ...e };
      for (const f of fields) delete next[f];
      return next;
    });
    const others = Object.keys(messages.errors).filter((k) => !(fields as readonly string[]).includes(k) && messages.errors[k]);
    const f = messages.formError;
    if (f && (mine.includes(f) || (f === t('confirm.fixErrors') && others.length === 0))) messages.setFormError(null);
  }

  const amountDue = cart.reply?.totals.amountDue ?? 0;
  const place = usePlaceOrder({
    store,
    lang,
    cart,
    signedIn,
    openLogin: () => setLoginOpen(true),
    fail,
    clearErrors: () => {
      messages.setFormError(null);
      messages.setErrors({});
    },
    choices: () => ({
      store,
      delivering,
      address,
      date: when.date,
      time: when.time,
      giftCards,
      recipient,
      lang,
      procedure,
      name,
      comment,
      amountDue,
      payment: payment.choice,
      people,
      options,
    }),
    tokenized: { value: payment.tokenized, set: payment.setTokenized },
  });

  return {
    store,
    lang,
    cart,
    signedIn,
    expired,
    isMaster,
    name,
    lines,
    amountDue,
    procedures,
    procedure,
    delivering,
    franchise,
    chooseProcedure(p: CheckoutProcedure) {
      when.chooseDate(''); // another procedure offers other times
      void update((d) => ({ ...d, checkoutProcedure: p })).catch(failWith);
    },
    setDeliveryWaiver: (on: boolean) => void update((d) => ({ ...d, isDeliveryWaived: on })).catch(failWith),
    address,
    chooseAddress(c: AddressChoice) {
      address.choose(c);
      messages.setErrors({});
    },
    // a date or a time chosen answers "select a time": its message goes (issue 28: it stayed)
    when: {
      ...when,
      chooseDate(d: string) {
        when.chooseDate(d);
        if (d) clearWhenErrors(['date']);
      },
      chooseTime(x: string) {
        when.chooseTime(x);
        if (x) clearWhenErrors(['date', 'time']);
      },
    },
    giftCards,
    recipient,
    setRecipient(change: Partial<GiftCardRecipientValues>) {
      setRecipientValues((r) => ({ ...r, ...change }));
      messages.setErrors({});
    },
    comment,
    setComment,
    people,
    setPeople,
    options,
    setOption<K extends keyof CateringOptions>(key: K, value: CateringOptions[K] | undefined) {
      setOptions((o) => {
        const next = { ...o };
        if (value === undefined || value === false || value === '') delete next[key];
        else next[key] = value;
        return next;
      });
    },
    payment,
    errors: messages.errors,
    formError: messages.formError,
    errorRef: messages.errorRef,
    busy: place.busy,
    submit: place.submit,
    login: { open: loginOpen, show: () => setLoginOpen(true), close: () => setLoginOpen(false) },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
