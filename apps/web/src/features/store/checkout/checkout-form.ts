// The pure pieces of placing an order from the Confirm step: what must be fixed before anything is
// sent, the card read from its uncontrolled fields, and the order body (customer-side §2, §4, §5).
import type { CateringOptions, PlaceOrderBody } from '@mijote/contracts';
import { EMAIL_PATTERN, MIN_POSTAL_CODE_LENGTH, type CheckoutProcedure } from '@mijote/domain';
import type { TFunction } from 'i18next';
import { addressBody, addressProblems, type AddressField, type AddressValues } from '../../../components/address/address-values';
import type { FieldProblems } from '../../../lib/form-validation';
import type { OpenStoreKind } from '../../../lib/stores';
import type { Lang } from '../../../lib/paths';
import type { ServedCheck } from '../addresses';
import type { Address } from '@mijote/contracts';
import type { AddressChoice, AreaAnswer, FieldErrors, PaymentChoice } from '../components/confirm-parts';

export type Tokenized = { token: string; brand: string; last4: string };

export interface CheckoutChoices {
  store: OpenStoreKind;
  delivering: boolean;
  address: { chosen: AddressChoice | null; values: AddressValues; area: AreaAnswer; saved: readonly Address[]; served: ServedCheck };
  date: string;
  time: string;
  /** what the cart's gift cards need (the domain's giftCardNeeds, ADR 214) */
  giftCards: { recipient: boolean; delivery: boolean };
  recipient: GiftCardRecipientValues;
}

export interface GiftCardRecipientValues {
  name: string;
  email: string;
  message: string;
}

/** The stores whose Confirm asks a date and time: the generic store (but for gift cards only), catering and the bistros. */
export function needsWhen(c: Pick<CheckoutChoices, 'store' | 'giftCards'>): boolean {
  return c.store === 'catering' || c.store === 'restaurant' || (c.store === 'generic' && c.giftCards.delivery);
}

/** The message of an address outside the area: a bistro's zone has the spec's postal-code text. */
const notServedText = (t: TFunction, store: OpenStoreKind) =>
  store === 'restaurant' ? t('bistro.notInZone') : t('errors:codes.not-served-area');

/** The problems of the form before anything is sent: the new address's fields, then the rest. */
export function checkoutProblems(t: TFunction, c: CheckoutChoices): { errors: FieldErrors; address: FieldProblems<AddressField> } {
  const e: FieldErrors = {};
  let problems: FieldProblems<AddressField> = {};
  const { chosen, values, area, saved, served } = c.address;
  if (c.delivering) {
    if (chosen === null) e['address'] = t('errors:codes.address-required');
    else if (chosen === 'new') {
      problems = addressProblems(values); // the contract's address schema (ADR 205)
      if (!problems.postalCode && area === 'not-served') e['area'] = notServedText(t, c.store);
      if (!problems.postalCode && area === 'too-short') e['area'] = t('area.tooShort', { min: MIN_POSTAL_CODE_LENGTH });
    } else {
      const a = saved.find((x) => x.id === chosen);
      if (a && !served(a)) e['address'] = notServedText(t, c.store);
    }
  }
  if (needsWhen(c)) {
    if (!c.date) e['date'] = t('errors:codes.delivery-date-required');
    else if (!c.time) e['time'] = t('errors:codes.order-select-time');
  }
  if (c.giftCards.recipient) {
    if (!c.recipient.name.trim()) e['recipientName'] = t('confirm.required');
    if (!c.recipient.email.trim()) e['recipientEmail'] = t('confirm.required');
    else if (!EMAIL_PATTERN.test(c.recipient.email.trim())) e['recipientEmail'] = t('confirm.recipient.invalidEmail');
  }
  return { errors: e, address: problems };
}

export interface CardFields {
  /** The card as typed (read once). */
  card: { name: string; number: string; month: number; year: number; cvv: string };
  /** Empties one field (the number after tokenizing, the CVV always). */
  empty(name: 'cc-number' | 'cc-csc'): void;
}

/**
 * Reads the payment entry's card fields from the form (`[data-card-fields]`): they are
 * uncontrolled, so the number and the CVV never enter React state (ADR 087, SAQ A).
 */
export function readCardFields(form: HTMLFormElement): CardFields {
  const box = form.querySelector('[data-card-fields]');
  const input = (name: string) => box?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`) ?? null;
  const value = (name: string) => input(name)?.value ?? '';
  return {
    card: {
      name: value('cc-name'),
      number: value('cc-number'),
      month: Number(value('cc-exp-month')),
      year: Number(value('cc-exp-year')),
      cvv: value('cc-csc'),
    },
    empty(name) {
      const el = input(name);
      if (el) el.value = '';
    },
  };
}

/** A new delivery address as the order takes it (no address type nor instructions); unnamed, the customer's name. */
function orderAddress(values: AddressValues, customerName: string): NonNullable<PlaceOrderBody['deliveryAddress']> {
  const { addressType: _type, instructions: _instructions, ...address } = addressBody(values, 'S');
  return { ...address, name: address.name ?? customerName };
}

export interface OrderChoices extends CheckoutChoices {
  lang: Lang;
  procedure: CheckoutProcedure;
  name: string;
  comment: string;
  amountDue: number;
  payment: PaymentChoice;
  card: Tokenized | null;
  cart: PlaceOrderBody['cart'];
  /** catering: the number of people as typed, and the options (ADR 222) */
  people?: string;
  options?: CateringOptions;
}

/** Catering: the number of people (a whole number, else none) and the options chosen. */
function cateringFields(c: OrderChoices): Pick<PlaceOrderBody, 'numberOfPeople' | 'cateringOptions'> {
  const people = Number((c.people ?? '').trim());
  const options = c.options ?? {};
  return {
    numberOfPeople: Number.isInteger(people) && people > 0 ? people : null,
    cateringOptions: Object.keys(options).length > 0 ? options : null,
  };
}

/** The body of POST /orders/0 (the cart as the customer sees it; the server prices it again). */
export function orderBody(c: OrderChoices): PlaceOrderBody {
  const { chosen, values } = c.address;
  const deliveryAddress: PlaceOrderBody['deliveryAddress'] = !c.delivering
    ? null
    : chosen === 'new'
      ? orderAddress(values, c.name)
      : { id: chosen as number };
  return {
    paymentMethod: c.amountDue > 0 && c.payment === 'interac' ? 'interac' : 'card',
    language: c.lang,
    ...(c.card ? { card: { token: c.card.token } } : {}),
    ...(c.amountDue > 0 && typeof c.payment === 'number' ? { savedCardId: c.payment } : {}),
    checkoutProcedure: c.procedure,
    deliveryAddress,
    deliveryDate: needsWhen(c) ? c.date : null,
    deliveryTime: needsWhen(c) ? c.time : null,
    ...(c.store === 'catering' ? cateringFields(c) : {}),
    ...(c.store === 'restaurant' ? { franchiseId: c.cart.franchiseId ?? null } : {}),
    comment: c.comment.trim() || null,
    ...(c.giftCards.recipient
      ? { giftCardRecipient: { name: c.recipient.name.trim(), email: c.recipient.email.trim(), message: c.recipient.message.trim() } }
      : {}),
    cart: c.cart,
    store: c.store,
  };
}
