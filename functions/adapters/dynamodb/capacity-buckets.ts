import { BatchGetCommand, GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  bucketAttemptOrder,
  bucketCountFor,
  redistribute,
  shardSum,
  shouldShard,
  type BucketState,
  type Random,
  type ShardState,
} from '../../domain/checkout/capacity-buckets';
import { sampleIndices, samplePositions, sampleSuffices } from '../../domain/checkout/capacity-sample';
import type { CounterScope } from '../../domain/orders/order-records';
import { ServiceOverloadedError } from '../../domain/errors';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';

/**
 * Sharded capacity on DynamoDB (rules: functions/domain/checkout/capacity-buckets.ts).
 *
 * Items: the scope's plain counter `CAP#<scope>#<guid>` / `CAP` is bucket 0; once sharded it also
 * carries `buckets` (how many), `total` (the scope's capacity, ≤ 0 = unlimited) and `gen`, while its
 * `capacity` / `used` are bucket 0's share and sales. Buckets 1…N−1 are `CAP#<scope>#<guid>#<i>` /
 * `CAP` (entity `capacityBucket`, own partition each) with `capacity`, `used` and `gen`.
 *
 * A sale adds to one bucket on the condition that the split is the one it read (`gen`) and the
 * bucket has room; a redistribution rewrites every bucket on the condition that each still holds
 * the places sold it read (`used`) — so neither can oversell behind the other's back.
 *
 * Reading: a plain item without `buckets` is an unsharded scope (as before); a sharded one costs
 * one more BatchGetItem of its bucket keys (all sharded scopes of a page in one request).
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Row = Record<string, unknown>;
type Key = { pk: string; sk: string };

const bucketsOf = (item: Row) => Number(item.buckets ?? 0);
export const isShardedItem = (item: Row) => item.entity === 'capacity' && bucketsOf(item) > 1;

/** The scope and guid of a plain counter item (seeded items may carry only the key). */
function refOf(item: Row): { scope: string; guid: string } {
  const [, scope = '', ...rest] = String(item.pk ?? '').split('#');
  return { scope: String(item.scope ?? scope), guid: String(item.guid ?? rest.join('#')) };
}

/** BatchGetItem, optionally strongly consistent (the adapter's batchGet is eventually consistent). */
async function getMany(list: Key[], consistent: boolean): Promise<Row[]> {
  const out: Row[] = [];
  const table = config.tableName;
  for (let i = 0; i < list.length; i += 100) {
    let pending: Key[] = list.slice(i, i + 100);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      if (attempt > 8) throw new ServiceOverloadedError('throttle', attempt);
      const res = await getDocumentClient().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}) } },
        }),
      );
      out.push(...((res.Responses?.[table] ?? []) as Row[]));
      pending = (res.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
    }
  }
  return out;
}

/** `only`: the bucket indices (besides 0) read, when not every one was (a checkout's sample). */
function shardOf(plain: Row, rows: Map<string, Row>, only?: readonly number[]): ShardState {
  const { scope, guid } = refOf(plain);
  const n = bucketsOf(plain);
  const buckets: BucketState[] = [
    { index: 0, capacity: Number(plain.capacity ?? 0), used: Number(plain.used ?? 0) },
  ];
  for (const i of only ?? Array.from({ length: n - 1 }, (_, k) => k + 1)) {
    const row = rows.get(keys.capacityBucket(scope, guid, i).pk);
    buckets.push({ index: i, capacity: Number(row?.capacity ?? 0), used: Number(row?.used ?? 0) });
  }
  return {
    scope: scope as CounterScope,
    guid,
    total: Number(plain.total ?? 0),
    gen: Number(plain.gen ?? 0),
    buckets,
    ...(only && buckets.length < n ? { count: n } : {}),
  };
}

/**
 * The shards of the sharded plain counter items among `items` (anything else is ignored), keyed
 * `<scope>#<guid>`: one BatchGetItem of their bucket keys.
 */
export async function loadShards(
  items: readonly Row[],
  consistent = false,
): Promise<Map<string, ShardState>> {
  const plain = items.filter(isShardedItem);
  if (!plain.length) return new Map();
  const bucketKeys = plain.flatMap((p) => {
    const { scope, guid } = refOf(p);
    return Array.from({ length: bucketsOf(p) - 1 }, (_, i) => keys.capacityBucket(scope, guid, i + 1));
  });
  const rows = new Map((await getMany(bucketKeys, consistent)).map((r) => [String(r.pk), r]));
  return new Map(
    plain.map((p) => {
      const shard = shardOf(p, rows);
      return [`${shard.scope}#${shard.guid}`, shard];
    }),
  );
}

/**
 * The checkout's read of the sharded scopes among `items`: a sample of each one's buckets, at the
 * same positions in every scope (functions/domain/checkout/capacity-sample.ts `samplePositions`) in
 * one BatchGetItem, then, in one more, every bucket of the scopes whose sample is not enough
 * (`sampleSuffices`; `needsSum`: the scopes whose sales the checkout sums, whatever their limit).
 * Keyed `<scope>#<guid>`; a sampled shard carries `count` and the sample's `positions`.
 */
export async function loadShardSamples(
  items: readonly Row[],
  needsSum: (scope: string, guid: string) => boolean,
  random: Random = Math.random,
): Promise<Map<string, ShardState>> {
  const plain = items.filter(isShardedItem);
  if (!plain.length) return new Map();
  const positions = samplePositions(plain.map(bucketsOf), random);
  const picks = plain.map((p) => sampleIndices(positions, bucketsOf(p)));
  const sampleKeys = plain.flatMap((p, i) => {
    const { scope, guid } = refOf(p);
    return (picks[i] as number[]).map((b) => keys.capacityBucket(scope, guid, b));
  });
  const rows = new Map((await getMany(sampleKeys, false)).map((r) => [String(r.pk), r]));
  const out = new Map<string, ShardState>();
  const whole: Row[] = [];
  plain.forEach((p, i) => {
    const shard = shardOf(p, rows, picks[i]);
    if (sampleSuffices(shard, bucketsOf(p), needsSum(shard.scope, shard.guid)))
      out.set(`${shard.scope}#${shard.guid}`, { ...shard, positions });
    else whole.push(p);
  });
  for (const [key, shard] of await loadShards(whole)) out.set(key, shard);
  return out;
}

/**
 * Counter items as every reader shows them: a sharded scope's plain item with `capacity` and
 * `used` replaced by the scope's capacity and the sum of its buckets' sales.
 */
export async function withBucketSums<T extends Row>(items: T[]): Promise<T[]> {
  const shards = await loadShards(items);
  if (!shards.size) return items;
  return items.map((item) => {
    if (!isShardedItem(item)) return item;
    const { scope, guid } = refOf(item);
    const shard = shards.get(`${scope}#${guid}`);
    return shard ? { ...item, ...shardSum(shard) } : item;
  });
}

/** One scope's shard, strongly consistent (undefined: not sharded; `plain`: its plain item). */
export async function readShard(
  scope: string,
  guid: string,
): Promise<{ plain: Row | undefined; shard: ShardState | undefined }> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.capacity(scope, guid), ConsistentRead: true }),
  );
  const plain = out.Item as Row | undefined;
  if (!plain || !isShardedItem(plain)) return { plain, shard: undefined };
  return {
    plain,
    shard: (await loadShards([plain], true)).get(`${refOf(plain).scope}#${refOf(plain).guid}`),
  };
}

/**
 * A sharded scope read again, strongly consistent, in one BatchGetItem of all its bucket keys (the
 * count of buckets never changes once sharded): the checkout's read after a failed bucket condition.
 */
export async function rereadShard(
  shard: Pick<ShardState, 'scope' | 'guid' | 'buckets' | 'count'>,
): Promise<ShardState | undefined> {
  const count = shard.count ?? shard.buckets.length;
  const rows = await getMany(
    Array.from({ length: count }, (_, i) => keys.capacityBucket(shard.scope, shard.guid, i)),
    true,
  );
  const plain = rows.find((r) => r.pk === keys.capacity(shard.scope, shard.guid).pk);
  if (!plain || !isShardedItem(plain) || bucketsOf(plain) !== count) return undefined;
  return shardOf(plain, new Map(rows.map((r) => [String(r.pk), r])));
}

/**
 * Takes `n` places in one bucket: only while the split is the one read (`gen`) and, in a limited
 * scope, the bucket's sales stay within its share.
 */
export function bucketTake(table: string, shard: ShardState, bucket: number, n: number): TransactItem {
  const state = shard.buckets.find((b) => b.index === bucket);
  const limited = shard.total > 0;
  return {
    Update: {
      TableName: table,
      Key: keys.capacityBucket(shard.scope, shard.guid, bucket),
      UpdateExpression: 'ADD #used :n',
      ConditionExpression: limited ? '#gen = :gen AND #used <= :max' : '#gen = :gen',
      ExpressionAttributeNames: { '#used': 'used', '#gen': 'gen' },
      ExpressionAttributeValues: {
        ':n': n,
        ':gen': shard.gen,
        ...(limited ? { ':max': (state?.capacity ?? 0) - n } : {}),
      },
    },
  };
}

/**
 * The keys an order of one place would try in a sharded scope, in order, each after the previous
 * one's condition failed (the checkout re-reads the buckets between tries; this assumes the rest
 * unchanged). Pure: the contention model (bench:rush-model) calls it to write what the real code
 * writes.
 */
export function bucketKeysToTry(shard: ShardState, random: Random = Math.random): Key[] {
  return bucketAttemptOrder(shard, random).map((i) => keys.capacityBucket(shard.scope, shard.guid, i));
}

export type CapacityChange =
  | { kind: 'refused'; outcome: 'capacityBelowSold' | 'soldChanged' }
  /**
   * The writes for the caller's transaction. Sharded: any failed condition among them means a sale
   * or release happened meanwhile (read again and retry); plain: the one write's condition is the
   * refusal (below sold / sold changed), as before sharding.
   */
  | { kind: 'writes'; items: TransactItem[]; sharded: boolean };

/** The plain counter's capacity write (an unsharded scope), as the editors wrote it before. */
function plainCapacityWrite(
  scope: string,
  guid: string,
  capacity: number,
  closeSalesAt?: number,
): TransactItem {
  return {
    Update: {
      TableName: config.tableName,
      Key: keys.capacity(scope, guid),
      UpdateExpression:
        'SET #capacity = :capacity, #used = if_not_exists(#used, :zero), entity = :entity, #scope = :scope, guid = :guid',
      // Closing sales writes only while the places sold are exactly the number confirmed.
      ConditionExpression:
        closeSalesAt !== undefined
          ? '#used = :capacity AND attribute_not_exists(#buckets)'
          : '(attribute_not_exists(pk) OR :capacity <= :zero OR #used <= :capacity) AND attribute_not_exists(#buckets)',
      ExpressionAttributeNames: {
        '#capacity': 'capacity',
        '#used': 'used',
        '#scope': 'scope',
        '#buckets': 'buckets',
      },
      ExpressionAttributeValues: {
        ':capacity': capacity,
        ':zero': 0,
        ':entity': 'capacity',
        ':scope': scope,
        ':guid': guid,
      },
    },
  };
}

/**
 * The writes of an organiser's capacity change (race / category editor, series editor's event).
 * A scope that is or becomes sharded (functions/domain/checkout/capacity-buckets.ts
 * `shouldShard`; an existing scope gets its buckets on its next capacity change, or by
 * `npm run shard:capacity`): the new capacity split over the buckets (each keeps at least what it
 * sold, the sum is the new capacity), every bucket conditioned on the sales read and the split's
 * generation. `closeSalesAt`: sales close at exactly the places sold, which must still be that
 * number (as for a plain counter). A capacity below what is sold is refused, as for a plain
 * counter; an unlimited one is accepted (every share 0, sales unconditioned on room).
 */
export async function capacityChange(
  scope: string,
  guid: string,
  capacity: number,
  closeSalesAt?: number,
  /** Shards an unsharded scope into this many buckets even if its own size would not (usage counters). */
  shardInto?: number,
): Promise<CapacityChange> {
  const { plain, shard } = await readShard(scope, guid);
  if (!shard && !shouldShard(scope, capacity) && !shardInto)
    return {
      kind: 'writes',
      items: [plainCapacityWrite(scope, guid, capacity, closeSalesAt)],
      sharded: false,
    };
  // The split of a sharded scope whose capacity stays is already right: nothing to write (the card
  // editor saves every counter of a card; rewriting the buckets would race every sale).
  if (shard && shard.total === capacity && closeSalesAt === undefined)
    return { kind: 'writes', items: [], sharded: true };
  const table = config.tableName;
  const count = shard ? shard.buckets.length : (shardInto ?? bucketCountFor(capacity));
  const buckets: BucketState[] = shard
    ? shard.buckets
    : Array.from({ length: count }, (_, i) => ({
        index: i,
        capacity: 0,
        used: i === 0 ? Number(plain?.used ?? 0) : 0,
      }));
  const sold = buckets.reduce((s, b) => s + b.used, 0);
  if (closeSalesAt !== undefined && sold !== closeSalesAt) return { kind: 'refused', outcome: 'soldChanged' };
  if (capacity > 0 && capacity < sold) return { kind: 'refused', outcome: 'capacityBelowSold' };
  const shares = redistribute(buckets, capacity);
  const gen = (shard?.gen ?? 0) + 1;
  const items: TransactItem[] = [];
  buckets.forEach((b, i) => {
    const share = shares[i] as number;
    const existing = i === 0 ? plain !== undefined : shard !== undefined;
    const names: Record<string, string> = {
      '#capacity': 'capacity',
      '#used': 'used',
      '#gen': 'gen',
      '#scope': 'scope',
    };
    const values: Record<string, unknown> = {
      ':capacity': share,
      ':gen': gen,
      ':entity': i === 0 ? 'capacity' : 'capacityBucket',
      ':scope': scope,
      ':guid': guid,
      ':zero': 0,
    };
    let condition = 'attribute_not_exists(pk)';
    if (existing) {
      values[':used'] = b.used;
      if (shard) values[':oldGen'] = shard.gen;
      // The sales read are still the sales (a plain item never sold may lack `used`).
      condition = b.used === 0 ? '(attribute_not_exists(#used) OR #used = :used)' : '#used = :used';
      if (shard) condition += ' AND #gen = :oldGen';
    }
    const set = [
      '#capacity = :capacity',
      '#used = if_not_exists(#used, :zero)',
      '#gen = :gen',
      'entity = :entity',
      '#scope = :scope',
      'guid = :guid',
    ];
    if (i === 0) {
      set.push('#buckets = :buckets', '#total = :total');
      names['#buckets'] = 'buckets';
      names['#total'] = 'total';
      values[':buckets'] = count;
      values[':total'] = capacity;
    } else {
      set.push('#bucket = :bucket');
      names['#bucket'] = 'bucket';
      values[':bucket'] = i;
    }
    items.push({
      Update: {
        TableName: table,
        Key: keys.capacityBucket(scope, guid, i),
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    });
  });
  return { kind: 'writes', items, sharded: true };
}

/** The bucket keys of sharded scopes among these plain counter keys' items (to delete with them). */
export async function bucketKeysOf(refs: ReadonlyArray<[string, string]>): Promise<Key[]> {
  if (!refs.length) return [];
  const plain = await getMany(
    refs.map(([scope, guid]) => keys.capacity(scope, guid)),
    true,
  );
  return plain.filter(isShardedItem).flatMap((p) => {
    const { scope, guid } = refOf(p);
    return Array.from({ length: bucketsOf(p) - 1 }, (_, i) => keys.capacityBucket(scope, guid, i + 1));
  });
}
