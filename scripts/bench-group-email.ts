/**
 * `npm run bench:group-email`: a group e-mail to 5,000 recipients on DynamoDB Local — the paid
 * orders of one series seeded (not measured), then the group e-mail recorded and its job run by the
 * job worker's code in this process: the recipients resolved with the orders list's query, written
 * as entries and one message per entry queued (counted, not sent). Prints how long the queuing
 * took; asserts nothing. Target: ≤ 10 s for 5,000 recipients.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../functions/adapters/dynamodb/client';
import { groupEmailStore } from '../functions/adapters/dynamodb/group-email-repository';
import { dynamoJobStore } from '../functions/adapters/dynamodb/job-repository';
import { gsi, keys } from '../functions/adapters/dynamodb/keys';
import { setQueue } from '../functions/adapters/queue/queue';
import { sendGroupEmail } from '../functions/domain/group-emails/group-emails';
import { runJob, type JobPorts } from '../functions/domain/jobs/jobs';
import { JOB_RUNNERS } from '../functions/workers/job-runners';
import { ROOT, startLocalStack } from './local/stack';
import { BENCH_TABLE, seedItems } from './bench/seed-items';

const TABLE = BENCH_TABLE;
const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 5_000);
const SERIES = randomUUID();

/** Paid orders of one series, each by another registrator, in the series' orders index. */
async function seedOrders(count: number) {
  await getDocumentClient().send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.series(SERIES), entity: 'series', guid: SERIES, name: 'Bench series' },
    }),
  );
  const base = Date.parse('2027-01-01T00:00:00.000Z');
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const guid = randomUUID();
    const dateCreated = new Date(base + i * 1000).toISOString();
    items.push({
      ...keys.order(guid),
      entity: 'order',
      gsi2pk: gsi.seriesOrders(SERIES),
      gsi2sk: dateCreated,
      guid,
      variableSymbol: String(4_000_000_000 + i),
      seriesGuid: SERIES,
      eventGuids: [],
      registrator: { firstName: 'Bench', lastName: `Runner${i}`, email: `runner${i}@example.com` },
      calculatedPrice: 45_000,
      currency: 'CZK',
      paymentMethod: 2,
      itemCount: 1,
      dateCreated,
      paid: true,
      datePaid: dateCreated,
      expired: false,
      dateExpired: null,
      cancelled: false,
      dateCancelled: null,
      deleted: false,
      issued: false,
    });
  }
  await seedItems(items);
}

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.join(ROOT, '.data/bench-group-email');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startLocalStack({
    ports: { app: 3420 + OFFSET, dynamodb: 8723 + OFFSET, s3: 4592 + OFFSET, ses: 8028 + OFFSET },
    dataDir,
    inMemoryDb: true,
    seed: false,
    log: () => undefined,
  });
  try {
    let queued = 0;
    const jobs: string[] = [];
    setQueue({
      send: (queue, body) => {
        if (queue === 'email') queued++;
        if (queue === 'jobs') jobs.push((body as { jobId: string }).jobId);
        return Promise.resolve();
      },
    });
    const seedStart = performance.now();
    await seedOrders(RECIPIENTS);
    console.log(
      `seeded ${RECIPIENTS} paid orders in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (not measured)`,
    );
    const jobPorts: JobPorts = {
      store: dynamoJobStore,
      enqueue: (id) => {
        jobs.push(id);
        return Promise.resolve();
      },
    };
    const started = performance.now();
    const email = await sendGroupEmail(
      {
        store: groupEmailStore,
        seriesName: () => Promise.resolve('Bench series'),
        jobs: jobPorts,
        now: () => new Date(),
      },
      { userId: 'bench', name: 'Bench', ipAddress: '127.0.0.1' },
      { seriesId: SERIES, paid: true, subject: 'Bench {{registratorLastName}}', body: '<p>Hello</p>' },
    );
    const answered = performance.now();
    // The job worker's code, as the queue would run it (each delivery until the job is done).
    for (let id = jobs.shift(); id; id = jobs.shift())
      await runJob(jobPorts, JOB_RUNNERS, id, { timeIsUp: () => false });
    const seconds = (performance.now() - started) / 1000;
    const record = await groupEmailStore.get(email.id);
    console.log(`the call answered in ${(answered - started).toFixed(0)} ms`);
    console.log(
      `${record?.total ?? 0} recipients resolved, written and queued (${queued} e-mail messages) in ${seconds.toFixed(2)} s`,
    );
    console.log(`target ≤ 10 s for ${RECIPIENTS} recipients: ${seconds <= 10 ? 'met' : 'NOT met'}`);
  } finally {
    setQueue(undefined);
    await stack.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
