/**
 * `npm run bench:import`: a 10,000-row Fio statement against 10,000 unpaid orders on DynamoDB
 * Local and s3rver — the statement put into the uploads bucket, the job started and run by the job
 * worker's code in this process, every order paid through the state machine (the import's bulk
 * path: many payments per transaction) and its payment e-mail queued (counted, not sent). Then the same statement again (every
 * row skipped) and a 1,000-row statement, to show the time grows linearly with the rows. Prints
 * figures; asserts nothing. Target: ≤ 15 s end to end for 10,000 rows.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { dynamoJobStore } from '../functions/adapters/dynamodb/job-repository';
import { keys } from '../functions/adapters/dynamodb/keys';
import { setQueue } from '../functions/adapters/queue/queue';
import { putUpload } from '../functions/adapters/storage/uploads';
import type { BankImportResult } from '@shared/payments/bank-payment-schemas';
import { runJob, startJob, type JobPorts } from '../functions/domain/jobs/jobs';
import { JOB_RUNNERS } from '../functions/workers/job-runners';
import { ROOT, startLocalStack } from './local/stack';
import { seedItems } from './bench/seed-items';

const OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
const BIG = Number(process.env.BENCH_ROWS ?? 10_000);
const SMALL = Math.max(1, Math.round(BIG / 10));
const PRICE = 45_000;

const vsOf = (i: number) => String(3_000_000_000 + i);

/** Unpaid bank-transfer orders of one item each, with their variable-symbol guards. */
async function seedOrders(count: number) {
  const now = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const guid = randomUUID();
    const vs = vsOf(i);
    items.push(
      {
        ...keys.order(guid),
        entity: 'order',
        guid,
        variableSymbol: vs,
        seriesGuid: 'bench',
        eventGuids: [],
        userId: null,
        language: 'cs',
        currency: 'CZK',
        paymentMethod: 2,
        registrator: {
          firstName: 'Bench',
          lastName: `Payer${i}`,
          email: `payer${i}@example.com`,
          birthDate: '1990-01-01',
          gender: 1,
        },
        basePrice: PRICE,
        additionalsPrice: 0,
        discountAmount: 0,
        calculatedPrice: PRICE,
        cancelledAmount: 0,
        discounts: [],
        paid: false,
        datePaid: null,
        expired: false,
        dateExpired: null,
        cancelled: false,
        dateCancelled: null,
        deleted: false,
        issued: false,
        dateCreated: now,
        dateUpdated: now,
        expiresAt: '2099-01-01T00:00:00.000Z',
        counters: [],
        paymentDetail: null,
        cardAttempts: [],
        providerCommandId: null,
        chargedAmount: null,
        itemCount: 1,
        requestHash: 'bench',
      },
      {
        ...keys.orderItem(guid, 0),
        entity: 'orderItem',
        orderGuid: guid,
        index: 0,
        itemGuid: randomUUID(),
        paid: false,
      },
      { ...keys.variableSymbol(vs), entity: 'vs', orderGuid: guid },
    );
  }
  await seedItems(items);
}

function statement(from: number, rows: number): Buffer {
  const lines = [
    '"accountId";"2000145399"',
    '"bankId";"2010"',
    'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;',
  ];
  for (let i = from; i < from + rows; i++)
    lines.push(
      `${5_000_000_000 + i};05.01.2026;"450,00";CZK;2900233333;"Plátce ${i}";2010;Fio banka;0308;${vsOf(i)};;;"Startovné";Bezhotovostní příjem;;;;;;`,
    );
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

async function importOnce(label: string, bytes: Buffer, ports: JobPorts) {
  const id = randomUUID();
  const fileKey = `uploads/bankStatement/${id}/bench.csv`;
  const started = performance.now();
  await putUpload(fileKey, bytes);
  await startJob(ports, { id, kind: 'bankStatementImport', input: { fileKey } }, { by: 'bench' }, new Date());
  // The worker's code, as the queue would run it (locally it runs to the end in one delivery).
  let state = await runJob(ports, JOB_RUNNERS, id, { timeIsUp: () => false });
  while (state === 'running') state = await runJob(ports, JOB_RUNNERS, id, { timeIsUp: () => false });
  const seconds = (performance.now() - started) / 1000;
  const job = await dynamoJobStore.get(id);
  const result = job?.result as BankImportResult | null;
  const rows = result?.processedRows ?? 0;
  console.log(
    `${label.padEnd(34)} ${String(rows).padStart(6)} rows  ${seconds.toFixed(2).padStart(7)} s  ${Math.round(
      rows / seconds,
    )
      .toString()
      .padStart(
        6,
      )} rows/s  paid ${result?.updatedOrders ?? 0}, already imported ${result?.alreadyImported ?? 0}, state ${job?.state}`,
  );
  return seconds;
}

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const dataDir = path.join(ROOT, '.data/bench-import');
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startLocalStack({
    ports: { app: 3410 + OFFSET, dynamodb: 8713 + OFFSET, s3: 4582 + OFFSET, ses: 8018 + OFFSET },
    dataDir,
    inMemoryDb: true,
    seed: false,
    log: () => undefined,
  });
  try {
    let emails = 0;
    setQueue({
      send: (queue) => {
        if (queue === 'email') emails++;
        return Promise.resolve();
      },
    });
    const ports: JobPorts = { store: dynamoJobStore, enqueue: () => Promise.resolve() };
    const seedStart = performance.now();
    await seedOrders(BIG + SMALL);
    console.log(
      `seeded ${BIG + SMALL} unpaid orders in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (not measured)`,
    );
    const big = statement(0, BIG);
    const small = await importOnce(`${SMALL}-row statement`, statement(BIG, SMALL), ports);
    const full = await importOnce(`${BIG}-row statement (${(big.length / 1024).toFixed(0)} kB)`, big, ports);
    const again = await importOnce('the same statement again', big, ports);
    console.log(`payment e-mails queued: ${emails} (expected ${BIG + SMALL})`);
    console.log(
      `per row: ${((small / SMALL) * 1000).toFixed(2)} ms (${SMALL} rows), ${((full / BIG) * 1000).toFixed(2)} ms (${BIG} rows); re-import ${((again / BIG) * 1000).toFixed(2)} ms per row`,
    );
    console.log(`target ≤ 15 s for ${BIG} rows: ${full <= 15 ? 'met' : 'NOT met'} (${full.toFixed(1)} s)`);
  } finally {
    setQueue(undefined);
    await stack.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
