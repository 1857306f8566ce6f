import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SeriesHistoryRecord } from '../../domain/series-editor/series-editor-ports';
import type {
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookStore,
} from '../../domain/webhooks/webhook-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { queryAll } from './query-all';
import { historyItem } from './series-editor-items';
import { transactWithRetry } from './transact-with-retry';

/** Deliveries are kept this long (the table's TTL removes them; an endpoint's log stays short). */
const KEEP_DELIVERIES_DAYS = 30;
const table = () => config.tableName;
const db = () => getDocumentClient();

const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, entity: _e, expiresAt: _x, ...rest } = item;
  return rest as T;
};

const endpointItem = (r: WebhookEndpointRecord) => ({
  ...keys.webhookEndpoint(r.seriesGuid, r.webhookId),
  entity: 'webhookEndpoint',
  ...r,
});

const historyPut = (h: SeriesHistoryRecord) => ({ Put: { TableName: table(), Item: historyItem(h) } });

async function ifExists(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

async function failed(items: Parameters<typeof transactWithRetry>[0]): Promise<boolean> {
  return (await transactWithRetry(items)) !== undefined;
}

/** Webhook endpoints and their deliveries (README: `WEBHOOKS#<series>`, `WEBHOOK#<endpoint>`). */
export const webhookStore: WebhookStore = {
  async listEndpoints(seriesGuid) {
    const rows = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': keys.webhookEndpointsPartition(seriesGuid), ':sk': 'ENDPOINT#' },
    });
    return rows.map((r) => strip<WebhookEndpointRecord>(r) as WebhookEndpointRecord);
  },
  async getEndpoint(seriesGuid, webhookId) {
    const out = await db().send(
      new GetCommand({
        TableName: table(),
        Key: keys.webhookEndpoint(seriesGuid, webhookId),
        ConsistentRead: true,
      }),
    );
    return strip<WebhookEndpointRecord>(out.Item);
  },
  async createEndpoint(record, history) {
    const conflict = await failed([
      {
        Put: {
          TableName: table(),
          Item: endpointItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      historyPut(history),
    ]);
    if (conflict) throw new Error('webhook id collision');
  },
  async deleteEndpoint(record, history) {
    await failed([
      { Delete: { TableName: table(), Key: keys.webhookEndpoint(record.seriesGuid, record.webhookId) } },
      historyPut(history),
    ]);
  },
  async setDisabled(record, disabled, at, history) {
    const conflict = await failed([
      {
        Update: {
          TableName: table(),
          Key: keys.webhookEndpoint(record.seriesGuid, record.webhookId),
          UpdateExpression: disabled
            ? 'SET disabled = :d, disabledAt = :at'
            : 'SET disabled = :d, disabledAt = :null, consecutiveFailures = :zero',
          ConditionExpression: 'attribute_exists(pk) AND disabled <> :d',
          ExpressionAttributeValues: {
            ':d': disabled,
            ...(disabled ? { ':at': at } : { ':null': null, ':zero': 0 }),
          },
        },
      },
      historyPut(history),
    ]);
    return !conflict;
  },
  async listDeliveries(webhookId, limit, after) {
    const out = await db().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.webhookDeliveriesPartition(webhookId), ':sk': 'DELIVERY#' },
        ScanIndexForward: false,
        Limit: limit,
        // Older than the previous page's last delivery (its key, whether or not it still exists).
        ...(after ? { ExclusiveStartKey: keys.webhookDelivery(webhookId, after) } : {}),
      }),
    );
    return (out.Items ?? []).map((r) => strip<WebhookDeliveryRecord>(r) as WebhookDeliveryRecord);
  },
  async getDelivery(webhookId, deliveryId) {
    const out = await db().send(
      new GetCommand({
        TableName: table(),
        Key: keys.webhookDelivery(webhookId, deliveryId),
        ConsistentRead: true,
      }),
    );
    return strip<WebhookDeliveryRecord>(out.Item);
  },
  createDelivery: (record) =>
    ifExists(() =>
      db().send(
        new PutCommand({
          TableName: table(),
          Item: {
            ...keys.webhookDelivery(record.webhookId, record.deliveryId),
            entity: 'webhookDelivery',
            ...record,
            expiresAt: Math.floor(Date.parse(record.createdAt) / 1000) + KEEP_DELIVERIES_DAYS * 86_400,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    ),
  async recordAttempt(delivery, attempt, status, nextAttemptAt) {
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.webhookDelivery(delivery.webhookId, delivery.deliveryId),
        UpdateExpression: 'SET attempts = list_append(attempts, :a), #s = :s, nextAttemptAt = :n',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':a': [attempt], ':s': status, ':n': nextAttemptAt },
      }),
    );
  },
  async countFailure(seriesGuid, webhookId) {
    const out = await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.webhookEndpoint(seriesGuid, webhookId),
        UpdateExpression: 'ADD consecutiveFailures :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.consecutiveFailures ?? 0);
  },
  async resetFailures(seriesGuid, webhookId) {
    await ifExists(() =>
      db().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.webhookEndpoint(seriesGuid, webhookId),
          UpdateExpression: 'SET consecutiveFailures = :zero',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':zero': 0 },
        }),
      ),
    );
  },
};
