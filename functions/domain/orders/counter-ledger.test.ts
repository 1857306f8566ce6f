import { describe, expect, it } from 'vitest';
import { isTieCounterGuid, releasedTeams, subtractPlaces, tieCounterGuid } from './counter-ledger';

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
