// The money reports of the back-office (issue 15, 27; back-office §2 payments report and Century
// Dollar credits report; ADR 290, 366): a range of Toronto days (both included), and the same rows
// as CSV (`format=csv`).
//   GET /api/admin/reports/payments?startDate&endDate[&format=csv]
//     every movement of money: each payment when it was taken (its capture), each refund when it
//     was made (a negative line, with its reason), so that collected − refunded = net per day, per
//     method and in all; each line carries its share of the invoice's GST and QST (the domain's
//     `movementTaxes`), the net's taxes are their sum. A deleted invoice's money stays here.
//   GET /api/admin/reports/century-dollar-credits?startDate&endDate[&format=csv]
//     every Century Dollar transaction of the range, credits and debits, and the ledger balanced:
//     opening (every balance at the start of the first day) + credits − debits = closing.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCreditsReport, AdminPaymentsReport, AdminReportQuery, ErrorReply, type AdminReportQuery as Query } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { account, centuryDollarTransaction, invoice, invoiceRefund, payment } from '@mijote/db/schema';
import {
  addDays,
  centsToDecimal,
  centuryDollarReason,
  daysBetween,
  invoicePrice,
  ledgerClosing,
  movementTaxes,
  PAYMENT_METHOD_IDS,
  torontoDate,
  torontoDateTime,
  torontoInstant,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { csvFile } from '../../lib/csv.js';
import { figuresOf } from '../billing/money.js';

const MAX_DAYS = 366;

function range(q: Query): { from: Date; to: Date } {
  if (daysBetween(q.startDate, q.endDate) > MAX_DAYS)
    throw new AppError(400, 'validation-failed', 'The range is too long', {
      issues: [{ path: 'query.endDate', code: 'too_big', message: `at most ${MAX_DAYS} days` }],
    });
  return { from: torontoInstant(q.startDate, '00:00:00'), to: torontoInstant(addDays(q.endDate, 1), '00:00:00') };
}

/** The report's name of a payment method (a manual payment: with how it was taken). */
export function methodName(methodId: number, manualMethod: string | null): string {
  switch (methodId) {
    case PAYMENT_METHOD_IDS.card:
      return 'card';
    case PAYMENT_METHOD_IDS.centuryDollars:
      return 'century-dollars';
    case PAYMENT_METHOD_IDS.giftCard:
      return 'gift-card';
    case PAYMENT_METHOD_IDS.interacOnline:
      return 'interac';
    default:
      return `manual:${manualMethod ?? 'other'}`;
  }
}

type PaymentRow = AdminPaymentsReport['Rows'][number];
type Movement = AdminPaymentsReport['PerDay'][number];

function movements(rows: readonly PaymentRow[], key: (r: PaymentRow) => string): Movement[] {
  const by = new Map<string, Movement>();
  for (const r of rows) {
    const k = key(r);
    const m = by.get(k) ?? { Key: k, CollectedCents: 0, RefundedCents: 0, NetCents: 0, Count: 0 };
    if (r.AmountCents >= 0) m.CollectedCents += r.AmountCents;
    else m.RefundedCents -= r.AmountCents;
    m.NetCents += r.AmountCents;
    m.Count += 1;
    by.set(k, m);
  }
  return [...by.values()].sort((a, b) => a.Key.localeCompare(b.Key));
}

type LedgerTotal = AdminCreditsReport['PerDay'][number];
function ledgerTotals(rows: AdminCreditsReport['Rows'], key: (r: AdminCreditsReport['Rows'][number]) => string): LedgerTotal[] {
  const by = new Map<string, LedgerTotal>();
  for (const r of rows) {
    const k = key(r);
    const t = by.get(k) ?? { Key: k, CreditsCents: 0, DebitsCents: 0, Count: 0 };
    if (r.Type === 'C') t.CreditsCents += r.AmountCents;
    else t.DebitsCents += r.AmountCents;
    t.Count += 1;
    by.set(k, t);
  }
  return [...by.values()].sort((a, b) => a.Key.localeCompare(b.Key));
}

const csv = (head: string[], rows: (string | number | null)[][]) => csvFile([head, ...rows]);

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

export const adminReportRoutes =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db.db;
    const tags = ['admin'];
    const staff = alias(account, 'staff');
    const refundedPayment = alias(payment, 'refunded_payment');

    /** Every movement of money in [from, to), oldest first. */
    async function paymentsReport(from: Date, to: Date): Promise<AdminPaymentsReport> {
      const who = { first: account.firstName, last: account.lastName };
      const capturedAt = sql<Date>`coalesce(${payment.capturedAt}, ${payment.createdAt})`;
      // money taken: approved payments, and those taken then given back before ADR 366's refunds (status refunded)
      const taken = await db
        .select({ p: payment, i: invoice, ...who, at: capturedAt.mapWith(payment.createdAt) })
        .from(payment)
        .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
        .innerJoin(account, eq(account.id, invoice.accountId))
        .where(and(inArray(payment.status, ['approved', 'refunded']), gte(capturedAt, from), lt(capturedAt, to)))
        .orderBy(asc(capturedAt), asc(payment.id));
      // money given back: done refunds, and payments refunded whole without a refund row
      const refunds = await db
        .select({ r: invoiceRefund, p: refundedPayment, i: invoice, ...who })
        .from(invoiceRefund)
        .innerJoin(refundedPayment, eq(refundedPayment.id, invoiceRefund.paymentId))
        .innerJoin(invoice, eq(invoice.id, invoiceRefund.invoiceId))
        .innerJoin(account, eq(account.id, invoice.accountId))
        .where(and(eq(invoiceRefund.status, 'done'), gte(invoiceRefund.completedAt, from), lt(invoiceRefund.completedAt, to)))
        .orderBy(asc(invoiceRefund.completedAt), asc(invoiceRefund.id));
      const wholeRefunds = await db
        .select({ p: payment, i: invoice, ...who })
        .from(payment)
        .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
        .innerJoin(account, eq(account.id, invoice.accountId))
        .where(and(eq(payment.status, 'refunded'), gte(payment.updatedAt, from), lt(payment.updatedAt, to)))
        .orderBy(asc(payment.updatedAt), asc(payment.id));

      const line = (o: {
        kind: 'payment' | 'refund';
        id: number;
        at: Date;
        inv: typeof invoice.$inferSelect;
        methodId: number;
        manualMethod: string | null;
        amount: number;
        customer: string;
        reason: string | null;
      }): PaymentRow & { sortAt: number } => {
        const taxes = movementTaxes(Math.abs(o.amount), {
          tax1: o.inv.tax1Cents,
          tax2: o.inv.tax2Cents,
          price: invoicePrice(figuresOf(o.inv)),
        });
        const sign = o.amount < 0 ? -1 : 1;
        return {
          Kind: o.kind,
          Id: o.id,
          InvoiceId: o.inv.id,
          Day: torontoDate(o.at),
          At: torontoDateTime(o.at),
          PaymentMethodId: o.methodId,
          Method: methodName(o.methodId, o.manualMethod),
          AmountCents: o.amount,
          Tax1Cents: sign * taxes.tax1,
          Tax2Cents: sign * taxes.tax2,
          Customer: o.customer,
          Reason: o.reason,
          InvoiceDeleted: o.inv.deletedAt !== null,
          sortAt: o.at.getTime(),
        };
      };
      const all = [
        ...taken.map(({ p, i, first, last, at }) =>
          line({
            kind: 'payment',
            id: p.id,
            at,
            inv: i,
            methodId: p.paymentMethodId,
            manualMethod: p.manualMethod,
            amount: p.amountCents,
            customer: `${first} ${last}`.trim(),
            reason: p.paymentMethodId === PAYMENT_METHOD_IDS.manual ? p.note : null,
          }),
        ),
        ...refunds.map(({ r, p, i, first, last }) =>
          line({
            kind: 'refund',
            id: r.id,
            at: r.completedAt!,
            inv: i,
            // where the money went: to the card or Interac account, to Century Dollars, or by hand
            methodId:
              r.via === 'processor'
                ? p.paymentMethodId
                : r.via === 'century-dollars'
                  ? PAYMENT_METHOD_IDS.centuryDollars
                  : PAYMENT_METHOD_IDS.manual,
            manualMethod: r.manualMethod,
            amount: -r.amountCents,
            customer: `${first} ${last}`.trim(),
            reason: r.reason,
          }),
        ),
        ...wholeRefunds.map(({ p, i, first, last }) =>
          line({
            kind: 'refund',
            id: p.id,
            at: p.updatedAt,
            inv: i,
            methodId: p.paymentMethodId,
            manualMethod: p.manualMethod,
            amount: -p.amountCents,
            customer: `${first} ${last}`.trim(),
            reason: p.errorMessage,
          }),
        ),
      ].sort((a, b) => a.sortAt - b.sortAt || a.InvoiceId - b.InvoiceId || (a.Kind === b.Kind ? a.Id - b.Id : a.Kind === 'payment' ? -1 : 1));
      const rows: PaymentRow[] = all.map(({ sortAt: _sortAt, ...r }) => r);
      const collected = rows.filter((r) => r.AmountCents > 0).reduce((a, r) => a + r.AmountCents, 0);
      const refunded = rows.filter((r) => r.AmountCents < 0).reduce((a, r) => a - r.AmountCents, 0);
      return {
        Rows: rows,
        PerDay: movements(rows, (r) => r.Day),
        PerMethod: movements(rows, (r) => r.Method),
        CollectedCents: collected,
        RefundedCents: refunded,
        NetCents: collected - refunded,
        Tax1Cents: rows.reduce((a, r) => a + r.Tax1Cents, 0),
        Tax2Cents: rows.reduce((a, r) => a + r.Tax2Cents, 0),
      };
    }

    app.get(
      '/reports/payments',
      {
        schema: {
          tags,
          summary:
            'Payments report: every payment and refund of a range of days, collected − refunded = net per day and per method, with GST and QST (or CSV)',
          querystring: AdminReportQuery,
          response: { 200: z.union([AdminPaymentsReport, z.string().meta({ description: 'text/csv with format=csv' })]), ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const { from, to } = range(request.query);
        const report = await paymentsReport(from, to);
        if (request.query.format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="payments.csv"')
            .serializer((x: unknown) => String(x))
            .send(
              csv(
                ['Day', 'At', 'Kind', 'Id', 'Invoice', 'Method', 'Amount', 'GST', 'QST', 'Customer', 'Reason', 'InvoiceDeleted'],
                report.Rows.map((r) => [
                  r.Day,
                  r.At,
                  r.Kind,
                  r.Id,
                  r.InvoiceId,
                  r.Method,
                  centsToDecimal(r.AmountCents),
                  centsToDecimal(r.Tax1Cents),
                  centsToDecimal(r.Tax2Cents),
                  r.Customer,
                  r.Reason,
                  r.InvoiceDeleted ? 'yes' : '',
                ]),
              ),
            );
        return report;
      },
    );

    app.get(
      '/reports/century-dollar-credits',
      {
        schema: {
          tags,
          summary: 'Century Dollar report: the credits and debits of a range of days, opening + credits − debits = closing (or CSV)',
          querystring: AdminReportQuery,
          response: { 200: z.union([AdminCreditsReport, z.string().meta({ description: 'text/csv with format=csv' })]), ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const { from, to } = range(request.query);
        const [opening] = await db
          .select({
            n: sql<number>`coalesce(sum(case when ${centuryDollarTransaction.type} = 'C' then ${centuryDollarTransaction.amountCents} else -${centuryDollarTransaction.amountCents} end), 0)::bigint`.mapWith(
              Number,
            ),
          })
          .from(centuryDollarTransaction)
          .where(lt(centuryDollarTransaction.createdAt, from));
        const found = await db
          .select({
            t: centuryDollarTransaction,
            first: account.firstName,
            last: account.lastName,
            sf: staff.firstName,
            sl: staff.lastName,
          })
          .from(centuryDollarTransaction)
          .innerJoin(account, eq(account.id, centuryDollarTransaction.accountId))
          .leftJoin(staff, eq(staff.id, centuryDollarTransaction.manualUserId))
          .where(and(gte(centuryDollarTransaction.createdAt, from), lt(centuryDollarTransaction.createdAt, to)))
          .orderBy(asc(centuryDollarTransaction.createdAt), asc(centuryDollarTransaction.id));
        const rows: AdminCreditsReport['Rows'] = found.map(({ t, first, last, sf, sl }) => ({
          Id: t.id,
          Day: torontoDate(t.createdAt),
          Type: t.type === 'C' ? 'C' : 'D',
          AccountId: t.accountId,
          Customer: `${first} ${last}`.trim(),
          Method: t.methodCd,
          AmountCents: t.amountCents,
          InvoiceId: t.invoiceId,
          Note: t.note,
          Reason: centuryDollarReason(t),
          Staff: sf !== null ? `${sf} ${sl ?? ''}`.trim() : null,
        }));
        const credits = rows.filter((r) => r.Type === 'C').reduce((a, r) => a + r.AmountCents, 0);
        const debits = rows.filter((r) => r.Type === 'D').reduce((a, r) => a + r.AmountCents, 0);
        const openingCents = opening?.n ?? 0;
        if (request.query.format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="century-dollars.csv"')
            .serializer((x: unknown) => String(x))
            .send(
              csv(
                ['Day', 'Type', 'Account', 'Customer', 'Method', 'Amount', 'Invoice', 'Note', 'Reason', 'Staff'],
                rows.map((r) => [
                  r.Day,
                  r.Type,
                  r.AccountId,
                  r.Customer,
                  r.Method,
                  centsToDecimal(r.AmountCents),
                  r.InvoiceId,
                  r.Note,
                  r.Reason,
                  r.Staff,
                ]),
              ),
            );
        return {
          Rows: rows,
          PerDay: ledgerTotals(rows, (r) => r.Day),
          PerMethod: ledgerTotals(rows, (r) => `${r.Type}:${r.Method}`),
          OpeningCents: openingCents,
          CreditsCents: credits,
          DebitsCents: debits,
          ClosingCents: ledgerClosing(openingCents, credits, debits),
        };
      },
    );
  };
