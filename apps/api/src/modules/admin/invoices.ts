// Invoices in the back-office (issue 15; back-office §2 Invoices admin, §3 Invoice, §4, §5 invoice
// total, §7 Invoices, §8; ADR 290). Lists by section (all, retail, meal delivery, catering, mobile
// bistro, and one bistro's under /restaurants/{franchiseId}), 50 a page, status filter (default
// P,U,C,D,R; E counts as C), search and order, or CSV; the detail panel; and the actions, each a
// transition of the domain's `applyInvoiceAction` (§4) recorded in the invoice's status history and
// the audit log, in one transaction:
//   - pay: U → P, a manual payment (method 5) of the amount due;
//   - refund: P → R once — the conditional status change locks the invoice, so of twenty clicks one
//     refunds: the processor's charges go back through the payment adapter (idempotency key per
//     payment), the Century Dollars spent go back through their ledger, the promo-code use through
//     its own; a processor that refuses rolls everything back (502 error-invoicerefunded);
//   - delete: hidden from the lists (deleted_at), kept for the ledgers;
//   - comment, e-mail (through the outbox), delivery and billing address, cart items — each change
//     of the lines recomputes the taxes and the total on the server with the domain's rules.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCartDetailParams,
  AdminCartItemBody,
  AdminIdParams,
  AdminInvoice,
  AdminInvoiceActionReply,
  AdminInvoiceAddressParams,
  AdminInvoiceCommentBody,
  AdminInvoiceDetails,
  AdminInvoiceEmailBody,
  AdminInvoiceListQuery,
  AdminInvoiceListReply,
  AdminInvoiceParams,
  AdminProcessorRefunds,
  AdminRestaurantInvoiceParams,
  ErrorReply,
  LanguageOnlyQuery,
  type AdminInvoiceListQuery as ListQuery,
  type InvoiceSection,
} from '@mijote/contracts';
import { readAll, type DbHandle, type DbOrTx } from '@mijote/db';
import { account, address, invoice, invoiceCartDetail, invoiceCartDetailAddon, invoiceStatusHistory, payment } from '@mijote/db/schema';
import {
  applyInvoiceAction,
  CENTURY_DOLLAR_METHODS,
  CENTURY_DOLLAR_PAYMENT_METHOD_ID,
  centsToDecimal,
  checkInvoiceCartItem,
  computeTaxes,
  invoiceItemsTotal,
  invoiceTotal,
  isGstReliefDay,
  PAYMENT_METHOD_IDS,
  taxBase,
  torontoDate,
  type InvoiceStatusCd,
  type StoreKind,
  INVOICE_STATUS_NOTES,
  invoiceStatusReason,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { snapshotOf } from '../checkout/order-checks.js';
import { catalogueLinePrice } from '../checkout/pricing.js';
import { escapeHtml } from '../outbox/layout.js';
import { csvFile } from '../../lib/csv.js';
import { postCenturyDollars } from '../ledgers/century-dollars.js';
import { giveBackPromoCodeUse } from '../ledgers/promo-codes.js';
import { giveBackOrderSubsidy } from '../ledgers/subsidy-usage.js';
import { completePaidOrder, paidOrderFacts } from '../checkout/settle-payment.js';
import { productTitles, setInvoiceStatus } from '../orders/repository.js';
import { enqueueEmail } from '../outbox/repository.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { recordAudit } from './audit.js';
import { containing, pageMeta } from './collection.js';

/** Which store kinds each section lists (ADR 290). */
const SECTION_KINDS: Record<InvoiceSection, readonly StoreKind[] | null> = {
  invoices: null,
  retail: ['restaurant', 'corporate', 'generic'],
  'meal-delivery': ['mealDelivery'],
  catering: ['catering'],
  'mobile-bistro': ['mobile'],
};

type Row = typeof invoice.$inferSelect;
type Who = { firstName: string; lastName: string; email: string };

const toItem = (i: Row, a: Who): AdminInvoice => ({
  Id: i.id,
  Status: i.status,
  StoreKind: i.storeKind,
  AccountId: i.accountId,
  FirstName: a.firstName,
  LastName: a.lastName,
  Email: a.email,
  FranchiseId: i.franchiseId,
  SubsidyId: i.subsidyId,
  DeliveryDate: i.deliveryDate,
  DeliveryTime: i.deliveryTime?.slice(0, 5) ?? null,
  PaymentMethod: i.paymentMethod,
  SubTotal: i.subtotalCents,
  Discount: i.discountCents,
  Tip: i.tipCents,
  Tax1: i.tax1Cents,
  Tax2: i.tax2Cents,
  DeliveryCharge: i.deliveryChargeCents,
  FuelSurcharge: i.fuelSurchargeCents,
  ExtraCharge: i.extraChargeCents,
  SubsidizedAmount: i.subsidizedCents,
  Rebate: i.rebateCents,
  CenturyDollars: i.centuryDollarsCents,
  Total: i.totalCents,
  Comment: i.comment,
  AdminComment: i.adminComment,
  CreatedAt: i.createdAt.toISOString(),
  PaidAt: i.paidAt?.toISOString() ?? null,
  RefundedAt: i.refundedAt?.toISOString() ?? null,
});

export interface InvoiceScope {
  storeKinds?: readonly StoreKind[] | null;
  franchiseId?: number;
  accountId?: number;
}

function whereOf(q: ListQuery, scope: InvoiceScope): SQL | undefined {
  const statuses = new Set<InvoiceStatusCd>(q.status);
  if (statuses.has('C')) statuses.add('E'); // E is a legacy canceled, counted as C (§3)
  const parts: (SQL | undefined)[] = [isNull(invoice.deletedAt), inArray(invoice.status, [...statuses])];
  if (scope.storeKinds) parts.push(inArray(invoice.storeKind, [...scope.storeKinds]));
  const franchiseId = scope.franchiseId ?? q.FranchiseId;
  if (franchiseId !== undefined) parts.push(eq(invoice.franchiseId, franchiseId));
  if (scope.accountId !== undefined) parts.push(eq(invoice.accountId, scope.accountId));
  const s = q.searchFor?.trim();
  if (s) {
    const like = containing(s);
    const id = /^\d{1,9}$/.test(s) ? eq(invoice.id, Number(s)) : undefined;
    const name = or(
      ilike(account.firstName, like),
      ilike(account.lastName, like),
      sql`(${account.firstName} || ' ' || ${account.lastName}) ilike ${like}`,
    );
    const email = ilike(account.email, like);
    const postal = ilike(invoice.deliveryPostalCode, containing(s.replace(/\s+/g, '').toUpperCase()));
    parts.push(
      q.searchBy === 'id'
        ? (id ?? sql`false`)
        : q.searchBy === 'name'
          ? name
          : q.searchBy === 'email'
            ? email
            : q.searchBy === 'postalCode'
              ? postal
              : or(id, name, email, postal),
    );
  }
  return and(...parts);
}

const ORDER = {
  id: [invoice.id],
  createdAt: [invoice.createdAt],
  deliveryDate: [invoice.deliveryDate],
  total: [invoice.totalCents],
  status: [invoice.status],
  lastName: [account.lastName, account.firstName],
} as const;

/** A page of invoices of a section (or of one bistro, or one account), with how many match in all. */
export async function listInvoices(db: DbOrTx, q: ListQuery, scope: InvoiceScope): Promise<{ rows: AdminInvoice[]; total: number }> {
  const where = whereOf(q, scope);
  const dir = q.orderDirection === 'asc' ? asc : desc;
  const who = { firstName: account.firstName, lastName: account.lastName, email: account.email };
  const [rows, [n]] = await Promise.all([
    db
      .select({ i: invoice, a: who })
      .from(invoice)
      .innerJoin(account, eq(account.id, invoice.accountId))
      .where(where)
      .orderBy(...ORDER[q.orderBy].map((c) => dir(c)), dir(invoice.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(invoice).innerJoin(account, eq(account.id, invoice.accountId)).where(where),
  ]);
  return { rows: rows.map((r) => toItem(r.i, r.a)), total: Number(n?.n ?? 0) };
}

// ── CSV (RFC 4180; opens in Excel with its accents; formulas neutralised) ─────

export function invoicesCsv(rows: readonly AdminInvoice[]): string {
  const head = [
    'Id',
    'Status',
    'Store',
    'CreatedAt',
    'DeliveryDate',
    'FirstName',
    'LastName',
    'Email',
    'SubTotal',
    'Tax1',
    'Tax2',
    'Total',
  ];
  return csvFile([
    head,
    ...rows.map((r) => [
      r.Id,
      r.Status,
      r.StoreKind,
      r.CreatedAt,
      r.DeliveryDate,
      r.FirstName,
      r.LastName,
      r.Email,
      centsToDecimal(r.SubTotal),
      centsToDecimal(r.Tax1),
      centsToDecimal(r.Tax2),
      centsToDecimal(r.Total),
    ]),
  ]);
}

// ── one invoice ─────────────────────────────────────────────────────────────

async function invoiceWithAccount(db: DbOrTx, id: number, franchiseId?: number) {
  const [row] = await db
    .select({ i: invoice, a: { firstName: account.firstName, lastName: account.lastName, email: account.email } })
    .from(invoice)
    .innerJoin(account, eq(account.id, invoice.accountId))
    .where(and(eq(invoice.id, id), isNull(invoice.deletedAt), franchiseId !== undefined ? eq(invoice.franchiseId, franchiseId) : undefined))
    .limit(1);
  if (!row) throw AppError.notFound('invoice');
  return row;
}

/** The detail panel of an invoice, its products' titles in `lang` (the staff's language; a product without one: its other title). */
export async function invoiceDetails(
  db: DbOrTx,
  id: number,
  franchiseId?: number,
  lang: 'en' | 'fr' = 'en',
): Promise<z.infer<typeof AdminInvoiceDetails>> {
  const { i, a } = await invoiceWithAccount(db, id, franchiseId);
  const changedBy = sql<
    string | null
  >`(select ${account.firstName} || ' ' || ${account.lastName} from ${account} where ${account.id} = ${invoiceStatusHistory.changedByAccountId})`;
  const [details, pays, history] = await readAll(db, [
    () =>
      db
        .select()
        .from(invoiceCartDetail)
        .where(eq(invoiceCartDetail.invoiceId, id))
        .orderBy(asc(invoiceCartDetail.sortOrder), asc(invoiceCartDetail.id)),
    () => db.select().from(payment).where(eq(payment.invoiceId, id)).orderBy(asc(payment.id)),
    () =>
      db
        .select({ h: invoiceStatusHistory, by: changedBy })
        .from(invoiceStatusHistory)
        .where(eq(invoiceStatusHistory.invoiceId, id))
        .orderBy(asc(invoiceStatusHistory.createdAt), asc(invoiceStatusHistory.id)),
  ]);
  const addons = details.length
    ? await db
        .select()
        .from(invoiceCartDetailAddon)
        .where(
          inArray(
            invoiceCartDetailAddon.cartDetailId,
            details.map((d) => d.id),
          ),
        )
    : [];
  const ids = [...details.map((d) => d.productId).filter((x): x is number => x !== null), ...addons.map((x) => x.productId)];
  const titles = await productTitles(db, ids, lang);
  return {
    Invoice: toItem(i, a),
    CartDetails: details.map((d) => {
      const mine = addons.filter((x) => x.cartDetailId === d.id);
      return {
        Id: d.id,
        productid: d.productId,
        Product: d.productId !== null ? (titles.get(d.productId) ?? null) : null,
        customtitle: d.customTitle,
        quantity: d.quantity,
        amount: d.unitPriceCents,
        lineTotal: invoiceItemsTotal([
          { amount: d.unitPriceCents, quantity: d.quantity, addons: mine.map((x) => ({ price: x.priceCents * x.quantity })) },
        ]),
        isfamilypack: d.isFamilyPack,
        isKidsMeal: d.isKidsMeal,
        note: d.note,
        requiredby: d.requiredBy,
        Addons: mine.map((x) => ({
          ProductId: x.productId,
          Product: titles.get(x.productId) ?? null,
          quantity: x.quantity,
          Price: x.priceCents,
        })),
      };
    }),
    Payments: pays.map((p) => ({
      Id: p.id,
      PaymentMethodId: p.paymentMethodId,
      Amount: p.amountCents,
      Status: p.status,
      CardBrand: p.cardBrand,
      CardLast4: p.cardLast4,
      CreatedAt: p.createdAt.toISOString(),
    })),
    BillingAddress: i.billingAddress ?? null,
    DeliveryAddress: i.deliveryAddress ?? null,
    StatusHistory: history.map(({ h, by }) => ({
      From: h.fromStatus,
      To: h.toStatus,
      Reason: h.reason,
      ReasonCd: invoiceStatusReason(h.reason),
      ChangedBy: by,
      At: h.createdAt.toISOString(),
    })),
    Comments: { Customer: i.comment, Admin: i.adminComment },
  };
}

/**
 * The invoice's amounts after its lines changed, by the domain's rules: the items, the taxes on
 * the taxable lines (less the taxable discount, plus delivery; GST relief where it applies) and
 * the total of back-office §5 (the discounts count as the rebate there, as when it was placed).
 */
async function recomputeTotals(tx: DbOrTx, inv: Row, at: Date): Promise<void> {
  const details = await tx.select().from(invoiceCartDetail).where(eq(invoiceCartDetail.invoiceId, inv.id));
  const addons = details.length
    ? await tx
        .select()
        .from(invoiceCartDetailAddon)
        .where(
          inArray(
            invoiceCartDetailAddon.cartDetailId,
            details.map((d) => d.id),
          ),
        )
    : [];
  const lines = details.map((d) => ({
    d,
    item: {
      amount: d.unitPriceCents,
      quantity: d.quantity,
      addons: addons.filter((x) => x.cartDetailId === d.id).map((x) => ({ price: x.priceCents * x.quantity })),
    },
  }));
  const subTotal = invoiceItemsTotal(lines.map((l) => l.item));
  const taxable = invoiceItemsTotal(lines.filter((l) => l.d.taxable).map((l) => l.item));
  const relief = isGstReliefDay(inv.deliveryDate ?? torontoDate(inv.createdAt));
  const relieved = relief ? invoiceItemsTotal(lines.filter((l) => l.d.taxable && l.d.allowGstTaxRebate).map((l) => l.item)) : 0;
  const taxes = computeTaxes(
    taxBase({
      taxableGoods: taxable,
      gstRelievedGoods: relieved,
      taxableDiscount: Math.min(inv.taxableDiscountCents, taxable),
      deliveryFees: inv.deliveryChargeCents,
    }),
  );
  const total = invoiceTotal({
    cartDetails: lines.map((l) => l.item),
    tip: inv.tipCents,
    tax1: taxes.tax1,
    tax2: taxes.tax2,
    deliveryCharge: inv.deliveryChargeCents,
    fuelSurcharge: inv.fuelSurchargeCents,
    extraCharge: inv.extraChargeCents,
    subsidizedAmount: inv.subsidizedCents,
    rebate: inv.discountCents + inv.rebateCents,
    payments: [{ paymentMethodId: CENTURY_DOLLAR_PAYMENT_METHOD_ID, amount: inv.centuryDollarsCents }],
  });
  await tx
    .update(invoice)
    .set({ subtotalCents: subTotal, tax1Cents: taxes.tax1, tax2Cents: taxes.tax2, totalCents: total, updatedAt: at })
    .where(eq(invoice.id, inv.id));
}

// ── routes ──────────────────────────────────────────────────────────────────

/** JSON, or with format=csv the file (RFC 4180, UTF-8 with its byte-order mark). */
const ListOrCsv = z.union([AdminInvoiceListReply, z.string().meta({ description: 'text/csv with format=csv' })]);

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 502: ErrorReply };

export interface AdminInvoiceDeps {
  db: DbHandle;
  now: () => Date;
  payments: PaymentGateway;
}

export const adminInvoiceRoutes =
  (deps: AdminInvoiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const db = deps.db.db;
    const actor = (request: { auth: { accountId: number } | null }) => {
      if (!request.auth) throw AppError.unauthorized();
      return request.auth.accountId;
    };

    const sendList = async (q: ListQuery, scope: InvoiceScope, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
      const { rows, total } = await listInvoices(db, q, scope);
      if (q.format === 'csv') {
        // the file as it is, not a JSON string
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="invoices.csv"')
          .serializer((payload: unknown) => String(payload))
          .send(invoicesCsv(rows));
      }
      return { data: rows, meta: pageMeta(total, q) };
    };

    for (const section of Object.keys(SECTION_KINDS) as InvoiceSection[]) {
      const path = section === 'invoices' ? '/invoices' : `/${section}/invoices`;
      app.get(
        path,
        {
          schema: {
            tags,
            summary: `Invoices (${section}): a page of the list, or CSV with format=csv`,
            querystring: AdminInvoiceListQuery,
            response: { 200: ListOrCsv, ...errors },
          },
        },
        async (request, reply) => sendList(request.query, { storeKinds: SECTION_KINDS[section] }, reply),
      );
    }

    app.get(
      '/restaurants/:id/invoices',
      {
        schema: {
          tags,
          summary: 'Invoices of one bistro: a page of the list, or CSV with format=csv',
          params: AdminIdParams,
          querystring: AdminInvoiceListQuery,
          response: { 200: ListOrCsv, ...errors },
        },
      },
      async (request, reply) => sendList(request.query, { franchiseId: request.params.id }, reply),
    );

    /** Registers one call on /invoices/{invoiceId}… and on /restaurants/{id}/invoices/{invoiceId}… */
    const both = <B extends z.ZodType | undefined, P extends z.ZodType>(
      method: 'GET' | 'POST' | 'DELETE',
      suffix: string,
      o: { summary: string; body?: B; params: P; restaurantParams: z.ZodType; reply: z.ZodType; querystring?: z.ZodType },
      handler: (x: {
        invoiceId: number;
        franchiseId: number | undefined;
        params: z.infer<P>;
        /** the query string, as `o.querystring` parsed it (undefined without one) */
        query: unknown;
        body: B extends z.ZodType ? z.output<B> : undefined;
        by: number;
        at: Date;
        request: { ip: string; id: string };
      }) => Promise<unknown>,
    ) => {
      for (const restaurant of [false, true]) {
        app.route({
          method,
          url: restaurant ? `/restaurants/:id/invoices/:invoiceId${suffix}` : `/invoices/:invoiceId${suffix}`,
          schema: {
            tags,
            summary: restaurant ? `${o.summary} (a bistro’s invoice)` : o.summary,
            params: restaurant ? o.restaurantParams : o.params,
            ...(o.body ? { body: o.body } : {}),
            ...(o.querystring ? { querystring: o.querystring } : {}),
            response: { 200: o.reply, ...errors },
          },
          handler: async (request, reply) => {
            if (method === 'GET') void reply.header('cache-control', 'no-store');
            const params = request.params as { id?: number; invoiceId: number };
            return handler({
              invoiceId: params.invoiceId,
              franchiseId: restaurant ? params.id : undefined,
              params: request.params as z.infer<P>,
              query: request.query,
              body: request.body as never,
              by: actor(request),
              at: deps.now(),
              request,
            });
          },
        });
      }
    };
    const withAddress = AdminRestaurantInvoiceParams.extend({ addressId: AdminInvoiceAddressParams.shape.addressId });
    const withDetail = AdminRestaurantInvoiceParams.extend({ detailId: AdminCartDetailParams.shape.detailId });

    /** Runs an action in one transaction with its audit entry; answers the key and the invoice after it. */
    const act = async (
      x: { invoiceId: number; franchiseId: number | undefined; by: number; at: Date; request: { ip: string; id: string } },
      key: z.infer<typeof AdminInvoiceActionReply>['key'],
      run: (tx: DbOrTx, inv: Row) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const { i } = await invoiceWithAccount(tx, x.invoiceId, x.franchiseId);
        const before = await invoiceDetails(tx, x.invoiceId);
        await run(tx, i);
        const after = key === 'invoice-deleted' ? null : await invoiceDetails(tx, x.invoiceId);
        await recordAudit(tx, {
          actorAccountId: x.by,
          action: key === 'invoice-deleted' ? 'delete' : 'update',
          entity: 'invoice',
          entityId: x.invoiceId,
          before: { ...before, action: key },
          after,
          at: x.at,
          ip: x.request.ip,
          requestId: x.request.id,
        });
        return { key, Invoice: after?.Invoice ?? before.Invoice };
      });

    both(
      'GET',
      '',
      { summary: 'Invoices: one invoice', params: AdminInvoiceParams, restaurantParams: AdminRestaurantInvoiceParams, reply: AdminInvoice },
      async (x) => {
        const { i, a } = await invoiceWithAccount(db, x.invoiceId, x.franchiseId);
        return toItem(i, a);
      },
    );

    both(
      'GET',
      '/details',
      {
        summary: 'Invoices: the detail panel (lines with add-ons, payments, addresses, status history, comments)',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        reply: AdminInvoiceDetails,
        querystring: LanguageOnlyQuery,
      },
      (x) => invoiceDetails(db, x.invoiceId, x.franchiseId, (x.query as LanguageOnlyQuery).language),
    );

    both(
      'GET',
      '/processor-refunds',
      {
        summary: 'Invoices: the refunds the payment processor has made of the invoice’s card and Interac payments',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        reply: AdminProcessorRefunds,
      },
      async (x) => {
        await invoiceWithAccount(db, x.invoiceId, x.franchiseId);
        const pays = await db
          .select({ id: payment.id, reference: payment.processorReference })
          .from(payment)
          .where(
            and(
              eq(payment.invoiceId, x.invoiceId),
              inArray(payment.paymentMethodId, [PAYMENT_METHOD_IDS.card, PAYMENT_METHOD_IDS.interacOnline]),
            ),
          )
          .orderBy(asc(payment.id));
        const refunds = [];
        for (const p of pays) {
          if (!p.reference) continue;
          for (const r of await deps.payments.listRefunds({ transactionId: p.reference }))
            refunds.push({ PaymentId: p.id, RefundId: r.refundId, Amount: r.amountCents, CreatedAt: r.createdAt.toISOString() });
        }
        return { Refunds: refunds };
      },
    );

    both(
      'POST',
      '/pay',
      {
        summary: 'Invoices: mark an unpaid invoice paid (U → P)',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        reply: AdminInvoiceActionReply,
      },
      (x) =>
        act(x, 'invoice-paid', async (tx, inv) => {
          if (!applyInvoiceAction(inv.status, 'pay').ok)
            throw new AppError(409, 'error-invoicepaid', 'Only an unpaid invoice can be marked paid', { status: inv.status });
          // the checkout's own "order paid" (ADR 320): cart cleared, referrer credited, gift cards
          // issued, confirmation queued — in this action's transaction, with its audit entry
          const ok = await completePaidOrder(tx, inv, await paidOrderFacts(tx, inv), {
            now: x.at,
            reason: INVOICE_STATUS_NOTES['marked-paid'],
            by: x.by,
          });
          if (!ok) throw new AppError(409, 'error-invoicepaid', 'Only an unpaid invoice can be marked paid', { status: inv.status });
          if (inv.totalCents > 0)
            await tx.insert(payment).values({
              invoiceId: inv.id,
              paymentMethodId: PAYMENT_METHOD_IDS.manual,
              amountCents: inv.totalCents,
              status: 'approved',
              createdAt: x.at,
              updatedAt: x.at,
            });
        }),
    );

    both(
      'POST',
      '/refund',
      {
        summary: 'Invoices: refund a paid invoice (P → R), once',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        reply: AdminInvoiceActionReply,
      },
      (x) =>
        act(x, 'invoice-refunded', async (tx, inv) => {
          const refused = () =>
            new AppError(409, 'error-invoicerefunded', 'Only a paid invoice can be refunded, once', { status: inv.status });
          if (!applyInvoiceAction(inv.status, 'refund').ok) throw refused();
          // the conditional change locks the invoice's row: a second click waits, then finds it R
          if (
            !(await setInvoiceStatus(tx, inv.id, 'P', 'R', {
              refundedAt: x.at,
              at: x.at,
              reason: INVOICE_STATUS_NOTES.refunded,
              accountId: x.by,
            }))
          )
            throw refused();
          const pays = await tx
            .select()
            .from(payment)
            .where(and(eq(payment.invoiceId, inv.id), eq(payment.status, 'approved')));
          for (const p of pays) {
            if (p.paymentMethodId === PAYMENT_METHOD_IDS.card || p.paymentMethodId === PAYMENT_METHOD_IDS.interacOnline) {
              if (!p.processorReference)
                throw new AppError(502, 'error-invoicerefunded', 'The payment has no processor reference', { paymentId: p.id });
              const r = await deps.payments.refund({
                transactionId: p.processorReference,
                amountCents: p.amountCents,
                idempotencyKey: `invoice-${inv.id}-refund-${p.id}`,
              });
              if (r.status !== 'refunded')
                throw new AppError(502, 'error-invoicerefunded', 'The payment processor refused the refund', { paymentId: p.id });
            }
            await tx.update(payment).set({ status: 'refunded', updatedAt: x.at }).where(eq(payment.id, p.id));
          }
          if (inv.centuryDollarsCents > 0) {
            const posted = await postCenturyDollars(tx, {
              accountId: inv.accountId,
              type: 'C',
              amountCents: inv.centuryDollarsCents,
              methodCd: CENTURY_DOLLAR_METHODS.refund,
              invoiceId: inv.id,
              note: 'order-refunded',
              idempotencyKey: `invoice:${inv.id}:admin-refund`,
              at: x.at,
            });
            if (!posted.ok && posted.reason !== 'duplicate') throw refused();
          }
          if (inv.promoCodeId !== null) await giveBackPromoCodeUse(tx, inv.promoCodeId, inv.id, x.at);
          // the employer's allowance the order took comes back for its days (issue 13)
          const lines = await tx
            .select({
              requiredBy: invoiceCartDetail.requiredBy,
              quantity: invoiceCartDetail.quantity,
              subsidizedCents: invoiceCartDetail.subsidizedCents,
            })
            .from(invoiceCartDetail)
            .where(eq(invoiceCartDetail.invoiceId, inv.id));
          await giveBackOrderSubsidy(tx, inv, lines, x.at);
        }),
    );

    both(
      'DELETE',
      '',
      {
        summary: 'Invoices: delete (hidden from the lists, kept for the ledgers)',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        reply: AdminInvoiceActionReply,
      },
      (x) =>
        act(x, 'invoice-deleted', async (tx, inv) => {
          await tx.update(invoice).set({ deletedAt: x.at, updatedAt: x.at }).where(eq(invoice.id, inv.id));
        }),
    );

    both(
      'POST',
      '/comment',
      {
        summary: 'Invoices: the staff comment',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        body: AdminInvoiceCommentBody,
        reply: AdminInvoiceActionReply,
      },
      (x) =>
        act(x, 'invoice-updated', async (tx, inv) => {
          await tx
            .update(invoice)
            .set({ adminComment: x.body.comment || null, updatedAt: x.at })
            .where(eq(invoice.id, inv.id));
        }),
    );

    for (const kind of ['delivery', 'billing'] as const)
      both(
        'POST',
        `/${kind}-address/:addressId`,
        {
          summary: `Invoices: set the ${kind} address to one of the customer’s`,
          params: AdminInvoiceAddressParams,
          restaurantParams: withAddress,
          reply: AdminInvoiceActionReply,
        },
        (x) =>
          act(x, 'invoice-updated', async (tx, inv) => {
            const addressId = (x.params as { addressId: number }).addressId;
            const [a] = await tx
              .select()
              .from(address)
              .where(and(eq(address.id, addressId), eq(address.accountId, inv.accountId)))
              .limit(1);
            if (!a) throw new AppError(400, 'error-updateaddress', 'This address is not one of the customer’s', { addressId });
            await tx
              .update(invoice)
              .set(
                kind === 'delivery'
                  ? {
                      deliveryAddressId: a.id,
                      deliveryAddress: snapshotOf(a),
                      deliveryPostalCode: a.postalCode.replace(/\s+/g, '').toUpperCase(),
                      updatedAt: x.at,
                    }
                  : { billingAddressId: a.id, billingAddress: snapshotOf(a), updatedAt: x.at },
              )
              .where(eq(invoice.id, inv.id));
          }),
      );

    both(
      'POST',
      '/email',
      {
        summary: 'Invoices: e-mail the customer (through the outbox)',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        body: AdminInvoiceEmailBody,
        reply: AdminInvoiceActionReply,
      },
      (x) =>
        act(x, 'email-sent', async (tx, inv) => {
          const [a] = await tx
            .select({ email: account.email, firstName: account.firstName })
            .from(account)
            .where(eq(account.id, inv.accountId))
            .limit(1);
          const b = x.body;
          const heading = b.language === 'fr' ? `Votre commande no ${inv.id}` : `Your order #${inv.id}`;
          const hello = b.language === 'fr' ? `Bonjour ${a?.firstName ?? ''},` : `Hello ${a?.firstName ?? ''},`;
          await enqueueEmail(tx, {
            to: b.to ?? a?.email ?? '',
            subject: b.title,
            text: `${hello}\n\n${b.body}\n\n${heading}\n`,
            html: `<p>${escapeHtml(hello)}</p>${b.body
              .split(/\n{2,}/)
              .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
              .join('')}<p>${escapeHtml(heading)}</p>`,
            language: b.language,
            template: 'admin-invoice-email',
            accountId: inv.accountId,
          });
        }),
    );

    const itemProblem = (body: { productid: number | null; customtitle: string | null; requiredby: string | null }) => {
      const check = checkInvoiceCartItem({ productId: body.productid, customTitle: body.customtitle, requiredBy: body.requiredby });
      if (check !== 'ok')
        throw new AppError(
          400,
          check,
          check === 'item-misssing-product' ? 'A product or a custom title is required' : 'A required-by date is required',
          {},
        );
    };
    // a product's price is the cart's own (checkout/pricing.ts: the invoice's bistro, subsidy and
    // checkout procedure, a family pack or kids portion), unless staff give the unit amount (ADR 355)
    const lineValues = async (
      tx: DbOrTx,
      inv: Row,
      b: z.output<typeof AdminCartItemBody>,
      failure: 'error-item-added' | 'error-item-updated',
    ) => {
      let unit = b.amount;
      let taxable = true;
      let gstRelief = false;
      if (b.productid !== null) {
        const priced = await catalogueLinePrice(tx, b.productid, {
          kind: b.isfamilypack ? 'familyPack' : b.isKidsMeal ? 'kids' : 'meal',
          fullPortion: true,
          procedure: inv.checkoutProcedure,
          franchiseId: inv.franchiseId,
          subsidyId: inv.subsidyId,
        });
        if (!priced) throw new AppError(400, failure, 'No such product', { productId: b.productid });
        if (unit === undefined && priced.unitPrice === null)
          throw new AppError(400, failure, 'This product is not sold that way (no family-pack price)', { productId: b.productid });
        unit ??= priced.unitPrice ?? 0;
        taxable = priced.product.taxable;
        gstRelief = priced.product.allowGstTaxRebate;
      }
      const unitCents = unit ?? 0;
      const day = new Date(`${b.requiredby}T12:00:00Z`).getUTCDay();
      return {
        productId: b.productid,
        customTitle: b.customtitle,
        quantity: b.quantity,
        unitPriceCents: unitCents,
        amountCents: unitCents * b.quantity,
        isFamilyPack: b.isfamilypack,
        isKidsMeal: b.isKidsMeal,
        taxable,
        allowGstTaxRebate: gstRelief,
        note: b.note,
        requiredBy: b.requiredby!,
        deliveryDay: day === 0 ? 7 : day,
      };
    };

    both(
      'POST',
      '/cart-details',
      {
        summary: 'Invoices: add a cart item (a product or a custom title, and a required-by date)',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        body: AdminCartItemBody,
        reply: AdminInvoiceActionReply,
      },
      (x) =>
        act(x, 'item-added', async (tx, inv) => {
          itemProblem(x.body);
          const [{ n } = { n: 0 }] = await tx
            .select({ n: sql<number>`coalesce(max(${invoiceCartDetail.sortOrder}), -1)::int + 1` })
            .from(invoiceCartDetail)
            .where(eq(invoiceCartDetail.invoiceId, inv.id));
          await tx.insert(invoiceCartDetail).values({
            ...(await lineValues(tx, inv, x.body, 'error-item-added')),
            invoiceId: inv.id,
            sortOrder: Math.min(n, 32_000),
            createdAt: x.at,
          });
          await recomputeTotals(tx, inv, x.at);
        }),
    );

    both(
      'POST',
      '/cart-details/:detailId',
      {
        summary: 'Invoices: edit a cart item',
        params: AdminCartDetailParams,
        restaurantParams: withDetail,
        body: AdminCartItemBody,
        reply: AdminInvoiceActionReply,
      },
      (x) =>
        act(x, 'item-updated', async (tx, inv) => {
          itemProblem(x.body);
          const detailId = (x.params as { detailId: number }).detailId;
          const rows = await tx
            .update(invoiceCartDetail)
            .set(await lineValues(tx, inv, x.body, 'error-item-updated'))
            .where(and(eq(invoiceCartDetail.id, detailId), eq(invoiceCartDetail.invoiceId, inv.id)))
            .returning({ id: invoiceCartDetail.id });
          if (rows.length === 0) throw new AppError(404, 'error-item-updated', 'No such item on this invoice', { detailId });
          await recomputeTotals(tx, inv, x.at);
        }),
    );

    both(
      'DELETE',
      '/cart-details/:detailId',
      {
        summary: 'Invoices: delete a cart item',
        params: AdminCartDetailParams,
        restaurantParams: withDetail,
        reply: AdminInvoiceActionReply,
      },
      (x) =>
        act(x, 'item-deleted', async (tx, inv) => {
          const detailId = (x.params as { detailId: number }).detailId;
          const rows = await tx
            .delete(invoiceCartDetail)
            .where(and(eq(invoiceCartDetail.id, detailId), eq(invoiceCartDetail.invoiceId, inv.id)))
            .returning({ id: invoiceCartDetail.id });
          if (rows.length === 0) throw new AppError(404, 'error-item-deleted', 'No such item on this invoice', { detailId });
          await recomputeTotals(tx, inv, x.at);
        }),
    );
  };
