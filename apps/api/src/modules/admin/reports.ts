// The money reports of the back-office (issue 15, 27, 31; back-office §2 payments report and Century
// Dollar credits report; ADR 290, 366, 386): a range of Toronto days (both included), and the same
// rows as CSV (`format=csv`); with `by=day`, a CSV line per day of the range, every day, with its
// totals and net (the figures of the report's chart, issue 30), its headers in the staff's language.
//   GET /api/admin/reports/payments?startDate&endDate[&page&limit][&format=csv]
//     every movement of money: each payment when it was taken (its capture), each refund when it
//     was made (a negative line, with its reason), so that collected − refunded = net per day, per
//     method and in all; each line carries its share of the invoice's GST and QST (the domain's
//     `movementTaxes`), the net's taxes are their sum. A deleted invoice's money stays here.
//   GET /api/admin/reports/century-dollar-credits?startDate&endDate[&page&limit][&format=csv]
//     every Century Dollar transaction of the range, credits and debits, and the ledger balanced:
//     opening (every balance at the start of the first day) + credits − debits = closing.
// ADR 386: the database adds up (per Toronto day and method, and the tax inputs), the JSON carries
// one page of rows, and the CSV of the rows streams in keyset chunks — never a year of rows at once.
import { Readable } from 'node:stream';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCreditsReport, AdminPaymentsReport, AdminReportQuery, ErrorReply, type AdminReportQuery as Query } from '@mijote/contracts';
import { readAll, type Db, type DbHandle, type DbOrTx } from '@mijote/db';
import { account, centuryDollarTransaction } from '@mijote/db/schema';
import {
  TIME_ZONE,
  addDays,
  centsToDecimal,
  centuryDollarReason,
  daysBetween,
  invoicePrice,
  ledgerClosing,
  movementTaxes,
  PAYMENT_METHOD_IDS,
  torontoInstant,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { csvFile, toCsv } from '../../lib/csv.js';

const MAX_DAYS = 366;
/** Rows a query of the CSV reads (keyset chunks: a year is some 190,000 movements). */
const CSV_CHUNK = 2000;

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

/** The method a movement counts under: a refund where the money went — the card or Interac account, Century Dollars, or by hand. */
const movementMethodId = (methodId: number, via: string | null) =>
  via === 'century-dollars' ? PAYMENT_METHOD_IDS.centuryDollars : via === 'manual' ? PAYMENT_METHOD_IDS.manual : methodId;

// ── the movements of money, in SQL ──────────────────────────────────────────
//
// Three sources, each read by its own partial index in report order (migration 0015):
//   0 money taken — approved payments, and those taken then given back whole (status refunded),
//     at their capture (migration 0008 dated the older ones);
//   1 money given back — done refunds (where it went: `via`);
//   2 payments refunded whole without a refund row (a charge the checkout could not record, one
//     superseded), at their last change.
// The report's order is oldest first, then by invoice, a payment before its refund, then by id:
// (at, invoice_id, rank, id).

type Range = { from: Date; to: Date };
/** Where a page of movements starts: after this one (the CSV's keyset). */
interface MovementKey {
  /** the instant as PostgreSQL wrote it (microseconds: a JS Date would lose them) */
  at: string;
  invoiceId: number;
  rank: number;
  id: number;
}

const SOURCES = [
  {
    rank: 0,
    from: 'payment p',
    alias: 'p',
    at: 'p.captured_at',
    where: `p.status in ('approved', 'refunded')`,
    payment: 'p.id',
    methodId: 'p.payment_method_id',
    via: 'null::text',
    manual: 'p.manual_method',
    amount: 'p.amount_cents',
  },
  {
    rank: 1,
    from: 'invoice_refund r join payment s on s.id = r.payment_id',
    alias: 'r',
    at: 'r.completed_at',
    where: `r.status = 'done'`,
    payment: 'r.payment_id',
    methodId: 's.payment_method_id',
    via: 'r.via',
    manual: 'r.manual_method',
    amount: '-r.amount_cents',
  },
  {
    rank: 2,
    from: 'payment p',
    alias: 'p',
    at: 'p.updated_at',
    where: `p.status = 'refunded'`,
    payment: 'p.id',
    methodId: 'p.payment_method_id',
    via: 'null::text',
    manual: 'p.manual_method',
    amount: '-p.amount_cents',
  },
] as const;

/**
 * The movements of [from, to) as one UNION ALL: `lean` brings what the taxes need; with `first`,
 * each source reads only its first rows in report order after `after` (its index, at any depth),
 * so a page never sorts the range, and a refund's method is left to be read for the page's rows
 * (`payment_id`): only the totals join every refund to its payment.
 */
function movements(r: Range, o: { lean?: boolean; first?: number; after?: MovementKey } = {}): SQL {
  const parts = SOURCES.map((s) => {
    const at = sql.raw(s.at);
    const inv = sql.raw(`${s.alias}.invoice_id`);
    const id = sql.raw(`${s.alias}.id`);
    const k = o.after;
    // (at, invoice, rank, id) > the key's, with this source's rank a constant: a row comparison its index serves
    const keyset = !k
      ? sql``
      : s.rank > k.rank
        ? sql` and (${at}, ${inv}) >= (${k.at}::timestamptz, ${k.invoiceId}::int)`
        : s.rank < k.rank
          ? sql` and (${at}, ${inv}) > (${k.at}::timestamptz, ${k.invoiceId}::int)`
          : sql` and (${at}, ${inv}, ${id}) > (${k.at}::timestamptz, ${k.invoiceId}::int, ${k.id}::int)`;
    const joined = !o.lean && o.first === undefined;
    const from = s.rank === 1 && !joined ? sql.raw('invoice_refund r') : sql.raw(s.from);
    const methodId = s.rank === 1 && !joined ? 'null::int' : s.methodId;
    const cols = o.lean
      ? sql.raw(`${s.alias}.invoice_id, ${s.at} as at, ${s.amount} as amount`)
      : sql.raw(
          `${s.rank} as rank, ${s.alias}.id, ${s.alias}.invoice_id, ${s.at} as at, ${s.payment} as payment_id, ${methodId} as method_id, ${s.via} as via, ${s.manual} as manual_method, ${s.amount} as amount`,
        );
    return sql`(select ${cols} from ${from}
      where ${sql.raw(s.where)} and ${at} >= ${r.from.toISOString()}::timestamptz and ${at} < ${r.to.toISOString()}::timestamptz${keyset}
      ${o.first !== undefined ? sql`order by ${at}, ${inv}, ${id} limit ${o.first}` : sql``})`;
  });
  return sql.join(parts, sql` union all `);
}

/** A Toronto day of a timestamptz column as yyyy-MM-dd (the report's day: PostgreSQL's America/Toronto, as the domain's). */
const torontoDay = (col: string) => sql.raw(`(${col} at time zone '${TIME_ZONE}')::date`);
/** The domain's time zone as an SQL literal (`at time zone …`). */
const TZ = sql.raw(`'${TIME_ZONE}'`);

type Movement = AdminPaymentsReport['PerDay'][number];
type PaymentRow = AdminPaymentsReport['Rows'][number];

/** The figures of an invoice that a movement's tax share needs (the domain's `invoicePrice`, `movementTaxes`). */
interface TaxInputs {
  subTotal: number;
  tip: number;
  tax1: number;
  tax2: number;
  delivery: number;
  fuel: number;
  extra: number;
  subsidized: number;
  discount: number;
}
const TAX_INPUTS = sql.raw(`i.subtotal_cents as "subTotal", i.tip_cents as tip, i.tax1_cents as tax1, i.tax2_cents as tax2,
  i.delivery_charge_cents as delivery, i.fuel_surcharge_cents as fuel, i.extra_charge_cents as extra,
  i.subsidized_cents as subsidized, i.discount_cents as discount`);

/**
 * A movement's GST and QST, signed as it is: its share of the invoice's taxes (the domain's
 * `movementTaxes`, on the invoice's `invoicePrice`). The rows and the totals both come from here,
 * so the totals are the sum of the rows.
 */
function taxesOf(amount: number, f: TaxInputs): { tax1: number; tax2: number } {
  const price = invoicePrice({
    subTotal: Number(f.subTotal),
    discount: Number(f.discount),
    tip: Number(f.tip),
    tax1: Number(f.tax1),
    tax2: Number(f.tax2),
    deliveryCharge: Number(f.delivery),
    fuelSurcharge: Number(f.fuel),
    extraCharge: Number(f.extra),
    subsidized: Number(f.subsidized),
    rebate: 0,
    centuryDollars: 0,
  });
  const t = movementTaxes(Math.abs(amount), { tax1: Number(f.tax1), tax2: Number(f.tax2), price });
  const sign = amount < 0 ? -1 : 1;
  return { tax1: sign * t.tax1, tax2: sign * t.tax2 };
}

type LedgerTotal = AdminCreditsReport['PerDay'][number];
type LedgerEntry = { Type: 'C' | 'D'; AmountCents: number; Count: number; Day: string; Method: string };
function ledgerTotals(rows: readonly LedgerEntry[], key: (r: LedgerEntry) => string): LedgerTotal[] {
  const by = new Map<string, LedgerTotal>();
  for (const r of rows) {
    const k = key(r);
    const t = by.get(k) ?? { Key: k, CreditsCents: 0, DebitsCents: 0, Count: 0 };
    if (r.Type === 'C') t.CreditsCents += r.AmountCents;
    else t.DebitsCents += r.AmountCents;
    t.Count += r.Count;
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

const PAYMENT_HEAD = ['Day', 'At', 'Kind', 'Id', 'Invoice', 'Method', 'Amount', 'GST', 'QST', 'Customer', 'Reason', 'InvoiceDeleted'];
const CREDIT_HEAD = ['Day', 'Type', 'Account', 'Customer', 'Method', 'Amount', 'Invoice', 'Note', 'Reason', 'Staff'];

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

/**
 * A CSV file streamed: its head (with the byte-order mark, as `csvFile`), then each chunk of rows
 * as it is read — the same bytes as `csvFile` of every row, without holding them all.
 */
const streamCsv = (reply: FastifyReply, name: string, head: readonly string[], chunks: AsyncIterable<(string | number | null)[][]>) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(
      Readable.from(
        (async function* () {
          yield csvFile([head]);
          for await (const rows of chunks) if (rows.length) yield toCsv(rows);
        })(),
        { objectMode: false },
      ),
    );

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

/** The rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(db: DbOrTx, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

// ── the payments report ─────────────────────────────────────────────────────

/**
 * The range's totals, added up by PostgreSQL: per Toronto day, source and method (some
 * hundreds of groups for a year), folded here into per day and per method with the report's
 * own method names.
 */
export async function paymentTotals(db: Db, r: Range) {
  const groups = await rowsOf<{
    day: string;
    methodId: number;
    via: string | null;
    manualMethod: string | null;
    collected: string | number;
    refunded: string | number;
    n: number;
  }>(
    db,
    sql`select to_char(${torontoDay('m.at')}, 'YYYY-MM-DD') as day, m.method_id as "methodId", m.via, m.manual_method as "manualMethod",
      coalesce(sum(m.amount) filter (where m.amount >= 0), 0)::bigint as collected,
      coalesce(-sum(m.amount) filter (where m.amount < 0), 0)::bigint as refunded,
      count(*)::int as n
    from (${movements(r)}) m
    group by ${torontoDay('m.at')}, m.method_id, m.via, m.manual_method`,
  );
  const byDay = new Map<string, Movement>();
  const byMethod = new Map<string, Movement>();
  const add = (by: Map<string, Movement>, key: string, collected: number, refunded: number, n: number) => {
    const m = by.get(key) ?? { Key: key, CollectedCents: 0, RefundedCents: 0, NetCents: 0, Count: 0 };
    m.CollectedCents += collected;
    m.RefundedCents += refunded;
    m.NetCents += collected - refunded;
    m.Count += n;
    by.set(key, m);
  };
  let collected = 0;
  let refunded = 0;
  let count = 0;
  for (const g of groups) {
    const [c, b, n] = [Number(g.collected), Number(g.refunded), Number(g.n)];
    add(byDay, g.day, c, b, n);
    add(byMethod, methodName(movementMethodId(Number(g.methodId), g.via), g.manualMethod), c, b, n);
    collected += c;
    refunded += b;
    count += n;
  }
  const sorted = (by: Map<string, Movement>) => [...by.values()].sort((a, b) => a.Key.localeCompare(b.Key));
  return { perDay: sorted(byDay), perMethod: sorted(byMethod), collected, refunded, count };
}

/**
 * The GST and QST of the range: PostgreSQL groups the movements by what their tax share
 * depends on (the amount and its invoice's figures: some tens of thousands of groups for a
 * year, not 190,000 rows), and each group's share is the domain's, once, times its count.
 */
export async function paymentTaxes(db: Db, r: Range) {
  // its own planner settings, for this statement only (SET LOCAL): the invoices are looked up by
  // key rather than hashed whole for a day or a month (the default random_page_cost, 4, is a
  // spinning disk's), and up to two months no parallel workers — their start cost a day 17 ms
  // against 2, a month 120 against 70 on a busy 2-core box (ADR 386); a longer range may use them
  const short = r.to.getTime() - r.from.getTime() <= 62 * 86_400_000;
  const groups = await db.transaction(async (tx) => {
    await tx.execute(
      short
        ? sql`select set_config('random_page_cost', '1.1', true), set_config('max_parallel_workers_per_gather', '0', true)`
        : sql`select set_config('random_page_cost', '1.1', true)`,
    );
    return rowsOf<TaxInputs & { amount: number; n: number }>(
      tx,
      sql`select m.amount, ${TAX_INPUTS}, count(*)::int as n
      from (${movements(r, { lean: true })}) m join invoice i on i.id = m.invoice_id
      group by m.amount, i.subtotal_cents, i.tip_cents, i.tax1_cents, i.tax2_cents, i.delivery_charge_cents,
        i.fuel_surcharge_cents, i.extra_charge_cents, i.subsidized_cents, i.discount_cents`,
    );
  });
  let tax1 = 0;
  let tax2 = 0;
  for (const g of groups) {
    const t = taxesOf(Number(g.amount), g);
    tax1 += t.tax1 * Number(g.n);
    tax2 += t.tax2 * Number(g.n);
  }
  return { tax1, tax2 };
}

/**
 * Movements in report order with what a row shows (its customer, reason, taxes): `offset` and
 * `limit` (a page of the JSON), or the `limit` after `after` (a chunk of the CSV). Each source
 * reads at most offset + limit rows by its index; names and reasons are read for these only.
 */
export async function paymentRows(db: Db, r: Range, o: { offset: number; limit: number; after?: MovementKey }) {
  const found = await rowsOf<
    TaxInputs & {
      rank: number;
      id: number;
      invoiceId: number;
      atKey: string;
      day: string;
      at: string;
      methodId: number;
      via: string | null;
      manualMethod: string | null;
      amount: number;
      deleted: boolean;
      first: string | null;
      last: string | null;
      reason: string | null;
    }
  >(
    db,
    sql`select m.rank, m.id, m.invoice_id as "invoiceId", m.at::text as "atKey",
      to_char(m.at at time zone ${TZ}, 'YYYY-MM-DD') as day,
      to_char(m.at at time zone ${TZ}, 'YYYY-MM-DD HH24:MI') as at,
      coalesce(m.method_id, (select s.payment_method_id from payment s where s.id = m.payment_id)) as "methodId",
      m.via, m.manual_method as "manualMethod", m.amount, ${TAX_INPUTS},
      (i.deleted_at is not null) as deleted, a.first_name as first, a.last_name as last,
      case m.rank
        when 1 then (select x.reason from invoice_refund x where x.id = m.id)
        when 2 then (select x.error_message from payment x where x.id = m.id)
        else case when m.method_id = ${PAYMENT_METHOD_IDS.manual} then (select x.note from payment x where x.id = m.id) end
      end as reason
    from (select * from (${movements(r, { first: o.offset + o.limit, after: o.after })}) u
          order by u.at, u.invoice_id, u.rank, u.id limit ${o.limit} offset ${o.offset}) m
    join invoice i on i.id = m.invoice_id
    left join account a on a.id = i.account_id
    order by m.at, m.invoice_id, m.rank, m.id`,
  );
  return found.map((m) => {
    const amount = Number(m.amount);
    const methodId = movementMethodId(Number(m.methodId), m.via);
    const taxes = taxesOf(amount, m);
    const row: PaymentRow = {
      Kind: Number(m.rank) === 0 ? 'payment' : 'refund',
      Id: Number(m.id),
      InvoiceId: Number(m.invoiceId),
      Day: m.day,
      At: m.at,
      PaymentMethodId: methodId,
      Method: methodName(methodId, m.manualMethod),
      AmountCents: amount,
      Tax1Cents: taxes.tax1,
      Tax2Cents: taxes.tax2,
      Customer: `${m.first ?? ''} ${m.last ?? ''}`.trim(),
      Reason: m.reason ?? null,
      InvoiceDeleted: Boolean(m.deleted),
    };
    const key: MovementKey = { at: m.atKey, invoiceId: Number(m.invoiceId), rank: Number(m.rank), id: Number(m.id) };
    return { row, key };
  });
}

/** Every movement of the range, a chunk at a time (keyset: each chunk starts by the indexes where the last ended). */
export async function* paymentChunks(db: Db, r: Range, size = CSV_CHUNK) {
  let after: MovementKey | undefined;
  for (;;) {
    const chunk = await paymentRows(db, r, { offset: 0, limit: size, after });
    yield chunk.map(({ row }) => [
      row.Day,
      row.At,
      row.Kind,
      row.Id,
      row.InvoiceId,
      row.Method,
      centsToDecimal(row.AmountCents),
      centsToDecimal(row.Tax1Cents),
      centsToDecimal(row.Tax2Cents),
      row.Customer,
      row.Reason,
      row.InvoiceDeleted ? 'yes' : '',
    ]);
    if (chunk.length < size) return;
    after = chunk[chunk.length - 1]!.key;
  }
}

// ── the Century Dollar ledger ───────────────────────────────────────────────

const cdt = centuryDollarTransaction;
const staff = alias(account, 'staff');
const inRange = (r: Range) => and(gte(cdt.createdAt, r.from), lt(cdt.createdAt, r.to));

/** The ledger's totals of the range, added up by PostgreSQL per Toronto day, type and method. */
export async function creditTotals(db: Db, r: Range) {
  const [[opening], groups] = await readAll(db, [
    () =>
      db
        .select({
          n: sql<number>`coalesce(sum(case when ${cdt.type} = 'C' then ${cdt.amountCents} else -${cdt.amountCents} end), 0)::bigint`.mapWith(
            Number,
          ),
        })
        .from(cdt)
        .where(lt(cdt.createdAt, r.from)),
    () =>
      rowsOf<{ day: string; type: string; method: string; amount: string | number; n: number }>(
        db,
        sql`select
          to_char(${torontoDay('created_at')}, 'YYYY-MM-DD') as day, type, method_cd as method,
          sum(amount_cents)::bigint as amount, count(*)::int as n
        from century_dollar_transaction
        where created_at >= ${r.from.toISOString()}::timestamptz and created_at < ${r.to.toISOString()}::timestamptz
        group by ${torontoDay('created_at')}, type, method_cd`,
      ),
  ] as const);
  const entries: LedgerEntry[] = groups.map((g) => ({
    Type: g.type === 'C' ? 'C' : 'D',
    AmountCents: Number(g.amount),
    Count: Number(g.n),
    Day: g.day,
    Method: g.method,
  }));
  const sum = (type: 'C' | 'D') => entries.filter((e) => e.Type === type).reduce((a, e) => a + e.AmountCents, 0);
  return {
    entries,
    opening: opening?.n ?? 0,
    credits: sum('C'),
    debits: sum('D'),
    count: entries.reduce((a, e) => a + e.Count, 0),
  };
}

/**
 * Transactions in report order (oldest first, then by id) with their customer and staff user:
 * a page (`offset`, `limit`: the ids by the index first, then those rows), or the `limit` after
 * `after` (a chunk of the CSV).
 */
export async function creditRows(db: Db, r: Range, o: { offset: number; limit: number; after?: { at: string; id: number } }) {
  const page = db
    .select({ id: cdt.id })
    .from(cdt)
    .where(and(inRange(r), o.after ? sql`(${cdt.createdAt}, ${cdt.id}) > (${o.after.at}::timestamptz, ${o.after.id}::int)` : undefined))
    .orderBy(asc(cdt.createdAt), asc(cdt.id))
    .limit(o.limit)
    .offset(o.offset)
    .as('page');
  const found = await db
    .select({
      t: cdt,
      atKey: sql<string>`${cdt.createdAt}::text`,
      day: sql<string>`to_char(${cdt.createdAt} at time zone ${TZ}, 'YYYY-MM-DD')`,
      first: account.firstName,
      last: account.lastName,
      sf: staff.firstName,
      sl: staff.lastName,
    })
    .from(page)
    .innerJoin(cdt, eq(cdt.id, page.id))
    .innerJoin(account, eq(account.id, cdt.accountId))
    .leftJoin(staff, eq(staff.id, cdt.manualUserId))
    .orderBy(asc(cdt.createdAt), asc(cdt.id));
  return found.map(({ t: x, atKey, day, first, last, sf, sl }) => ({
    key: { at: atKey, id: x.id },
    row: {
      Id: x.id,
      Day: day,
      Type: x.type === 'C' ? ('C' as const) : ('D' as const),
      AccountId: x.accountId,
      Customer: `${first} ${last}`.trim(),
      Method: x.methodCd,
      AmountCents: x.amountCents,
      InvoiceId: x.invoiceId,
      Note: x.note,
      Reason: centuryDollarReason(x),
      Staff: sf !== null ? `${sf} ${sl ?? ''}`.trim() : null,
    } satisfies AdminCreditsReport['Rows'][number],
  }));
}

export async function* creditChunks(db: Db, r: Range, size = CSV_CHUNK) {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const chunk = await creditRows(db, r, { offset: 0, limit: size, after });
    yield chunk.map(({ row }) => [
      row.Day,
      row.Type,
      row.AccountId,
      row.Customer,
      row.Method,
      centsToDecimal(row.AmountCents),
      row.InvoiceId,
      row.Note,
      row.Reason,
      row.Staff,
    ]);
    if (chunk.length < size) return;
    after = chunk[chunk.length - 1]!.key;
  }
}

export const adminReportRoutes =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db.db;
    const tags = ['admin'];

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
        const r = range(request.query);
        const q = request.query;
        if (q.format === 'csv' && q.by === 'day') {
          // the per-day file needs no row
          const totals = await paymentTotals(db, r);
          return sendCsv(
            reply,
            'payments-per-day.csv',
            csv(
              PER_DAY_HEADS.payments[q.language],
              everyDay(q.startDate, q.endDate, totals.perDay, (Key) => ({
                Key,
                CollectedCents: 0,
                RefundedCents: 0,
                NetCents: 0,
                Count: 0,
              })).map((d) => [d.Key, dollars(d.CollectedCents), dollars(d.RefundedCents), dollars(d.NetCents), d.Count]),
            ),
          );
        }
        // the movement file: every row, streamed
        if (q.format === 'csv') return streamCsv(reply, 'payments.csv', PAYMENT_HEAD, paymentChunks(db, r));
        const [totals, taxes, rows] = await readAll(db, [
          () => paymentTotals(db, r),
          () => paymentTaxes(db, r),
          () => paymentRows(db, r, { offset: (q.page - 1) * q.limit, limit: q.limit }),
        ] as const);
        const report: AdminPaymentsReport = {
          Rows: rows.map((x) => x.row),
          RowCount: totals.count,
          PerDay: totals.perDay,
          PerMethod: totals.perMethod,
          CollectedCents: totals.collected,
          RefundedCents: totals.refunded,
          NetCents: totals.collected - totals.refunded,
          Tax1Cents: taxes.tax1,
          Tax2Cents: taxes.tax2,
        };
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
        const r = range(request.query);
        const q = request.query;
        if (q.format === 'csv' && q.by === 'day') {
          const totals = await creditTotals(db, r);
          return sendCsv(
            reply,
            'century-dollars-per-day.csv',
            csv(
              PER_DAY_HEADS.credits[q.language],
              everyDay(
                q.startDate,
                q.endDate,
                ledgerTotals(totals.entries, (e) => e.Day),
                (Key) => ({ Key, CreditsCents: 0, DebitsCents: 0, Count: 0 }),
              ).map((d) => [d.Key, dollars(d.CreditsCents), dollars(d.DebitsCents), dollars(d.CreditsCents - d.DebitsCents), d.Count]),
            ),
          );
        }
        if (q.format === 'csv') return streamCsv(reply, 'century-dollars.csv', CREDIT_HEAD, creditChunks(db, r));
        const [totals, rows] = await readAll(db, [
          () => creditTotals(db, r),
          () => creditRows(db, r, { offset: (q.page - 1) * q.limit, limit: q.limit }),
        ] as const);
        const report: AdminCreditsReport = {
          Rows: rows.map((x) => x.row),
          RowCount: totals.count,
          PerDay: ledgerTotals(totals.entries, (e) => e.Day),
          PerMethod: ledgerTotals(totals.entries, (e) => `${e.Type}:${e.Method}`),
          OpeningCents: totals.opening,
          CreditsCents: totals.credits,
          DebitsCents: totals.debits,
          ClosingCents: ledgerClosing(totals.opening, totals.credits, totals.debits),
        };
        return report;
      },
    );
  };
