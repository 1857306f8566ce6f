/**
 * DynamoDB's documented write behaviour, as far as a sell-out rush meets it (sources in the
 * docs/rush-model.md):
 * - a transaction is cancelled (TransactionConflict) when any of its items is part of another
 *   in-flight transaction; a single-item write to such an item fails with TransactionConflict;
 * - each partition key takes at most `partitionWcu` write units per second (a token bucket of one
 *   second's worth), beyond that the request is throttled and consumes nothing;
 * - a transactional write costs 2 WCUs per item per started KB, a single write 1;
 * - a conditional counter admits `n` while used + n ≤ capacity (capacity ≤ 0: no limit).
 * The table answers at the instant a request arrives; the client adds the latency.
 */

/** One write of a request. */
export interface SimWrite {
  /** The item (pk|sk): the unit of conflicts. */
  key: string;
  /** The partition key: the unit of throughput. */
  pk: string;
  /** Write units this write consumes. */
  wcu: number;
  /** Whether the write takes part in conflict checks (false: an item only this order writes). */
  conflicts: boolean;
  /** A conditional counter increment (capacity ≤ 0: unconditional). */
  counter?: { capacity: number; n: number };
}

export type WriteOutcome =
  | { kind: 'ok' }
  | { kind: 'conflict' }
  | { kind: 'throttled'; pk: string }
  | { kind: 'condition'; index: number };

interface Bucket {
  tokens: number;
  at: number;
}

export class SimTable {
  /** In-flight transactions per item key. */
  private readonly locks = new Map<string, number>();
  private readonly buckets = new Map<string, Bucket>();
  /** Counter items: places used and the capacity they were created with. */
  readonly counters = new Map<string, { used: number; capacity: number }>();
  /** Write units consumed per partition key (for the report's hottest partition). */
  readonly consumed = new Map<string, number>();

  constructor(private readonly partitionWcu = 1000) {}

  used(key: string): number {
    return this.counters.get(key)?.used ?? 0;
  }

  isLocked(key: string): boolean {
    return (this.locks.get(key) ?? 0) > 0;
  }

  /** Refills the partition's bucket to `now` (ms) and answers it. */
  private bucket(pk: string, now: number): Bucket {
    let b = this.buckets.get(pk);
    if (!b) {
      b = { tokens: this.partitionWcu, at: now };
      this.buckets.set(pk, b);
    }
    b.tokens = Math.min(this.partitionWcu, b.tokens + ((now - b.at) / 1000) * this.partitionWcu);
    b.at = now;
    return b;
  }

  /** Throttled partition of these writes, if any; else consumes their units. */
  private admit(writes: readonly SimWrite[], now: number): string | undefined {
    const need = new Map<string, number>();
    for (const w of writes) need.set(w.pk, (need.get(w.pk) ?? 0) + w.wcu);
    for (const [pk, wcu] of need) if (this.bucket(pk, now).tokens < wcu) return pk;
    for (const [pk, wcu] of need) {
      this.bucket(pk, now).tokens -= wcu;
      this.consumed.set(pk, (this.consumed.get(pk) ?? 0) + wcu);
    }
    return undefined;
  }

  private failedCondition(writes: readonly SimWrite[]): number {
    return writes.findIndex(
      (w) => w.counter && w.counter.capacity > 0 && this.used(w.key) + w.counter.n > w.counter.capacity,
    );
  }

  private apply(w: SimWrite): void {
    if (!w.counter) return;
    const c = this.counters.get(w.key) ?? { used: 0, capacity: w.counter.capacity };
    c.used += w.counter.n;
    this.counters.set(w.key, c);
  }

  /**
   * A TransactWriteItems arriving at `now`: cancelled on a conflict, a throttled partition or a
   * failed condition; else its items stay locked until `commit()` (the client calls it when the
   * transaction's latency has passed), when its increments apply. Conditions are checked now:
   * the locks keep every other writer off the items until the commit.
   */
  transact(writes: readonly SimWrite[], now: number): { outcome: WriteOutcome; commit?: () => void } {
    if (writes.some((w) => w.conflicts && this.isLocked(w.key))) return { outcome: { kind: 'conflict' } };
    const failed = this.failedCondition(writes);
    if (failed >= 0) return { outcome: { kind: 'condition', index: failed } };
    const throttled = this.admit(writes, now);
    if (throttled) return { outcome: { kind: 'throttled', pk: throttled } };
    const held = writes.filter((w) => w.conflicts);
    for (const w of held) this.locks.set(w.key, (this.locks.get(w.key) ?? 0) + 1);
    return {
      outcome: { kind: 'ok' },
      commit: () => {
        for (const w of held) {
          const n = (this.locks.get(w.key) ?? 1) - 1;
          if (n) this.locks.set(w.key, n);
          else this.locks.delete(w.key);
        }
        for (const w of writes) this.apply(w);
      },
    };
  }

  /** A single PutItem/UpdateItem arriving at `now`: applies at once unless refused. */
  write(w: SimWrite, now: number): WriteOutcome {
    if (this.isLocked(w.key)) return { kind: 'conflict' };
    if (this.failedCondition([w]) === 0) return { kind: 'condition', index: 0 };
    const throttled = this.admit([w], now);
    if (throttled) return { kind: 'throttled', pk: throttled };
    this.apply(w);
    return { kind: 'ok' };
  }

  /** Places taken beyond a counter's capacity, summed over every limited counter item. */
  oversold(): number {
    let over = 0;
    for (const c of this.counters.values()) if (c.capacity > 0) over += Math.max(0, c.used - c.capacity);
    return over;
  }
}
