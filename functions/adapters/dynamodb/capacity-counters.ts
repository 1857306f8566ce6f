import { config } from '../config';
import { batchGet } from './batch-get';
import { withBucketSums } from './capacity-buckets';
import { getDocumentClient } from './client';
import { keys } from './keys';

/**
 * The capacity counters of these scopes by `<scope>#<guid>` (one BatchGetItem; a sharded scope
 * shows the sum of its buckets, see ./capacity-buckets.ts); a scope without a counter is absent.
 */
export async function readCounters(
  refs: ReadonlyArray<readonly [string, string]>,
): Promise<Map<string, { used: number; capacity: number }>> {
  if (!refs.length) return new Map();
  const items = await withBucketSums(
    await batchGet<{ scope: string; guid: string; used?: number; capacity?: number }>(
      getDocumentClient(),
      config.tableName,
      refs.map(([scope, guid]) => keys.capacity(scope, guid)),
    ),
  );
  return new Map(
    items.map((i) => [
      `${i.scope}#${i.guid}`,
      { used: Number(i.used ?? 0), capacity: Number(i.capacity ?? 0) },
    ]),
  );
}
