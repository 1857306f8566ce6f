import { describe, expect, it } from 'vitest';
import { allocate, indexAt, newShard, shardSum, type BucketState, type ShardState } from './capacity-buckets';
import {
  atOrderPosition,
  orderPosition,
  sampleIndices,
  samplePositions,
  sampleBucketIndices,
  sampleCounter,
  sampleSuffices,
  SAMPLE_BUCKETS,
  SAMPLE_ROOM,
} from './capacity-sample';

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

describe('one order, one position in all its sharded scopes', () => {
  /** A sample of a shard at the given positions, as the adapter reads it. */
  const sampled = (shard: ShardState, positions: number[]): ShardState => ({
    ...sampleOf(shard, sampleIndices(positions, shard.buckets.length)),
    scope: shard.scope,
    guid: shard.guid,
    gen: shard.gen,
    count: shard.buckets.length,
    positions,
  });
  const event = newShard('event', 'event', 10_000) as ShardState; // 64 buckets
  const category = newShard('category', 'cat', 2_000) as ShardState; // 16 buckets

  it('reads the same buckets of scopes of one size, and the same fractions where sizes differ', () => {
    const positions = samplePositions([64, 16], () => 0.3);
    expect(positions).toHaveLength(SAMPLE_BUCKETS);
    const inCategory = sampleIndices(positions, 16);
    const inEvent = sampleIndices(positions, 64);
    expect(new Set(inCategory).size).toBe(SAMPLE_BUCKETS);
    expect(new Set(inEvent).size).toBe(SAMPLE_BUCKETS);
    // Bucket k of 16 is the same quarter-width slice as buckets 4k…4k+3 of 64.
    inCategory.forEach((k, i) => expect(Math.floor((inEvent[i] as number) / 4)).toBe(k));
    expect(
      sampleIndices(
        samplePositions([64, 64], () => 0.7),
        64,
      ),
    ).toEqual(
      sampleIndices(
        samplePositions([64], () => 0.7),
        64,
      ),
    );
  });

  it('takes its places at one sampled position in every scope, for any draw', () => {
    for (const r of [0.01, 0.3, 0.62, 0.99]) {
      const positions = samplePositions([64, 16], () => r);
      const counters = atOrderPosition(
        [
          { n: 1, shard: sampled(event, positions) },
          { n: 1, shard: sampled(category, positions) },
        ],
        () => r,
      );
      const [inEvent, inCategory] = counters.map(
        (c) => allocate(c.shard as ShardState, 1)?.[0]?.bucket as number,
      );
      expect(positions.map((p) => indexAt(p, 16))).toContain(inCategory);
      expect(Math.floor((inEvent as number) / 4)).toBe(inCategory);
    }
  });

  it('goes where every scope has room, and a scope full there takes another bucket, so nothing is refused', () => {
    const positions = samplePositions([16], () => 0.5);
    const cat = sampled(category, positions);
    // Every sampled bucket of the category but the last is full.
    for (const b of cat.buckets)
      if (b.index !== 0 && b.index !== cat.buckets.at(-1)?.index) b.used = b.capacity;
    const position = orderPosition([cat], () => 0);
    expect(indexAt(position as number, 16)).toBe(cat.buckets.at(-1)?.index);
    // Full at the position the order drew: another bucket with room, as before positions.
    const full = cat.buckets.find((b) => b.index !== 0 && b.used === b.capacity) as BucketState;
    const at = (full.index + 0.5) / 16;
    expect(allocate({ ...cat, position: at }, 1)?.[0]?.bucket).not.toBe(full.index);
    expect(allocate({ ...cat, position: at }, 1)).toHaveLength(1);
  });

  it('leaves counters it takes nothing sharded in alone, and draws freely when nothing was sampled', () => {
    const plain = { n: 1 };
    const held = { n: 1, held: 1, shard: event };
    expect(atOrderPosition([plain, held])).toEqual([plain, held]);
    expect(orderPosition([])).toBeUndefined();
    expect(orderPosition([event], () => 0.25)).toBe(0.25);
  });
});
