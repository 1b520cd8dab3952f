// Fixed-window attempt counters for login, password reset, sign-up and card tokenization
// (ASVS 5 V6.3.1, ADR 083): per IP and per e-mail, read with the app's clock so tests can move
// time. In memory per API node: with N nodes an attacker gets at most N× the budget; a shared
// store (a Postgres table) can replace it without changing the callers.
import { AppError } from '../../errors.js';

export interface LimitRule {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

/** Failed logins per e-mail (ASVS: 10 or fewer is typical). */
export const LOGIN_EMAIL_LIMIT: LimitRule = { max: 10, windowMs: 15 * 60_000 };
/** Failed logins per IP: higher, an office or cafeteria shares one address. */
export const LOGIN_IP_LIMIT: LimitRule = { max: 20, windowMs: 15 * 60_000 };
/** Reset requests, per e-mail and per IP. */
export const RESET_LIMIT: LimitRule = { max: 10, windowMs: 15 * 60_000 };
/** Pre-register and register requests per IP (they reveal whether an e-mail is taken). */
export const SIGN_UP_LIMIT: LimitRule = { max: 20, windowMs: 15 * 60_000 };
/** Card tokenizations per IP (card-testing protection). */
export const TOKENIZE_LIMIT: LimitRule = { max: 20, windowMs: 15 * 60_000 };
/** Wrong current passwords per account (e-mail and password changes). */
export const PASSWORD_CHECK_LIMIT: LimitRule = { max: 10, windowMs: 15 * 60_000 };

interface Window {
  count: number;
  resetAt: number;
}

export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => Date) {}

  /** Counts one attempt for each key, then throws 429 `rate-limited` if any key is over its rule. */
  consume(rule: LimitRule, keys: readonly string[]): void {
    this.hit(rule, keys);
    this.assertUnder(rule, keys, true);
  }

  /** Counts one attempt (e.g. a failed login) without throwing. */
  hit(rule: LimitRule, keys: readonly string[]): void {
    const t = this.now().getTime();
    if (this.windows.size > 50_000) this.sweep(t);
    for (const key of keys) {
      let w = this.windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowMs };
        this.windows.set(key, w);
      }
      w.count += 1;
    }
  }

  /** Throws 429 when a key has used its budget (`inclusive`: the current attempt is already counted). */
  assertUnder(rule: LimitRule, keys: readonly string[], inclusive = false): void {
    const t = this.now().getTime();
    let retryAfterMs = 0;
    for (const key of keys) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= t) continue;
      if (inclusive ? w.count > rule.max : w.count >= rule.max) retryAfterMs = Math.max(retryAfterMs, w.resetAt - t);
    }
    if (retryAfterMs > 0) {
      throw new AppError(429, 'rate-limited', 'Too many attempts, please try again later', {
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      });
    }
  }

  private sweep(t: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
  }
}

/** Runs a limiter check and adds the Retry-After header to a 429. */
export function withRetryAfter(reply: { header(name: string, value: string): unknown }, check: () => void): void {
  try {
    check();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 429) reply.header('retry-after', String(err.params.retryAfterSeconds ?? 60));
    throw err;
  }
}
