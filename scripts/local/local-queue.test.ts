import { describe, expect, it } from 'vitest';
import { isLastDelivery, QUEUE_MAX_RECEIVE_COUNT } from '../../functions/adapters/queue/redrive';
import { LocalQueue } from './local-queue';

describe('LocalQueue (in-process SQS stand-in)', () => {
  it('redelivers a failing message and dead-letters it after maxReceiveCount attempts', async () => {
    const queue = new LocalQueue({ maxReceiveCount: 3, retryDelayMs: 1 });
    const seen: string[] = [];
    queue.register('email', async (event) => {
      seen.push(event.Records[0]?.attributes.ApproximateReceiveCount ?? '?');
      throw new Error('boom');
    });
    await queue.send('email', { n: 1 });
    await queue.idle();
    expect(seen).toEqual(['1', '2', '3']);
    expect(queue.deadLetters).toHaveLength(1);
    expect(queue.deadLetters[0]).toMatchObject({ queue: 'email', receiveCount: 3, body: '{"n":1}' });
  });

  it('honours partial batch failures and stops retrying once the worker succeeds', async () => {
    const queue = new LocalQueue({ maxReceiveCount: 5, retryDelayMs: 1 });
    let calls = 0;
    queue.register('email', async (event) => {
      calls++;
      const id = event.Records[0]?.messageId ?? '';
      return { batchItemFailures: calls < 2 ? [{ itemIdentifier: id }] : [] };
    });
    await queue.send('email', { n: 2 });
    await queue.idle();
    expect(calls).toBe(2);
    expect(queue.deadLetters).toEqual([]);
  });

  it("counts receives like SQS with the queues' shared maximum: only the last delivery is the last one", async () => {
    const queue = new LocalQueue({ maxReceiveCount: QUEUE_MAX_RECEIVE_COUNT, retryDelayMs: 1 });
    const last: boolean[] = [];
    queue.register('jobs', async (event) => {
      last.push(isLastDelivery(event.Records[0]!));
      throw new Error('boom');
    });
    await queue.send('jobs', { jobId: 'j' });
    await queue.idle();
    expect(last).toEqual([...Array<boolean>(QUEUE_MAX_RECEIVE_COUNT - 1).fill(false), true]);
    expect(queue.deadLetters).toHaveLength(1);
  });

  it("waits a queue's own delay scale where one is given (page renders wait in real time in every stack)", async () => {
    // Every other queue's delays would take days: the pages queue's own scale is what applies.
    const queue = new LocalQueue({
      maxReceiveCount: 1,
      retryDelayMs: 1,
      delayScale: 1e8,
      delayScales: { pages: 0 },
    });
    const bodies: string[] = [];
    queue.register('pages', async (event) => {
      bodies.push(event.Records[0]?.body ?? '');
    });
    await queue.send('pages', { raceGuid: 'r1' }, { delaySeconds: 60 });
    await queue.idle();
    expect(bodies).toEqual(['{"raceGuid":"r1"}']);
  });
});
