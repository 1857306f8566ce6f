import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ServiceOverloadedError } from '../../domain/errors';
import { batchGet } from './batch-get';
import { batchPut } from './batch-write';

const ddb = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' }));
const key = { pk: 'ORDER#1', sk: 'ORDER' };

/** The batch calls back off between tries; fake timers run the waits at once. */
async function settle<T>(promise: Promise<T>): Promise<T | unknown> {
  const outcome = promise.catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  return outcome;
}

describe('batches DynamoDB keeps leaving unprocessed (its throttling of a batch)', () => {
  beforeEach(() => {
    ddb.reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('a BatchGetItem that never gets its keys through ends in 503 (overload), not a 500', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { t: [] }, UnprocessedKeys: { t: { Keys: [key] } } });
    const error = await settle(batchGet(client, 't', [key]));
    expect(error).toBeInstanceOf(ServiceOverloadedError);
    expect(error).toMatchObject({ reason: 'throttle', status: 503 });
  });

  it('a BatchGetItem whose keys get through on a later try answers them', async () => {
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { t: [] }, UnprocessedKeys: { t: { Keys: [key] } } })
      .resolves({ Responses: { t: [{ ...key, name: 'found' }] } });
    expect(await settle(batchGet(client, 't', [key]))).toEqual([{ ...key, name: 'found' }]);
  });

  it('a BatchWriteItem that never gets its items through ends in 503 (overload), not a 500', async () => {
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: { t: [{ PutRequest: { Item: { ...key } } }] } });
    const error = await settle(batchPut(client, 't', [{ ...key }]));
    expect(error).toBeInstanceOf(ServiceOverloadedError);
    expect(error).toMatchObject({ reason: 'throttle', status: 503 });
  });
});
