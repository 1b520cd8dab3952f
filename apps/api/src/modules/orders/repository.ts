// Order lines, stock and the catalogue reads of orders. Every stock, promo-code and Century Dollar
// change is ONE conditional UPDATE, so concurrent orders can never oversell, over-use a code or
// overdraw a balance (the CHECK constraints are the last line of defence). Rows are locked in one
// order — the invoice, its payments, products by id, then the promo code, then the account — so
// concurrent orders do not deadlock. The invoice's own rows (status, payments, refunds) are the
// billing module's (billing/repository.ts, ADR 366).
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import {
  invoice,
  invoiceCartDetail,
  invoiceCartDetailAddon,
  product,
  productInventory,
  productTranslation,
  promoCode,
  promoCodeUse,
} from '@mijote/db/schema';

export type NewCartDetail = typeof invoiceCartDetail.$inferInsert & { sortOrder: number };

/**
 * The lines of an invoice and their add-ons: one INSERT for every line, one for every add-on (each
 * line's `sortOrder` is unique within the invoice and ties an add-on to its line).
 */
export async function insertCartDetails(
  db: DbOrTx,
  lines: readonly { row: NewCartDetail; addons: readonly { productId: number; priceCents: number }[] }[],
): Promise<void> {
  if (lines.length === 0) return;
  const created = await db
    .insert(invoiceCartDetail)
    .values(lines.map((l) => l.row))
    .returning({ id: invoiceCartDetail.id, sortOrder: invoiceCartDetail.sortOrder });
  const idOf = new Map(created.map((c) => [c.sortOrder, c.id]));
  const addons = lines.flatMap((l) =>
    l.addons.map((a) => ({ cartDetailId: idOf.get(l.row.sortOrder)!, productId: a.productId, priceCents: a.priceCents, quantity: 1 })),
  );
  if (addons.length > 0) await db.insert(invoiceCartDetailAddon).values(addons);
}

/**
 * Takes the stock of several products at once: `units` maps a product to how many it takes. The
 * limited ones are locked in product id order (one lock order for every transaction, so concurrent
 * orders do not deadlock) and then taken in one UPDATE. Answers the first product (by id) that has
 * fewer left, taking nothing; null when all were taken. A product without an inventory row has no limit.
 */
export async function takeStocks(db: DbOrTx, units: ReadonlyMap<number, number>, at: Date): Promise<number | null> {
  if (units.size === 0) return null;
  const ids = [...units.keys()].sort((a, b) => a - b);
  const limited = await db
    .select({ productId: productInventory.productId, quantity: productInventory.quantity })
    .from(productInventory)
    .where(inArray(productInventory.productId, ids))
    .orderBy(asc(productInventory.productId))
    .for('update');
  const short = limited.find((r) => r.quantity < units.get(r.productId)!);
  if (short) return short.productId;
  if (limited.length === 0) return null;
  const taken = sql.join(
    limited.map((r) => sql`(${r.productId}::int, ${units.get(r.productId)!}::int)`),
    sql`, `,
  );
  await db.execute(sql`update ${productInventory} set quantity = ${productInventory}.quantity - v.units, updated_at = ${at.toISOString()}::timestamptz
    from (values ${taken}) as v(product_id, units) where ${productInventory}.product_id = v.product_id`);
  return null;
}

export async function returnStock(db: DbOrTx, productId: number, units: number, at: Date): Promise<void> {
  await db
    .update(productInventory)
    .set({ quantity: sql`${productInventory.quantity} + ${units}`, updatedAt: at })
    .where(eq(productInventory.productId, productId));
}

export async function listDetails(db: DbOrTx, invoiceId: number) {
  return db.query.invoiceCartDetail.findMany({
    where: (d, { eq: e }) => e(d.invoiceId, invoiceId),
    with: { addons: true },
    orderBy: (d, { asc: a }) => [a(d.sortOrder), a(d.id)],
  });
}

export async function productTitles(db: DbOrTx, ids: readonly number[], lang: 'en' | 'fr'): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ productId: productTranslation.productId, languageCd: productTranslation.languageCd, title: productTranslation.title })
    .from(productTranslation)
    .where(inArray(productTranslation.productId, [...new Set(ids)]));
  const out = new Map<number, string>();
  for (const r of rows) if (r.languageCd === lang || !out.has(r.productId)) out.set(r.productId, r.title);
  return out;
}

export async function productTypes(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: product.id, typeCd: product.typeCd })
    .from(product)
    .where(inArray(product.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.typeCd]));
}

/** Which of these products are still sold (status A). */
export async function activeProductIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: product.id })
    .from(product)
    .where(and(inArray(product.id, [...new Set(ids)]), eq(product.statusCd, 'A')));
  return new Set(rows.map((r) => r.id));
}

/**
 * The promo code an order was placed with (null when none), and the discount its recorded use gave;
 * `discountCents` is null once the use was given back (a declined or failed order, ADR 161).
 */
export async function promoCodeOfOrder(
  db: DbOrTx,
  inv: { id: number; promoCodeId: number | null },
): Promise<{ code: string; discountCents: number | null } | null> {
  if (inv.promoCodeId === null) return null;
  const [row] = await db
    .select({ code: promoCode.code, discountCents: promoCodeUse.discountCents })
    .from(promoCode)
    .leftJoin(promoCodeUse, and(eq(promoCodeUse.promoCodeId, promoCode.id), eq(promoCodeUse.invoiceId, inv.id)))
    .where(eq(promoCode.id, inv.promoCodeId))
    .limit(1);
  return row ?? null;
}

/** Paid, non-deleted invoices of a bistro delivered within [from, to). */
export async function franchiseInvoicesBetween(db: DbOrTx, franchiseId: number, from: string, to: string) {
  return db
    .select({ id: invoice.id, totalCents: invoice.totalCents, tax1Cents: invoice.tax1Cents, tax2Cents: invoice.tax2Cents })
    .from(invoice)
    .where(
      and(
        eq(invoice.franchiseId, franchiseId),
        eq(invoice.status, 'P'),
        isNull(invoice.deletedAt),
        gte(invoice.deliveryDate, from),
        lt(invoice.deliveryDate, to),
      ),
    )
    .orderBy(asc(invoice.id));
}

/** Removes an invoice's lines (their add-ons go with them): a try on the same order writes them again (ADR 368). */
export async function deleteCartDetails(db: DbOrTx, invoiceId: number): Promise<void> {
  await db.delete(invoiceCartDetail).where(eq(invoiceCartDetail.invoiceId, invoiceId));
}
