// The money reports of the back-office (issue 15; back-office §2 payments report and Century Dollar
// credits report; ADR 290): a range of Toronto days (both included), each row with its day, totals
// per day and per method, and the same rows as CSV (`format=csv`, the invoice export's cells).
//   GET /api/admin/reports/payments?startDate&endDate[&format=csv]
//   GET /api/admin/reports/century-dollar-credits?startDate&endDate[&format=csv]
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCreditsReport, AdminPaymentsReport, AdminReportQuery, ErrorReply, type AdminReportQuery as Query } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { account, centuryDollarTransaction, invoice, payment } from '@mijote/db/schema';
import { addDays, centsToDecimal, daysBetween, PAYMENT_METHOD_IDS, torontoDate, torontoInstant } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { csvFile } from '../../lib/csv.js';

const METHOD_NAMES = Object.fromEntries(Object.entries(PAYMENT_METHOD_IDS).map(([name, id]) => [id, name])) as Record<number, string>;
const MAX_DAYS = 366;

function range(q: Query): { from: Date; to: Date } {
  if (daysBetween(q.startDate, q.endDate) > MAX_DAYS)
    throw new AppError(400, 'validation-failed', 'The range is too long', {
      issues: [{ path: 'query.endDate', code: 'too_big', message: `at most ${MAX_DAYS} days` }],
    });
  return { from: torontoInstant(q.startDate, '00:00:00'), to: torontoInstant(addDays(q.endDate, 1), '00:00:00') };
}

/** Totals of rows by a key, in key order. */
function totals<R extends { AmountCents: number }>(rows: readonly R[], key: (r: R) => string) {
  const by = new Map<string, { AmountCents: number; Count: number }>();
  for (const r of rows) {
    const t = by.get(key(r)) ?? { AmountCents: 0, Count: 0 };
    t.AmountCents += r.AmountCents;
    t.Count += 1;
    by.set(key(r), t);
  }
  return [...by].sort((a, b) => a[0].localeCompare(b[0])).map(([Key, t]) => ({ Key, ...t }));
}

const csv = (head: string[], rows: (string | number | null)[][]) => csvFile([head, ...rows]);

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

export const adminReportRoutes =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db.db;
    const tags = ['admin'];
    const staff = alias(account, 'staff');

    app.get(
      '/reports/payments',
      {
        schema: {
          tags,
          summary: 'Payments report: the payments of a range of days, per day and per method (or CSV)',
          querystring: AdminReportQuery,
          response: { 200: z.union([AdminPaymentsReport, z.string().meta({ description: 'text/csv with format=csv' })]), ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const { from, to } = range(request.query);
        const found = await db
          .select({ p: payment, first: account.firstName, last: account.lastName })
          .from(payment)
          .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
          .innerJoin(account, eq(account.id, invoice.accountId))
          .where(and(gte(payment.createdAt, from), lt(payment.createdAt, to)))
          .orderBy(asc(payment.createdAt), asc(payment.id));
        const rows = found
          .filter(({ p }) => p.status === 'approved' || p.status === 'refunded')
          .map(({ p, first, last }) => ({
            Id: p.id,
            InvoiceId: p.invoiceId,
            Day: torontoDate(p.createdAt),
            PaymentMethodId: p.paymentMethodId,
            Method: METHOD_NAMES[p.paymentMethodId] ?? String(p.paymentMethodId),
            Status: p.status,
            AmountCents: p.amountCents,
            Customer: `${first} ${last}`.trim(),
          }));
        if (request.query.format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="payments.csv"')
            .serializer((x: unknown) => String(x))
            .send(
              csv(
                ['Day', 'Payment', 'Invoice', 'Method', 'Status', 'Amount', 'Customer'],
                rows.map((r) => [r.Day, r.Id, r.InvoiceId, r.Method, r.Status, centsToDecimal(r.AmountCents), r.Customer]),
              ),
            );
        return {
          Rows: rows,
          PerDay: totals(rows, (r) => r.Day),
          PerMethod: totals(rows, (r) => r.Method),
          TotalCents: rows.reduce((a, r) => a + r.AmountCents, 0),
        };
      },
    );

    app.get(
      '/reports/century-dollar-credits',
      {
        schema: {
          tags,
          summary: 'Century Dollar credits report: the credits of a range of days with the staff user of manual ones (or CSV)',
          querystring: AdminReportQuery,
          response: { 200: z.union([AdminCreditsReport, z.string().meta({ description: 'text/csv with format=csv' })]), ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const { from, to } = range(request.query);
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
          .where(
            and(
              eq(centuryDollarTransaction.type, 'C'),
              gte(centuryDollarTransaction.createdAt, from),
              lt(centuryDollarTransaction.createdAt, to),
            ),
          )
          .orderBy(asc(centuryDollarTransaction.createdAt), asc(centuryDollarTransaction.id));
        const rows = found.map(({ t, first, last, sf, sl }) => ({
          Id: t.id,
          Day: torontoDate(t.createdAt),
          AccountId: t.accountId,
          Customer: `${first} ${last}`.trim(),
          Method: t.methodCd,
          AmountCents: t.amountCents,
          Note: t.note,
          Staff: sf !== null ? `${sf} ${sl ?? ''}`.trim() : null,
        }));
        if (request.query.format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="century-dollar-credits.csv"')
            .serializer((x: unknown) => String(x))
            .send(
              csv(
                ['Day', 'Account', 'Customer', 'Method', 'Amount', 'Note', 'Staff'],
                rows.map((r) => [r.Day, r.AccountId, r.Customer, r.Method, centsToDecimal(r.AmountCents), r.Note, r.Staff]),
              ),
            );
        return {
          Rows: rows,
          PerDay: totals(rows, (r) => r.Day),
          PerMethod: totals(rows, (r) => r.Method),
          TotalCents: rows.reduce((a, r) => a + r.AmountCents, 0),
        };
      },
    );
  };
