// Reads for the kitchen's day (issue 16): the lines of paid orders per delivery day, the stops of a
// route source, and the last imported route. Paid (P) and not deleted orders only: an unpaid,
// declined, canceled or refunded order is never cooked nor delivered.
import { and, asc, between, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { IsoDate, KitchenLine, RouteSource, StoreKind } from '@mijote/domain';
import { readAll, type DbOrTx } from '@mijote/db';
import {
  account,
  cookingInstructionType,
  franchise,
  invoice,
  invoiceCartDetail,
  invoiceCartDetailAddon,
  product,
  productCookingInstruction,
  productTag,
  productTranslation,
  routeImport,
  subsidyMobileAddress,
  tag,
} from '@mijote/db/schema';

/** A half portion: the line's customizations say fullPortion false (customer-side §3; missing = full). */
const isHalfPortion = sql<boolean>`coalesce((${invoiceCartDetail.customizations}->>'fullPortion')::boolean, true) = false`;

/** The sides chosen with a line's dish, in the order chosen (ADR 369: one add-on row per side). */
const lineSides = sql<
  number[]
>`coalesce((select array_agg(a.product_id order by a.id) from ${invoiceCartDetailAddon} a where a.cart_detail_id = ${invoiceCartDetail.id}), '{}')`;

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
      half: isHalfPortion,
      // the sides chosen with the dish (ADR 369: one add-on row per side)
      sides: lineSides,
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
    sides: (r.sides ?? []).map(Number),
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
      half: isHalfPortion,
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

export interface LabelLineRow {
  invoiceId: number;
  date: IsoDate;
  productId: number;
  typeCd: string;
  quantity: number;
  isFamilyPack: boolean;
  isKidsMeal: boolean;
  fullPortion: boolean;
  /** the sides chosen with the dish (product ids) */
  sides: number[];
  customer: string;
  postalCode: string | null;
}

export interface LabelFilter {
  stores: readonly StoreKind[];
  from: IsoDate;
  to: IsoDate;
  productType?: string;
  invoiceStart?: number;
  invoiceEnd?: number;
  subsidyId?: number;
  /** differential: orders paid after this instant only */
  paidAfter?: Date;
  /** a reprint: orders paid by this instant only */
  paidBy?: Date;
}

/** The product lines of paid orders a label print covers. */
export async function labelLines(db: DbOrTx, f: LabelFilter): Promise<LabelLineRow[]> {
  const rows = await db
    .select({
      invoiceId: invoice.id,
      date: invoiceCartDetail.requiredBy,
      productId: product.id,
      typeCd: product.typeCd,
      quantity: invoiceCartDetail.quantity,
      isFamilyPack: invoiceCartDetail.isFamilyPack,
      isKidsMeal: invoiceCartDetail.isKidsMeal,
      half: isHalfPortion,
      sides: lineSides,
      firstName: account.firstName,
      lastName: account.lastName,
      postalCode: invoice.deliveryPostalCode,
    })
    .from(invoiceCartDetail)
    .innerJoin(invoice, eq(invoice.id, invoiceCartDetail.invoiceId))
    .innerJoin(product, eq(product.id, invoiceCartDetail.productId))
    .innerJoin(account, eq(account.id, invoice.accountId))
    .where(
      and(
        paid(f.stores),
        between(invoiceCartDetail.requiredBy, f.from, f.to),
        f.productType ? eq(product.typeCd, f.productType) : undefined,
        f.invoiceStart !== undefined ? gte(invoice.id, f.invoiceStart) : undefined,
        f.invoiceEnd !== undefined ? lte(invoice.id, f.invoiceEnd) : undefined,
        f.subsidyId !== undefined ? eq(invoice.subsidyId, f.subsidyId) : undefined,
        f.paidAfter ? sql`${invoice.paidAt} > ${f.paidAfter.toISOString()}` : undefined,
        f.paidBy ? sql`${invoice.paidAt} <= ${f.paidBy.toISOString()}` : undefined,
      ),
    )
    .orderBy(asc(invoiceCartDetail.requiredBy), asc(invoice.id), asc(invoiceCartDetail.sortOrder), asc(invoiceCartDetail.id));
  return rows.map((r) => ({
    invoiceId: r.invoiceId,
    date: r.date,
    productId: r.productId,
    typeCd: r.typeCd,
    quantity: r.quantity,
    isFamilyPack: r.isFamilyPack,
    isKidsMeal: r.isKidsMeal,
    fullPortion: !r.half,
    sides: (r.sides ?? []).map(Number),
    customer: `${r.firstName} ${r.lastName}`.trim(),
    postalCode: r.postalCode,
  }));
}

export interface LabelProduct extends ProductLabel {
  tags: { en: string; fr: string }[];
  cooking: { en: string; fr: string }[];
}

/** What a label prints of each product: titles, tags (diets, allergens) and cooking instructions. */
export async function labelProducts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, LabelProduct>> {
  const titles = await productTitles(db, ids);
  if (ids.length === 0) return new Map();
  const [tags, cooking] = await readAll(db, [
    () =>
      db
        .select({ productId: productTag.productId, en: tag.nameEn, fr: tag.nameFr })
        .from(productTag)
        .innerJoin(tag, eq(tag.id, productTag.tagId))
        .where(inArray(productTag.productId, [...ids]))
        .orderBy(asc(tag.id)),
    () =>
      db
        .select({
          productId: productCookingInstruction.productId,
          en: cookingInstructionType.instructionsEn,
          fr: cookingInstructionType.instructionsFr,
        })
        .from(productCookingInstruction)
        .innerJoin(cookingInstructionType, eq(cookingInstructionType.code, productCookingInstruction.cookingInstructionTypeCd))
        .where(inArray(productCookingInstruction.productId, [...ids]))
        .orderBy(asc(productCookingInstruction.cookingInstructionTypeCd)),
  ]);
  const out = new Map<number, LabelProduct>();
  for (const [id, t] of titles) out.set(id, { ...t, tags: [], cooking: [] });
  for (const t of tags) out.get(t.productId)?.tags.push({ en: t.en, fr: t.fr });
  for (const c of cooking) if (c.en || c.fr) out.get(c.productId)?.cooking.push({ en: c.en, fr: c.fr });
  return out;
}

/** For each invoice, its driver and stop in the newest route imported for the source over these days. */
export async function routePlan(
  db: DbOrTx,
  sources: readonly RouteSource[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, ImportedStop>> {
  const rows = await db
    .select({ rows: routeImport.rows })
    .from(routeImport)
    .where(
      and(
        inArray(routeImport.source, [...sources]),
        eq(routeImport.target, 'file'),
        lte(routeImport.deliveryDate, to),
        gte(routeImport.endDate, from),
      ),
    )
    .orderBy(desc(routeImport.createdAt), desc(routeImport.id));
  const plan = new Map<number, ImportedStop>();
  for (const r of rows) for (const s of r.rows as unknown as ImportedStop[]) if (!plan.has(s.invoiceId)) plan.set(s.invoiceId, s);
  return plan;
}
