import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SeriesRecord } from '../../domain/catalog/records';
import type {
  OrganizerRecord,
  SeriesEditorStore,
  SeriesHistoryRecord,
  WriteOutcome,
} from '../../domain/series-editor/series-editor-ports';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { emailKeys } from './email-keys';
import { gsi, keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';

const table = () => config.tableName;
const isNew = 'attribute_not_exists(pk)';

/** Item attributes that are storage, not the record. */
const STORAGE = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];
function strip<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item) return undefined;
  const out = { ...item };
  for (const a of STORAGE) delete out[a];
  return out as T;
}

/**
 * The series item with its index entries derived from it (README: gsi1 `SERIES` /
 * `<dateFrom>#<guid>` for the back office, gsi2 `HOMEPAGE#SERIES` only while allowOnHomepage), so a
 * saved series shows on the public pages as the seed's do.
 */
function seriesItem(s: SeriesRecord): Record<string, unknown> {
  const clean = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));
  return {
    ...clean,
    ...keys.series(s.guid),
    gsi1pk: gsi.allSeries,
    gsi1sk: `${s.dateFrom}#${s.guid}`,
    ...(s.allowOnHomepage ? { gsi2pk: gsi.homepageSeries, gsi2sk: `${s.dateFrom}#${s.guid}` } : {}),
  };
}

function historyItem(h: SeriesHistoryRecord): Record<string, unknown> {
  return { ...keys.seriesHistory(h.seriesGuid, h.at, h.historyId), entity: 'seriesHistory', ...h };
}

/** An absent version (seeded items) counts as 0. */
const versionIs = (expected: number) => ({
  ConditionExpression:
    expected === 0
      ? 'attribute_exists(pk) AND (attribute_not_exists(#version) OR #version = :version)'
      : 'attribute_exists(pk) AND #version = :version',
  ExpressionAttributeNames: { '#version': 'version' },
  ExpressionAttributeValues: { ':version': expected },
});

async function exists(pk: string, sk: string): Promise<boolean> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: table(), Key: { pk, sk }, ProjectionExpression: 'pk', ConsistentRead: true }),
  );
  return out.Item !== undefined;
}

/** Whether an index partition holds any item (one Query, Limit 1). */
async function anyIn(indexName: 'gsi1' | 'gsi2', pk: string): Promise<boolean> {
  const out = await getDocumentClient().send(
    new QueryCommand({
      TableName: table(),
      IndexName: indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': `${indexName}pk` },
      ExpressionAttributeValues: { ':pk': pk },
      Limit: 1,
      ProjectionExpression: 'pk',
    }),
  );
  return (out.Items?.length ?? 0) > 0;
}

/** A failed write of a record that existed when read: gone or changed. */
async function whyFailed(key: { pk: string; sk: string }): Promise<WriteOutcome> {
  return (await exists(key.pk, key.sk)) ? 'changedMeanwhile' : 'gone';
}

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
  putOrganizer: async (organizer, isNewOrganizer) => {
    try {
      await getDocumentClient().send(
        new PutCommand({
          TableName: table(),
          Item: {
            ...organizer,
            ...keys.organizer(organizer.guid),
            gsi1pk: gsi.organizers,
            gsi1sk: `${organizer.companyName || `${organizer.lastName ?? ''} ${organizer.firstName ?? ''}`.trim()}#${organizer.guid}`,
          },
          ConditionExpression: isNewOrganizer ? isNew : 'attribute_exists(pk)',
        }),
      );
      return 'ok';
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return 'gone';
      throw err;
    }
  },
  deleteOrganizer: async (guid) => {
    try {
      await getDocumentClient().send(
        new DeleteCommand({
          TableName: table(),
          Key: keys.organizer(guid),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return 'ok';
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return 'gone';
      throw err;
    }
  },
};
