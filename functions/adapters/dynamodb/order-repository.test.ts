import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { setDocumentClient } from './client';
import { ServiceOverloadedError } from '../../domain/errors';
import { counterUpdate, transactWithRetry } from './order-repository';

const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const items = [counterUpdate('t', { scope: 'category', guid: 'c', capacity: 10, n: 2 })];

describe('order transaction', () => {
  beforeEach(() => ddb.reset());

  it('retries TransactionConflict (real DynamoDB under contention) and then succeeds', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'TransactionConflict']))
      .rejectsOnce(cancelled(['TransactionConflict', 'None']))
      .resolves({});
    expect(await transactWithRetry(items)).toBeUndefined();
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('answers the index of the failed condition without retrying', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed']));
    expect(await transactWithRetry(items)).toBe(2);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('gives up after the retry budget as an overload (503), not a raw error', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict']));
    await expect(transactWithRetry(items, 3)).rejects.toBeInstanceOf(ServiceOverloadedError);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('conditions a limited counter on room for all n places, an unlimited one not on room; neither on a sharded scope', () => {
    const limited = items[0]?.Update;
    expect(limited?.ConditionExpression).toBe(
      '(attribute_not_exists(pk) OR #capacity <= :zero OR #used <= :max) AND attribute_not_exists(#buckets)',
    );
    expect(limited?.ExpressionAttributeValues).toMatchObject({ ':max': 8, ':n': 2 });
    const unlimited = counterUpdate('t', { scope: 'event', guid: 'e', capacity: 0, n: 1 }).Update;
    // A scope split into buckets meanwhile: the checkout reads its buckets and takes a place there.
    expect(unlimited?.ConditionExpression).toBe('attribute_not_exists(#buckets)');
  });
});
