import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SeriesRecord } from '../../domain/catalog/records';
import type {
  EditorEventRecord,
  EventHistoryRecord,
  OrganizerHistoryRecord,
  SeriesHistoryRecord,
  WriteOutcome,
} from '../../domain/series-editor/series-editor-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { transactWithRetry } from './order-repository';
import { withoutStorage } from './storage-attributes';

/** The series editor's stored items and the small reads and conditions its writes share. */

export const table = () => config.tableName;
export const isNew = 'attribute_not_exists(pk)';

/** The record an item stores, without its key and index attributes. */
export function strip<T>(item: Record<string, unknown> | undefined): T | undefined {
  return item ? withoutStorage<T>(item) : undefined;
}

/**
 * The series item with its index entries derived from it (README: gsi1 `SERIES` /
 * `<dateFrom>#<guid>` for the back office, gsi2 `HOMEPAGE#SERIES` only while allowOnHomepage), so a
 * saved series shows on the public pages as the seed's do.
 */
export function seriesItem(s: SeriesRecord): Record<string, unknown> {
  const clean = Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined));
  return {
    ...clean,
    ...keys.series(s.guid),
    gsi1pk: gsi.allSeries,
    gsi1sk: `${s.dateFrom}#${s.guid}`,
    ...(s.allowOnHomepage ? { gsi2pk: gsi.homepageSeries, gsi2sk: `${s.dateFrom}#${s.guid}` } : {}),
  };
}

export function organizerHistoryItem(h: OrganizerHistoryRecord): Record<string, unknown> {
  return { ...keys.organizerHistory(h.organizerGuid, h.at, h.historyId), entity: 'organizerHistory', ...h };
}

/** A series history entry as an item (discount changes write theirs in their own transactions). */
export function historyItem(h: SeriesHistoryRecord): Record<string, unknown> {
  return { ...keys.seriesHistory(h.seriesGuid, h.at, h.historyId), entity: 'seriesHistory', ...h };
}

/**
 * The event item with its index entries derived from it (README: gsi1 `SERIES#<guid>#EVENTS` /
 * `<order>#<guid>`, gsi2 `HOMEPAGE#EVENTS` / `<dateFrom>#<guid>` only while allowOnHomepage).
 */
export function eventItem(e: EditorEventRecord): Record<string, unknown> {
  const clean = Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined));
  return {
    ...clean,
    ...keys.event(e.guid),
    gsi1pk: gsi.eventsOfSeries(e.seriesGuid),
    gsi1sk: eventOrderKey(e.order, e.guid),
    ...(e.allowOnHomepage ? { gsi2pk: gsi.homepageEvents, gsi2sk: `${e.dateFrom}#${e.guid}` } : {}),
  };
}
export const eventOrderKey = (order: number, guid: string) => `${String(order).padStart(4, '0')}#${guid}`;

export function eventHistoryItem(h: EventHistoryRecord): Record<string, unknown> {
  return { ...keys.eventHistory(h.eventGuid, h.at, h.historyId), entity: 'eventHistory', ...h };
}

export type TransactItem = Parameters<typeof transactWithRetry>[0][number];

/** An absent version (seeded items) counts as 0. */
export const versionIs = (expected: number) => ({
  ConditionExpression:
    expected === 0
      ? 'attribute_exists(pk) AND (attribute_not_exists(#version) OR #version = :version)'
      : 'attribute_exists(pk) AND #version = :version',
  ExpressionAttributeNames: { '#version': 'version' },
  ExpressionAttributeValues: { ':version': expected },
});

export async function exists(pk: string, sk: string): Promise<boolean> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: table(), Key: { pk, sk }, ProjectionExpression: 'pk', ConsistentRead: true }),
  );
  return out.Item !== undefined;
}

/** Whether an index partition holds any item (one Query, Limit 1). */
export async function anyIn(indexName: 'gsi1' | 'gsi2', pk: string): Promise<boolean> {
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
export async function whyFailed(key: { pk: string; sk: string }): Promise<WriteOutcome> {
  return (await exists(key.pk, key.sk)) ? 'changedMeanwhile' : 'gone';
}
