// Account queries: lookup by uuid, profile updates, e-mail change, counts, orders, Century
// Dollars and gift cards.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { PAYMENT_METHOD_IDS } from '@mijote/domain';
import { account, centuryDollarTransaction, giftCard, invoice, payment } from '@mijote/db/schema';

export type AccountRow = typeof account.$inferSelect;
export type NewAccountRow = typeof account.$inferInsert;

export async function findAccountIdByUuid(db: DbOrTx, uuid: string): Promise<number | null> {
  const [row] = await db.select({ id: account.id }).from(account).where(eq(account.uuid, uuid)).limit(1);
  return row?.id ?? null;
}

export async function getAccount(db: DbOrTx, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(account).where(eq(account.id, id)).limit(1);
  return row ?? null;
}

export async function emailInUse(db: DbOrTx, email: string, exceptAccountId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(sql`lower(${account.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return !!row && row.id !== exceptAccountId;
}

export async function insertAccount(db: DbOrTx, row: NewAccountRow): Promise<AccountRow> {
  const [created] = await db.insert(account).values(row).returning();
  return created!;
}

export async function updateAccount(db: DbOrTx, id: number, values: Partial<NewAccountRow>): Promise<AccountRow> {
  const [row] = await db.update(account).set(values).where(eq(account.id, id)).returning();
  return row!;
}

export async function countAccounts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(account);
  return Number(row?.n ?? 0);
}

/**
 * "My orders" lists the orders that were placed (ADR 368): paid, refunded, canceled after being
 * paid, an Interac order awaiting the bank, and an unpaid order with no processor payment (the
 * office's). Never a try whose payment did not go through (declined, failed, a charge the
 * processor never saw, an Interac payment not made in time): the page said nothing was charged.
 * A card charge still on its way shows once it is paid.
 */
const placed = sql`(
  ${invoice.status} in ('P', 'R')
  or (${invoice.status} in ('C', 'E') and ${invoice.paidAt} is not null)
  or (${invoice.status} = 'U' and coalesce((
    select p.payment_method_id = ${PAYMENT_METHOD_IDS.interacOnline} and p.status = 'pending'
    from ${payment} p
    where p.invoice_id = ${invoice.id} and p.payment_method_id in (${PAYMENT_METHOD_IDS.card}, ${PAYMENT_METHOD_IDS.interacOnline})
    order by p.id desc limit 1
  ), true))
)`;

/** A place in the order history: the creation instant (text, to the microsecond) and id of an order. */
export interface InvoiceCursor {
  at: string;
  id: number;
}

/**
 * One page of "My orders", newest first (ADR 391): `limit + 1` rows are read so the caller knows
 * whether another page follows. Keyset paging on (created_at, id): `invoice_account_idx`
 * (account_id, created_at) is read backwards from the cursor, the id only breaks ties. Each row
 * carries its cursor as text to the microsecond (a JavaScript Date keeps milliseconds only, and a
 * cursor rounded down would skip the orders placed in the same millisecond).
 */
export function listInvoices(db: DbOrTx, accountId: number, page: { limit: number; before?: InvoiceCursor | undefined }) {
  const { before } = page;
  const older = before
    ? sql`${invoice.createdAt} <= ${before.at}::timestamptz
        and (${invoice.createdAt} < ${before.at}::timestamptz or ${invoice.id} < ${before.id})`
    : undefined;
  return db
    .select({
      invoice,
      cursorAt: sql<string>`to_char(${invoice.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(invoice)
    .where(and(eq(invoice.accountId, accountId), isNull(invoice.deletedAt), placed, older))
    .orderBy(desc(invoice.createdAt), desc(invoice.id))
    .limit(page.limit + 1);
}

// ── Century Dollars ─────────────────────────────────────────────────────────

/** The ledger of an account, newest first, with the code of the gift card of each GC credit. */
export async function listCenturyDollarTransactions(db: DbOrTx, accountId: number) {
  return db
    .select({ tx: centuryDollarTransaction, giftCardCode: giftCard.code })
    .from(centuryDollarTransaction)
    .leftJoin(giftCard, eq(giftCard.id, centuryDollarTransaction.giftCardId))
    .where(eq(centuryDollarTransaction.accountId, accountId))
    .orderBy(desc(centuryDollarTransaction.createdAt), desc(centuryDollarTransaction.id))
    .limit(500);
}

// ── gift cards ──────────────────────────────────────────────────────────────

export async function findGiftCard(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(giftCard)
    .where(sql`upper(${giftCard.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  return row ?? null;
}
