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

  // The raw shape DynamoDB Local answers (HTTP 500) when a request waited over 10 s for its table
  // lock on a loaded machine; on AWS the same error may follow a transaction that was applied.
  const serverError = () =>
    new DynamoDBServiceException({
      name: 'InternalServerError',
      $fault: 'server',
      $metadata: { httpStatusCode: 500 },
      message:
        'This action timed out because it too long waiting for a lock. This request will succeed in actual DynamoDB API',
    });

  it("retries DynamoDB's own failure with the same client token, so it is applied at most once", async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(serverError()).rejectsOnce(conflict()).resolves({});
    expect(await transactWithRetry(items)).toBeUndefined();
    const tokens = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.ClientRequestToken);
    expect(tokens).toHaveLength(3);
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Same token after the 500 (the first try may have been applied); a new one after the cancellation.
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).not.toBe(tokens[1]);
  });

  it('answers 503 (not 500) when DynamoDB keeps failing on its side for the whole budget', async () => {
    ddb.on(TransactWriteCommand).rejects(serverError());
    const error = await withDeadline(shortLambda, () => transactWithRetry(items)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceOverloadedError);
    expect((error as ServiceOverloadedError).reason).toBe('unavailable');
    expect((error as ServiceOverloadedError).status).toBe(503);
  });

  it('passes other errors through untouched and unretried', async () => {
    ddb.on(TransactWriteCommand).rejects(throttled('ValidationException'));
    await expect(transactWithRetry(items)).rejects.toThrow('ValidationException');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
