// Refunds (issue 27, ADR 366), the way an order is placed: three steps, the processor outside any
// transaction.
//   T1 `askRefund`: the invoice locked, the domain's plan (`planRefund`) written as pending refund
//      rows — one per payment it draws from, one batch — with the staff's audit entry;
//   the processor: each card or Interac part refunded with its own idempotency key (a repeat
//      answers the first refund, so asking again after a crash cannot refund twice);
//   T2 `finishBatch`: each part done (or failed), Century Dollars credited through their ledger,
//      the invoice's credit (Rebate) and Century Dollars applied moved, P → R once nothing is left,
//      its promo-code use and the employer's allowance given back then; a deletion's refund deletes
//      the invoice once every part is done.
// A crash between the processor and T2 leaves pending rows: the reconciliation job
// (billing/jobs.ts) asks the processor again with the same keys and finishes the batch, once.
import { randomUUID } from 'node:crypto';
import {
  CENTURY_DOLLAR_METHODS,
  creditShares,
  figuresAfterRefund,
  invoiceTotalOf,
  isFullyRefunded,
  planRefund,
  poolsOf,
  INVOICE_STATUS_NOTES,
  type ManualPaymentMethod,
  type RefundDestination,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { recordAudit } from '../admin/audit.js';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import type { RefundResult } from '../payments/gateway.js';
import type { BillingDeps, Actor } from './deps.js';
import { figureColumns, figuresOf, ledgerPayments, ledgerRefunds, moneyOf, moneySummary } from './money.js';
import { giveBackOnRefund } from './paid-order.js';
import {
  claimPayment,
  claimRefund,
  insertRefunds,
  listPayments,
  lockInvoice,
  refundsOfBatch,
  setInvoiceStatus,
  updateInvoice,
  type InvoiceRow,
  type PaymentRow,
  type RefundRow,
} from './repository.js';

/** Why the system refunds, beside the staff's reason: a code the reader translates. */
export type RefundReasonCd = 'invoice-deleted';

export interface RefundAsk {
  invoiceId: number;
  franchiseId?: number | undefined;
  /** null: everything that destination can give back (a full refund) */
  amountCents: number | null;
  destination: RefundDestination;
  method?: ManualPaymentMethod | null;
  reason: string;
  reasonCd?: RefundReasonCd;
  /** a deletion's settlement (refund-card, refund-century-dollars, refund-manual), kept in the activity */
  settlement?: string;
}

export interface RefundOutcome {
  batch: string;
  invoiceId: number;
  /** money and Century Dollars given back by this refund */
  refundedCents: number;
  /** parts the processor refused */
  failed: number;
  /** the invoice moved to R */
  refunded: boolean;
}

const refusal = (key: string, params: Record<string, unknown>) => {
  const texts: Record<string, [number, string]> = {
    'error-invoicerefunded': [409, 'Only a paid invoice can be refunded'],
    'refund-nothing-left': [409, 'Nothing is left to refund on this invoice'],
    'refund-too-large': [400, 'The refund is more than what is left to refund'],
    'refund-destination-unavailable': [409, 'What is left of this invoice cannot be refunded that way'],
  };
  const [status, message] = texts[key] ?? [409, 'The refund was refused'];
  return new AppError(status, key, message, params);
};

/** T1: the plan written as pending refund rows, with the audit entry of the staff's request. Answers the batch. */
export async function askRefund(
  deps: BillingDeps,
  ask: RefundAsk,
  actor: Actor,
): Promise<{ batch: string; rows: RefundRow[]; inv: InvoiceRow }> {
  const db = deps.db.db;
  return db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, ask.invoiceId, { franchiseId: ask.franchiseId });
    if (!inv) throw AppError.notFound('invoice');
    const { payments, refunds, balance } = await moneyOf(tx, inv);
    const plan = planRefund({
      status: inv.status,
      balance,
      pools: poolsOf(ledgerPayments(payments), ledgerRefunds(refunds)),
      amount: ask.amountCents,
      destination: ask.destination,
    });
    if (!plan.ok)
      throw refusal(plan.key, {
        status: inv.status,
        ...('max' in plan ? { max: plan.max } : {}),
        ...('left' in plan ? { left: plan.left } : {}),
      });
    const batch = randomUUID();
    const shares = creditShares(plan.parts, plan.credit);
    const rows = await insertRefunds(
      tx,
      plan.parts.map((p, i) => ({
        invoiceId: inv.id,
        paymentId: p.paymentId,
        batch,
        destination: ask.destination,
        via: p.via,
        amountCents: p.amount,
        creditCents: shares[i]!,
        writeOffCents: i === plan.parts.length - 1 ? plan.writeOff : 0,
        manualMethod: p.via === 'manual' ? (ask.method ?? 'other') : null,
        status: 'pending' as const,
        reason: ask.reason,
        reasonCd: ask.reasonCd ?? null,
        idempotencyKey: `invoice-${inv.id}-refund-${batch}-${p.paymentId}`,
        createdByAccountId: actor.by,
        createdAt: actor.at,
      })),
    );
    // nothing to give back, only a balance to write off (a full refund of what was never collected)
    if (rows.length === 0 && plan.writeOff > 0) {
      const f = figuresAfterRefund(figuresOf(inv), { amount: 0, methodId: 0, credit: 0, writeOff: plan.writeOff });
      await updateInvoice(tx, inv.id, { ...figureColumns(f), totalCents: invoiceTotalOf(f), updatedAt: actor.at });
      const moved = { ...inv, ...figureColumns(f), totalCents: invoiceTotalOf(f) };
      if (isFullyRefunded((await moneyOf(tx, moved)).balance)) {
        await setInvoiceStatus(tx, inv.id, 'P', 'R', {
          refundedAt: actor.at,
          at: actor.at,
          reason: INVOICE_STATUS_NOTES.refunded,
          accountId: actor.by,
          note: ask.reason,
        });
        await giveBackOnRefund(tx, inv, actor.at);
      }
      if (ask.reasonCd === 'invoice-deleted') await updateInvoice(tx, inv.id, { deletedAt: actor.at, updatedAt: actor.at });
    }
    await recordAudit(tx, {
      actorAccountId: actor.by,
      action: 'update',
      entity: 'invoice',
      entityId: inv.id,
      before: moneySummary(inv, balance),
      after: null,
      meta: {
        action: 'refund-requested',
        reason: ask.reason,
        amount: plan.amount,
        destination: ask.destination,
        ...(ask.method ? { method: ask.method } : {}),
        ...(ask.reasonCd ? { reasonCd: ask.reasonCd } : {}),
        ...(ask.settlement ? { settlement: ask.settlement } : {}),
        batch,
      },
      at: actor.at,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return { batch, rows, inv };
  });
}

/** The processor's refund of each card or Interac part (outside any transaction); the other parts need no call. */
export async function callProcessor(deps: BillingDeps, inv: InvoiceRow, rows: readonly RefundRow[]): Promise<Map<number, RefundResult>> {
  const results = new Map<number, RefundResult>();
  const processorRows = rows.filter((r) => r.via === 'processor' && r.status === 'pending');
  if (processorRows.length === 0) return results;
  const payments = await listPayments(deps.db.db, inv.id);
  for (const r of processorRows) {
    const pay = payments.find((p) => p.id === r.paymentId);
    if (!pay?.processorReference) {
      results.set(r.id, { status: 'error', message: 'the payment has no processor reference' });
      continue;
    }
    try {
      results.set(
        r.id,
        await deps.payments.refund({ transactionId: pay.processorReference, amountCents: r.amountCents, idempotencyKey: r.idempotencyKey }),
      );
    } catch (err) {
      results.set(r.id, { status: 'error', message: err instanceof Error ? err.message.slice(0, 200) : 'refund failed' });
    }
  }
  return results;
}

/**
 * T2: the batch's parts done or failed as the processor answered (parts it was not asked about
 * are not processor parts). When a processor part is refused, the batch's other parts are not made
 * (staff are told; what the processor did refund stays refunded). Runs once per part: each is
 * claimed out of pending.
 */
export async function finishBatch(
  deps: BillingDeps,
  batch: string,
  results: ReadonlyMap<number, RefundResult>,
  actor: Actor | null,
): Promise<RefundOutcome> {
  const db = deps.db.db;
  const at = actor?.at ?? deps.now();
  return db.transaction(async (tx) => {
    const first = (await refundsOfBatch(tx, batch))[0];
    if (!first) throw new Error(`refund batch ${batch} has no rows`);
    const inv = await lockInvoice(tx, first.invoiceId, { deleted: true });
    if (!inv) throw new Error(`refund batch ${batch}: invoice ${first.invoiceId} is gone`);
    const rows = await refundsOfBatch(tx, batch);
    const pending = rows.filter((r) => r.status === 'pending');
    const refused = pending.filter((r) => r.via === 'processor' && results.get(r.id)?.status !== 'refunded');
    const before = await moneyOf(tx, inv);
    let figures = figuresOf(inv);
    let given = 0;
    for (const r of pending) {
      const result = results.get(r.id);
      if (r.via === 'processor' && result?.status !== 'refunded') {
        const message = result?.status === 'error' ? result.message : 'not asked';
        await claimRefund(tx, r.id, { status: 'failed', errorMessage: message.slice(0, 200), completedAt: at });
        continue;
      }
      if (r.via !== 'processor' && refused.length > 0) {
        await claimRefund(tx, r.id, { status: 'failed', errorMessage: 'the card refund of the same request was refused', completedAt: at });
        continue;
      }
      if (
        !(await claimRefund(tx, r.id, {
          status: 'done',
          completedAt: at,
          processorRefundId: result?.status === 'refunded' ? result.refundId : null,
        }))
      )
        continue;
      if (r.via === 'century-dollars') {
        const posted = await postCenturyDollars(tx, {
          accountId: inv.accountId,
          type: 'C',
          amountCents: r.amountCents,
          methodCd: CENTURY_DOLLAR_METHODS.refund,
          invoiceId: inv.id,
          note: 'order-refunded',
          idempotencyKey: `refund:${r.id}`,
          at,
        });
        if (!posted.ok && posted.reason !== 'duplicate')
          throw new Error(`refund ${r.id}: the Century Dollar credit was refused (${posted.reason})`);
      }
      const methodId = before.payments.find((p) => p.id === r.paymentId)?.paymentMethodId ?? 0;
      figures = figuresAfterRefund(figures, { amount: r.amountCents, methodId, credit: r.creditCents, writeOff: r.writeOffCents });
      given += r.amountCents;
    }
    const total = invoiceTotalOf(figures);
    await updateInvoice(tx, inv.id, { ...figureColumns(figures), totalCents: total, updatedAt: at });
    const moved: InvoiceRow = { ...inv, ...figureColumns(figures), totalCents: total };
    const after = await moneyOf(tx, moved);
    let refunded = false;
    if (moved.status === 'P' && isFullyRefunded(after.balance)) {
      refunded = await setInvoiceStatus(tx, inv.id, 'P', 'R', {
        refundedAt: at,
        at,
        reason: INVOICE_STATUS_NOTES.refunded,
        accountId: first.createdByAccountId,
        note: first.reason,
      });
      if (refunded) await giveBackOnRefund(tx, inv, at);
    }
    const allDone = (await refundsOfBatch(tx, batch)).every((r) => r.status === 'done');
    if (first.reasonCd === 'invoice-deleted' && allDone && inv.deletedAt === null)
      await updateInvoice(tx, inv.id, { deletedAt: at, updatedAt: at });
    if (pending.length > 0)
      await recordAudit(tx, {
        actorAccountId: actor?.by ?? first.createdByAccountId ?? inv.accountId,
        action: first.reasonCd === 'invoice-deleted' && allDone ? 'delete' : 'update',
        entity: 'invoice',
        entityId: inv.id,
        before: moneySummary(inv, before.balance),
        after: moneySummary({ ...moved, status: refunded ? 'R' : moved.status }, after.balance),
        meta: {
          action: refused.length > 0 ? 'refund-failed' : first.reasonCd === 'invoice-deleted' ? 'invoice-deleted' : 'invoice-refunded',
          reason: first.reason,
          amount: given,
          destination: first.destination,
          ...(first.manualMethod ? { method: first.manualMethod } : {}),
          ...(first.reasonCd ? { reasonCd: first.reasonCd } : {}),
          batch,
          ...(actor ? {} : { by: 'reconciliation' }),
        },
        at,
        ip: actor?.ip,
        requestId: actor?.requestId,
      });
    return { batch, invoiceId: inv.id, refundedCents: given, failed: refused.length, refunded };
  });
}

/** A refund from start to end: asked, sent to the processor, finished. A processor refusal is 502 error-invoicerefunded. */
export async function refund(deps: BillingDeps, ask: RefundAsk, actor: Actor): Promise<RefundOutcome> {
  const { batch, rows, inv } = await askRefund(deps, ask, actor);
  if (rows.length === 0) return { batch, invoiceId: inv.id, refundedCents: 0, failed: 0, refunded: false };
  const results = await callProcessor(deps, inv, rows);
  const outcome = await finishBatch(deps, batch, results, { ...actor, at: deps.now() });
  if (outcome.failed > 0)
    throw new AppError(502, 'error-invoicerefunded', 'The payment processor refused the refund', { refunded: outcome.refundedCents });
  return outcome;
}

/**
 * A charge approved for a payment staff closed (`canceled`) by marking the order paid another
 * way: the money goes back (its own idempotency key: once, whoever asks — the customer's request,
 * a replay, the reconciliation job), and the payment says it was taken and given back.
 */
export async function refundSuperseded(deps: BillingDeps, inv: InvoiceRow, pay: PaymentRow, transactionId: string): Promise<boolean> {
  if (pay.status !== 'canceled' && pay.status !== 'error' && pay.status !== 'pending') return pay.status === 'refunded';
  const refund = await deps.payments
    .refund({ transactionId, amountCents: pay.amountCents, idempotencyKey: `invoice-${inv.id}-already-paid-${pay.id}` })
    .catch((err: unknown) => ({ status: 'error' as const, message: err instanceof Error ? err.message : 'refund failed' }));
  if (refund.status !== 'refunded') {
    deps.log.error(
      { orderId: inv.id, paymentId: pay.id },
      'a charge approved after the order was paid another way could not be refunded yet',
    );
    return false;
  }
  const now = deps.now();
  await deps.db.db.transaction(async (tx) => {
    await lockInvoice(tx, inv.id, { deleted: true });
    const current = (await listPayments(tx, inv.id)).find((p) => p.id === pay.id);
    if (!current || (current.status !== 'canceled' && current.status !== 'error' && current.status !== 'pending')) return;
    await claimPayment(tx, pay.id, current.status, {
      status: 'refunded',
      processorReference: transactionId,
      errorMessage: 'approved after the order was paid another way; refunded',
      capturedAt: now,
      updatedAt: now,
    });
  });
  deps.log.warn({ orderId: inv.id, paymentId: pay.id }, 'a charge was approved after the order was paid another way; refunded');
  return true;
}
