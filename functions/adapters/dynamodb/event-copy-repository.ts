import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CounterCopy, EventCopyStore } from '../../domain/series-editor/copy-event-ports';
import { config } from '../config';
import { withBucketSums } from './capacity-buckets';
import { batchGet } from './batch-get';
import { batchPut } from './batch-write';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';
import { eventHistoryItem, eventItem, historyItem } from './series-editor-items';

const table = () => config.tableName;

/** How long the mark of an abandoned copy stays (TTL): far longer than a lost commit can wander. */
const ABANDONED_KEPT_SECONDS = 24 * 60 * 60;

const counterItem = (c: CounterCopy) => ({
  ...keys.capacity(c.scope, c.guid),
  entity: 'capacity',
  scope: c.scope,
  guid: c.guid,
  capacity: c.capacity,
  used: 0,
});

const queryPrefix = (pk: string, prefix: string) =>
  queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': prefix },
    ConsistentRead: true,
  });

/** Deletes items by key in BatchWriteItem chunks of 25 (unprocessed ones sent again). */
async function batchDelete(keysToDelete: ReadonlyArray<{ pk: string; sk: string }>): Promise<void> {
  for (let i = 0; i < keysToDelete.length; i += 25) {
    let pending: unknown[] = keysToDelete.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      if (attempt > 8) throw new Error('BatchWriteItem kept returning unprocessed deletes');
      const out = await getDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [table()]: pending as never } }),
      );
      pending = out.UnprocessedItems?.[table()] ?? [];
    }
  }
}

/**
 * Copy of an event (README "copy of an event to next season"; the domain module explains the
 * staging and the commit): children keep their layout, `CAP#<scope>#<guid>` counters.
 */
export const eventCopyStore: EventCopyStore = {
  eventChildren: async (eventGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk },
        ConsistentRead: true,
      })
    ).filter((i) => i.entity !== 'event'),
  seriesRules: async (seriesGuid) => {
    const pk = keys.series(seriesGuid).pk;
    const [details, numberings] = await Promise.all([
      queryPrefix(pk, 'PAYMENTDETAIL#'),
      queryPrefix(pk, 'NUMBERING#'),
    ]);
    return [...details, ...numberings];
  },
  capacities: async (refs) => {
    if (!refs.length) return [];
    // A sharded scope's capacity is its `total` (the copy starts unsharded: it gets its buckets
    // on its first capacity change or by `npm run shard:capacity`).
    const items = await withBucketSums(
      await batchGet<{ pk: string; capacity?: number }>(
        getDocumentClient(),
        table(),
        refs.map(([scope, guid]) => keys.capacity(scope, guid)),
      ),
    );
    // The key names the scope and guid (seeded counters may carry neither as attributes).
    return items.map((i): CounterCopy => {
      const [, scope = '', guid = ''] = i.pk.split('#');
      return { scope, guid, capacity: Number(i.capacity ?? 0) };
    });
  },
  stage: (items, counters) =>
    batchPut(getDocumentClient(), table(), [...items, ...counters.map(counterItem)]),
  commit: async (commit) => {
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: eventItem(commit.event),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: eventHistoryItem(commit.history) } },
      { Put: { TableName: table(), Item: historyItem(commit.seriesHistory) } },
      {
        ConditionCheck: {
          TableName: table(),
          Key: keys.copyAbandoned(commit.event.guid),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...commit.puts.map((Item) => ({
        Put: { TableName: table(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
      })),
      ...commit.publish.map(({ pk, sk, set }) => {
        const names = Object.keys(set);
        return {
          Update: {
            TableName: table(),
            Key: { pk, sk },
            // The staged item must be there: an index key on nothing would create a stub.
            ConditionExpression: 'attribute_exists(pk)',
            UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
            ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, set[n]])),
          },
        };
      }),
    ]);
    if (failed !== undefined) throw new Error('The copied event could not be written');
  },
  abandon: async (eventGuid) => {
    await getDocumentClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.copyAbandoned(eventGuid),
          entity: 'copyAbandoned',
          expiresAt: Math.floor(Date.now() / 1000) + ABANDONED_KEPT_SECONDS,
        },
      }),
    );
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.event(eventGuid), ConsistentRead: true }),
    );
    return out.Item !== undefined;
  },
  unstage: (items, counters) =>
    batchDelete([
      ...items.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })),
      ...counters.map((c) => keys.capacity(c.scope, c.guid)),
    ]),
};
