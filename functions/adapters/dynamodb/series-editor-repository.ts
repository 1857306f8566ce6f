import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SeriesRecord } from '../../domain/catalog/records';
import type {
  EditorEventRecord,
  EventHistoryRecord,
  OrganizerHistoryRecord,
  OrganizerRecord,
  SeriesEditorStore,
  SeriesHistoryRecord,
} from '../../domain/series-editor/series-editor-ports';
import { shardSum } from '../../domain/checkout/capacity-buckets';
import { bucketKeysOf, capacityChange, readShard } from './capacity-buckets';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { emailKeys } from './email-keys';
import { gsi, keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';
import {
  anyIn,
  eventHistoryItem,
  eventItem,
  eventOrderKey,
  exists,
  historyItem,
  isNew,
  organizerHistoryItem,
  seriesItem,
  strip,
  table,
  versionIs,
  whyFailed,
  type TransactItem,
} from './series-editor-items';

/** The series editor's storage: every read names its partition or key (no Scan). */
export const seriesEditorStore: SeriesEditorStore = {
  allSeries: async () =>
    (
      await queryAll<Record<string, unknown>>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.allSeries },
      })
    ).map((i) => strip<SeriesRecord>(i) as SeriesRecord),
  seriesByGuid: async (guids) =>
    (
      await batchGet<Record<string, unknown>>(
        getDocumentClient(),
        table(),
        guids.map((g) => keys.series(g)),
      )
    ).map((i) => strip<SeriesRecord>(i) as SeriesRecord),
  getSeries: async (guid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.series(guid), ConsistentRead: true }),
    );
    return strip<SeriesRecord>(out.Item);
  },
  putSeries: async (series, expectedVersion, history) => {
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: seriesItem(series),
          ...(expectedVersion === undefined ? { ConditionExpression: isNew } : versionIs(expectedVersion)),
        },
      },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
    if (failed === undefined) return 'ok';
    return expectedVersion === undefined ? 'changedMeanwhile' : whyFailed(keys.series(series.guid));
  },
  deleteSeries: async (guid, expectedVersion, history) => {
    const failed = await transactWithRetry([
      { Delete: { TableName: table(), Key: keys.series(guid), ...versionIs(expectedVersion) } },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
    return failed === undefined ? 'ok' : whyFailed(keys.series(guid));
  },
  hasRegistrations: (seriesGuid) => anyIn('gsi2', gsi.seriesOrders(seriesGuid)),
  hasEvents: (seriesGuid) => anyIn('gsi1', gsi.eventsOfSeries(seriesGuid)),
  listHistory: async (seriesGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.series(seriesGuid).pk, ':prefix': keys.seriesHistoryPrefix },
      })
    ).map((i) => {
      const { entity: _, ...entry } = strip<SeriesHistoryRecord & { entity: string }>(
        i,
      ) as SeriesHistoryRecord & {
        entity: string;
      };
      return entry;
    }),
  emailLayoutExists: (guid) => {
    const key = emailKeys.emailLayout(guid);
    return exists(key.pk, key.sk);
  },

  eventsOfSeries: async (seriesGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.eventsOfSeries(seriesGuid) },
      })
    ).map((i) => strip<EditorEventRecord>(i) as EditorEventRecord),
  getEvent: async (guid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.event(guid), ConsistentRead: true }),
    );
    return strip<EditorEventRecord>(out.Item);
  },
  putEvent: async (event, expectedVersion, history, capacity, removedCurrencies, closeSalesAt) => {
    const base: TransactItem[] = [
      {
        Put: {
          TableName: table(),
          Item: eventItem(event),
          ...(expectedVersion === undefined ? { ConditionExpression: isNew } : versionIs(expectedVersion)),
        },
      },
      { Put: { TableName: table(), Item: eventHistoryItem(history) } },
    ];
    const counterIndex = base.length;
    const currencies: TransactItem[] = [];
    for (const currency of event.currencies)
      currencies.push({
        Put: {
          TableName: table(),
          Item: {
            ...keys.currencyPrice(event.guid, currency),
            entity: 'currencyPrice',
            eventGuid: event.guid,
            currency,
          },
        },
      });
    for (const currency of removedCurrencies)
      currencies.push({ Delete: { TableName: table(), Key: keys.currencyPrice(event.guid, currency) } });
    // Only the capacity changes: the places sold (`used`) stay as the orders left them; a sharded
    // event's split is made again from fresh reads when a sale changed a bucket meanwhile.
    for (let attempt = 0; ; attempt++) {
      const change =
        capacity !== undefined
          ? await capacityChange('event', event.guid, capacity, closeSalesAt)
          : undefined;
      if (change?.kind === 'refused') return change.outcome;
      const counters = change?.items ?? [];
      const failed = await transactWithRetry([...base, ...counters, ...currencies]);
      if (failed === undefined) return 'ok';
      if (change && failed >= counterIndex && failed < counterIndex + counters.length) {
        if (change.sharded && attempt < 8) continue;
        return closeSalesAt !== undefined ? 'soldChanged' : 'capacityBelowSold';
      }
      return expectedVersion === undefined ? 'changedMeanwhile' : whyFailed(keys.event(event.guid));
    }
  },
  eventPlacesSold: async (guid) => {
    // A sharded event: the sum of its buckets.
    const { plain, shard } = await readShard('event', guid);
    return shard ? shardSum(shard).used : Number(plain?.used ?? 0);
  },
  hasSubevents: async (eventGuid) => {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk, ':prefix': 'SUBEVENT#' },
        Limit: 1,
        ProjectionExpression: 'pk',
      }),
    );
    return (out.Items?.length ?? 0) > 0;
  },
  deleteEvent: async (guid, expectedVersion, history) => {
    const failed = await transactWithRetry([
      { Delete: { TableName: table(), Key: keys.event(guid), ...versionIs(expectedVersion) } },
      { Put: { TableName: table(), Item: eventHistoryItem(history) } },
    ]);
    if (failed !== undefined) return whyFailed(keys.event(guid));
    // The rest of the partition (currencies, documents, templates, e-mails: no races, so no orders)
    // and the counter go after the event itself, which alone makes the event exist.
    const rest = await queryAll<{ pk: string; sk: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.event(guid).pk },
      ProjectionExpression: 'pk, sk',
    });
    const keysToDelete = [
      ...rest.map(({ pk, sk }) => ({ pk, sk })),
      keys.capacity('event', guid),
      ...(await bucketKeysOf([['event', guid]])),
    ];
    for (let i = 0; i < keysToDelete.length; i += 25) {
      let pending: unknown[] = keysToDelete.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; pending.length && attempt < 8; attempt++) {
        const out = await getDocumentClient().send(
          new BatchWriteCommand({ RequestItems: { [table()]: pending as never } }),
        );
        pending = out.UnprocessedItems?.[table()] ?? [];
      }
    }
    return 'ok';
  },
  reorderEvents: async (seriesGuid, eventGuids) => {
    const failed = await transactWithRetry(
      eventGuids.map((guid, index) => ({
        Update: {
          TableName: table(),
          Key: keys.event(guid),
          UpdateExpression: 'SET #order = :order, gsi1sk = :sk',
          ConditionExpression: 'attribute_exists(pk) AND seriesGuid = :series',
          ExpressionAttributeNames: { '#order': 'order' },
          ExpressionAttributeValues: {
            ':order': index + 1,
            ':sk': eventOrderKey(index + 1, guid),
            ':series': seriesGuid,
          },
        },
      })),
    );
    return failed === undefined ? 'ok' : 'gone';
  },
  listEventHistory: async (eventGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.eventHistory(eventGuid, '', '').pk,
          ':prefix': keys.seriesHistoryPrefix,
        },
      })
    ).map((i) => {
      const { entity: _, ...entry } = strip<EventHistoryRecord & { entity: string }>(
        i,
      ) as EventHistoryRecord & {
        entity: string;
      };
      return entry;
    }),
  termsSeries: async (termsGuid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.terms(termsGuid), ProjectionExpression: 'seriesGuid' }),
    );
    return out.Item?.seriesGuid as string | undefined;
  },

  allOrganizers: async () =>
    (
      await queryAll<Record<string, unknown>>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.organizers },
      })
    ).map((i) => strip<OrganizerRecord>(i) as OrganizerRecord),
  getOrganizer: async (guid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.organizer(guid), ConsistentRead: true }),
    );
    return strip<OrganizerRecord>(out.Item);
  },
  organizersByGuid: async (guids) =>
    (
      await batchGet<Record<string, unknown>>(
        getDocumentClient(),
        table(),
        guids.map((g) => keys.organizer(g)),
      )
    ).map((i) => strip<OrganizerRecord>(i) as OrganizerRecord),
  putOrganizer: async (organizer, isNewOrganizer, history) => {
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: {
            ...organizer,
            ...keys.organizer(organizer.guid),
            gsi1pk: gsi.organizers,
            gsi1sk: `${organizer.companyName || `${organizer.lastName ?? ''} ${organizer.firstName ?? ''}`.trim()}#${organizer.guid}`,
          },
          ConditionExpression: isNewOrganizer ? isNew : 'attribute_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: organizerHistoryItem(history) } },
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
  deleteOrganizer: async (guid, history) => {
    const failed = await transactWithRetry([
      {
        Delete: {
          TableName: table(),
          Key: keys.organizer(guid),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: organizerHistoryItem(history) } },
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
  listOrganizerHistory: async (guid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.organizerHistory(guid, '', '').pk,
          ':prefix': keys.seriesHistoryPrefix,
        },
      })
    ).map((i) => {
      const { entity: _, ...entry } = strip<OrganizerHistoryRecord & { entity: string }>(
        i,
      ) as OrganizerHistoryRecord & {
        entity: string;
      };
      return entry;
    }),
};
