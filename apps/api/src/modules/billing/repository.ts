// The invoice's money rows (ADR 366): the invoice itself, its payments, its refunds and its status
// history. The billing module owns them; the checkout records an order and settles its payment
// through these (checkout → billing, never the other way). Every change that two requests may race
// for is ONE conditional UPDATE (a status moved from what it was), and a transaction that changes
// an invoice's money locks the invoice's row first, then its payments: one lock order everywhere.
import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { checkoutAttempt, invoice, invoiceRefund, invoiceStatusHistory, payment } from '@mijote/db/schema';

export type InvoiceRow = typeof invoice.$inferSelect;
export type NewInvoiceRow = typeof invoice.$inferInsert;
export type PaymentRow = typeof payment.$inferSelect;
export type RefundRow = typeof invoiceRefund.$inferSelect;
type InvoiceStatus = InvoiceRow['status'];

export async function findInvoiceByKey(db: DbOrTx, key: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoice).where(eq(invoice.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/**
 * The processor's idempotency key of a checkout payment (ADR 161, 368): `invoice-{id}` for the
 * order's first try, `invoice-{id}-attempt-{n}` for the n-th try on the same order. Every charge,
 * lookup and Interac start of a checkout payment uses it, so each try is charged at most once.
 */
export const chargeKeyOf = (invoiceId: number, attempt: number) =>
  attempt <= 1 ? `invoice-${invoiceId}` : `invoice-${invoiceId}-attempt-${attempt}`;

/** The processor key of a checkout payment, by the try that made it (a payment of no try: the first's). */
export async function checkoutChargeKey(db: DbOrTx, pay: Pick<PaymentRow, 'id' | 'invoiceId'>): Promise<string> {
  const [row] = await db
    .select({ attempt: checkoutAttempt.attempt })
    .from(checkoutAttempt)
    .where(eq(checkoutAttempt.paymentId, pay.id))
    .limit(1);
  return chargeKeyOf(pay.invoiceId, row?.attempt ?? 1);
}

/** An invoice that is not deleted. */
export async function findInvoice(db: DbOrTx, id: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.id, id), isNull(invoice.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks an invoice's row until the transaction ends and reads it (a deleted one only with
 * `deleted: true`: a refund a crash cut off still finishes after its deletion). Every money
 * action starts here, so two of them on one invoice run one after the other.
 */
export async function lockInvoice(
  tx: DbOrTx,
  id: number,
  o: { franchiseId?: number | undefined; deleted?: boolean } = {},
): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoice)
    .where(
      and(
        eq(invoice.id, id),
        o.deleted ? undefined : isNull(invoice.deletedAt),
        o.franchiseId !== undefined ? eq(invoice.franchiseId, o.franchiseId) : undefined,
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertInvoice(db: DbOrTx, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [created] = await db.insert(invoice).values(row).returning();
  return created!;
}

export async function updateInvoice(db: DbOrTx, id: number, values: Partial<NewInvoiceRow>): Promise<void> {
  await db.update(invoice).set(values).where(eq(invoice.id, id));
}

/** Moves the invoice from `from` to `to` (conditional: false when it was no longer `from`). */
export async function setInvoiceStatus(
  db: DbOrTx,
  id: number,
  from: InvoiceStatus,
  to: InvoiceStatus,
  values: Omit<Partial<NewInvoiceRow>, 'accountId'> & { at: Date; reason: string; accountId: number | null; note?: string | null },
): Promise<boolean> {
  const { at, reason, accountId, note, ...rest } = values;
  const rows = await db
    .update(invoice)
    .set({ ...rest, status: to, updatedAt: at })
    .where(and(eq(invoice.id, id), eq(invoice.status, from)))
    .returning({ id: invoice.id });
  if (rows.length === 0) return false;
  if (from !== to)
    await insertStatusHistory(db, {
      invoiceId: id,
      fromStatus: from,
      toStatus: to,
      changedByAccountId: accountId,
      reason,
      note: note ?? null,
      createdAt: at,
    });
  return true;
}

export async function insertStatusHistory(db: DbOrTx, row: typeof invoiceStatusHistory.$inferInsert): Promise<void> {
  await db.insert(invoiceStatusHistory).values(row);
}

// ── payments ────────────────────────────────────────────────────────────────

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

/**
 * Processor payments of one method in `status` since before `before` (by their last change),
 * oldest first. `own`: only the charges made after checkout (a balance collected: they carry their
 * own idempotency key), or only the checkout's (`invoice-{id}`).
 */
export async function stalePayments(
  db: DbOrTx,
  o: { methodId: number; status: PaymentRow['status']; before: Date; own: 'checkout' | 'billing' | 'any'; limit?: number },
): Promise<PaymentRow[]> {
  const since = o.status === 'pending' ? payment.createdAt : payment.updatedAt;
  return db
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.paymentMethodId, o.methodId),
        eq(payment.status, o.status),
        lt(since, o.before),
        o.own === 'checkout' ? isNull(payment.idempotencyKey) : o.own === 'billing' ? isNotNull(payment.idempotencyKey) : undefined,
      ),
    )
    .orderBy(asc(since), asc(payment.id))
    .limit(o.limit ?? 100);
}

// ── refunds ─────────────────────────────────────────────────────────────────

export async function listRefunds(db: DbOrTx, invoiceId: number): Promise<RefundRow[]> {
  return db.select().from(invoiceRefund).where(eq(invoiceRefund.invoiceId, invoiceId)).orderBy(asc(invoiceRefund.id));
}

export async function insertRefunds(db: DbOrTx, rows: (typeof invoiceRefund.$inferInsert)[]): Promise<RefundRow[]> {
  if (rows.length === 0) return [];
  return db.insert(invoiceRefund).values(rows).returning();
}

export async function refundsOfBatch(db: DbOrTx, batch: string): Promise<RefundRow[]> {
  return db.select().from(invoiceRefund).where(eq(invoiceRefund.batch, batch)).orderBy(asc(invoiceRefund.id));
}

/** Moves a refund out of pending (conditional): false when another request (or the job) finished it first. */
export async function claimRefund(db: DbOrTx, id: number, values: Partial<typeof invoiceRefund.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(invoiceRefund)
    .set(values)
    .where(and(eq(invoiceRefund.id, id), eq(invoiceRefund.status, 'pending')))
    .returning({ id: invoiceRefund.id });
  return rows.length > 0;
}

/** The batches with a refund still pending since before `before`, oldest first. */
export async function stalePendingBatches(db: DbOrTx, before: Date, limit = 100): Promise<{ batch: string; invoiceId: number }[]> {
  return db
    .selectDistinct({ batch: invoiceRefund.batch, invoiceId: invoiceRefund.invoiceId })
    .from(invoiceRefund)
    .where(and(eq(invoiceRefund.status, 'pending'), lt(invoiceRefund.createdAt, before)))
    .limit(limit);
}

/** Payments and refunds of several invoices at once (a list's money columns): two statements. */
export async function moneyRowsOf(db: DbOrTx, invoiceIds: readonly number[]): Promise<{ payments: PaymentRow[]; refunds: RefundRow[] }> {
  if (invoiceIds.length === 0) return { payments: [], refunds: [] };
  const ids = [...new Set(invoiceIds)];
  const payments = await db.select().from(payment).where(inArray(payment.invoiceId, ids)).orderBy(asc(payment.id));
  const refunds = await db.select().from(invoiceRefund).where(inArray(invoiceRefund.invoiceId, ids)).orderBy(asc(invoiceRefund.id));
  return { payments, refunds };
}
