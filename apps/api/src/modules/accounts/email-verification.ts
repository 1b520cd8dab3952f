// E-mail verification (ADR 192). Sign-up and an e-mail change send, through the outbox, a link
// `/{lang}/verify-email/{token}` to the address; opening it proves the owner reads that mailbox.
// The token is 32 random bytes (only its SHA-256 is stored, like reset tokens, ADR 086), good for
// EMAIL_VERIFICATION_TTL_MS, single use (a conditional UPDATE under a row lock), and tied to the
// address it was sent to: after an e-mail change, an older link verifies nothing. A new link
// (resend, e-mail change) deletes the unused older ones. Referral credits wait for it (ADR 193).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { paths } from '@mijote/contracts/routes';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { account, emailVerificationToken } from '@mijote/db/schema';
import { EMAIL_VERIFICATION_HOURS, type Lang } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { emailVerificationEmail } from '../auth/emails.js';
import { enqueueEmail } from '../outbox/repository.js';
import { onEmailVerified } from '../referrals/service.js';

/** How long a verification link stays good. */
export const EMAIL_VERIFICATION_TTL_MS = EMAIL_VERIFICATION_HOURS * 3600_000;

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Path of the web page that reads the verification token. */
export function verifyEmailPath(lang: Lang, token: string): string {
  return paths.verifyEmail(lang, token);
}

/**
 * Inside the caller's transaction: deletes the account's unused links and queues a new one to
 * `email`, in the account's language.
 */
export async function sendVerificationLink(
  tx: DbOrTx,
  input: { accountId: number; email: string; language: Lang; baseUrl: string; encryptionKey: string; now: Date },
): Promise<void> {
  await tx
    .delete(emailVerificationToken)
    .where(and(eq(emailVerificationToken.accountId, input.accountId), isNull(emailVerificationToken.usedAt)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailVerificationToken).values({
    tokenHash: sha256(token),
    accountId: input.accountId,
    email: input.email,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  await enqueueEmail(
    tx,
    emailVerificationEmail({
      to: input.email,
      language: input.language,
      link: input.baseUrl + verifyEmailPath(input.language, token),
      accountId: input.accountId,
    }),
    { encryptionKey: input.encryptionKey },
  );
}

const invalid = () => new AppError(400, 'email-verification-invalid', 'This verification link is not valid');
const expired = () => new AppError(400, 'email-verification-expired', 'This verification link has expired');
const used = () => new AppError(400, 'email-verification-used', 'This verification link was already used');

/**
 * Confirms the e-mail of a verification link: unknown or tampered → invalid, past its time →
 * expired, opened before → used, sent to an address the account no longer has → invalid. Marks
 * the account verified and, in the same transaction, decides its referral credits.
 */
export async function confirmEmailVerification(db: DbHandle, token: string, now: Date): Promise<{ email: string }> {
  const tokenHash = sha256(token);
  return db.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailVerificationToken)
      .where(eq(emailVerificationToken.tokenHash, tokenHash))
      .for('update')
      .limit(1);
    if (!row) throw invalid();
    if (row.usedAt) throw used();
    if (row.expiresAt.getTime() <= now.getTime()) throw expired();
    const [owner] = await tx
      .select({ id: account.id, email: account.email, emailVerifiedAt: account.emailVerifiedAt })
      .from(account)
      .where(eq(account.id, row.accountId))
      .for('update')
      .limit(1);
    if (!owner || owner.email.trim().toLowerCase() !== row.email.trim().toLowerCase()) throw invalid();
    await tx.update(emailVerificationToken).set({ usedAt: now }).where(eq(emailVerificationToken.tokenHash, tokenHash));
    if (!owner.emailVerifiedAt) await tx.update(account).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(account.id, owner.id));
    await onEmailVerified(tx, owner.id, now);
    return { email: owner.email };
  });
}

/** A new link for the signed-in account; 409 email-already-verified when there is nothing to verify. */
export async function resendVerification(
  db: DbHandle,
  accountId: number,
  input: { baseUrl: string; encryptionKey: string; now: Date },
): Promise<void> {
  await db.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: account.id, email: account.email, language: account.preferredLanguage, emailVerifiedAt: account.emailVerifiedAt })
      .from(account)
      .where(eq(account.id, accountId))
      .for('update')
      .limit(1);
    if (!owner) throw AppError.unauthorized();
    if (owner.emailVerifiedAt) throw new AppError(409, 'email-already-verified', 'This e-mail address is already verified');
    await sendVerificationLink(tx, {
      accountId: owner.id,
      email: owner.email,
      language: owner.language,
      baseUrl: input.baseUrl,
      encryptionKey: input.encryptionKey,
      now: input.now,
    });
  });
}
