import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { markPartnerChangesOfRecords } from '../adapters/dynamodb/partner-change-repository';
import { projectOrderChanges } from '../adapters/dynamodb/projection-repository';
import { streamImage } from '../adapters/dynamodb/stream-image';
import { rootLogger } from '../adapters/logger';
import { fanOutWebhooks } from '../adapters/webhooks/webhook-fan-out';
import {
  orderChangeOf,
  projectsNothing,
  type OrderStreamChange,
} from '../domain/projections/order-projection';

const log = rootLogger.child({ worker: 'project-stream' });

const image = (av: Record<string, unknown> | undefined) => (av ? streamImage(av) : undefined);

/** The order and item changes among a batch of the table's stream records, with their record. */
export function changesOf(
  records: readonly DynamoDBRecord[],
): Array<{ change: OrderStreamChange; seq: string }> {
  return records.flatMap((r) => {
    const seq = r.dynamodb?.SequenceNumber;
    // Most records of a busy table are not orders (payment records, history, guards): their images
    // are not unmarshalled at all.
    const entity = (r.dynamodb?.NewImage ?? r.dynamodb?.OldImage)?.entity?.S;
    if (!seq || (entity !== 'order' && entity !== 'orderItem')) return [];
    const change = orderChangeOf({
      seq,
      newImage: image(r.dynamodb?.NewImage),
      oldImage: image(r.dynamodb?.OldImage),
    });
    return change && !projectsNothing(change) ? [{ change, seq }] : [];
  });
}

/**
 * The projector: the table's stream (NEW_AND_OLD_IMAGES) into the statistics counters, the orders
 * list's counts and its search and per-event indexes (functions/domain/projections). On AWS an event
 * source mapping calls it per shard batch with ReportBatchItemFailures; locally the stream reader of
 * the stack (scripts/local/stream-reader.ts) does. A record applied twice changes nothing, so the
 * records of an order that failed are reported and delivered again with everything after them.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const changes = changesOf(event.Records);
  // A batch with nothing to project (an item checked in) may still carry webhook events.
  let failed = new Set<string>();
  if (changes.length) {
    try {
      failed = await projectOrderChanges(changes.map((c) => c.change));
    } catch (error) {
      log.error('projection failed, the batch is reported for retry', { error: String(error) });
      failed = new Set(changes.map((c) => c.change.orderGuid));
    }
  }
  if (failed.size) log.warn('projection of some orders failed, reported for retry', { orders: failed.size });
  // The first failed record is enough: the batch is delivered again from it.
  const first = changes.find((c) => failed.has(c.change.orderGuid));
  const cut = first
    ? event.Records.findIndex((r) => r.dynamodb?.SequenceNumber === first.seq)
    : event.Records.length;
  try {
    // Webhooks (issue 28 item 3) of the records projected: queued here, so no order transaction
    // grows; a failure redelivers the batch (projections are idempotent, duplicates are dropped).
    await fanOutWebhooks(event.Records.slice(0, cut));
    // The partner API's change marks (`updatedSince`): a mark keeps the first time its record was seen.
    await markPartnerChangesOfRecords(event.Records.slice(0, cut), new Date().toISOString());
  } catch (error) {
    log.error('webhook fan-out or partner marks failed, the batch is reported for retry', {
      error: String(error),
    });
    return { batchItemFailures: [{ itemIdentifier: changes[0]?.seq ?? '' }] };
  }
  return { batchItemFailures: first ? [{ itemIdentifier: first.seq }] : [] };
}
