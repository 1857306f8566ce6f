import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RecountPorts, StoredDay } from '../../domain/statistics/recount-statistics';
import type { StatCounters } from '../../domain/statistics/stat-counters';
import { config } from '../config';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import type { CountedOrder } from '../../domain/statistics/recount-statistics';
import { reprojectOrders } from './projection-repository';
import { queryAll } from './query-all';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const NOT_COUNTERS = new Set(['pk', 'sk', 'entity', 'seriesGuid', 'day', 'month', 'version']);

const versionOf = async (key: { pk: string; sk: string }) => {
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: key,
      ConsistentRead: true,
      ProjectionExpression: 'pk, #version',
      ExpressionAttributeNames: { '#version': 'version' },
    }),
  );
  return { exists: Boolean(out.Item), version: Number(out.Item?.version ?? 0) };
};

/** Put (or Delete when empty) of one counter item, only at the version read. */
function replace(
  key: { pk: string; sk: string },
  seriesGuid: string,
  day: string,
  counters: StatCounters,
  expected: StoredDay['day'],
  period: 'day' | 'month' = 'day',
): TransactItem | null {
  const condition = !expected.exists
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : expected.version === 0
      ? {
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#version)',
          ExpressionAttributeNames: { '#version': 'version' },
        }
      : {
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': expected.version },
        };
  if (Object.keys(counters).length === 0) {
    if (!expected.exists) return null;
    return { Delete: { TableName: config.tableName, Key: key, ...condition } };
  }
  return {
    Put: {
      TableName: config.tableName,
      Item: {
        ...key,
        entity: period === 'month' ? 'statMonth' : 'statDay',
        seriesGuid,
        [period]: day,
        ...counters,
        version: expected.version + 1,
      },
      ...condition,
    },
  };
}

/** The statistics recount's reads and writes (functions/domain/statistics/recount-statistics.ts). */
export const dynamoStatisticsRecount: RecountPorts = {
  seriesExists: async (guid) =>
    Boolean(
      (
        await getDocumentClient().send(
          new GetCommand({ TableName: config.tableName, Key: keys.series(guid), ProjectionExpression: 'pk' }),
        )
      ).Item,
    ),
  ordersOfSeries: (seriesGuid) =>
    queryAll<{ guid: string; dateCreated: string }>({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.seriesOrders(seriesGuid) },
      ProjectionExpression: 'guid, dateCreated',
    }),
  countedDays: async (seriesGuid) => {
    const rows = await queryAll<{ day?: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.statDay(seriesGuid, '').pk },
      ProjectionExpression: '#day',
      ExpressionAttributeNames: { '#day': 'day' },
    });
    return [...new Set(rows.flatMap((r) => (r.day ? [r.day] : [])))];
  },
  readDay: async (seriesGuid, day) => {
    const [dayItem, races] = await Promise.all([
      versionOf(keys.statDay(seriesGuid, day)),
      versionOf(keys.statRaceDay(seriesGuid, day)),
    ]);
    return { day: dayItem, races };
  },
  // The projector's snapshots of the orders, brought up to the orders as stored now: the counters
  // are the sum of the snapshots (each projector write moves both at once), so a day replaced by
  // that sum stays right while the stream keeps applying changes (see projection-rebuild.ts).
  loadOrders: async (guids) =>
    [...(await reprojectOrders(guids)).values()].flatMap((s): CountedOrder[] =>
      s.order ? [{ order: s.order, items: Object.values(s.items) }] : [],
    ),
  replaceDay: (seriesGuid, day, counters, expected) =>
    writeIfUnchanged([
      replace(keys.statDay(seriesGuid, day), seriesGuid, day, counters.day, expected.day),
      replace(keys.statRaceDay(seriesGuid, day), seriesGuid, day, counters.races, expected.races),
    ]),
  countedMonths: async (seriesGuid) => {
    const rows = await queryAll<{ month?: string }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.statMonth(seriesGuid, '').pk, ':prefix': 'MONTH#' },
      ProjectionExpression: '#month',
      ExpressionAttributeNames: { '#month': 'month' },
    });
    return rows.flatMap((r) => (r.month ? [r.month] : []));
  },
  readMonth: (seriesGuid, month) => versionOf(keys.statMonth(seriesGuid, month)),
  dayCountersOfMonth: async (seriesGuid, month) => {
    const rows = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.statDay(seriesGuid, month).pk,
        ':from': keys.statDay(seriesGuid, `${month}-01`).sk,
        ':to': keys.statDay(seriesGuid, `${month}-31`).sk,
      },
      ConsistentRead: true,
    });
    return rows.map((row) => ({
      day: String(row.day),
      counters: Object.fromEntries(
        Object.entries(row).filter(([k, v]) => !NOT_COUNTERS.has(k) && typeof v === 'number'),
      ) as StatCounters,
    }));
  },
  replaceMonth: (seriesGuid, month, counters, expected) =>
    writeIfUnchanged([
      replace(keys.statMonth(seriesGuid, month), seriesGuid, month, counters, expected, 'month'),
    ]),
};

/** One transaction of conditional replaces; false when a condition failed (counted again). */
async function writeIfUnchanged(candidates: Array<TransactItem | null>): Promise<boolean> {
  const items = candidates.filter((i): i is TransactItem => i !== null);
  if (items.length === 0) return true;
  try {
    await getDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
}
