// The super users' second factor (issue 29, ADR 378): TOTP (RFC 6238, SHA-1, 6 digits, 30 s,
// window ±1 step) with the secret sealed at rest, a code accepted once (the last accepted time
// step is kept), and ten one-time recovery codes stored as SHA-256. The routes are ./routes.ts;
// the pending session and the guards are plugins/session.ts and plugins/auth-guards.ts.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { DbOrTx } from '@mijote/db';
import { secondFactor, secondFactorRecoveryCode } from '@mijote/db/schema';
import { openSecret, sealSecret } from '../../lib/secret-box.js';

export const TOTP_PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Mijote';

function totp(secret: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A recovery code `xxxx-xxxx` (lowercase letters and digits). */
export function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 8; i += 1) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

function normalizeRecovery(code: string): string {
  return code.trim().toLowerCase();
}

export async function findEnrolment(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(secondFactor).where(eq(secondFactor.accountId, accountId)).limit(1);
  return row ?? null;
}

/** A new pending secret for the account (replacing an unconfirmed one): the secret, its otpauth URI and a QR SVG. */
export async function beginEnrolment(
  db: DbOrTx,
  key: string,
  accountId: number,
  label: string,
  secret = new OTPAuth.Secret({ size: 20 }).base32,
) {
  const sealed = sealSecret(key, 'totp-secret', secret);
  await db
    .insert(secondFactor)
    .values({ accountId, pendingSealedSecret: sealed })
    .onConflictDoUpdate({ target: secondFactor.accountId, set: { pendingSealedSecret: sealed } });
  const otpauthUri = totp(secret, label).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg' });
  return { secret, otpauthUri, qrSvg };
}

/** The time step of `code` for `secret` at `now` (±1 step), or null. */
function acceptedStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const delta = totp(secret, 'x').validate({ token: code.trim(), timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** Confirms the pending secret with a code: enrolled, ten new recovery codes (returned once), or null when wrong. */
export async function confirmEnrolment(db: DbOrTx, key: string, accountId: number, code: string, now: Date): Promise<string[] | null> {
  const row = await findEnrolment(db, accountId);
  const secret = row?.pendingSealedSecret ? openSecret(key, 'totp-secret', row.pendingSealedSecret) : null;
  if (!row || !secret) return null;
  const step = acceptedStep(secret, code, now);
  if (step === null) return null;
  await db
    .update(secondFactor)
    .set({ sealedSecret: row.pendingSealedSecret, pendingSealedSecret: null, enrolledAt: now, lastStep: step })
    .where(eq(secondFactor.accountId, accountId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(secondFactorRecoveryCode).where(eq(secondFactorRecoveryCode.accountId, accountId));
  await db.insert(secondFactorRecoveryCode).values(codes.map((c) => ({ accountId, codeHash: sha256(c) })));
  return codes;
}

export type VerifyOutcome = { ok: true; usedRecoveryCode: boolean } | { ok: false; replayed: boolean };

/**
 * Checks a TOTP code (refused when its time step is not after the last accepted one: a replay) or
 * an unused recovery code (then spent). Wrong, replayed or not enrolled: `ok: false`.
 */
export async function verifyCode(db: DbOrTx, key: string, accountId: number, code: string, now: Date): Promise<VerifyOutcome> {
  const row = await findEnrolment(db, accountId);
  const secret = row?.enrolledAt && row.sealedSecret ? openSecret(key, 'totp-secret', row.sealedSecret) : null;
  if (!row || !secret) return { ok: false, replayed: false };
  const step = acceptedStep(secret, code, now);
  if (step !== null) {
    // the step only moves forward, atomically: two requests with one code cannot both pass
    const moved = await db
      .update(secondFactor)
      .set({ lastStep: step })
      .where(and(eq(secondFactor.accountId, accountId), or(isNull(secondFactor.lastStep), lt(secondFactor.lastStep, step))))
      .returning({ accountId: secondFactor.accountId });
    return moved.length > 0 ? { ok: true, usedRecoveryCode: false } : { ok: false, replayed: true };
  }
  const spent = await db
    .update(secondFactorRecoveryCode)
    .set({ usedAt: now })
    .where(
      and(
        eq(secondFactorRecoveryCode.accountId, accountId),
        eq(secondFactorRecoveryCode.codeHash, sha256(normalizeRecovery(code))),
        isNull(secondFactorRecoveryCode.usedAt),
      ),
    )
    .returning({ id: secondFactorRecoveryCode.id });
  return spent.length > 0 ? { ok: true, usedRecoveryCode: true } : { ok: false, replayed: false };
}

export async function recoveryCodesLeft(db: DbOrTx, accountId: number): Promise<number> {
  const rows = await db
    .select({ id: secondFactorRecoveryCode.id })
    .from(secondFactorRecoveryCode)
    .where(and(eq(secondFactorRecoveryCode.accountId, accountId), isNull(secondFactorRecoveryCode.usedAt)));
  return rows.length;
}

/**
 * Turns the second factor on with a known secret and recovery codes, when the account has none
 * confirmed: the demo super users at start-up (demo data only, ADR 378). True when it enrolled.
 */
export async function enrolWithSecret(
  db: DbOrTx,
  key: string,
  accountId: number,
  secret: string,
  recoveryCodes: readonly string[],
  now: Date,
): Promise<boolean> {
  const existing = await findEnrolment(db, accountId);
  if (existing?.enrolledAt) return false;
  const sealed = sealSecret(key, 'totp-secret', secret);
  await db
    .insert(secondFactor)
    .values({ accountId, sealedSecret: sealed, enrolledAt: now })
    .onConflictDoUpdate({
      target: secondFactor.accountId,
      set: { sealedSecret: sealed, pendingSealedSecret: null, enrolledAt: now, lastStep: null },
    });
  await db.delete(secondFactorRecoveryCode).where(eq(secondFactorRecoveryCode.accountId, accountId));
  if (recoveryCodes.length) {
    await db.insert(secondFactorRecoveryCode).values(recoveryCodes.map((c) => ({ accountId, codeHash: sha256(normalizeRecovery(c)) })));
  }
  return true;
}
