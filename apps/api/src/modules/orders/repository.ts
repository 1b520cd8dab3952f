// Order (invoice) queries. Every stock, promo-code and Century Dollar change is ONE conditional
// UPDATE, so concurrent orders can never oversell, over-use a code or overdraw a balance (the
// CHECK constraints are the last line of defence). Rows are locked in one order — products by
// id, then the promo code, then the account — so concurrent orders do not deadlock.
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import {
  invoice,
  invoiceCartDetail,
  invoiceCartDetailAddon,
  invoiceStatusHistory,
  payment,
  product,
  productInventory,
  productTranslation,
  promoCode,
  promoCodeUse,
} from '@mijote/db/schema';

export type InvoiceRow = typeof invoice.$inferSelect;
export type NewInvoiceRow = typeof invoice.$inferInsert;
export type PaymentRow = typeof payment.$inferSelect;
type InvoiceStatus = InvoiceRow['status'];

export async function findInvoiceByKey(db: DbOrTx, key: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoice).where(eq(invoice.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function findInvoice(db: DbOrTx, id: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.id, id), isNull(invoice.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertInvoice(db: DbOrTx, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [created] = await db.insert(invoice).values(row).returning();
  return created!;
}

/** Moves the invoice from `from` to `to` (conditional: false when it was no longer `from`). */
export async function setInvoiceStatus(
  db: DbOrTx,
  id: number,
  from: InvoiceStatus,
  to: InvoiceStatus,
  values: Partial<NewInvoiceRow> & { at: Date; reason: string; accountId: number | null },
): Promise<boolean> {
  const { at, reason, accountId, ...rest } = values;
  const rows = await db
    .update(invoice)
    .set({ ...rest, status: to, updatedAt: at })
    .where(and(eq(invoice.id, id), eq(invoice.status, from)))
    .returning({ id: invoice.id });
  if (rows.length === 0) return false;
  if (from !== to)
    await insertStatusHistory(db, { invoiceId: id, fromStatus: from, toStatus: to, changedByAccountId: accountId, reason, createdAt: at });
  return true;
}

export async function insertStatusHistory(db: DbOrTx, row: typeof invoiceStatusHistory.$inferInsert): Promise<void> {
  await db.insert(invoiceStatusHistory).values(row);
}

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

export async function insertPayment(db: DbOrTx, row: typeof payment.$inferInsert): Promise<PaymentRow> {
  const [created] = await db.insert(payment).values(row).returning();
  return created!;
}

export async function updatePayment(db: DbOrTx, id: number, values: Partial<typeof payment.$inferInsert>): Promise<void> {
  await db.update(payment).set(values).where(eq(payment.id, id));
}

export async function listPayments(db: DbOrTx, invoiceId: number): Promise<PaymentRow[]> {
  return db.select().from(payment).where(eq(payment.invoiceId, invoiceId)).orderBy(asc(payment.id));
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

/** Moves a payment out of `from` (conditional): false when another request moved it first. */
export async function claimPayment(
  db: DbOrTx,
  id: number,
  from: PaymentRow['status'],
  values: Partial<typeof payment.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(payment)
    .set(values)
    .where(and(eq(payment.id, id), eq(payment.status, from)))
    .returning({ id: payment.id });
  return rows.length > 0;
}

/** Processor payments of one method still pending since before `before`, oldest first. */
export async function stalePendingPayments(db: DbOrTx, methodId: number, before: Date, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payment)
    .where(and(eq(payment.paymentMethodId, methodId), eq(payment.status, 'pending'), lt(payment.createdAt, before)))
    .orderBy(asc(payment.createdAt), asc(payment.id))
    .limit(limit);
}
