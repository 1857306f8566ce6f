import { BatchWriteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

/** Recipients per item: 500 × (address + order guid) stays far below the 400 KB item limit. */
const RECIPIENTS_PER_ITEM = 500;

type EntryState = Pick<GroupEmailEntryRecord, 'sent' | 'lastAttempt' | 'attemptCount'>;

/** The sending state of an entry as stored (absent attributes: not tried yet). */
const entryStateOf = (row: Record<string, unknown>): EntryState => ({
  sent: row.sent === true,
  lastAttempt: typeof row.lastAttempt === 'string' ? row.lastAttempt : null,
  attemptCount: typeof row.attemptCount === 'number' ? row.attemptCount : 0,
});

const entryOf = (
  groupEmailId: number,
  id: number,
  email: string,
  orderGuid: string,
  state: EntryState | undefined,
): GroupEmailEntryRecord => ({
  groupEmailId,
  id,
  email,
  orderGuid,
  sent: state?.sent ?? false,
  lastAttempt: state?.lastAttempt ?? null,
  attemptCount: state?.attemptCount ?? 0,
});

/**
 * Group e-mails (README "group e-mails"): the e-mail `GROUPEMAIL#<id>` / `GROUPEMAIL` (gsi1
 * `GROUPEMAILS` / `<createdAt>#<id>`), in the same partition its recipients `RECIPIENTS#<slice>`
 * and the sending state of each entry `ENTRY#<n>`; the id counter `GROUPEMAILS` / `COUNTER`.
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
  async create(record, history) {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: {
                ...keys.groupEmail(record.id),
                entity: 'groupEmail',
                gsi1pk: 'GROUPEMAILS',
                gsi1sk: `${record.createdAt}#${String(record.id).padStart(12, '0')}`,
                ...record,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: table(),
              Item: {
                ...history,
                ...keys.seriesHistory(history.seriesGuid, history.at, history.historyId),
                entity: 'seriesHistory',
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
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
    // The recipients go in slices of RECIPIENTS_PER_ITEM per item (5,000 recipients = 10 writes);
    // an entry's sending state is its own item, written by the worker at the first attempt. They
    // are written before any message is queued, so a rewrite changes nothing that was sent.
    const slices = new Map<number, Array<[string, string]>>();
    for (const e of entries) {
      const slice = Math.floor((e.id - 1) / RECIPIENTS_PER_ITEM);
      const list = slices.get(slice) ?? [];
      list[(e.id - 1) % RECIPIENTS_PER_ITEM] = [e.email, e.orderGuid];
      slices.set(slice, list);
    }
    const groupEmailId = entries[0]?.groupEmailId;
    if (groupEmailId === undefined) return;
    const items = [...slices].map(([slice, recipients]) => ({
      ...keys.groupEmailRecipients(groupEmailId, slice),
      entity: 'groupEmailRecipients',
      recipients,
    }));
    const batches: Record<string, unknown>[][] = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
    await inParallel(batches, 4, batchPut);
  },
  async entries(groupEmailId) {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.groupEmail(groupEmailId).pk },
      ConsistentRead: true,
    });
    const states = new Map<number, EntryState>();
    for (const item of items)
      if (item.entity === 'groupEmailEntry') states.set(Number(item.id), entryStateOf(item));
    return items
      .filter((item) => item.entity === 'groupEmailRecipients')
      .flatMap((item) => {
        const slice = Number(String(item.sk).slice('RECIPIENTS#'.length));
        return (item.recipients as Array<[string, string]>).map(([email, orderGuid], i) => {
          const id = slice * RECIPIENTS_PER_ITEM + i + 1;
          return entryOf(groupEmailId, id, email, orderGuid, states.get(id));
        });
      })
      .sort((a, b) => a.id - b.id);
  },
  async getEntry(groupEmailId, entryId) {
    const slice = Math.floor((entryId - 1) / RECIPIENTS_PER_ITEM);
    const [recipients, state] = await Promise.all([
      getDocumentClient().send(
        new GetCommand({
          TableName: table(),
          Key: keys.groupEmailRecipients(groupEmailId, slice),
          ConsistentRead: true,
        }),
      ),
      getDocumentClient().send(
        new GetCommand({
          TableName: table(),
          Key: keys.groupEmailEntry(groupEmailId, entryId),
          ConsistentRead: true,
        }),
      ),
    ]);
    const recipient = (recipients.Item?.recipients as Array<[string, string]> | undefined)?.[
      (entryId - 1) % RECIPIENTS_PER_ITEM
    ];
    if (!recipient) return undefined;
    return entryOf(groupEmailId, entryId, recipient[0], recipient[1], state.Item && entryStateOf(state.Item));
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
  async markFailed(id) {
    await getDocumentClient()
      .send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.groupEmail(id),
          UpdateExpression: 'SET #state = :failed',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':failed': 'failed' },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  },
  async beginAttempt(groupEmailId, entryId, now) {
    try {
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.groupEmailEntry(groupEmailId, entryId),
          UpdateExpression:
            'SET entity = :entity, #id = :id, lastAttempt = :now, #sent = if_not_exists(#sent, :no), ' +
            'attemptCount = if_not_exists(attemptCount, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(#sent) OR #sent = :no',
          ExpressionAttributeNames: { '#sent': 'sent', '#id': 'id' },
          ExpressionAttributeValues: {
            ':entity': 'groupEmailEntry',
            ':id': entryId,
            ':now': now,
            ':zero': 0,
            ':one': 1,
            ':no': false,
          },
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
