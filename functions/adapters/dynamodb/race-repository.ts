import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  EditorEventRecord,
  EventHistoryRecord,
  SeriesHistoryRecord,
} from '../../domain/series-editor/series-editor-ports';
import type {
  EditorCategory,
  EditorPricing,
  EditorSubcategory,
  EditorSubevent,
  EditorWave,
  RaceEditorStore,
  RaceKind,
  RacePath,
  RaceTree,
} from '../../domain/series-editor/race-ports';
import type { WriteOutcome } from '../../domain/series-editor/series-editor-ports';
import { config } from '../config';
import { bucketKeysOf, capacityChange } from './capacity-buckets';
import { findEventGuidBySubevent } from './catalog-repository';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { transactWithRetry } from './order-repository';
import { exists, versionIs } from './series-editor-items';
import type { TransactItem } from './transact-with-retry';
import { queryAll } from './query-all';
import { withoutStorage as strip } from './storage-attributes';
import { countersTakenInSeries } from './series-order-counters';
import { readCounters } from './capacity-counters';

const table = () => config.tableName;
type Key = { pk: string; sk: string };

const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The key of a record of the race structure (README: event children in the event's partition). */
function keyOf(kind: RaceKind, path: RacePath, guid: string): Key {
  const { eventGuid, subEventGuid, categoryGuid = '' } = path;
  switch (kind) {
    case 'subevent':
      return keys.subevent(eventGuid, guid);
    case 'category':
      return keys.category(eventGuid, subEventGuid, guid);
    case 'subcategory':
      return keys.subcategory(eventGuid, subEventGuid, categoryGuid, guid);
    case 'pricing':
      return keys.pricing(eventGuid, subEventGuid, categoryGuid, guid);
    case 'wave':
      return keys.wave(eventGuid, subEventGuid, guid);
  }
}

/** A race also sits in gsi3 `SUBEVENT#<guid>` (its event is found from the race alone). */
const indexOf = (kind: RaceKind, guid: string) =>
  kind === 'subevent' ? { gsi3pk: gsi.subevent(guid), gsi3sk: 'SUBEVENT' } : {};

const historyItems = (write: {
  eventHistory: EventHistoryRecord;
  seriesHistory: SeriesHistoryRecord;
}): TransactItem[] => [
  {
    Put: {
      TableName: table(),
      Item: {
        ...write.eventHistory,
        ...keys.eventHistory(
          write.eventHistory.eventGuid,
          write.eventHistory.at,
          write.eventHistory.historyId,
        ),
        entity: 'eventHistory',
      },
    },
  },
  {
    Put: {
      TableName: table(),
      Item: {
        ...write.seriesHistory,
        ...keys.seriesHistory(
          write.seriesHistory.seriesGuid,
          write.seriesHistory.at,
          write.seriesHistory.historyId,
        ),
        entity: 'seriesHistory',
      },
    },
  },
];

/** The event's registration window, derived from its races (the homepage list shows it). */
function windowUpdate(
  eventGuid: string,
  w: { registrationFrom?: string; registrationTo?: string },
): TransactItem {
  const set = Object.entries(w).filter(([, v]) => v !== undefined);
  const removed = ['registrationFrom', 'registrationTo'].filter((k) => w[k as keyof typeof w] === undefined);
  const parts = [
    set.length ? `SET ${set.map(([k]) => `#${k} = :${k}`).join(', ')}` : '',
    removed.length ? `REMOVE ${removed.map((k) => `#${k}`).join(', ')}` : '',
  ].filter(Boolean);
  return {
    Update: {
      TableName: table(),
      Key: keys.event(eventGuid),
      UpdateExpression: parts.join(' '),
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(
        ['registrationFrom', 'registrationTo'].map((k) => [`#${k}`, k]),
      ),
      ...(set.length
        ? { ExpressionAttributeValues: Object.fromEntries(set.map(([k, v]) => [`:${k}`, v])) }
        : {}),
    },
  };
}

async function batchDelete(keysToDelete: Key[]) {
  for (let i = 0; i < keysToDelete.length; i += 25) {
    let pending: unknown[] = keysToDelete.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length && attempt < 8; attempt++) {
      const out = await getDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [table()]: pending as never } }),
      );
      pending = out.UnprocessedItems?.[table()] ?? [];
    }
  }
}

const COUNTED: ReadonlySet<RaceKind> = new Set(['subevent', 'category', 'subcategory', 'wave']);

/** Races, categories, sub-categories, pricings and waves of the series editor (README: event children, `CAP#`). */
export const raceStore: RaceEditorStore = {
  raceTree: async (eventGuid) => {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk },
      ConsistentRead: true,
    });
    const event = items.find((i) => i.entity === 'event');
    if (!event) return undefined;
    const of = <T>(entity: string) => items.filter((i) => i.entity === entity).map((i) => strip<T>(i));
    // Sub-categories and pricings of older data name only their category: the key names the race.
    const categories = of<EditorCategory>('category');
    const tree: RaceTree = {
      event: strip<EditorEventRecord>(event),
      subevents: of<EditorSubevent>('subevent'),
      categories,
      subcategories: of<EditorSubcategory>('subcategory'),
      pricings: of<EditorPricing>('pricing'),
      waves: of<EditorWave>('wave'),
    };
    return tree;
  },
  eventOfSubevent: findEventGuidBySubevent,
  // Sharded scopes show the sum of their buckets.
  counters: (refs) => readCounters(refs.filter(([kind]) => COUNTED.has(kind))),
  put: async (write) => {
    const key = keyOf(write.kind, write.path, write.record.guid);
    const base: TransactItem[] = [
      {
        Put: {
          TableName: table(),
          Item: { ...defined(write.record), ...key, ...indexOf(write.kind, write.record.guid) },
          ...(write.expectedVersion === undefined
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : versionIs(write.expectedVersion)),
        },
      },
      ...historyItems(write),
    ];
    const counterIndex = base.length;
    // A sharded scope's split is conditioned on the sales it read: a sale meanwhile fails the
    // transaction (nothing written) and the split is made again from fresh reads.
    for (let attempt = 0; ; attempt++) {
      // Only the capacity changes: the places sold (`used`) stay as the orders left them. Closing
      // sales writes only while the places sold are exactly the number the admin confirmed.
      const change =
        write.capacity !== undefined
          ? await capacityChange(write.kind, write.record.guid, write.capacity, write.closeSalesAt)
          : undefined;
      if (change?.kind === 'refused') return change.outcome;
      const counters = change?.items ?? [];
      const items = [...base, ...counters];
      if (write.eventWindow) items.push(windowUpdate(write.path.eventGuid, write.eventWindow));
      const failed = await transactWithRetry(items);
      if (failed === undefined) return 'ok';
      if (change && failed >= counterIndex && failed < counterIndex + counters.length) {
        if (change.sharded && attempt < 8) continue;
        return write.closeSalesAt !== undefined ? 'soldChanged' : 'capacityBelowSold';
      }
      if (write.expectedVersion === undefined) return 'changedMeanwhile';
      return (await exists(key.pk, key.sk)) ? 'changedMeanwhile' : 'gone';
    }
  },
  remove: async (del) => {
    const key = keyOf(del.kind, del.path, del.guid);
    const items: TransactItem[] = [
      { Delete: { TableName: table(), Key: key, ...versionIs(del.expectedVersion) } },
      ...historyItems(del),
    ];
    const counterIndex = items.length;
    // A sharded scope: every bucket goes with it, each on the same condition.
    const counterKeys = COUNTED.has(del.kind)
      ? [keys.capacity(del.kind, del.guid), ...(await bucketKeysOf([[del.kind, del.guid]]))]
      : [];
    for (const Key of counterKeys)
      // An order placed since the check took a place: the counter is no longer empty.
      items.push({
        Delete: {
          TableName: table(),
          Key,
          ConditionExpression: 'attribute_not_exists(pk) OR attribute_not_exists(#used) OR #used <= :zero',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':zero': 0 },
        },
      });
    if (del.eventWindow) items.push(windowUpdate(del.path.eventGuid, del.eventWindow));
    const failed = await transactWithRetry(items);
    if (failed !== undefined && failed >= counterIndex && failed < counterIndex + counterKeys.length)
      return 'hasRegistrations';
    if (failed !== undefined) return (await exists(key.pk, key.sk)) ? 'changedMeanwhile' : 'gone';
    // What was below it (no orders there: none in the record above) goes after it, with its counters.
    await batchDelete([
      ...del.descendants.flatMap((d) => [
        keyOf(d.kind, d.path, d.guid),
        ...(COUNTED.has(d.kind) ? [keys.capacity(d.kind, d.guid)] : []),
      ]),
      ...(await bucketKeysOf(
        del.descendants.filter((d) => COUNTED.has(d.kind)).map((d): [string, string] => [d.kind, d.guid]),
      )),
    ]);
    return 'ok';
  },
  reorder: async (kind, records): Promise<WriteOutcome> => {
    const failed = await transactWithRetry(
      records.map((r, index) => ({
        Update: {
          TableName: table(),
          Key: keyOf(kind, r.path, r.guid),
          UpdateExpression: 'SET #order = :order',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#order': 'order' },
          ExpressionAttributeValues: { ':order': index + 1 },
        },
      })),
    );
    return failed === undefined ? 'ok' : 'gone';
  },
  hasOrders: async (seriesGuid, kind, guid) => {
    if (kind === 'subevent') {
      const out = await getDocumentClient().send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': gsi.startList(guid) },
          Limit: 1,
          ProjectionExpression: 'pk',
        }),
      );
      if (out.Items?.length) return true;
    }
    return (await countersTakenInSeries(seriesGuid)).has(`${kind}#${guid}`);
  },
};
