import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { setDocumentClient } from '../adapters/dynamodb/client';
import { createSendEmailHandler } from './send-email.handler';

process.env.LOG_LEVEL = 'silent';
const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));

const record = (body: unknown, messageId = 'sqs-1'): SQSEvent['Records'][number] => ({
  messageId,
  receiptHandle: 'r',
  body: JSON.stringify(body),
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '0',
    SenderId: 's',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn',
  awsRegion: 'eu-central-1',
});

const job = {
  kind: 'rendered',
  messageId: 'job-1',
  to: ['a@example.com'],
  subject: 'S',
  html: '<p>h</p>',
  text: 't',
};

describe('send-email worker', () => {
  it('reports a failed send as a batch item failure and releases the claim so a retry can send it', async () => {
    ddb.reset();
    ddb.on(PutCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    const handler = createSendEmailHandler({
      send: async () => {
        throw new Error('SES throttled');
      },
    });
    const result = await handler({ Records: [record(job, 'sqs-9')] });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'sqs-9' }]);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);
  });

  it('sends only the messages whose claim succeeds', async () => {
    ddb.reset();
    const sent: string[] = [];
    ddb
      .on(PutCommand)
      .resolvesOnce({})
      .rejectsOnce(
        Object.assign(
          new (await import('@aws-sdk/client-dynamodb')).ConditionalCheckFailedException({
            message: 'x',
            $metadata: {},
          }),
        ),
      );
    const handler = createSendEmailHandler({
      send: async (e) => {
        sent.push(e.subject);
        return { providerMessageId: 'p' };
      },
    });
    const result = await handler({ Records: [record(job, 'a'), record(job, 'b')] });
    expect(result.batchItemFailures).toEqual([]);
    expect(sent).toEqual(['S']);
  });
});
