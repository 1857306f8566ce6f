import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';

/**
 * `documents`: tax documents and payment confirmations to issue (functions/workers/tax-documents.handler.ts);
 * `pages`: trailing renders of start list pages, delayed to the end of their throttle's interval
 * (functions/workers/render-pages.handler.ts, its own queue in infra/constructs/page-renderer.ts).
 */
export type QueueName = 'email' | 'jobs' | 'webhooks' | 'documents' | 'pages';

/** SendMessage options: a delay (SQS DelaySeconds, 0–900) is how webhook retries back off. */
export interface SendOptions {
  delaySeconds?: number;
}

export interface QueuePort {
  send(queue: QueueName, body: unknown, options?: SendOptions): Promise<void>;
  /** Many messages in as few calls as the queue takes (SQS: ten per SendMessageBatch). */
  sendBatch?(queue: QueueName, bodies: unknown[]): Promise<void>;
}

let sqsClient: SQSClient | undefined;

/** SQS takes at most ten messages per SendMessageBatch. */
const SQS_BATCH = 10;

function queueUrl(queue: QueueName): string {
  const url =
    queue === 'email'
      ? config.emailQueueUrl
      : queue === 'jobs'
        ? config.jobQueueUrl
        : queue === 'webhooks'
          ? config.webhookQueueUrl
          : queue === 'documents'
            ? config.documentsQueueUrl
            : queue === 'pages'
              ? config.pageRenderQueueUrl
              : undefined;
  if (!url) throw new Error(`Queue ${queue} is not configured`);
  return url;
}

const sqsQueue: QueuePort = {
  async send(queue, body, options) {
    const url = queueUrl(queue);
    sqsClient ??= new SQSClient({ region: config.region });
    const delay = options?.delaySeconds;
    await sqsClient.send(
      new SendMessageCommand({
        QueueUrl: url,
        MessageBody: JSON.stringify(body),
        ...(delay ? { DelaySeconds: Math.min(900, Math.max(0, Math.round(delay))) } : {}),
      }),
    );
  },
  async sendBatch(queue, bodies) {
    const url = queueUrl(queue);
    const client = (sqsClient ??= new SQSClient({ region: config.region }));
    const chunks: unknown[][] = [];
    for (let i = 0; i < bodies.length; i += SQS_BATCH) chunks.push(bodies.slice(i, i + SQS_BATCH));
    await Promise.all(
      chunks.map(async (chunk) => {
        const out = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: url,
            Entries: chunk.map((body, i) => ({ Id: String(i), MessageBody: JSON.stringify(body) })),
          }),
        );
        // A batch answers per message: the ones SQS refused go again one by one (and fail loudly).
        for (const failed of out.Failed ?? [])
          await client.send(
            new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(chunk[Number(failed.Id)]) }),
          );
      }),
    );
  },
};

/** Sends many messages: in batches where the queue has them, else one call each. */
export async function sendAll(queue: QueueName, bodies: unknown[]): Promise<void> {
  if (!bodies.length) return;
  const port = getQueue();
  if (port.sendBatch) await port.sendBatch(queue, bodies);
  else await Promise.all(bodies.map((body) => port.send(queue, body)));
}

let override: QueuePort | undefined;

/** SQS in AWS; the local stack registers its in-process queue here. */
export const getQueue = (): QueuePort => override ?? sqsQueue;
export const setQueue = (q: QueuePort | undefined): void => {
  override = q;
};
