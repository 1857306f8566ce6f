import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBClient,
  DynamoDBServiceException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SERVER_RETRY } from '@shared/resilience/retry-policy';
import { ServiceOverloadedError } from '../../domain/errors';
import { withDeadline } from '../time-budget';
import { setDocumentClient } from './client';
import { transactWithRetry, type TransactItem } from './transact-with-retry';

const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));

const conflict = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });
const throttled = (name: string) =>
  new DynamoDBServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: 400 }, message: name });
const items: TransactItem[] = [{ Put: { TableName: 't', Item: { pk: 'a', sk: 'b' } } }];
/** A Lambda with little time left: the loop must give up early to leave room for the answer. */
const shortLambda = SERVER_RETRY.answerMarginMs + SERVER_RETRY.attemptAllowanceMs + 200;

describe('transactWithRetry', () => {
  beforeEach(() => ddb.reset());

  it('retries a TransactionConflict and then commits', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(conflict()).resolves({});
    expect(await transactWithRetry(items)).toBeUndefined();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it.each(['ThrottlingException', 'ProvisionedThroughputExceededException', 'RequestLimitExceeded'])(
    'retries %s and then commits',
    async (name) => {
      ddb.on(TransactWriteCommand).rejectsOnce(throttled(name)).rejectsOnce(throttled(name)).resolves({});
      expect(await transactWithRetry(items)).toBeUndefined();
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
    },
  );

  it('ends in an overload error (503) when DynamoDB stays saturated for the whole budget', async () => {
    ddb.on(TransactWriteCommand).rejects(throttled('ThrottlingException'));
    const error = await withDeadline(shortLambda, () => transactWithRetry(items)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceOverloadedError);
    expect((error as ServiceOverloadedError).reason).toBe('throttle');
    expect((error as ServiceOverloadedError).status).toBe(503);
    expect(ddb.commandCalls(TransactWriteCommand).length).toBeGreaterThan(1);
  });

  it('does not retry when the Lambda has no time left for another try', async () => {
    ddb.on(TransactWriteCommand).rejects(conflict());
    await expect(withDeadline(500, () => transactWithRetry(items))).rejects.toBeInstanceOf(
      ServiceOverloadedError,
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('passes other errors through untouched and unretried', async () => {
    ddb.on(TransactWriteCommand).rejects(throttled('ValidationException'));
    await expect(transactWithRetry(items)).rejects.toThrow('ValidationException');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
