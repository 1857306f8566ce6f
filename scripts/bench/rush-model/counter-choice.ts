import {
  allocateTogether,
  newShard,
  type ShardState,
} from '../../../functions/domain/checkout/capacity-buckets';
import type { CounterScope } from '../../../functions/domain/orders/order-records';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import type { ModelItem } from './plans';

/** A counter write of a plan, resolved to the item it goes to. */
export interface ChosenCounter {
  key: string;
  pk: string;
  capacity: number;
}

/**
 * Which items an order's increments of capacity counters go to: one item per counter before
 * sharding (`SINGLE_ITEM`), the real bucket rules of the checkout after (`shardedBuckets`).
 */
export interface CounterChoice {
  name: string;
  /**
   * The item of each counter for this try (same order as `counters`), `refused` holding the items
   * whose condition already failed for this order; undefined when a counter has no item that can
   * take the places (sold out). `usedOf` reads the table.
   */
  chooseAll(
    counters: readonly ModelItem[],
    refused: ReadonlySet<string>,
    usedOf: (key: string) => number,
    rand: () => number,
  ): ChosenCounter[] | undefined;
}

const single = (c: ModelItem, refused: ReadonlySet<string>): ChosenCounter | undefined =>
  refused.has(c.key) ? undefined : { key: c.key, pk: c.pk, capacity: c.counter?.capacity ?? 0 };

export const SINGLE_ITEM: CounterChoice = {
  name: 'one item per counter (today)',
  chooseAll: (counters, refused) => {
    const out = counters.map((c) => single(c, refused));
    return out.every((c): c is ChosenCounter => c !== undefined) ? out : undefined;
  },
};

/**
 * The checkout's real sharding (functions/domain/checkout/capacity-buckets.ts): which scopes shard
 * and into how many buckets (`newShard`, the split a scope gets when it shards; the unlimited usage
 * counters of an event of `eventPlaces` as `npm run shard:capacity` shards them), the bucket keys
 * (`keys.capacityBucket`), and the choice among the buckets with room per scope as the checkout
 * reads them (`allocate`); a bucket whose condition failed is left out of
 * the next try, as the checkout's re-read finds it full.
 */
export function shardedBuckets(eventPlaces = 0): CounterChoice {
  const shards = new Map<string, ShardState | null>();
  const shardOf = (c: ModelItem): ShardState | null => {
    let shard = shards.get(c.key);
    if (shard === undefined) {
      const ref = c.counter;
      shard = (ref && newShard(ref.scope as CounterScope, ref.guid, ref.capacity, eventPlaces)) ?? null;
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
    chooseAll(counters, refused, usedOf, rand) {
      const sharded: Array<{ i: number; shard: ShardState }> = [];
      const out: Array<ChosenCounter | undefined> = counters.map((c, i) => {
        const shard = shardOf(c);
        if (shard) sharded.push({ i, shard });
        return shard ? undefined : single(c, refused);
      });
      // The buckets as the checkout reads them; one that refused this order counts as full.
      const reads = sharded.map(({ i, shard }) => ({
        shard: {
          total: shard.total,
          buckets: shard.buckets.map((b) => {
            const item = itemOf(shard, b.index);
            return { ...b, used: refused.has(item.key) ? b.capacity : usedOf(item.key) };
          }),
        },
        n: counters[i]?.counter?.n ?? 1,
      }));
      // One position for all the order's scopes, as the checkout takes them (capacity-sample.ts
      // `atOrderPosition`; the model reads every bucket, so the position is any).
      const together = allocateTogether(reads, rand);
      if (!Array.isArray(together)) return undefined;
      sharded.forEach(({ i, shard }, k) => {
        const picked = together[k]?.[0];
        if (!picked) return;
        const bucket = shard.buckets[picked.bucket] as ShardState['buckets'][number];
        out[i] = { ...itemOf(shard, picked.bucket), capacity: bucket.capacity };
      });
      return out.every((c): c is ChosenCounter => c !== undefined) ? out : undefined;
    },
  };
}
