import { describe, expect, it } from 'vitest';
import { shardedBuckets, SINGLE_ITEM, type CounterChoice } from './counter-choice';
import type { OrderTemplate } from './plans';
import { logNormal, mulberry32 } from './random';
import { CURRENT_POLICY, LEGACY_POLICY, TRANSACT_ATTEMPTS, type RetryPolicy } from './retry-policy';
import { SERVER_RETRY } from '../../../shared/resilience/retry-policy';
import { DEFAULT_CONFIG, simulate, type ModelConfig } from './rush';

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * values.length)] as number;

/** One race: a single counter of `places` every order takes, plus a series-wide statistics item. */
function racePool(places: number, statistics = true): OrderTemplate[][] {
  return [
    [
      {
        race: 0,
        ownItems: 4,
        ownWcu: 8,
        shared: [
          {
            key: 'CAP#subevent#s|CAP',
            pk: 'CAP#subevent#s',
            wcu: 2,
            conflicts: true,
            counter: { scope: 'subevent', guid: 's', capacity: places, n: 1 },
          },
          ...(statistics ? [{ key: 'STAT#x|DAY', pk: 'STAT#x', wcu: 2, conflicts: true }] : []),
        ],
      },
    ],
  ];
}

describe('rush model: latency distribution', () => {
  it('draws latencies whose median and 95th percentile are the configured ones', () => {
    const draw = logNormal({ p50: 10, p95: 25 }, mulberry32(1));
    const samples = Array.from({ length: 100_000 }, draw);
    expect(quantile(samples, 0.5)).toBeGreaterThan(9.7);
    expect(quantile(samples, 0.5)).toBeLessThan(10.3);
    expect(quantile(samples, 0.95)).toBeGreaterThan(24.2);
    expect(quantile(samples, 0.95)).toBeLessThan(25.8);
    expect(Math.min(...samples)).toBeGreaterThan(0);
  });

  it('is deterministic for a seed', () => {
    const a = logNormal({ p50: 4, p95: 10 }, mulberry32(7));
    const b = logNormal({ p50: 4, p95: 10 }, mulberry32(7));
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});

describe('rush model: retries as the code did and does them', () => {
  it('tries a conflicted transaction six times with random × 20 × 2^attempt ms between tries', () => {
    const rand = () => 0.999;
    const waits = Array.from({ length: TRANSACT_ATTEMPTS }, (_, a) => LEGACY_POLICY.afterConflict(a, rand));
    expect(TRANSACT_ATTEMPTS).toBe(6);
    expect(waits.slice(0, 5).every((w, a) => w !== undefined && w < 20 * 2 ** a && w > 0)).toBe(true);
    expect(waits[5]).toBeUndefined();
  });

  it('gives a throttled send the SDK default of three attempts', () => {
    expect(LEGACY_POLICY.afterThrottle(1, () => 0.5)).toBe(500);
    expect(LEGACY_POLICY.afterThrottle(2, () => 0.5)).toBe(1000);
    expect(LEGACY_POLICY.afterThrottle(3, () => 0.5)).toBeUndefined();
  });

  it('now retries a conflict and a throttle alike, with full jitter capped at 1 s, at most 12 tries', () => {
    const top = () => 0.999;
    expect(CURRENT_POLICY.afterConflict(0, top)).toBe(19);
    expect(CURRENT_POLICY.afterConflict(9, top)).toBe(999);
    expect(CURRENT_POLICY.afterConflict(SERVER_RETRY.maxAttempts - 1, top)).toBeUndefined();
    expect(CURRENT_POLICY.afterThrottle(1, top)).toBe(19);
    expect(CURRENT_POLICY.afterThrottle(SERVER_RETRY.maxAttempts, top)).toBeUndefined();
  });

  it('makes a runner whose every try conflicts give up after the policy says so, with an error', () => {
    const tries: number[] = [];
    const policy: RetryPolicy = {
      name: 'recording',
      afterConflict: (attempt, rand) => {
        tries.push(attempt);
        return LEGACY_POLICY.afterConflict(attempt, rand);
      },
      afterThrottle: LEGACY_POLICY.afterThrottle,
    };
    const cfg: ModelConfig = { ...DEFAULT_CONFIG, policy, durationS: 2 };
    const r = simulate(racePool(100_000), [100_000], 2000, cfg, 3);
    expect(r.errorsByKind.conflict).toBeGreaterThan(0);
    expect(Math.max(...tries)).toBe(TRANSACT_ATTEMPTS - 1);
    // Each runner that failed spent exactly six tries: its sixth conflict (index 5) was its last.
    expect(tries.filter((a) => a === TRANSACT_ATTEMPTS - 1).length).toBe(r.errorsByKind.conflict);
    expect(r.conflicts).toBe(tries.length);
  });

  it('lets a slow rush through without errors or conflicts-turned-errors', () => {
    const r = simulate(racePool(10_000), [10_000], 5, { ...DEFAULT_CONFIG, durationS: 20 }, 1);
    expect(r.errors).toBe(0);
    expect(r.confirmed).toBe(r.arrivals);
  });
});

describe('rush model: oversell accounting', () => {
  // 600 places in the race's counter (enough for the checkout's rules to split it into buckets);
  // the race's own bound is far away, so only the counter limits.
  const rush = (choice: CounterChoice) =>
    simulate(racePool(600, false), [100_000], 30, { ...DEFAULT_CONFIG, choice, durationS: 40 }, 11);

  it("sells every place exactly once and refuses the rest as sold out (one item, the checkout's buckets)", () => {
    for (const choice of [SINGLE_ITEM, shardedBuckets()]) {
      const r = rush(choice);
      expect(r.confirmed).toBe(600);
      expect(r.oversold).toBe(0);
      expect(r.soldOut).toBe(r.arrivals - r.confirmed - r.errors);
      expect(r.soldOut).toBeGreaterThan(100);
    }
  });

  it('reports places taken beyond a capacity, computed from the simulated counters', () => {
    // A broken bucket choice whose one bucket claims no limit: the counter's sum shows the excess.
    const leaky: CounterChoice = {
      name: 'leaky',
      chooseAll: (counters) => counters.map((c) => ({ key: `${c.key}#B0`, pk: c.pk, capacity: 0 })),
    };
    const r = rush(leaky);
    expect(r.confirmed).toBeGreaterThan(600);
    expect(r.oversold).toBe(r.confirmed - 600);
  });
});
