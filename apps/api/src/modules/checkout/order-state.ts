// The state of a placed order as its customer sees it, and the answer a request gets (ADR 161,
// 162, 368): paid, declined (402), failed (502), waiting for Interac (its redirect), still being
// charged, or never placed (409: a crash cut the try off before the processor saw it). A replay of
// an idempotency key answers what ITS try became (an order tried again in place has one try per
// key), waiting while that one is still charging; the same key with another request is 422.
import { createHash } from 'node:crypto';
import type { PlaceOrderBodyParsed, PlaceOrderReply } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { PAYMENT_METHOD_IDS } from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { chargeKeyOf, findInvoice, listPayments, type InvoiceRow, type PaymentRow } from '../billing/repository.js';
import type { CheckoutDeps } from './deps.js';

export const CARD = PAYMENT_METHOD_IDS.card;
export const INTERAC = PAYMENT_METHOD_IDS.interacOnline;
/** How long a replay waits for the first request of its key to finish charging. */
const REPLAY_WAIT_MS = 20_000;

/** Idempotency keys are the customer's: two customers may send the same one. */
export const scopedKey = (accountId: number, key: string) => `${accountId}:${key}`;

export const declined = (orderId: number) => new AppError(402, 'order-declined', 'Order declined', { orderId });
export const processingFailed = (orderId: number) =>
  new AppError(502, 'payment-processing-failed', 'Payment processing failed', { orderId });
/** The order was paid another way (staff marked it paid) while this payment was on its way: it is refunded (ADR 366). */
export const alreadyPaid = (orderId: number) =>
  new AppError(409, 'order-already-paid', 'This order was already paid: your payment has been refunded', { orderId });

/** A try the processor never saw, canceled by the reconciliation (ADR 204, 368): try again. */
export const notPlaced = (orderId: number) =>
  new AppError(409, 'order-not-placed', 'The order was not placed and nothing was charged: please try again', { orderId });
/** The same Idempotency-Key with another request (Stripe's rule). */
export const keyReused = () => new AppError(422, 'idempotency-key-reused', 'This Idempotency-Key was already used with another request');
const expired = (orderId: number) =>
  new AppError(409, 'order-expired', 'This order was canceled: its Interac payment was not completed in time', { orderId });

/**
 * The fingerprint of a request: the order id and the body as parsed, keys sorted (a reordered JSON
 * is the same request). A new card's token is left out: a client that tokenizes the same card
 * again for a retry sends the same order; what is ordered, where, when and how it is paid is in.
 */
export function requestHash(orderId: number, body: PlaceOrderBodyParsed): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical({ orderId, body: { ...body, card: body.card ? 'new card' : undefined } })))
    .digest('hex');
}

/** A try of an order: the invoice, its processor payment (null: nothing was due) and the try's number. */
export interface Attempt {
  inv: InvoiceRow;
  pay: PaymentRow | null;
  attempt: number;
}

/** The processor payment of an invoice (card or Interac), if any. */
export const externalPayment = (payments: readonly PaymentRow[]) =>
  [...payments].reverse().find((p) => p.paymentMethodId === CARD || p.paymentMethodId === INTERAC);

/**
 * A try that did not go through and is tried again on the same order (ADR 368): declined or
 * failed (what it held given back), never paid nor deleted — or an Interac payment still awaited,
 * which a new try replaces rather than holding the stock and the promo code twice.
 */
export function isOpenAttempt(inv: InvoiceRow, ext: PaymentRow | undefined): boolean {
  if (inv.deletedAt !== null || inv.paidAt !== null || (inv.status !== 'U' && inv.status !== 'D') || !ext) return false;
  if (ext.status === 'pending') return ext.paymentMethodId === INTERAC && inv.status === 'U';
  return ext.status === 'declined' || ext.status === 'error' || ext.status === 'refunded';
}

/** An order of the caller (a super user reads any); another customer's is "not found", its existence not revealed. */
export async function ownedInvoice(db: DbOrTx, auth: AuthContext, id: number): Promise<InvoiceRow> {
  const inv = await findInvoice(db, id);
  if (!inv || (inv.accountId !== auth.accountId && auth.userType !== 'SU')) throw AppError.notFound('order');
  return inv;
}

type Answer = { kind: 'done'; reply: PlaceOrderReply } | { kind: 'error'; error: AppError } | { kind: 'pending' };

/** A canceled order never paid: a try the processor never saw, or an Interac payment not made in time. */
const canceledUnpaid = (inv: InvoiceRow) => (inv.status === 'C' || inv.status === 'E') && inv.paidAt === null;

/** What the request of a try answered (or answers once its charge is over). */
async function answerFor(deps: CheckoutDeps, a: Attempt): Promise<Answer> {
  const { inv, pay } = a;
  if (!pay) {
    if (inv.status === 'D') return { kind: 'error', error: declined(inv.id) };
    return inv.status === 'U' ? { kind: 'pending' } : { kind: 'done', reply: { Id: inv.id, InteractOnlineRedirect: null } };
  }
  switch (pay.status) {
    case 'approved':
      return { kind: 'done', reply: { Id: inv.id, InteractOnlineRedirect: null } };
    case 'declined':
      return { kind: 'error', error: declined(inv.id) };
    case 'error':
    case 'refunded':
      if (canceledUnpaid(inv)) return { kind: 'error', error: pay.paymentMethodId === INTERAC ? expired(inv.id) : notPlaced(inv.id) };
      return { kind: 'error', error: processingFailed(inv.id) };
    case 'canceled':
      // closed by staff who marked the order paid another way (ADR 366), or replaced by a later try
      return inv.status === 'P'
        ? { kind: 'done', reply: { Id: inv.id, InteractOnlineRedirect: null } }
        : { kind: 'error', error: notPlaced(inv.id) };
    case 'pending':
      if (pay.paymentMethodId !== INTERAC) return { kind: 'pending' };
      if (inv.status !== 'U') return { kind: 'error', error: expired(inv.id) };
      {
        const { redirectUrl } = await deps.payments.startInterac({
          orderId: inv.id,
          amountCents: pay.amountCents,
          idempotencyKey: chargeKeyOf(inv.id, a.attempt),
        });
        return { kind: 'done', reply: { Id: inv.id, InteractOnlineRedirect: redirectUrl } };
      }
  }
}

/** Answers a try's first result, waiting while its charge is in flight. */
export async function replay(deps: CheckoutDeps, first: Attempt): Promise<PlaceOrderReply> {
  const deadline = Date.now() + REPLAY_WAIT_MS;
  let current: Attempt = first;
  for (;;) {
    const a = await answerFor(deps, current);
    if (a.kind === 'done') return a.reply;
    if (a.kind === 'error') throw a.error;
    if (Date.now() > deadline)
      throw new AppError(409, 'order-in-progress', 'The order is still being processed', { orderId: current.inv.id });
    await new Promise((r) => setTimeout(r, 50));
    const inv = await findInvoice(deps.db.db, current.inv.id);
    if (!inv) throw new AppError(409, 'order-in-progress', 'The order is still being processed');
    const pays = await listPayments(deps.db.db, inv.id);
    const pay = current.pay ? (pays.find((p) => p.id === current.pay!.id) ?? null) : (externalPayment(pays) ?? null);
    current = { inv, pay, attempt: current.attempt };
  }
}
