import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { QueueName, QueuePort, SendOptions } from '../../functions/adapters/queue/queue';

type Consumer = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

export interface DeadLetter {
  queue: QueueName;
  body: string;
  receiveCount: number;
  lastError: string;
}

/**
 * In-process stand-in for SQS + event source mapping: delivers each message to the same worker
 * handler with an SQS-shaped event, redelivers failed records with backoff (partial batch
 * failures honoured) and moves a message to the dead-letter list after maxReceiveCount attempts.
 * Like SQS, each delivery's record carries `ApproximateReceiveCount` (1 on the first, maxReceiveCount
 * on the last), which a worker reads to act on a message's last delivery (`isLastDelivery`); the
 * stack passes the queues' shared `QUEUE_MAX_RECEIVE_COUNT`.
 */
export class LocalQueue implements QueuePort {
  private consumers = new Map<QueueName, Consumer>();
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];
  private stopped = false;
  private held: Array<() => void> | undefined;
  readonly deadLetters: DeadLetter[] = [];

  /**
   * `delayScale`: milliseconds per second of a message's delay (SQS DelaySeconds); 1000 is real
   * time, the test stack shortens webhook backoffs with a small one. `delayScales`: a queue's own.
   */
  constructor(
    private readonly options: {
      maxReceiveCount: number;
      retryDelayMs: number;
      delayScale?: number;
      delayScales?: Partial<Record<QueueName, number>>;
    },
  ) {}

  register(queue: QueueName, consumer: Consumer): void {
    this.consumers.set(queue, consumer);
  }

  async send(queue: QueueName, body: unknown, options?: SendOptions): Promise<void> {
    if (this.stopped) throw new Error('queue stopped');
    const text = JSON.stringify(body);
    const scale = this.options.delayScales?.[queue] ?? this.options.delayScale ?? 1000;
    const delayMs = (options?.delaySeconds ?? 0) * scale;
    this.deliver(queue, randomUUID(), text, 1, delayMs);
  }

  private deliver(
    queue: QueueName,
    messageId: string,
    body: string,
    receiveCount: number,
    delayMs: number,
  ): void {
    this.inFlight++;
    const start = () =>
      setTimeout(() => {
        void this.attempt(queue, messageId, body, receiveCount).finally(() => {
          this.inFlight--;
          if (this.inFlight === 0) this.idleWaiters.splice(0).forEach((w) => w());
        });
      }, delayMs);
    if (this.held) this.held.push(start);
    else start();
  }

  /** Holds deliveries (as if the consumer were scaled to zero) until resume(). */
  pause(): void {
    this.held ??= [];
  }

  resume(): void {
    const held = this.held ?? [];
    this.held = undefined;
    held.forEach((start) => start());
  }

  private async attempt(
    queue: QueueName,
    messageId: string,
    body: string,
    receiveCount: number,
  ): Promise<void> {
    const consumer = this.consumers.get(queue);
    let error = 'no consumer registered';
    if (consumer) {
      const record: SQSRecord = {
        messageId,
        receiptHandle: randomUUID(),
        body,
        attributes: {
          ApproximateReceiveCount: String(receiveCount),
          SentTimestamp: String(Date.now()),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:local:000000000000:${queue}`,
        awsRegion: 'local',
      };
      try {
        const result = await consumer({ Records: [record] });
        const failed = result?.batchItemFailures?.some((f) => f.itemIdentifier === messageId);
        if (!failed) return;
        error = 'reported as batch item failure';
      } catch (err) {
        error = String(err);
      }
    }
    if (this.stopped) return;
    if (receiveCount >= this.options.maxReceiveCount) {
      this.deadLetters.push({ queue, body, receiveCount, lastError: error });
      return;
    }
    this.deliver(queue, messageId, body, receiveCount + 1, this.options.retryDelayMs * receiveCount);
  }

  /** Resolves when no message is waiting or being processed. */
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
  }
}
