// The back-office's money actions on an invoice (issue 27, ADR 366): one owner for what moves after
// checkout. Each is the domain's rule (packages/domain/src/billing.ts) applied in one short
// transaction that locks the invoice first and writes its audit entry; a processor call (a charge
// of the card on file) is made outside any transaction with its own idempotency key, and its
// answer recorded after it, as the checkout does. `admin/invoices.ts` is only the routes.
//   - markPaid: U → P with a manual payment (method, reason), or a paid invoice's balance due;
//   - refund (refunds.ts): partial or full, to the card, to Century Dollars or paid back by hand;
//   - deleteInvoice: soft; an unpaid invoice is canceled first (what it holds given back), a paid
//     one settled as staff choose (refund to the card, to Century Dollars, by hand, or keep);
//   - line edits: the invoice priced again by the cart's rules; a paid invoice then shows a balance
//     or a credit due, never "paid" while money is due;
//   - collectBalance: a paid invoice's balance due charged to a card the customer saved.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { invoiceCartDetail, savedCard } from '@mijote/db/schema';
import {
  checkCollect,
  checkMarkPaid,
  deletionPlan,
  invoiceTotalOf,
  isGstReliefDay,
  isProcessorMethod,
  repricedInvoiceLines,
  torontoDate,
  INVOICE_STATUS_NOTES,
  PAYMENT_METHOD_IDS,
  type DeleteSettlement,
  type ManualPaymentMethod,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { recordAudit } from '../admin/audit.js';
import type { ChargeResult } from '../payments/gateway.js';
import type { Actor, BillingDeps } from './deps.js';
import { figureColumns, figuresOf, moneyOf, moneySummary, type InvoiceMoney } from './money.js';
import { listDetails } from '../orders/repository.js';
import { completePaidOrder, giveBackHoldings, paidOrderFacts } from './paid-order.js';
import { refund, type RefundOutcome } from './refunds.js';
import {
  claimPayment,
  insertPayment,
  lockInvoice,
  setInvoiceStatus,
  updateInvoice,
  type InvoiceRow,
  type PaymentRow,
} from './repository.js';

export interface Target {
  invoiceId: number;
  /** a bistro's invoice (its routes): another bistro's is not found */
  franchiseId?: number | undefined;
}

type AuditMeta = Record<string, unknown> & { action: string };

/** Runs `work` on the locked invoice in one transaction and writes its audit entry (money before → after). */
async function onLocked<T>(
  deps: BillingDeps,
  target: Target,
  actor: Actor,
  work: (tx: DbOrTx, inv: InvoiceRow, money: InvoiceMoney) => Promise<{ meta: AuditMeta; result: T; deleted?: boolean }>,
): Promise<T> {
  return deps.db.db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, target.invoiceId, { franchiseId: target.franchiseId });
    if (!inv) throw AppError.notFound('invoice');
    const money = await moneyOf(tx, inv);
    const { meta, result, deleted } = await work(tx, inv, money);
    const now = await lockInvoice(tx, inv.id, { deleted: true });
    await recordAudit(tx, {
      actorAccountId: actor.by,
      action: deleted ? 'delete' : 'update',
      entity: 'invoice',
      entityId: inv.id,
      before: moneySummary(inv, money.balance),
      after: now ? moneySummary(now, (await moneyOf(tx, now)).balance) : null,
      meta,
      at: actor.at,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return result;
  });
}

// ── mark paid ───────────────────────────────────────────────────────────────

export interface MarkPaid {
  method: ManualPaymentMethod;
  reason: string;
  /** a cheque number, a transfer's reference */
  reference?: string | null;
}

/**
 * Closes (`canceled`) the latest processor payment still on its way — an Interac page open, a card
 * charge in flight — of an order paid or deleted another way: its approval, if it comes anyway, is
 * refunded (checkout/settle-payment.ts, billing/jobs.ts).
 */
async function closeInFlight(tx: DbOrTx, payments: readonly PaymentRow[], at: Date, why: string): Promise<void> {
  const pending = [...payments].reverse().find((p) => isProcessorMethod(p.paymentMethodId) && p.status === 'pending');
  if (pending) await claimPayment(tx, pending.id, 'pending', { status: 'canceled', errorMessage: `closed: ${why}`, updatedAt: at });
}

/**
 * Mark paid (back-office §4: U → P), with how and why: a manual payment of the total; on a paid
 * invoice with a balance due, of the balance. A processor payment still on its way is closed
 * (`canceled`) in the same transaction: if its approval comes anyway, it is refunded and the
 * customer told `order-already-paid` (checkout/settle-payment.ts). Answers the key and whether it
 * was U → P (`invoice-paid`) or a balance (`balance-collected`).
 */
export async function markPaid(
  deps: BillingDeps,
  target: Target,
  actor: Actor,
  body: MarkPaid,
): Promise<'invoice-paid' | 'balance-collected'> {
  return onLocked(deps, target, actor, async (tx, inv, money) => {
    refuseWhileCharging(money);
    const check = checkMarkPaid(inv.status, money.balance);
    if (!check.ok)
      throw new AppError(409, 'error-invoicepaid', 'Only an unpaid invoice, or a balance due, can be marked paid', { status: inv.status });
    if (check.from === 'U') {
      await closeInFlight(tx, money.payments, actor.at, 'the order was marked paid in the back-office');
      const facts = await paidOrderFacts(tx, inv);
      // the checkout's own "order paid" (ADR 320): cart cleared, referrer credited, gift cards
      // issued, confirmation queued
      const ok = await completePaidOrder(tx, inv, facts, {
        now: actor.at,
        reason: INVOICE_STATUS_NOTES['marked-paid'],
        by: actor.by,
        note: body.reason,
      });
      if (!ok) throw new AppError(409, 'error-invoicepaid', 'Only an unpaid invoice can be marked paid', { status: inv.status });
    }
    if (check.amount > 0)
      await insertPayment(tx, {
        invoiceId: inv.id,
        paymentMethodId: PAYMENT_METHOD_IDS.manual,
        amountCents: check.amount,
        status: 'approved',
        manualMethod: body.method,
        note: body.reference ? `${body.reason} (${body.reference})` : body.reason,
        recordedByAccountId: actor.by,
        capturedAt: actor.at,
        createdAt: actor.at,
        updatedAt: actor.at,
      });
    const key = check.from === 'U' ? ('invoice-paid' as const) : ('balance-collected' as const);
    return {
      meta: {
        action: key,
        reason: body.reason,
        amount: check.amount,
        method: body.method,
        ...(body.reference ? { reference: body.reference } : {}),
      },
      result: key,
    };
  });
}

// ── delete ──────────────────────────────────────────────────────────────────

export interface DeleteInvoice {
  settlement: DeleteSettlement | null;
  reason: string;
  /** a refund paid back by hand: how */
  method?: ManualPaymentMethod | null;
}

/**
 * Deletes an invoice (back-office §4), soft: it leaves the lists and the kitchen numbers and stays
 * in the audit and the reports. An unpaid one is canceled (U → C) and what it holds given back; one
 * holding money is settled first — refunded (the refund's batch deletes it once every part is
 * done) or kept — never without the staff's choice (409 settlement-required).
 */
export async function deleteInvoice(deps: BillingDeps, target: Target, actor: Actor, body: DeleteInvoice): Promise<RefundOutcome | null> {
  const plan = await deps.db.db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, target.invoiceId, { franchiseId: target.franchiseId });
    if (!inv) throw AppError.notFound('invoice');
    return deletionPlan(inv.status, (await moneyOf(tx, inv)).balance, body.settlement);
  });
  if (!plan.ok)
    throw new AppError(409, 'settlement-required', 'This invoice holds money: refund it or keep it before deleting', { held: plan.held });
  if (plan.kind === 'refund')
    return refund(
      deps,
      {
        ...target,
        amountCents: null,
        destination: plan.destination,
        method: body.method ?? null,
        reason: body.reason,
        reasonCd: 'invoice-deleted',
        ...(body.settlement ? { settlement: body.settlement } : {}),
      },
      actor,
    );
  await onLocked(deps, target, actor, async (tx, inv, money) => {
    // the plan again, on the row as it is now (another action may have come between)
    const now = deletionPlan(inv.status, money.balance, body.settlement);
    if (!now.ok || now.kind === 'refund')
      throw new AppError(409, 'settlement-required', 'This invoice holds money: refund it or keep it before deleting', {
        held: money.balance.moneyLeft + money.balance.centuryDollarsLeft,
      });
    if (now.kind === 'cancel-unpaid') {
      await closeInFlight(tx, money.payments, actor.at, 'the order was deleted in the back-office');
      if (
        !(await setInvoiceStatus(tx, inv.id, 'U', 'C', {
          canceledAt: actor.at,
          at: actor.at,
          reason: INVOICE_STATUS_NOTES['canceled-deleted'],
          accountId: actor.by,
          note: body.reason,
        }))
      )
        throw new AppError(409, 'error-invoicedeleted', 'The invoice changed meanwhile', { status: inv.status });
      await giveBackHoldings(tx, inv, { now: actor.at, payments: money.payments, reason: 'order-canceled' });
    }
    await updateInvoice(tx, inv.id, { deletedAt: actor.at, updatedAt: actor.at });
    return {
      meta: { action: 'invoice-deleted', reason: body.reason, settlement: now.kind === 'keep' ? 'keep' : now.kind },
      result: null,
      deleted: true,
    };
  });
  return null;
}

// ── lines ───────────────────────────────────────────────────────────────────

/** A line's values as the route priced them (checkout/pricing.ts, or the staff's unit amount). */
export type LineValues = Omit<typeof invoiceCartDetail.$inferInsert, 'invoiceId' | 'sortOrder' | 'createdAt' | 'id'>;

export type LineEdit =
  | { kind: 'add'; values: LineValues }
  | { kind: 'update'; detailId: number; values: LineValues }
  | { kind: 'delete'; detailId: number };

const EDITABLE = new Set(['U', 'P']);

/** The invoice's items and taxes again after its lines changed, by the domain's rules; the total follows. */
async function reprice(tx: DbOrTx, inv: InvoiceRow, at: Date): Promise<void> {
  const details = await listDetails(tx, inv.id);
  const priced = repricedInvoiceLines(
    details.map((d) => ({
      amount: d.unitPriceCents,
      quantity: d.quantity,
      addons: d.addons.map((x) => ({ price: x.priceCents * x.quantity })),
      taxable: d.taxable,
      allowGstTaxRebate: d.allowGstTaxRebate,
    })),
    {
      deliveryCharge: inv.deliveryChargeCents,
      taxableDiscount: inv.taxableDiscountCents,
      gstRelief: isGstReliefDay(inv.deliveryDate ?? torontoDate(inv.createdAt)),
    },
  );
  const figures = { ...figuresOf(inv), ...priced };
  await updateInvoice(tx, inv.id, { ...figureColumns(figures), totalCents: invoiceTotalOf(figures), updatedAt: at });
}

/**
 * Adds, changes or removes a line of an unpaid or paid invoice; the invoice is priced again. On a
 * paid invoice the difference is an adjustment the panel shows: a balance due (collect it) or a
 * credit due (refund it). A refunded, canceled or declined invoice's lines do not change (409
 * invoice-not-editable).
 */
export async function editLine(
  deps: BillingDeps,
  target: Target,
  actor: Actor,
  edit: LineEdit,
): Promise<'item-added' | 'item-updated' | 'item-deleted'> {
  const key = edit.kind === 'add' ? 'item-added' : edit.kind === 'update' ? 'item-updated' : 'item-deleted';
  const failure = edit.kind === 'add' ? 'error-item-added' : edit.kind === 'update' ? 'error-item-updated' : 'error-item-deleted';
  return onLocked(deps, target, actor, async (tx, inv) => {
    if (!EDITABLE.has(inv.status))
      throw new AppError(409, 'invoice-not-editable', 'A refunded, canceled or declined invoice’s lines cannot change', {
        status: inv.status,
      });
    let line: { title: string | null; quantity: number; unit: number };
    if (edit.kind === 'add') {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`coalesce(max(${invoiceCartDetail.sortOrder}), -1)::int + 1` })
        .from(invoiceCartDetail)
        .where(eq(invoiceCartDetail.invoiceId, inv.id));
      await tx.insert(invoiceCartDetail).values({ ...edit.values, invoiceId: inv.id, sortOrder: Math.min(n, 32_000), createdAt: actor.at });
      line = { title: edit.values.customTitle ?? null, quantity: edit.values.quantity, unit: edit.values.unitPriceCents };
    } else {
      const [old] = await tx
        .select()
        .from(invoiceCartDetail)
        .where(and(eq(invoiceCartDetail.id, edit.detailId), eq(invoiceCartDetail.invoiceId, inv.id)))
        .limit(1);
      if (!old) throw new AppError(404, failure, 'No such item on this invoice', { detailId: edit.detailId });
      if (edit.kind === 'update') await tx.update(invoiceCartDetail).set(edit.values).where(eq(invoiceCartDetail.id, old.id));
      else await tx.delete(invoiceCartDetail).where(eq(invoiceCartDetail.id, old.id));
      line = { title: old.customTitle, quantity: old.quantity, unit: old.unitPriceCents };
    }
    await reprice(tx, inv, actor.at);
    const meta: AuditMeta = {
      action: key,
      line: {
        productId: edit.kind === 'delete' ? null : (edit.values.productId ?? null),
        title: line.title,
        quantity: edit.kind === 'delete' ? line.quantity : edit.values.quantity,
        unit: edit.kind === 'delete' ? line.unit : edit.values.unitPriceCents,
      },
    };
    return { meta, result: key };
  });
}

// ── collect a balance with the card on file ────────────────────────────────

/** A balance charge still on its way: nothing else collects that balance meanwhile (no double charge). */
function refuseWhileCharging(money: InvoiceMoney): void {
  if (money.payments.some((p) => p.status === 'pending' && p.idempotencyKey !== null))
    throw new AppError(409, 'order-in-progress', 'A charge of this invoice’s balance is still being processed');
}

export interface CollectBalance {
  savedCardId: number;
  reason: string;
}

/**
 * Charges a paid invoice's balance due to one of the customer's saved cards: T1 a pending card
 * payment with its own idempotency key and the audit entry; the charge outside any transaction; T2
 * the answer recorded. A crash between is finished by the reconciliation job (jobs.ts) with the
 * processor's memory of that key. A decline is 402 balance-declined; the balance stays due.
 */
export async function collectBalance(deps: BillingDeps, target: Target, actor: Actor, body: CollectBalance): Promise<'balance-collected'> {
  const started = await onLocked(deps, target, actor, async (tx, inv, money) => {
    refuseWhileCharging(money);
    const check = checkCollect(inv.status, money.balance);
    if (!check.ok) throw new AppError(409, 'nothing-due', 'This invoice has no balance due', { status: inv.status });
    const [card] = await tx
      .select()
      .from(savedCard)
      .where(and(eq(savedCard.id, body.savedCardId), eq(savedCard.accountId, inv.accountId)))
      .limit(1);
    if (!card) throw AppError.notFound('card');
    const key = `invoice-${inv.id}-balance-${randomUUID()}`;
    const pay = await insertPayment(tx, {
      invoiceId: inv.id,
      paymentMethodId: PAYMENT_METHOD_IDS.card,
      amountCents: check.amount,
      status: 'pending',
      savedCardId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      note: body.reason,
      recordedByAccountId: actor.by,
      idempotencyKey: key,
      createdAt: actor.at,
      updatedAt: actor.at,
    });
    return {
      meta: { action: 'balance-charge-requested', reason: body.reason, amount: check.amount, card: `${card.brand} ${card.last4}` },
      result: { pay, token: card.processorToken },
    };
  });
  let result: ChargeResult;
  try {
    result = await deps.payments.charge({
      token: started.token,
      amountCents: started.pay.amountCents,
      idempotencyKey: started.pay.idempotencyKey!,
      description: `Mijote order ${started.pay.invoiceId} balance`,
    });
  } catch (err) {
    result = { status: 'error', message: err instanceof Error ? err.message : 'charge failed' };
  }
  const status = await settleBalanceCharge(deps, started.pay, result, actor);
  if (status === 'declined')
    throw new AppError(402, 'balance-declined', 'The card on file was declined', { invoiceId: started.pay.invoiceId });
  if (status === 'error')
    throw new AppError(502, 'payment-processing-failed', 'Payment processing failed', { invoiceId: started.pay.invoiceId });
  return 'balance-collected';
}

/** T2 of a balance charge (the staff's request or the reconciliation job): the payment approved, declined or failed, once. */
export async function settleBalanceCharge(
  deps: BillingDeps,
  pay: PaymentRow,
  result: ChargeResult | { status: 'unknown' },
  actor: Actor | null,
): Promise<'approved' | 'declined' | 'error' | 'settled-before'> {
  const at = actor?.at ?? deps.now();
  return deps.db.db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, pay.invoiceId, { deleted: true });
    if (!inv) return 'settled-before';
    const before = await moneyOf(tx, inv);
    const status = result.status === 'approved' ? 'approved' : result.status === 'declined' ? 'declined' : 'error';
    const claimed = await claimPayment(tx, pay.id, 'pending', {
      status,
      updatedAt: at,
      ...(result.status === 'approved'
        ? {
            processorReference: result.transactionId,
            capturedAt: at,
            ...(result.card ? { cardBrand: result.card.brand, cardLast4: result.card.last4 } : {}),
          }
        : result.status === 'declined'
          ? { processorReference: result.transactionId }
          : { errorMessage: result.status === 'unknown' ? 'the charge never reached the processor' : result.message.slice(0, 200) }),
    });
    if (!claimed) return 'settled-before';
    const after = await moneyOf(tx, inv);
    await recordAudit(tx, {
      actorAccountId: actor?.by ?? pay.recordedByAccountId ?? inv.accountId,
      action: 'update',
      entity: 'invoice',
      entityId: inv.id,
      before: moneySummary(inv, before.balance),
      after: moneySummary(inv, after.balance),
      meta: {
        action: status === 'approved' ? 'balance-collected' : 'balance-charge-failed',
        reason: pay.note ?? '',
        amount: pay.amountCents,
        card: `${pay.cardBrand ?? ''} ${pay.cardLast4 ?? ''}`.trim(),
        ...(actor ? {} : { by: 'reconciliation' }),
      },
      at,
      ip: actor?.ip,
      requestId: actor?.requestId,
    });
    return status;
  });
}
