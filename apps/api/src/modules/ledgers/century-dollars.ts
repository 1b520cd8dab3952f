// The Century Dollar ledger: the one writer of an account's balance and its history (issue 10).
// An entry is one century_dollar_transaction row and the balance moved by it, in the caller's
// transaction, or nothing:
//   - a debit never takes the balance below zero (a conditional UPDATE, and the database check
//     account_century_dollars_ck behind it);
//   - an entry with an idempotency key is written once: a repeat changes nothing and says so;
//   - the row records the balance it left (balance_after_cents), the history the profile shows.
// Orders (spend, give back), accounts (manual rows, gift cards applied) and referrals (credits)
// all post here; nothing else updates current_century_dollar_cents.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { account, centuryDollarTransaction } from '@mijote/db/schema';
import type { CenturyDollarMethodCd, CenturyDollarReason } from '@mijote/domain';

export interface CenturyDollarEntry {
  accountId: number;
  /** C credit, D debit */
  type: 'C' | 'D';
  /** > 0 */
  amountCents: number;
  methodCd: CenturyDollarMethodCd;
  at: Date;
  invoiceId?: number | null;
  giftCardId?: number | null;
  /** the staff user of a manual row */
  manualUserId?: number | null;
  /** a reason code the reader translates (ADR 200), or a staff user's note on a manual row */
  note?: CenturyDollarReason | string | null;
  /** makes a retried entry a no-op */
  idempotencyKey?: string | null;
}

export type PostedEntry =
  | { ok: true; balance: number; transactionId: number }
  /** duplicate: the key was already posted; insufficient: a debit the balance does not cover */
  | { ok: false; reason: 'duplicate' | 'insufficient' | 'no-account' };

/** Posts one entry (see the file header). Call it inside the transaction that owns the change. */
export async function postCenturyDollars(tx: DbOrTx, e: CenturyDollarEntry): Promise<PostedEntry> {
  if (!Number.isInteger(e.amountCents) || e.amountCents <= 0)
    throw new Error(`a Century Dollar entry needs a positive amount in cents, got ${e.amountCents}`);
  const delta = e.type === 'C' ? e.amountCents : -e.amountCents;
  // The balance first: its row is locked until the transaction ends, so entries of one account
  // are posted one after the other, and a debit is refused in the same statement that checks it.
  const [moved] = await tx
    .update(account)
    .set({ currentCenturyDollarCents: sql`${account.currentCenturyDollarCents} + ${delta}` })
    .where(
      e.type === 'C'
        ? eq(account.id, e.accountId)
        : and(eq(account.id, e.accountId), gte(account.currentCenturyDollarCents, e.amountCents)),
    )
    .returning({ balance: account.currentCenturyDollarCents });
  if (!moved) {
    const [exists] = await tx.select({ id: account.id }).from(account).where(eq(account.id, e.accountId)).limit(1);
    return { ok: false, reason: exists ? 'insufficient' : 'no-account' };
  }
  const [row] = await tx
    .insert(centuryDollarTransaction)
    .values({
      accountId: e.accountId,
      type: e.type,
      amountCents: e.amountCents,
      balanceAfterCents: moved.balance,
      methodCd: e.methodCd,
      invoiceId: e.invoiceId ?? null,
      giftCardId: e.giftCardId ?? null,
      manualUserId: e.manualUserId ?? null,
      note: e.note ?? null,
      idempotencyKey: e.idempotencyKey ?? null,
      createdAt: e.at,
    })
    .onConflictDoNothing({ target: centuryDollarTransaction.idempotencyKey })
    .returning({ id: centuryDollarTransaction.id });
  if (!row) {
    // posted before: the balance goes back to what it was
    await tx
      .update(account)
      .set({ currentCenturyDollarCents: sql`${account.currentCenturyDollarCents} - ${delta}` })
      .where(eq(account.id, e.accountId));
    return { ok: false, reason: 'duplicate' };
  }
  return { ok: true, balance: moved.balance, transactionId: row.id };
}
