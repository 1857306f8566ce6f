/**
 * `npm run bench:projector-cost`: what the projector costs DynamoDB Local per order, for new orders
 * and for payments, on the bench stack (DynamoDB Local's stream read by the stack's reader, handed
 * to the projector's handler in this process). BENCH_ORDERS orders of two runners (default 2,000)
 * are put with BatchWriteItem (order and items, no projector state: the projector counts them),
 * then paid in transactions of 10 orders (order and both items marked paid, 4 at once). For each
 * phase it prints the time to write, how long after the writes the projector caught up, DynamoDB
 * Local's CPU (during the writes and in all), this process's CPU, the stream batches the handler
 * got and the DynamoDB requests of this process per order (the writes' and the projector's; the
 * writes' are the BatchWriteItem and, in the payments, 1 transaction of 30 items per 10 orders).
 * Prints figures, asserts nothing; compare runs back to back, with the load average it prints.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../functions/adapters/dynamodb/client';
import { keys } from '../functions/adapters/dynamodb/keys';
import type { OrderRecord } from '../functions/domain/orders/order-records';
import { dynamoCpuSeconds } from './bench/dynamo-cpu';
import { benchItem, benchOrder } from './bench/order-records';
import { BENCH_TABLE, seedItems } from './bench/seed-items';
import { waitForProjector } from './local/projector-mark';
import { ROOT, startLocalStack } from './local/stack';
import { countRequests, type RequestCounts } from './bench/request-counter';

const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000);
const DYNAMO_PORT = 8733 + OFFSET;

const requests: RequestCounts = new Map();
/** Records per handled stream batch (the reader's debug line). */
const batches: number[] = [];

async function phase(label: string, write: () => Promise<void>) {
  requests.clear();
  batches.length = 0;
  const db0 = dynamoCpuSeconds(DYNAMO_PORT);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  await write();
  const written = performance.now();
  const dbWrites = dynamoCpuSeconds(DYNAMO_PORT) - db0;
  await waitForProjector(getDocumentClient(), BENCH_TABLE, 1_800_000);
  const projected = performance.now();
  const used = process.cpuUsage(cpu);
  const dbAll = dynamoCpuSeconds(DYNAMO_PORT) - db0;
  console.log(
    `${label}: written in ${((written - t0) / 1000).toFixed(1)} s, projected ${((projected - written) / 1000).toFixed(1)} s later`,
  );
  console.log(
    `  CPU: DynamoDB Local ${dbWrites.toFixed(1)} s during the writes, ${dbAll.toFixed(1)} s in all (${(dbAll - dbWrites).toFixed(1)} s after them); this process ${((used.user + used.system) / 1e6).toFixed(1)} s; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  const records = batches.reduce((a, b) => a + b, 0);
  console.log(
    `  stream: ${batches.length} batches, ${records} records (${(records / ORDERS).toFixed(1)} per order; the projector's own writes come back as records too)`,
  );
  for (const [name, r] of [...requests].sort((a, b) => b[1].items - a[1].items))
    console.log(
      `  ${name.padEnd(18)} ${String(r.calls).padStart(6)} calls ${String(r.items).padStart(7)} items  ${(r.items / ORDERS).toFixed(2)} items/order`,
    );
}

const pay = (o: OrderRecord) => [
  {
    Update: {
      TableName: BENCH_TABLE,
      Key: keys.order(o.guid),
      UpdateExpression: 'SET paid = :t, datePaid = :now',
      ExpressionAttributeValues: { ':t': true, ':now': new Date().toISOString() },
    },
  },
  ...[0, 1].map((i) => ({
    Update: {
      TableName: BENCH_TABLE,
      Key: keys.orderItem(o.guid, i),
      UpdateExpression: 'SET paid = :t',
      ExpressionAttributeValues: { ':t': true },
    },
  })),
];

async function main() {
  process.env.LOG_LEVEL = 'silent';
  // The stream reader reports each batch's size with this set (scripts/local/stream-reader.ts).
  process.env.PROJECTOR_DEBUG = '1';
  const dataDir = path.join(ROOT, '.data/bench-projector-cost');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startLocalStack({
    ports: { app: 3440 + OFFSET, dynamodb: DYNAMO_PORT, s3: 4602 + OFFSET, ses: 8038 + OFFSET },
    dataDir,
    inMemoryDb: true,
    seed: false,
    log: (line) => {
      const m = /: (\d+) records in/.exec(line);
      if (m) batches.push(Number(m[1]));
    },
  });
  try {
    countRequests(getDocumentClient(), requests);
    const orders = Array.from({ length: ORDERS }, (_, i) =>
      benchOrder(i, { seriesGuid: 'bench-projector-cost', eventGuids: ['bench-event'], itemCount: 2 }),
    );
    await phase(`${ORDERS} new orders of 2 runners`, () =>
      seedItems(
        orders.flatMap((o) => [
          { ...keys.order(o.guid), ...o },
          ...[0, 1].map((i) => ({ ...keys.orderItem(o.guid, i), ...benchItem(o, i) })),
        ]),
      ),
    );
    await phase(`${ORDERS} orders paid (order and items)`, async () => {
      const queue = [...orders];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let chunk = queue.splice(0, 10); chunk.length; chunk = queue.splice(0, 10))
            await getDocumentClient().send(new TransactWriteCommand({ TransactItems: chunk.flatMap(pay) }));
        }),
      );
    });
  } finally {
    await stack.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
