// Login, password reset. Unknown e-mail and wrong password answer the same way and take about
// the same time (a dummy argon2 verification runs for unknown e-mails).
import { createHash, randomBytes } from 'node:crypto';
import type { LoginReply, ResetPasswordConfirmBody, SecondFactorState } from '@mijote/contracts';
import { paths } from '@mijote/contracts/routes';
import { hashPassword, needsRehash, verifyPassword, type DbHandle } from '@mijote/db';
import { AppError } from '../../errors.js';
import { enqueueEmail } from '../outbox/repository.js';
import { HIDDEN_TOKEN } from '../outbox/secret-link.js';
import { passwordResetEmail } from './emails.js';
import { assertPasswordAcceptable, assertPasswordsMatch } from './password-policy.js';
import { attachSubsidy } from '../subsidies/service.js';
import {
  clearCarts,
  consumeResetToken,
  deleteOtherSessions,
  findAccountByEmail,
  findAccountById,
  insertResetToken,
  recordLogin,
  retireResetTokens,
  updatePassword,
  type AccountRow,
} from './repository.js';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** Path of the web page that reads the reset token (ADR 086). */
export function resetPasswordPath(lang: 'en' | 'fr', token: string): string {
  return paths.resetPassword(lang, token);
}

/** What stands for a reset token wherever staff can read an e-mail. */
export { HIDDEN_TOKEN };

const TOKEN_MARK = 'TOKEN-MARK';
/** The reset and sign-in link paths of both languages, with the token: `/en/reset-password/<token>`. */
const RESET_LINK = new RegExp(
  (['en', 'fr'] as const)
    .flatMap((lang) => [resetPasswordPath(lang, TOKEN_MARK), paths.signInLink(lang, TOKEN_MARK)])
    .map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TOKEN_MARK, '[A-Za-z0-9_-]+'))
    .join('|'),
  'g',
);

/**
 * The text with the token of every password-reset (and sign-in) link replaced by `[hidden]`: super users
 * reading the outbox never see a live reset link (ADR 199); the e-mail itself is sent intact.
 */
export function hideResetTokens(text: string): string {
  return text.replace(RESET_LINK, (link) => link.replace(/[A-Za-z0-9_-]+$/, HIDDEN_TOKEN));
}

let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export function invalidCredentials(): AppError {
  return new AppError(401, 'invalid-credentials', 'Invalid e-mail or password');
}

/**
 * The account of the credentials, or null (unknown e-mail and wrong password take about the same
 * time). Records nothing: a login past the per-e-mail limit checks the password this way (ADR 376).
 */
export async function checkCredentials(db: DbHandle, email: string, password: string): Promise<AccountRow | null> {
  const row = await findAccountByEmail(db.db, email);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  return row && row.passwordHash && ok ? row : null;
}

/** Checks the credentials; on success records the login (re-hashing weak hashes) and clears a master login's carts. */
export async function authenticate(db: DbHandle, email: string, password: string, now: Date): Promise<AccountRow> {
  const row = await checkCredentials(db, email, password);
  if (!row?.passwordHash) throw invalidCredentials();
  const newHash = needsRehash(row.passwordHash) ? await hashPassword(password) : undefined;
  await recordSuccessfulLogin(db, row, now, newHash);
  return row;
}

/** What every login does once its proof is given: recorded, subsidy refreshed, a master login's carts cleared. */
export async function recordSuccessfulLogin(db: DbHandle, row: AccountRow, now: Date, newHash?: string): Promise<void> {
  await db.db.transaction(async (tx) => {
    await recordLogin(tx, row.id, now, newHash);
    // the employer's lists may have changed since the last login (ADR 245)
    await attachSubsidy(tx, { id: row.id, email: row.email }, now);
    if (row.isMasterLogin) await clearCarts(tx, row.id);
  });
}

export function loginReply(row: AccountRow, csrfToken: string, secondFactor: SecondFactorState): LoginReply {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.userTypeCd,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    language: row.preferredLanguage,
    isMasterLogin: row.isMasterLogin,
    isBillingAddressComplete: row.isBillingAddressComplete,
    force_password_reset: row.forcePasswordReset,
    csrfToken,
    secondFactor,
  };
}

export async function statusReply(
  db: DbHandle,
  accountId: number,
  csrfToken: string,
  secondFactor: SecondFactorState,
): Promise<LoginReply> {
  const row = await findAccountById(db.db, accountId);
  if (!row) throw AppError.unauthorized();
  return loginReply(row, csrfToken, secondFactor);
}

function sha256(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Queues a reset e-mail when the address belongs to an account; does nothing visible otherwise
 * (the caller always answers `email-instruction`).
 */
export async function requestPasswordReset(
  db: DbHandle,
  input: { email: string; baseUrl: string; encryptionKey: string; ip: string | null; now: Date },
): Promise<void> {
  const row = await findAccountByEmail(db.db, input.email);
  if (!row) return;
  const token = randomBytes(32).toString('base64url');
  const lang = row.preferredLanguage;
  await db.db.transaction(async (tx) => {
    await retireResetTokens(tx, row.id, input.now);
    await insertResetToken(tx, {
      tokenHash: sha256(token),
      accountId: row.id,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + RESET_TOKEN_TTL_MS),
      ip: input.ip,
    });
    await enqueueEmail(
      tx,
      passwordResetEmail({
        to: row.email,
        firstName: row.firstName,
        language: lang,
        link: input.baseUrl + resetPasswordPath(lang, token),
        accountId: row.id,
      }),
      { encryptionKey: input.encryptionKey },
    );
  });
}

function resetIssue(): AppError {
  return new AppError(400, 'password-reset-issue', 'Sorry there was an issue while attempting to reset your password.');
}

/** Sets the new password from a valid token: token used, forced reset cleared, other sessions deleted. */
export async function confirmPasswordReset(
  db: DbHandle,
  body: ResetPasswordConfirmBody,
  input: { now: Date; current: { accountId: number; sessionHash: string } | null },
): Promise<void> {
  assertPasswordsMatch(body.password, body.confirm);
  const tokenHash = sha256(body.token);
  // The conditional UPDATE decides single use; a refused password rolls back and keeps the token.
  await db.db.transaction(async (tx) => {
    const accountId = await consumeResetToken(tx, tokenHash, input.now);
    if (accountId === null) throw resetIssue();
    const row = await findAccountById(tx, accountId);
    if (!row) throw resetIssue();
    assertPasswordAcceptable(body.password, { email: row.email, firstName: row.firstName, lastName: row.lastName });
    await updatePassword(tx, accountId, await hashPassword(body.password), input.now);
    const keep = input.current?.accountId === accountId ? input.current.sessionHash : null;
    await deleteOtherSessions(tx, accountId, keep);
  });
}
