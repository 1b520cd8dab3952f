// The money reports of the back-office (issue 15, 27; back-office §2 payments report and Century
// Dollar credits report; ADR 290, 366): a range of Toronto days (both included), and the same rows
// as CSV (`format=csv`); with `by=day`, a CSV line per day of the range, every day, with its totals
// and net (the figures of the report's chart, issue 30), its headers in the staff's language.
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
import type { FastifyReply } from 'fastify';
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

const MAX_DAYS = 366;

function range(q: Query): { from: Date; to: Date } {
  if (daysBetween(q.startDate, q.endDate) > MAX_DAYS)
    throw new AppError(400, 'validation-failed', 'The range is too long', {
      issues: [{ path: 'query.endDate', code: 'too_big', message: `at most ${MAX_DAYS} days` }],
    });
  return { from: torontoInstant(q.startDate, '00:00:00'), to: torontoInstant(addDays(q.endDate, 1), '00:00:00') };
}

/**
 * The Toronto day of instants in [from, to) (the report's range starts and ends at Toronto
 * midnights): each day's first instant from the domain's `torontoInstant`, then a search — a year
 * of movements does not convert each of its 160,000 instants one by one.
 */
function torontoDays(from: Date, to: Date): (at: Date) => string {
  const first = torontoDate(from);
  const starts: { day: string; ms: number }[] = [];
  for (let day = first; ; day = addDays(day, 1)) {
    const ms = torontoInstant(day, '00:00:00').getTime();
    if (ms >= to.getTime()) break;
    starts.push({ day, ms });
  }
  return (at) => {
    const t = at.getTime();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]!.ms <= t) lo = mid;
      else hi = mid - 1;
    }
    return starts[lo]?.day ?? torontoDate(at);
  };
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

type LedgerTotal = AdminCreditsReport['PerDay'][number];
type LedgerEntry = { Type: 'C' | 'D'; AmountCents: number; Day: string; Method: string };
function ledgerTotals(rows: readonly LedgerEntry[], key: (r: LedgerEntry) => string): LedgerTotal[] {
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

const csv = (head: readonly string[], rows: (string | number | null)[][]) => csvFile([head, ...rows]);

/** The per-day CSV's headers, in the staff's language (issue 30). */
export const PER_DAY_HEADS = {
  payments: { en: ['Day', 'Collected', 'Refunded', 'Net', 'Movements'], fr: ['Jour', 'Perçu', 'Remboursé', 'Net', 'Mouvements'] },
  credits: { en: ['Day', 'Credits', 'Debits', 'Net', 'Transactions'], fr: ['Jour', 'Crédits', 'Débits', 'Net', 'Transactions'] },
} as const;

/** Every day of the range in order, a day without a movement at zero (the chart's bars, one a day). */
export function everyDay<T extends { Key: string }>(startDate: string, endDate: string, per: readonly T[], empty: (day: string) => T): T[] {
  const by = new Map(per.map((d) => [d.Key, d]));
  const out: T[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) out.push(by.get(day) ?? empty(day));
  return out;
}

/**
 * Dollars as a number cell: a negative net stays a number in a spreadsheet (a text cell starting
 * with "-" is written '-…, csvCell's guard against formulas).
 */
const dollars = (cents: number) => Number(centsToDecimal(cents));

/** A CSV file's reply. */
const sendCsv = (reply: FastifyReply, name: string, text: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .serializer((x: unknown) => String(x))
    .send(text);

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

export const adminReportRoutes =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db.db;
    const tags = ['admin'];
    const staff = alias(account, 'staff');

    /**
     * Every movement of money in [from, to), oldest first: the range's totals, and the rows of one
     * page (all of them for the CSV). Lean reads: a year is some 160,000 movements, so each row
     * brings only its amount, its method and its invoice's figures (for its tax share); names and
     * reasons are read for the rows sent.
     */
    async function paymentsReport(from: Date, to: Date, page: { offset: number; limit: number } | null): Promise<AdminPaymentsReport> {
      // One statement, numbers only (a year: some 160,000 rows, no row mapping):
      //   money taken — approved payments, and those taken then given back whole (status refunded),
      //     at their capture (migration 0008 dated the older ones);
      //   money given back — done refunds (where it went: `via`), and payments refunded whole
      //     without a refund row (a charge the checkout could not record, one superseded).
      const figures = sql.raw(`i.subtotal_cents as "subTotal", i.tip_cents as tip, i.tax1_cents as tax1, i.tax2_cents as tax2,
        i.delivery_charge_cents as delivery, i.fuel_surcharge_cents as fuel, i.extra_charge_cents as extra,
        i.subsidized_cents as subsidized, i.discount_cents as discount, (i.deleted_at is not null) as deleted`);
      const epoch = (col: string) => sql.raw(`(extract(epoch from ${col}) * 1000)::float8`);
      const found = (await db.execute(sql`
        select 'payment' as kind, p.id, p.invoice_id as "invoiceId", ${epoch('p.captured_at')} as at, null as via,
               p.payment_method_id as "methodId", p.manual_method as "manualMethod", p.amount_cents as amount, ${figures}
          from payment p join invoice i on i.id = p.invoice_id
         where p.status in ('approved', 'refunded') and p.captured_at >= ${from.toISOString()}::timestamptz and p.captured_at < ${to.toISOString()}::timestamptz
        union all
        select 'refund', r.id, r.invoice_id, ${epoch('r.completed_at')}, r.via, s.payment_method_id, r.manual_method, -r.amount_cents, ${figures}
          from invoice_refund r join payment s on s.id = r.payment_id join invoice i on i.id = r.invoice_id
         where r.status = 'done' and r.completed_at >= ${from.toISOString()}::timestamptz and r.completed_at < ${to.toISOString()}::timestamptz
        union all
        select 'whole', p.id, p.invoice_id, ${epoch('p.updated_at')}, null, p.payment_method_id, p.manual_method, -p.amount_cents, ${figures}
          from payment p join invoice i on i.id = p.invoice_id
         where p.status = 'refunded' and p.updated_at >= ${from.toISOString()}::timestamptz and p.updated_at < ${to.toISOString()}::timestamptz`)) as unknown as {
        rows: {
          kind: 'payment' | 'refund' | 'whole';
          id: number;
          invoiceId: number;
          at: number;
          via: string | null;
          methodId: number;
          manualMethod: string | null;
          amount: number;
          subTotal: number;
          tip: number;
          tax1: number;
          tax2: number;
          delivery: number;
          fuel: number;
          extra: number;
          subsidized: number;
          discount: number;
          deleted: boolean;
        }[];
      };
      // oldest first, then by invoice, a payment before its refund (sorted here: PostgreSQL's sort of a year spills to disk)
      const rank = { payment: 0, refund: 1, whole: 2 } as const;
      found.rows.sort((a, b) => a.at - b.at || a.invoiceId - b.invoiceId || rank[a.kind] - rank[b.kind] || a.id - b.id);
      const all = found.rows.map((r) => {
        const price = invoicePrice({
          subTotal: r.subTotal,
          discount: r.discount,
          tip: r.tip,
          tax1: r.tax1,
          tax2: r.tax2,
          deliveryCharge: r.delivery,
          fuelSurcharge: r.fuel,
          extraCharge: r.extra,
          subsidized: r.subsidized,
          rebate: 0,
          centuryDollars: 0,
        });
        const amount = Number(r.amount);
        const taxes = movementTaxes(Math.abs(amount), { tax1: r.tax1, tax2: r.tax2, price });
        const sign = amount < 0 ? -1 : 1;
        // a refund counts where the money went: the card or Interac account, Century Dollars, or by hand
        const methodId =
          r.via === 'century-dollars' ? PAYMENT_METHOD_IDS.centuryDollars : r.via === 'manual' ? PAYMENT_METHOD_IDS.manual : r.methodId;
        return {
          kind: r.kind === 'payment' ? ('payment' as const) : ('refund' as const),
          // a payment refunded whole: its reason is the payment's, not a refund row's
          whole: r.kind === 'whole',
          id: r.id,
          invoiceId: r.invoiceId,
          at: new Date(r.at),
          methodId,
          method: methodName(methodId, r.manualMethod),
          amount,
          tax1: sign * taxes.tax1,
          tax2: sign * taxes.tax2,
          deleted: r.deleted,
        };
      });
      // totals of the whole range
      const byDay = new Map<string, Movement>();
      const byMethod = new Map<string, Movement>();
      const add = (by: Map<string, Movement>, key: string, amount: number) => {
        const m = by.get(key) ?? { Key: key, CollectedCents: 0, RefundedCents: 0, NetCents: 0, Count: 0 };
        if (amount >= 0) m.CollectedCents += amount;
        else m.RefundedCents -= amount;
        m.NetCents += amount;
        m.Count += 1;
        by.set(key, m);
      };
      let collected = 0;
      let refunded = 0;
      let tax1 = 0;
      let tax2 = 0;
      const dayOf = torontoDays(from, to);
      const days = all.map((m) => dayOf(m.at));
      all.forEach((m, k) => {
        add(byDay, days[k]!, m.amount);
        add(byMethod, m.method, m.amount);
        if (m.amount >= 0) collected += m.amount;
        else refunded -= m.amount;
        tax1 += m.tax1;
        tax2 += m.tax2;
      });
      // the rows sent, with their customer and reason
      const sent = page ? all.slice(page.offset, page.offset + page.limit) : all;
      const invoiceIds = [...new Set(sent.map((m) => m.invoiceId))];
      const names = new Map<number, string>();
      for (let k = 0; k < invoiceIds.length; k += 5000) {
        const chunk = invoiceIds.slice(k, k + 5000);
        for (const r of await db
          .select({ id: invoice.id, first: account.firstName, last: account.lastName })
          .from(invoice)
          .innerJoin(account, eq(account.id, invoice.accountId))
          .where(inArray(invoice.id, chunk)))
          names.set(r.id, `${r.first} ${r.last}`.trim());
      }
      const reasons = new Map<string, string | null>();
      const refundIds = sent.filter((m) => m.kind === 'refund' && !m.whole).map((m) => m.id);
      const paymentIds = sent.filter((m) => m.kind === 'payment' || m.whole).map((m) => m.id);
      for (let k = 0; k < refundIds.length; k += 5000)
        for (const r of await db
          .select({ id: invoiceRefund.id, reason: invoiceRefund.reason })
          .from(invoiceRefund)
          .where(inArray(invoiceRefund.id, refundIds.slice(k, k + 5000))))
          reasons.set(`refund:${r.id}`, r.reason);
      for (let k = 0; k < paymentIds.length; k += 5000)
        for (const r of await db
          .select({
            id: payment.id,
            note: payment.note,
            error: payment.errorMessage,
            methodId: payment.paymentMethodId,
            status: payment.status,
          })
          .from(payment)
          .where(inArray(payment.id, paymentIds.slice(k, k + 5000)))) {
          if (r.methodId === PAYMENT_METHOD_IDS.manual) reasons.set(`payment:${r.id}`, r.note);
          if (r.status === 'refunded') reasons.set(`whole:${r.id}`, r.error);
        }
      const rowOf = (m: (typeof all)[number]): PaymentRow => ({
        Kind: m.kind,
        Id: m.id,
        InvoiceId: m.invoiceId,
        Day: dayOf(m.at),
        At: torontoDateTime(m.at),
        PaymentMethodId: m.methodId,
        Method: m.method,
        AmountCents: m.amount,
        Tax1Cents: m.tax1,
        Tax2Cents: m.tax2,
        Customer: names.get(m.invoiceId) ?? '',
        Reason:
          (m.kind === 'payment'
            ? reasons.get(`payment:${m.id}`)
            : m.whole
              ? reasons.get(`whole:${m.id}`)
              : reasons.get(`refund:${m.id}`)) ?? null,
        InvoiceDeleted: m.deleted,
      });
      const sorted = (by: Map<string, Movement>) => [...by.values()].sort((a, b) => a.Key.localeCompare(b.Key));
      return {
        Rows: sent.map(rowOf),
        RowCount: all.length,
        PerDay: sorted(byDay),
        PerMethod: sorted(byMethod),
        CollectedCents: collected,
        RefundedCents: refunded,
        NetCents: collected - refunded,
        Tax1Cents: tax1,
        Tax2Cents: tax2,
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
        const q = request.query;
        const perDay = q.format === 'csv' && q.by === 'day';
        // the per-day file needs no row; the movement file, every row
        const page = perDay ? { offset: 0, limit: 0 } : q.format === 'csv' ? null : { offset: (q.page - 1) * q.limit, limit: q.limit };
        const report = await paymentsReport(from, to, page);
        if (perDay)
          return sendCsv(
            reply,
            'payments-per-day.csv',
            csv(
              PER_DAY_HEADS.payments[q.language],
              everyDay(q.startDate, q.endDate, report.PerDay, (Key) => ({
                Key,
                CollectedCents: 0,
                RefundedCents: 0,
                NetCents: 0,
                Count: 0,
              })).map((d) => [d.Key, dollars(d.CollectedCents), dollars(d.RefundedCents), dollars(d.NetCents), d.Count]),
            ),
          );
        if (q.format === 'csv')
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
        const inRange = and(gte(centuryDollarTransaction.createdAt, from), lt(centuryDollarTransaction.createdAt, to));
        // the totals of the whole range from lean rows; the rows themselves one page at a time (all for the CSV)
        const lean = await db
          .select({
            type: centuryDollarTransaction.type,
            method: centuryDollarTransaction.methodCd,
            amount: centuryDollarTransaction.amountCents,
            at: centuryDollarTransaction.createdAt,
          })
          .from(centuryDollarTransaction)
          .where(inRange);
        const q = request.query;
        const perDay = q.format === 'csv' && q.by === 'day';
        const found = perDay
          ? []
          : await db
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
              .where(inRange)
              .orderBy(asc(centuryDollarTransaction.createdAt), asc(centuryDollarTransaction.id))
              .limit(q.format === 'csv' ? 1_000_000 : q.limit)
              .offset(q.format === 'csv' ? 0 : (q.page - 1) * q.limit);
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
        const entries = lean.map((r) => ({
          Type: r.type === 'C' ? ('C' as const) : ('D' as const),
          AmountCents: r.amount,
          Day: torontoDate(r.at),
          Method: r.method,
        }));
        const credits = entries.filter((r) => r.Type === 'C').reduce((a, r) => a + r.AmountCents, 0);
        const debits = entries.filter((r) => r.Type === 'D').reduce((a, r) => a + r.AmountCents, 0);
        const openingCents = opening?.n ?? 0;
        if (perDay)
          return sendCsv(
            reply,
            'century-dollars-per-day.csv',
            csv(
              PER_DAY_HEADS.credits[q.language],
              everyDay(
                q.startDate,
                q.endDate,
                ledgerTotals(entries, (r) => r.Day),
                (Key) => ({ Key, CreditsCents: 0, DebitsCents: 0, Count: 0 }),
              ).map((d) => [d.Key, dollars(d.CreditsCents), dollars(d.DebitsCents), dollars(d.CreditsCents - d.DebitsCents), d.Count]),
            ),
          );
        if (q.format === 'csv')
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
          RowCount: entries.length,
          PerDay: ledgerTotals(entries, (r) => r.Day),
          PerMethod: ledgerTotals(entries, (r) => `${r.Type}:${r.Method}`),
          OpeningCents: openingCents,
          CreditsCents: credits,
          DebitsCents: debits,
          ClosingCents: ledgerClosing(openingCents, credits, debits),
        };
      },
    );
  };
