// Placing an order (customer-side §4; ADR 161–165), top to bottom:
//   1. A key seen before (or an existing order number) answers what that order became.
//   2. The cart as the server prices it — never the client's amounts — passes every check
//      (order-checks.ts).
//   3. How the amount due is paid: a saved card, a new card's token, Interac, or nothing to pay.
//   4. T1 records the order and everything it holds (record-order.ts).
//   5. The charge, outside any transaction (a processor call never holds row locks), and its
//      answer settled (settle-payment.ts). Interac answers the bank's redirect instead.
// Exactly one invoice and one charge per key, whatever the retries and races.
import type { PlaceOrderBodyParsed, PlaceOrderReply } from '@mijote/contracts';
import { isUniqueViolation, type DbOrTx } from '@mijote/db';
import { keepsDeliveryWaiver } from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { pricingAccount } from '../cart/service.js';
import { findInvoice, findInvoiceByKey, listPayments, updatePayment, type InvoiceRow } from '../billing/repository.js';
import type { ChargeResult } from '../payments/gateway.js';
import type { CheckoutDeps } from './deps.js';
import { corporatePlace } from './corporate.js';
import { checkOrder, deliveryAddressOf } from './order-checks.js';
import { externalPayment, replay, scopedKey } from './order-state.js';
import { priceCart } from './pricing.js';
import { recordOrder, type OrderToRecord, type PaymentSource } from './record-order.js';
import { findBillingAddress, findSavedCard } from './repository.js';
import { finalize, settle } from './settle-payment.js';

export interface PlaceOrderInput {
  auth: AuthContext;
  orderId: number;
  idempotencyKey: string;
  body: PlaceOrderBodyParsed;
}

export async function placeOrder(deps: CheckoutDeps, input: PlaceOrderInput): Promise<PlaceOrderReply> {
  const { auth, body } = input;
  const key = scopedKey(auth.accountId, input.idempotencyKey);
  const earlier = await earlierOrder(deps, input, key);
  if (earlier) return replay(deps, earlier);

  const now = deps.now();
  const priced = await priceForOrder(deps.db.db, auth, body, now);
  const source = await paymentSource(deps.db.db, auth.accountId, body, priced.priced.totals.amountDue);
  const billing = await findBillingAddress(deps.db.db, auth.accountId);
  let inv: InvoiceRow;
  try {
    inv = await recordOrder(deps.db.db, { auth, body, key, now, billing, source, ...priced });
  } catch (err) {
    if (!isUniqueViolation(err, 'invoice_idempotency_key_uq')) throw err;
    // Another request with this key won the race: answer what it answers.
    const winner = await findInvoiceByKey(deps.db.db, key);
    if (!winner) throw new AppError(409, 'order-in-progress', 'The order is still being processed');
    return replay(deps, winner);
  }
  return pay(deps, inv, source);
}

/** The order a key (or an order number sent again, ADR 161) already made, if any. */
async function earlierOrder(deps: CheckoutDeps, input: PlaceOrderInput, key: string): Promise<InvoiceRow | null> {
  const existing = await findInvoiceByKey(deps.db.db, key);
  if (existing) return existing;
  if (input.orderId === 0) return null;
  const inv = await findInvoice(deps.db.db, input.orderId);
  if (!inv || (inv.accountId !== input.auth.accountId && input.auth.userType !== 'SU')) throw AppError.notFound('order');
  return inv;
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
async function pay(deps: CheckoutDeps, inv: InvoiceRow, source: PaymentSource): Promise<PlaceOrderReply> {
  if (source.kind === 'none') {
    await finalize(deps, inv, null);
    return { Id: inv.id, InteractOnlineRedirect: null };
  }
  const payment = externalPayment(await listPayments(deps.db.db, inv.id))!;
  const idempotencyKey = `invoice-${inv.id}`;
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
  return settle(deps, inv, payment, result, thrown);
}
