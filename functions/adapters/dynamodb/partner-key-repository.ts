import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  PartnerKeyLookup,
  PartnerKeyRecord,
  PartnerKeyStore,
} from '../../domain/partner-api/partner-key-ports';
import type { SeriesHistoryRecord } from '../../domain/series-editor/series-editor-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { queryAll } from './query-all';
import { historyItem } from './series-editor-items';
import { transactWithRetry } from './transact-with-retry';

const table = () => config.tableName;
const db = () => getDocumentClient();

const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, entity: _e, ...rest } = item;
  return rest as T;
};

const lookupOf = (r: PartnerKeyRecord): PartnerKeyLookup => ({
  keyId: r.keyId,
  seriesGuid: r.seriesGuid,
  scopes: r.scopes,
  expiresAt: r.expiresAt,
  lastUsedAt: r.lastUsedAt,
});

const historyPut = (h: SeriesHistoryRecord) => ({ Put: { TableName: table(), Item: historyItem(h) } });

/** Partner API keys (README: `PARTNERKEYS#<series>`, `PARTNERKEY#<hash>`). */
export const partnerKeyStore: PartnerKeyStore = {
  async listKeys(seriesGuid) {
    const rows = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': keys.partnerKeysPartition(seriesGuid), ':sk': 'KEY#' },
    });
    return rows.map((r) => strip<PartnerKeyRecord>(r) as PartnerKeyRecord);
  },
  async getKey(seriesGuid, keyId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.partnerKey(seriesGuid, keyId), ConsistentRead: true }),
    );
    return strip<PartnerKeyRecord>(out.Item);
  },
  async createKey(record, history) {
    const refused = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: { ...keys.partnerKey(record.seriesGuid, record.keyId), entity: 'partnerKey', ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: table(),
          Item: { ...keys.partnerKeyLookup(record.keyHash), entity: 'partnerKeyLookup', ...lookupOf(record) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      historyPut(history),
    ]);
    if (refused !== undefined) throw new Error('partner key collision');
  },
  async revokeKey(record, at, history) {
    const refused = await transactWithRetry([
      {
        Update: {
          TableName: table(),
          Key: keys.partnerKey(record.seriesGuid, record.keyId),
          UpdateExpression: 'SET revokedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND revokedAt = :null',
          ExpressionAttributeValues: { ':at': at, ':null': null },
        },
      },
      { Delete: { TableName: table(), Key: keys.partnerKeyLookup(record.keyHash) } },
      historyPut(history),
    ]);
    return refused === undefined;
  },
  async updateKey(record, history) {
    const values = { ':scopes': record.scopes, ':exp': record.expiresAt };
    const refused = await transactWithRetry([
      {
        Update: {
          TableName: table(),
          Key: keys.partnerKey(record.seriesGuid, record.keyId),
          UpdateExpression: 'SET #name = :name, scopes = :scopes, expiresAt = :exp',
          ConditionExpression: 'attribute_exists(pk) AND revokedAt = :null',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ...values, ':name': record.name, ':null': null },
        },
      },
      {
        // The lookup is what a partner's call is checked against: the change counts from its next call.
        Update: {
          TableName: table(),
          Key: keys.partnerKeyLookup(record.keyHash),
          UpdateExpression: 'SET scopes = :scopes, expiresAt = :exp',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: values,
        },
      },
      historyPut(history),
    ]);
    return refused === undefined;
  },
  async findByHash(keyHash) {
    const out = await db().send(new GetCommand({ TableName: table(), Key: keys.partnerKeyLookup(keyHash) }));
    return strip<PartnerKeyLookup>(out.Item);
  },
  async touch(lookup, keyHash, at) {
    // Both only while they exist: a key revoked meanwhile is not brought back by its last call.
    await Promise.all(
      [keys.partnerKeyLookup(keyHash), keys.partnerKey(lookup.seriesGuid, lookup.keyId)].map((Key) =>
        db()
          .send(
            new UpdateCommand({
              TableName: table(),
              Key,
              UpdateExpression: 'SET lastUsedAt = :at',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':at': at },
            }),
          )
          .catch((err: unknown) => {
            if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
          }),
      ),
    );
  },
};
