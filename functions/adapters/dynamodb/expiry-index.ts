import { expiryDaysToScan } from '../../domain/orders/expire-orders';
import { config } from '../config';
import { gsi } from './keys';
import { queryAll } from './query-all';

/**
 * The expiry index gsi3: whatever runs out (an unpaid order, a team name reservation, a waiting
 * list offer) sits in the partition `EXPIRY#<day>` of the day it runs out, `gsi3sk` starting with
 * that instant (access patterns in ./README.md). The index is eventually consistent: a caller
 * reads a candidate again before it touches it.
 */
export const EXPIRY_INDEX = 'gsi3';

/** The expiry index entry of an item running out at `until` (an ISO instant); `id` orders the same instants. */
export const expiryEntry = (until: string, id: string) => ({
  gsi3pk: gsi.expiry(until),
  gsi3sk: `${until}#${id}`,
});

/** The transaction Put of a new record running out at `until`: on the expiry index, refused when its key exists. */
export const putNewExpiring = (
  key: { pk: string; sk: string },
  record: object,
  until: string,
  id: string,
) => ({
  Put: {
    TableName: config.tableName,
    Item: { ...key, ...record, ...expiryEntry(until, id) },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Items due before `nowIso` in the expiry partition of `day` (yyyy-mm-dd), every page. */
export function queryOverdue(
  day: string,
  nowIso: string,
  projection?: string,
): Promise<Record<string, unknown>[]> {
  return queryAll({
    IndexName: EXPIRY_INDEX,
    KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :now',
    ExpressionAttributeValues: { ':pk': gsi.expiry(day), ':now': nowIso },
    ...(projection ? { ProjectionExpression: projection } : {}),
  });
}

/**
 * The records of one `entity` due before `now`, from the partitions of `now`'s day and the
 * `lookbackDays` days before it (what lives at most that long is all there).
 */
export async function listOverdueRecords<T>(entity: string, now: Date, lookbackDays: number): Promise<T[]> {
  const nowIso = now.toISOString();
  const found: T[] = [];
  for (const day of expiryDaysToScan(now, lookbackDays)) {
    for (const item of await queryOverdue(day, nowIso)) if (item.entity === entity) found.push(item as T);
  }
  return found;
}
