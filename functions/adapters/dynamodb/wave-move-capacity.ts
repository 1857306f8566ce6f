import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { moveInBuckets } from '../../domain/checkout/bucket-moves';
import { placeInBuckets } from '../../domain/orders/counter-ledger';
import type { WaveMoveBatch } from '../../domain/ranking/wave-seeding';
import { config } from '../config';
import { bucketTake, readShard } from './capacity-buckets';
import { keys } from './keys';
import { counterUpdate } from './order-repository';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The wave counter writes of one batch of the ranking import's wave moves. An unsharded wave gets
 * one write of its net change (the take with the capacity condition), as before sharding. A
 * sharded wave (functions/domain/checkout/capacity-buckets.ts) gets every place back in the bucket
 * its order's ledger names and the places taken in buckets with room, one write per bucket
 * (functions/domain/checkout/bucket-moves.ts); the orders' new ledgers name those buckets, so a
 * later release gives each place back where it went. `takes`: indexes of `writes` whose failed
 * condition means the wave (or its bucket) had no room.
 */
export async function waveMoveWrites(
  batch: WaveMoveBatch,
): Promise<{ orders: WaveMoveBatch['orders']; writes: TransactItem[]; takes: Set<number> } | 'capacityFull'> {
  const table = config.tableName;
  const orders = new Map(batch.orders.map((o) => [o.guid, { ...o }]));
  const writes: TransactItem[] = [];
  const takes = new Set<number>();
  const touched = new Set([
    ...batch.counters.map((c) => c.guid),
    ...batch.released.filter((c) => c.scope === 'wave').map((c) => c.guid),
    ...batch.taken.map((t) => t.guid),
  ]);
  for (const guid of [...touched].sort()) {
    const { shard } = await readShard('wave', guid);
    if (!shard) {
      const c = batch.counters.find((x) => x.guid === guid);
      if (!c) continue;
      if (c.delta > 0) {
        takes.add(writes.length);
        writes.push(counterUpdate(table, { scope: 'wave', guid, n: c.delta, capacity: c.capacity }));
      } else
        writes.push({
          Update: {
            TableName: table,
            Key: keys.capacity('wave', guid),
            UpdateExpression: 'ADD #used :n',
            ExpressionAttributeNames: { '#used': 'used' },
            ExpressionAttributeValues: { ':n': c.delta },
          },
        });
      continue;
    }
    const released = batch.released
      .filter((c) => c.scope === 'wave' && c.guid === guid)
      .map((c) => ({ bucket: c.bucket ?? 0, n: c.n }));
    const taken = batch.taken.filter((t) => t.guid === guid);
    const moves = moveInBuckets(
      shard,
      released,
      taken.map((t) => t.n),
    );
    if (!moves) return 'capacityFull';
    taken.forEach((t, i) => {
      const order = orders.get(t.orderGuid);
      if (order) order.counters = placeInBuckets(order.counters, 'wave', guid, moves.placed[i] ?? []);
    });
    for (const [bucket, n] of [...moves.net].sort(([a], [b]) => a - b)) {
      if (n > 0) {
        takes.add(writes.length);
        writes.push(bucketTake(table, shard, bucket, n));
      } else
        writes.push({
          Update: {
            TableName: table,
            Key: keys.capacityBucket('wave', guid, bucket),
            UpdateExpression: 'ADD #used :n',
            ExpressionAttributeNames: { '#used': 'used' },
            ExpressionAttributeValues: { ':n': n },
          },
        });
    }
  }
  return { orders: [...orders.values()], writes, takes };
}
