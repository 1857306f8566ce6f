import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PendingValueChange } from '../../domain/orders/value-change-records';
import { config } from '../config';
import { getDocumentClient } from './client';
import { gsi } from './keys';
import { queryAll } from './query-all';
import { transactWithRetry } from './order-repository';
import { entityDecoder, KEY_ATTRIBUTES } from './stored-entity';

/**
 * Priced value changes of registrations (functions/domain/user-area/priced-value-change.ts):
 * `VALUECHANGE#<guid>` / `VALUECHANGE` holds the change and its payment's answer; the item's lock
 * `VALUECHANGE#ITEM#<itemGuid>` / `PENDING` names the change waiting for payment, so an item has at
 * most one at a time (a second payment for the same item cannot start until the first is answered
 * or its time is up). Both carry the table's TTL (`expiresAt`, epoch seconds). A change is listed under
 * its order on gsi2 (`ORDER#<orderGuid>#VALUECHANGE` / `<dateCreated>#<guid>`) for the admin's order detail.
 */
const changeKey = (guid: string) => ({ pk: `VALUECHANGE#${guid}`, sk: 'VALUECHANGE' });
const lockKey = (itemGuid: string) => ({ pk: `VALUECHANGE#ITEM#${itemGuid}`, sk: 'PENDING' });

// A change is kept a year (what was paid for, for the organiser); the lock a day past its time.
const YEAR_SECONDS = 366 * 24 * 3600;
const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const stored = entityDecoder<PendingValueChange>(
  'valueChange',
  ['guid', 'orderGuid', 'itemGuid', 'status'],
  [...KEY_ATTRIBUTES, 'expiresAt', 'gsi2pk', 'gsi2sk'],
);

export const dynamoValueChanges = {
  async get(guid: string): Promise<PendingValueChange | undefined> {
    const { Item } = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: changeKey(guid) }),
    );
    if (!Item) return undefined;
    return stored(Item);
  },

  /** The order's changes, oldest first (Query gsi2; a change is kept a year). */
  async ofOrder(orderGuid: string): Promise<PendingValueChange[]> {
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.orderValueChanges(orderGuid) },
    });
    return items.map(stored);
  },

  async savePending(change: PendingValueChange, now: Date): Promise<boolean> {
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: config.tableName,
          Item: {
            ...changeKey(change.guid),
            ...change,
            gsi2pk: gsi.orderValueChanges(change.orderGuid),
            gsi2sk: `${change.dateCreated}#${change.guid}`,
            expiresAt: epochSeconds(change.dateCreated) + YEAR_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: config.tableName,
          Item: {
            ...lockKey(change.itemGuid),
            changeGuid: change.guid,
            payUntil: change.payUntil,
            expiresAt: epochSeconds(change.payUntil) + 24 * 3600,
          },
          ConditionExpression: 'attribute_not_exists(pk) OR payUntil <= :now',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        },
      },
    ]);
    return failed === undefined;
  },

  async finish(
    change: PendingValueChange,
    answer: Pick<PendingValueChange, 'status' | 'prCode' | 'srCode' | 'resultText' | 'dateAnswered'>,
  ): Promise<boolean> {
    const failed = await transactWithRetry([
      {
        Update: {
          TableName: config.tableName,
          Key: changeKey(change.guid),
          UpdateExpression:
            'SET #status = :status, prCode = :pr, srCode = :sr, resultText = :text, dateAnswered = :at',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': answer.status,
            ':pr': answer.prCode,
            ':sr': answer.srCode,
            ':text': answer.resultText,
            ':at': answer.dateAnswered,
            ':pending': 'pending',
          },
        },
      },
    ]);
    if (failed !== undefined) return false;
    // The item is free for a next change (unless the lock names a newer one by now).
    await transactWithRetry([
      {
        Delete: {
          TableName: config.tableName,
          Key: lockKey(change.itemGuid),
          ConditionExpression: 'changeGuid = :guid',
          ExpressionAttributeValues: { ':guid': change.guid },
        },
      },
    ]);
    return true;
  },
};
