/**
 * `npm run bench:stats`: statistics of a season of 50,000 orders on DynamoDB Local. One series of
 * 2 events × 4 races and 20 other series of 1,000 orders each; 50,000 one-item orders spread over
 * the year's Prague days (70 % paid, 5 % of those cancelled, 10 % expired), written as orders and
 * counted by the projector from the stream into the STAT# day, race-day and month items (not
 * measured; the bench waits for it). Then the statistics
 * calls' domain code with the DynamoDB adapter: the series for the whole year by day, month and
 * year, and every series together. Prints figures; asserts nothing. Target: ≤ 1 s per call.
 * (Writing the orders themselves through checkout is what bench:checkout measures.)
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { getDocumentClient } from '../functions/adapters/dynamodb/client';
import { gsi, keys } from '../functions/adapters/dynamodb/keys';
import { itemAttributes, orderItemAttributes } from '../functions/adapters/dynamodb/order-repository';
import { queryAll } from '../functions/adapters/dynamodb/query-all';
import { dynamoStatistics } from '../functions/adapters/dynamodb/statistics-repository';
import { globalStatistics, seriesStatistics } from '../functions/domain/statistics/statistics-service';
import { ROOT, startLocalStack } from './local/stack';
import { benchItem, benchOrder } from './bench/order-records';
import { BENCH_TABLE, seedItems } from './bench/seed-items';
import { waitForProjector } from './local/projector-mark';

const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
/** Orders of each of the 20 other series (their day items fill nearly every day of the year). */
const OTHERS = Number(process.env.BENCH_OTHER_ORDERS ?? Math.round(ORDERS / 50));
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

/**
 * `count` one-item orders of the series spread over the year's Prague days, stored as they end up
 * (70 % paid, one in twenty of those cancelled with a refund, 10 % expired): the projector counts
 * them from the stream, as it counts real orders.
 */
function seasonOrders(
  seriesGuid: string,
  races: Array<{ eventGuid: string; subGuid: string }>,
  count: number,
  from: number,
) {
  const rows: Record<string, unknown>[] = [];
  // 1 January 00:00 in Prague (CET): the year's minutes from there all fall on its Prague days.
  const start = Date.UTC(YEAR - 1, 11, 31, 23);
  for (let i = 0; i < count; i++) {
    const race = races[i % races.length]!;
    const paid = i % 10 < 7;
    const cancelled = paid && i % 20 === 0;
    const order = benchOrder(from + i, {
      seriesGuid,
      eventGuids: [race.eventGuid],
      currency: i % 20 === 0 ? 'EUR' : 'CZK',
      paymentMethod: i % 3 === 0 ? 1 : 2,
      calculatedPrice: 30_000 + (i % 5) * 5_000,
      paid,
      cancelled,
      cancelledAmount: cancelled ? 10_000 : 0,
      expired: i % 10 === 7,
      dateCreated: new Date(start + ((i * 7919) % (365 * 24 * 60)) * 60_000).toISOString(),
    });
    rows.push(orderItemAttributes(order));
    rows.push(itemAttributes(benchItem(order, 0, { subEventGuid: race.subGuid }), null));
  }
  return rows;
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
    const items = [...main.items, ...seasonOrders(seriesGuid, main.raceRefs, ORDERS, 0)];
    for (let s = 0; s < 20; s++) {
      const other = randomUUID();
      const c = catalogue(other, `Other series ${s + 1}`, 1, 2);
      items.push(...c.items, ...seasonOrders(other, c.raceRefs, OTHERS, ORDERS + s * OTHERS));
    }
    await seedItems(items);
    const seeded = (performance.now() - t0) / 1000;
    await waitForProjector(getDocumentClient(), BENCH_TABLE, 3_600_000);
    const projected = (performance.now() - t0) / 1000 - seeded;
    const stats = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.statDay(seriesGuid, '').pk },
    });
    console.log(
      `${ORDERS} orders in the series (+ ${20 * OTHERS} in 20 others) written in ${seeded.toFixed(1)} s, counted by the projector ${projected.toFixed(1)} s later into ${stats.length} STAT# items of the series (not measured)`,
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
