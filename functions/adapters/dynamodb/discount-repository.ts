import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { discountCounterGuid } from '../../domain/checkout/discounts';
import type { DiscountRecord } from '../../domain/orders/order-records';
import type { DiscountPorts } from '../../domain/discounts/discount-admin';
import type { SeriesHistoryRecord } from '../../domain/series-editor/series-editor-ports';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';
import { historyItem } from './series-editor-items';
import { entityDecoder, KEY_ATTRIBUTES } from './stored-entity';

/** True when the transaction's first item (the discount itself) failed its condition. */
const firstConditionFailed = (err: unknown) =>
  ((err as TransactionCanceledException).CancellationReasons ?? [])[0]?.Code === 'ConditionalCheckFailed';

const historyPut = (history: SeriesHistoryRecord) => ({
  Put: { TableName: config.tableName, Item: historyItem(history) },
});

const counterKey = (seriesGuid: string, code: string) =>
  keys.capacity('discount', discountCounterGuid(seriesGuid, code));

function itemOf(record: DiscountRecord, now: string) {
  return {
    ...keys.discount(record.seriesGuid, record.code),
    ...record,
    gsi1pk: gsi.discountsOfSeries(record.seriesGuid),
    gsi1sk: record.code,
    dateUpdated: now,
  };
}

const stripKeys = entityDecoder<DiscountRecord>(
  'discount',
  ['seriesGuid', 'code'],
  [...KEY_ATTRIBUTES, 'gsi1pk', 'gsi1sk'],
);

/** The counter's limit follows the discount's (checkout writes it only when the counter is new). */
function counterUpdate(record: DiscountRecord, used?: number) {
  const guid = discountCounterGuid(record.seriesGuid, record.code);
  return {
    Update: {
      TableName: config.tableName,
      Key: keys.capacity('discount', guid),
      UpdateExpression:
        used === undefined
          ? 'SET #capacity = :cap, entity = :entity, #scope = :scope, guid = :guid, #used = if_not_exists(#used, :zero)'
          : 'SET #capacity = :cap, entity = :entity, #scope = :scope, guid = :guid, #used = :used',
      ExpressionAttributeNames: { '#capacity': 'capacity', '#used': 'used', '#scope': 'scope' },
      ExpressionAttributeValues: {
        ':cap': record.usageLimit,
        ':entity': 'capacity',
        ':scope': 'discount',
        ':guid': guid,
        ...(used === undefined ? { ':zero': 0 } : { ':used': used }),
      },
    },
  };
}

/** Discount codes of a series (keys and access patterns in ./README.md). */
export const discountRepository: DiscountPorts = {
  newId: randomUUID,

  async seriesExists(seriesGuid) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.series(seriesGuid),
        ProjectionExpression: 'pk',
      }),
    );
    return out.Item !== undefined;
  },

  async seriesName(seriesGuid) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.series(seriesGuid),
        ProjectionExpression: '#n',
        ExpressionAttributeNames: { '#n': 'name' },
      }),
    );
    return out.Item ? String(out.Item.name ?? '') : undefined;
  },

  async listDiscounts(seriesGuid) {
    const rows = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.discountsOfSeries(seriesGuid) },
    });
    return rows.map(stripKeys);
  },

  async getDiscount(seriesGuid, code) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.discount(seriesGuid, code),
        ConsistentRead: true,
      }),
    );
    return out.Item ? stripKeys(out.Item) : undefined;
  },

  async usage(seriesGuid, codes) {
    const items = await batchGet<{ guid: string; used?: number }>(
      getDocumentClient(),
      config.tableName,
      codes.map((c) => counterKey(seriesGuid, c)),
    );
    const byGuid = new Map(items.map((i) => [i.guid, Number(i.used ?? 0)]));
    return new Map(codes.map((c) => [c, byGuid.get(discountCounterGuid(seriesGuid, c)) ?? 0]));
  },

  async createDiscount(record, history) {
    const now = new Date().toISOString();
    try {
      await getDocumentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.tableName,
                Item: { ...itemOf(record, now), dateCreated: now },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            historyPut(history),
          ],
        }),
      );
      return true;
    } catch (err) {
      if (firstConditionFailed(err)) return false;
      throw err;
    }
  },

  async replaceDiscount(before, after, history) {
    const now = new Date().toISOString();
    const client = getDocumentClient();
    if (before.code === after.code) {
      await client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.tableName,
                Item: {
                  ...itemOf(after, now),
                  dateCreated: (before as { dateCreated?: string }).dateCreated ?? now,
                },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            counterUpdate(after),
            historyPut(history),
          ],
        }),
      );
      return true;
    }
    // A new code: the record and its usage move together, the new code must be free.
    const oldCounter = await client.send(
      new GetCommand({
        TableName: config.tableName,
        Key: counterKey(before.seriesGuid, before.code),
        ConsistentRead: true,
      }),
    );
    const used = Number(oldCounter.Item?.used ?? 0);
    try {
      await client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.tableName,
                Item: { ...itemOf(after, now), dateCreated: now },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Delete: {
                TableName: config.tableName,
                Key: keys.discount(before.seriesGuid, before.code),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            {
              Delete: {
                TableName: config.tableName,
                Key: counterKey(before.seriesGuid, before.code),
                // Unchanged since read: a registration using the old code meanwhile retries the rename.
                ConditionExpression: 'attribute_not_exists(pk) OR #used = :used',
                ExpressionAttributeNames: { '#used': 'used' },
                ExpressionAttributeValues: { ':used': used },
              },
            },
            counterUpdate(after, used),
            historyPut(history),
          ],
        }),
      );
      return true;
    } catch (err) {
      if (firstConditionFailed(err)) return false;
      throw err;
    }
  },

  async deleteDiscount(seriesGuid, code, history) {
    try {
      await getDocumentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: config.tableName,
                Key: keys.discount(seriesGuid, code),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            {
              Delete: {
                TableName: config.tableName,
                Key: counterKey(seriesGuid, code),
                // Only while nobody uses it: a registration taking it meanwhile makes it archived instead.
                ConditionExpression: 'attribute_not_exists(pk) OR #used <= :zero',
                ExpressionAttributeNames: { '#used': 'used' },
                ExpressionAttributeValues: { ':zero': 0 },
              },
            },
            historyPut(history),
          ],
        }),
      );
      return 'deleted';
    } catch (err) {
      if (firstConditionFailed(err)) return 'notFound';
      const reasons = (err as TransactionCanceledException).CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') return 'used';
      throw err;
    }
  },
};
