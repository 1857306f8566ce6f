import { createHash } from 'node:crypto';
import type { WebhookEventType, WebhookPayload } from '@shared/webhooks/webhook-schemas';

/**
 * The partner events a change of the table stands for, derived from one stream record's old and
 * new image (the projector calls it, functions/workers/project-stream.handler.ts), so no order
 * transaction carries anything for webhooks. An event's id is a hash of the record's sequence
 * number and its type: a record delivered twice by the stream gives the same id, and the delivery
 * worker keeps one delivery per endpoint and event.
 */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  seriesGuid: string;
  payload: WebhookPayload;
}

type Image = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
/** Fields of an item whose change is an `item.changed` event (who runs where). */
const ITEM_FIELDS = [
  'subEventGuid',
  'categoryGuid',
  'subcategoryGuid',
  'waveGuid',
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'club',
  'teamGuid',
] as const;

const eventId = (seq: string, type: WebhookEventType, key: string): string =>
  `evt_${createHash('sha256').update(`${seq}|${type}|${key}`).digest('hex').slice(0, 24)}`;

function itemData(item: Image): WebhookPayload['data'] {
  const checkIn = item.checkIn as { at?: unknown } | undefined;
  return {
    orderGuid: str(item.orderGuid),
    itemGuid: str(item.itemGuid),
    eventGuid: str(item.seriesEventGuid),
    raceGuid: str(item.subEventGuid),
    categoryGuid: str(item.categoryGuid),
    firstName: str(item.firstName),
    lastName: str(item.lastName),
    startNumber: num(item.startNumber) ?? null,
    ...(checkIn?.at ? { checkedInAt: str(checkIn.at) } : {}),
  };
}

function itemTypes(before: Image, after: Image): WebhookEventType[] {
  if (after.cancelled === true && before.cancelled !== true) return ['item.cancelled'];
  const types: WebhookEventType[] = [];
  if (after.checkIn && !before.checkIn) types.push('item.checkedIn');
  if (typeof after.startNumber === 'number' && after.startNumber !== before.startNumber)
    types.push('item.startNumberAssigned');
  if (ITEM_FIELDS.some((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null)))
    types.push('item.changed');
  return types;
}

/** The events of one stream record (`createdAt`: the record's time, UTC ISO). */
export function webhookEventsOf(record: {
  seq: string;
  createdAt: string;
  newImage?: Image;
  oldImage?: Image;
}): WebhookEvent[] {
  const { newImage: after, oldImage: before, seq, createdAt } = record;
  if (!after || !before) return [];
  const seriesGuid = str(after.seriesGuid);
  if (!seriesGuid) return [];
  const make = (type: WebhookEventType, key: string, data: WebhookPayload['data']): WebhookEvent => {
    const id = eventId(seq, type, key);
    return { id, type, seriesGuid, payload: { id, type, createdAt, seriesGuid, data } };
  };
  if (after.entity === 'order') {
    if (after.paid !== true || before.paid === true) return [];
    const data = {
      orderGuid: str(after.guid),
      variableSymbol: str(after.variableSymbol),
      amount: (num(after.calculatedPrice) ?? 0) - (num(after.cancelledAmount) ?? 0),
      currency: str(after.currency),
    };
    return [make('order.paid', str(after.guid), data)];
  }
  if (after.entity === 'orderItem') {
    // An item of an order nobody paid for yet is no registration to a partner (drafts, expiry).
    if (after.paid !== true && before.paid !== true && after.cancelled !== true) return [];
    const key = `${str(after.orderGuid)}#${String(after.index)}`;
    return itemTypes(before, after).map((type) => make(type, key, itemData(after)));
  }
  return [];
}
