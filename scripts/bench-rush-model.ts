/**
 * `npm run bench:rush-model`: a discrete-event model of DynamoDB under a sell-out rush, fed with
 * the transactions the real checkout builds (placeOrder's plan, order-repository's
 * buildTransaction). For one race of 10,000 places and a series of 10 such races opening
 * together it searches the highest arrival rate at which fewer than 0.5 % of runners get an error
 * other than "sold out", and prints conflicts per order, p95 time to a confirmed order and places
 * oversold. Deterministic for a seed. See docs/rush-model.md.
 *
 *   npm run bench:rush-model -- [--mode before|after|both] [--seed N] [--duration S]
 *
 * before: the fat transaction (`buildTransaction(plan, { inlineDerived: true })`), one counter
 * item per scope, the old retries; after: the lean transaction, the checkout's capacity buckets
 * and the retry policy of shared/resilience/retry-policy.ts. Two more rows show each part alone.
 */
import { parseArgs } from 'node:util';
import { RUNNER_CYCLE } from './bench/rush-model/catalogue';
import { shardedBuckets, SINGLE_ITEM } from './bench/rush-model/counter-choice';
import { scenario, templatePools, type OrderTemplate } from './bench/rush-model/plans';
import { LEGACY_POLICY } from './bench/rush-model/retry-policy';
import { formatTable, type ReportRow } from './bench/rush-model/report';
import { ceiling, DEFAULT_CONFIG, type ModelConfig } from './bench/rush-model/rush';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '25' },
    duration: { type: 'string', default: String(DEFAULT_CONFIG.durationS) },
  },
});
const mode = values.mode as string;
if (!['before', 'after', 'both'].includes(mode)) throw new Error('--mode is before, after or both');
const seed = Number(values.seed);
const cfg: ModelConfig = { ...DEFAULT_CONFIG, durationS: Number(values.duration) };

/** Distinct runners planned per race: every gender × wave pair twice (RUNNER_CYCLE is 25). */
const POOL_PER_RACE = 2 * RUNNER_CYCLE;

const SCENARIOS = [
  { label: 'one race, 10,000 places', races: 1, target: 500 },
  { label: 'series: 10 races together', races: 10, target: 2000 },
];

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const started = performance.now();
  const rows: ReportRow[] = [];
  for (const s of SCENARIOS) {
    const sc = scenario(s.label, s.races, 10_000);
    const pools = await templatePools(sc, POOL_PER_RACE, seed);
    const racePlaces = sc.races.map(() => 10_000);
    const variants: Array<{ mode: string; pool: OrderTemplate[][]; cfg: ModelConfig }> = [];
    if (mode !== 'after')
      variants.push({
        mode: 'before (inlineDerived, one item per counter)',
        pool: pools.before,
        cfg: { ...cfg, policy: LEGACY_POLICY, choice: SINGLE_ITEM },
      });
    if (mode !== 'before') {
      variants.push({
        mode: 'lean transaction only',
        pool: pools.after,
        cfg: { ...cfg, choice: SINGLE_ITEM },
      });
      variants.push({
        mode: 'after (lean + buckets)',
        pool: pools.after,
        cfg: { ...cfg, choice: shardedBuckets(10_000) },
      });
    }
    for (const v of variants) {
      const { best, runs } = ceiling(v.pool, racePlaces, v.cfg, seed);
      const first = v.pool[0]?.[0];
      rows.push({
        scenario: s.label,
        mode: v.mode,
        target: s.target,
        ...(best ? { best } : {}),
        runs,
        itemsPerTx: first ? first.shared.length + first.ownItems : 0,
      });
    }
  }
  console.log(
    `Rush model (seed ${seed}, ${cfg.durationS} s of arrivals or until sold out; tx p50/p95 ` +
      `${cfg.txLatency.p50}/${cfg.txLatency.p95} ms, ${cfg.partitionWcu} WCU/s per partition key; ` +
      `retries: ${cfg.policy.name})\n`,
  );
  console.log(formatTable(rows));
  console.log(
    '\nceiling/s: highest arrival rate with < 0.5 % of runners getting an error other than "sold out" ' +
      '(and 0 oversold).\n"lean transaction only": the after code with one item per counter (no buckets).',
  );
  console.log(
    `\n${rows.reduce((n, r) => n + r.runs, 0)} runs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
