import { describe, expect, it } from 'vitest';
import {
  allocate,
  allocateTogether,
  bucketAttemptOrder,
  bucketCountFor,
  newShard,
  redistribute,
  shardSum,
  shouldShard,
  splitCapacity,
  usageBucketsFor,
  SHARD_THRESHOLD,
  type BucketState,
} from './capacity-buckets';

const buckets = (...rows: Array<[number, number]>): BucketState[] =>
  rows.map(([capacity, used], index) => ({ index, capacity, used }));

/** A deterministic "random" cycling through the given values. */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('which scopes shard', () => {
  it('shards a limited event, race, category or wave of at least the threshold, nothing else', () => {
    expect(shouldShard('subevent', SHARD_THRESHOLD)).toBe(true);
    expect(shouldShard('event', 10_000)).toBe(true);
    expect(shouldShard('category', 2_000)).toBe(true);
    expect(shouldShard('wave', 2_000)).toBe(true);
    expect(shouldShard('wave', SHARD_THRESHOLD - 1)).toBe(false);
    expect(shouldShard('subevent', SHARD_THRESHOLD - 1)).toBe(false);
    expect(shouldShard('subevent', 0)).toBe(false);
    expect(shouldShard('wave', 0)).toBe(false);
    for (const scope of ['subcategory', 'team', 'cardValue', 'cardItem', 'discount'])
      expect(shouldShard(scope, 10_000)).toBe(false);
  });

  it('a new shard of 10,000 places: 64 buckets summing to it, nothing sold; a small scope none', () => {
    const shard = newShard('subevent', 'r', 10_000);
    expect(shard?.buckets).toHaveLength(64);
    expect(shard?.buckets.reduce((s, b) => s + b.capacity, 0)).toBe(10_000);
    expect(shard?.buckets.every((b) => b.used === 0)).toBe(true);
    expect(newShard('subevent', 'r', 100)).toBeUndefined();
  });

  it('gives 16 buckets up to 2,000 places, then one per 125, at most 64', () => {
    expect(bucketCountFor(500)).toBe(16);
    expect(bucketCountFor(2_000)).toBe(16);
    expect(bucketCountFor(4_000)).toBe(32);
    expect(bucketCountFor(6_000)).toBe(48);
    expect(bucketCountFor(8_000)).toBe(64);
    expect(bucketCountFor(50_000)).toBe(64);
  });
});

describe('usage counters with no limit', () => {
  it('shard with a large event, into as many buckets as its largest scope, each share 0', () => {
    expect(usageBucketsFor('cardItem', 0, 10_000)).toBe(64);
    expect(usageBucketsFor('cardValue', 0, 600)).toBe(16);
    const shard = newShard('cardItem', 'o', 0, 10_000);
    expect(shard?.buckets).toHaveLength(64);
    expect(shard?.total).toBe(0);
    expect(shard?.buckets.every((b) => b.capacity === 0)).toBe(true);
  });

  it('stay one item on a small event, and a limited usage counter is not sharded by this rule', () => {
    expect(usageBucketsFor('cardItem', 0, SHARD_THRESHOLD - 1)).toBeUndefined();
    expect(usageBucketsFor('cardItem', 50, 10_000)).toBeUndefined();
    expect(usageBucketsFor('wave', 0, 10_000)).toBeUndefined();
    expect(newShard('cardItem', 'o', 0, 100)).toBeUndefined();
  });
});

describe('splitting a capacity', () => {
  it('splits evenly, the first buckets one more, summing to the capacity', () => {
    expect(splitCapacity(10, 4)).toEqual([3, 3, 2, 2]);
    const split = splitCapacity(10_000, 32);
    expect(split.reduce((s, c) => s + c, 0)).toBe(10_000);
    expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
  });
});

describe('redistributing a capacity change', () => {
  it('keeps every bucket at least at what it sold and sums to the new capacity', () => {
    const shares = redistribute([{ used: 10 }, { used: 0 }, { used: 3 }, { used: 7 }], 40);
    expect(shares.reduce((s, c) => s + c, 0)).toBe(40);
    [10, 0, 3, 7].forEach((u, i) => expect(shares[i]).toBeGreaterThanOrEqual(u));
    // The free places are spread evenly: every bucket has the same room.
    expect(shares).toEqual([15, 5, 8, 12]);
  });

  it('spreads a remainder one place at a time', () => {
    const shares = redistribute([{ used: 0 }, { used: 0 }, { used: 0 }], 10);
    expect(shares).toEqual([4, 3, 3]);
  });

  it('closes sales at the places sold: every bucket full', () => {
    const used = [{ used: 4 }, { used: 9 }, { used: 0 }];
    expect(redistribute(used, 13)).toEqual([4, 9, 0]);
  });

  it('below what is sold still sums to the new capacity, cut from the fullest buckets', () => {
    const shares = redistribute([{ used: 5 }, { used: 9 }, { used: 2 }], 10);
    expect(shares.reduce((s, c) => s + c, 0)).toBe(10);
    expect(shares).toEqual([4, 4, 2]);
  });

  it('unlimited: every share 0', () => {
    expect(redistribute([{ used: 5 }, { used: 1 }], 0)).toEqual([0, 0]);
  });
});

describe('picking a bucket', () => {
  it('picks at random among the buckets with room for the whole order', () => {
    const shard = { total: 30, buckets: buckets([10, 10], [10, 3], [10, 9]) };
    expect(allocate(shard, 1, seq(0))).toEqual([{ bucket: 1, n: 1 }]);
    expect(allocate(shard, 1, seq(0.99))).toEqual([{ bucket: 2, n: 1 }]);
    expect(allocate(shard, 2, seq(0.99))).toEqual([{ bucket: 1, n: 2 }]);
  });

  it('sells the last place whichever bucket holds it', () => {
    const shard = { total: 40, buckets: buckets([10, 10], [10, 10], [10, 10], [10, 9]) };
    for (const r of [0, 0.3, 0.6, 0.99]) expect(allocate(shard, 1, seq(r))).toEqual([{ bucket: 3, n: 1 }]);
    expect(allocate({ ...shard, buckets: buckets([10, 10], [10, 10]) }, 1)).toBeUndefined();
  });

  it('splits a group over buckets when no single bucket has room for all of it', () => {
    const shard = { total: 30, buckets: buckets([10, 9], [10, 8], [10, 10]) };
    const placed = allocate(shard, 3, seq(0.5));
    expect(placed?.reduce((s, p) => s + p.n, 0)).toBe(3);
    expect(new Set(placed?.map((p) => p.bucket))).toEqual(new Set([0, 1]));
    expect(allocate(shard, 4)).toBeUndefined();
  });

  it('an unlimited scope takes any bucket', () => {
    const shard = { total: 0, buckets: buckets([0, 100], [0, 3]) };
    expect(allocate(shard, 5, seq(0.7))).toEqual([{ bucket: 1, n: 5 }]);
  });

  it('tries every bucket with room once, in random order', () => {
    const shard = { total: 40, buckets: buckets([10, 10], [10, 2], [10, 0], [10, 10]) };
    const order = bucketAttemptOrder(shard, seq(0.1, 0.8, 0.4));
    expect([...order].sort()).toEqual([1, 2]);
  });

  it('shows the sum of the buckets', () => {
    expect(shardSum({ total: 40, buckets: buckets([10, 10], [10, 2], [20, 0]) })).toEqual({
      capacity: 40,
      used: 12,
    });
  });
});

describe("placing one order's places in all its sharded scopes", () => {
  const shardOf = (...rows: Array<[number, number]>) => ({
    total: rows.reduce((s, [c]) => s + c, 0),
    buckets: buckets(...rows),
  });

  it('takes the same bucket index in every scope with as many buckets', () => {
    const event = shardOf([5, 0], [5, 0], [5, 0], [5, 0]);
    const race = shardOf([5, 0], [5, 0], [5, 0], [5, 0]);
    const wave = shardOf([2, 0], [2, 0], [2, 0], [2, 0]);
    for (const position of [0, 0.3, 0.6, 0.99]) {
      const placed = allocateTogether(
        [
          { shard: event, n: 1 },
          { shard: race, n: 1 },
          { shard: wave, n: 1 },
        ],
        seq(position),
      );
      const index = Math.floor(position * 4);
      expect(placed).toEqual([
        [{ bucket: index, n: 1 }],
        [{ bucket: index, n: 1 }],
        [{ bucket: index, n: 1 }],
      ]);
    }
  });

  it('takes the bucket at the same place in a scope with fewer buckets', () => {
    const big = shardOf(...Array.from({ length: 8 }, (): [number, number] => [10, 0]));
    const small = shardOf([20, 0], [20, 0], [20, 0], [20, 0]);
    expect(
      allocateTogether(
        [
          { shard: big, n: 1 },
          { shard: small, n: 1 },
        ],
        seq(0.8),
      ),
    ).toEqual([[{ bucket: 6, n: 1 }], [{ bucket: 3, n: 1 }]]);
  });

  it('falls back to another bucket with room only in the scope whose bucket there is full', () => {
    const race = shardOf([5, 0], [5, 0], [5, 0], [5, 0]);
    const wave = shardOf([2, 0], [2, 2], [2, 0], [2, 2]);
    // Position 0.3 is bucket 1: full in the wave, which picks among buckets 0 and 2.
    const placed = allocateTogether(
      [
        { shard: race, n: 1 },
        { shard: wave, n: 1 },
      ],
      seq(0.3, 0.9),
    );
    expect(placed).toEqual([[{ bucket: 1, n: 1 }], [{ bucket: 2, n: 1 }]]);
  });

  it('sells the last place wherever it sits, and names the scope that is full', () => {
    const race = shardOf([5, 0], [5, 0]);
    const lastOne = shardOf([1, 1], [1, 1], [1, 0], [1, 1]);
    expect(
      allocateTogether(
        [
          { shard: race, n: 1 },
          { shard: lastOne, n: 1 },
        ],
        seq(0),
      ),
    ).toEqual([[{ bucket: 0, n: 1 }], [{ bucket: 2, n: 1 }]]);
    const full = shardOf([1, 1], [1, 1]);
    expect(
      allocateTogether(
        [
          { shard: race, n: 1 },
          { shard: full, n: 1 },
        ],
        seq(0),
      ),
    ).toEqual({ full: 1 });
  });

  it('an unlimited scope takes its bucket at the position; nothing to take, nothing written', () => {
    const unlimited = { total: 0, buckets: buckets([0, 7], [0, 3]) };
    expect(allocateTogether([{ shard: unlimited, n: 2 }], seq(0.7))).toEqual([[{ bucket: 1, n: 2 }]]);
    expect(allocateTogether([{ shard: unlimited, n: 0 }], seq(0.7))).toEqual([[]]);
  });
});
