import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import { enqueueOrderEmails } from './order-email-queue';
import { getQueue, sendAll, setQueue } from './queue';

const sqs = mockClient(SQSClient);

beforeEach(() => {
  process.env.EMAIL_QUEUE_URL = 'https://sqs.eu-central-1.amazonaws.com/1/email';
  sqs.reset();
  setQueue(undefined);
});
afterEach(() => {
  delete process.env.EMAIL_QUEUE_URL;
  setQueue(undefined);
});

describe('sending many queue messages', () => {
  it('sends SQS messages ten per SendMessageBatch', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    await sendAll(
      'email',
      Array.from({ length: 23 }, (_, i) => ({ n: i })),
    );
    const calls = sqs.commandCalls(SendMessageBatchCommand);
    expect(calls.map((c) => c.args[0].input.Entries?.length)).toEqual([10, 10, 3]);
    expect(calls[2]!.args[0].input.Entries?.map((e) => JSON.parse(e.MessageBody ?? '') as unknown)).toEqual([
      { n: 20 },
      { n: 21 },
      { n: 22 },
    ]);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('sends the messages a batch refused again one by one', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [{ Id: '1', Code: 'InternalError', SenderFault: false }],
    });
    sqs.on(SendMessageCommand).resolves({});
    await sendAll('email', [{ n: 0 }, { n: 1 }]);
    expect(sqs.commandCalls(SendMessageCommand).map((c) => c.args[0].input.MessageBody)).toEqual([
      JSON.stringify({ n: 1 }),
    ]);
  });

  it('uses one call per message on a queue without batches (the local in-process queue)', async () => {
    const sent: unknown[] = [];
    setQueue({ send: (_queue, body) => (sent.push(body), Promise.resolve()) });
    expect(getQueue().sendBatch).toBeUndefined();
    await enqueueOrderEmails([
      { orderGuid: 'o-1', emailType: EmailType.PAYMENT },
      { orderGuid: 'o-2', emailType: EmailType.INCOMPLETE_PAYMENT, suffix: 'p-9' },
    ]);
    expect(sent.map((b) => (b as { messageId: string }).messageId)).toEqual([
      'order:o-1:2',
      'order:o-2:13:p-9',
    ]);
    expect(sqs.calls()).toHaveLength(0);
  });
});
