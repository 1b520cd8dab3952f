// Password hashing: argon2id at OWASP's minimum parameters (m = 19 MiB, t = 2, p = 1).
import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's `Algorithm.Argon2id` (an ambient const enum, unusable with verbatimModuleSyntax). */
const ARGON2ID = 2;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** false for a wrong password or a malformed / missing hash (never throws for those). */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash made with weaker parameters should be re-hashed on the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(
    `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`,
  );
}
