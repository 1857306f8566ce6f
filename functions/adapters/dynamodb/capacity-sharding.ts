import { shouldShard, usageBucketsFor } from '../../domain/checkout/capacity-buckets';
import { capacityChange, readShard } from './capacity-buckets';
import { queryEventPartition } from './catalog-repository';
import { gsi } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';

export interface ShardingReport {
  sharded: string[];
  skipped: Array<{ scope: string; guid: string; why: string }>;
}

/**
 * Gives every large scope of a series its buckets (functions/domain/checkout/capacity-buckets.ts
 * `shouldShard`, and the unlimited usage counters of a large event's option fields, `usageBucketsFor`):
 * the migration step for scopes written before sharding, which otherwise get theirs on their next
 * capacity change (usage counters: only here; run it before a big opening, see the runbook). Safe while orders arrive: each split is conditioned on the sales
 * it read and made again when a sale came between. Idempotent: a sharded scope is left as it is.
 */
export async function shardLargeScopes(seriesGuid: string, dryRun = false): Promise<ShardingReport> {
  const report: ShardingReport = { sharded: [], skipped: [] };
  const events = await queryAll<{ guid: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi.eventsOfSeries(seriesGuid) },
  });
  for (const event of events) {
    const partition = (await queryEventPartition(event.guid)) as PartitionRecord[];
    for (const record of partition) {
      const scope = record.entity;
      const capacity = Number(record.capacity ?? 0);
      if (shouldShard(scope, capacity)) await shardOne(report, dryRun, scope, record.guid, capacity);
    }
    // The unlimited usage counters of the event's cards, when its largest scope shards.
    const eventPlaces = Math.max(
      0,
      ...partition
        .filter((r) => r.entity === 'event' || r.entity === 'subevent')
        .map((r) => Number(r.capacity ?? 0)),
    );
    for (const [scope, guid, capacity] of partition.flatMap(usageCountersOf)) {
      const buckets = usageBucketsFor(scope, capacity, eventPlaces);
      if (buckets) await shardOne(report, dryRun, scope, guid, capacity, buckets);
    }
  }
  return report;
}

type PartitionRecord = {
  entity: string;
  guid: string;
  capacity?: number;
  values?: Array<{ guid: string; capacity?: number; items?: Array<{ guid: string; capacity?: number }> }>;
};

/** A card's group and option counters (the ones no order ever wrote cost one item each). */
function usageCountersOf(record: PartitionRecord): Array<[string, string, number]> {
  if (record.entity !== 'card') return [];
  return (record.values ?? [])
    .filter((v) => (v.items ?? []).length > 0)
    .flatMap((v): Array<[string, string, number]> => [
      ['cardValue', v.guid, Number(v.capacity ?? 0)],
      ...(v.items ?? []).map((o): [string, string, number] => ['cardItem', o.guid, Number(o.capacity ?? 0)]),
    ]);
}

async function shardOne(
  report: ShardingReport,
  dryRun: boolean,
  scope: string,
  guid: string,
  capacity: number,
  shardInto?: number,
): Promise<void> {
  // Already sharded: left as it is.
  if ((await readShard(scope, guid)).shard) return;
  for (let attempt = 0; ; attempt++) {
    // The capacity stays what it is: only its split changes.
    const change = await capacityChange(scope, guid, capacity, undefined, shardInto);
    if (change.kind === 'refused') {
      report.skipped.push({ scope, guid, why: change.outcome });
      return;
    }
    if (!change.sharded) return;
    if (dryRun) {
      report.sharded.push(`${scope}#${guid}`);
      return;
    }
    if ((await transactWithRetry(change.items)) === undefined) {
      report.sharded.push(`${scope}#${guid}`);
      return;
    }
    if (attempt >= 8) {
      report.skipped.push({ scope, guid, why: 'busy' });
      return;
    }
  }
}
