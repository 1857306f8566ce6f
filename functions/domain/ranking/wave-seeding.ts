import {
  RANKING_REPORT_ROWS,
  waveSeedingResultSchema,
  type WaveSeedingResult,
} from '@shared/orders/ranking-schemas';
import type { CounterRef, OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../orders/order-records';
import { countersToRelease } from '../orders/expire-orders';
import { NotFoundError } from '../errors';
import type { JobRunContext, JobRunOutcome } from '../jobs/jobs';
import { jobInput } from '../jobs/jobs';
import type { JobWho, RaceInfo } from '../numberings/numbering-service';
import { takeShare } from '../orders/item-places';
import { history, holdsPlaces } from '../orders/order-state';
import type { StartListItem } from '../orders/admin-start-list';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { JobInput } from '@shared/jobs/job-inputs';

/**
 * Wave seeding from the imported ranking (beyond the spec, as RunSignup seeds corrals from finish
 * times): the ranked runners of a race fill its waves in start order, fastest first, each wave up
 * to its capacity; unranked runners keep their wave and their places count against it. Pure: the
 * plan (who goes where) and the order of the moves so that no wave is ever over capacity, also
 * between two moves; the adapter writes each batch of moves in one transaction.
 */

/** A wave of the race in start order (the race's wave order), with its capacity counter. */
export interface SeedWave {
  guid: string;
  name: string;
  /** 0 or less = unlimited. */
  capacity: number;
  /** Places taken (the counter's `used`). */
  used: number;
}

export type SeedRow = Pick<
  StartListItem,
  'itemGuid' | 'orderGuid' | 'index' | 'firstName' | 'lastName' | 'rank' | 'waveGuid'
> & { kind?: string };

export interface WaveMove {
  row: SeedRow;
  rank: number;
  from: string;
  to: string;
}

export interface SeedingPlan {
  /** Ranked runners holding a place in a wave of the race (the ones seeded). */
  seeded: number;
  /** Ranked runners left alone: without a wave of the race, or relay racers (a relay starts together). */
  skipped: number;
  unchanged: number;
  moves: WaveMove[];
  /** Ranked runners per wave after the seeding. */
  rankedAfter: Map<string, number>;
}

const collator = new Intl.Collator('cs', { sensitivity: 'base' });

/** Fastest first; equal ranks by name, then item (a stable plan: running it again moves nobody). */
const byRank = (a: SeedRow, b: SeedRow) =>
  (a.rank ?? 0) - (b.rank ?? 0) ||
  collator.compare(a.lastName, b.lastName) ||
  collator.compare(a.firstName, b.firstName) ||
  a.itemGuid.localeCompare(b.itemGuid);

/**
 * Who goes to which wave. A wave's room for the ranked runners is its capacity less the places
 * others hold (its `used` less the ranked runners in it now, whose places move with them); waves
 * fill in start order. Runners beyond every wave's room (a counter that disagrees) keep theirs.
 */
export function planWaveSeeding(waves: readonly SeedWave[], rows: readonly SeedRow[]): SeedingPlan {
  const inRace = new Set(waves.map((w) => w.guid));
  const ranked = rows.filter((r) => r.rank != null);
  const seeded = ranked
    .filter((r) => r.waveGuid !== null && inRace.has(r.waveGuid) && r.kind !== 'relay')
    .sort(byRank);
  const seededIn = new Map<string, number>();
  for (const r of seeded) seededIn.set(r.waveGuid as string, (seededIn.get(r.waveGuid as string) ?? 0) + 1);
  const rankedAfter = new Map(waves.map((w) => [w.guid, 0]));
  const moves: WaveMove[] = [];
  let unchanged = 0;
  let w = 0;
  const room = waves.map((wave) =>
    wave.capacity <= 0
      ? Number.POSITIVE_INFINITY
      : Math.max(0, wave.capacity - (wave.used - (seededIn.get(wave.guid) ?? 0))),
  );
  for (const row of seeded) {
    while (w < waves.length && (room[w] as number) <= 0) w++;
    const target = waves[w]?.guid ?? (row.waveGuid as string);
    if (w < waves.length) room[w] = (room[w] as number) - 1;
    rankedAfter.set(target, (rankedAfter.get(target) ?? 0) + 1);
    if (target === row.waveGuid) unchanged++;
    else moves.push({ row, rank: row.rank as number, from: row.waveGuid as string, to: target });
  }
  return { seeded: seeded.length, skipped: ranked.length - seeded.length, unchanged, moves, rankedAfter };
}

/** Longest cycle of moves written in one transaction (3 writes a move; DynamoDB allows 100). */
export const MAX_BATCH_MOVES = 30;

/**
 * The moves in batches a transaction each, so that every wave stays within its capacity after
 * every batch: a move into a wave with room goes alone (its old wave gets a place back); when
 * every remaining move goes into a full wave, the moves form cycles (full waves give as many as
 * they get), and one cycle goes in one batch, changing no wave's count. Moves that fit neither
 * (counters that disagree) are returned as `stuck`.
 */
export function orderMoves(
  waves: readonly SeedWave[],
  moves: readonly WaveMove[],
): { batches: WaveMove[][]; stuck: WaveMove[] } {
  const used = new Map(waves.map((w) => [w.guid, w.used]));
  const capacity = new Map(waves.map((w) => [w.guid, w.capacity]));
  const hasRoom = (guid: string) => {
    const cap = capacity.get(guid) ?? 0;
    return cap <= 0 || (used.get(guid) ?? 0) < cap;
  };
  let remaining = [...moves];
  const batches: WaveMove[][] = [];
  const stuck: WaveMove[] = [];
  while (remaining.length) {
    const next: WaveMove[] = [];
    let progressed = false;
    for (const m of remaining) {
      if (hasRoom(m.to)) {
        batches.push([m]);
        used.set(m.to, (used.get(m.to) ?? 0) + 1);
        used.set(m.from, (used.get(m.from) ?? 0) - 1);
        progressed = true;
      } else next.push(m);
    }
    remaining = next;
    if (progressed || !remaining.length) continue;
    const cycle = findCycle(remaining);
    if (cycle && cycle.length <= MAX_BATCH_MOVES) {
      batches.push(cycle);
      remaining = remaining.filter((m) => !cycle.includes(m));
    } else {
      stuck.push(remaining[0] as WaveMove);
      remaining = remaining.slice(1);
    }
  }
  return { batches, stuck };
}

/** A cycle of moves through distinct waves starting with the first move, or undefined. */
function findCycle(moves: readonly WaveMove[]): WaveMove[] | undefined {
  const first = moves[0];
  if (!first) return undefined;
  const path: WaveMove[] = [first];
  const at = new Map<string, number>([[first.from, 0]]);
  let wave = first.to;
  while (!at.has(wave)) {
    const step = moves.find((m) => m.from === wave && !path.includes(m));
    if (!step) return undefined;
    at.set(wave, path.length);
    path.push(step);
    wave = step.to;
  }
  return path.slice(at.get(wave));
}

/** One transaction of moves, as the adapter writes it. */
export interface WaveMoveBatch {
  /** Each order once: its new ledger, written while `dateUpdated` is still the one read. */
  orders: Array<{
    guid: string;
    dateUpdated: string;
    counters: CounterRef[];
    /** The waves of its items after the moves (the orders list's wave filter). */
    waveGuids: string[];
    now: string;
  }>;
  /** Each item: its new wave, written while it is still in the old one. */
  items: Array<{ orderGuid: string; index: number; from: string; to: string; toName: string }>;
  /** Net places per wave: taken (> 0, with the capacity condition) or given back (< 0). */
  counters: Array<{ guid: string; delta: number; capacity: number }>;
  /**
   * The same moves place by place, for a sharded wave (capacity-buckets.ts): the places given back,
   * each with the bucket its order's ledger names, and the places each order takes (the adapter
   * places them in buckets and records those in the order's new ledger).
   */
  released: CounterRef[];
  taken: Array<{ orderGuid: string; guid: string; n: number }>;
  histories: Array<{ record: OrderHistoryRecord; n: number }>;
}

export type BatchRefusal = 'itemChanged' | 'notHeld';

/**
 * The writes of a batch on the orders as read now: each item must still be in its old wave and
 * active, and its order must hold the old wave's place in its ledger (the place moves there:
 * released once, taken once).
 */
export function buildMoveBatch(
  batch: readonly WaveMove[],
  loaded: ReadonlyMap<string, { order: OrderRecord; items: OrderItemRecord[] }>,
  waves: readonly SeedWave[],
  ctx: JobWho & { now: string },
): WaveMoveBatch | BatchRefusal {
  const waveOf = new Map(waves.map((w) => [w.guid, w]));
  const ledgers = new Map<
    string,
    { order: OrderRecord; items: OrderItemRecord[]; counters: CounterRef[]; moved: Map<string, string> }
  >();
  const out: WaveMoveBatch = { orders: [], items: [], counters: [], released: [], taken: [], histories: [] };
  const delta = new Map<string, number>();
  for (const move of batch) {
    const entry = loaded.get(move.row.orderGuid);
    const item = entry?.items.find((i) => i.itemGuid === move.row.itemGuid);
    if (!entry || !item || item.waveGuid !== move.from || item.cancelled || item.expiredAlone)
      return 'itemChanged';
    if (!holdsPlaces(entry.order)) return 'itemChanged';
    const ledger = ledgers.get(entry.order.guid) ?? {
      ...entry,
      counters: entry.order.counters ?? [],
      moved: new Map<string, string>(),
    };
    ledger.moved.set(item.itemGuid, move.to);
    const { share, rest } = takeShare(ledger.counters, [{ scope: 'wave', guid: move.from, n: 1 }]);
    if (!share.length) return 'notHeld';
    ledger.counters = countersToRelease([...rest, { scope: 'wave', guid: move.to, n: 1 }]);
    ledgers.set(entry.order.guid, ledger);
    out.released.push(...share);
    out.taken.push({ orderGuid: entry.order.guid, guid: move.to, n: 1 });
    delta.set(move.from, (delta.get(move.from) ?? 0) - 1);
    delta.set(move.to, (delta.get(move.to) ?? 0) + 1);
    const to = waveOf.get(move.to);
    out.items.push({
      orderGuid: item.orderGuid,
      index: item.index,
      from: move.from,
      to: move.to,
      toName: to?.name ?? '',
    });
    out.histories.push({
      n: item.index,
      record: history(entry.order, { by: ctx.by, byName: ctx.byName, now: ctx.now }, 'waveSeeded', {
        item: { id: item.itemGuid, name: `${item.firstName} ${item.lastName}`.trim() },
        rank: move.rank,
        wave: { from: item.waveName, to: to?.name ?? '' },
      }),
    });
  }
  for (const [guid, { order, items, counters, moved }] of ledgers) {
    const waveGuids = items.map((i) => moved.get(i.itemGuid) ?? i.waveGuid).filter((g): g is string => !!g);
    out.orders.push({
      guid,
      dateUpdated: order.dateUpdated,
      counters,
      waveGuids: [...new Set(waveGuids)],
      now: ctx.now,
    });
  }
  out.released = countersToRelease(out.released);
  for (const [guid, d] of delta)
    if (d !== 0) out.counters.push({ guid, delta: d, capacity: waveOf.get(guid)?.capacity ?? 0 });
  return out;
}

export interface WaveSeedingPorts {
  race(subEventGuid: string): Promise<RaceInfo | undefined>;
  /** The race's waves in start order with their counters. */
  waves(subEventGuid: string): Promise<SeedWave[]>;
  /** Every item of the race's active orders with rank, wave and kind. */
  rows(subEventGuid: string): Promise<SeedRow[]>;
  loadOrders(
    guids: readonly string[],
  ): Promise<Map<string, { order: OrderRecord; items: OrderItemRecord[] }>>;
  /** Writes the batch in one transaction: `capacityFull` / `changed` when a condition fails (nothing written). */
  moveWaves(batch: WaveMoveBatch): Promise<'ok' | 'capacityFull' | 'changed'>;
  writeHistory(history: SeriesHistoryRecord): Promise<void>;
}

export type WaveSeedingInput = JobInput<'waveSeeding'>;

/**
 * Runs a preview or apply job. Each delivery reads the race again and plans from it: moves done
 * earlier are no longer in the plan, so a retried delivery or a second run moves nobody twice.
 */
export async function runWaveSeedingJob(
  ports: WaveSeedingPorts,
  ctx: JobRunContext<'waveSeeding'>,
): Promise<JobRunOutcome<'waveSeeding'>> {
  const input = jobInput(ctx.job, 'waveSeeding');
  const race = await ports.race(input.subEventGuid);
  if (!race) throw new NotFoundError('series.subeventNotFound');
  const [waves, rows] = await Promise.all([ports.waves(input.subEventGuid), ports.rows(input.subEventGuid)]);
  const plan = planWaveSeeding(waves, rows);
  const saved: WaveSeedingResult = waveSeedingResultSchema.parse(ctx.job.result ?? {});
  const result: WaveSeedingResult = {
    ...saved,
    mode: input.mode,
    ranked: plan.seeded + plan.skipped,
    // A resumed delivery sees the moves done before as unchanged.
    unchanged: plan.unchanged - saved.moved,
    skipped: plan.skipped,
    waves: saved.waves.length
      ? saved.waves
      : waves.map((w) => ({
          guid: w.guid,
          name: w.name,
          capacity: w.capacity,
          usedBefore: w.used,
          rankedAfter: plan.rankedAfter.get(w.guid) ?? 0,
        })),
  };
  const waveName = new Map(waves.map((w) => [w.guid, w.name]));
  const report = (m: WaveMove) => {
    result.moved++;
    if (result.moves.length < RANKING_REPORT_ROWS)
      result.moves.push({
        name: `${m.row.lastName} ${m.row.firstName}`.trim(),
        rank: m.rank,
        fromWave: waveName.get(m.from) ?? '',
        toWave: waveName.get(m.to) ?? '',
      });
  };
  if (input.mode === 'preview') {
    plan.moves.forEach(report);
    return { kind: 'finished', done: plan.moves.length, total: plan.moves.length, result };
  }

  const { batches, stuck } = orderMoves(waves, plan.moves);
  result.skipped += stuck.length;
  const who: JobWho = { by: ctx.job.createdBy, byName: ctx.job.createdByName ?? '' };
  const total = saved.moved + plan.moves.length;
  for (const [n, batch] of batches.entries()) {
    const write = async () => {
      const loaded = await ports.loadOrders([...new Set(batch.map((m) => m.row.orderGuid))]);
      const built = buildMoveBatch(batch, loaded, waves, { ...who, now: ctx.now().toISOString() });
      return typeof built === 'string' ? built : ports.moveWaves(built);
    };
    // An order changed between reading and writing is read once more.
    let outcome = await write();
    if (outcome === 'changed') outcome = await write();
    if (outcome === 'ok') batch.forEach(report);
    else result.skipped += batch.length;
    if ((n + 1) % 10 === 0) {
      await ctx.progress(result.moved, total, { ...result });
      if (ctx.timeIsUp()) return { kind: 'continue' };
    }
  }
  await ports.writeHistory({
    seriesGuid: race.seriesGuid,
    historyId: ctx.job.id,
    at: ctx.job.createdAt,
    action: 'UPDATE',
    actor: { userId: who.by, name: who.byName },
    target: { kind: 'subevent', guid: input.subEventGuid, name: race.name, eventName: race.eventName },
    changes: [{ field: 'wavesSeeded', before: null, after: result.moved }],
  });
  return { kind: 'finished', done: result.moved, total: result.moved, result };
}
