import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { config } from '../config';

export type QueueName = 'email' | 'jobs';

export interface QueuePort {
  send(queue: QueueName, body: unknown): Promise<void>;
}

let sqsClient: SQSClient | undefined;

const sqsQueue: QueuePort = {
  async send(queue, body) {
    const url = queue === 'email' ? config.emailQueueUrl : queue === 'jobs' ? config.jobQueueUrl : undefined;
    if (!url) throw new Error(`Queue ${queue} is not configured`);
    sqsClient ??= new SQSClient({ region: config.region });
    await sqsClient.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(body) }));
  },
};

let override: QueuePort | undefined;

/** SQS in AWS; the local stack registers its in-process queue here. */
export const getQueue = (): QueuePort => override ?? sqsQueue;
export const setQueue = (q: QueuePort | undefined): void => {
  override = q;
};
