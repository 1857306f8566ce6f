import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderHistoryRecord } from '../../domain/orders/order-records';
import type { StartListItem, StartListPorts } from '../../domain/orders/admin-start-list';
import { config } from '../config';
import { projectionOf } from './attribute-projection';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { historyAttributes } from './order-repository';
import { startNumberGuard } from './start-number-guard';
import { queryAll } from './query-all';

export const START_LIST_ROW_FIELDS = [
  'itemGuid',
  'orderGuid',
  'index',
  'startNumber',
  'firstName',
  'lastName',
  'email',
  'birthYear',
  'gender',
  'categoryGuid',
  'categoryName',
  'waveGuid',
  'waveName',
  'teamName',
  'club',
  'paid',
  'dateCreated',
  'rank',
  'rankTime',
];

/**
 * Where the start-list partition is cut for reading in parallel: gsi1sk is
 * `<lastName>#<firstName>#<itemGuid>`, so the cuts are initials of surnames (DynamoDB orders keys
 * by their UTF-8 bytes; `\u0080` starts the accented initials Č, Ř, Š, Ž). A key never equals a
 * cut (it always holds `#` and a guid), so the ranges neither overlap nor leave a gap whatever the
 * names are; an uneven split only makes one range longer.
 */
export const START_LIST_CUTS = ['C', 'F', 'J', 'L', 'N', 'P', 'R', 'S', 'T', 'V', '\u0080'];

export interface SortKeyRange {
  condition: string;
  values: Record<string, string>;
}

/** The sort-key conditions of the ranges between the cuts, in key order. */
export function startListRanges(cuts: readonly string[] = START_LIST_CUTS): SortKeyRange[] {
  return [...cuts, undefined].map((to, k): SortKeyRange => {
    const from = k === 0 ? undefined : cuts[k - 1];
    if (from === undefined) return { condition: 'gsi1sk < :to', values: { ':to': to as string } };
    if (to === undefined) return { condition: 'gsi1sk >= :from', values: { ':from': from } };
    return { condition: 'gsi1sk BETWEEN :from AND :to', values: { ':from': from, ':to': to } };
  });
}

/** DynamoDB compares string sort keys by their UTF-8 bytes. */
const compareKeys = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * The surname ranges still to read after a first page ending at key `lastSk`: those wholly before
 * it are done; the one holding it resumes after it (`resume`: start after the page's last key).
 */
export function rangesAfter(
  lastSk: string,
  cuts: readonly string[] = START_LIST_CUTS,
): Array<{ range: SortKeyRange; resume: boolean }> {
  const ranges = startListRanges(cuts);
  return ranges.flatMap((range, k) => {
    const from = k === 0 ? undefined : cuts[k - 1];
    const to = cuts[k];
    if (to !== undefined && compareKeys(to, lastSk) <= 0) return [];
    const resume = from === undefined || compareKeys(from, lastSk) <= 0;
    return [{ range, resume }];
  });
}

/** A race's name by its subevent index gsi3 (one item read), or undefined when there is no such race. */
export async function readSubeventName(subGuid: string): Promise<string | undefined> {
  const res = await getDocumentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.subevent(subGuid) },
      ProjectionExpression: '#name',
      ExpressionAttributeNames: { '#name': 'name' },
      Limit: 1,
    }),
  );
  const item = res.Items?.[0] as { name?: string } | undefined;
  return item ? String(item.name ?? '') : undefined;
}

/**
 * A race's start list from the sparse index gsi1 `SUBEVENT#<sub>#STARTLIST`, with absent
 * attributes read as null (and `email` as ''); `extraFields` are projected too. One Query of the
 * whole partition first: a race whose list fits one page (1 MB, a few thousand runners) is read in
 * one round trip. A longer one goes on as surname ranges at once (one Query after another took 9
 * pages × ~0.3 s for 10,000 runners on DynamoDB Local, the XLSX export's budget is 3 s): the
 * ranges wholly before the first page's last key are skipped, the one holding it starts after it,
 * so no row is read twice; rows come back in key order.
 */
export async function readStartListRows<T extends StartListItem>(
  subGuid: string,
  extraFields: readonly string[] = [],
): Promise<T[]> {
  const fields = [...START_LIST_ROW_FIELDS, ...extraFields];
  const projection = projectionOf(fields);
  const first = await getDocumentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.startList(subGuid) },
      ...projection,
    }),
  );
  const firstRows = (first.Items ?? []) as T[];
  const lastKey = first.LastEvaluatedKey;
  const ranges = lastKey
    ? await Promise.all(
        rangesAfter(String(lastKey.gsi1sk)).map(({ range: { condition, values }, resume }) =>
          queryAll<T>({
            IndexName: 'gsi1',
            KeyConditionExpression: `gsi1pk = :pk AND ${condition}`,
            ExpressionAttributeValues: { ':pk': gsi.startList(subGuid), ...values },
            ...(resume ? { ExclusiveStartKey: lastKey } : {}),
            ...projection,
          }),
        ),
      )
    : [];
  const rows = [...firstRows, ...ranges.flat()];
  return rows.map((r) => ({
    ...r,
    startNumber: r.startNumber ?? null,
    birthYear: r.birthYear ?? null,
    waveGuid: r.waveGuid ?? null,
    waveName: r.waveName ?? null,
    teamName: r.teamName ?? null,
    club: r.club ?? null,
    email: r.email ?? '',
    paid: Boolean(r.paid),
    rank: r.rank ?? null,
    rankTime: r.rankTime ?? null,
  }));
}

/** The start numbers taken in a race (its `STARTNO#<sub>` guard items). */
export async function takenStartNumbers(subGuid: string): Promise<Set<number>> {
  const guards = await queryAll<{ startNumber: number }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.startNumber(subGuid, 0).pk },
    ProjectionExpression: 'startNumber',
  });
  return new Set(guards.map((g) => Number(g.startNumber)));
}

const isCancelled = (e: unknown) => e instanceof Error && e.name === 'TransactionCanceledException';

/** Which write of a cancelled transaction failed its condition (0 = the guard, 1 = the item). */
function failedIndex(e: unknown): number {
  const reasons = (e as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
}

/**
 * The back-office start list (see ./README.md): items from the sparse start-list index gsi1
 * `SUBEVENT#<sub>#STARTLIST`; start numbers unique per subevent through guard items
 * `STARTNO#<sub>` / `NO#<nnnnnn>` written with `attribute_not_exists` in the same transaction as
 * the item's number (condition: the item has none yet) and its order's history entry.
 */
export const dynamoStartList = (actor: { by: string; byName: string }): StartListPorts => ({
  subeventName: readSubeventName,
  startListRows: (subGuid) => readStartListRows<StartListItem>(subGuid),
  takenStartNumbers,
  startNumberTaken: async (subGuid, startNumber) => {
    const res = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: keys.startNumber(subGuid, startNumber) }),
    );
    return res.Item !== undefined;
  },
  claimStartNumber: async (subGuid, row, startNumber) => {
    const now = new Date().toISOString();
    const history: OrderHistoryRecord = {
      entity: 'orderHistory',
      orderGuid: row.orderGuid,
      date: now,
      by: actor.by,
      byName: actor.byName,
      action: 'startNumberAssigned',
      changes: { itemGuid: row.itemGuid, startNumber: { from: null, to: startNumber } },
    };
    try {
      await getDocumentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.tableName,
                Item: startNumberGuard(subGuid, startNumber, row),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: config.tableName,
                Key: keys.orderItem(row.orderGuid, row.index),
                UpdateExpression: 'SET startNumber = :n',
                ConditionExpression:
                  'attribute_exists(pk) AND (attribute_not_exists(startNumber) OR attribute_type(startNumber, :nullType))',
                ExpressionAttributeValues: { ':n': startNumber, ':nullType': 'NULL' },
              },
            },
            { Put: { TableName: config.tableName, Item: historyAttributes(history, row.index) } },
          ],
        }),
      );
      return 'claimed';
    } catch (e) {
      if (!isCancelled(e)) throw e;
      return failedIndex(e) === 0 ? 'numberTaken' : 'itemNumbered';
    }
  },
});
