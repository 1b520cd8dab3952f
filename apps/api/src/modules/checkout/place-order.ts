// Placing an order (customer-side §4; ADR 161–165, 368), top to bottom:
//   1. A key seen before answers what its try became (422 with another request); an order number
//      sent again answers what that order became — unless its payment did not go through.
//   2. The cart as the server prices it — never the client's amounts — passes every check
//      (order-checks.ts).
//   3. How the amount due is paid: a saved card, a new card's token, Interac, or nothing to pay.
//   4. T1 records the order and everything it holds (record-order.ts) — or, when the account's
//      last try in this store did not go through (declined, failed, an Interac payment still
//      awaited), a new try on that same order: one order per checkout, however many tries.
//   5. The charge, outside any transaction (a processor call never holds row locks), and its
//      answer settled (settle-payment.ts). Interac answers the bank's redirect instead.
// Exactly one invoice and one charge per key, whatever the retries and races.
import type { PlaceOrderBodyParsed, PlaceOrderReply } from '@mijote/contracts';
import { isUniqueViolation, type DbOrTx } from '@mijote/db';
import { INVOICE_STATUS_NOTES, keepsDeliveryWaiver } from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { pricingAccount } from '../cart/service.js';
import { chargeKeyOf, findInvoice, findInvoiceByKey, listPayments, updatePayment } from '../billing/repository.js';
import type { ChargeResult } from '../payments/gateway.js';
import type { CheckoutDeps } from './deps.js';
import { corporatePlace } from './corporate.js';
import { checkOrder, deliveryAddressOf } from './order-checks.js';
import { externalPayment, INTERAC, isOpenAttempt, keyReused, replay, requestHash, scopedKey, type Attempt } from './order-state.js';
import { priceCart } from './pricing.js';
import { recordOrder, recordRetry, type OrderToRecord, type PaymentSource, type RecordedAttempt } from './record-order.js';
import { findAttemptByKey, findBillingAddress, findSavedCard, newestCheckoutOrder } from './repository.js';
import { finalize, release, settle } from './settle-payment.js';

export interface PlaceOrderInput {
  auth: AuthContext;
  orderId: number;
  idempotencyKey: string;
  body: PlaceOrderBodyParsed;
}

/** How long a try that did not go through stays the one the account's next try reuses (ADR 368). */
export const RETRY_WINDOW_MS = 24 * 3600_000;

export async function placeOrder(deps: CheckoutDeps, input: PlaceOrderInput): Promise<PlaceOrderReply> {
  const key = scopedKey(input.auth.accountId, input.idempotencyKey);
  const hash = requestHash(input.orderId, input.body);
  const earlier = await earlierTry(deps, input, key, hash);
  if (earlier) return replay(deps, earlier);
  let recorded: { recorded: RecordedAttempt; source: PaymentSource };
  try {
    recorded = await record(deps, input, key, hash);
  } catch (err) {
    // Refused — unless a copy of this request (same key) claimed it meanwhile: then the answer is
    // that copy's (a refusal such as out-of-stock may only be its holding the last units).
    const winner = await earlierTry(deps, { ...input, orderId: 0 }, key, hash);
    if (!winner) throw err;
    return replay(deps, winner);
  }
  deps.metrics?.orderPlaced(input.body.store);
  return pay(deps, recorded.recorded, recorded.source);
}

/** Steps 2–4: priced, checked, and T1 — a new order, or a new try on the order that did not go through. */
async function record(
  deps: CheckoutDeps,
  input: PlaceOrderInput,
  key: string,
  hash: string,
): Promise<{ recorded: RecordedAttempt; source: PaymentSource }> {
  const { auth, body } = input;
  const now = deps.now();
  const open = await openOrder(deps, input, body.store, now);
  if (open) await abandonAwaitedInterac(deps, open);
  const priced = await priceForOrder(deps.db.db, auth, body, now);
  const source = await paymentSource(deps.db.db, auth.accountId, body, priced.priced.totals.amountDue);
  const billing = await findBillingAddress(deps.db.db, auth.accountId);
  const order: OrderToRecord = { auth, body, key, requestHash: hash, now, billing, source, ...priced };
  try {
    return { recorded: open ? await recordRetry(deps.db.db, order, open) : await recordOrder(deps.db.db, order), source };
  } catch (err) {
    // the key's claim (a unique index) taken by a copy of this request: placeOrder answers as it does
    if (isUniqueViolation(err, 'invoice_idempotency_key_uq') || isUniqueViolation(err, 'checkout_attempt_idempotency_key_uq'))
      throw new AppError(409, 'order-in-progress', 'The order is still being processed');
    throw err;
  }
}

/**
 * The try a key already made (422 idempotency-key-reused when it came with another request), or
 * the order a number sent again names, answered as it is — unless that order's payment did not go
 * through: then it is tried again (null here, `openOrder` finds it).
 */
async function earlierTry(deps: CheckoutDeps, input: PlaceOrderInput, key: string, hash: string): Promise<Attempt | null> {
  const db = deps.db.db;
  const tried = await findAttemptByKey(db, key);
  if (tried) {
    if (tried.requestHash !== hash) throw keyReused();
    const inv = await findInvoice(db, tried.invoiceId);
    if (!inv) throw AppError.notFound('order');
    const pay = tried.paymentId === null ? null : ((await listPayments(db, inv.id)).find((p) => p.id === tried.paymentId) ?? null);
    return { inv, pay, attempt: tried.attempt };
  }
  // an order placed before its tries were recorded (migration 0010)
  const legacy = await findInvoiceByKey(db, key);
  if (legacy) return { inv: legacy, pay: externalPayment(await listPayments(db, legacy.id)) ?? null, attempt: 1 };
  if (input.orderId === 0) return null;
  const inv = await findInvoice(db, input.orderId);
  if (!inv || (inv.accountId !== input.auth.accountId && input.auth.userType !== 'SU')) throw AppError.notFound('order');
  const ext = externalPayment(await listPayments(db, inv.id));
  if (inv.accountId === input.auth.accountId && inv.storeKind === input.body.store && isOpenAttempt(inv, ext)) return null;
  return { inv, pay: ext ?? null, attempt: 1 };
}

/**
 * The order this request tries again (ADR 368): the one its number names, else the account's
 * newest checkout order of this store when its payment did not go through (declined, failed, or an
 * Interac payment still awaited) less than RETRY_WINDOW_MS ago — a paid order since would be the
 * newest. Null: a new order.
 */
async function openOrder(deps: CheckoutDeps, input: PlaceOrderInput, store: string, now: Date): Promise<number | null> {
  if (input.orderId !== 0) return input.orderId;
  const db = deps.db.db;
  const newest = await newestCheckoutOrder(db, input.auth.accountId, store, new Date(now.getTime() - RETRY_WINDOW_MS));
  if (!newest) return null;
  return isOpenAttempt(newest, externalPayment(await listPayments(db, newest.id))) ? newest.id : null;
}

/**
 * An Interac payment still awaited on the order tried again: the customer came back and ordered
 * anew, so that try is over — released (what it held given back, once, ADR 161's claim) before the
 * cart is priced, so the new try finds the stock and the promo code's use the order held. The hold
 * is not renewed: its 30 minutes run from the order's first Interac try (payment-jobs.ts).
 */
async function abandonAwaitedInterac(deps: CheckoutDeps, invoiceId: number): Promise<void> {
  const inv = await findInvoice(deps.db.db, invoiceId);
  const ext = inv ? externalPayment(await listPayments(deps.db.db, inv.id)) : undefined;
  if (!inv || ext?.paymentMethodId !== INTERAC || ext.status !== 'pending') return;
  await release(deps, inv, {
    to: 'U',
    paymentStatus: 'error',
    reason: INVOICE_STATUS_NOTES['payment-retried'],
    error: 'replaced by a new try',
  });
}

/** The cart priced for the address the order goes to, after every check of order-checks.ts. */
async function priceForOrder(
  db: DbOrTx,
  auth: AuthContext,
  body: PlaceOrderBodyParsed,
  now: Date,
): Promise<Pick<OrderToRecord, 'account' | 'priced' | 'address' | 'mobileAddressId'>> {
  const account = await pricingAccount(db, auth.accountId);
  const procedure = body.checkoutProcedure ?? body.cart.checkoutProcedure;
  // a corporate or mobile order: the employee's subsidy, its bistro or the chosen stop (corporate.ts)
  const corporate = await corporatePlace(db, auth.accountId, body.store);
  const address = corporate ? { snapshot: corporate.deliverTo, id: null } : await deliveryAddressOf(db, auth.accountId, body);
  const delivering = procedure === 'delivery' || body.store === 'mobile';
  // The delivery waiver holds for the address the cart was waived for; delivered elsewhere, it is
  // off (customer-side §4 "changing the address resets the waiver"; the domain's rule, as for the cart).
  const deliverTo = delivering ? (address?.snapshot.postalCode ?? null) : body.cart.postalCode;
  const waiver = { waived: body.cart.isDeliveryWaived, postalCode: body.cart.postalCode };
  const cart = { ...body.cart, isDeliveryWaived: keepsDeliveryWaiver(waiver, { ...waiver, postalCode: deliverTo }, account.isMaster) };
  const priced = await priceCart(db, {
    store: body.store,
    cart,
    now,
    lang: body.language,
    account,
    postalCode: delivering ? (address?.snapshot.postalCode ?? null) : null,
    franchiseId: corporate ? corporate.franchiseId : (body.franchiseId ?? body.cart.franchiseId),
    procedure,
  });
  checkOrder(priced, body, { now, isMaster: account.isMaster, hasAddress: address !== null });
  return { account, priced, address, mobileAddressId: corporate?.mobileStop?.id ?? null };
}

/** What pays the amount due; 400 payment-method-required when a card is needed and none is given. */
async function paymentSource(db: DbOrTx, accountId: number, body: PlaceOrderBodyParsed, amountDue: number): Promise<PaymentSource> {
  if (amountDue === 0) return { kind: 'none' };
  if (body.paymentMethod === 'interac') return { kind: 'interac' };
  if (body.savedCardId) {
    const saved = await findSavedCard(db, accountId, body.savedCardId);
    if (!saved) throw AppError.notFound('card');
    return { kind: 'card', token: saved.processorToken, savedCard: { id: saved.id, brand: saved.brand, last4: saved.last4 } };
  }
  if (body.card) return { kind: 'card', token: body.card.token, savedCard: null };
  throw new AppError(400, 'payment-method-required', 'A card is required to pay this order');
}

/** Step 5: nothing to pay → paid at once; Interac → the bank's page; a card → charged and settled. */
async function pay(deps: CheckoutDeps, recorded: RecordedAttempt, source: PaymentSource): Promise<PlaceOrderReply> {
  const { inv, pay: payment } = recorded;
  if (source.kind === 'none' || !payment) {
    await finalize(deps, inv, null);
    return { Id: inv.id, InteractOnlineRedirect: null };
  }
  const idempotencyKey = chargeKeyOf(inv.id, recorded.attempt);
  if (source.kind === 'interac') {
    const { redirectUrl, reference } = await deps.payments.startInterac({
      orderId: inv.id,
      amountCents: payment.amountCents,
      idempotencyKey,
    });
    await updatePayment(deps.db.db, payment.id, { processorReference: reference, updatedAt: deps.now() });
    return { Id: inv.id, InteractOnlineRedirect: redirectUrl };
  }
  let result: ChargeResult;
  let thrown: unknown = null;
  try {
    result = await deps.payments.charge({
      token: source.token,
      amountCents: payment.amountCents,
      idempotencyKey,
      description: `Mijote order ${inv.id}`,
    });
  } catch (err) {
    thrown = err;
    result = { status: 'error', message: err instanceof Error ? err.message : 'charge failed' };
  }
  return settle(deps, inv, payment, result, thrown, idempotencyKey);
}
