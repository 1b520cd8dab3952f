// Small factories shared by the demo seed and by tests (API integration tests create their own
// accounts, addresses and credits with these instead of hand-written inserts).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { hashPassword } from './password.js';
import { account, address, centuryDollarTransaction, type AddressSnapshot } from './schema/index.js';

export type AccountRow = typeof account.$inferSelect;
export type AddressRow = typeof address.$inferSelect;

export type NewAccountInput = Omit<typeof account.$inferInsert, 'passwordHash' | 'email'> & {
  email: string;
  /** Plain password, hashed with argon2id here. */
  password?: string;
  /** Or an existing hash (to avoid re-hashing the same password many times). */
  passwordHash?: string | null;
};

/**
 * An account as the demo and the tests need it: its e-mail is verified unless `emailVerifiedAt`
 * says otherwise (`null`: a new sign-up that has not opened its link yet, ADR 192).
 */
export async function createAccount(db: DbOrTx, input: NewAccountInput): Promise<AccountRow> {
  const { password, passwordHash, ...rest } = input;
  const hash = passwordHash ?? (password === undefined ? null : await hashPassword(password));
  const emailVerifiedAt = rest.emailVerifiedAt === undefined ? (rest.createdAt ?? new Date()) : rest.emailVerifiedAt;
  const [row] = await db
    .insert(account)
    .values({ ...rest, email: rest.email.trim(), passwordHash: hash, emailVerifiedAt })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export type NewAddressInput = Omit<typeof address.$inferInsert, 'accountId'>;

/** Adds an address; a billing address marks the account's billing address complete. */
export async function createAddress(db: DbOrTx, accountId: number, input: NewAddressInput): Promise<AddressRow> {
  const [row] = await db
    .insert(address)
    .values({ ...input, accountId })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  if (input.addressType === 'B') {
    await db.update(account).set({ isBillingAddressComplete: true, updatedAt: new Date() }).where(eq(account.id, accountId));
  }
  return row;
}

/**
 * Credits Century Dollars: ledger row + balance in one statement pair. Call inside a transaction
 * when it must be atomic with other writes.
 */
export async function creditCenturyDollars(
  db: DbOrTx,
  input: { accountId: number; amountCents: number; methodCd: string; manualUserId?: number | null; note?: string; createdAt?: Date },
): Promise<void> {
  const [updated] = await db
    .update(account)
    .set({ currentCenturyDollarCents: sql`${account.currentCenturyDollarCents} + ${input.amountCents}` })
    .where(eq(account.id, input.accountId))
    .returning({ balance: account.currentCenturyDollarCents });
  if (!updated) throw new Error(`account ${input.accountId} not found`);
  await db.insert(centuryDollarTransaction).values({
    accountId: input.accountId,
    type: 'C',
    amountCents: input.amountCents,
    balanceAfterCents: updated.balance,
    methodCd: input.methodCd,
    manualUserId: input.manualUserId ?? null,
    note: input.note ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
}

export function addressSnapshot(a: AddressRow): AddressSnapshot {
  return {
    name: a.name,
    company: a.company,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    province: a.province,
    postalCode: a.postalCode,
    country: a.country,
    phone: a.phone,
  };
}
