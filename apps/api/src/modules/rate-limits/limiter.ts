// Attempt and quota counters kept in PostgreSQL (ADR 198), so a limit holds across every API node:
// failed logins, password resets, sign-ups, card tokenizations, uploads. Each key has one fixed
// window that starts with its first attempt; time is the app's clock (tests move it).
//
// An attempt is counted before the work it guards (one atomic INSERT … ON CONFLICT DO UPDATE …
// RETURNING), so simultaneous attempts cannot all pass a check made before any of them is counted.
// When an attempt turns out not to count (a successful login), `refund` gives it back.
import { and, inArray, lte, gt, sql } from 'drizzle-orm';
import type { DbHandle } from '@mijote/db';
import { rateLimitCounter } from '@mijote/db/schema';
import { AppError } from '../../errors.js';

export interface LimitRule {
  /** Attempts (or units, e.g. bytes) allowed in one window. */
  max: number;
  windowMs: number;
}

/** How often a node deletes the counters whose window has passed. */
const SWEEP_EVERY_MS = 60_000;

export class AttemptLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: DbHandle,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts `amount` for each key (atomically), then throws 429 `rate-limited` (with
   * `params.retryAfterSeconds`) if any key is now over its rule.
   */
  async consume(rule: LimitRule, keys: readonly string[], amount = 1): Promise<void> {
    if (keys.length === 0) return;
    const now = this.now();
    const rows = await this.count(keys, amount, rule.windowMs, now);
    let retryAfterMs = 0;
    for (const r of rows) if (r.count > rule.max) retryAfterMs = Math.max(retryAfterMs, r.resetAt.getTime() - now.getTime());
    if (retryAfterMs > 0) throw tooMany(retryAfterMs);
  }

  /**
   * Adds `amount` to each key's count in its current window (a new window of `windowMs` when the
   * last one has passed), atomically, and returns each key's count and window end: the one upsert
   * every limit of the API counts with (`consume`, and the general request limits' leases, ADR 387).
   */
  async count(
    keys: readonly string[],
    amount: number,
    windowMs: number,
    now = this.now(),
  ): Promise<{ key: string; count: number; resetAt: Date }[]> {
    await this.sweep(now);
    const at = sql`${now.toISOString()}::timestamptz`;
    const fresh = new Date(now.getTime() + windowMs);
    return this.db.db
      .insert(rateLimitCounter)
      .values([...new Set(keys)].map((key) => ({ key, count: amount, resetAt: fresh })))
      .onConflictDoUpdate({
        target: rateLimitCounter.key,
        set: {
          count: sql`case when ${rateLimitCounter.resetAt} <= ${at} then excluded.count else least(${rateLimitCounter.count} + excluded.count, 2147483647) end`,
          resetAt: sql`case when ${rateLimitCounter.resetAt} <= ${at} then excluded.reset_at else ${rateLimitCounter.resetAt} end`,
        },
      })
      .returning({ key: rateLimitCounter.key, count: rateLimitCounter.count, resetAt: rateLimitCounter.resetAt });
  }

  /** Gives back `amount` counted in the current window (an attempt that did not count after all). */
  async refund(keys: readonly string[], amount = 1): Promise<void> {
    if (keys.length === 0) return;
    const at = sql`${this.now().toISOString()}::timestamptz`;
    await this.db.db
      .update(rateLimitCounter)
      .set({ count: sql`greatest(${rateLimitCounter.count} - ${amount}, 0)` })
      .where(and(inArray(rateLimitCounter.key, [...new Set(keys)]), gt(rateLimitCounter.resetAt, at)));
  }

  /** Forgets the keys' counts (a one-time sign-in link proved the owner, ADR 376). */
  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.db.delete(rateLimitCounter).where(inArray(rateLimitCounter.key, [...new Set(keys)]));
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS && this.lastSweep <= now.getTime()) return;
    this.lastSweep = now.getTime();
    await this.db.db.delete(rateLimitCounter).where(lte(rateLimitCounter.resetAt, sql`${now.toISOString()}::timestamptz`));
  }
}

function tooMany(retryAfterMs: number): AppError {
  return new AppError(429, 'rate-limited', 'Too many attempts, please try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/** Runs a limiter check and adds the Retry-After header to a 429. */
export async function withRetryAfter(reply: { header(name: string, value: string): unknown }, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 429) reply.header('retry-after', String(err.params.retryAfterSeconds ?? 60));
    throw err;
  }
}
