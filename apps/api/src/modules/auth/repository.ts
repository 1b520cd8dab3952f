// Queries of sessions, password reset tokens and the account lookups of login.
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { account, accountEmail, cart, passwordResetToken, secondFactor, session } from '@mijote/db/schema';

export type AccountRow = typeof account.$inferSelect;

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | null> {
  const normalized = email.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(account)
    .where(sql`lower(${account.email}) = ${normalized}`)
    .limit(1);
  if (row) return row;
  // An associated e-mail identifies the same person (account_email).
  const [alias] = await db
    .select({ account })
    .from(accountEmail)
    .innerJoin(account, eq(account.id, accountEmail.accountId))
    .where(sql`lower(${accountEmail.email}) = ${normalized}`)
    .limit(1);
  return alias?.account ?? null;
}

export async function findAccountById(db: DbOrTx, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(account).where(eq(account.id, id)).limit(1);
  return row ?? null;
}

export async function recordLogin(db: DbOrTx, accountId: number, at: Date, newHash?: string): Promise<void> {
  await db
    .update(account)
    .set({ lastLoginAt: at, ...(newHash ? { passwordHash: newHash } : {}) })
    .where(eq(account.id, accountId));
}

/** Master login clears the account's persisted carts (customer-side.md §4). */
export async function clearCarts(db: DbOrTx, accountId: number): Promise<void> {
  await db.delete(cart).where(eq(cart.accountId, accountId));
}

// ── sessions ────────────────────────────────────────────────────────────────

export interface SessionWithAccount {
  idHash: string;
  accountId: number;
  csrfSecret: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  uuid: string;
  userTypeCd: 'SU' | 'CU';
  isMasterLogin: boolean;
  /** The account must choose a new password before anything else (customer-side §4). */
  forcePasswordReset: boolean;
  /** The session waits for its second factor's code (ADR 378). */
  secondFactorPending: boolean;
  /** When the session last passed the second factor (the step-up's 15 minutes). */
  secondFactorAt: Date | null;
  /** The account has a confirmed second factor. */
  secondFactorEnrolled: boolean;
}

export async function findSession(db: DbOrTx, idHash: string): Promise<SessionWithAccount | null> {
  const [row] = await db
    .select({
      idHash: session.idHash,
      accountId: session.accountId,
      csrfSecret: session.csrfSecret,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
      uuid: account.uuid,
      userTypeCd: account.userTypeCd,
      isMasterLogin: account.isMasterLogin,
      forcePasswordReset: account.forcePasswordReset,
      secondFactorPending: session.secondFactorPending,
      secondFactorAt: session.secondFactorAt,
      enrolledAt: secondFactor.enrolledAt,
    })
    .from(session)
    .innerJoin(account, eq(account.id, session.accountId))
    .leftJoin(secondFactor, eq(secondFactor.accountId, session.accountId))
    .where(eq(session.idHash, idHash))
    .limit(1);
  if (!row) return null;
  const { enrolledAt, ...rest } = row;
  return { ...rest, secondFactorEnrolled: enrolledAt !== null };
}

/** The account's type and whether it has a confirmed second factor (a new session's state, ADR 378). */
export async function secondFactorStateOf(db: DbOrTx, accountId: number): Promise<{ userTypeCd: 'SU' | 'CU'; enrolled: boolean } | null> {
  const [row] = await db
    .select({ userTypeCd: account.userTypeCd, enrolledAt: secondFactor.enrolledAt })
    .from(account)
    .leftJoin(secondFactor, eq(secondFactor.accountId, account.id))
    .where(eq(account.id, accountId))
    .limit(1);
  return row ? { userTypeCd: row.userTypeCd, enrolled: row.enrolledAt !== null } : null;
}

/** The session passed its second factor at `at`: no longer pending, and fresh for a step-up. */
export async function markSecondFactorPassed(db: DbOrTx, idHash: string, at: Date): Promise<void> {
  await db.update(session).set({ secondFactorPending: false, secondFactorAt: at }).where(eq(session.idHash, idHash));
}

export async function insertSession(
  db: DbOrTx,
  row: {
    idHash: string;
    accountId: number;
    csrfSecret: string;
    createdAt: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
    secondFactorPending: boolean;
  },
): Promise<void> {
  await db.insert(session).values({ ...row, lastSeenAt: row.createdAt });
}

export async function touchSession(db: DbOrTx, idHash: string, at: Date): Promise<void> {
  await db.update(session).set({ lastSeenAt: at }).where(eq(session.idHash, idHash));
}

export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(session).where(eq(session.idHash, idHash));
}

/** Deletes every session of the account except `keepIdHash` (password change / reset). */
export async function deleteOtherSessions(db: DbOrTx, accountId: number, keepIdHash: string | null): Promise<void> {
  await db
    .delete(session)
    .where(keepIdHash ? and(eq(session.accountId, accountId), ne(session.idHash, keepIdHash)) : eq(session.accountId, accountId));
}

/** Housekeeping on login: the account's sessions past either timeout. */
export async function deleteStaleSessions(db: DbOrTx, accountId: number, now: Date, idleMs: number): Promise<void> {
  await db
    .delete(session)
    .where(and(eq(session.accountId, accountId), or(lt(session.expiresAt, now), lt(session.lastSeenAt, new Date(now.getTime() - idleMs)))));
}

// ── password reset tokens ───────────────────────────────────────────────────

export async function insertResetToken(
  db: DbOrTx,
  row: { tokenHash: string; accountId: number; createdAt: Date; expiresAt: Date; ip: string | null },
): Promise<void> {
  await db.insert(passwordResetToken).values(row);
}

/** A new link replaces the older unused ones. */
export async function retireResetTokens(db: DbOrTx, accountId: number, at: Date): Promise<void> {
  await db
    .update(passwordResetToken)
    .set({ usedAt: at })
    .where(and(eq(passwordResetToken.accountId, accountId), isNull(passwordResetToken.usedAt)));
}

/**
 * Marks a valid token used (single use even under concurrency: the UPDATE is conditional) and
 * returns its account id; null when unknown, expired or already used.
 */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetToken)
    .set({ usedAt: now })
    .where(and(eq(passwordResetToken.tokenHash, tokenHash), isNull(passwordResetToken.usedAt), gt(passwordResetToken.expiresAt, now)))
    .returning({ accountId: passwordResetToken.accountId });
  return row?.accountId ?? null;
}

export async function updatePassword(db: DbOrTx, accountId: number, passwordHash: string, at: Date): Promise<void> {
  await db.update(account).set({ passwordHash, forcePasswordReset: false, updatedAt: at }).where(eq(account.id, accountId));
}
