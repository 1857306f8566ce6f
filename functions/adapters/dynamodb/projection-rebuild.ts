import { PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { countDay, flagCombination } from '../../domain/orders/order-list-index';
import { indexEntries, type IndexEntry } from '../../domain/projections/order-projection';
import { runStatisticsRecount } from '../../domain/statistics/recount-statistics';
import type { JobRecord } from '../../domain/jobs/jobs';
import { config } from '../config';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { backfillPartnerChanges } from './partner-change-repository';
import { entryItem, readStates, reprojectOrders } from './projection-repository';
import { queryAll } from './query-all';
import { dynamoStatisticsRecount } from './statistics-recount-repository';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Repair: recounts and rebuilds every projection of a series from its orders (`npm run
 * rebuild:projections`, and the admin's statistics recount job). Safe while orders arrive:
 *
 * 1. Every order of the series is projected again from its records as stored now
 *    (`reprojectOrders`: the projector's state is read first, the order then, consistently, and
 *    the state put only at the revision read), so each state's snapshot is the order, and the
 *    counters move with the snapshots exactly as the projector moves them.
 * 2. Each counter item (statistics day, race day and month, the orders list's count day) is then
 *    **replaced** by the sum of the snapshots of its orders, read after the item's `version`; every
 *    projector write adds 1 to the version of each counter it touches, in the transaction that
 *    moves the snapshot, so a write landing meanwhile makes the replace fail and the day is summed
 *    again. This repairs counters that drifted from the snapshots (orders written before the
 *    projector, records lost past the stream's retention).
 * 3. The index entries of the series are compared with those the snapshots stand for; an order's
 *    wrong ones are put or deleted in a transaction that checks its state is still at the revision
 *    read.
 *
 * The orders of a day are found through the series' orders index (gsi2), which DynamoDB keeps
 * eventually: an order whose projection lands in the moment before its index entry shows is
 * counted by its stream record, not by the replace (the replace of its day then fails on the
 * version and is done again).
 */

const MAX_TRIES = 5;

interface OrderRow {
  guid: string;
  dateCreated: string;
  dateUpdated?: string;
}

const ordersOfSeries = (seriesGuid: string, range?: { from: string; to: string }) =>
  queryAll<OrderRow>({
    IndexName: 'gsi2',
    KeyConditionExpression: range ? 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to' : 'gsi2pk = :pk',
    ExpressionAttributeValues: {
      ':pk': gsi.seriesOrders(seriesGuid),
      ...(range ? { ':from': range.from, ':to': range.to } : {}),
    },
    ProjectionExpression: 'guid, dateCreated, dateUpdated',
  });

/** Step 2 for the orders list's counts: each UTC day replaced by the sum of its orders' snapshots. */
async function recountOrderCounts(seriesGuid: string, days: readonly string[]): Promise<number> {
  const pk = keys.orderCounts(seriesGuid, '').pk;
  const stored = await queryAll<{ day?: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: '#day',
    ExpressionAttributeNames: { '#day': 'day' },
    ConsistentRead: true,
  });
  const all = [...new Set([...days, ...stored.flatMap((r) => (r.day ? [r.day] : []))])].sort();
  for (const day of all) {
    for (let attempt = 0; ; attempt++) {
      const [item] = await queryAll<{ version?: number }>({
        KeyConditionExpression: 'pk = :pk AND sk = :sk',
        ExpressionAttributeValues: { ':pk': pk, ':sk': keys.orderCounts(seriesGuid, day).sk },
        ConsistentRead: true,
      });
      const orders = await ordersOfSeries(seriesGuid, { from: day, to: `${day}T~` });
      const states = await readStates(orders.map((o) => o.guid));
      const counts: Record<string, number> = {};
      for (const s of states.values())
        if (s.order && s.order.seriesGuid === seriesGuid && countDay(s.order.dateCreated) === day) {
          const c = `c${flagCombination(s.order)}`;
          counts[c] = (counts[c] ?? 0) + 1;
        }
      const version = Number(item?.version ?? 0);
      const condition = !item
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : version === 0
          ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#version)' }
          : {
              ConditionExpression: '#version = :version',
              ExpressionAttributeValues: { ':version': version },
            };
      try {
        await getDocumentClient().send(
          new PutCommand({
            TableName: config.tableName,
            Item: {
              ...keys.orderCounts(seriesGuid, day),
              entity: 'orderCounts',
              seriesGuid,
              day,
              ...counts,
              version: version + 1,
            },
            ...condition,
            ...(item ? { ExpressionAttributeNames: { '#version': 'version' } } : {}),
          }),
        );
        break;
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        if (attempt + 1 >= MAX_TRIES) throw new Error(`order counts of ${seriesGuid} ${day} kept changing`);
      }
    }
  }
  return all.length;
}

type StoredEntry = {
  pk: string;
  sk: string;
  orderGuid: string;
  dateCreated?: string;
  tokens?: string[];
  eventGuids?: string[];
};

const sameEntry = (stored: StoredEntry, e: IndexEntry) => {
  const item = entryItem(e);
  return (
    stored.dateCreated === item.dateCreated &&
    JSON.stringify(stored.tokens ?? null) === JSON.stringify(item.tokens ?? null) &&
    JSON.stringify(stored.eventGuids ?? null) === JSON.stringify(item.eventGuids ?? null)
  );
};

/** Step 3: the series' index entries made those of its orders' snapshots. Answers the orders fixed. */
async function rebuildIndexes(seriesGuid: string, guids: readonly string[]): Promise<number> {
  const events = await queryAll<{ guid: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi.eventsOfSeries(seriesGuid) },
    ProjectionExpression: 'guid',
  });
  const states = await readStates(guids);
  const eventGuids = new Set([
    ...events.map((e) => e.guid),
    ...[...states.values()].flatMap((s) => s.order?.eventGuids ?? []),
  ]);
  const partitions = [
    keys.orderSearch(seriesGuid, '', '').pk,
    ...[...eventGuids].map((e) => keys.orderEvent(e, '', '').pk),
  ];
  const stored = (
    await Promise.all(
      partitions.map((pk) =>
        queryAll<StoredEntry>({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: 'pk, sk, orderGuid, dateCreated, tokens, eventGuids',
        }),
      ),
    )
  ).flat();
  const storedByOrder = new Map<string, StoredEntry[]>();
  for (const e of stored) storedByOrder.set(e.orderGuid, [...(storedByOrder.get(e.orderGuid) ?? []), e]);
  // Entries of orders not in the series' index any more: their states decide too.
  const others = [...storedByOrder.keys()].filter((g) => !states.has(g));
  for (const [g, s] of await readStates(others)) states.set(g, s);
  let fixed = 0;
  for (const [guid, state] of states) {
    // Only entries in this series' partitions are ours to judge (an event entry carries its series).
    const wanted = indexEntries(state).filter((e) => e.seriesGuid === seriesGuid);
    const have = storedByOrder.get(guid) ?? [];
    const haveById = new Map(have.map((h) => [`${h.pk}|${h.sk}`, h]));
    const wantedKeys = new Set(wanted.map((e) => `${entryItem(e).pk}|${entryItem(e).sk}`));
    const puts = wanted.filter((e) => {
      const h = haveById.get(`${entryItem(e).pk}|${entryItem(e).sk}`);
      return !h || !sameEntry(h, e);
    });
    const deletes = have.filter((h) => !wantedKeys.has(`${h.pk}|${h.sk}`));
    if (!puts.length && !deletes.length) continue;
    const check: TransactItem = {
      ConditionCheck: {
        TableName: config.tableName,
        Key: keys.projectionState(guid),
        ...(state.rev === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': state.rev } }),
      },
    };
    const ops: TransactItem[] = [
      ...deletes.map((h) => ({ Delete: { TableName: config.tableName, Key: { pk: h.pk, sk: h.sk } } })),
      ...puts.map((e) => ({ Put: { TableName: config.tableName, Item: entryItem(e) } })),
    ];
    for (let i = 0; i < ops.length; i += 99) {
      try {
        await getDocumentClient().send(
          new TransactWriteCommand({ TransactItems: [check, ...ops.slice(i, i + 99)] }),
        );
      } catch (error) {
        // The projector moved the order meanwhile: its own transaction wrote its entries.
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      }
    }
    fixed++;
  }
  return fixed;
}

export interface RebuildSummary {
  orders: number;
  statDays: number;
  countDays: number;
  ordersWithIndexFixed: number;
}

/** Steps 2 and 3 for the list projections (the statistics recount job runs them after its days). */
export async function rebuildListProjections(seriesGuid: string): Promise<Omit<RebuildSummary, 'statDays'>> {
  const orders = await ordersOfSeries(seriesGuid);
  await reprojectInSlices(orders.map((o) => o.guid));
  const countDays = await recountOrderCounts(seriesGuid, [
    ...new Set(orders.map((o) => countDay(o.dateCreated))),
  ]);
  const ordersWithIndexFixed = await rebuildIndexes(
    seriesGuid,
    orders.map((o) => o.guid),
  );
  // The partner API's change marks of orders older than the marks (docs/webhooks-and-partner-api.md).
  await backfillPartnerChanges(seriesGuid, orders);
  return { orders: orders.length, countDays, ordersWithIndexFixed };
}

async function reprojectInSlices(guids: readonly string[]): Promise<void> {
  for (let i = 0; i < guids.length; i += 100) await reprojectOrders(guids.slice(i, i + 100));
}

/** Every projection of the series: the statistics recount (the admin job's code), then the lists'. */
export async function rebuildProjections(seriesGuid: string): Promise<RebuildSummary> {
  // The recount's job as the runner reads it, never stored: this run is the operator's command.
  const now = new Date().toISOString();
  const job: JobRecord = {
    id: `rebuild-${seriesGuid}`,
    kind: 'statisticsRecount',
    state: 'running',
    input: { seriesGuid },
    done: 0,
    total: null,
    result: null,
    error: null,
    createdAt: now,
    createdBy: 'rebuild-projections',
    createdByName: null,
    startedAt: now,
    finishedAt: null,
    runs: 1,
  };
  const stats = await runStatisticsRecount(dynamoStatisticsRecount, {
    job,
    progress: async () => undefined,
    timeIsUp: () => false,
    now: () => new Date(),
  });
  const statDays = stats.kind === 'finished' ? stats.done : 0;
  return { statDays, ...(await rebuildListProjections(seriesGuid)) };
}
