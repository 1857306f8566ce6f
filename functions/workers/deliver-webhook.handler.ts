import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { z } from 'zod';
import { webhookEventTypeSchema } from '@shared/webhooks/webhook-schemas';
import { config } from '../adapters/config';
import { webhookStore } from '../adapters/dynamodb/webhook-repository';
import { rootLogger } from '../adapters/logger';
import { sesMailer } from '../adapters/mail/mailer';
import { enqueueDelivery } from '../adapters/webhooks/webhook-queue';
import { postWebhook } from '../adapters/webhooks/webhook-sender';
import { deliverWebhook, type DeliveryPorts } from '../domain/webhooks/webhook-delivery';
import { webhookDisabledEmail } from '../domain/webhooks/webhook-disabled-email';

const log = rootLogger.child({ worker: 'deliver-webhook' });

const messageSchema = z.object({
  seriesGuid: z.string().min(1),
  webhookId: z.string().min(1),
  deliveryId: z.string().min(1),
  attempt: z.number().int().min(1),
  replay: z.boolean().optional(),
  event: z
    .object({ id: z.string(), type: webhookEventTypeSchema, createdAt: z.string(), body: z.string() })
    .optional(),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const ports = (): DeliveryPorts => ({
  store: webhookStore,
  post: (url, body, headers) => postWebhook(url, body, headers, config.stage !== 'local'),
  enqueue: enqueueDelivery,
  notifyDisabled: async (endpoint) => {
    await sesMailer.send(webhookDisabledEmail(endpoint, config.appUrl));
  },
  now: () => new Date(),
  random: Math.random,
  newId: randomUUID,
  stage: config.stage,
});

/**
 * The webhooks queue's consumer: one attempt per message (functions/domain/webhooks/
 * webhook-delivery.ts). A receiver's failure is an answer, logged and retried through the queue
 * with its backoff; only our own failure (the table unreachable) fails the message, and SQS
 * redelivers it (then its dead-letter queue).
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  // Attempts of a batch run side by side: one slow receiver (up to its 10 s) does not hold the rest.
  const failed = await Promise.all(
    event.Records.map(async (record) => {
      const parsed = messageSchema.safeParse(parseJson(record.body));
      if (!parsed.success) {
        log.error('dropped a malformed webhook message', { messageId: record.messageId });
        return undefined;
      }
      const { deliveryId, attempt } = parsed.data;
      try {
        const outcome = await deliverWebhook(ports(), parsed.data);
        log.info('webhook attempt', { deliveryId, attempt, outcome });
        return undefined;
      } catch (error) {
        log.error('webhook attempt failed', { error: String(error), deliveryId });
        return record.messageId;
      }
    }),
  );
  return {
    batchItemFailures: failed.filter((id) => id !== undefined).map((itemIdentifier) => ({ itemIdentifier })),
  };
}
