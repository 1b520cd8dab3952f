// Settling a payment (ADR 161–165, 366): what becomes of an order once the processor has answered.
//   - approved → T2 `finalize`: the order is paid (status P), the payment approved, the cart
//     cleared, the referrer credited, the gift cards it bought issued, the confirmation queued;
//   - declined or failed → T3 `release`: the stock, the promo-code use and the Century Dollars it
//     held are given back, exactly once (only the request that moves the processor payment out of
//     `pending` does it); the invoice becomes D (declined) or stays U;
//   - an approved charge the order cannot record is refunded, then released;
//   - an approved charge of an order staff marked paid another way meanwhile (its payment
//     `canceled`) is refunded and answered 409 order-already-paid: the order stays paid, once.
// Interac Online completes here too: the bank's signed result settles the pending payment.
// The invoice's rows are the billing module's (checkout → billing, ADR 366); each transaction here
// locks the invoice first, then its payment, as every money action does.
import type { FixInteracReply, PlaceOrderReply } from '@mijote/contracts';
import { invoiceStatusLabel, INVOICE_STATUS_NOTES } from '@mijote/domain';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { completePaidOrder, giveBackHoldings, paidOrderFacts } from '../billing/paid-order.js';
import { refundSuperseded } from '../billing/refunds.js';
import {
  claimPayment,
  findInvoice,
  listPayments,
  lockInvoice,
  setInvoiceStatus,
  updateInvoice,
  type InvoiceRow,
  type PaymentRow,
} from '../billing/repository.js';
import type { ChargeResult } from '../payments/gateway.js';
import type { CheckoutDeps } from './deps.js';
import { alreadyPaid, declined, externalPayment, INTERAC, notPlaced, ownedInvoice, processingFailed } from './order-state.js';

/** Records the processor's answer on the order and answers the customer. */
export async function settle(
  deps: CheckoutDeps,
  inv: InvoiceRow,
  pay: PaymentRow,
  result: ChargeResult,
  thrown: unknown,
  /** the try's processor key (`chargeKeyOf`): refunds of its charge derive theirs from it */
  chargeKey = `invoice-${inv.id}`,
): Promise<PlaceOrderReply> {
  if (result.status === 'approved') {
    let outcome: Finalized;
    try {
      outcome = await finalize(deps, inv, { pay, transactionId: result.transactionId, card: result.card ?? null });
    } catch (err) {
      // Charged but not recorded: give the money back and release what the order held.
      deps.log.error({ err, orderId: inv.id }, 'order could not be recorded after an approved charge; refunding');
      const refund = await deps.payments
        .refund({ transactionId: result.transactionId, amountCents: pay.amountCents, idempotencyKey: chargeKey })
        .catch(() => null);
      await release(deps, inv, {
        to: 'U',
        paymentStatus: refund?.status === 'refunded' ? 'refunded' : 'error',
        reason: INVOICE_STATUS_NOTES['recording-failed'],
        error: 'recording failed',
      });
      throw processingFailed(inv.id);
    }
    if (outcome === 'paid') return { Id: inv.id, InteractOnlineRedirect: null };
    if (outcome === 'already-paid') {
      await refundSuperseded(deps, inv, pay, result.transactionId);
      throw alreadyPaid(inv.id);
    }
    // The order was released meanwhile (reconciled as never charged, ADR 204): the charge that
    // arrived late goes back; the order stays as it was released.
    const refund = await deps.payments
      .refund({ transactionId: result.transactionId, amountCents: pay.amountCents, idempotencyKey: `${chargeKey}-late` })
      .catch(() => null);
    deps.log.warn({ orderId: inv.id, refund: refund?.status ?? 'failed' }, 'a charge was approved after its order was released; refunded');
    // canceled as never charged (ADR 368): not placed, try again; else the try failed
    throw (await findInvoice(deps.db.db, inv.id))?.status === 'C' ? notPlaced(inv.id) : processingFailed(inv.id);
  }
  if (result.status === 'declined') {
    const released = await release(deps, inv, {
      to: 'D',
      paymentStatus: 'declined',
      reason: INVOICE_STATUS_NOTES['payment-declined'],
      reference: result.transactionId,
    });
    if (released) deps.metrics?.orderDeclined(inv.storeKind);
    throw declined(inv.id);
  }
  await release(deps, inv, {
    to: 'U',
    paymentStatus: 'error',
    reason: INVOICE_STATUS_NOTES['payment-failed'],
    error: result.message.slice(0, 200),
  });
  if (thrown instanceof AppError && thrown.statusCode < 500) throw thrown;
  throw processingFailed(inv.id);
}

type Finalized = 'paid' | 'released' | 'already-paid';

/**
 * T2: the order is paid — payment approved, status P, cart cleared, gift cards, e-mail. The
 * invoice is locked, then its payment claimed out of `pending`, so an order released meanwhile is
 * never marked paid, and one staff marked paid meanwhile (its payment `canceled`) is said so.
 */
export async function finalize(
  deps: CheckoutDeps,
  inv: InvoiceRow,
  charge: { pay: PaymentRow; transactionId: string; card: { brand: string; last4: string } | null } | null,
): Promise<Finalized> {
  const now = deps.now();
  const db = deps.db.db;
  const facts = await paidOrderFacts(db, inv);
  return db.transaction(async (tx) => {
    await lockInvoice(tx, inv.id, { deleted: true });
    const brand = charge?.card?.brand ?? charge?.pay.cardBrand ?? null;
    const paymentMethod = charge?.pay.paymentMethodId === INTERAC ? 'INTERAC' : charge ? (brand as 'VISA' | 'MC' | 'AMEX' | null) : 'NONE';
    if (charge) {
      const claimed = await claimPayment(tx, charge.pay.id, 'pending', {
        status: 'approved',
        processorReference: charge.transactionId,
        cardBrand: brand,
        cardLast4: charge.card?.last4 ?? charge.pay.cardLast4,
        capturedAt: now,
        updatedAt: now,
      });
      if (!claimed) {
        const [current] = (await listPayments(tx, inv.id)).filter((p) => p.id === charge.pay.id);
        const paid = (await findInvoice(tx, inv.id))?.status === 'P';
        // paid another way while this charge was on its way (closed by staff, maybe refunded by the job already)
        if (paid && current?.status !== 'approved') return 'already-paid';
        // settled before: paid if whoever settled it marked it so
        return paid ? 'paid' : 'released';
      }
    }
    const ok = await completePaidOrder(tx, inv, facts, {
      now,
      paymentMethod,
      reason: INVOICE_STATUS_NOTES['payment-approved'],
      by: inv.accountId,
    });
    if (!ok) {
      // a claimed payment of an order that is no longer unpaid: roll the claim back
      if (charge) throw new Error(`order ${inv.id}: payment claimed but the order is no longer unpaid`);
      return (await findInvoice(tx, inv.id))?.status === 'P' ? 'paid' : 'released';
    }
    return 'paid';
  });
}

/**
 * T3, the compensation: gives back the stock, the promo-code use and the Century Dollars of an
 * order whose payment did not go through; the invoice becomes D (declined), C (canceled: an
 * Interac payment not made in time, or a charge the processor never saw, ADR 368) or stays U (failed). Runs once: only the caller that moves
 * the processor payment out of `pending` does it. Answers whether this call released it.
 */
export async function release(
  deps: CheckoutDeps,
  inv: InvoiceRow,
  o: { to: 'D' | 'U' | 'C'; paymentStatus: 'declined' | 'error' | 'refunded'; reason: string; reference?: string; error?: string },
): Promise<boolean> {
  const now = deps.now();
  return deps.db.db.transaction(async (tx) => {
    // the order as it is now: a try on the same order may have changed what it holds (ADR 368)
    const locked = (await lockInvoice(tx, inv.id, { deleted: true })) ?? inv;
    const pays = await listPayments(tx, inv.id);
    const ext = externalPayment(pays);
    if (!ext || (ext.status !== 'pending' && ext.status !== 'approved')) return false;
    const claimed = await claimPayment(tx, ext.id, ext.status, {
      status: o.paymentStatus,
      errorMessage: o.error ?? null,
      updatedAt: now,
      ...(o.reference ? { processorReference: o.reference } : {}),
      ...(o.paymentStatus === 'refunded' ? { capturedAt: now } : {}),
    });
    if (!claimed) return false;
    if (o.to !== 'U') await setInvoiceStatus(tx, inv.id, 'U', o.to, { at: now, reason: o.reason, accountId: inv.accountId });
    // nor its kitchen slot: a failed try stays unpaid (U), which the capacity counts (ADR 368)
    if (locked.portions !== null) await updateInvoice(tx, inv.id, { portions: null });
    await giveBackHoldings(tx, locked, { now, payments: pays, reason: GIVEN_BACK_REASON[o.to] });
    return true;
  });
}

/** What a released order gives the customer back, by what became of it. */
const GIVEN_BACK_REASON = { D: 'payment-declined', U: 'payment-failed', C: 'order-canceled' } as const;

// ── Interac Online ──────────────────────────────────────────────────────────

/** The pending Interac payment of an order the caller owns, or 409 order-not-payable. */
export async function pendingInterac(
  deps: CheckoutDeps,
  auth: AuthContext,
  orderId: number,
): Promise<{ inv: InvoiceRow; pay: PaymentRow }> {
  const inv = await ownedInvoice(deps.db.db, auth, orderId);
  const pay = externalPayment(await listPayments(deps.db.db, inv.id));
  if (inv.status !== 'U' || !pay || pay.paymentMethodId !== INTERAC || pay.status !== 'pending') {
    throw new AppError(409, 'order-not-payable', 'This order is not waiting for an Interac Online payment', { orderId });
  }
  return { inv, pay };
}

/** POST /orders/{id}/fix-interact-payment: completes an Interac Online payment with the bank's signed result. */
export async function fixInteracPayment(deps: CheckoutDeps, auth: AuthContext, orderId: number, result: string): Promise<FixInteracReply> {
  const inv = await ownedInvoice(deps.db.db, auth, orderId);
  if (inv.status === 'C') return lateInteracResult(deps, inv, result);
  if (inv.status !== 'U') {
    if (inv.status === 'D') throw declined(inv.id);
    const pay = externalPayment(await listPayments(deps.db.db, inv.id));
    // paid another way while the customer was at the bank (staff marked it paid, ADR 366)
    if (pay && pay.paymentMethodId === INTERAC && pay.status !== 'approved') return supersededInteracResult(deps, inv, pay, result);
    return { Id: inv.id, status: invoiceStatusLabel(inv.status) };
  }
  const { pay } = await pendingInterac(deps, auth, orderId);
  const r = await deps.payments.completeInterac({ orderId, result });
  if (r.amountCents !== pay.amountCents) throw new AppError(400, 'interac-result-invalid', 'The Interac Online result is not valid');
  await settle(
    deps,
    inv,
    pay,
    r.status === 'approved'
      ? { status: 'approved', transactionId: r.transactionId }
      : { status: 'declined', transactionId: r.transactionId },
    null,
  );
  return { Id: inv.id, status: 'paid' };
}

/**
 * The bank's result for an order staff marked paid another way meanwhile (its Interac payment
 * `canceled`, or closed since): an approval goes back to the customer and is answered 409
 * order-already-paid, which the confirmation page explains; a refusal changes nothing.
 */
async function supersededInteracResult(deps: CheckoutDeps, inv: InvoiceRow, pay: PaymentRow, result: string): Promise<FixInteracReply> {
  const r = await deps.payments.completeInterac({ orderId: inv.id, result });
  if (r.status !== 'approved') return { Id: inv.id, status: invoiceStatusLabel(inv.status) };
  if (pay.status === 'canceled' || pay.status === 'error') await refundSuperseded(deps, inv, pay, r.transactionId);
  throw alreadyPaid(inv.id);
}

/**
 * The bank's result for an order canceled meanwhile (its Interac payment was not made in time,
 * ADR 194): what it held has been given back, so a late approval is not honoured — the money goes
 * back to the customer — and the answer is 409 order-expired either way.
 */
async function lateInteracResult(deps: CheckoutDeps, inv: InvoiceRow, result: string): Promise<never> {
  const r = await deps.payments.completeInterac({ orderId: inv.id, result });
  if (r.status === 'approved') {
    const refund = await deps.payments.refund({
      transactionId: r.transactionId,
      amountCents: r.amountCents,
      idempotencyKey: `invoice-${inv.id}-late`,
    });
    deps.log.warn({ orderId: inv.id, refund: refund.status }, 'an Interac payment arrived after its order was canceled; refunded');
  }
  throw new AppError(409, 'order-expired', 'This order was canceled: its Interac payment was not completed in time', { orderId: inv.id });
}
