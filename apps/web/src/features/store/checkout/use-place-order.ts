// Placing the order from the Confirm step (customer-side §2, §4, §8): the checks, the card
// tokenized first (ADR 087), then POST /orders/0 with one Idempotency-Key per checkout attempt,
// reused on retry and double click (ADR 162), and each answer of the API routed as the spec says.
import type { CartDocument, CartRemovalReason } from '@mijote/contracts';
import { MISSING_SIDE_KEY } from '@mijote/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-client';
import { checkCard, tokenizeBody } from '../../../lib/card-check';
import type { UseCart } from '../../../lib/cart/use-cart';
import { paths, type Lang } from '../../../lib/paths';
import type { OpenStoreKind } from '../../../lib/stores';
import { placeOrder, tokenizeCard, useAfterOrderPlaced } from '../api';
import { cardErrors, type FieldErrors } from '../components/confirm-parts';
import { failurePathFor } from '../failure-message';
import type { ReviewState } from '../routes/review-order';
import type { SuccessState } from '../routes/success';
import { checkoutProblems, orderBody, readCardFields, type OrderChoices, type Tokenized } from './checkout-form';
import { clearConfirmDraft, saveConfirmDraft } from './confirm-draft';
import type { AddressField } from '../../../components/address/address-values';
import type { FieldProblems } from '../../../lib/form-validation';

/** Navigation state of a return to the menu (a required side left unchosen). */
export interface MenuState {
  notice?: typeof MISSING_SIDE_KEY;
}

export interface PlaceOrderInput {
  store: OpenStoreKind;
  lang: Lang;
  cart: UseCart;
  signedIn: boolean;
  openLogin(): void;
  fail(message: string, fieldErrors?: FieldErrors, problems?: FieldProblems<AddressField>): void;
  clearErrors(): void;
  /** The customer's choices at the time of the click. */
  choices(): Omit<OrderChoices, 'card' | 'cart'>;
  /** The card already tokenized in this checkout attempt (kept for a retry). */
  tokenized: { value: Tokenized | null; set(card: Tokenized | null): void };
}

export function usePlaceOrder(input: PlaceOrderInput) {
  const { store, lang, cart, fail } = input;
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const afterOrderPlaced = useAfterOrderPlaced(store);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  /** The body the key was sent with: another body gets another key (the API answers 422 otherwise, ADR 368). */
  const sentBody = useRef<string | null>(null);

  /** A required side is still unchosen: back to the menu, which says so (customer-side §4). */
  const backToMenuForSides = () =>
    void navigate(paths.store.menu(store, lang), { state: { notice: MISSING_SIDE_KEY } satisfies MenuState });

  /**
   * Reads the card fields once, checks them with the domain's card rules (lib/card-check), tokenizes,
   * then empties the number and the CVV: they never stay anywhere, React state included.
   */
  async function tokenizeFromForm(form: HTMLFormElement): Promise<Tokenized | FieldErrors> {
    const { card, empty } = readCardFields(form);
    const problems = checkCard(card, new Date());
    if (Object.keys(problems).length > 0) return cardErrors(t, problems);
    try {
      const r = await tokenizeCard(tokenizeBody(card));
      empty('cc-number');
      return { token: r.token, brand: r.brand, last4: r.last4 };
    } catch (err) {
      if (err instanceof ApiError && err.code === 'card-expired') return { expiry: errorText(t, err) };
      return { card: err instanceof ApiError && err.code === 'validation-failed' ? t('confirm.payment.invalid') : errorText(t, err) };
    } finally {
      empty('cc-csc');
    }
  }

  /** The new card's token: the one of this attempt, or a fresh one (null: the fields said no). */
  async function cardFor(form: HTMLFormElement, choices: ReturnType<PlaceOrderInput['choices']>): Promise<Tokenized | null | false> {
    if (!(choices.amountDue > 0 && choices.payment === 'new')) return null;
    if (input.tokenized.value) return input.tokenized.value;
    const r = await tokenizeFromForm(form);
    if (!('token' in r)) {
      fail(t('confirm.fixErrors'), r);
      return false;
    }
    const card = r as Tokenized;
    input.tokenized.set(card);
    return card;
  }

  function handleOrderError(err: unknown, newAddress: boolean) {
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
      case 'order-not-placed':
      case 'idempotency-key-reused':
        // that try is over (nothing was charged): the next click is a new try, with a new key
        idempotencyKey.current = null;
        fail(errorText(t, err));
        return;
      case 'order-already-paid':
        // the office recorded this order's payment first (ADR 366): the charge just made was
        // refunded; the order is paid, its cart gone, and the Success page says so
        void afterOrderPlaced().finally(
          () => void navigate(paths.store.success(store, lang, orderId), { state: { orderId, alreadyPaid: true } satisfies SuccessState }),
        );
        return;
      case 'cart-items-removed': {
        const cleaned = err.params['cart'] as CartDocument | undefined;
        const reasons = (err.params['reasons'] as CartRemovalReason[] | undefined) ?? [];
        const go = () => void navigate(paths.store.reviewOrder(store, lang), { state: { removed: reasons } satisfies ReviewState });
        if (cleaned) cart.update(() => cleaned).then(go, go);
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
        fail(errorText(t, err), newAddress ? { area: errorText(t, err) } : { address: errorText(t, err) });
        return;
      case 'card-invalid':
      case 'card-expired':
        input.tokenized.set(null);
        fail(errorText(t, err), { card: errorText(t, err) });
        return;
      default:
        if (err.status === 401) {
          input.openLogin();
          fail(t('account:expired.title'));
          return;
        }
        fail(errorText(t, err));
    }
  }

  /** Sends the order (the checks first); only one at a time. */
  async function send(form: HTMLFormElement, doc: CartDocument) {
    const choices = input.choices();
    const found = checkoutProblems(t, choices);
    if (Object.keys(found.errors).length > 0 || Object.keys(found.address).length > 0) {
      fail(t('confirm.fixErrors'), found.errors, found.address);
      return;
    }
    submitting.current = true;
    setBusy(true);
    input.clearErrors();
    try {
      const card = await cardFor(form, choices);
      if (card === false) return;
      const body = orderBody({ ...choices, card, cart: doc });
      const sent = JSON.stringify(body);
      if (sentBody.current !== sent) idempotencyKey.current = null;
      idempotencyKey.current ??= crypto.randomUUID();
      sentBody.current = sent;
      // kept for a try after a payment that does not go through (Failure → Try again, ADR 368)
      saveConfirmDraft(store, {
        date: choices.date,
        time: choices.time,
        address: choices.address.chosen,
        comment: choices.comment,
        people: choices.people ?? '',
      });
      const r = await placeOrder(body, idempotencyKey.current, lang);
      clearConfirmDraft(store);
      if (r.InteractOnlineRedirect) {
        window.location.assign(`${r.InteractOnlineRedirect}?returnUrl=${encodeURIComponent(paths.store.success(store, lang, r.Id))}`);
        return;
      }
      await afterOrderPlaced();
      void navigate(paths.store.success(store, lang, r.Id), { state: { orderId: r.Id } });
    } catch (err) {
      handleOrderError(err, choices.address.chosen === 'new');
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  return {
    busy,
    submit(e: FormEvent<HTMLFormElement>) {
      e.preventDefault();
      const doc = cart.reply?.cart;
      if (submitting.current || !doc) return;
      if (!input.signedIn) {
        input.openLogin();
        return;
      }
      if (cart.reply?.flags.sideSelectionRequired) {
        backToMenuForSides();
        return;
      }
      void send(e.currentTarget, doc);
    },
  };
}
