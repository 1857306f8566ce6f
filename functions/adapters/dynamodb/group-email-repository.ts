import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type {
  GroupEmailEntryRecord,
  GroupEmailRecord,
  GroupEmailStore,
} from '../../domain/group-emails/group-emails';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { queryAll } from './query-all';

const table = () => config.tableName;
const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';
const isCancelled = (error: unknown) => (error as { name?: string }).name === 'TransactionCanceledException';

const strip = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _gs, entity: _e, ...rest } = item;
  return rest as T;
};

async function batchPut(items: Record<string, unknown>[]) {
  for (let i = 0; i < items.length; i += 25) {
    let pending: unknown[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length && attempt < 8; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const out = await getDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [table()]: pending as never } }),
      );
      pending = out.UnprocessedItems?.[table()] ?? [];
    }
    if (pending.length) throw new Error('group e-mail entries not written (throttled)');
  }
}

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

/**
 * Group e-mails (README "group e-mails"): the e-mail `GROUPEMAIL#<id>` / `GROUPEMAIL` (gsi1
 * `GROUPEMAILS` / `<createdAt>#<id>`), its entries `ENTRY#<n>` in the same partition, the id
 * counter `GROUPEMAILS` / `COUNTER`.
 */
export const groupEmailStore: GroupEmailStore = {
  async nextId() {
    const out = await getDocumentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.groupEmailCounter(),
        UpdateExpression: 'ADD seq :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.seq);
  },
  async create(record) {
    await getDocumentClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.groupEmail(record.id),
          entity: 'groupEmail',
          gsi1pk: 'GROUPEMAILS',
          gsi1sk: `${record.createdAt}#${String(record.id).padStart(12, '0')}`,
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },
  async get(id) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.groupEmail(id), ConsistentRead: true }),
    );
    return out.Item ? strip<GroupEmailRecord>(out.Item) : undefined;
  },
  async list() {
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'GROUPEMAILS' },
      ScanIndexForward: false,
    });
    return items.map((i) => strip<GroupEmailRecord>(i));
  },
  async putEntries(entries) {
    // Entries are written before any of them is queued, so a rewrite never resets a sent one;
    // the items are independent, so they go in parallel batches.
    const batches: Record<string, unknown>[][] = [];
    for (let i = 0; i < entries.length; i += 25) {
      batches.push(
        entries.slice(i, i + 25).map((e) => ({
          ...keys.groupEmailEntry(e.groupEmailId, e.id),
          entity: 'groupEmailEntry',
          ...e,
        })),
      );
    }
    await inParallel(batches, 8, batchPut);
  },
  async entries(groupEmailId) {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
      ExpressionAttributeValues: { ':pk': keys.groupEmail(groupEmailId).pk, ':entry': 'ENTRY#' },
      ConsistentRead: true,
    });
    return items.map((i) => strip<GroupEmailEntryRecord>(i));
  },
  async getEntry(groupEmailId, entryId) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: table(),
        Key: keys.groupEmailEntry(groupEmailId, entryId),
        ConsistentRead: true,
      }),
    );
    return out.Item ? strip<GroupEmailEntryRecord>(out.Item) : undefined;
  },
  async setProgress(id, total, state) {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.groupEmail(id),
        UpdateExpression: 'SET #total = :total, #state = :state',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#total': 'total', '#state': 'state' },
        ExpressionAttributeValues: { ':total': total, ':state': state },
      }),
    );
  },
  async beginAttempt(groupEmailId, entryId, now) {
    try {
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.groupEmailEntry(groupEmailId, entryId),
          UpdateExpression: 'SET lastAttempt = :now, attemptCount = attemptCount + :one',
          ConditionExpression: 'attribute_exists(pk) AND #sent = :no',
          ExpressionAttributeNames: { '#sent': 'sent' },
          ExpressionAttributeValues: { ':now': now, ':one': 1, ':no': false },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  async markSent(groupEmailId, entryId) {
    try {
      await getDocumentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table(),
                Key: keys.groupEmailEntry(groupEmailId, entryId),
                UpdateExpression: 'SET #sent = :yes',
                ConditionExpression: '#sent = :no',
                ExpressionAttributeNames: { '#sent': 'sent' },
                ExpressionAttributeValues: { ':yes': true, ':no': false },
              },
            },
            {
              Update: {
                TableName: table(),
                Key: keys.groupEmail(groupEmailId),
                UpdateExpression: 'ADD #sent :one',
                ExpressionAttributeNames: { '#sent': 'sent' },
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
    } catch (error) {
      // Marked by an earlier delivery: counted once already.
      if (!isCancelled(error)) throw error;
    }
  },
};
