import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../domain/orders/order-records';
import { eventIndexItems, orderCountUpdates, orderListIndexItems } from './order-list-index-repository';

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
    expect(first.UpdateExpression).toContain('ADD #version :one, #c0 :n0, #c1 :n1');
    expect(first.ExpressionAttributeNames).toMatchObject({ '#c0': 'c00000', '#c1': 'c10000' });
    expect(first.ExpressionAttributeValues).toMatchObject({ ':n0': -2, ':n1': 2 });
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
});
