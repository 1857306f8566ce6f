import { describe, expect, it } from 'vitest';
import {
  allocate,
  newShard,
  sampleBucketIndices,
  sampleCounter,
  sampleSuffices,
  shardSum,
  SAMPLE_BUCKETS,
  SAMPLE_ROOM,
  type BucketState,
  type ShardState,
} from './capacity-buckets';

/** A scope's buckets as a register call samples them: bucket 0 and the given others. */
const sampleOf = (shard: ShardState, indices: number[]) => ({
  total: shard.total,
  buckets: shard.buckets.filter((b) => b.index === 0 || indices.includes(b.index)),
});

/** A 10,000-place race (64 buckets) with `sold` places taken evenly. */
function race(sold: number): ShardState {
  const shard = newShard('subevent', 'race', 10_000) as ShardState;
  let left = sold;
  while (left > 0)
    for (const b of shard.buckets) {
      if (left <= 0 || b.used >= b.capacity) continue;
      b.used++;
      left--;
    }
  return shard;
}

describe("a register call's first read of a sharded scope", () => {
  it('reads bucket 0 and eight distinct others at random, never more than the scope has', () => {
    const picks = sampleBucketIndices(64, () => 0.5);
    expect(picks).toHaveLength(SAMPLE_BUCKETS);
    expect(new Set(picks).size).toBe(SAMPLE_BUCKETS);
    expect(picks.every((i) => i >= 1 && i < 64)).toBe(true);
    expect(sampleBucketIndices(64, () => 0.1)).not.toEqual(sampleBucketIndices(64, () => 0.9));
    expect(sampleBucketIndices(5, Math.random)).toEqual([1, 2, 3, 4]);
  });

  it('stands for an open race: every capacity check passes on it exactly when it passes on the whole', () => {
    const shard = race(2_000);
    const sample = sampleOf(shard, sampleBucketIndices(64));
    expect(sampleSuffices(sample, 64, false)).toBe(true);
    const seen = sampleCounter(sample);
    const whole = shardSum(shard);
    expect(seen.capacity).toBe(10_000);
    // Never fewer places taken than really taken, and room for any order (≤ 100 people).
    expect(seen.used).toBeGreaterThanOrEqual(whole.used);
    expect(seen.capacity - seen.used).toBeGreaterThanOrEqual(SAMPLE_ROOM);
    expect(allocate(sample, 3)).toHaveLength(1);
  });

  it('is not enough near the sell-out: the whole scope is read, so the last place stays sellable', () => {
    // 9,990 sold: ten free places somewhere in 64 buckets.
    const shard = race(9_990);
    const sample = sampleOf(shard, sampleBucketIndices(64));
    expect(sampleSuffices(sample, 64, false)).toBe(false);
    // A full race read whole: the reason comes from the sums, as before sharding.
    const full = race(10_000);
    expect(sampleSuffices(sampleOf(full, [1, 2, 3, 4, 5, 6, 7, 8]), 64, false)).toBe(false);
    expect(shardSum(full)).toEqual({ capacity: 10_000, used: 10_000 });
  });

  it('is not enough when its buckets hold fewer than 100 free places, even if others have more', () => {
    const buckets: BucketState[] = Array.from({ length: 16 }, (_, index) => ({
      index,
      capacity: 40,
      used: index < 9 ? 40 : 0,
    }));
    const shard: ShardState = { scope: 'category', guid: 'c', total: 640, gen: 1, buckets };
    expect(sampleSuffices(sampleOf(shard, [1, 2, 3, 4, 5, 6, 7, 8]), 16, false)).toBe(false);
    expect(sampleSuffices(sampleOf(shard, [9, 10, 11]), 16, false)).toBe(true);
  });

  it("takes an unlimited option's sample unless its sales are summed (a tie counter)", () => {
    const usage = newShard('cardValue', 'gender:1', 0, 10_000) as ShardState;
    const sample = sampleOf(usage, [3, 9]);
    expect(sampleSuffices(sample, usage.buckets.length, false)).toBe(true);
    expect(sampleSuffices(sample, usage.buckets.length, true)).toBe(false);
    expect(allocate(sample, 1)?.[0]?.bucket).toSatisfy((b: number) => [0, 3, 9].includes(b));
  });

  it('is never enough for a category whose price tiers count the places sold: the price needs the sum', () => {
    const sample = sampleOf(race(2_000), [1, 2, 3, 4, 5, 6, 7, 8]);
    expect(sampleSuffices(sample, 64, false)).toBe(true);
    expect(sampleSuffices(sample, 64, true)).toBe(false);
  });

  it('a scope read whole is always enough', () => {
    const shard = race(10_000);
    expect(sampleSuffices(shard, 64, true)).toBe(true);
  });
});
