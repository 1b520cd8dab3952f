// The general request limits — RATE_LIMIT_MAX API calls and PAGE_RATE_LIMIT_MAX pages a minute per
// client address (@fastify/rate-limit) — counted where every node sees them (issue 31, ADR 387):
// in Redis when REDIS_URL is set (the plugin's own Redis store: one atomic script per request),
// else in the database's `rate_limit_counter`, through the AttemptLimiter's one upsert.
//
// The database is not asked on every request: a node leases a few requests of an address's window
// at a time (one upsert adds the lease to the shared count) and spends them locally. A lease is
// at most what is left of the window, so the nodes together never let through more than the limit;
// leases shrink as the count nears the limit (the last ones are one request each, exact), and
// what a node leased but did not spend when the window ends is lost (at most a small lease per
// node an address stopped visiting). A window that is used up is remembered until it ends, so
// an address past its limit costs the database nothing.
import { Redis } from 'ioredis';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { AttemptLimiter } from './limiter.js';

/** The largest lease: one database round trip per this many requests of an address, at most. */
export const MAX_LEASE = 32;
/** A lease is this fraction of what the node last saw left of the window (smaller near the limit). */
const LEASE_SHARE = 16;
/** How often a node forgets the windows that have ended. */
const PRUNE_EVERY_MS = 60_000;

interface Lease {
  /** When the window ends (ms). */
  resetAt: number;
  /** Requests leased and not yet spent. */
  left: number;
  /** The shared count after the last lease (every node's leases of this window). */
  count: number;
  /** The window is used up: no more leases until it ends. */
  spent: boolean;
  /** The lease being taken (other requests of the address wait for it). */
  taking: Promise<void> | null;
}

/** One node's leases of the shared request counts (one per limit: API, pages). */
export class RequestLeases {
  private readonly leases = new Map<string, Lease>();
  private lastPrune = 0;

  constructor(
    private readonly limiter: AttemptLimiter,
    private readonly now: () => Date,
    /** Prefix of the counters' keys in `rate_limit_counter` (apart from the login and sign-up limits'). */
    private readonly prefix: string,
  ) {}

  /** Counts one request of `key`: the count the plugin compares with `max`, and the window's ms left. */
  async hit(key: string, max: number, windowMs: number): Promise<{ current: number; ttl: number }> {
    for (;;) {
      const now = this.now().getTime();
      this.prune(now);
      let lease = this.leases.get(key);
      if (lease && lease.resetAt <= now && !lease.taking) {
        this.leases.delete(key);
        lease = undefined;
      }
      if (lease && lease.left > 0 && lease.resetAt > now) {
        lease.left--;
        return { current: Math.min(max, lease.count - lease.left), ttl: lease.resetAt - now };
      }
      if (lease?.spent && lease.resetAt > now) return { current: max + 1, ttl: lease.resetAt - now };
      if (lease?.taking) {
        await lease.taking;
        continue;
      }
      const next: Lease = lease ?? { resetAt: 0, left: 0, count: 0, spent: false, taking: null };
      this.leases.set(key, next);
      next.taking = this.take(key, next, max, windowMs, now).finally(() => {
        next.taking = null;
      });
      await next.taking;
    }
  }

  private async take(key: string, lease: Lease, max: number, windowMs: number, now: number): Promise<void> {
    const seen = lease.resetAt > now ? lease.count : 0;
    const size = Math.max(1, Math.min(MAX_LEASE, Math.floor((max - seen) / LEASE_SHARE)));
    const [row] = await this.limiter.count([this.prefix + key], size, windowMs, new Date(now));
    const before = row!.count - size;
    const granted = Math.max(0, Math.min(size, max - before));
    lease.resetAt = row!.resetAt.getTime();
    lease.count = before + granted;
    lease.left = granted;
    lease.spent = granted === 0;
  }

  private prune(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS && this.lastPrune <= now) return;
    this.lastPrune = now;
    for (const [key, lease] of this.leases) if (lease.resetAt <= now && !lease.taking) this.leases.delete(key);
  }
}

/** The plugin's `store`: a class over a node's leases of the database's counts. */
export function databaseRequestStore(limiter: AttemptLimiter, now: () => Date, prefix: string): FastifyRateLimitStoreCtor {
  const make = (keyPrefix: string): FastifyRateLimitStore => {
    const leases = new RequestLeases(limiter, now, keyPrefix);
    return {
      incr(key, callback, timeWindow, max) {
        leases.hit(key, max, timeWindow).then(
          (result) => callback(null, result),
          (err: Error) => callback(err),
        );
      },
      // a route with limits of its own counts apart (none today)
      child: (route) => make(`${keyPrefix}${route.method}${route.url}:`),
    };
  };
  return class {
    constructor(_options: FastifyRateLimitOptions) {
      return make(prefix);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/** Where the general limits count: the plugin options that choose the store (Redis or the database). */
export type RequestLimitStore = Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>;

/**
 * The store options of one general limit (`name`: api, page). A store that does not answer lets
 * requests through (`skipOnError`): the limits guard against abuse, a Redis outage must not stop the site.
 */
export function requestLimitStore(
  name: string,
  shared: { redis: Redis | null; limiter: AttemptLimiter; now: () => Date },
): RequestLimitStore {
  if (shared.redis) return { redis: shared.redis, nameSpace: `mijote-${name}-limit:`, skipOnError: true };
  return { store: databaseRequestStore(shared.limiter, shared.now, `${name}-requests:`), skipOnError: true };
}

/** The Redis connection of the limits (REDIS_URL), failing fast rather than queueing when it is down. */
export function limitsRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: false });
}
