import { describe, expect, it } from 'vitest';
import {
  isTieCounterGuid,
  placeInBuckets,
  releasedTeams,
  subtractPlaces,
  tieCounterGuid,
} from './counter-ledger';
import { countersToRelease } from './expire-orders';
import { takeShare } from './item-places';

describe("an order's ledger of places", () => {
  it('subtracts places bucket by bucket, its own bucket first', () => {
    const a = [
      { scope: 'subevent' as const, guid: 'r', n: 1 },
      { scope: 'subevent' as const, guid: 'r', n: 2, bucket: 5 },
    ];
    expect(subtractPlaces(a, [{ scope: 'subevent', guid: 'r', n: 1, bucket: 5 }])).toEqual([
      { scope: 'subevent', guid: 'r', n: 1 },
      { scope: 'subevent', guid: 'r', n: 1, bucket: 5 },
    ]);
    expect(subtractPlaces(a, [{ scope: 'subevent', guid: 'r', n: 3 }])).toEqual([]);
  });

  it('names each released team once', () => {
    expect(
      releasedTeams([
        { scope: 'team', guid: 'a', n: 1 },
        { scope: 'subevent', guid: 's', n: 1 },
        { scope: 'team', guid: 'a', n: 2 },
        { scope: 'team', guid: 'z', n: 0 },
      ]),
    ).toEqual(['a']);
  });

  it('names a usage entry tied to a category or wave by a guid the plain counters never have', () => {
    const tied = tieCounterGuid('opt', { kind: 'wave', guid: 'w1' });
    expect(tied).toBe('opt@wave:w1');
    expect(isTieCounterGuid(tied)).toBe(true);
    expect(isTieCounterGuid('opt')).toBe(false);
  });
});

describe("the order's ledger with buckets", () => {
  it('records which bucket each place came from and releases each once, to its bucket', () => {
    const ledger = placeInBuckets(
      [
        { scope: 'subevent', guid: 'r', n: 3 },
        { scope: 'category', guid: 'c', n: 3 },
      ],
      'subevent',
      'r',
      [
        { bucket: 4, n: 2 },
        { bucket: 0, n: 1 },
      ],
    );
    expect(countersToRelease(ledger)).toEqual([
      { scope: 'category', guid: 'c', n: 3 },
      { scope: 'subevent', guid: 'r', n: 1 },
      { scope: 'subevent', guid: 'r', n: 2, bucket: 4 },
    ]);
    // One item's share: one place of the race, from one bucket; the rest stays in the ledger.
    const { share, rest } = takeShare(ledger, [
      { scope: 'subevent', guid: 'r', n: 1 },
      { scope: 'category', guid: 'c', n: 1 },
    ]);
    expect(share.reduce((s, c) => s + c.n, 0)).toBe(2);
    const after = countersToRelease([...rest, ...share]);
    expect(after).toEqual(countersToRelease(ledger));
  });
});
