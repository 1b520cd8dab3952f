// Password rules (ASVS 5 V6.2, ADR 082): 8 to 128 characters, not a common password, not the
// account's own e-mail or name. Any characters are allowed (no composition rules).
import { readFileSync } from 'node:fs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '@mijote/domain';
import { AppError } from '../../errors.js';

let blocklist: ReadonlySet<string> | null = null;

/** The common-password list (common-passwords.txt beside this file), loaded once. */
export function commonPasswords(): ReadonlySet<string> {
  if (!blocklist) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    blocklist = new Set(
      text
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return blocklist;
}

/** Lower case, accents kept; trailing digits and symbols dropped ("Sunshine2024!" → "sunshine"). */
function stem(password: string): string {
  return password.toLowerCase().replace(/[\d\s!@#$%^&*()_+\-=.,?~]+$/u, '');
}

export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export type PasswordVerdict = 'ok' | 'password-too-weak' | 'password-too-common';

export function checkPassword(password: string, ctx: PasswordContext = {}): PasswordVerdict {
  if (passwordLength(password) !== 'ok') return 'password-too-weak';
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const stemmed = stem(password);
  if (list.has(lower) || (stemmed.length > 0 && list.has(stemmed))) return 'password-too-common';
  if (new Set([...lower]).size < 3) return 'password-too-common';
  const personal = [ctx.email, ctx.email?.split('@')[0], ctx.firstName, ctx.lastName]
    .map((v) => (v ?? '').trim().toLowerCase())
    .filter((v) => v.length >= 3);
  const compact = lower.replace(/\s+/g, '');
  if (
    personal.some((p) => compact === p.replace(/\s+/g, '') || stemmed === p || (p.length >= 4 && compact.includes(p.replace(/\s+/g, ''))))
  ) {
    return 'password-too-common';
  }
  return 'ok';
}

/** Throws 400 `password-too-weak` / `password-too-common`. */
export function assertPasswordAcceptable(password: string, ctx: PasswordContext = {}): void {
  const verdict = checkPassword(password, ctx);
  if (verdict === 'password-too-weak') {
    throw new AppError(400, 'password-too-weak', `The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, {
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
    });
  }
  if (verdict === 'password-too-common') {
    throw new AppError(400, 'password-too-common', 'The password is too common or too close to your e-mail or name');
  }
}

/** Throws 400 `passwords-mismatch` ('Please make sure both passwords match.'). */
export function assertPasswordsMatch(password: string, confirm: string | undefined): void {
  if (confirm !== undefined && password !== confirm) {
    throw new AppError(400, 'passwords-mismatch', 'Please make sure both passwords match.');
  }
}
