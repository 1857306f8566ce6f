import {
  bucketAt,
  indexAt,
  roomOf,
  shardSum,
  shuffled,
  type Random,
  type ShardState,
} from './capacity-buckets';

/**
 * The checkout's read of a sharded scope (issue 25): instead of every bucket (a 10,000-place race
 * with its gender options: ~300 items per order), bucket 0 (the plain item, read anyway) and
 * SAMPLE_BUCKETS others; the rest only when the sample is not enough (`sampleSuffices`).
 *
 * The sampled buckets sit at the same positions in every scope of one register call
 * (`samplePositions`), and the order takes its places at one of them in all its scopes
 * (`orderPosition`, capacity-buckets.ts `allocate`): two concurrent orders then meet only when they
 * drew the same position, not whenever any one of their scopes' independent picks met.
 */
export const SAMPLE_BUCKETS = 8;
/**
 * Free places a limited scope's sample must hold to stand for the scope: at least what any order
 * can take in one scope (a transaction holds at most 100 items, one per person), so no check of
 * an order against the sample refuses what the whole scope would accept.
 */
export const SAMPLE_ROOM = 100;

/**
 * The positions (0 < p < 1) a register call samples its sharded scopes at, one draw for all of them:
 * SAMPLE_BUCKETS distinct buckets (besides 0) of the scope with the fewest buckets, at random, each
 * at its middle. A scope with more buckets has the bucket at the same fraction, distinct too (its
 * buckets are no narrower). Empty when no scope has a bucket besides 0.
 */
export function samplePositions(counts: readonly number[], random: Random = Math.random): number[] {
  const fewest = Math.min(...counts);
  if (!Number.isFinite(fewest) || fewest < 2) return [];
  const others = Array.from({ length: fewest - 1 }, (_, i) => i + 1);
  return shuffled(others, random)
    .slice(0, SAMPLE_BUCKETS)
    .sort((a, b) => a - b)
    .map((k) => (k + 0.5) / fewest);
}

/** The bucket indices (besides 0) a scope of `count` buckets reads at these positions. */
export function sampleIndices(positions: readonly number[], count: number): number[] {
  if (count - 1 <= SAMPLE_BUCKETS) return Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 1);
  return [...new Set(positions.map((p) => indexAt(p, count)))].filter((i) => i > 0);
}

/** The bucket indices (besides 0) one scope read alone reads first: SAMPLE_BUCKETS distinct ones at random. */
export const sampleBucketIndices = (count: number, random: Random = Math.random) =>
  sampleIndices(samplePositions([count], random), count);

/**
 * The position an order takes its places at in all its sharded scopes: one of its sample's
 * positions, at random among those where every sampled limited scope's bucket has room (any of
 * them when none has). Scopes read whole take their bucket at that position too. A random position
 * when nothing was sampled; undefined when the order takes nothing sharded.
 */
export function orderPosition(
  shards: Iterable<Pick<ShardState, 'total' | 'buckets' | 'count' | 'positions'>>,
  random: Random = Math.random,
): number | undefined {
  const all = [...shards];
  if (!all.length) return undefined;
  const positions = all.find((s) => s.positions?.length)?.positions;
  if (!positions?.length) return random();
  const hasRoom = (s: (typeof all)[number], p: number) => {
    const b = bucketAt(s, p);
    return s.total <= 0 || (b !== undefined && roomOf(b) > 0);
  };
  const roomy = positions.filter((p) => all.every((s) => hasRoom(s, p)));
  const from = roomy.length ? roomy : positions;
  return from[Math.floor(random() * from.length)] as number;
}

/**
 * The order's counters with its position (`orderPosition`) on every sharded scope it takes places
 * in, so the adapter's `allocate` takes the bucket there in each (a scope whose bucket there is full
 * gets another with room, as before).
 */
export function atOrderPosition<T extends { n: number; held?: number; shard?: ShardState }>(
  counters: readonly T[],
  random: Random = Math.random,
): T[] {
  const taking = counters.filter((c) => c.shard && c.n > (c.held ?? 0));
  const position = orderPosition(
    taking.map((c) => c.shard as ShardState),
    random,
  );
  if (position === undefined) return [...counters];
  return counters.map((c) =>
    taking.includes(c) ? { ...c, shard: { ...(c.shard as ShardState), position } } : c,
  );
}

/**
 * Whether a sample of a scope's buckets is enough for the checkout. Never for a scope whose sales
 * the checkout uses as a number (`needsSum`: a category's price tiers by places sold, a tie counter
 * of the §4 rule). A limited scope: when its sampled buckets hold SAMPLE_ROOM free places, so every
 * capacity check passes on the sample exactly when it passes on the whole (`sampleCounter` never
 * shows fewer places taken than taken); with fewer, the checkout reads every bucket and decides as
 * before (full, the last place, the failure reason). An unlimited scope (an option's usage
 * counter): the checkout only picks a bucket in it.
 */
export function sampleSuffices(
  sample: Pick<ShardState, 'total' | 'buckets'>,
  count: number,
  needsSum: boolean,
): boolean {
  if (sample.buckets.length >= count) return true;
  if (needsSum) return false;
  return sample.total <= 0 || sample.buckets.reduce((s, b) => s + roomOf(b), 0) >= SAMPLE_ROOM;
}

/**
 * The counter the checkout checks for a sampled scope: the scope's capacity and, as taken, all but
 * the sample's free places (at least what is really taken, so no check passes that the whole scope
 * would refuse). An unlimited scope's sales are not checked: the sample's.
 */
export function sampleCounter(sample: Pick<ShardState, 'total' | 'buckets'>): {
  capacity: number;
  used: number;
} {
  if (sample.total <= 0) return shardSum(sample);
  return { capacity: sample.total, used: sample.total - sample.buckets.reduce((s, b) => s + roomOf(b), 0) };
}
