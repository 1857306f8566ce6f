import { allocate, type Random, type ShardState } from './capacity-buckets';

/**
 * Places moved out of and into one sharded scope by one transaction (the ranking import's wave
 * moves, issue 25): every place given back returns to the bucket it came from, the places taken go
 * to buckets with room once those are back, and each bucket gets one write with the net change (a
 * transaction may write an item only once). Pure; the adapter turns `net` into writes (a positive
 * net with the bucket's capacity condition, see capacity-buckets.ts in the adapters).
 */
export interface BucketMoves {
  /** Net change per bucket index (buckets left as they are are absent). */
  net: Map<number, number>;
  /** Per take (same order as `takes`), the buckets its places went to. */
  placed: Array<Array<{ bucket: number; n: number }>>;
}

/** Undefined when the scope has too little room for the takes, even with the places given back. */
export function moveInBuckets(
  shard: Pick<ShardState, 'total' | 'buckets'>,
  released: ReadonlyArray<{ bucket: number; n: number }>,
  takes: readonly number[],
  random: Random = Math.random,
): BucketMoves | undefined {
  const net = new Map<number, number>();
  const bump = (bucket: number, n: number) => net.set(bucket, (net.get(bucket) ?? 0) + n);
  for (const r of released) bump(r.bucket, -r.n);
  // The buckets as they will be once the places given back are there, updated take by take.
  const state = {
    total: shard.total,
    buckets: shard.buckets.map((b) => ({ ...b, used: b.used + (net.get(b.index) ?? 0) })),
  };
  const placed: BucketMoves['placed'] = [];
  for (const n of takes) {
    const where = allocate(state, n, random);
    if (!where) return undefined;
    for (const w of where) {
      bump(w.bucket, w.n);
      const b = state.buckets.find((x) => x.index === w.bucket);
      if (b) b.used += w.n;
    }
    placed.push(where);
  }
  for (const [bucket, n] of net) if (n === 0) net.delete(bucket);
  return { net, placed };
}
