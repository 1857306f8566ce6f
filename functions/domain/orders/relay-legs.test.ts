import { describe, expect, it } from 'vitest';
import type { OrderItemRecord } from './order-records';
import { racersWithTracks } from './relay-legs';

const racer = (n: number, over: Partial<OrderItemRecord> = {}) =>
  ({
    entity: 'orderItem',
    itemGuid: `i${n}`,
    orderGuid: 'o1',
    index: n,
    kind: 'relay',
    teamGuid: 't1',
    dateCreated: '2027-04-01T10:00:00.000Z',
    ...over,
  }) as OrderItemRecord;

describe('legs of racers', () => {
  it('keeps stored legs and gives racers without one the lowest free legs in registration order', () => {
    const legs = racersWithTracks([racer(2), racer(1, { track: 1 }), racer(3)]);
    expect(legs.map((r) => [r.item.itemGuid, r.track])).toEqual([
      ['i1', 1],
      ['i2', 2],
      ['i3', 3],
    ]);
  });

  it('gives the free legs by registration time before item order, skipping legs stored later', () => {
    const legs = racersWithTracks([
      racer(1, { dateCreated: '2027-04-02T10:00:00.000Z' }),
      racer(2, { dateCreated: '2027-04-01T10:00:00.000Z' }),
      racer(3, { track: 1 }),
    ]);
    expect(legs.map((r) => [r.item.itemGuid, r.track])).toEqual([
      ['i3', 1],
      ['i2', 2],
      ['i1', 3],
    ]);
  });
});
