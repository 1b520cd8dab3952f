// Reads for the kitchen's day (issue 16): the lines of paid orders per delivery day, the stops of a
// route source, and the last imported route. Paid (P) and not deleted orders only: an unpaid,
// declined, canceled or refunded order is never cooked nor delivered.
import { and, asc, between, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { IsoDate, KitchenLine, RouteSource, StoreKind } from '@mijote/domain';
import type { DbOrTx } from '@mijote/db';
import {
  account,
  franchise,
  invoice,
  invoiceCartDetail,
  product,
  productTranslation,
  routeImport,
  subsidyMobileAddress,
} from '@mijote/db/schema';

const paid = (stores: readonly StoreKind[]): SQL =>
  and(eq(invoice.status, 'P'), isNull(invoice.deletedAt), inArray(invoice.storeKind, [...stores])) as SQL;

/** The product lines of paid orders of these stores due between the two days. */
export async function kitchenLines(db: DbOrTx, stores: readonly StoreKind[], from: IsoDate, to: IsoDate): Promise<KitchenLine[]> {
  const rows = await db
    .select({
      productId: invoiceCartDetail.productId,
      date: invoiceCartDetail.requiredBy,
      quantity: invoiceCartDetail.quantity,
      isFamilyPack: invoiceCartDetail.isFamilyPack,
      isKidsMeal: invoiceCartDetail.isKidsMeal,
      half: sql<boolean>`coalesce((${invoiceCartDetail.customizations}->>'fullPortion')::boolean, true) = false`,
    })
    .from(invoiceCartDetail)
    .innerJoin(invoice, eq(invoice.id, invoiceCartDetail.invoiceId))
    .where(and(paid(stores), between(invoiceCartDetail.requiredBy, from, to), isNotNull(invoiceCartDetail.productId)));
  return rows.map((r) => ({
    productId: r.productId as number,
    date: r.date,
    quantity: r.quantity,
    isFamilyPack: r.isFamilyPack,
    isKidsMeal: r.isKidsMeal,
    fullPortion: !r.half,
  }));
}

export interface ProductLabel {
  id: number;
  typeCd: string;
  en: string;
  fr: string;
}

/** Titles (en, fr) and type of these products. */
export async function productTitles(db: DbOrTx, ids: readonly number[]): Promise<Map<number, ProductLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: product.id, typeCd: product.typeCd, lang: productTranslation.languageCd, title: productTranslation.title })
    .from(product)
    .leftJoin(productTranslation, eq(productTranslation.productId, product.id))
    .where(inArray(product.id, [...ids]));
  const out = new Map<number, ProductLabel>();
  for (const r of rows) {
    const p = out.get(r.id) ?? { id: r.id, typeCd: r.typeCd, en: '', fr: '' };
    if (r.lang === 'en') p.en = r.title ?? '';
    if (r.lang === 'fr') p.fr = r.title ?? '';
    out.set(r.id, p);
  }
  for (const p of out.values()) {
    p.en ||= p.fr || `#${p.id}`;
    p.fr ||= p.en;
  }
  return out;
}

export interface StopLine {
  productId: number | null;
  customTitle: string | null;
  quantity: number;
  isFamilyPack: boolean;
  isKidsMeal: boolean;
  fullPortion: boolean;
}

export interface StopRow {
  invoiceId: number;
  date: IsoDate;
  time: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  comment: string | null;
  /** the order's own delivery address, else the mobile stop, else the on-site bistro */
  address: {
    name?: string | null;
    company?: string | null;
    line1: string;
    line2?: string | null;
    city: string;
    postalCode: string;
    phone?: string | null;
  } | null;
  lines: StopLine[];
}

export interface StopFilter {
  store: StoreKind;
  from: IsoDate;
  to: IsoDate;
  invoiceStart?: number;
  invoiceEnd?: number;
}

/** One stop per paid delivery order and delivery day of the source, with that day's lines. */
export async function deliveryStops(db: DbOrTx, f: StopFilter): Promise<StopRow[]> {
  const where = [
    paid([f.store]),
    eq(invoice.checkoutProcedure, 'delivery'),
    between(invoiceCartDetail.requiredBy, f.from, f.to),
    f.invoiceStart !== undefined ? gte(invoice.id, f.invoiceStart) : undefined,
    f.invoiceEnd !== undefined ? lte(invoice.id, f.invoiceEnd) : undefined,
  ];
  const rows = await db
    .select({
      invoiceId: invoice.id,
      date: invoiceCartDetail.requiredBy,
      time: invoice.deliveryTime,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: sql<string | null>`coalesce(${account.cellPhone}, ${account.phone})`,
      comment: invoice.comment,
      delivery: invoice.deliveryAddress,
      mobile: {
        name: subsidyMobileAddress.name,
        company: subsidyMobileAddress.company,
        line1: subsidyMobileAddress.line1,
        line2: subsidyMobileAddress.line2,
        city: subsidyMobileAddress.city,
        postalCode: subsidyMobileAddress.postalCode,
      },
      site: {
        name: franchise.nameEn,
        company: franchise.company,
        line1: franchise.line1,
        line2: franchise.line2,
        city: franchise.city,
        postalCode: franchise.postalCode,
        phone: franchise.phone,
      },
      productId: invoiceCartDetail.productId,
      customTitle: invoiceCartDetail.customTitle,
      quantity: invoiceCartDetail.quantity,
      isFamilyPack: invoiceCartDetail.isFamilyPack,
      isKidsMeal: invoiceCartDetail.isKidsMeal,
      half: sql<boolean>`coalesce((${invoiceCartDetail.customizations}->>'fullPortion')::boolean, true) = false`,
    })
    .from(invoiceCartDetail)
    .innerJoin(invoice, eq(invoice.id, invoiceCartDetail.invoiceId))
    .innerJoin(account, eq(account.id, invoice.accountId))
    .leftJoin(subsidyMobileAddress, eq(subsidyMobileAddress.id, invoice.subsidyMobileAddressId))
    .leftJoin(franchise, eq(franchise.id, invoice.franchiseId))
    .where(and(...where))
    .orderBy(asc(invoiceCartDetail.requiredBy), asc(invoice.id), asc(invoiceCartDetail.sortOrder), asc(invoiceCartDetail.id));
  const stops = new Map<string, StopRow>();
  for (const r of rows) {
    const key = `${r.invoiceId}|${r.date}`;
    let stop = stops.get(key);
    if (!stop) {
      const address = r.delivery ?? (r.mobile?.line1 ? r.mobile : null) ?? (r.site?.line1 ? r.site : null);
      stop = {
        invoiceId: r.invoiceId,
        date: r.date,
        time: r.time ? r.time.slice(0, 5) : null,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        phone: r.delivery?.phone ?? r.phone,
        comment: r.comment,
        address: address as StopRow['address'],
        lines: [],
      };
      stops.set(key, stop);
    }
    stop.lines.push({
      productId: r.productId,
      customTitle: r.customTitle,
      quantity: r.quantity,
      isFamilyPack: r.isFamilyPack,
      isKidsMeal: r.isKidsMeal,
      fullPortion: !r.half,
    });
  }
  return [...stops.values()];
}

export interface ImportedStop {
  invoiceId: number;
  driver: string;
  stop: number;
}

/** The newest route imported from a file for this source and day range, if any. */
export async function lastRouteImport(
  db: DbOrTx,
  source: RouteSource,
  from: IsoDate,
  to: IsoDate,
): Promise<{ at: Date; stops: ImportedStop[] } | null> {
  const [row] = await db
    .select({ at: routeImport.createdAt, rows: routeImport.rows })
    .from(routeImport)
    .where(
      and(eq(routeImport.source, source), eq(routeImport.deliveryDate, from), eq(routeImport.endDate, to), eq(routeImport.target, 'file')),
    )
    .orderBy(desc(routeImport.createdAt), desc(routeImport.id))
    .limit(1);
  return row ? { at: row.at, stops: row.rows as unknown as ImportedStop[] } : null;
}

/** The invoices (id → store kind and paid flag) among these ids. */
export async function invoicesById(db: DbOrTx, ids: readonly number[]): Promise<Map<number, { store: StoreKind; paid: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoice.id, store: invoice.storeKind, status: invoice.status, deletedAt: invoice.deletedAt })
    .from(invoice)
    .where(inArray(invoice.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { store: r.store, paid: r.status === 'P' && r.deletedAt === null }]));
}
