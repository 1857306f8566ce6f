import { shouldShard } from '../../domain/checkout/capacity-buckets';
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
 * `shouldShard`): the migration step for scopes written before sharding, which otherwise get theirs
 * on their next capacity change. Safe while orders arrive: each split is conditioned on the sales
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
    const partition = (await queryEventPartition(event.guid)) as Array<{
      entity: string;
      guid: string;
      capacity?: number;
    }>;
    for (const record of partition) {
      const scope = record.entity;
      const capacity = Number(record.capacity ?? 0);
      if (!shouldShard(scope, capacity)) continue;
      // Already sharded: left as it is.
      if ((await readShard(scope, record.guid)).shard) continue;
      for (let attempt = 0; ; attempt++) {
        // The capacity stays what it is: only its split changes.
        const change = await capacityChange(scope, record.guid, capacity);
        if (change.kind === 'refused') {
          report.skipped.push({ scope, guid: record.guid, why: change.outcome });
          break;
        }
        if (!change.sharded) break;
        if (dryRun) {
          report.sharded.push(`${scope}#${record.guid}`);
          break;
        }
        if ((await transactWithRetry(change.items)) === undefined) {
          report.sharded.push(`${scope}#${record.guid}`);
          break;
        }
        if (attempt >= 8) {
          report.skipped.push({ scope, guid: record.guid, why: 'busy' });
          break;
        }
      }
    }
  }
  return report;
}
