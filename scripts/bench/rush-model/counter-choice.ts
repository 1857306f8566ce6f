import { allocate, newShard, type ShardState } from '../../../functions/domain/checkout/capacity-buckets';
import type { CounterScope } from '../../../functions/domain/checkout/order-records';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import type { ModelItem } from './plans';

/** A counter write of a plan, resolved to the item it goes to. */
export interface ChosenCounter {
  key: string;
  pk: string;
  capacity: number;
}

/**
 * Which item an order's increment of a capacity counter goes to: one item per counter before
 * sharding (`SINGLE_ITEM`), the real bucket rules of the checkout after (`SHARDED_BUCKETS`).
 */
export interface CounterChoice {
  name: string;
  /**
   * The item for this try, `refused` holding the items whose condition already failed for this
   * order; undefined when no item can take the places (sold out). `usedOf` reads the table.
   */
  choose(
    counter: ModelItem,
    refused: ReadonlySet<string>,
    usedOf: (key: string) => number,
    rand: () => number,
  ): ChosenCounter | undefined;
}

export const SINGLE_ITEM: CounterChoice = {
  name: 'one item per counter (today)',
  choose: (c, refused) =>
    refused.has(c.key) ? undefined : { key: c.key, pk: c.pk, capacity: c.counter?.capacity ?? 0 },
};

/**
 * The checkout's real sharding (functions/domain/checkout/capacity-buckets.ts): which scopes shard
 * and into how many buckets (`newShard`, the split a scope gets when it shards), the bucket keys
 * (`keys.capacityBucket`), and the choice among the buckets with room as the checkout reads them
 * (`allocate`); a bucket whose condition failed is left out of the next try, as the checkout's
 * re-read finds it full.
 */
export function shardedBuckets(): CounterChoice {
  const shards = new Map<string, ShardState | null>();
  const shardOf = (c: ModelItem): ShardState | null => {
    let shard = shards.get(c.key);
    if (shard === undefined) {
      const ref = c.counter;
      shard = (ref && newShard(ref.scope as CounterScope, ref.guid, ref.capacity)) ?? null;
      shards.set(c.key, shard);
    }
    return shard;
  };
  const itemOf = (shard: ShardState, index: number) => {
    const k = keys.capacityBucket(shard.scope, shard.guid, index);
    return { key: `${k.pk}|${k.sk}`, pk: k.pk };
  };
  return {
    name: "the checkout's capacity buckets (capacity-buckets.ts)",
    choose(c, refused, usedOf, rand) {
      const shard = shardOf(c);
      if (!shard) return SINGLE_ITEM.choose(c, refused, usedOf, rand);
      // The buckets as the checkout reads them; one that refused this order counts as full.
      const read = {
        total: shard.total,
        buckets: shard.buckets.map((b) => {
          const item = itemOf(shard, b.index);
          return { ...b, used: refused.has(item.key) ? b.capacity : usedOf(item.key) };
        }),
      };
      const picked = allocate(read, c.counter?.n ?? 1, rand)?.[0];
      if (!picked) return undefined;
      const bucket = shard.buckets[picked.bucket] as ShardState['buckets'][number];
      return { ...itemOf(shard, picked.bucket), capacity: bucket.capacity };
    },
  };
}
