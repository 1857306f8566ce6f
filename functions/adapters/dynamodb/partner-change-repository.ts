import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { paddedSeq, partnerChangesOf, type PartnerChange } from '../../domain/partner-api/partner-changes';
import type { PartnerMark } from '../../domain/partner-api/partner-marks';
import type { OrderPosition } from '../../domain/partner-api/partner-reads';
import { config } from '../config';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';
import { streamImage } from './stream-image';

/**
 * The change marks of the partner API (functions/domain/partner-api/partner-changes.ts): per order
 * `PARTNERCHANGE#<orderGuid>` / `CHANGE` and beside it per registration `ITEM#<itemGuid>`, each with
 * `changedAt` and the stream sequence number of the record that moved it, on gsi1
 * `SERIES#<series>#PARTNERCHANGES` / `<changedAt>#<orderGuid>[#<itemGuid>]`. One item per mark, so
 * moving it re-keys it in the index with a single write, a poll is one Query of the marks at or
 * after its time, and an order's marks are one Query of its partition.
 */

/** Marks written at once (one UpdateItem each: the condition is per item). */
const WRITES_AT_ONCE = 16;

const markKey = (c: { orderGuid: string; itemGuid?: string }) =>
  c.itemGuid ? keys.partnerItemChange(c.orderGuid, c.itemGuid) : keys.partnerChange(c.orderGuid);
const markSortKey = (at: string, c: { orderGuid: string; itemGuid?: string }) =>
  c.itemGuid ? `${at}#${c.orderGuid}#${c.itemGuid}` : `${at}#${c.orderGuid}`;

/**
 * Moves each mark (an order's or a registration's) to `at`, unless a later record of the order moved it already (a batch
 * the stream delivers again, an older record after a newer one): the condition on the sequence
 * number keeps the first time a change was seen.
 */
export async function markPartnerChanges(changes: readonly PartnerChange[], at: string): Promise<void> {
  const client = getDocumentClient();
  for (let i = 0; i < changes.length; i += WRITES_AT_ONCE) {
    await Promise.all(
      changes.slice(i, i + WRITES_AT_ONCE).map(async (c) => {
        try {
          await client.send(
            new UpdateCommand({
              TableName: config.tableName,
              Key: markKey(c),
              UpdateExpression: `SET entity = :entity, orderGuid = :order, ${c.itemGuid ? 'itemGuid = :item, ' : ''}seriesGuid = :series, changedAt = :at, seq = :seq, gsi1pk = :gpk, gsi1sk = :gsk`,
              ConditionExpression: 'attribute_not_exists(seq) OR seq < :seq',
              ExpressionAttributeValues: {
                ':entity': 'partnerChange',
                ':order': c.orderGuid,
                ...(c.itemGuid ? { ':item': c.itemGuid } : {}),
                ':series': c.seriesGuid,
                ':at': at,
                ':seq': c.seq,
                ':gpk': gsi.partnerChanges(c.seriesGuid),
                ':gsk': markSortKey(at, c),
              },
            }),
          );
        } catch (error) {
          if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        }
      }),
    );
  }
}

const image = (av: Record<string, unknown> | undefined) => (av ? streamImage(av) : undefined);

/** The projector's step: the marks of the orders and registrations whose partner rows a batch changed. */
export async function markPartnerChangesOfRecords(
  records: readonly DynamoDBRecord[],
  at: string,
): Promise<number> {
  const changes = partnerChangesOf(
    records.flatMap((r) => {
      const seq = r.dynamodb?.SequenceNumber;
      const entity = (r.dynamodb?.NewImage ?? r.dynamodb?.OldImage)?.entity?.S;
      if (!seq || (entity !== 'order' && entity !== 'orderItem')) return [];
      return [
        {
          seq,
          newImage: image(r.dynamodb?.NewImage as Record<string, unknown> | undefined),
          oldImage: image(r.dynamodb?.OldImage as Record<string, unknown> | undefined),
        },
      ];
    }),
  );
  await markPartnerChanges(changes, at);
  return changes.length;
}

/** The key attributes of a mark in gsi1: what a cursor of a changes page may hold. */
const POSITION_FIELDS = ['gsi1pk', 'gsi1sk', 'pk', 'sk'];

function validPosition(seriesGuid: string, since: string, after: OrderPosition): boolean {
  return (
    Object.keys(after).sort().join() === [...POSITION_FIELDS].sort().join() &&
    after.gsi1pk === gsi.partnerChanges(seriesGuid) &&
    (after.sk === 'CHANGE' || String(after.sk).startsWith('ITEM#')) &&
    String(after.pk).startsWith('PARTNERCHANGE#') &&
    // a position before `since` is outside the Query's key range: not one this poll gave
    String(after.gsi1sk) >= since
  );
}

/**
 * One page of the series' marks at or after `since`, least recently changed first (one Query of
 * gsi1): each order's or registration's guid and the time of its change.
 */
export async function partnerChangesPage(
  seriesGuid: string,
  page: { since: string; limit: number; after?: OrderPosition },
): Promise<{ marks: PartnerMark[]; next?: OrderPosition } | 'badCursor'> {
  if (page.after && !validPosition(seriesGuid, page.since, page.after)) return 'badCursor';
  const res = await getDocumentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :since',
      ExpressionAttributeValues: { ':pk': gsi.partnerChanges(seriesGuid), ':since': page.since },
      ProjectionExpression: 'orderGuid, itemGuid, changedAt',
      Limit: page.limit,
      ...(page.after ? { ExclusiveStartKey: page.after } : {}),
    }),
  );
  const next = res.LastEvaluatedKey
    ? Object.fromEntries(Object.entries(res.LastEvaluatedKey).map(([k, v]) => [k, String(v)]))
    : undefined;
  const marks = (res.Items ?? []).map(toMark);
  return { marks, ...(next ? { next } : {}) };
}

const toMark = (m: Record<string, unknown>): PartnerMark => ({
  orderGuid: String(m.orderGuid),
  ...(typeof m.itemGuid === 'string' ? { itemGuid: m.itemGuid } : {}),
  changedAt: String(m.changedAt),
});

/** Orders' partitions of marks read at once (a page holds up to 200 orders). */
const MARK_READS_AT_ONCE = 16;

/** The marks of these orders, theirs and their registrations' (one Query of each order's partition). */
export async function partnerMarksOf(orderGuids: readonly string[]): Promise<PartnerMark[]> {
  const out: PartnerMark[] = [];
  for (let i = 0; i < orderGuids.length; i += MARK_READS_AT_ONCE) {
    const batch = await Promise.all(
      orderGuids.slice(i, i + MARK_READS_AT_ONCE).map((guid) =>
        queryAll<Record<string, unknown>>({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.partnerChange(guid).pk },
          ProjectionExpression: 'orderGuid, itemGuid, changedAt',
        }),
      ),
    );
    out.push(...batch.flat().map(toMark));
  }
  return out;
}

/**
 * The marks of orders that have none (orders written before the marks existed), from the rebuild
 * (`npm run rebuild:projections`, the statistics recount job): at the order's own last change and
 * sequence 0, so any record the projector applies later moves it. An existing mark is kept. The
 * order's mark is enough: it gives all its registrations that time until their own marks move.
 */
export async function backfillPartnerChanges(
  seriesGuid: string,
  orders: ReadonlyArray<{ guid: string; dateUpdated?: string; dateCreated: string }>,
): Promise<number> {
  let written = 0;
  for (let i = 0; i < orders.length; i += WRITES_AT_ONCE) {
    await Promise.all(
      orders.slice(i, i + WRITES_AT_ONCE).map(async (o) => {
        const at = o.dateUpdated ?? o.dateCreated;
        try {
          await getDocumentClient().send(
            new PutCommand({
              TableName: config.tableName,
              Item: {
                ...keys.partnerChange(o.guid),
                entity: 'partnerChange',
                orderGuid: o.guid,
                seriesGuid,
                changedAt: at,
                seq: paddedSeq('0'),
                gsi1pk: gsi.partnerChanges(seriesGuid),
                gsi1sk: `${at}#${o.guid}`,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          );
          written++;
        } catch (error) {
          if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        }
      }),
    );
  }
  return written;
}
