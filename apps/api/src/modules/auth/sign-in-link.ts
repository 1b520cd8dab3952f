// One-time sign-in links (issue 29, ADR 376). Past the per-e-mail limit of failed logins, a login
// is not refused (anyone could lock the owner out from ten addresses) but the right password alone
// no longer starts a session: when it was right, a link is e-mailed to the account (through the
// outbox, sealed, at most SIGN_IN_LINK_SEND_LIMIT an hour); opening it starts the session, as a
// login does, and clears the e-mail's failed-attempt count. The token is 32 random bytes, only its
// SHA-256 is stored, good for 15 minutes, single use (a conditional UPDATE under a row lock); a
// new link retires the older unused ones.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { paths } from '@mijote/contracts/routes';
import type { DbHandle } from '@mijote/db';
import { signInLinkToken } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { enqueueEmail } from '../outbox/repository.js';
import { signInLinkEmail } from './emails.js';
import { findAccountById, type AccountRow } from './repository.js';

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The answer of every login past the per-e-mail limit without a proof, whatever the password. */
export function loginProofRequired(): AppError {
  return new AppError(
    403,
    'login-proof-required',
    'For your security, if the password was right, we sent a sign-in link to this e-mail address',
  );
}

/** Queues a new sign-in link to the account (the older unused ones are retired). */
export async function sendSignInLink(
  db: DbHandle,
  input: { row: AccountRow; email: string; baseUrl: string; encryptionKey: string; now: Date },
): Promise<void> {
  const { row } = input;
  const token = randomBytes(32).toString('base64url');
  await db.db.transaction(async (tx) => {
    await tx
      .update(signInLinkToken)
      .set({ usedAt: input.now })
      .where(and(eq(signInLinkToken.accountId, row.id), isNull(signInLinkToken.usedAt)));
    await tx.insert(signInLinkToken).values({
      tokenHash: sha256(token),
      accountId: row.id,
      email: input.email,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + SIGN_IN_LINK_TTL_MS),
    });
    await enqueueEmail(
      tx,
      signInLinkEmail({
        to: row.email,
        firstName: row.firstName,
        language: row.preferredLanguage,
        link: input.baseUrl + paths.signInLink(row.preferredLanguage, token),
        accountId: row.id,
      }),
      { encryptionKey: input.encryptionKey },
    );
  });
}

const invalid = () => new AppError(400, 'sign-in-link-invalid', 'This sign-in link is not valid');
const expired = () => new AppError(400, 'sign-in-link-expired', 'This sign-in link has expired');
const used = () => new AppError(400, 'sign-in-link-used', 'This sign-in link was already used');

/**
 * Uses a sign-in link: unknown → invalid, past its time → expired, opened (or replaced) before →
 * used. Returns the account and the e-mail typed at the login that asked for it.
 */
export async function consumeSignInLink(db: DbHandle, token: string, now: Date): Promise<{ row: AccountRow; email: string }> {
  const tokenHash = sha256(token);
  return db.db.transaction(async (tx) => {
    const [link] = await tx.select().from(signInLinkToken).where(eq(signInLinkToken.tokenHash, tokenHash)).for('update').limit(1);
    if (!link) throw invalid();
    if (link.usedAt) throw used();
    if (link.expiresAt.getTime() <= now.getTime()) throw expired();
    const taken = await tx
      .update(signInLinkToken)
      .set({ usedAt: now })
      .where(and(eq(signInLinkToken.tokenHash, tokenHash), isNull(signInLinkToken.usedAt)))
      .returning({ accountId: signInLinkToken.accountId });
    if (taken.length === 0) throw used();
    const row = await findAccountById(tx, link.accountId);
    if (!row) throw invalid();
    return { row, email: link.email };
  });
}
