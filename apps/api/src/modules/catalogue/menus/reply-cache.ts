// A per-process micro-cache of replies (ADR 121, 240): for a few seconds every request of the
// same key shares one load (also the one in flight, so a burst costs one query); clear() forgets
// everything at once (a catalogue write, catalogue-cache.ts). For menus the key holds everything
// "now" changes — the planned dates and their cut-off state — so a cut-off takes effect at once.
// The order transaction re-checks inventory and dates itself, so a stale "available" never sells
// what is not there.
export class ReplyCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T>; settled?: T }>();

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
    const entry: { at: number; value: Promise<T>; settled?: T } = { at: now, value };
    this.entries.set(key, entry);
    value.then(
      (v) => (entry.settled = v),
      () => undefined,
    );
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** The loaded value of `key` while it is kept (not expired, not cleared), without loading; else undefined. */
  peek(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(key);
    return hit && this.clock() - hit.at < this.ttlMs ? hit.settled : undefined;
  }

  /** Forgets every entry; loads in flight still answer their callers but are not kept. */
  clear(): void {
    this.entries.clear();
  }
}
