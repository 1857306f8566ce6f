/**
 * `npm run bench:checkout`: a registration rush on one category against DynamoDB Local — 2,000
 * register calls for 500 places from 100 concurrent clients — then, in the same run, the raw rate
 * of bare conditional TransactWrites on the same counters. Prints registrations/s, p50/p95,
 * places oversold and the ratio. Asserts nothing. Target: 0 oversold, ratio ≥ 0.9 (issue 25).
 * BENCH_WARMUP=<n> sends n register calls before the rush (default 1,000); BENCH_PROJECTOR=off runs
 * no stream reader. BENCH_SHARDED=1 splits the category's 500 places into buckets first (sharded capacity,
 * functions/domain/checkout/capacity-buckets.ts); TEST_PORT_OFFSET moves the stack's ports.
 * BENCH_LOG_LEVEL=error prints what is behind a 5xx: the handlers' error log and the local stack's
 * own errors (gateway, workers), with one `[stack] <status> answered` line per 5xx the gateway sent
 * (its request id matches the handler's line); BENCH_LOG_LEVEL=warn adds the causes of the 503s.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../functions/adapters/dynamodb/client';
import { capacityChange, readShard } from '../functions/adapters/dynamodb/capacity-buckets';
import { counterUpdate, transactWithRetry } from '../functions/adapters/dynamodb/order-repository';
import { shardSum } from '../functions/domain/checkout/capacity-buckets';
import { gsi, keys } from '../functions/adapters/dynamodb/keys';
import { DEMO, demoGuid } from './local/seed-data';
import { dynamoCpuSeconds } from './bench/dynamo-cpu';
import { ROOT, startLocalStack } from './local/stack';

// BENCH_PLACES / BENCH_CALLS change the shape of the rush (e.g. all calls refused: BENCH_PLACES=1).
const PLACES = Number(process.env.BENCH_PLACES ?? 500);
const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const CONCURRENCY = 100;
// BENCH_WARMUP register calls before the rush (default 1,000), with places for the rush's share of
// them (500 of 2,000 → a quarter), so both the placed and the sold-out path run warm: the bare
// transactions are measured after the rush, on a DynamoDB Local whose JIT the rush has warmed, and
// a rush on a cold one measured its JIT compiling (docs/performance-write-path.md, session 33).
// BENCH_WARMUP=20 is the earlier bench (20 calls, all placed).
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const WARMUP_PLACES = WARMUP <= 20 ? WARMUP : Math.round((WARMUP * PLACES) / CALLS);
const SHARDED = process.env.BENCH_SHARDED === '1';
const CATEGORY = demoGuid('cat:trail-men');
const TABLE = 'race-registration-local';
const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
const DYNAMO_PORT = 8703 + OFFSET;
/** BENCH_PROJECTOR=off: no stream reader, to measure the register calls' own share (the stream still records). */
const PROJECTOR = process.env.BENCH_PROJECTOR !== 'off';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function setCounter(scope: string, guid: string, capacity: number, used = 0) {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.capacity(scope, guid),
      UpdateExpression: 'SET #c = :c, #u = :u, entity = :e, #s = :s, guid = :g',
      ExpressionAttributeNames: { '#c': 'capacity', '#u': 'used', '#s': 'scope' },
      ExpressionAttributeValues: { ':c': capacity, ':u': used, ':e': 'capacity', ':s': scope, ':g': guid },
    }),
  );
}

/** Places sold in a counter (a sharded one: the sum of its buckets). */
async function used(scope: string, guid: string) {
  const { shard } = await readShard(scope, guid);
  if (shard) return shardSum(shard).used;
  return Number(
    (await getDocumentClient().send(new GetCommand({ TableName: TABLE, Key: keys.capacity(scope, guid) })))
      .Item?.used ?? 0,
  );
}

/** Splits a counter's capacity into buckets, as the organiser's next capacity change would. */
async function shardCounter(scope: string, guid: string, capacity: number) {
  const change = await capacityChange(scope, guid, capacity);
  if (change.kind !== 'writes' || !change.sharded) throw new Error(`${scope} ${guid} did not shard`);
  if ((await transactWithRetry(change.items)) !== undefined) throw new Error('sharding failed');
}

function registerBody(i: number): string {
  const card = (name: string) => demoGuid(`cardvalue:trail:${name}`);
  return JSON.stringify({
    idempotencyKey: randomUUID(),
    currency: 'CZK',
    language: 'cs',
    registrator: {
      firstName: 'Bench',
      lastName: `Runner${i}`,
      email: `bench${i}@example.com`,
      birthDate: '1990-01-01',
      gender: 1,
    },
    paymentMethod: 1,
    discounts: [],
    items: [
      {
        seriesEventGuid: DEMO.eventTrail,
        subEventGuid: DEMO.subTrail,
        categoryGuid: CATEGORY,
        cards: [
          {
            cardGuid: demoGuid('card:trail'),
            values: {
              [card('firstName')]: 'Bench',
              [card('lastName')]: `Runner${i}`,
              [card('gender')]: '1',
              [card('birthDate')]: '1990-01-01',
              [card('phone')]: 'CZE|+420|777123456',
            },
          },
        ],
        termsAccepted: true,
      },
    ],
    termsAccepted: true,
    personalDataConsent: true,
  });
}

/** Answers by status (and refusal reason), e.g. `500× 200, 1500× 409 (4)`. */
function summary(results: Array<{ status: number; code?: string | number }>): string {
  const statuses = new Map<string, number>();
  for (const r of results) {
    const key = `${r.status}${r.code ? ` (${r.code})` : ''}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  return [...statuses].map(([s, n]) => `${n}× ${s}`).join(', ');
}

function runLoad(url: string, bodies: string[]) {
  return new Promise<{
    results: Array<{ status: number; ms: number; code?: string | number; detail?: string }>;
    seconds: number;
  }>((resolve, reject) => {
    const worker = new Worker(new URL('./bench-checkout-load.mjs', import.meta.url), {
      workerData: { url, bodies, concurrency: CONCURRENCY },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function rawTransactions(): Promise<{ perSecond: number; succeeded: number }> {
  // The same counters a registration takes (event, subevent, category and the form's gender
  // option and its group), as fresh copies with the same capacities.
  const scopes: Array<[string, string, number]> = [
    ['event', `raw-${DEMO.eventTrail}`, 0],
    ['subevent', `raw-${DEMO.subTrail}`, 0],
    ['category', `raw-${CATEGORY}`, PLACES],
    ['cardValue', `raw-${demoGuid('cardvalue:trail:gender')}`, 0],
    ['cardItem', `raw-${demoGuid('carditem:trail:gender:1')}`, 0],
  ];
  for (const [s, g, c] of scopes) await setCounter(s, g, c);
  let next = 0;
  let succeeded = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CALLS) {
        next++;
        try {
          await getDocumentClient().send(
            new TransactWriteCommand({
              TransactItems: scopes.map(([scope, guid, capacity]) =>
                counterUpdate(TABLE, { scope: scope as never, guid, capacity, n: 1 }),
              ),
            }),
          );
          succeeded++;
        } catch (err) {
          if ((err as { name?: string }).name !== 'TransactionCanceledException') throw err;
        }
      }
    }),
  );
  return { perSecond: CALLS / ((performance.now() - started) / 1000), succeeded };
}

async function main() {
  process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'silent';
  const dataDir = path.join(ROOT, '.data/bench-checkout');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startLocalStack({
    ports: { app: 3400 + OFFSET, dynamodb: DYNAMO_PORT, s3: 4572 + OFFSET, ses: 8008 + OFFSET },
    dataDir,
    inMemoryDb: true,
    seed: true,
    projector: PROJECTOR,
    // With BENCH_LOG_LEVEL set, the stack's own errors too: a failure outside the handler's error
    // mapper (the local gateway's, a worker's) answers 500 with nothing in the handler's log.
    log: process.env.BENCH_LOG_LEVEL ? (line) => console.error(`[stack] ${line}`) : () => undefined,
  });
  try {
    // One category with 500 places; the event and race themselves unlimited for the rush.
    await setCounter('event', DEMO.eventTrail, 0);
    await setCounter('subevent', DEMO.subTrail, 0);
    await setCounter('category', CATEGORY, WARMUP_PLACES);
    const url = `${stack.urls.app}/api/v1/checkout/register`;
    const warmup = await runLoad(
      url,
      Array.from({ length: WARMUP }, (_, i) => registerBody(-i - 1)),
    );
    const warmupPlaced = warmup.results.filter((r) => r.status === 200).length;
    await setCounter('category', CATEGORY, PLACES, 0);
    if (SHARDED) await shardCounter('category', CATEGORY, PLACES);

    // In AWS the e-mail worker is its own Lambda; here it shares the machine, so its queue is
    // held during the rush and drained afterwards (measured separately).
    await stack.queue.idle();
    stack.queue.pause();
    const requests = new Map<string, { calls: number; items: number }>();
    let counting = true;
    getDocumentClient().middlewareStack.add(
      (next, context) => async (args) => {
        if (counting) {
          const name = String(context.commandName ?? 'unknown').replace(/Command$/, '');
          const input = args.input as {
            TransactItems?: unknown[];
            RequestItems?: Record<string, { Keys?: unknown[] }>;
          };
          const seen = requests.get(name) ?? { calls: 0, items: 0 };
          seen.calls++;
          // Items a transaction writes, keys a batch reads; 1 for a single-item request.
          seen.items +=
            input.TransactItems?.length ??
            (input.RequestItems
              ? Object.values(input.RequestItems).reduce((n, r) => n + (r.Keys?.length ?? 0), 0)
              : 1);
          requests.set(name, seen);
        }
        return next(args);
      },
      { step: 'initialize', name: 'benchCountRequests' },
    );
    const bodies = Array.from({ length: CALLS }, (_, i) => registerBody(i));
    const loadBefore = loadavg()[0] ?? 0;
    const dbCpuBefore = dynamoCpuSeconds(DYNAMO_PORT);
    const cpuBefore = process.cpuUsage();
    const { results, seconds } = await runLoad(url, bodies);
    const cpu = process.cpuUsage(cpuBefore);
    const dbCpu = dynamoCpuSeconds(DYNAMO_PORT) - dbCpuBefore;
    const loadAfter = loadavg()[0] ?? 0;
    counting = false;
    const drainStarted = performance.now();
    stack.queue.resume();
    await stack.queue.idle();
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    const ok = results.filter((r) => r.status === 200);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const counter = await used('category', CATEGORY);
    // Every page: a Query reads at most 1 MB before its filter (a large warm-up passes that).
    const orders = { Count: 0 };
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await getDocumentClient().send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          FilterExpression: 'categoryGuid = :c',
          ExpressionAttributeValues: { ':pk': gsi.startList(DEMO.subTrail), ':c': CATEGORY },
          Select: 'COUNT',
          ExclusiveStartKey: startKey,
        }),
      );
      orders.Count += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    const registrationsPerSecond = ok.length / seconds;
    const callsPerSecond = CALLS / seconds;
    const rawDbCpuBefore = dynamoCpuSeconds(DYNAMO_PORT);
    const rawCpuBefore = process.cpuUsage();
    const raw = await rawTransactions();
    const rawCpu = process.cpuUsage(rawCpuBefore);
    const rawDbCpu = dynamoCpuSeconds(DYNAMO_PORT) - rawDbCpuBefore;

    console.log(
      `registration rush: ${CALLS} register calls for ${PLACES} places${SHARDED ? ' (sharded category)' : ''}, ${CONCURRENCY} concurrent clients${PROJECTOR ? '' : ', no projector (BENCH_PROJECTOR=off)'}`,
    );
    console.log(
      `  warm-up:            ${WARMUP} calls for ${WARMUP_PLACES} places first: ${summary(warmup.results)}`,
    );
    console.log(`  answers:            ${summary(results)}`);
    for (const r of results.filter((x) => x.detail).slice(0, 5))
      console.log(`  a ${r.status}:            ${r.detail}`);
    console.log(
      `  registrations:      ${ok.length} placed, ${registrationsPerSecond.toFixed(0)} registrations/s`,
    );
    console.log(`  register calls:     ${callsPerSecond.toFixed(0)} calls/s over ${seconds.toFixed(1)} s`);
    console.log(`  latency p50:        ${percentile(latencies, 50).toFixed(1)} ms`);
    console.log(`  latency p95:        ${percentile(latencies, 95).toFixed(1)} ms`);
    console.log(
      `  places oversold:    ${Math.max(0, ok.length - PLACES)} (counter ${counter}/${PLACES}, start-list rows ${orders.Count ?? 0} incl. the ${warmupPlaced} warm-up registrations; target 0)`,
    );
    console.log(
      `  DynamoDB per call:  ${[...requests]
        .sort((a, b) => b[1].calls - a[1].calls)
        .map(([name, r]) => `${name} ${(r.calls / CALLS).toFixed(2)} (${(r.items / CALLS).toFixed(1)} items)`)
        .join(', ')}`,
    );
    console.log(
      `  CPU per call:       ${((cpu.user + cpu.system) / 1000 / CALLS).toFixed(2)} ms of this process (gateway, handlers, SDK and the load clients' thread; user ${(cpu.user / 1e6).toFixed(1)} s, system ${(cpu.system / 1e6).toFixed(1)} s)`,
    );
    console.log(
      `  DynamoDB Local CPU: ${((dbCpu * 1000) / CALLS).toFixed(2)} ms per call (${dbCpu.toFixed(1)} s); 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
    );
    console.log(
      `  e-mails afterwards: ${ok.length} registration e-mails rendered and sent in ${drainSeconds.toFixed(1)} s (queue held during the rush)`,
    );
    console.log(
      `bare conditional TransactWrites on the same counters: ${CALLS} with ${CONCURRENCY} concurrent, ${raw.succeeded} succeeded`,
    );
    console.log(`  raw rate:           ${raw.perSecond.toFixed(0)} transactions/s`);
    console.log(
      `  CPU per call:       ${((rawCpu.user + rawCpu.system) / 1000 / CALLS).toFixed(2)} ms of this process, ${((rawDbCpu * 1000) / CALLS).toFixed(2)} ms of DynamoDB Local; load average ${(loadavg()[0] ?? 0).toFixed(1)} after`,
    );
    console.log(
      `  ratio:              ${(callsPerSecond / raw.perSecond).toFixed(2)} (register calls/s ÷ raw transactions/s; target ≥ 0.9)`,
    );
  } finally {
    await stack.stop();
  }
}

await main();
