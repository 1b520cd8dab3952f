// Invoices in the back-office (issue 15, 27; back-office §2 Invoices admin, §3 Invoice, §4, §5
// invoice total, §7 Invoices, §8; ADR 290, 366): lists by section (all, retail, meal delivery,
// catering, mobile bistro, and one bistro's under /restaurants/{franchiseId}), 50 a page, status
// filter (default P,U,C,D,R; E counts as C), search and order, or CSV with every money column; the
// detail panel with what is paid, refunded and due; the invoice's activity; and the actions. The
// money actions — mark paid, refund, collect a balance, delete, edit lines — are the billing
// module's (billing/service.ts, billing/refunds.ts): these are its routes. Comment, e-mail and the
// addresses move no money and stay here, each in one transaction with its audit entry.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCartDetailParams,
  AdminCartItemBody,
  AdminCollectBody,
  AdminDeleteInvoiceBody,
  AdminIdParams,
  AdminInvoice,
  AdminInvoiceActionReply,
  AdminInvoiceActivity,
  AdminInvoiceAddressParams,
  AdminInvoiceCommentBody,
  AdminInvoiceDetails,
  AdminInvoiceEmailBody,
  AdminInvoiceListQuery,
  AdminInvoiceListReply,
  AdminInvoiceParams,
  AdminMarkPaidBody,
  AdminProcessorRefunds,
  AdminRefundBody,
  AdminRestaurantInvoiceParams,
  ErrorReply,
  LanguageOnlyQuery,
  type AdminInvoiceListQuery as ListQuery,
  type InvoiceSection,
} from '@mijote/contracts';
import { readAll, type DbHandle, type DbOrTx } from '@mijote/db';
import {
  account,
  address,
  auditLog,
  invoice,
  invoiceCartDetail,
  invoiceCartDetailAddon,
  invoiceStatusHistory,
  savedCard,
} from '@mijote/db/schema';
import {
  addDays,
  centsToDecimal,
  checkInvoiceCartItem,
  invoiceItemsTotal,
  invoiceMoneyLabel,
  invoiceStatusReason,
  PAYMENT_METHOD_IDS,
  torontoDateTime,
  torontoInstant,
  type InvoiceBalance,
  type InvoiceStatusCd,
  type StoreKind,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { csvFile } from '../../lib/csv.js';
import { balancesOf, moneyOf, type InvoiceMoney } from '../billing/money.js';
import { listRefunds, listPayments, type InvoiceRow } from '../billing/repository.js';
import { refund } from '../billing/refunds.js';
import { collectBalance, deleteInvoice, editLine, markPaid, type LineValues } from '../billing/service.js';
import { snapshotOf } from '../checkout/order-checks.js';
import { catalogueLinePrice } from '../checkout/pricing.js';
import { productTitles } from '../orders/repository.js';
import { escapeHtml } from '../outbox/layout.js';
import { enqueueEmail } from '../outbox/repository.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { recordAudit } from './audit.js';
import { containing, pageMeta } from './collection.js';
import { requireStepUp } from '../../plugins/auth-guards.js';

/** Which store kinds each section lists (ADR 290). */
const SECTION_KINDS: Record<InvoiceSection, readonly StoreKind[] | null> = {
  invoices: null,
  retail: ['restaurant', 'corporate', 'generic'],
  'meal-delivery': ['mealDelivery'],
  catering: ['catering'],
  'mobile-bistro': ['mobile'],
};

type Who = { firstName: string; lastName: string; email: string };

const toItem = (i: InvoiceRow, a: Who, b: InvoiceBalance): AdminInvoice => ({
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
  Paid: b.paid,
  Refunded: b.refunded,
  Due: b.due,
  RefundPending: b.refundPending,
  MoneyLeft: b.moneyLeft,
  CenturyDollarsLeft: b.centuryDollarsLeft,
  Balance: b.state,
  Label: invoiceMoneyLabel(i.status, b),
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
  // issue 30: delivery and creation days (Toronto), one store kind, one way of paying
  if (q.deliveryFrom) parts.push(gte(invoice.deliveryDate, q.deliveryFrom));
  if (q.deliveryTo) parts.push(lte(invoice.deliveryDate, q.deliveryTo));
  if (q.createdFrom) parts.push(gte(invoice.createdAt, torontoInstant(q.createdFrom, '00:00:00')));
  if (q.createdTo) parts.push(lt(invoice.createdAt, torontoInstant(addDays(q.createdTo, 1), '00:00:00')));
  if (q.storeKind) parts.push(eq(invoice.storeKind, q.storeKind));
  if (q.ids) parts.push(inArray(invoice.id, q.ids));
  if (q.paymentMethod === 'interac') parts.push(eq(invoice.paymentMethod, 'INTERAC'));
  if (q.paymentMethod === 'card') parts.push(inArray(invoice.paymentMethod, ['VISA', 'MC', 'AMEX']));
  const s = q.searchFor?.trim();
  if (s) {
    const like = containing(s);
    const id = /^\d{1,9}$/.test(s) ? eq(invoice.id, Number(s)) : undefined;
    // a name or an e-mail is looked up among the accounts (some thousands), then their invoices by
    // the account index — not by joining every invoice to its account first (issue 31: a search
    // that matched nothing scanned a year of invoices, 680 ms at 150,000)
    const accounts = (match: SQL | undefined) => sql`${invoice.accountId} in (select ${account.id} from ${account} where ${match})`;
    const name = or(
      ilike(account.firstName, like),
      ilike(account.lastName, like),
      sql`(${account.firstName} || ' ' || ${account.lastName}) ilike ${like}`,
    );
    const email = ilike(account.email, like);
    const compact = s.replace(/\s+/g, '').toUpperCase();
    const postal = ilike(invoice.deliveryPostalCode, containing(compact));
    parts.push(
      q.searchBy === 'id'
        ? (id ?? sql`false`)
        : q.searchBy === 'name'
          ? accounts(name)
          : q.searchBy === 'email'
            ? accounts(email)
            : q.searchBy === 'postalCode'
              ? postal
              : // "any": the postal codes only for a text that can be part of one (H9R, 1E9, H9R 1E9)
                or(id, accounts(or(name, email)), isPostalPart(compact) ? postal : undefined),
    );
  }
  return and(...parts);
}

/** A piece of a Canadian postal code (A1A1A1: letters and digits alternating, at most 6): what "any" searches them for. */
export function isPostalPart(text: string): boolean {
  return /^[A-Z\d]{1,6}$/.test(text) && [...text].every((c, i) => i === 0 || /\d/.test(c) !== /\d/.test(text[i - 1]!));
}

const ORDER = {
  id: [invoice.id],
  createdAt: [invoice.createdAt],
  deliveryDate: [invoice.deliveryDate],
  total: [invoice.totalCents],
  status: [invoice.status],
  // lower(): the account name index's order, so a page sorted by name reads it instead of sorting a year (issue 31)
  lastName: [sql`lower(${account.lastName})`, sql`lower(${account.firstName})`],
} as const;

interface ListedInvoice {
  inv: InvoiceRow;
  who: Who;
  money: InvoiceMoney;
}

async function listRows(db: DbOrTx, q: ListQuery, scope: InvoiceScope): Promise<{ rows: ListedInvoice[]; total: number }> {
  const where = whereOf(q, scope);
  const dir = q.orderDirection === 'asc' ? asc : desc;
  const who = { firstName: account.firstName, lastName: account.lastName, email: account.email };
  const order = [...ORDER[q.orderBy].map((c) => dir(c)), dir(invoice.id)];
  // the page's ids first, by the list's index alone (`invoice_list_idx`, ADR 386), then those rows
  // with their accounts by their keys: an OFFSET skips index entries, not invoices joined to their
  // accounts (page 1,000 of a year was 145 ms, page 1 98 ms)
  let ids = db.select({ id: invoice.id }).from(invoice).$dynamic();
  if (q.orderBy === 'lastName') ids = ids.innerJoin(account, eq(account.id, invoice.accountId));
  const page = ids
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .as('page');
  const [found, [n]] = await readAll(db, [
    () =>
      db
        .select({ i: invoice, a: who })
        .from(page)
        .innerJoin(invoice, eq(invoice.id, page.id))
        .innerJoin(account, eq(account.id, invoice.accountId))
        .orderBy(...order),
    // the filter names no account column (a search reads the accounts in a subquery): no join to
    // count, and the default filter is counted from the list's index alone
    () => db.select({ n: count() }).from(invoice).where(where),
  ]);
  const money = await balancesOf(
    db,
    found.map((r) => r.i),
  );
  return { rows: found.map((r) => ({ inv: r.i, who: r.a, money: money.get(r.i.id)! })), total: Number(n?.n ?? 0) };
}

/** A page of invoices of a section (or of one bistro, or one account), with how many match in all. */
export async function listInvoices(db: DbOrTx, q: ListQuery, scope: InvoiceScope): Promise<{ rows: AdminInvoice[]; total: number }> {
  const { rows, total } = await listRows(db, q, scope);
  return { rows: rows.map((r) => toItem(r.inv, r.who, r.money.balance)), total };
}

/**
 * What every invoice a list query matches adds up to, per store kind (the Today screen, issue 30):
 * how many, their lines' units, and the money collected on them less what was given back — the
 * list's own filter (`whereOf`) and the billing module's balances, so a figure equals its list.
 */
export async function invoiceFigures(
  db: DbOrTx,
  q: ListQuery,
): Promise<Map<StoreKind, { orders: number; units: number; collectedCents: number }>> {
  const found = await db.select({ i: invoice }).from(invoice).where(whereOf(q, {}));
  const rows = found.map((r) => r.i);
  const out = new Map<StoreKind, { orders: number; units: number; collectedCents: number }>();
  if (rows.length === 0) return out;
  const money = await balancesOf(db, rows);
  const units = new Map<number, number>();
  const ids = rows.map((r) => r.id);
  for (let k = 0; k < ids.length; k += 5000)
    for (const u of await db
      .select({ id: invoiceCartDetail.invoiceId, n: sql<number>`coalesce(sum(${invoiceCartDetail.quantity}), 0)::int` })
      .from(invoiceCartDetail)
      .where(inArray(invoiceCartDetail.invoiceId, ids.slice(k, k + 5000)))
      .groupBy(invoiceCartDetail.invoiceId))
      units.set(u.id, Number(u.n));
  for (const r of rows) {
    const f = out.get(r.storeKind) ?? { orders: 0, units: 0, collectedCents: 0 };
    const b = money.get(r.id)!.balance;
    f.orders += 1;
    f.units += units.get(r.id) ?? 0;
    f.collectedCents += b.paid - b.refunded;
    out.set(r.storeKind, f);
  }
  return out;
}

// ── CSV (RFC 4180; opens in Excel with its accents; formulas neutralised) ─────

/**
 * The export's columns (issue 27): every money column, so that each row adds up — Items − Discount
 * − Promo − Subsidised − Rebate + Tip + Delivery + Fuel + Extra + GST + QST − CenturyDollars is the
 * Total (floored at 0, back-office §5); Card + Interac + Manual + GiftCard is Paid; Total − Paid +
 * Refunded is Due for an unpaid, paid or refunded invoice (a canceled or declined one owes nothing:
 * its Due is Refunded − Paid). Times are Toronto's.
 */
export const INVOICE_CSV_COLUMNS = [
  'Id',
  'Status',
  'Label',
  'Store',
  'CreatedAt',
  'PaidAt',
  'DeliveryDate',
  'FirstName',
  'LastName',
  'Email',
  'Items',
  'Discount',
  'Promo',
  'Subsidised',
  'Rebate',
  'Tip',
  'Delivery',
  'Fuel',
  'Extra',
  'GST',
  'QST',
  'CenturyDollars',
  'Total',
  'Card',
  'Interac',
  'Manual',
  'GiftCard',
  'Paid',
  'Refunded',
  'Due',
] as const;

function collected(money: InvoiceMoney, methodId: number): number {
  return money.payments.filter((p) => p.paymentMethodId === methodId && p.status === 'approved').reduce((a, p) => a + p.amountCents, 0);
}

export function invoicesCsv(rows: readonly ListedInvoice[]): string {
  const money = centsToDecimal;
  return csvFile([
    [...INVOICE_CSV_COLUMNS],
    ...rows.map(({ inv: i, who, money: m }) => {
      const promo = Math.min(i.promoDiscountCents, i.discountCents);
      return [
        i.id,
        i.status,
        invoiceMoneyLabel(i.status, m.balance),
        i.storeKind,
        torontoDateTime(i.createdAt),
        i.paidAt ? torontoDateTime(i.paidAt) : '',
        i.deliveryDate ?? '',
        who.firstName,
        who.lastName,
        who.email,
        money(i.subtotalCents),
        money(i.discountCents - promo),
        money(promo),
        money(i.subsidizedCents),
        money(i.rebateCents),
        money(i.tipCents),
        money(i.deliveryChargeCents),
        money(i.fuelSurchargeCents),
        money(i.extraChargeCents),
        money(i.tax1Cents),
        money(i.tax2Cents),
        money(i.centuryDollarsCents),
        money(i.totalCents),
        money(collected(m, PAYMENT_METHOD_IDS.card)),
        money(collected(m, PAYMENT_METHOD_IDS.interacOnline)),
        money(collected(m, PAYMENT_METHOD_IDS.manual)),
        money(collected(m, PAYMENT_METHOD_IDS.giftCard)),
        money(m.balance.paid),
        money(m.balance.refunded),
        money(m.balance.due),
      ];
    }),
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

/** One invoice as the lists show it, with its money. */
async function invoiceItem(db: DbOrTx, id: number, franchiseId?: number): Promise<AdminInvoice> {
  const { i, a } = await invoiceWithAccount(db, id, franchiseId);
  return toItem(i, a, (await moneyOf(db, i)).balance);
}

const nameOf = (id: SQL | ReturnType<typeof sql>) =>
  sql<string | null>`(select ${account.firstName} || ' ' || ${account.lastName} from ${account} where ${account.id} = ${id})`;

/** The detail panel of an invoice, its products' titles in `lang` (the staff's language; a product without one: its other title). */
export async function invoiceDetails(
  db: DbOrTx,
  id: number,
  franchiseId?: number,
  lang: 'en' | 'fr' = 'en',
): Promise<z.infer<typeof AdminInvoiceDetails>> {
  const { i, a } = await invoiceWithAccount(db, id, franchiseId);
  const [details, pays, backs, history, cards] = await readAll(db, [
    () =>
      db
        .select()
        .from(invoiceCartDetail)
        .where(eq(invoiceCartDetail.invoiceId, id))
        .orderBy(asc(invoiceCartDetail.sortOrder), asc(invoiceCartDetail.id)),
    () => listPayments(db, id),
    () => listRefunds(db, id),
    () =>
      db
        .select({ h: invoiceStatusHistory, by: nameOf(sql`${invoiceStatusHistory.changedByAccountId}`) })
        .from(invoiceStatusHistory)
        .where(eq(invoiceStatusHistory.invoiceId, id))
        .orderBy(asc(invoiceStatusHistory.createdAt), asc(invoiceStatusHistory.id)),
    () =>
      db
        .select({
          id: savedCard.id,
          brand: savedCard.brand,
          last4: savedCard.last4,
          expMonth: savedCard.expMonth,
          expYear: savedCard.expYear,
        })
        .from(savedCard)
        .where(eq(savedCard.accountId, i.accountId))
        .orderBy(asc(savedCard.id)),
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
  const staffIds = [
    ...new Set(
      [...pays.map((p) => p.recordedByAccountId), ...backs.map((r) => r.createdByAccountId)].filter((x): x is number => x !== null),
    ),
  ];
  const [titles, staff] = await readAll(db, [
    () => productTitles(db, ids, lang),
    () =>
      staffIds.length
        ? db.select({ id: account.id, first: account.firstName, last: account.lastName }).from(account).where(inArray(account.id, staffIds))
        : Promise.resolve([]),
  ]);
  const staffName = (sid: number | null) => {
    const s = sid === null ? undefined : staff.find((x) => x.id === sid);
    return s ? `${s.first} ${s.last}`.trim() : null;
  };
  const balance = (await moneyOf(db, i)).balance;
  return {
    Invoice: toItem(i, a, balance),
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
      ManualMethod: p.manualMethod,
      Note: p.note,
      RecordedBy: staffName(p.recordedByAccountId),
    })),
    Refunds: backs.map((r) => ({
      Id: r.id,
      PaymentId: r.paymentId,
      Destination: r.destination,
      Via: r.via,
      Amount: r.amountCents,
      Status: r.status,
      Reason: r.reason,
      ReasonCd: r.reasonCd,
      Method: r.manualMethod,
      By: staffName(r.createdByAccountId),
      CreatedAt: r.createdAt.toISOString(),
      CompletedAt: r.completedAt?.toISOString() ?? null,
    })),
    SavedCards: cards.map((c) => ({ Id: c.id, Brand: c.brand, Last4: c.last4, ExpMonth: c.expMonth, ExpYear: c.expYear })),
    BillingAddress: i.billingAddress ?? null,
    DeliveryAddress: i.deliveryAddress ?? null,
    StatusHistory: history.map(({ h, by }) => ({
      From: h.fromStatus,
      To: h.toStatus,
      Reason: h.reason,
      ReasonCd: invoiceStatusReason(h.reason),
      ChangedBy: by,
      Note: h.note,
      At: h.createdAt.toISOString(),
    })),
    Comments: { Customer: i.comment, Admin: i.adminComment },
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const summary = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);
const MONEY_FIELDS = ['Status', 'Label', 'Total', 'Paid', 'Refunded', 'Due', 'CenturyDollars', 'Rebate', 'Price'] as const;

/** The invoice's activity, newest first (issue 27): who, when, why, and the money before → after of each entry. */
export async function invoiceActivity(db: DbOrTx, id: number): Promise<AdminInvoiceActivity> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      data: auditLog.data,
      first: account.firstName,
      last: account.lastName,
      email: account.email,
    })
    .from(auditLog)
    .leftJoin(account, eq(account.id, auditLog.actorAccountId))
    .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
  const pick = (v: unknown) => {
    const s = summary(v);
    if (!s) return null;
    const out: Record<string, unknown> = {};
    for (const f of MONEY_FIELDS) if (f in s) out[f] = s[f];
    return Object.keys(out).length ? out : null;
  };
  return {
    Entries: rows.map((r) => {
      const d = r.data ?? {};
      const before = summary(d['before']);
      const line = summary(d['line']);
      return {
        Id: r.id,
        At: r.at.toISOString(),
        By: r.first !== null ? { Name: `${r.first} ${r.last ?? ''}`.trim(), Email: r.email ?? '' } : null,
        System: d['by'] === 'reconciliation',
        // entries written before ADR 366 kept their key in `before.action`
        Action: str(d['action']) ?? str(before?.['action']) ?? 'invoice-updated',
        Reason: str(d['reason']),
        ReasonCd: str(d['reasonCd']),
        Amount: num(d['amount']),
        Method: str(d['method']),
        Destination: str(d['destination']),
        Settlement: str(d['settlement']),
        Card: str(d['card']),
        Line: line ? { Title: str(line['title']), Quantity: num(line['quantity']) ?? 0, Unit: num(line['unit']) ?? 0 } : null,
        Before: pick(before) as AdminInvoiceActivity['Entries'][number]['Before'],
        After: pick(d['after']) as AdminInvoiceActivity['Entries'][number]['After'],
      };
    }),
  };
}

// ── routes ──────────────────────────────────────────────────────────────────

/** JSON, or with format=csv the file (RFC 4180, UTF-8 with its byte-order mark). */
const ListOrCsv = z.union([AdminInvoiceListReply, z.string().meta({ description: 'text/csv with format=csv' })]);

const errors = { 400: ErrorReply, 401: ErrorReply, 402: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 502: ErrorReply };

export interface AdminInvoiceDeps {
  db: DbHandle;
  now: () => Date;
  payments: PaymentGateway;
  log: FastifyBaseLogger;
}

export const adminInvoiceRoutes =
  (deps: AdminInvoiceDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const db = deps.db.db;
    const actorOf = (request: { auth: { accountId: number } | null }) => {
      if (!request.auth) throw AppError.unauthorized();
      return request.auth.accountId;
    };

    const sendList = async (q: ListQuery, scope: InvoiceScope, reply: FastifyReply) => {
      void reply.header('cache-control', 'no-store');
      if (q.format === 'csv') {
        const { rows } = await listRows(db, q, scope);
        // the file as it is, not a JSON string
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="invoices.csv"')
          .serializer((payload: unknown) => String(payload))
          .send(invoicesCsv(rows));
      }
      const { rows, total } = await listInvoices(db, q, scope);
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
      o: {
        summary: string;
        body?: B;
        params: P;
        restaurantParams: z.ZodType;
        reply: z.ZodType;
        querystring?: z.ZodType;
        /** a money action: the second factor passed within 15 minutes (ADR 378) */
        stepUp?: true;
      },
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
          ...(o.stepUp ? { onRequest: [requireStepUp] } : {}),
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
              by: actorOf(request),
              at: deps.now(),
              request,
            });
          },
        });
      }
    };
    const withAddress = AdminRestaurantInvoiceParams.extend({ addressId: AdminInvoiceAddressParams.shape.addressId });
    const withDetail = AdminRestaurantInvoiceParams.extend({ detailId: AdminCartDetailParams.shape.detailId });
    const actor = (x: { by: number; at: Date; request: { ip: string; id: string } }) => ({
      by: x.by,
      at: x.at,
      ip: x.request.ip,
      requestId: x.request.id,
    });
    const target = (x: { invoiceId: number; franchiseId: number | undefined }) => ({ invoiceId: x.invoiceId, franchiseId: x.franchiseId });
    /** The action's key and the invoice after it (a deleted one: as it was). */
    const answer = async (
      x: { invoiceId: number; franchiseId: number | undefined },
      key: z.infer<typeof AdminInvoiceActionReply>['key'],
      before?: AdminInvoice,
    ) => {
      const [row] = await db.select({ deletedAt: invoice.deletedAt }).from(invoice).where(eq(invoice.id, x.invoiceId)).limit(1);
      return { key, Invoice: row?.deletedAt && before ? before : await invoiceItem(db, x.invoiceId, x.franchiseId) };
    };

    /** An action that moves no money, in one transaction with its audit entry (the detail panel before → after). */
    const act = async (
      x: { invoiceId: number; franchiseId: number | undefined; by: number; at: Date; request: { ip: string; id: string } },
      key: 'invoice-updated' | 'email-sent',
      run: (tx: DbOrTx, inv: InvoiceRow) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const { i } = await invoiceWithAccount(tx, x.invoiceId, x.franchiseId);
        const before = await invoiceDetails(tx, x.invoiceId);
        await run(tx, i);
        const after = await invoiceDetails(tx, x.invoiceId);
        await recordAudit(tx, {
          actorAccountId: x.by,
          action: 'update',
          entity: 'invoice',
          entityId: x.invoiceId,
          before: { Comment: before.Comments.Admin, DeliveryAddress: before.DeliveryAddress, BillingAddress: before.BillingAddress },
          after: { Comment: after.Comments.Admin, DeliveryAddress: after.DeliveryAddress, BillingAddress: after.BillingAddress },
          meta: { action: key },
          at: x.at,
          ip: x.request.ip,
          requestId: x.request.id,
        });
        return { key, Invoice: after.Invoice };
      });

    both(
      'GET',
      '',
      { summary: 'Invoices: one invoice', params: AdminInvoiceParams, restaurantParams: AdminRestaurantInvoiceParams, reply: AdminInvoice },
      (x) => invoiceItem(db, x.invoiceId, x.franchiseId),
    );

    both(
      'GET',
      '/details',
      {
        summary: 'Invoices: the detail panel (lines with add-ons, payments, refunds, saved cards, addresses, status history, comments)',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        reply: AdminInvoiceDetails,
        querystring: LanguageOnlyQuery,
      },
      (x) => invoiceDetails(db, x.invoiceId, x.franchiseId, (x.query as LanguageOnlyQuery).language),
    );

    both(
      'GET',
      '/activity',
      {
        summary:
          'Invoices: the activity — every action with who, when, why and the money before → after (newest first); a deleted invoice’s too',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        reply: AdminInvoiceActivity,
      },
      async (x) => {
        // a deleted invoice's activity stays readable (the deletion is soft: it stays in the audit)
        const [found] = await db
          .select({ id: invoice.id })
          .from(invoice)
          .where(and(eq(invoice.id, x.invoiceId), x.franchiseId !== undefined ? eq(invoice.franchiseId, x.franchiseId) : undefined))
          .limit(1);
        if (!found) throw AppError.notFound('invoice');
        return invoiceActivity(db, x.invoiceId);
      },
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
        const pays = (await listPayments(db, x.invoiceId)).filter(
          (p) => p.paymentMethodId === PAYMENT_METHOD_IDS.card || p.paymentMethodId === PAYMENT_METHOD_IDS.interacOnline,
        );
        const refunds = [];
        for (const p of pays) {
          if (!p.processorReference) continue;
          for (const r of await deps.payments.listRefunds({ transactionId: p.processorReference }))
            refunds.push({ PaymentId: p.id, RefundId: r.refundId, Amount: r.amountCents, CreatedAt: r.createdAt.toISOString() });
        }
        return { Refunds: refunds };
      },
    );

    both(
      'POST',
      '/pay',
      {
        summary: 'Invoices: mark paid — an unpaid invoice (U → P), or a paid invoice’s balance due — with the method and the reason',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        body: AdminMarkPaidBody,
        reply: AdminInvoiceActionReply,
        stepUp: true,
      },
      async (x) => answer(x, await markPaid(deps, target(x), actor(x), x.body)),
    );

    both(
      'POST',
      '/refund',
      {
        summary:
          'Invoices: refund a paid invoice, partly (an amount) or fully, to the card, to Century Dollars or paid back by hand; the last refund moves P → R',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        body: AdminRefundBody,
        reply: AdminInvoiceActionReply,
        stepUp: true,
      },
      async (x) => {
        await refund(
          deps,
          {
            ...target(x),
            amountCents: x.body.amount ?? null,
            destination: x.body.destination,
            method: x.body.method ?? null,
            reason: x.body.reason,
          },
          actor(x),
        );
        return answer(x, 'invoice-refunded');
      },
    );

    both(
      'POST',
      '/collect',
      {
        summary: 'Invoices: charge a paid invoice’s balance due to one of the customer’s saved cards',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        body: AdminCollectBody,
        reply: AdminInvoiceActionReply,
        stepUp: true,
      },
      async (x) => answer(x, await collectBalance(deps, target(x), actor(x), x.body)),
    );

    both(
      'DELETE',
      '',
      {
        summary:
          'Invoices: delete (soft: hidden from the lists and the kitchen, kept in the reports) — what it holds settled first, as staff choose',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        body: AdminDeleteInvoiceBody.nullish(),
        reply: AdminInvoiceActionReply,
        stepUp: true,
      },
      async (x) => {
        const before = await invoiceItem(db, x.invoiceId, x.franchiseId);
        const b = x.body ?? {};
        await deleteInvoice(deps, target(x), actor(x), {
          settlement: b.settlement ?? null,
          reason: b.reason ?? '',
          method: b.method ?? null,
        });
        return answer(x, 'invoice-deleted', before);
      },
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
      x: { invoiceId: number; franchiseId: number | undefined },
      b: z.output<typeof AdminCartItemBody>,
      failure: 'error-item-added' | 'error-item-updated',
    ): Promise<LineValues> => {
      itemProblem(b);
      const { i: inv } = await invoiceWithAccount(db, x.invoiceId, x.franchiseId);
      let unit = b.amount;
      let taxable = true;
      let gstRelief = false;
      if (b.productid !== null) {
        const priced = await catalogueLinePrice(db, b.productid, {
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
        summary:
          'Invoices: add a cart item (a product or a custom title, and a required-by date); a paid invoice then shows its balance due',
        params: AdminInvoiceParams,
        restaurantParams: AdminRestaurantInvoiceParams,
        body: AdminCartItemBody,
        reply: AdminInvoiceActionReply,
      },
      async (x) =>
        answer(x, await editLine(deps, target(x), actor(x), { kind: 'add', values: await lineValues(x, x.body, 'error-item-added') })),
    );

    both(
      'POST',
      '/cart-details/:detailId',
      {
        summary: 'Invoices: edit a cart item; a paid invoice then shows its balance or credit due',
        params: AdminCartDetailParams,
        restaurantParams: withDetail,
        body: AdminCartItemBody,
        reply: AdminInvoiceActionReply,
      },
      async (x) => {
        const detailId = (x.params as { detailId: number }).detailId;
        return answer(
          x,
          await editLine(deps, target(x), actor(x), {
            kind: 'update',
            detailId,
            values: await lineValues(x, x.body, 'error-item-updated'),
          }),
        );
      },
    );

    both(
      'DELETE',
      '/cart-details/:detailId',
      {
        summary: 'Invoices: delete a cart item; a paid invoice then shows its credit due',
        params: AdminCartDetailParams,
        restaurantParams: withDetail,
        reply: AdminInvoiceActionReply,
      },
      async (x) => {
        const detailId = (x.params as { detailId: number }).detailId;
        return answer(x, await editLine(deps, target(x), actor(x), { kind: 'delete', detailId }));
      },
    );
  };
