// A corporate subsidy's monthly statement (issue 15; ADR 341): what the employer owes for the month,
// per employee and delivery day — the employer's share of the paid orders of the subsidy
// (`invoice_cart_detail.subsidized_cents`, written by the order transaction, ADR 250), by the
// lines' days. An order placed before the share was kept per line (migration 0006) counts its
// invoice's subsidised amount on its delivery day. Refunded, cancelled, declined and deleted orders
// owe nothing (their share went back to the employee's allowance).
// GET /api/admin/subsidies/{id}/statement?month=yyyy-MM&format=json|csv|pdf&language=en|fr
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, inArray, isNull, or, between } from 'drizzle-orm';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { account, invoice, invoiceCartDetail, subsidy } from '@mijote/db/schema';
import {
  ErrorReply,
  SubsidyStatementParams,
  SubsidyStatementQuery,
  SubsidyStatementReply,
  type SubsidyStatementQuery as Query,
} from '@mijote/contracts';
import { centsToDecimal, formatDate, formatMoney, monthRange, type IsoDate, type Lang } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { csvFile } from '../../lib/csv.js';
import { amounts, heading, letterDocument, sectionTitle, sendPdf, table } from '../../lib/pdf-document.js';

export async function subsidyStatement(db: DbOrTx, subsidyId: number, month: string): Promise<SubsidyStatementReply> {
  const [s] = await db
    .select({ id: subsidy.id, name: subsidy.name, company: subsidy.company })
    .from(subsidy)
    .where(eq(subsidy.id, subsidyId));
  if (!s) throw AppError.notFound('subsidy');
  const { from, to } = monthRange(month);
  const rows = await db
    .select({
      invoiceId: invoice.id,
      accountId: invoice.accountId,
      deliveryDate: invoice.deliveryDate,
      invoiceSubsidized: invoice.subsidizedCents,
      day: invoiceCartDetail.requiredBy,
      lineSubsidized: invoiceCartDetail.subsidizedCents,
    })
    .from(invoice)
    .innerJoin(invoiceCartDetail, eq(invoiceCartDetail.invoiceId, invoice.id))
    .where(
      and(
        eq(invoice.subsidyId, subsidyId),
        eq(invoice.status, 'P'),
        isNull(invoice.deletedAt),
        or(between(invoiceCartDetail.requiredBy, from, to), between(invoice.deliveryDate, from, to)),
      ),
    );

  // per invoice: its lines' shares, or (an older order) its own amount on its delivery day
  const byInvoice = new Map<number, typeof rows>();
  for (const r of rows) byInvoice.set(r.invoiceId, [...(byInvoice.get(r.invoiceId) ?? []), r]);
  const owed = new Map<number, Map<IsoDate, { orders: Set<number>; cents: number }>>();
  const add = (accountId: number, day: IsoDate, invoiceId: number, cents: number) => {
    if (cents <= 0 || day < from || day > to) return;
    const days = owed.get(accountId) ?? new Map<IsoDate, { orders: Set<number>; cents: number }>();
    owed.set(accountId, days);
    const d = days.get(day) ?? { orders: new Set<number>(), cents: 0 };
    days.set(day, d);
    d.orders.add(invoiceId);
    d.cents += cents;
  };
  for (const [invoiceId, lines] of byInvoice) {
    const first = lines[0]!;
    if (lines.some((l) => l.lineSubsidized > 0)) for (const l of lines) add(l.accountId, l.day as IsoDate, invoiceId, l.lineSubsidized);
    else if (first.deliveryDate) add(first.accountId, first.deliveryDate as IsoDate, invoiceId, first.invoiceSubsidized);
  }

  const people =
    owed.size === 0
      ? []
      : await db
          .select({
            id: account.id,
            firstName: account.firstName,
            lastName: account.lastName,
            email: account.email,
            externalUserId: account.externalUserId,
          })
          .from(account)
          .where(inArray(account.id, [...owed.keys()]));
  const employees = people
    .map((p) => {
      const days = [...(owed.get(p.id) ?? new Map())]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([date, d]) => ({ date, orders: d.orders.size, subsidized: d.cents }));
      return {
        accountId: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        externalUserId: p.externalUserId,
        days,
        total: days.reduce((sum, d) => sum + d.subsidized, 0),
      };
    })
    .sort(
      (a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr') || a.accountId - b.accountId,
    );
  const orders = new Set([...owed.values()].flatMap((days) => [...days.values()].flatMap((d) => [...d.orders]))).size;
  return {
    subsidyId: s.id,
    name: s.name,
    company: s.company,
    month,
    from,
    to,
    employees,
    orders,
    total: employees.reduce((sum, e) => sum + e.total, 0),
  };
}

const TEXTS = {
  en: {
    title: (name: string, month: string) => `${name} — statement for ${month}`,
    company: (c: string) => `Employer: ${c}`,
    period: (from: string, to: string) => `Delivery days from ${from} to ${to}`,
    orders: (n: number) => `${n} paid ${n === 1 ? 'order' : 'orders'}`,
    head: ['Last name', 'First name', 'E-mail', 'Employee ID', 'Day', 'Orders', 'Employer share'],
    employeeTotal: 'Total for the employee',
    total: 'Total owed by the employer',
    employees: 'By employee and day',
    none: 'No paid order of this subsidy in the month.',
  },
  fr: {
    title: (name: string, month: string) => `${name} — relevé de ${month}`,
    company: (c: string) => `Employeur : ${c}`,
    period: (from: string, to: string) => `Jours de livraison du ${from} au ${to}`,
    orders: (n: number) => `${n} ${n === 1 ? 'commande payée' : 'commandes payées'}`,
    head: ['Nom', 'Prénom', 'Courriel', 'No d’employé', 'Jour', 'Commandes', 'Part de l’employeur'],
    employeeTotal: 'Total de l’employé',
    total: 'Total dû par l’employeur',
    employees: 'Par employé et par jour',
    none: 'Aucune commande payée de ce programme ce mois-ci.',
  },
} as const;

/** One row per employee and day, a total row per employee and one for the month (amounts in dollars, 2 decimals). */
export function statementCsv(s: SubsidyStatementReply, lang: Lang): string {
  const t = TEXTS[lang];
  const rows: (string | number | null)[][] = [[...t.head]];
  for (const e of s.employees) {
    for (const d of e.days) rows.push([e.lastName, e.firstName, e.email, e.externalUserId, d.date, d.orders, centsToDecimal(d.subsidized)]);
    rows.push([
      e.lastName,
      e.firstName,
      e.email,
      e.externalUserId,
      t.employeeTotal,
      e.days.reduce((n, d) => n + d.orders, 0),
      centsToDecimal(e.total),
    ]);
  }
  rows.push([t.total, null, null, null, `${s.from} – ${s.to}`, s.orders, centsToDecimal(s.total)]);
  return csvFile(rows);
}

export function statementPdf(s: SubsidyStatementReply, lang: Lang): PDFKit.PDFDocument {
  const t = TEXTS[lang];
  const m = (c: number) => formatMoney(c, lang);
  const doc = letterDocument(t.title(s.name, s.month));
  heading(doc, t.title(s.name, s.month), [
    ...(s.company ? [t.company(s.company)] : []),
    t.period(formatDate(s.from, lang), formatDate(s.to, lang)),
    t.orders(s.orders),
  ]);
  sectionTitle(doc, t.employees);
  const rows: string[][] = [];
  const bold = new Set<number>();
  for (const e of s.employees) {
    const who = `${e.lastName}, ${e.firstName}${e.externalUserId ? ` (${e.externalUserId})` : ''}\n${e.email}`;
    e.days.forEach((d, i) => rows.push([i === 0 ? who : '', formatDate(d.date, lang, 'weekday'), String(d.orders), m(d.subsidized)]));
    bold.add(rows.length);
    rows.push(['', t.employeeTotal, String(e.days.reduce((n, d) => n + d.orders, 0)), m(e.total)]);
  }
  if (rows.length === 0) rows.push([t.none, '', '', '']);
  table(
    doc,
    [
      { label: `${t.head[0]}, ${t.head[1]}`, width: 0.42 },
      { label: t.head[4], width: 0.22 },
      { label: t.head[5], width: 0.16, align: 'right' },
      { label: t.head[6], width: 0.2, align: 'right' },
    ],
    rows,
    bold,
  );
  amounts(doc, [{ label: t.total, value: m(s.total), strong: true }]);
  doc.end();
  return doc;
}

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };

export const subsidyStatementRoutes =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/subsidies/:id/statement',
      {
        schema: {
          tags: ['admin'],
          summary: 'A corporate subsidy’s monthly statement: what the employer owes per employee and delivery day (JSON, CSV or PDF)',
          params: SubsidyStatementParams,
          querystring: SubsidyStatementQuery,
          response: {
            200: z.union([
              SubsidyStatementReply,
              z.string().meta({ description: 'text/csv with format=csv; application/pdf with format=pdf' }),
            ]),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const q: Query = request.query;
        const s = await subsidyStatement(deps.db.db, request.params.id, q.month);
        const name = `statement-${s.subsidyId}-${s.month}`;
        if (q.format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}.csv"`)
            .serializer((payload: unknown) => String(payload))
            .send(statementCsv(s, q.language));
        if (q.format === 'pdf') return sendPdf(reply, statementPdf(s, q.language), `${name}.pdf`);
        return s;
      },
    );
  };
