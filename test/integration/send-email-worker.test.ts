import { beforeAll, describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { mailbox, useTestStackEnv } from './support';

const sqsEvent = (bodies: unknown[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({
    messageId: `sqs-${i}`,
    receiptHandle: 'r',
    body: JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:local:0:email',
    awsRegion: 'local',
  })),
});

describe('send-email worker against DynamoDB Local and the SES emulator', () => {
  beforeAll(() => useTestStackEnv());

  it('delivers a rendered e-mail to the mailbox exactly once, however often the message arrives', async () => {
    const { handler } = await import('../../functions/workers/send-email.handler');
    const subject = `Potvrzení registrace ${randomUUID()}`;
    const job = {
      kind: 'rendered',
      messageId: randomUUID(),
      to: ['runner@example.com'],
      subject,
      html: '<p>Děkujeme</p>',
      text: 'Děkujeme',
    };
    const first = await handler(sqsEvent([job, job]));
    const second = await handler(sqsEvent([job]));
    expect(first.batchItemFailures).toEqual([]);
    expect(second.batchItemFailures).toEqual([]);
    const delivered = (await mailbox()).filter((m) => m.subject === subject);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.destination.to).toEqual(['runner@example.com']);
    expect(delivered[0]?.body.html).toContain('Děkujeme');
  });

  it('drops a malformed message without failing the rest of the batch', async () => {
    const { handler } = await import('../../functions/workers/send-email.handler');
    const subject = `Ok ${randomUUID()}`;
    const result = await handler(
      sqsEvent([
        { kind: 'rendered', to: 'not-a-list' },
        { kind: 'rendered', messageId: randomUUID(), to: ['a@example.com'], subject, html: '', text: 'x' },
      ]),
    );
    expect(result.batchItemFailures).toEqual([]);
    expect((await mailbox()).filter((m) => m.subject === subject)).toHaveLength(1);
  });
});
