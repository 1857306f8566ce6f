import { SINGLE_ITEM, type CounterChoice } from './counter-choice';
import { EventQueue } from './event-queue';
import type { OrderTemplate } from './plans';
import { logNormal, mulberry32, type LatencySpec } from './random';
import { CURRENT_POLICY, type RetryPolicy } from './retry-policy';
import { SimTable, type SimWrite } from './table';

export interface ModelConfig {
  /** TransactWriteItems latency (the items stay locked for all of it). */
  txLatency: LatencySpec;
  /** Single-item write latency. */
  writeLatency: LatencySpec;
  /** The reads before the transaction (event partition Query and counters BatchGet, in parallel). */
  readLatency: LatencySpec;
  /** Write units per second one partition key takes. */
  partitionWcu: number;
  policy: RetryPolicy;
  choice: CounterChoice;
  /** Seconds of arrivals simulated (fewer when the scenario sells out first). */
  durationS: number;
  /** Share of runners allowed an error other than "sold out". */
  errorBudget: number;
}

export const DEFAULT_CONFIG: ModelConfig = {
  txLatency: { p50: 10, p95: 25 },
  writeLatency: { p50: 4, p95: 10 },
  readLatency: { p50: 4, p95: 10 },
  partitionWcu: 1000,
  policy: CURRENT_POLICY,
  choice: SINGLE_ITEM,
  durationS: 60,
  errorBudget: 0.005,
};

export interface RunResult {
  rate: number;
  arrivals: number;
  confirmed: number;
  soldOut: number;
  errors: number;
  errorsByKind: { conflict: number; throttle: number };
  /** TransactionConflict cancellations, all tries of all runners. */
  conflicts: number;
  throttles: number;
  p95ConfirmMs: number;
  /** Places taken beyond a capacity: per counter item plus per counter (buckets summed). */
  oversold: number;
  simulatedS: number;
  /** Stopped once the errors alone broke the budget of every possible arrival. */
  aborted: boolean;
  hottest: { pk: string; wcuPerS: number };
}

const quantile = (values: number[], q: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};

/** Counter items of buckets share their counter's key up to the bucket suffix. */
const logicalKey = (key: string) => key.replace(/#B\d+$/, '');

/**
 * One rush: runners arrive at `rate` per second (Poisson), each picks a race and one of the
 * pool's transactions of that race, reads (the checkout's reads), refuses at once when the counters
 * read are full, else commits with the code's retries. Ends after `durationS` of arrivals, or
 * when every race is sold out, with every runner answered.
 */
export function simulate(
  pool: OrderTemplate[][],
  racePlaces: readonly number[],
  rate: number,
  cfg: ModelConfig,
  seed: number,
): RunResult {
  const rand = mulberry32(seed);
  const q = new EventQueue();
  const table = new SimTable(cfg.partitionWcu);
  const txLatency = logNormal(cfg.txLatency, rand);
  const readLatency = logNormal(cfg.readLatency, rand);
  const r: RunResult = {
    rate,
    arrivals: 0,
    confirmed: 0,
    soldOut: 0,
    errors: 0,
    errorsByKind: { conflict: 0, throttle: 0 },
    conflicts: 0,
    throttles: 0,
    p95ConfirmMs: 0,
    oversold: 0,
    simulatedS: 0,
    aborted: false,
    hottest: { pk: '', wcuPerS: 0 },
  };
  const confirmTimes: number[] = [];
  const confirmedPerRace = racePlaces.map(() => 0);
  const capacities = new Map<string, number>();
  for (const list of pool)
    for (const t of list)
      for (const w of t.shared)
        if (w.counter && w.counter.capacity > 0) capacities.set(w.key, w.counter.capacity);
  const errorLimit = cfg.errorBudget * rate * cfg.durationS;
  const usedOf = (key: string) => table.used(key);
  let allSold = false;
  let soldRaces = 0;

  const fail = (kind: 'conflict' | 'throttle') => {
    r.errors++;
    r.errorsByKind[kind]++;
    if (r.errors > errorLimit) r.aborted = true;
  };

  /** Places taken per counter (its buckets summed), as the public availability shows them. */
  const taken = new Map<string, number>();
  const isOpen = (t: OrderTemplate) =>
    t.shared.every(
      (w) =>
        !w.counter || w.counter.capacity <= 0 || (taken.get(w.key) ?? 0) + w.counter.n <= w.counter.capacity,
    );

  function runner(arrivedAt: number) {
    const race = Math.floor(rand() * pool.length);
    const list = pool[race] as OrderTemplate[];
    // The event page shows what is full: a runner picks among the open waves and categories
    // (a few draws from the race's runners; the last one stands when none is open).
    let template = list[Math.floor(rand() * list.length)] as OrderTemplate;
    for (let i = 0; i < 8 && !isOpen(template); i++)
      template = list[Math.floor(rand() * list.length)] as OrderTemplate;
    const refused = new Set<string>();
    let tries = 0;
    let throttles = 0;

    /** The writes of this try, or undefined when a counter has no item with room (sold out). */
    const writes = (): SimWrite[] | undefined => {
      const counters = template.shared.filter((item) => item.counter);
      const chosen = cfg.choice.chooseAll(counters, refused, usedOf, rand);
      if (!chosen) return undefined;
      let k = 0;
      return template.shared.map((item): SimWrite => {
        if (!item.counter) return item;
        const c = chosen[k++] as (typeof chosen)[number];
        return {
          key: c.key,
          pk: c.pk,
          wcu: item.wcu,
          conflicts: true,
          counter: { capacity: c.capacity, n: item.counter.n },
        };
      });
    };
    // The transaction as last built: a conflict or a throttle retries the same items (the code's
    // transactWithRetry); a failed condition re-reads and places the order again.
    let current: SimWrite[] | undefined;

    const attempt = () => {
      const w = current ?? writes();
      current = w;
      if (!w) {
        r.soldOut++;
        return;
      }
      const { outcome, commit } = table.transact(w, q.now);
      q.after(txLatency(), () => {
        if (outcome.kind === 'ok') {
          commit?.();
          for (const item of template.shared)
            if (item.counter) taken.set(item.key, (taken.get(item.key) ?? 0) + item.counter.n);
          r.confirmed++;
          confirmedPerRace[race] = (confirmedPerRace[race] ?? 0) + 1;
          if (confirmedPerRace[race] === racePlaces[race] && ++soldRaces === racePlaces.length)
            allSold = true;
          confirmTimes.push(q.now - arrivedAt);
        } else if (outcome.kind === 'condition') {
          // Today a failed condition is the runner's "sold out"; with buckets, another one is tried.
          refused.add((w[outcome.index] as SimWrite).key);
          current = undefined;
          attempt();
        } else if (outcome.kind === 'conflict') {
          r.conflicts++;
          throttles = 0;
          const wait = cfg.policy.afterConflict(tries++, rand);
          if (wait === undefined) fail('conflict');
          else q.after(wait, attempt);
        } else {
          r.throttles++;
          const wait = cfg.policy.afterThrottle(++throttles, rand);
          if (wait === undefined) fail('throttle');
          else q.after(wait, attempt);
        }
      });
    };

    // The checkout's reads, then its early refusal on the counters just read.
    q.after(readLatency(), () => {
      const w = writes();
      current = w;
      if (
        !w ||
        w.some((x) => x.counter && x.counter.capacity > 0 && usedOf(x.key) + x.counter.n > x.counter.capacity)
      )
        r.soldOut++;
      else attempt();
    });
  }

  const end = cfg.durationS * 1000;
  const arrive = () => {
    if (allSold || r.aborted || q.now >= end) return;
    r.arrivals++;
    runner(q.now);
    q.after((-Math.log(1 - rand()) / rate) * 1000, arrive);
  };
  q.at(0, arrive);
  q.run(() => r.aborted);

  r.simulatedS = q.now / 1000;
  r.p95ConfirmMs = quantile(confirmTimes, 0.95);
  // Oversold: every counter item against its own capacity, every counter (its buckets summed)
  // against the counter's capacity, every race against its places.
  const perCounter = new Map<string, number>();
  for (const [key, c] of table.counters)
    perCounter.set(logicalKey(key), (perCounter.get(logicalKey(key)) ?? 0) + c.used);
  let over = table.oversold();
  for (const [key, used] of perCounter) over += Math.max(0, used - (capacities.get(key) ?? Infinity));
  racePlaces.forEach((places, i) => (over += Math.max(0, (confirmedPerRace[i] ?? 0) - places)));
  r.oversold = over;
  for (const [pk, wcu] of table.consumed) {
    const perS = wcu / Math.max(1, r.simulatedS);
    if (perS > r.hottest.wcuPerS) r.hottest = { pk, wcuPerS: perS };
  }
  return r;
}

export const passes = (r: RunResult, cfg: ModelConfig) =>
  !r.aborted && r.arrivals > 0 && r.errors / r.arrivals < cfg.errorBudget && r.oversold === 0;

/**
 * The highest arrival rate (runners/s) that passes: doubling from 25/s until a run fails, then
 * bisecting to within 8 %. Each run has its own seed derived from `seed` and the rate.
 */
export function ceiling(
  pool: OrderTemplate[][],
  racePlaces: readonly number[],
  cfg: ModelConfig,
  seed: number,
  maxRate = 51_200,
): { best?: RunResult; runs: number } {
  let runs = 0;
  const run = (rate: number) => {
    runs++;
    return simulate(pool, racePlaces, rate, cfg, seed * 1_000_003 + Math.round(rate));
  };
  let best: RunResult | undefined;
  let lo = 0;
  let hi = 0;
  for (let rate = 25; rate <= maxRate; rate *= 2) {
    const res = run(rate);
    if (!passes(res, cfg)) {
      hi = rate;
      break;
    }
    best = res;
    lo = rate;
  }
  if (!hi) return { ...(best ? { best } : {}), runs };
  if (!lo) lo = 0;
  while (hi - lo > Math.max(1, lo * 0.08)) {
    const mid = Math.round((lo + hi) / 2);
    const res = run(mid);
    if (passes(res, cfg)) {
      best = res;
      lo = mid;
    } else hi = mid;
  }
  return { ...(best ? { best } : {}), runs };
}
