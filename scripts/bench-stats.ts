/**
 * `npm run bench:stats`: statistics of a season of 50,000 orders on DynamoDB Local. One series of
 * 2 events × 4 races and 20 other series; 50,000 synthetic orders spread over the year's Prague
 * days, each counted through the same functions the order writes use (`placementDeltas` at
 * checkout, then `transitionDelta` for paying 70 %, cancelling 5 % and expiring 10 %), summed per
 * day (and month roll-up) and stored as the STAT# items those transactions would have built. Then the statistics
 * calls' domain code with the DynamoDB adapter: the series for the whole year by day, month and
 * year, and every series together. Prints figures; asserts nothing. Target: ≤ 1 s per call.
 * (Writing the orders themselves through checkout is what bench:checkout measures.)
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { OrderItemRecord, OrderRecord } from '../functions/domain/checkout/order-records';
import { gsi, keys } from '../functions/adapters/dynamodb/keys';
import { dynamoStatistics } from '../functions/adapters/dynamodb/statistics-repository';
import {
  counterWrites,
  placementDeltas,
  transitionDelta,
  type StatDelta,
} from '../functions/domain/statistics/stat-counters';
import { globalStatistics, seriesStatistics } from '../functions/domain/statistics/statistics-service';
import { ROOT, startLocalStack } from './local/stack';
import { seedItems } from './bench/seed-items';

const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const YEAR = new Date().getUTCFullYear();

function catalogue(seriesGuid: string, name: string, events: number, races: number) {
  const items: Record<string, unknown>[] = [
    {
      ...keys.series(seriesGuid),
      entity: 'series',
      guid: seriesGuid,
      name,
      gsi1pk: gsi.allSeries,
      gsi1sk: `${YEAR}-01-01#${seriesGuid}`,
    },
  ];
  const raceRefs: Array<{ eventGuid: string; subGuid: string }> = [];
  for (let e = 0; e < events; e++) {
    const eventGuid = randomUUID();
    items.push({
      ...keys.event(eventGuid),
      entity: 'event',
      guid: eventGuid,
      seriesGuid,
      name: `Event ${e + 1}`,
      gsi1pk: gsi.eventsOfSeries(seriesGuid),
      gsi1sk: `${e}#${eventGuid}`,
    });
    for (let r = 0; r < races; r++) {
      const subGuid = randomUUID();
      items.push({
        ...keys.subevent(eventGuid, subGuid),
        entity: 'subevent',
        guid: subGuid,
        eventGuid,
        name: `Race ${r + 1}`,
      });
      items.push({
        ...keys.capacity('subevent', subGuid),
        entity: 'capacity',
        scope: 'subevent',
        guid: subGuid,
        used: 0,
        capacity: 5000,
      });
      raceRefs.push({ eventGuid, subGuid });
    }
  }
  return { items, raceRefs };
}

/** The counters of `count` orders spread over the year, as the order transactions add them. */
function seasonCounters(
  seriesGuid: string,
  races: Array<{ eventGuid: string; subGuid: string }>,
  count: number,
) {
  const days = new Map<string, Record<string, number>>();
  const add = (delta: StatDelta | null) => {
    if (!delta) return;
    // The day item and, for a summary, its month roll-up, as the transactions write them.
    for (const write of counterWrites([delta])) {
      const at = `${write.item}|${write.day}`;
      const day = days.get(at) ?? {};
      for (const [k, v] of Object.entries(write.add)) day[k] = (day[k] ?? 0) + v;
      days.set(at, day);
    }
  };
  // 1 January 00:00 in Prague (CET): the year's minutes from there all fall on its Prague days.
  const start = Date.UTC(YEAR - 1, 11, 31, 23);
  for (let i = 0; i < count; i++) {
    const race = races[i % races.length]!;
    const order = {
      guid: String(i),
      seriesGuid,
      currency: i % 20 === 0 ? 'EUR' : 'CZK',
      paymentMethod: i % 3 === 0 ? 1 : 2,
      calculatedPrice: 30_000 + (i % 5) * 5_000,
      cancelledAmount: 0,
      paid: false,
      expired: false,
      cancelled: false,
      deleted: false,
      dateCreated: new Date(start + ((i * 7919) % (365 * 24 * 60)) * 60_000).toISOString(),
    } as OrderRecord;
    const items = [
      { kind: 'regular', seriesEventGuid: race.eventGuid, subEventGuid: race.subGuid },
    ] as OrderItemRecord[];
    for (const delta of placementDeltas(order, items)) add(delta);
    if (i % 10 < 7) {
      add(transitionDelta(order, { paid: true }));
      if (i % 20 === 0)
        add(transitionDelta({ ...order, paid: true }, { cancelled: true, cancelledAmount: 10_000 }));
    } else if (i % 10 === 7) add(transitionDelta(order, { expired: true }));
  }
  return [...days].map(([at, counters]) => {
    const [item, day] = at.split('|') as ['day' | 'races' | 'month', string];
    if (item === 'month')
      return { ...keys.statMonth(seriesGuid, day), entity: 'statMonth', seriesGuid, month: day, ...counters };
    return {
      ...(item === 'races' ? keys.statRaceDay : keys.statDay)(seriesGuid, day),
      entity: 'statDay',
      seriesGuid,
      day,
      ...counters,
    };
  });
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  await run(); // warm-up (connections, JIT)
  const runs: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    result = await run();
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  const median = runs[2]!;
  console.log(
    `${label}: median ${median.toFixed(0)} ms, worst ${runs[4]!.toFixed(0)} ms (target ≤ 1000 ms: ${runs[4]! <= 1000 ? 'met' : 'NOT met'})`,
  );
  return result as T;
}

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.join(ROOT, '.data/bench-stats');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startLocalStack({
    ports: { app: 3430 + OFFSET, dynamodb: 8723 + OFFSET, s3: 4592 + OFFSET, ses: 8028 + OFFSET },
    dataDir,
    inMemoryDb: true,
    seed: false,
    log: () => undefined,
  });
  try {
    const seriesGuid = randomUUID();
    const main = catalogue(seriesGuid, 'Bench season', 2, 4);
    const t0 = performance.now();
    const items = [...main.items, ...seasonCounters(seriesGuid, main.raceRefs, ORDERS)];
    for (let s = 0; s < 20; s++) {
      const other = randomUUID();
      const c = catalogue(other, `Other series ${s + 1}`, 1, 2);
      items.push(...c.items, ...seasonCounters(other, c.raceRefs, Math.round(ORDERS / 10)));
    }
    await seedItems(items);
    const statItems = items.filter((i) => i.entity === 'statDay').length;
    const monthItems = items.filter((i) => i.entity === 'statMonth').length;
    console.log(
      `${ORDERS} orders in the series (+ ${20 * Math.round(ORDERS / 10)} in 20 others) as ${statItems} STAT# day items and ${monthItems} month roll-ups, written in ${((performance.now() - t0) / 1000).toFixed(1)} s (not measured)`,
    );
    const year = { dateFrom: `${YEAR}-01-01`, dateTo: `${YEAR}-12-31` };
    const byDay = await timed('series, whole year by day (365 buckets × 8 race lines)', () =>
      seriesStatistics(dynamoStatistics, seriesGuid, { ...year, segment: 1, mergeLevel: 2 }),
    );
    console.log(
      `  summary: ${byDay.summary.total} orders, ${byDay.summary.paid} paid, ${byDay.summary.registrations} registrations`,
    );
    await timed('series, whole year by month per event', () =>
      seriesStatistics(dynamoStatistics, seriesGuid, { ...year, segment: 2, mergeLevel: 1 }),
    );
    const all = await timed('every series (21), whole year by day', () =>
      globalStatistics(dynamoStatistics, { ...year, segment: 1, mergeLevel: 2 }),
    );
    console.log(`  summary: ${all.summary.total} orders in ${all.graph.lines.length} series`);
  } finally {
    await stack.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
