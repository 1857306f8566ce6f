import type { SQSRecord } from 'aws-lambda';

/**
 * How many times a queue hands a message to its worker before moving it to the dead-letter queue
 * (the SQS redrive policy's maxReceiveCount). One constant for the queues in infra, the local
 * in-process queue and the workers that act on a message's last delivery, so they cannot drift.
 */
export const QUEUE_MAX_RECEIVE_COUNT = 5;

/**
 * Whether this is the message's last delivery: the queue will not hand it out again if it fails
 * now (SQS counts receives from 1; a record without the count is taken as not the last).
 */
export function isLastDelivery(
  record: Pick<SQSRecord, 'attributes'>,
  maxReceiveCount: number = QUEUE_MAX_RECEIVE_COUNT,
): boolean {
  const count = Number(record.attributes?.ApproximateReceiveCount);
  return Number.isFinite(count) && count >= maxReceiveCount;
}
