// Label prints (issue 16; ADR 247): one label per portion of the paid orders of a source and days,
// in route order, with the best-before date of the domain's expiry rules; differential prints
// (only orders paid since the last print of the same labels), reprints of a past print, and the
// print history. The PDF itself is drawn by labels-pdf.ts.
import { and, desc, eq, gte, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import {
  KITCHEN_SOURCE_STORES,
  labelExpiryDate,
  lineLabelCount,
  portionKind,
  PRODUCT_TYPES,
  type IsoDate,
  type KitchenSource,
  type ProductTypeCd,
  type RouteSource,
  type StoreKind,
} from '@mijote/domain';
import type { LabelPrintsReply, PrintLabelsQuery } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { account, invoice, labelPrint } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import type { LabelData } from './labels-pdf.js';
import { labelLines, labelProducts, productTitles, routePlan, type LabelFilter } from './repository.js';
import { byDriver, reportRange } from './service.js';

/** The route sources whose imported routes order a label source's labels. */
const ROUTES_OF: Record<KitchenSource, readonly RouteSource[]> = { 'meal-delivery': ['MD'], corp: ['CO', 'CM'] };

const isType = (t: string): t is ProductTypeCd => (PRODUCT_TYPES as readonly string[]).includes(t);

export interface LabelSelection {
  source: KitchenSource;
  stores: readonly StoreKind[];
  from: IsoDate;
  to: IsoDate;
  productType?: ProductTypeCd;
  invoiceStart?: number;
  invoiceEnd?: number;
  subsidyId?: number;
  paidAfter?: Date;
  paidBy?: Date;
}

/** The labels of a selection, in delivery-day then route order, one per portion. */
export async function labelsOf(db: DbOrTx, s: LabelSelection): Promise<{ labels: LabelData[]; invoiceIds: number[] }> {
  const filter: LabelFilter = { ...s };
  const lines = await labelLines(db, filter);
  if (lines.length === 0) return { labels: [], invoiceIds: [] };
  const products = await labelProducts(db, [...new Set(lines.map((l) => l.productId))]);
  const sideTitles = await productTitles(db, [...new Set(lines.flatMap((l) => l.sides))]);
  const plan = await routePlan(db, ROUTES_OF[s.source], s.from, s.to);
  const order = lines.map((l, i) => ({ l, i, stop: plan.get(l.invoiceId) }));
  order.sort((a, b) => {
    if (a.l.date !== b.l.date) return a.l.date < b.l.date ? -1 : 1;
    if (!a.stop !== !b.stop) return a.stop ? -1 : 1;
    if (a.stop && b.stop) return byDriver.compare(a.stop.driver, b.stop.driver) || a.stop.stop - b.stop.stop || a.i - b.i;
    return (a.l.postalCode ?? '').localeCompare(b.l.postalCode ?? '') || a.l.invoiceId - b.l.invoiceId || a.i - b.i;
  });
  const labels: LabelData[] = [];
  for (const { l, stop } of order) {
    const p = products.get(l.productId);
    const label: LabelData = {
      titleEn: p?.en ?? `#${l.productId}`,
      titleFr: p?.fr ?? `#${l.productId}`,
      kind: portionKind(l),
      tags: p?.tags ?? [],
      cooking: p?.cooking ?? [],
      // what comes with the dish (issue 30): the kitchen plates it with each portion
      sides: l.sides.map((id) => ({ en: sideTitles.get(id)?.en ?? `#${id}`, fr: sideTitles.get(id)?.fr ?? `#${id}` })),
      customer: l.customer,
      invoiceId: l.invoiceId,
      date: l.date,
      bestBefore: isType(l.typeCd) ? labelExpiryDate(s.source, l.typeCd, s.to) : null,
      route: stop ? { driver: stop.driver, stop: stop.stop } : null,
    };
    for (let n = lineLabelCount(l); n > 0; n--) labels.push(label);
  }
  return { labels, invoiceIds: [...new Set(lines.map((l) => l.invoiceId))] };
}

/** The newest print of the same labels (kind, product type) over days that overlap these, not a reprint. */
async function lastPrint(db: DbOrTx, source: KitchenSource, from: IsoDate, to: IsoDate, productType?: string, subsidyId?: number) {
  const [row] = await db
    .select()
    .from(labelPrint)
    .where(
      and(
        eq(labelPrint.kind, source),
        eq(labelPrint.reprint, false),
        sql`${labelPrint.labelCount} > 0`,
        lte(labelPrint.startDate, to),
        gte(labelPrint.endDate, from),
        productType ? eq(labelPrint.productType, productType) : isNull(labelPrint.productType),
        subsidyId !== undefined ? eq(labelPrint.subsidyId, subsidyId) : isNull(labelPrint.subsidyId),
      ),
    )
    .orderBy(desc(labelPrint.printedAt), desc(labelPrint.id))
    .limit(1);
  return row ?? null;
}

export interface PrintRequest extends PrintLabelsQuery {
  subsidyId?: number;
}

/**
 * Prints the labels a request selects and records the print (who, when, what, how many).
 * Nothing to print: `labels` is empty and nothing is recorded.
 */
export async function printLabels(
  db: DbOrTx,
  source: KitchenSource,
  q: PrintRequest,
  by: number,
  now: Date,
  stores: readonly StoreKind[] = KITCHEN_SOURCE_STORES[source],
): Promise<{ labels: LabelData[]; printId: number | null; from: IsoDate; to: IsoDate }> {
  let sel: LabelSelection;
  if (q.reprint !== undefined) {
    const [past] = await db
      .select()
      .from(labelPrint)
      .where(and(eq(labelPrint.id, q.reprint), eq(labelPrint.kind, source)))
      .limit(1);
    if (!past) throw AppError.notFound('label print');
    sel = {
      source,
      stores: past.subsidyId !== null ? ['mobile'] : stores,
      from: past.startDate,
      to: past.endDate,
      productType: past.productType && isType(past.productType) ? past.productType : undefined,
      invoiceStart: past.invoiceStart ?? undefined,
      invoiceEnd: past.invoiceEnd ?? undefined,
      subsidyId: past.subsidyId ?? undefined,
      paidBy: past.printedAt,
    };
  } else {
    const { from, to } = reportRange(q.startDate, q.endDate);
    sel = {
      source,
      stores,
      from,
      to,
      productType: q.productType,
      invoiceStart: q.invoiceStart,
      invoiceEnd: q.invoiceEnd,
      subsidyId: q.subsidyId,
    };
    if (q.differential) {
      const last = await lastPrint(db, source, from, to, q.productType, q.subsidyId);
      if (last) sel.paidAfter = last.printedAt;
    }
  }
  const { labels, invoiceIds } = await labelsOf(db, sel);
  if (labels.length === 0) return { labels, printId: null, from: sel.from, to: sel.to };
  const [row] = await db
    .insert(labelPrint)
    .values({
      kind: source,
      startDate: sel.from,
      endDate: sel.to,
      productType: sel.productType ?? null,
      subsidyId: sel.subsidyId ?? null,
      invoiceStart: Math.min(...invoiceIds),
      invoiceEnd: Math.max(...invoiceIds),
      differential: q.reprint === undefined && q.differential,
      reprint: q.reprint !== undefined,
      labelCount: labels.length,
      printedByAccountId: by,
      printedAt: now,
    })
    .returning({ id: labelPrint.id });
  return { labels, printId: row?.id ?? null, from: sel.from, to: sel.to };
}

/** The print history of a label kind, newest first, and where a differential print would start. */
export async function labelPrints(
  db: DbOrTx,
  source: KitchenSource,
  q: { startDate?: IsoDate; endDate?: IsoDate; productType?: string },
): Promise<LabelPrintsReply> {
  const rows = await db
    .select({ p: labelPrint, first: account.firstName, last: account.lastName })
    .from(labelPrint)
    .leftJoin(account, eq(account.id, labelPrint.printedByAccountId))
    .where(eq(labelPrint.kind, source))
    .orderBy(desc(labelPrint.printedAt), desc(labelPrint.id))
    .limit(50);
  const prints = rows.map(({ p, first, last }) => ({
    id: p.id,
    printedAt: p.printedAt.toISOString(),
    printedBy: first !== null ? `${first} ${last ?? ''}`.trim() : null,
    startDate: p.startDate,
    endDate: p.endDate,
    productType: p.productType,
    invoiceStart: p.invoiceStart,
    invoiceEnd: p.invoiceEnd,
    differential: p.differential,
    reprint: p.reprint,
    labelCount: p.labelCount,
  }));
  const previous =
    q.startDate && q.endDate
      ? await lastPrint(db, source, q.startDate, q.endDate, q.productType)
      : (rows.find((r) => !r.p.reprint && r.p.labelCount > 0)?.p ?? null);
  const [newest] = await db
    .select({ id: max(invoice.id) })
    .from(invoice)
    .where(and(eq(invoice.status, 'P'), isNull(invoice.deletedAt), inArray(invoice.storeKind, [...KITCHEN_SOURCE_STORES[source]])));
  const end = newest?.id ?? null;
  const start = previous?.invoiceEnd != null ? previous.invoiceEnd + 1 : null;
  return { prints, preset: { invoiceStart: start, invoiceEnd: end !== null && (start === null || end >= start) ? end : null } };
}

/** `qty` labels of one product (back-office "print labels" of a product): no customer, no route. */
export async function productLabels(db: DbOrTx, id: number, qty: number, bestBefore: IsoDate | null): Promise<LabelData[]> {
  const p = (await labelProducts(db, [id])).get(id);
  if (!p) throw AppError.notFound('product');
  const label: LabelData = {
    titleEn: p.en,
    titleFr: p.fr,
    kind: 'regular',
    tags: p.tags,
    cooking: p.cooking,
    customer: null,
    invoiceId: null,
    date: null,
    bestBefore,
    route: null,
  };
  return Array.from({ length: qty }, () => label);
}
