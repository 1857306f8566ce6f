import type { CounterScope } from '../orders/order-records';

/**
 * Sharded capacity (issue 25 item 3): the pure rules. DynamoDB details live in
 * functions/adapters/dynamodb/capacity-buckets.ts.
 *
 * A counter every runner of a race takes is one hot item: on DynamoDB a transaction touching an
 * item another transaction holds is cancelled, and one partition takes at most 1,000 write units a
 * second. A large scope's capacity is therefore split into buckets, each its own item (own
 * partition key), whose capacities sum to the scope's; an order takes its places from a bucket
 * with room, chosen at random, so concurrent orders rarely meet on one item.
 *
 * Which scopes shard: an event, race (subevent), category or wave whose capacity is limited and at
 * least SHARD_THRESHOLD places. Everything else keeps its single counter item as before: small
 * scopes (few runners, little contention), unlimited scopes (nothing to split; see docs/checkout-and-payments.md),
 * subcategories (smaller by nature), teams, card options and discount codes.
 *
 * Bucket 0 is the scope's plain counter item itself, so data written before sharding (orders whose
 * ledger names no bucket) give their places back to the item they took them from. Once sharded, a
 * scope stays sharded (its buckets hold places); the count of buckets is fixed when it shards.
 */

export const SHARD_THRESHOLD = 500;
export const MIN_BUCKETS = 16;
export const MAX_BUCKETS = 64;
/** About this many places per bucket between MIN_BUCKETS and MAX_BUCKETS. */
const PLACES_PER_BUCKET = 125;

const SHARDED_SCOPES: ReadonlySet<CounterScope> = new Set(['event', 'subevent', 'category', 'wave']);

/** Whether a scope with this capacity gets buckets (≤ 0 = unlimited: never). */
export function shouldShard(scope: string, capacity: number): boolean {
  return SHARDED_SCOPES.has(scope as CounterScope) && capacity >= SHARD_THRESHOLD;
}

/**
 * How many buckets a newly sharded scope gets: 16 up to 2,000 places, one more per 125, at most 64.
 * Why per places: runners spread over a race's categories and waves about as their places do, so
 * a bucket's share of the orders is its share of the places; a constant number of places per bucket
 * gives every bucket of every scope about the same traffic, and a 10,000-place race's event and race
 * (the scopes every order takes) get the most buckets. Not yet confirmed by bench:rush-model (see
 * docs/operating-the-rush.md).
 * 64 keeps a capacity change (one transaction rewriting every bucket) under DynamoDB's 100 items.
 */
export function bucketCountFor(capacity: number): number {
  return Math.min(MAX_BUCKETS, Math.max(MIN_BUCKETS, Math.ceil(capacity / PLACES_PER_BUCKET)));
}

/** Even split: every bucket gets ⌊capacity / count⌋, the first `capacity mod count` one more. */
export function splitCapacity(capacity: number, count: number): number[] {
  const total = Math.max(0, capacity);
  const base = Math.floor(total / count);
  const extra = total % count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Usage counters with no limit (a card group's or option's, `cardValue` / `cardItem`, e.g. the
 * gender option every runner picks) are written by every order that picks them, so on a large event
 * they are as hot as its race. They shard too (issue 25), rather than leaving the transaction for
 * the stream projector: the order's ledger keeps naming them (the card editor's "already answered"
 * and "below places taken" checks read it and the counters, exactly, with no projector lag), every
 * release path already gives a place back to its bucket, and their buckets sit at the order's
 * position (`allocate` with `position`, capacity-sample.ts `atOrderPosition`). They shard when the
 * event's largest limited scope (event or race) does, into as many buckets as it has; a limit set
 * later by the organiser is split over the same buckets. Undefined: the counter stays one item.
 */
export function usageBucketsFor(scope: string, capacity: number, eventPlaces: number): number | undefined {
  if ((scope !== 'cardValue' && scope !== 'cardItem') || capacity > 0) return undefined;
  return shouldShard('event', eventPlaces) ? bucketCountFor(eventPlaces) : undefined;
}

export interface BucketState {
  /** 0 = the scope's plain counter item. */
  index: number;
  /** This bucket's share of the scope's capacity (a limited scope: 0 = no place here). */
  capacity: number;
  used: number;
}

/** A sharded scope as read: every bucket, the scope's capacity and the generation of the split. */
export interface ShardState {
  scope: CounterScope;
  guid: string;
  /** The scope's capacity (≤ 0 = unlimited). */
  total: number;
  /** Bumped by every redistribution; a sale is conditioned on it, so a stale split never sells. */
  gen: number;
  buckets: BucketState[];
  /**
   * How many buckets the scope has, when `buckets` holds only a sample of them (the checkout's
   * first read, capacity-sample.ts `sampleSuffices`); absent when every bucket was read.
   */
  count?: number;
  /**
   * The positions (0 ≤ p < 1) a checkout's sample was drawn at, the same for every scope of the
   * call (capacity-sample.ts `samplePositions`): the bucket at each is in the sample.
   */
  positions?: readonly number[];
  /**
   * The position the order drew (capacity-sample.ts `orderPosition`): `allocate` takes the bucket
   * there when it has room, so one order's scopes sit at the same position.
   */
  position?: number;
}

/**
 * The split a scope gets when it shards with nothing sold (undefined: it does not shard). For the
 * contention model (bench:rush-model), with `bucketKeysToTry` of the adapter.
 */
export function newShard(
  scope: CounterScope,
  guid: string,
  capacity: number,
  eventPlaces = 0,
): ShardState | undefined {
  const usage = usageBucketsFor(scope, capacity, eventPlaces);
  if (!shouldShard(scope, capacity) && !usage) return undefined;
  const shares = usage
    ? Array.from({ length: usage }, () => 0)
    : splitCapacity(capacity, bucketCountFor(capacity));
  return {
    scope,
    guid,
    total: capacity,
    gen: 1,
    buckets: shares.map((c, index) => ({ index, capacity: c, used: 0 })),
  };
}

export const roomOf = (b: BucketState) => Math.max(0, b.capacity - b.used);

/** The scope's counter as everything outside the checkout shows it: the sum of the buckets. */
export function shardSum(shard: Pick<ShardState, 'total' | 'buckets'>): { capacity: number; used: number } {
  return { capacity: shard.total, used: shard.buckets.reduce((s, b) => s + b.used, 0) };
}

/**
 * A new capacity split over the buckets: every bucket keeps what it sold plus an even part of the
 * free places (new capacity less everything sold; the first buckets one more), so the shares sum
 * to the new capacity and every bucket has about the same room. Unlimited (≤ 0): every share is 0 and the
 * sales are not limited. Below what is sold (the editor refuses that, as for a plain counter)
 * the shares are cut from the fullest buckets down, still summing to the new capacity.
 */
export function redistribute(buckets: readonly Pick<BucketState, 'used'>[], capacity: number): number[] {
  if (capacity <= 0) return buckets.map(() => 0);
  const used = buckets.map((b) => Math.max(0, b.used));
  const sold = used.reduce((s, u) => s + u, 0);
  if (capacity < sold) {
    const shares = [...used];
    let excess = sold - capacity;
    // Take from the fullest buckets first, one place at a time across equals.
    while (excess > 0) {
      const max = Math.max(...shares);
      for (let i = 0; i < shares.length && excess > 0; i++)
        if (shares[i] === max) {
          shares[i] = (shares[i] as number) - 1;
          excess--;
        }
    }
    return shares;
  }
  // The free places spread evenly over the buckets (the first ones one more), so every bucket has
  // about the same room and a random pick rarely meets a full one.
  const free = capacity - sold;
  const base = Math.floor(free / used.length);
  const extra = free % used.length;
  return used.map((u, i) => u + base + (i < extra ? 1 : 0));
}

export type Random = () => number;

export function shuffled<T>(list: readonly T[], random: Random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Where an order's `n` places come from: the bucket at the order's position (`position`) when it has
 * room for all `n`; else one bucket chosen at random among those with room for all
 * `n`; when none has, the places are split over buckets with room (random order), so the scope's
 * last places stay sellable whichever buckets they sit in. An unlimited scope: one random bucket.
 * Undefined when the buckets together have fewer than `n` free places (the scope is full).
 */
export function allocate(
  shard: Pick<ShardState, 'total' | 'buckets' | 'count' | 'position'>,
  n: number,
  random: Random = Math.random,
): Array<{ bucket: number; n: number }> | undefined {
  if (n <= 0) return [];
  const buckets = shard.buckets;
  if (!buckets.length) return undefined;
  if (shard.position !== undefined) {
    const own = bucketAt(shard, shard.position);
    if (own && (shard.total <= 0 || roomOf(own) >= n)) return [{ bucket: own.index, n }];
  }
  if (shard.total <= 0) {
    const b = buckets[Math.floor(random() * buckets.length)] as BucketState;
    return [{ bucket: b.index, n }];
  }
  const whole = buckets.filter((b) => roomOf(b) >= n);
  if (whole.length) return [{ bucket: (whole[Math.floor(random() * whole.length)] as BucketState).index, n }];
  const withRoom = shuffled(
    buckets.filter((b) => roomOf(b) > 0),
    random,
  );
  if (withRoom.reduce((s, b) => s + roomOf(b), 0) < n) return undefined;
  const out: Array<{ bucket: number; n: number }> = [];
  let left = n;
  for (const b of withRoom) {
    if (left <= 0) break;
    const k = Math.min(left, roomOf(b));
    out.push({ bucket: b.index, n: k });
    left -= k;
  }
  return out;
}

/** The bucket index at `position` (0 ≤ position < 1) of a scope of `count` buckets. */
export const indexAt = (position: number, count: number) =>
  Math.max(0, Math.min(count - 1, Math.floor(position * count)));

/**
 * The bucket at `position` of a shard (whole or sampled): the same index in scopes of one size, the
 * same fraction of the scope where they differ. Undefined when a sample does not hold it.
 */
export function bucketAt(
  shard: Pick<ShardState, 'buckets' | 'count'>,
  position: number,
): BucketState | undefined {
  const index = indexAt(position, shard.count ?? shard.buckets.length);
  return shard.buckets.find((b) => b.index === index);
}

/**
 * Where one order's places come from in all its sharded scopes at once: one random position, the
 * same in every scope (`bucketAt`), so two concurrent orders meet only when they drew nearby
 * positions, not whenever any one of their scopes' independent picks met. A scope whose bucket at
 * that position lacks room falls back to `allocate` (another bucket with room, or several), so the
 * last places stay sellable wherever they sit. An unlimited scope takes its bucket at the position.
 * Answers, per entry, its allocation, or `{ full: i }` naming the first entry whose scope has fewer
 * free places than it needs (the scope is full). The checkout draws its position among its sample's
 * (capacity-sample.ts `orderPosition`) and lets `allocate` honour it scope by scope.
 */
export function allocateTogether(
  wants: ReadonlyArray<{ shard: Pick<ShardState, 'total' | 'buckets' | 'count'>; n: number }>,
  random: Random = Math.random,
): Array<Array<{ bucket: number; n: number }>> | { full: number } {
  const position = random();
  const out: Array<Array<{ bucket: number; n: number }>> = [];
  for (let i = 0; i < wants.length; i++) {
    const { shard, n } = wants[i] as (typeof wants)[number];
    const placed = allocate({ ...shard, position }, n, random);
    if (!placed) return { full: i };
    out.push(placed);
  }
  return out;
}

/**
 * The buckets a one-place order tries, in order, when each try finds its bucket full: a random
 * order of the buckets with room (what `allocate` picks first, then the next after a failed
 * condition re-read the buckets). For the contention model (bench:rush-model).
 */
export function bucketAttemptOrder(
  shard: Pick<ShardState, 'total' | 'buckets'>,
  random: Random = Math.random,
): number[] {
  const candidates = shard.total <= 0 ? shard.buckets : shard.buckets.filter((b) => roomOf(b) > 0);
  return shuffled(candidates, random).map((b) => b.index);
}
