import type { CounterCopy, EventCopyStore } from '../../domain/series-editor/copy-event';
import { config } from '../config';
import { batchGet } from './batch-get';
import { batchPut } from './batch-write';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';
import { eventHistoryItem, eventItem, historyItem } from './series-editor-repository';

const table = () => config.tableName;

/** Copy of an event (README: event children keep their layout; `CAP#<scope>#<guid>` counters). */
export const eventCopyStore: EventCopyStore = {
  eventChildren: async (eventGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk },
        ConsistentRead: true,
      })
    ).filter((i) => i.entity !== 'event'),
  capacities: async (refs) => {
    if (!refs.length) return [];
    const items = await batchGet<{ pk: string; capacity?: number }>(
      getDocumentClient(),
      table(),
      refs.map(([scope, guid]) => keys.capacity(scope, guid)),
    );
    // The key names the scope and guid (seeded counters may carry neither as attributes).
    return items.map((i): CounterCopy => {
      const [, scope = '', guid = ''] = i.pk.split('#');
      return { scope, guid, capacity: Number(i.capacity ?? 0) };
    });
  },
  writeCopy: async (copy) => {
    // Children and counters carry fresh guids nobody else knows yet; the event, written last in
    // one transaction with its history, is what makes the copy exist (as deleteEvent removes it first).
    const counters = copy.counters.map((c) => ({
      ...keys.capacity(c.scope, c.guid),
      entity: 'capacity',
      scope: c.scope,
      guid: c.guid,
      capacity: c.capacity,
      used: 0,
    }));
    await batchPut(getDocumentClient(), table(), [...copy.children, ...counters]);
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: eventItem(copy.event),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: eventHistoryItem(copy.history) } },
      { Put: { TableName: table(), Item: historyItem(copy.seriesHistory) } },
    ]);
    if (failed !== undefined) throw new Error('The copied event could not be written');
  },
};
