import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { setDocumentClient } from '../adapters/dynamodb/client';
import { fixtureItem, fixtureOrder } from '../domain/emails/test-fixtures';
import type { GroupEmailEntryRecord, GroupEmailStore } from '../domain/group-emails/group-emails';
import type { OrderEmailReader } from '../domain/emails/compose-order-email';
import { createSendEmailHandler } from './send-email.handler';

process.env.LOG_LEVEL = 'silent';
const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));

const event = (body: unknown): SQSEvent => ({
  Records: [
    {
      messageId: 'sqs-1',
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
    },
  ],
});

/** One group e-mail with one entry, its attempts and sent flag kept in memory. */
function store() {
  const entry: GroupEmailEntryRecord = {
    groupEmailId: 3,
    id: 1,
    email: 'jana@example.cz',
    orderGuid: 'o1',
    sent: false,
    lastAttempt: null,
    attemptCount: 0,
  };
  let sentCount = 0;
  const groupEmails: GroupEmailStore = {
    nextId: () => Promise.resolve(3),
    create: () => Promise.resolve(),
    get: () =>
      Promise.resolve({
        id: 3,
        subject: 'Ahoj {{registratorFirstName}}',
        body: '<p>Start</p>',
      } as never),
    list: () => Promise.resolve([]),
    putEntries: () => Promise.resolve(),
    entries: () => Promise.resolve([entry]),
    getEntry: () => Promise.resolve({ ...entry }),
    setProgress: () => Promise.resolve(),
    markFailed: () => Promise.resolve(),
    beginAttempt: (_g, _e, now) => {
      if (entry.sent) return Promise.resolve(false);
      entry.attemptCount++;
      entry.lastAttempt = now;
      return Promise.resolve(true);
    },
    markSent: () => {
      if (!entry.sent) sentCount++;
      entry.sent = true;
      return Promise.resolve();
    },
  };
  return { groupEmails, entry, sentCount: () => sentCount };
}

const reader: OrderEmailReader = {
  loadOrderWithItems: () => Promise.resolve({ order: fixtureOrder({ guid: 'o1' }), items: [fixtureItem(0)] }),
  loadEventEmailDefinitions: () => Promise.resolve([]),
  loadSeriesEmailSettings: () => Promise.resolve({ name: 'Pohár', emailLayoutId: null }),
  loadEmailLayout: () => Promise.resolve(null),
  loadTeamForEmail: () => Promise.resolve(null),
  receivedByBankTransfer: () => Promise.resolve(0),
};

const message = { kind: 'groupEmail', messageId: 'group:3:1', groupEmailId: 3, entryId: 1 };

describe('send-email worker, group e-mail entries', () => {
  it('counts each attempt, retries a failed send and never sends a sent entry again', async () => {
    ddb.reset();
    ddb.on(PutCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    const { groupEmails, entry, sentCount } = store();
    const subjects: string[] = [];
    let fail = true;
    const handler = createSendEmailHandler(
      {
        send: (email) => {
          if (fail) return Promise.reject(new Error('SES throttled'));
          subjects.push(`${email.to.join()} ${email.subject}`);
          return Promise.resolve({ providerMessageId: 'p' });
        },
      },
      { orderReader: reader, groupEmails, appUrl: 'https://app.example' },
    );
    expect((await handler(event(message))).batchItemFailures).toEqual([{ itemIdentifier: 'sqs-1' }]);
    expect(entry).toMatchObject({ sent: false, attemptCount: 1 });
    // The failed send released its claim: the retry may send.
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(1);

    fail = false;
    expect((await handler(event(message))).batchItemFailures).toEqual([]);
    expect(entry).toMatchObject({ sent: true, attemptCount: 2 });
    expect(subjects).toEqual([`jana@example.cz Ahoj ${fixtureOrder().registrator.firstName}`]);

    // Delivered again (a retried worker): nothing is sent, nothing counted.
    expect((await handler(event(message))).batchItemFailures).toEqual([]);
    expect(subjects).toHaveLength(1);
    expect(entry.attemptCount).toBe(2);
    expect(sentCount()).toBe(1);
  });
});
