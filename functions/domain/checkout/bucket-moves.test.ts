import { describe, expect, it } from 'vitest';
import { moveInBuckets } from './bucket-moves';
import type { BucketState } from './capacity-buckets';

const shard = (...rows: Array<[number, number]>) => ({
  total: rows.reduce((s, [c]) => s + c, 0),
  buckets: rows.map(([capacity, used], index): BucketState => ({ index, capacity, used })),
});

describe('places moved in and out of a sharded scope in one transaction', () => {
  it('gives every place back to the bucket it came from', () => {
    const moves = moveInBuckets(
      shard([3, 3], [3, 2], [3, 1]),
      [
        { bucket: 0, n: 2 },
        { bucket: 2, n: 1 },
      ],
      [],
    );
    expect(moves?.net).toEqual(
      new Map([
        [0, -2],
        [2, -1],
      ]),
    );
    expect(moves?.placed).toEqual([]);
  });

  it('takes places in buckets with room, one net write per bucket', () => {
    // Bucket 0 is full until a place comes back to it; two takes of one place each.
    const moves = moveInBuckets(shard([2, 2], [2, 2], [2, 1]), [{ bucket: 0, n: 1 }], [1, 1], () => 0);
    const placed = moves?.placed.flat() ?? [];
    expect(placed.map((p) => p.bucket).sort()).toEqual([0, 2]);
    // Bucket 0 gives one back and takes one: nothing to write there.
    expect(moves?.net).toEqual(new Map([[2, 1]]));
  });

  it('refuses takes the scope has no room for, even with the places given back', () => {
    expect(moveInBuckets(shard([1, 1], [1, 1]), [{ bucket: 1, n: 1 }], [1, 1])).toBeUndefined();
    expect(moveInBuckets(shard([1, 1], [1, 1]), [{ bucket: 1, n: 1 }], [1])?.placed).toEqual([
      [{ bucket: 1, n: 1 }],
    ]);
  });
});
