// Settling a payment (ADR 161–165): what becomes of an order once the processor has answered.
//   - approved → T2 `finalize`: the order is paid (status P), the payment approved, the cart
//     cleared, the referrer credited, the gift cards it bought issued, the confirmation queued;
//   - declined or failed → T3 `release`: the stock, the promo-code use and the Century Dollars it
//     held are given back, exactly once (only the request that moves the processor payment out of
//     `pending` does it); the invoice becomes D (declined) or stays U;
//   - an approved charge the order cannot record is refunded, then released.
// Interac Online completes here too: the bank's signed result settles the pending payment.
import { CateringOptions, type FixInteracReply, type PlaceOrderReply } from '@mijote/contracts';
import {
  CENTURY_DOLLAR_METHODS,
  CENTURY_DOLLAR_PAYMENT_METHOD_ID,
  invoiceStatusLabel,
  unitsPerItem,
  type CenturyDollarReason,
  INVOICE_STATUS_NOTES,
} from '@mijote/domain';
import { readAll, type DbOrTx } from '@mijote/db';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/context.js';
import { deleteCart } from '../cart/repository.js';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import { issueGiftCards } from '../ledgers/gift-cards.js';
import { giveBackPromoCodeUse } from '../ledgers/promo-codes.js';
import { boxChoices } from '../orders/box-choices.js';
import { discountLines, isHalfPortion } from '../orders/discount-lines.js';
import { orderConfirmationEmail, type ConfirmationInput } from '../orders/emails.js';
import { findFranchise } from '../catalogue/franchise-and-subsidy.js';
import { giveBackOrderSubsidy } from '../ledgers/subsidy-usage.js';
import { giftCardEmail, type GiftCardRecipientInfo } from '../orders/gift-card-email.js';
import {
  claimPayment,
  findInvoice,
  listDetails,
  listPayments,
  productTitles,
  productTypes,
  promoCodeOfOrder,
  returnStock,
  setInvoiceStatus,
  updatePayment,
  type InvoiceRow,
  type PaymentRow,
} from '../orders/repository.js';
import { enqueueEmail } from '../outbox/repository.js';
import type { ChargeResult } from '../payments/gateway.js';
import { creditReferrerOnPaidOrder } from '../referrals/service.js';
import type { CheckoutDeps } from './deps.js';
import { declined, externalPayment, INTERAC, ownedInvoice, processingFailed } from './order-state.js';
import { loadPricingAccount } from './repository.js';

/** Records the processor's answer on the order and answers the customer. */
export async function settle(
  deps: CheckoutDeps,
  inv: InvoiceRow,
  pay: PaymentRow,
  result: ChargeResult,
  thrown: unknown,
): Promise<PlaceOrderReply> {
  if (result.status === 'approved') {
    let paid: boolean;
    try {
      paid = await finalize(deps, inv, { pay, transactionId: result.transactionId, card: result.card ?? null });
    } catch (err) {
      // Charged but not recorded: give the money back and release what the order held.
      deps.log.error({ err, orderId: inv.id }, 'order could not be recorded after an approved charge; refunding');
      const refund = await deps.payments
        .refund({ transactionId: result.transactionId, amountCents: pay.amountCents, idempotencyKey: `invoice-${inv.id}` })
        .catch(() => null);
      await release(deps, inv, {
        to: 'U',
        paymentStatus: refund?.status === 'refunded' ? 'refunded' : 'error',
        reason: INVOICE_STATUS_NOTES['recording-failed'],
        error: 'recording failed',
      });
      throw processingFailed(inv.id);
    }
    if (paid) return { Id: inv.id, InteractOnlineRedirect: null };
    // The order was released meanwhile (reconciled as never charged, ADR 204): the charge that
    // arrived late goes back; the order stays as it was released.
    const refund = await deps.payments
      .refund({ transactionId: result.transactionId, amountCents: pay.amountCents, idempotencyKey: `invoice-${inv.id}-late` })
      .catch(() => null);
    deps.log.warn({ orderId: inv.id, refund: refund?.status ?? 'failed' }, 'a charge was approved after its order was released; refunded');
    throw processingFailed(inv.id);
  }
  if (result.status === 'declined') {
    await release(deps, inv, {
      to: 'D',
      paymentStatus: 'declined',
      reason: INVOICE_STATUS_NOTES['payment-declined'],
      reference: result.transactionId,
    });
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

/**
 * T2: the order is paid — payment approved, status P, cart cleared, gift cards, e-mail. The
 * payment is claimed out of `pending` first, so an order released meanwhile is never marked paid.
 * Answers whether the order is paid (by this call or an earlier one).
 */
export async function finalize(
  deps: CheckoutDeps,
  inv: InvoiceRow,
  charge: { pay: PaymentRow; transactionId: string; card: { brand: string; last4: string } | null } | null,
): Promise<boolean> {
  const now = deps.now();
  const db = deps.db.db;
  const facts = await paidOrderFacts(db, inv);
  return db.transaction(async (tx) => {
    const brand = charge?.card?.brand ?? charge?.pay.cardBrand ?? null;
    const paymentMethod = charge?.pay.paymentMethodId === INTERAC ? 'INTERAC' : charge ? (brand as 'VISA' | 'MC' | 'AMEX' | null) : 'NONE';
    if (charge) {
      const claimed = await claimPayment(tx, charge.pay.id, 'pending', {
        status: 'approved',
        processorReference: charge.transactionId,
        cardBrand: brand,
        cardLast4: charge.card?.last4 ?? charge.pay.cardLast4,
        updatedAt: now,
      });
      // settled before: paid if whoever settled it marked it so
      if (!claimed) return (await findInvoice(tx, inv.id))?.status === 'P';
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
      return (await findInvoice(tx, inv.id))?.status === 'P';
    }
    return true;
  });
}

/** What the paid order's effects need, read before its transaction (its lines, account, promo code, titles, types). */
export async function paidOrderFacts(db: DbOrTx, inv: InvoiceRow) {
  const [details, account, use] = await readAll(db, [
    () => listDetails(db, inv.id),
    () => loadPricingAccount(db, inv.accountId),
    () => promoCodeOfOrder(db, inv),
  ]);
  const ids = [
    ...details.map((d) => d.productId).filter((x): x is number => x !== null),
    ...details.flatMap((d) => boxChoices(d.customizations).flat()),
  ];
  const [titles, types] = await readAll(db, [() => productTitles(db, ids, inv.languageCd), () => productTypes(db, ids)]);
  return { details, account, use, titles, types };
}

/**
 * An unpaid order becomes paid (U → P) with everything that goes with it: the cart cleared, the
 * referrer credited, the gift cards it bought issued, the confirmation e-mails queued. Inside the
 * caller's transaction: the checkout's `finalize` and the back-office's "mark paid" (ADR 320) both
 * call it. False (and nothing done) when the order was no longer unpaid.
 */
export async function completePaidOrder(
  tx: DbOrTx,
  inv: InvoiceRow,
  facts: Awaited<ReturnType<typeof paidOrderFacts>>,
  o: { now: Date; reason: string; by: number; paymentMethod?: InvoiceRow['paymentMethod'] },
): Promise<boolean> {
  const { now } = o;
  const { details, account, use, titles, types } = facts;
  const ok = await setInvoiceStatus(tx, inv.id, 'U', 'P', {
    paidAt: now,
    ...(o.paymentMethod !== undefined ? { paymentMethod: o.paymentMethod } : {}),
    at: now,
    reason: o.reason,
    accountId: o.by,
  });
  if (!ok) return false;
  await deleteCart(tx, inv.accountId, inv.storeKind);
  // a referred friend's first paid order: the referrer's $25 (once, ADR 183)
  await creditReferrerOnPaidOrder(tx, { friendAccountId: inv.accountId, invoiceId: inv.id, at: now });
  const cards = await issueOrderGiftCards(tx, inv, details, types, now);
  // cards with a recipient go to them by e-mail (ADR 214); the others to the purchaser
  const codes = cards.filter((c) => !c.recipient).map((c) => c.code);
  const sentTo = [...new Set(cards.flatMap((c) => (c.recipient ? [c.recipient.email] : [])))];
  for (const email of sentTo) {
    const theirs = cards.filter((c) => c.recipient?.email === email);
    const from = account ? `${account.firstName} ${account.lastName}`.trim() : '';
    await enqueueEmail(tx, giftCardEmail({ recipient: theirs[0]!.recipient!, from, language: inv.languageCd, cards: theirs }));
  }
  const franchise = inv.franchiseId !== null ? await findFranchise(tx, inv.franchiseId) : undefined;
  const franchiseName = franchise ? (inv.languageCd === 'fr' ? franchise.nameFr : franchise.nameEn) : null;
  const mail = { details, titles, types, use, codes, sentTo, franchiseName };
  if (account) await enqueueEmail(tx, orderConfirmationEmail(confirmationOf(inv, account, mail)));
  // the bistro's own copy of each paid order (issue 12, ADR 231)
  if (account && franchise?.email) {
    const customer = `${account.firstName} ${account.lastName}`.trim();
    const copy = { ...confirmationOf(inv, account, mail), to: franchise.email, franchiseCopy: { customer, email: account.email } };
    await enqueueEmail(tx, orderConfirmationEmail(copy));
  }
  return true;
}

/** Issues the gift cards an order bought, each line's for the recipient it was recorded with (ADR 214). */
async function issueOrderGiftCards(
  tx: DbOrTx,
  inv: InvoiceRow,
  details: Awaited<ReturnType<typeof listDetails>>,
  types: Map<number, string>,
  now: Date,
): Promise<{ code: string; amountCents: number; recipient: GiftCardRecipientInfo | null }[]> {
  const cards: { code: string; amountCents: number; recipient: GiftCardRecipientInfo | null }[] = [];
  for (const d of details) {
    if (d.productId === null || types.get(d.productId) !== 'GC') continue;
    const recipient = recipientOf(d.customizations);
    const codes = await issueGiftCards(tx, {
      amountCents: d.unitPriceCents,
      quantity: d.quantity,
      purchaserAccountId: inv.accountId,
      invoiceId: inv.id,
      at: now,
      recipient,
    });
    cards.push(...codes.map((code) => ({ code, amountCents: d.unitPriceCents, recipient })));
  }
  return cards;
}

/** The recipient a gift-card line was recorded with (record-order.ts), if any. */
function recipientOf(customizations: Record<string, unknown> | null): GiftCardRecipientInfo | null {
  const r = customizations?.['giftCardRecipient'];
  if (!r || typeof r !== 'object') return null;
  const { name, email, message } = r as Record<string, unknown>;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  return { name, email, message: typeof message === 'string' ? message : '' };
}

/** The confirmation e-mail of a paid order, in the language it was placed in (ADR 165, 190, 191). */
function confirmationOf(
  inv: InvoiceRow,
  account: { email: string; firstName: string },
  o: {
    details: Awaited<ReturnType<typeof listDetails>>;
    titles: Map<number, string>;
    types: Map<number, string>;
    use: Awaited<ReturnType<typeof promoCodeOfOrder>>;
    codes: string[];
    sentTo: string[];
    franchiseName: string | null;
  },
): ConfirmationInput {
  return {
    to: account.email,
    firstName: account.firstName,
    language: inv.languageCd,
    accountId: inv.accountId,
    orderId: inv.id,
    deliveryDate: inv.deliveryDate,
    deliveryTime: inv.deliveryTime?.slice(0, 5) ?? null,
    procedure: inv.checkoutProcedure,
    numberOfPeople: inv.numberOfPeople,
    cateringOptions: inv.cateringOptions ? CateringOptions.parse(inv.cateringOptions) : null,
    lines: o.details.map((d) => ({
      // a custom line carries its own title (ADR 223); a box, the titles chosen for each box
      title: d.customTitle ?? (d.productId !== null ? o.titles.get(d.productId) : undefined) ?? '',
      choices: boxChoices(d.customizations).map((box) => box.map((id) => o.titles.get(id) ?? '')),
      quantity: d.quantity,
      amount: d.amountCents,
      productType: d.productId !== null ? (o.types.get(d.productId) ?? null) : null,
      halfPortion: isHalfPortion(d),
    })),
    amounts: {
      subTotal: inv.subtotalCents,
      discount: inv.discountCents,
      ...discountLines(inv, o.use),
      subsidized: inv.subsidizedCents,
      deliveryFees: inv.deliveryChargeCents,
      tip: inv.tipCents,
      tax1: inv.tax1Cents,
      tax2: inv.tax2Cents,
      centuryDollars: inv.centuryDollarsCents,
      total: inv.totalCents,
    },
    giftCardCodes: o.codes,
    giftCardsSentTo: o.sentTo,
    franchiseName: o.franchiseName,
  };
}

/** What a released order gives the customer back, by what became of it. */
const GIVEN_BACK_REASON: Record<'D' | 'U' | 'C', CenturyDollarReason> = { D: 'payment-declined', U: 'payment-failed', C: 'order-canceled' };

/**
 * T3, the compensation: gives back the stock, the promo-code use and the Century Dollars of an
 * order whose payment did not go through; the invoice becomes D (declined), C (canceled: an
 * Interac payment not made in time) or stays U (failed). Runs once: only the caller that moves
 * the processor payment out of `pending` does it. Answers whether this call released it.
 */
export async function release(
  deps: CheckoutDeps,
  inv: InvoiceRow,
  o: { to: 'D' | 'U' | 'C'; paymentStatus: 'declined' | 'error' | 'refunded'; reason: string; reference?: string; error?: string },
): Promise<boolean> {
  const now = deps.now();
  return deps.db.db.transaction(async (tx) => {
    const pays = await listPayments(tx, inv.id);
    const ext = externalPayment(pays);
    if (!ext || (ext.status !== 'pending' && ext.status !== 'approved')) return false;
    const claimed = await claimPayment(tx, ext.id, ext.status, {
      status: o.paymentStatus,
      errorMessage: o.error ?? null,
      updatedAt: now,
      ...(o.reference ? { processorReference: o.reference } : {}),
    });
    if (!claimed) return false;
    if (o.to !== 'U') await setInvoiceStatus(tx, inv.id, 'U', o.to, { at: now, reason: o.reason, accountId: inv.accountId });
    const details = await listDetails(tx, inv.id);
    const units = new Map<number, number>();
    for (const d of details) {
      if (d.productId === null) continue;
      units.set(d.productId, (units.get(d.productId) ?? 0) + d.quantity * unitsPerItem(d.isFamilyPack ? 'familyPack' : 'meal'));
    }
    for (const [productId, n] of [...units].sort((a, b) => a[0] - b[0])) await returnStock(tx, productId, n, now);
    if (inv.promoCodeId !== null) await giveBackPromoCodeUse(tx, inv.promoCodeId, inv.id, now);
    await giveBackOrderSubsidy(tx, inv, details, now);
    if (inv.centuryDollarsCents > 0) {
      await postCenturyDollars(tx, {
        accountId: inv.accountId,
        type: 'C',
        amountCents: inv.centuryDollarsCents,
        methodCd: CENTURY_DOLLAR_METHODS.refund,
        invoiceId: inv.id,
        // a code the customer reads in their language, not the English status reason (ADR 200)
        note: GIVEN_BACK_REASON[o.to],
        idempotencyKey: `invoice:${inv.id}:refund`,
        at: now,
      });
      for (const p of pays)
        if (p.paymentMethodId === CENTURY_DOLLAR_PAYMENT_METHOD_ID) await updatePayment(tx, p.id, { status: 'refunded', updatedAt: now });
    }
    return true;
  });
}

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
