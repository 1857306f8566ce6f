import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { WebhookEndpointRecord } from '../../domain/webhooks/webhook-ports';
import { deliveryMessages, webhookEventsOfRecords } from './webhook-fan-out';

const S = (v: string) => ({ S: v });
const orderImage = (paid: boolean) => ({
  entity: S('order'),
  guid: S('o1'),
  seriesGuid: S('s1'),
  variableSymbol: S('123'),
  currency: S('CZK'),
  calculatedPrice: { N: '50000' },
  cancelledAmount: { N: '0' },
  paid: { BOOL: paid },
});
const record = (seq: string, eventName: 'INSERT' | 'MODIFY' = 'MODIFY'): DynamoDBRecord => ({
  eventName,
  dynamodb: {
    SequenceNumber: seq,
    ApproximateCreationDateTime: 1_795_946_400,
    NewImage: orderImage(true) as never,
    OldImage: (eventName === 'MODIFY' ? orderImage(false) : undefined) as never,
  },
});
const endpoint = (webhookId: string, over: Partial<WebhookEndpointRecord> = {}): WebhookEndpointRecord => ({
  seriesGuid: 's1',
  webhookId,
  url: 'http://127.0.0.1:1/h',
  description: '',
  events: ['order.paid'],
  secret: 'x',
  createdAt: '',
  createdBy: { userId: 'u', name: 'A', email: 'a@example.cz' },
  disabled: false,
  disabledAt: null,
  consecutiveFailures: 0,
  ...over,
});

describe('webhook fan-out from a stream batch', () => {
  it('queues one first attempt per active endpoint subscribed to the event, with a time-sorted delivery id', () => {
    const events = webhookEventsOfRecords([record('100'), record('101', 'INSERT')]);
    expect(events.map((e) => e.type)).toEqual(['order.paid']);
    const messages = deliveryMessages(events, () => [
      endpoint('w1'),
      endpoint('w2', { disabled: true }),
      endpoint('w3', { events: ['item.cancelled'] }),
    ]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ webhookId: 'w1', attempt: 1, event: { type: 'order.paid' } });
    expect(messages[0]?.deliveryId).toMatch(/^20261129T100000Z-[0-9a-f]{16}$/);
    expect(JSON.parse(messages[0]?.event?.body ?? '{}')).toMatchObject({
      seriesGuid: 's1',
      data: { orderGuid: 'o1', amount: 50_000, currency: 'CZK' },
    });
  });

  it('the same record delivered twice gives the same delivery ids (the worker stores each once)', () => {
    const a = deliveryMessages(webhookEventsOfRecords([record('100')]), () => [endpoint('w1')]);
    const b = deliveryMessages(webhookEventsOfRecords([record('100')]), () => [endpoint('w1')]);
    expect(a.map((m) => m.deliveryId)).toEqual(b.map((m) => m.deliveryId));
  });
});
