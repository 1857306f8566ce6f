import { describe, expect, it } from 'vitest';
import { webhookEventsOf } from './webhook-events';

const order = (over: Record<string, unknown> = {}) => ({
  entity: 'order',
  guid: 'o1',
  seriesGuid: 's1',
  variableSymbol: '1234567890',
  calculatedPrice: 50_000,
  cancelledAmount: 0,
  currency: 'CZK',
  paid: false,
  ...over,
});
const item = (over: Record<string, unknown> = {}) => ({
  entity: 'orderItem',
  orderGuid: 'o1',
  itemGuid: 'i1',
  index: 0,
  seriesGuid: 's1',
  seriesEventGuid: 'e1',
  subEventGuid: 'r1',
  categoryGuid: 'c1',
  firstName: 'Jana',
  lastName: 'Nováková',
  startNumber: null,
  paid: true,
  ...over,
});
const at = '2026-11-29T10:00:00.000Z';
const typesOf = (oldImage: Record<string, unknown>, newImage: Record<string, unknown>, seq = '100') =>
  webhookEventsOf({ seq, createdAt: at, oldImage, newImage }).map((e) => e.type);

describe('partner events from the table stream', () => {
  it('an order turning paid is order.paid with its amount in minor units', () => {
    const [event] = webhookEventsOf({
      seq: '1',
      createdAt: at,
      oldImage: order(),
      newImage: order({ paid: true }),
    });
    expect(event?.payload).toMatchObject({
      type: 'order.paid',
      seriesGuid: 's1',
      data: { orderGuid: 'o1', variableSymbol: '1234567890', amount: 50_000, currency: 'CZK' },
    });
    expect(typesOf(order({ paid: true }), order({ paid: true, note: 'x' }))).toEqual([]);
  });

  it('item changes: cancelled, checked in, start number, who runs where', () => {
    expect(typesOf(item(), item({ cancelled: true }))).toEqual(['item.cancelled']);
    expect(typesOf(item(), item({ checkIn: { at, by: 'u', byName: 'V' } }))).toEqual(['item.checkedIn']);
    expect(typesOf(item(), item({ startNumber: 17 }))).toEqual(['item.startNumberAssigned']);
    expect(typesOf(item(), item({ subEventGuid: 'r2' }))).toEqual(['item.changed']);
    expect(typesOf(item(), item({ issued: true }))).toEqual([]);
  });

  it('unpaid items and inserts are no events; the id is the same when the stream repeats a record', () => {
    expect(typesOf(item({ paid: false }), item({ paid: false, startNumber: 3 }))).toEqual([]);
    expect(webhookEventsOf({ seq: '5', createdAt: at, newImage: order({ paid: true }) })).toEqual([]);
    const a = webhookEventsOf({
      seq: '7',
      createdAt: at,
      oldImage: order(),
      newImage: order({ paid: true }),
    });
    const b = webhookEventsOf({
      seq: '7',
      createdAt: at,
      oldImage: order(),
      newImage: order({ paid: true }),
    });
    const c = webhookEventsOf({
      seq: '8',
      createdAt: at,
      oldImage: order(),
      newImage: order({ paid: true }),
    });
    expect(a[0]?.id).toBe(b[0]?.id);
    expect(a[0]?.id).not.toBe(c[0]?.id);
  });
});
