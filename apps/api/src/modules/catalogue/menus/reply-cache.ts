import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// A per-process micro-cache of menu replies (ADR 121). Menus are the hottest public read and a
// reply needs a large relational query; for a few seconds every request of the same key shares
// one load (also the one in flight, so a burst costs one query). The key holds everything "now"
// changes — the planned dates and their cut-off state — so a cut-off takes effect at once; data
// edits (inventory, holidays, menus) show within the TTL. The order transaction re-checks
// inventory and dates itself, so a stale "available" never sells what is not there.
export class ReplyCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = () => Date.now(),
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { at: now, value });
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}

/**
 * A reply checked against its contract and serialised once per load, then sent as is: the cached
 * bytes skip the per-request validation + JSON.stringify of a large menu.
 */
export async function cachedJson<S extends z.ZodType>(
  cache: ReplyCache<string>,
  key: string,
  schema: S,
  load: () => Promise<z.output<S>>,
): Promise<string> {
  return cache.get(key, async () => JSON.stringify(z.encode(schema, await load())));
}

/** Sends JSON produced by cachedJson (already validated and serialised). */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(json);
}
