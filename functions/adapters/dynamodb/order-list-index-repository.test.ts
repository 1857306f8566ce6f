import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../domain/checkout/order-records';
import {
  eventIndexChange,
  eventIndexItems,
  orderCountUpdates,
  orderListIndexItems,
  searchIndexChange,
} from './order-list-index-repository';

const order = {
  guid: 'o1',
  seriesGuid: 'S1',
  variableSymbol: '2026000123',
  registrator: { firstName: 'Jan', lastName: 'Dvořák', email: 'jan@example.cz' },
  dateCreated: '2026-05-01T10:00:00.000Z',
  paid: false,
  expired: false,
  cancelled: false,
  deleted: false,
  issued: false,
} as OrderRecord;

describe('orders list index writes', () => {
  it('adds up the moves of many orders into one update per series day, leaving out what cancels out', () => {
    const updates = orderCountUpdates([
      { seriesGuid: 'S1', day: '2026-05-01', from: '00000', to: '10000' },
      { seriesGuid: 'S1', day: '2026-05-01', from: '00000', to: '10000' },
      { seriesGuid: 'S1', day: '2026-05-02', from: '10000', to: '10010' },
      { seriesGuid: 'S1', day: '2026-05-03', from: '00000', to: '10000' },
      { seriesGuid: 'S1', day: '2026-05-03', from: '10000', to: '00000' },
    ]);
    expect(updates.map((u) => u.Update?.Key)).toEqual([
      { pk: 'ORDERCOUNT#S1', sk: 'DAY#2026-05-01' },
      { pk: 'ORDERCOUNT#S1', sk: 'DAY#2026-05-02' },
    ]);
    const first = updates[0]!.Update!;
    expect(first.UpdateExpression).toContain('ADD #c0 :n0, #c1 :n1');
    expect(first.ExpressionAttributeNames).toMatchObject({ '#c0': 'c00000', '#c1': 'c10000' });
    expect(first.ExpressionAttributeValues).toMatchObject({ ':n0': -2, ':n1': 2 });
  });

  it('rewrites search entries only when the tokens change, deleting the ones gone', () => {
    expect(searchIndexChange(order, { paid: true })).toEqual([]);
    expect(searchIndexChange(order, { registrator: { ...order.registrator, lastName: 'DVOŘÁK' } })).toEqual(
      [],
    );
    const changed = searchIndexChange(order, { registrator: { ...order.registrator, lastName: 'Svoboda' } });
    expect(changed.filter((w) => w.Delete).map((w) => w.Delete!.Key)).toEqual([
      { pk: 'ORDERSEARCH#S1', sk: 'dvorak#o1' },
    ]);
    expect(changed.filter((w) => w.Put).map((w) => w.Put!.Item!.sk)).toContain('svoboda#o1');
  });

  it('seeds one count item per series day, added up over its orders', () => {
    const items = orderListIndexItems([
      order,
      { ...order, guid: 'o2', paid: true },
      { ...order, guid: 'o3' },
    ]);
    expect(items.filter((i) => i.pk === 'ORDERCOUNT#S1')).toEqual([
      expect.objectContaining({ sk: 'DAY#2026-05-01', c00000: 2, c10000: 1 }),
    ]);
    expect(items.filter((i) => i.sk === 'dvorak#o2')).toHaveLength(1);
  });

  it('writes one event entry per event of the order, newest last in its event', () => {
    expect(eventIndexItems({ ...order, eventGuids: ['E1', 'E2', 'E1'] }).map((i) => [i.pk, i.sk])).toEqual([
      ['ORDEREVENT#E1', '2026-05-01T10:00:00.000Z#o1'],
      ['ORDEREVENT#E2', '2026-05-01T10:00:00.000Z#o1'],
    ]);
    const all = orderListIndexItems([{ ...order, eventGuids: ['E1'] }]);
    expect(all.filter((i) => i.pk.startsWith('ORDEREVENT#'))).toHaveLength(1);
  });

  it('moves the event entries only when the order’s events change', () => {
    const placed = { ...order, eventGuids: ['E1', 'E2'] } as OrderRecord;
    expect(eventIndexChange(placed, { paid: true })).toEqual([]);
    expect(eventIndexChange(placed, { eventGuids: ['E2', 'E1'] })).toEqual([]);
    const moved = eventIndexChange(placed, { eventGuids: ['E2', 'E3'] });
    expect(moved[0]?.Delete?.Key).toEqual({ pk: 'ORDEREVENT#E1', sk: '2026-05-01T10:00:00.000Z#o1' });
    // The events kept and the new one are written anew, each with the whole new event list.
    expect(moved.slice(1).map((w) => w.Put?.Item)).toEqual([
      expect.objectContaining({
        pk: 'ORDEREVENT#E2',
        orderGuid: 'o1',
        seriesGuid: 'S1',
        eventGuids: ['E2', 'E3'],
      }),
      expect.objectContaining({
        pk: 'ORDEREVENT#E3',
        orderGuid: 'o1',
        seriesGuid: 'S1',
        eventGuids: ['E2', 'E3'],
      }),
    ]);
  });
});
