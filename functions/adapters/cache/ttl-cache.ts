/**
 * A small per-instance cache with a time-to-live and in-flight de-duplication: concurrent misses
 * for the same key share one load. Used for public catalogue reads, where a few seconds of
 * staleness is fine and a sell-out rush would otherwise repeat the same DynamoDB reads.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load is not cached.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictExpired(now: number): void {
    for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
