/**
 * `npm run bench:api`: latency of the public event-detail call under 50 concurrent keep-alive
 * clients on the local stack (in-memory DynamoDB Local), and how many DynamoDB requests one call
 * makes. The clients run in a forked process (`bench-api-load.mjs`), so this process is only the
 * gateway and its handlers. Prints figures for the machine it runs on; asserts nothing.
 * Target: p95 ≤ 30 ms, ≤ 3 DynamoDB requests per call.
 */
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocumentClient } from '../functions/adapters/dynamodb/client';
import { DEMO } from './local/seed-data';
import { ROOT, startLocalStack } from './local/stack';

const CONCURRENCY = 50;
const REQUESTS = 20_000;
const WARMUP = 5_000;
const HEADERS = { 'x-api-key': 'web-spa' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** CPU time all cores spent outside idle since boot (ms), to tell how busy the machine was. */
const machineBusyMs = () =>
  os.cpus().reduce((sum, c) => sum + c.times.user + c.times.nice + c.times.sys + c.times.irq, 0);

type LoadMessage = { type: 'warm' } | { type: 'done'; latencies: number[]; seconds: number; cpuMs: number };

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
    const before = ddbRequests;
    const cold = await fetch(url, { headers: HEADERS }); // nothing cached in the handler yet
    await cold.arrayBuffer();
    if (cold.status !== 200) throw new Error(`status ${cold.status}`);
    const coldPerCall = ddbRequests - before;

    const load = fork(path.join(ROOT, 'scripts/bench-api-load.mjs'), { stdio: 'inherit', execArgv: [] });
    const exited = new Promise<never>((_, reject) =>
      load.once('exit', (code) => reject(new Error(`load generator exited with ${code}`))),
    );
    const nextMessage = () =>
      Promise.race([new Promise<LoadMessage>((resolve) => load.once('message', resolve)), exited]);
    load.send({ url, concurrency: CONCURRENCY, requests: REQUESTS, warmup: WARMUP, headers: HEADERS });
    await nextMessage(); // warm
    const runStart = ddbRequests;
    const cpuStart = process.cpuUsage();
    const machineStart = machineBusyMs();
    const loadAvg = os.loadavg();
    load.send({ type: 'run' });
    const done = await nextMessage();
    if (done.type !== 'done') throw new Error('unexpected message from the load generator');
    const cpu = process.cpuUsage(cpuStart);
    const machineMs = machineBusyMs() - machineStart;
    const latencies = done.latencies.sort((a, b) => a - b);
    const cpus = os.cpus();

    console.log(
      `event detail (GET /api/v1/series/events/{guid}), ${REQUESTS} calls after ${WARMUP} warm-up calls, ` +
        `${CONCURRENCY} concurrent keep-alive clients in a separate process`,
    );
    console.log(
      `  machine:            ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ` +
        `load average ${loadAvg.map((l) => l.toFixed(2)).join(' ')} before the run; the figures hold for this machine only`,
    );
    console.log(`  throughput:         ${(REQUESTS / done.seconds).toFixed(0)} calls/s`);
    console.log(`  latency p50:        ${percentile(latencies, 50).toFixed(1)} ms`);
    console.log(`  latency p95:        ${percentile(latencies, 95).toFixed(1)} ms   (target ≤ 30 ms)`);
    console.log(`  latency p99:        ${percentile(latencies, 99).toFixed(1)} ms`);
    const busy = (ms: number) =>
      `${(ms / REQUESTS).toFixed(3)} ms per call (${(ms / 10 / done.seconds).toFixed(0)} % of one core)`;
    console.log(`  gateway CPU:        ${busy((cpu.user + cpu.system) / 1000)}`);
    console.log(`  load generator CPU: ${busy(done.cpuMs)}`);
    // DynamoDB Local's JIT and GC threads, or other people's work, take the cores from the two above.
    const otherMs = Math.max(0, machineMs - (cpu.user + cpu.system) / 1000 - done.cpuMs);
    console.log(
      `  everything else:    ${(otherMs / 10 / done.seconds).toFixed(0)} % of one core during the run`,
    );
    console.log(`  DynamoDB requests:  ${coldPerCall} per call on a cold cache (target ≤ 3)`);
    const during = ddbRequests - runStart;
    console.log(
      `                      ${during} in the run's ${REQUESTS} calls, ${(during / REQUESTS).toFixed(4)} per call ` +
        `(1 s counter cache, 10 s structure cache)`,
    );
  } finally {
    await stack.stop();
  }
}

void main();
