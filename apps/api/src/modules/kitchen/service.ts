// The kitchen's day (issue 16; ADR 247): kitchen numbers per source and the delivery routes per
// route source, with the route planner's file imported to order the stops. Counting rules are the
// domain's (kitchen.ts); this module only reads orders and writes route imports.
import {
  daysBetween,
  KITCHEN_SOURCE_STORES,
  kitchenSideTotals,
  kitchenTotals,
  portionKind,
  ROUTE_SOURCE_STORE,
  type IsoDate,
  type KitchenSource,
  type RouteSource,
} from '@mijote/domain';
import type { KitchenNumbersReply, RouteDeliveriesReply, RouteStop } from '@mijote/contracts';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { routeImport } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { csvFile, decodeCsv, parseCsv } from '../../lib/csv.js';
import { deliveryStops, kitchenLines, lastRouteImport, productTitles, type ImportedStop, type StopRow } from './repository.js';

/** The longest range one report covers (a quarter): past it the request is refused, not slow. */
export const MAX_REPORT_DAYS = 92;

/** Both days present and in order: else the spec's "Please enter dates" (400 dates-required). */
export function reportRange(start: IsoDate | undefined, end: IsoDate | undefined, field = 'endDate'): { from: IsoDate; to: IsoDate } {
  if (!start || !end) throw new AppError(400, 'dates-required', 'Please enter dates');
  const span = daysBetween(start, end);
  if (span < 0 || span >= MAX_REPORT_DAYS)
    throw new AppError(400, 'validation-failed', `The end date must be on or after the start date and within ${MAX_REPORT_DAYS} days`, {
      issues: [{ path: field, code: 'custom', message: `on or after the start date, within ${MAX_REPORT_DAYS} days` }],
      fields: [field],
    });
  return { from: start, to: end };
}

export async function kitchenNumbers(
  db: DbOrTx,
  source: KitchenSource,
  q: { startDate?: IsoDate; endDate?: IsoDate },
): Promise<KitchenNumbersReply> {
  const { from, to } = reportRange(q.startDate, q.endDate);
  const lines = await kitchenLines(db, KITCHEN_SOURCE_STORES[source], from, to);
  const totals = kitchenTotals(lines);
  const sideTotals = kitchenSideTotals(lines);
  const titles = await productTitles(db, [...new Set([...totals.map((t) => t.productId), ...sideTotals.map((s) => s.productId)])]);
  const rows = totals.map((t) => {
    const p = titles.get(t.productId);
    return { ...t, title: p?.en ?? `#${t.productId}`, titleFr: p?.fr ?? `#${t.productId}`, productType: p?.typeCd ?? '' };
  });
  // grouped by product type (the kitchen's stations), then by dish and day
  rows.sort((a, b) => a.productType.localeCompare(b.productType) || a.title.localeCompare(b.title) || a.date.localeCompare(b.date));
  const sides = sideTotals.map((t) => {
    const p = titles.get(t.productId);
    return { productId: t.productId, title: p?.en ?? `#${t.productId}`, titleFr: p?.fr ?? `#${t.productId}`, date: t.date, count: t.count };
  });
  sides.sort((a, b) => a.title.localeCompare(b.title) || a.date.localeCompare(b.date));
  return { rows, sides };
}

export interface RouteQuery {
  date?: IsoDate;
  endDate?: IsoDate;
  invoiceStart?: number;
  invoiceEnd?: number;
}

/** The days (and, for MD, invoice range) a route source's report covers. */
function routeRange(source: RouteSource, q: RouteQuery) {
  const { from, to } = reportRange(q.date, source === 'MD' ? (q.endDate ?? q.date) : q.date);
  return source === 'MD' ? { from, to, invoiceStart: q.invoiceStart, invoiceEnd: q.invoiceEnd } : { from, to };
}

const oneLine = (a: NonNullable<StopRow['address']>): string => [a.line1, a.line2, a.city].filter((x) => x && x.trim()).join(', ');

/** Natural order of driver names ("Route 2" before "Route 10"). */
export const byDriver = new Intl.Collator('fr-CA', { numeric: true, sensitivity: 'base' });

export async function routeDeliveries(db: DbOrTx, source: RouteSource, q: RouteQuery): Promise<RouteDeliveriesReply> {
  const range = routeRange(source, q);
  const rows = await deliveryStops(db, { store: ROUTE_SOURCE_STORE[source], ...range });
  const titles = await productTitles(db, [
    ...new Set(rows.flatMap((r) => r.lines.map((l) => l.productId)).filter((x): x is number => x !== null)),
  ]);
  const route = await lastRouteImport(db, source, range.from, range.to);
  const planned = new Map((route?.stops ?? []).map((s) => [s.invoiceId, s]));
  const stops: RouteStop[] = rows.map((r) => {
    const plan = planned.get(r.invoiceId);
    return {
      invoiceId: r.invoiceId,
      date: r.date,
      time: r.time,
      customer: `${r.firstName} ${r.lastName}`.trim(),
      company: r.address?.company ?? null,
      email: r.email,
      phone: r.phone,
      address: r.address ? oneLine(r.address) : '',
      postalCode: r.address?.postalCode ?? null,
      items: r.lines.map((l) => ({
        quantity: l.quantity,
        title: l.productId !== null ? (titles.get(l.productId)?.en ?? `#${l.productId}`) : (l.customTitle ?? ''),
        kind: portionKind(l),
      })),
      comment: r.comment,
      driver: plan?.driver ?? null,
      stop: plan?.stop ?? null,
    };
  });
  stops.sort((a, b) => {
    // routed stops first, in the planner's order; the others by day, postal code and invoice
    if ((a.stop === null) !== (b.stop === null)) return a.stop === null ? 1 : -1;
    if (a.stop !== null && b.stop !== null)
      return a.date.localeCompare(b.date) || byDriver.compare(a.driver ?? '', b.driver ?? '') || a.stop - b.stop;
    return a.date.localeCompare(b.date) || (a.postalCode ?? '').localeCompare(b.postalCode ?? '') || a.invoiceId - b.invoiceId;
  });
  return { stops, routeImportedAt: route ? route.at.toISOString() : null };
}

// the drivers read the file in either language: headers and kinds in both
const KIND_LABEL: Record<RouteStop['items'][number]['kind'], string> = {
  regular: '',
  familyPack: ' (family pack / format familial)',
  kids: ' (kids / enfant)',
  half: ' (half / demi-portion)',
};

export const ROUTE_CSV_HEADER = [
  'Driver / Chauffeur',
  'Stop / Arrêt',
  'Invoice / Facture',
  'Date',
  'Time / Heure',
  'Customer / Client',
  'Company / Entreprise',
  'Phone / Téléphone',
  'Email / Courriel',
  'Address / Adresse',
  'Postal code / Code postal',
  'Items / Articles',
  'Comment / Commentaire',
];

/** The route report as a CSV file for a spreadsheet (one line per stop). */
export function routeCsv(reply: RouteDeliveriesReply): string {
  return csvFile([
    ROUTE_CSV_HEADER,
    ...reply.stops.map((s) => [
      s.driver,
      s.stop,
      s.invoiceId,
      s.date,
      s.time,
      s.customer,
      s.company,
      s.phone,
      s.email,
      s.address,
      s.postalCode,
      s.items.map((i) => `${i.quantity} × ${i.title}${KIND_LABEL[i.kind]}`).join(' | '),
      s.comment,
    ]),
  ]);
}

export interface ImportProblem {
  line: number;
  reason: string;
  value: string | null;
}

const HEADERS = {
  invoice: ['invoice', 'invoice id', 'invoiceid', 'invoice_id', 'facture', 'no facture', 'order id', 'order', 'commande'],
  driver: ['driver', 'vehicle', 'chauffeur', 'livreur', 'véhicule', 'route'],
  stop: ['stop', 'stop order', 'stop number', 'stop_number', 'stop #', 'arrêt', 'arret', 'ordre'],
} as const;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A route planner's file for one source and day range: every line must name a paid delivery of
 * that report, a driver and a positive stop number; then the whole route is saved, else nothing.
 */
export async function importRoute(
  db: DbHandle,
  source: RouteSource,
  q: RouteQuery,
  file: { data: Buffer; name: string | undefined },
  by: number,
  now: Date,
): Promise<{ imported: number; importedAt: string }> {
  const range = routeRange(source, q);
  const records = parseCsv(decodeCsv(file.data));
  const header = records[0]?.cells.map(norm) ?? [];
  const col = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const idx = { invoice: col(HEADERS.invoice), driver: col(HEADERS.driver), stop: col(HEADERS.stop) };
  const missing = (Object.keys(idx) as (keyof typeof idx)[]).filter((k) => idx[k] < 0);
  if (missing.length > 0)
    throw new AppError(400, 'route-import-problems', 'The file needs Stop, Driver and Invoice columns', {
      problems: missing.map((m) => ({ line: 1, reason: `column-missing`, value: m })),
    });
  const body = records.slice(1);
  if (body.length === 0)
    throw new AppError(400, 'route-import-problems', 'The file has no stops', { problems: [{ line: 2, reason: 'no-stops', value: null }] });

  const inReport = new Set((await deliveryStops(db.db, { store: ROUTE_SOURCE_STORE[source], ...range })).map((s) => s.invoiceId));
  const problems: ImportProblem[] = [];
  const seen = new Set<number>();
  const stops: ImportedStop[] = [];
  for (const r of body) {
    const invoiceText = (r.cells[idx.invoice] ?? '').trim();
    const driver = (r.cells[idx.driver] ?? '').trim();
    const stopText = (r.cells[idx.stop] ?? '').trim();
    const invoiceId = /^#?\d{1,9}$/.test(invoiceText) ? Number(invoiceText.replace('#', '')) : NaN;
    const stop = /^\d{1,5}$/.test(stopText) ? Number(stopText) : NaN;
    if (!invoiceText) problems.push({ line: r.line, reason: 'invoice-missing', value: null });
    else if (!Number.isInteger(invoiceId)) problems.push({ line: r.line, reason: 'invoice-unknown', value: invoiceText.slice(0, 60) });
    else if (!inReport.has(invoiceId)) problems.push({ line: r.line, reason: 'invoice-not-in-report', value: invoiceText });
    else if (seen.has(invoiceId)) problems.push({ line: r.line, reason: 'invoice-duplicate', value: invoiceText });
    if (!driver) problems.push({ line: r.line, reason: 'driver-missing', value: null });
    if (!(stop >= 1)) problems.push({ line: r.line, reason: 'stop-invalid', value: stopText.slice(0, 60) || null });
    if (Number.isInteger(invoiceId)) seen.add(invoiceId);
    if (Number.isInteger(invoiceId) && driver && stop >= 1) stops.push({ invoiceId, driver: driver.slice(0, 100), stop });
  }
  if (problems.length > 0)
    throw new AppError(400, 'route-import-problems', `${problems.length} problem(s) in the route file; nothing was imported`, {
      problems: problems.slice(0, 500),
    });
  await db.db.insert(routeImport).values({
    source,
    deliveryDate: range.from,
    endDate: range.to,
    target: 'file',
    fileName: file.name?.slice(0, 200) ?? null,
    rowCount: stops.length,
    rows: stops as unknown as Record<string, unknown>[],
    importedByAccountId: by,
    createdAt: now,
  });
  return { imported: stops.length, importedAt: now.toISOString() };
}
