/**
 * `npm run bench:projector`: the projector's lag on the local stack (what `npm start` runs: DynamoDB
 * Local's stream read by the stack's stream reader, handed to the projector's handler). Writers
 * place orders (order and two items in one transaction, as a lean checkout writes them) at a steady
 * rate, then pay half of them; a watcher reads the projector's per-order states and notes when each
 * change is projected. Lag = time from the write's answer to its projection being readable.
 * Prints p50 / p95 / max (target p95 < 1 s). BENCH_RATE (orders/s, default 40), BENCH_SECONDS
 * (default 15); TEST_PORT_OFFSET shifts the ports.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../functions/adapters/dynamodb/client';
import { keys } from '../functions/adapters/dynamodb/keys';
import { itemAttributes, orderItemAttributes } from '../functions/adapters/dynamodb/order-repository';
import { readStates } from '../functions/adapters/dynamodb/projection-repository';
import type { OrderRecord } from '../functions/domain/orders/order-records';
import { benchItem, benchOrder } from './bench/order-records';
import { ROOT, startLocalStack } from './local/stack';

const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const TABLE = 'race-registration-local';
const SERIES = 'bench-projector';

const order = (i: number): OrderRecord =>
  benchOrder(i, {
    seriesGuid: SERIES,
    eventGuids: ['bench-event'],
    variableSymbol: String(5_000_000_000 + i),
    basePrice: 40_000,
    calculatedPrice: 40_000,
    itemCount: 2,
  });

const item = (o: OrderRecord, index: number) => benchItem(o, index);

/**
 * A write tried again when DynamoDB Local answers 500 (on a machine under heavy load it gives up
 * waiting for its lock; DynamoDB does not do that). The lag is counted from the answer that succeeded.
 */
async function retried<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if ((error as { name?: string }).name !== 'InternalServerError' || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.join(ROOT, '.data/bench-projector');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startLocalStack({
    ports: { app: 3420 + OFFSET, dynamodb: 8714 + OFFSET, s3: 4583 + OFFSET, ses: 8019 + OFFSET },
    dataDir,
    inMemoryDb: true,
    seed: false,
    log: () => undefined,
  });
  const client = getDocumentClient();
  // Waiting changes: order guid → [written at, projected when the state says so].
  const pending = new Map<string, { at: number; done: (s: { paid: boolean; items: number }) => boolean }>();
  const lags: number[] = [];
  let watching = true;
  const watcher = (async () => {
    while (watching || pending.size) {
      const guids = [...pending.keys()];
      if (guids.length) {
        const states = await readStates(guids);
        const now = performance.now();
        for (const [guid, state] of states) {
          const wait = pending.get(guid);
          if (
            wait &&
            state.order &&
            wait.done({ paid: state.order.paid, items: Object.keys(state.items).length })
          ) {
            lags.push(now - wait.at);
            pending.delete(guid);
          }
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    const placed: OrderRecord[] = [];
    const total = RATE * SECONDS;
    const start = performance.now();
    const writes: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / RATE;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      const o = order(i);
      placed.push(o);
      writes.push(
        (async () => {
          await retried(() =>
            client.send(
              new TransactWriteCommand({
                TransactItems: [
                  { Put: { TableName: TABLE, Item: orderItemAttributes(o) } },
                  { Put: { TableName: TABLE, Item: itemAttributes(item(o, 0), null) } },
                  { Put: { TableName: TABLE, Item: itemAttributes(item(o, 1), null) } },
                ],
              }),
            ),
          );
          pending.set(o.guid, { at: performance.now(), done: (s) => s.items === 2 });
          // Half of them are paid a moment later (a change of an order already projected).
          if (i % 2 === 0) {
            await new Promise((r) => setTimeout(r, 500));
            while (pending.has(o.guid)) await new Promise((r) => setTimeout(r, 10));
            await retried(() =>
              client.send(
                new UpdateCommand({
                  TableName: TABLE,
                  Key: keys.order(o.guid),
                  UpdateExpression: 'SET paid = :true',
                  ExpressionAttributeValues: { ':true': true },
                }),
              ),
            );
            pending.set(o.guid, { at: performance.now(), done: (s) => s.paid });
          }
        })(),
      );
    }
    await Promise.all(writes);
    watching = false;
    await watcher;
    const sorted = [...lags].sort((a, b) => a - b);
    console.log(
      `${placed.length} orders placed at ${RATE}/s over ${SECONDS} s, ${Math.ceil(placed.length / 2)} of them paid: ${sorted.length} changes projected`,
    );
    console.log(
      `projector lag: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms (target p95 < 1000 ms: ${percentile(sorted, 95) < 1000 ? 'met' : 'NOT met'})`,
    );
  } finally {
    watching = false;
    await stack.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
