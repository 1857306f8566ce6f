/**
 * `npm run bench:api`: latency of the public event-detail call under 50 concurrent clients on the
 * local stack (in-memory DynamoDB Local), and how many DynamoDB requests one call makes.
 * Prints figures; asserts nothing. Target: p95 ≤ 30 ms, ≤ 3 DynamoDB requests per call.
 */
import path from 'node:path';
import { rmSync } from 'node:fs';
import { getDocumentClient } from '../functions/adapters/dynamodb/client';
import { DEMO } from './local/seed-data';
import { ROOT, startLocalStack } from './local/stack';

const CONCURRENCY = 50;
const REQUESTS = 3000;
const WARMUP = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.join(ROOT, '.data/bench');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startLocalStack({
    ports: { app: 3200, dynamodb: 8702, s3: 4571, ses: 8007 },
    dataDir,
    inMemoryDb: true,
    seed: true,
    log: () => undefined,
  });
  let ddbRequests = 0;
  getDocumentClient().middlewareStack.add(
    (next) => async (args) => {
      ddbRequests++;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  const url = `${stack.urls.app}/api/v1/series/events/${DEMO.eventSpring}`;
  try {
    const one = async () => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { 'x-api-key': 'web-spa' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`status ${res.status}`);
      return performance.now() - t0;
    };
    const before = ddbRequests;
    await one(); // cold: nothing cached in the handler yet
    const coldPerCall = ddbRequests - before;
    for (let i = 0; i < WARMUP; i++) await one();
    const runStart = ddbRequests;

    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          latencies.push(await one());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `event detail (GET /api/v1/series/events/{guid}), ${REQUESTS} calls, ${CONCURRENCY} concurrent clients`,
    );
    console.log(`  throughput:         ${(REQUESTS / seconds).toFixed(0)} calls/s`);
    console.log(`  latency p50:        ${percentile(latencies, 50).toFixed(1)} ms`);
    console.log(`  latency p95:        ${percentile(latencies, 95).toFixed(1)} ms   (target ≤ 30 ms)`);
    console.log(`  latency p99:        ${percentile(latencies, 99).toFixed(1)} ms`);
    console.log(`  DynamoDB requests:  ${coldPerCall} per call on a cold cache (target ≤ 3)`);
    console.log(
      `                      ${((ddbRequests - runStart) / REQUESTS).toFixed(3)} per call during the run (1 s counter cache, 10 s structure cache)`,
    );
  } finally {
    await stack.stop();
  }
}

void main();
