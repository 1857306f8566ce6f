import { describe, expect, it } from 'vitest';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { mergeStatDeltas, placementDeltas, transitionDelta } from './stat-counters';
import { graphOf, summarize } from './statistics-service';

const order = (over: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    guid: 'o1',
    seriesGuid: 's1',
    currency: 'CZK',
    paymentMethod: 2,
    calculatedPrice: 50000,
    cancelledAmount: 0,
    paid: false,
    expired: false,
    cancelled: false,
    deleted: false,
    // 00:30 on 29 March 2026 in Prague (CET), still the 28th in UTC
    dateCreated: '2026-03-28T23:30:00.000Z',
    ...over,
  }) as OrderRecord;

const item = (sub: string, kind: OrderItemRecord['kind'] = 'regular') =>
  ({ kind, seriesEventGuid: 'e1', subEventGuid: sub }) as OrderItemRecord;

describe('statistics counters', () => {
  it('adds up the deltas of many orders per counter item (bulk payment in one transaction)', () => {
    const paid = (guid: string, over: Partial<OrderRecord> = {}) =>
      transitionDelta(order({ guid, ...over }), { paid: true })!;
    const merged = mergeStatDeltas([
      paid('a'),
      paid('b'),
      paid('c', { dateCreated: '2026-03-30T10:00:00.000Z' }),
      paid('d', { seriesGuid: 's2' }),
    ]);
    expect(merged.map((d) => [d.seriesGuid, d.day, d.add.paid, d.add.unpaid])).toEqual([
      ['s1', '2026-03-29', 2, -2],
      ['s1', '2026-03-30', 1, -1],
      ['s2', '2026-03-29', 1, -1],
    ]);
    // Opposite changes cancel out: no update at all.
    const unpay = {
      ...paid('e'),
      add: Object.fromEntries(Object.entries(paid('e').add).map(([k, v]) => [k, -v])),
    };
    expect(mergeStatDeltas([paid('e'), unpay])).toEqual([]);
  });

  it('counts a placed order on its Prague day with its races and price', () => {
    const [summary, races] = placementDeltas(order(), [item('r1'), item('r1'), item('r2', 'team')]);
    expect(summary).toEqual({
      item: 'day',
      seriesGuid: 's1',
      day: '2026-03-29',
      add: { orders: 1, unpaid: 1, 'price#CZK#50000': 1, items: 3, teamItems: 1 },
    });
    expect(races).toEqual({
      item: 'races',
      seriesGuid: 's1',
      day: '2026-03-29',
      add: { 'race#e1#r1': 2, 'race#e1#r2': 1 },
    });
  });

  it('moves the counters on pay, cancel with a returned amount and removal; nothing for other fields', () => {
    const placed = order();
    expect(transitionDelta(placed, { paid: true, datePaid: 'x' })?.add).toEqual({
      unpaid: -1,
      paid: 1,
      paidTransfer: 1,
      'revenue#CZK': 50000,
    });
    const paid = order({ paid: true });
    expect(transitionDelta(paid, { cancelled: true, cancelledAmount: 20000 })?.add).toEqual({
      cancelled: 1,
      'returned#CZK': 20000,
    });
    expect(transitionDelta(placed, { deleted: true })?.add).toEqual({ unpaid: -1, removed: 1 });
    expect(transitionDelta(order({ deleted: true }), { deleted: false })?.add).toEqual({
      unpaid: 1,
      removed: -1,
    });
    expect(transitionDelta(placed, { calculatedPrice: 40000 })?.add).toEqual({
      'price#CZK#50000': -1,
      'price#CZK#40000': 1,
    });
    expect(transitionDelta(placed, { dateUpdated: 'x', issued: true })).toBeNull();
  });

  it('sums days into the §3 summary with min, max and average per currency', () => {
    const summary = summarize([
      {
        orders: 2,
        unpaid: 1,
        paid: 1,
        paidCard: 1,
        'price#CZK#50000': 1,
        'price#CZK#30000': 1,
        'revenue#CZK': 50000,
        items: 3,
      },
      { orders: 1, expired: 1, 'price#EUR#2000': 1, 'price#CZK#30000': 0, items: 1, teamItems: 1 },
    ]);
    expect(summary).toMatchObject({
      total: 3,
      unpaid: 1,
      paid: 1,
      expired: 1,
      cardPayments: 1,
      registrations: 4,
      teamRegistrations: 1,
    });
    expect(summary.prices).toEqual([
      { currency: 'CZK', min: 30000, max: 50000, average: 40000 },
      { currency: 'EUR', min: 2000, max: 2000, average: 2000 },
    ]);
    expect(summary.revenue).toEqual([{ currency: 'CZK', amount: 50000 }]);
  });

  it('draws a line per key over every bucket of the range, zeros included', () => {
    const graph = graphOf(
      [
        { day: '2026-03-29', adds: [['r1', 2]] },
        {
          day: '2026-03-31',
          adds: [
            ['r1', 1],
            ['gone', 4],
          ],
        },
        { day: '2026-04-01', adds: [['r2', 5]] },
      ],
      [
        { key: 'r1', label: 'Race 1' },
        { key: 'r2', label: 'Race 2' },
      ],
      { dateFrom: '2026-03-29', dateTo: '2026-03-31' },
      1,
    );
    expect(graph.buckets).toEqual(['2026-03-29', '2026-03-30', '2026-03-31']);
    expect(graph.lines).toEqual([
      { key: 'r1', label: 'Race 1', values: [2, 0, 1], total: 3 },
      { key: 'r2', label: 'Race 2', values: [0, 0, 0], total: 0 },
      { key: 'gone', label: 'gone', values: [0, 0, 4], total: 4 },
    ]);
  });
});
