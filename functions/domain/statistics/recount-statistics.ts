import { pragueDay } from '@shared/statistics/statistics-calendar';
import type { StatisticsRecountResult } from '@shared/statistics/statistics-recount-schemas';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { NotFoundError } from '../errors';
import {
  startJob,
  type JobActor,
  type JobPorts,
  type JobRunContext,
  type JobRunOutcome,
  jobInput,
  savedJobResult,
} from '../jobs/jobs';
import {
  mergeStatDeltas,
  monthAdd,
  placementDeltas,
  type StatCounters,
  type StatOrder,
} from './stat-counters';
import { backoffDelayMs, SERVER_RETRY } from '@shared/resilience/retry-policy';

/**
 * Recount of a series' statistics day counters (`STAT#<series>` `DAY#` / `RACEDAY#`). The order
 * writes keep them by adding differences; orders written before the counters existed (or by hand,
 * like the demo seed once did) are missing from them. The recount computes each day again from the
 * orders themselves with the same function checkout uses (`placementDeltas`: an order's
 * contribution in its current state plus its items) and **replaces** the day's two items, so
 * running it again (or a retried slice) gives the same numbers and never counts an order twice.
 *
 * A day is replaced only if its items are still at the version read before the orders were read
 * (every counter write adds 1 to `version`): an order write landing meanwhile makes the replace
 * fail, and the day is counted again.
 *
 * After the last day of a month the month's roll-up (`MONTH#<yyyy-mm>`) is replaced by the sum of
 * its day items, read consistently after reading the month's version: every counter write updates
 * the day and its month in one transaction, so a write landing after the version read changes the
 * month's version and the replace fails (and the month is summed again); one landing before it is
 * in the days read.
 */

export interface LoadedForCount {
  order: OrderRecord;
  items: OrderItemRecord[];
}

/** What the count reads of an order and its items (the projector's snapshot carries these). */
export interface CountedOrder {
  order: StatOrder;
  items: ReadonlyArray<Pick<OrderItemRecord, 'kind' | 'seriesEventGuid' | 'subEventGuid'>>;
}

/** The day's two counter items as stored: whether each exists and its write version. */
export interface StoredDay {
  day: { exists: boolean; version: number };
  races: { exists: boolean; version: number };
}

export interface RecountPorts {
  seriesExists(seriesGuid: string): Promise<boolean>;
  /** Every order of the series with its creation time (the orders index). */
  ordersOfSeries(seriesGuid: string): Promise<Array<{ guid: string; dateCreated: string }>>;
  /** The days that have counter items now. */
  countedDays(seriesGuid: string): Promise<string[]>;
  readDay(seriesGuid: string, day: string): Promise<StoredDay>;
  loadOrders(guids: string[]): Promise<CountedOrder[]>;
  /** Replaces both items of the day (empty counters delete it) if still at `expected`; false if not. */
  replaceDay(
    seriesGuid: string,
    day: string,
    counters: { day: StatCounters; races: StatCounters },
    expected: StoredDay,
  ): Promise<boolean>;
  /** The months that have a roll-up item now. */
  countedMonths(seriesGuid: string): Promise<string[]>;
  readMonth(seriesGuid: string, month: string): Promise<StoredDay['day']>;
  /** The month's day summary items as stored (consistent read). */
  dayCountersOfMonth(
    seriesGuid: string,
    month: string,
  ): Promise<Array<{ day: string; counters: StatCounters }>>;
  /** Replaces the month's roll-up (empty counters delete it) if still at `expected`; false if not. */
  replaceMonth(
    seriesGuid: string,
    month: string,
    counters: StatCounters,
    expected: StoredDay['day'],
  ): Promise<boolean>;
}

/** A month's roll-up counters from its day summary items (the writes' own `monthAdd`). */
export function monthFromDays(days: ReadonlyArray<{ day: string; counters: StatCounters }>): StatCounters {
  const sum: StatCounters = {};
  for (const d of days)
    for (const [k, v] of Object.entries(monthAdd(d.day, d.counters))) sum[k] = (sum[k] ?? 0) + v;
  return Object.fromEntries(Object.entries(sum).filter(([, v]) => v !== 0));
}

async function recountMonth(ports: RecountPorts, seriesGuid: string, month: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const stored = await ports.readMonth(seriesGuid, month);
    const counters = monthFromDays(await ports.dayCountersOfMonth(seriesGuid, month));
    if (await ports.replaceMonth(seriesGuid, month, counters, stored)) return;
    if (attempt + 1 >= MAX_TRIES) throw new Error(`statistics of ${seriesGuid} ${month} kept changing`);
    await backOff(attempt);
  }
}

/** The counters a set of orders adds up to, per Prague day of placement (checkout's own function). */
export function countersByDay(
  orders: readonly CountedOrder[],
): Map<string, { day: StatCounters; races: StatCounters }> {
  const out = new Map<string, { day: StatCounters; races: StatCounters }>();
  for (const delta of mergeStatDeltas(orders.flatMap((o) => placementDeltas(o.order, o.items)))) {
    if (delta.item === 'month') continue; // not among placementDeltas' own
    const entry = out.get(delta.day) ?? { day: {}, races: {} };
    entry[delta.item] = delta.add;
    out.set(delta.day, entry);
  }
  return out;
}

/**
 * A day or month that keeps receiving orders changes between the recount's read and its
 * conditional replace (the projector writes it meanwhile): try again after a jittered wait, like
 * every contended write (shared/resilience/retry-policy.ts), up to the same number of tries.
 */
const MAX_TRIES = SERVER_RETRY.maxAttempts;
const backOff = (attempt: number) => new Promise((r) => setTimeout(r, backoffDelayMs(attempt)));
const SLICE_DAYS = 5;

/** Recounts one day; answers how many orders it counted. */
async function recountDay(
  ports: RecountPorts,
  seriesGuid: string,
  day: string,
  guids: string[],
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const stored = await ports.readDay(seriesGuid, day);
    const loaded = (await ports.loadOrders(guids)).filter(
      (o) => o.order.seriesGuid === seriesGuid && pragueDay(o.order.dateCreated) === day,
    );
    const counters = countersByDay(loaded).get(day) ?? { day: {}, races: {} };
    if (await ports.replaceDay(seriesGuid, day, counters, stored)) return loaded.length;
    if (attempt + 1 >= MAX_TRIES) throw new Error(`statistics of ${seriesGuid} ${day} kept changing`);
    await backOff(attempt);
  }
}

/**
 * The `statisticsRecount` job: every day with orders or counters, oldest first, in slices; each
 * month's roll-up after its last day, and months with a roll-up but no day at the end.
 */
export async function runStatisticsRecount(
  ports: RecountPorts,
  ctx: JobRunContext<'statisticsRecount'>,
): Promise<JobRunOutcome<'statisticsRecount'>> {
  const { seriesGuid } = jobInput(ctx.job, 'statisticsRecount');
  if (!(await ports.seriesExists(seriesGuid))) throw new NotFoundError();
  const orders = await ports.ordersOfSeries(seriesGuid);
  const byDay = new Map<string, string[]>();
  for (const o of orders) {
    const day = pragueDay(o.dateCreated);
    byDay.set(day, [...(byDay.get(day) ?? []), o.guid]);
  }
  // Days that have counters but no orders any more are replaced by nothing.
  for (const day of await ports.countedDays(seriesGuid)) if (!byDay.has(day)) byDay.set(day, []);
  const days = [...byDay.keys()].sort();
  const result: StatisticsRecountResult = savedJobResult(ctx.job, 'statisticsRecount') ?? {
    days: 0,
    orders: 0,
    emptiedDays: 0,
  };
  // A later delivery resumes after the days already replaced (replacing one again changes nothing).
  for (let i = ctx.job.done; i < days.length; i++) {
    const day = days[i] as string;
    const guids = byDay.get(day) ?? [];
    result.orders += await recountDay(ports, seriesGuid, day, guids);
    result.days++;
    if (guids.length === 0) result.emptiedDays++;
    // Before the progress below: a resumed run starts at a day of a month not yet rolled up.
    if (days[i + 1]?.slice(0, 7) !== day.slice(0, 7)) await recountMonth(ports, seriesGuid, day.slice(0, 7));
    if ((i + 1) % SLICE_DAYS === 0 || i + 1 === days.length) {
      await ctx.progress(i + 1, days.length, result);
      if (i + 1 < days.length && ctx.timeIsUp()) return { kind: 'continue' };
    }
  }
  const monthsOfDays = new Set(days.map((d) => d.slice(0, 7)));
  for (const month of await ports.countedMonths(seriesGuid))
    if (!monthsOfDays.has(month)) await recountMonth(ports, seriesGuid, month);
  return { kind: 'finished', done: days.length, total: days.length, result };
}

/** POST admin/statistics/{seriesId}/recount: starts the recount job (404 for an unknown series). */
export async function startStatisticsRecount(
  ports: JobPorts & Pick<RecountPorts, 'seriesExists'>,
  request: { jobId: string; seriesGuid: string },
  actor: JobActor,
  now: Date,
): Promise<{ jobId: string }> {
  if (!(await ports.seriesExists(request.seriesGuid))) throw new NotFoundError();
  return startJob(
    ports,
    { id: request.jobId, kind: 'statisticsRecount', input: { seriesGuid: request.seriesGuid } },
    actor,
    now,
  );
}
