import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EntryState } from '@shared/waiting-list/waiting-list-schemas';
import { counterWrites, type StatDelta } from '../../domain/statistics/stat-counters';
import type {
  PartEntries,
  StatDayRow,
  StatisticsPorts,
  StatisticsRace,
} from '../../domain/statistics/statistics-service';
import { config } from '../config';
import { withBucketSums } from './capacity-buckets';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const counterKey = (delta: Pick<StatDelta, 'item' | 'seriesGuid' | 'day'>) =>
  (delta.item === 'races' ? keys.statRaceDay : delta.item === 'month' ? keys.statMonth : keys.statDay)(
    delta.seriesGuid,
    delta.day,
  );

/**
 * The statistics counters' writes: unconditional `ADD`s on the series' day items and the month
 * roll-up of the summary item, placed in the transaction of the order change they count (checkout,
 * admin transitions, bank and card payments, expiry). Unconditional, so they never refuse an order
 * change; one update per item (deltas on the same item are added up); see stat-counters.ts.
 */
export function statCounterUpdates(deltas: readonly StatDelta[]): TransactItem[] {
  return counterWrites(deltas).map(statCounterUpdate);
}

function statCounterUpdate(delta: StatDelta): TransactItem {
  const entries = Object.entries(delta.add);
  const period = delta.item === 'month' ? 'month' : 'day';
  return {
    Update: {
      TableName: config.tableName,
      Key: counterKey(delta),
      // `version` counts the writes: the recount (recount-statistics.ts) replaces a day only at the
      // version it read, so a write landing meanwhile is never lost.
      UpdateExpression: `SET entity = :entity, seriesGuid = :series, #day = :day ADD #version :one, ${entries
        .map((_, i) => `#c${i} :c${i}`)
        .join(', ')}`,
      ExpressionAttributeNames: {
        '#day': period,
        '#version': 'version',
        ...Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      },
      ExpressionAttributeValues: {
        ':entity': delta.item === 'month' ? 'statMonth' : 'statDay',
        ':series': delta.seriesGuid,
        ':day': delta.day,
        ':one': 1,
        ...Object.fromEntries(entries.map(([, n], i) => [`:c${i}`, n])),
      },
    },
  };
}

const NOT_COUNTERS = new Set(['pk', 'sk', 'entity', 'seriesGuid', 'day', 'month', 'version']);

const countersOf = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).filter(([k, v]) => !NOT_COUNTERS.has(k) && typeof v === 'number'),
  ) as Record<string, number>;

export const dynamoStatistics: StatisticsPorts = {
  series: async (guid) => {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.series(guid),
        ProjectionExpression: 'guid, #n',
        ExpressionAttributeNames: { '#n': 'name' },
      }),
    );
    return out.Item ? { guid: String(out.Item.guid), name: String(out.Item.name ?? '') } : undefined;
  },
  allSeries: async () =>
    (
      await queryAll<{ guid: string; name?: string }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.allSeries },
        ProjectionExpression: 'guid, #n',
        ExpressionAttributeNames: { '#n': 'name' },
      })
    ).map((s) => ({ guid: s.guid, name: s.name ?? '' })),
  racesOfSeries: async (seriesGuid) => {
    const events = await queryAll<{ guid: string; name?: string }>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.eventsOfSeries(seriesGuid) },
      ProjectionExpression: 'guid, #n',
      ExpressionAttributeNames: { '#n': 'name' },
    });
    const perEvent = await Promise.all(
      events.map(async (event) =>
        (
          await queryAll<{ guid: string; name?: string }>({
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': keys.event(event.guid).pk, ':prefix': 'SUBEVENT#' },
            ProjectionExpression: 'guid, #n',
            ExpressionAttributeNames: { '#n': 'name' },
          })
        ).map((sub) => ({
          guid: sub.guid,
          name: sub.name ?? '',
          eventGuid: event.guid,
          eventName: event.name ?? '',
        })),
      ),
    );
    const races = perEvent.flat();
    // A sharded race shows the sum of its buckets.
    const counters = await withBucketSums(
      await batchGet<{ guid: string; used?: number; capacity?: number }>(
        getDocumentClient(),
        config.tableName,
        races.map((r) => keys.capacity('subevent', r.guid)),
      ),
    );
    const byGuid = new Map(counters.map((c) => [c.guid, c]));
    return races.map((r): StatisticsRace => ({
      ...r,
      used: Number(byGuid.get(r.guid)?.used ?? 0),
      capacity: Number(byGuid.get(r.guid)?.capacity ?? 0),
    }));
  },
  waitingListEntries: async (raceGuids) => {
    // Only races with a settings item have a list; each list is one partition Query.
    const settings = await batchGet<{ subEventGuid: string }>(
      getDocumentClient(),
      config.tableName,
      raceGuids.map((guid) => keys.waitingListSettings(guid)),
    );
    const lists = await Promise.all(
      settings.map(
        async (s) =>
          [
            s.subEventGuid,
            await queryAll<{ state: EntryState }>({
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
              ExpressionAttributeValues: {
                ':pk': keys.waitingListPartition(s.subEventGuid),
                ':prefix': 'ENTRY#',
              },
              ProjectionExpression: '#s',
              ExpressionAttributeNames: { '#s': 'state' },
            }),
          ] as const,
      ),
    );
    return new Map(lists);
  },
  waitingListPartEntries: async (raceGuids) => {
    // Each race's categories' and waves' lists are named on one item of its partition.
    const rows = await batchGet<Record<string, unknown>>(
      getDocumentClient(),
      config.tableName,
      raceGuids.map((guid) => keys.waitingListParts(guid)),
    );
    const out = new Map<string, PartEntries[]>();
    await Promise.all(
      rows.map(async (row) => {
        const race = String(row.subEventGuid);
        const parts = Object.entries(row)
          .filter(([name]) => name.startsWith('part_'))
          .map(([, v]) => v as { kind: PartEntries['kind']; guid: string; name: string });
        const lists = await Promise.all(
          parts.map(async (p) => ({
            kind: p.kind,
            name: p.name,
            entries: await queryAll<{ state: EntryState }>({
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
              ExpressionAttributeValues: { ':pk': keys.waitingListPartition(p.guid), ':prefix': 'ENTRY#' },
              ProjectionExpression: '#s',
              ExpressionAttributeNames: { '#s': 'state' },
            }),
          })),
        );
        out.set(
          race,
          lists.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name)),
        );
      }),
    );
    return out;
  },
  statDays: async (seriesGuid, from, to, item) => {
    const key = item === 'races' ? keys.statRaceDay : keys.statDay;
    const rows = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': key(seriesGuid, from).pk,
        ':from': key(seriesGuid, from).sk,
        ':to': key(seriesGuid, to).sk,
      },
    });
    return rows.map((row): StatDayRow => ({ day: String(row.day), counters: countersOf(row) }));
  },
  statMonths: async (seriesGuid, from, to) => {
    const rows = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.statMonth(seriesGuid, from).pk,
        ':from': keys.statMonth(seriesGuid, from).sk,
        ':to': keys.statMonth(seriesGuid, to).sk,
      },
    });
    return rows.map((row) => ({ month: String(row.month), counters: countersOf(row) }));
  },
  now: () => new Date(),
};
