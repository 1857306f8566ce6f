import { createHash } from 'node:crypto';
import type { DynamoDBRecord } from 'aws-lambda';
import { deliveryIdOf } from '../../domain/webhooks/webhook-delivery';
import { webhookEventsOf, type WebhookEvent } from '../../domain/webhooks/webhook-events';
import type { DeliveryMessage, WebhookEndpointRecord } from '../../domain/webhooks/webhook-ports';
import { streamImage } from '../dynamodb/stream-image';
import { webhookStore } from '../dynamodb/webhook-repository';
import { enqueueDeliveries } from './webhook-queue';

type Image = Record<string, unknown>;
const image = (av: Record<string, unknown> | undefined): Image | undefined =>
  av ? streamImage(av) : undefined;

/** The record's time (the stream's approximate creation time, seconds) as UTC ISO. */
function createdAtOf(record: DynamoDBRecord): string {
  const seconds = record.dynamodb?.ApproximateCreationDateTime;
  return new Date(typeof seconds === 'number' ? seconds * 1000 : Date.now()).toISOString();
}

/** The partner events of a batch of the table's stream (orders and their items only). */
export function webhookEventsOfRecords(records: readonly DynamoDBRecord[]): WebhookEvent[] {
  return records.flatMap((r) => {
    const seq = r.dynamodb?.SequenceNumber;
    const entity = (r.dynamodb?.NewImage ?? r.dynamodb?.OldImage)?.entity?.S;
    // Only updates can change a paid flag, a start number or a check-in (inserts are drafts).
    if (!seq || r.eventName !== 'MODIFY' || (entity !== 'order' && entity !== 'orderItem')) return [];
    return webhookEventsOf({
      seq,
      createdAt: createdAtOf(r),
      newImage: image(r.dynamodb?.NewImage as Record<string, unknown> | undefined),
      oldImage: image(r.dynamodb?.OldImage as Record<string, unknown> | undefined),
    });
  });
}

/** One message per event and endpoint subscribed to it (active endpoints of the event's series). */
export function deliveryMessages(
  events: readonly WebhookEvent[],
  endpointsOf: (seriesGuid: string) => readonly WebhookEndpointRecord[],
): DeliveryMessage[] {
  return events.flatMap((event) =>
    endpointsOf(event.seriesGuid)
      .filter((e) => !e.disabled && e.events.includes(event.type))
      .map((endpoint) => ({
        seriesGuid: event.seriesGuid,
        webhookId: endpoint.webhookId,
        deliveryId: deliveryIdOf(
          event.payload.createdAt,
          createHash('sha256').update(`${event.id}|${endpoint.webhookId}`).digest('hex'),
        ),
        attempt: 1,
        event: {
          id: event.id,
          type: event.type,
          createdAt: event.payload.createdAt,
          body: JSON.stringify(event.payload),
        },
      })),
  );
}

/**
 * The projector's webhook step: derive the batch's events, read each series' endpoints once (a
 * Query of `WEBHOOKS#<series>`), queue one first attempt per endpoint. Nothing is written to the
 * table here; the delivery worker stores each delivery (once per id, so a batch the stream
 * delivers again queues duplicates that the worker drops).
 */
export async function fanOutWebhooks(records: readonly DynamoDBRecord[]): Promise<number> {
  const events = webhookEventsOfRecords(records);
  if (!events.length) return 0;
  const series = [...new Set(events.map((e) => e.seriesGuid))];
  const endpoints = new Map(
    await Promise.all(series.map(async (s) => [s, await webhookStore.listEndpoints(s)] as const)),
  );
  const messages = deliveryMessages(events, (s) => endpoints.get(s) ?? []);
  await enqueueDeliveries(messages);
  return messages.length;
}
