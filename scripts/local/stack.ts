import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Resource } from '@shared/api/route-types';
import { setDocumentClient, withoutSdkLogStep } from '../../functions/adapters/dynamodb/client';
import { setQueue } from '../../functions/adapters/queue/queue';
import { QUEUE_MAX_RECEIVE_COUNT } from '../../functions/adapters/queue/redrive';
import { PROJECTOR_WORKER, WORKERS } from '../../functions/workers/workers';
import { startDevGateway } from './dev-gateway';
import { createGpWebpayRefundSimulator } from './gp-webpay-refund-simulator';
import {
  createGpWebpaySimulator,
  loadOrCreateLocalGpWebpayKeys,
  localGpWebpaySecret,
} from './gp-webpay-simulator';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { LocalQueue } from './local-queue';
import { createOidcStandIn } from './oidc-stand-in';
import { createFioApiStandIn } from './fio-api-stand-in';
import { LocalScheduler } from './local-scheduler';
import { seedDemoData, type DemoCredentials } from './seed';
import { markSeen } from './projector-mark';
import { startPageRenderer } from './page-renderer';
import { startStreamReader } from './stream-reader';
import { ensureTable } from './table-setup';
import { assertPortFree } from './wait-for-port';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StackPorts {
  app: number;
  dynamodb: number;
  s3: number;
  ses: number;
}

export const DEV_PORTS: StackPorts = { app: 3000, dynamodb: 8700, s3: 4569, ses: 8005 };
/**
 * `TEST_PORT_OFFSET` (default 0) shifts every test port and the test data directory, so two test
 * stacks (two engineers, two checkouts) can run side by side on one machine.
 */
export const TEST_PORT_OFFSET = Number.parseInt(process.env.TEST_PORT_OFFSET ?? '0', 10) || 0;
export const TEST_PORTS: StackPorts = {
  app: 3100 + TEST_PORT_OFFSET,
  dynamodb: 8701 + TEST_PORT_OFFSET,
  s3: 4570 + TEST_PORT_OFFSET,
  ses: 8006 + TEST_PORT_OFFSET,
};
export const TEST_DATA_DIR = path.join(
  ROOT,
  TEST_PORT_OFFSET ? `.data/test-${TEST_PORT_OFFSET}` : '.data/test',
);

export interface StackOptions {
  ports: StackPorts;
  /** Directory for DynamoDB, S3 files and local secrets; undefined keeps the database in memory. */
  dataDir: string;
  inMemoryDb?: boolean;
  seed: boolean;
  log: (line: string) => void;
  /** Queue redelivery delay (tests use a short one). */
  retryDelayMs?: number;
  /** Milliseconds per second of a queued message's delay (webhook backoff); default real time. */
  queueDelayScale?: number;
  /** The built SPA to serve (default `dist/web`). */
  webDir?: string;
  /** false: no stream reader (a bench measuring the writes without the projector's share). */
  projector?: boolean;
  /** Least seconds between two renders of a race's start list during a rush (default 60, page-freshness.ts). */
  startListRenderIntervalSeconds?: number;
}

export interface LocalStack {
  urls: { app: string; mailbox: string; dynamodb: string; s3: string; openapi: string };
  tableName: string;
  credentials?: DemoCredentials;
  queue: LocalQueue;
  stop(): Promise<void>;
}

const TABLE_NAME = 'race-registration-local';
export const BUCKETS = {
  uploads: 'race-registration-uploads',
  documents: 'race-registration-documents',
} as const;

/** Secrets generated on first start and kept in the data directory (never in the repo). */
function localSecrets(dataDir: string): { jwtSecret: string; ticketSecret: string } {
  const file = path.join(dataDir, 'local-secrets.json');
  const kept = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; ticketSecret?: string })
    : { jwtSecret: randomBytes(48).toString('base64url') };
  if (kept.ticketSecret) return { ...kept, ticketSecret: kept.ticketSecret };
  // A data directory from before the ticket secret gains one (its tickets change, nothing else).
  const secrets = { ...kept, ticketSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * The whole product on one machine: DynamoDB Local, s3rver, the SES emulator, the in-process
 * queue and scheduler driving the real worker handlers, and the dev gateway calling the real API
 * handlers. Everything listens on 127.0.0.1.
 */
export async function startLocalStack(options: StackOptions): Promise<LocalStack> {
  const { ports, dataDir, log } = options;
  for (const [what, port] of Object.entries(ports)) await assertPortFree(port, what);
  mkdirSync(dataDir, { recursive: true });
  const secrets = localSecrets(dataDir);
  const stops: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (err) {
        log(`stop failed: ${String(err)}`);
      }
    }
  };

  try {
    const appUrl = `http://127.0.0.1:${ports.app}`;
    // GP webpay stand-in on the app's origin: key pairs generated on first start, kept in dataDir.
    const gpKeys = loadOrCreateLocalGpWebpayKeys(dataDir);
    const gpMerchant = '1234567890';
    const gpRefunds = createGpWebpayRefundSimulator({
      basePath: '/_gpwebpay',
      merchantNumber: gpMerchant,
      merchantPublicKeyPem: gpKeys.merchant.publicKeyPem,
      gatewayPrivateKeyPem: gpKeys.gateway.privateKeyPem,
    });
    const gpSimulator = createGpWebpaySimulator({
      basePath: '/_gpwebpay',
      merchantNumber: gpMerchant,
      merchantPublicKeyPem: gpKeys.merchant.publicKeyPem,
      gatewayPrivateKeyPem: gpKeys.gateway.privateKeyPem,
      onDeposit: (orderNumber, amount) => gpRefunds.recordDeposit(orderNumber, amount),
    });
    // Every social network's stand-in: one local OpenID provider on the app's origin (/_oidc).
    const oidcStandIn = createOidcStandIn({ appUrl, dataDir });
    // Fio banka's API stand-in on the app's origin (/_fio); its accounts are kept in dataDir.
    const fioStandIn = createFioApiStandIn({
      basePath: '/_fio',
      stateFile: path.join(dataDir, 'fio-stand-in.json'),
    });
    Object.assign(process.env, {
      STAGE: 'local',
      ...oidcStandIn.env,
      // Local runs may use Node 20; Lambda runs Node 22. The SDK's reminder is noise here.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME,
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      SES_ENDPOINT: `http://127.0.0.1:${ports.ses}`,
      UPLOADS_BUCKET: BUCKETS.uploads,
      DOCUMENTS_BUCKET: BUCKETS.documents,
      APP_URL: appUrl,
      JWT_SECRET: secrets.jwtSecret,
      TICKET_SECRET: secrets.ticketSecret,
      GPWEBPAY_KEYS: localGpWebpaySecret(gpKeys, {
        merchantNumber: gpMerchant,
        gatewayUrl: gpSimulator.gatewayUrl(appUrl),
        refundUrl: gpRefunds.refundUrl(appUrl),
      }),
      API_KEYS: 'web-spa',
      FIO_API_URL: fioStandIn.apiUrl(appUrl),
      FIO_TOKEN_FILE: path.join(dataDir, 'fio-tokens.json'),
    });

    const dynamo: DynamoDbLocal = await startDynamoDbLocal(
      ports.dynamodb,
      options.inMemoryDb ? undefined : path.join(dataDir, 'dynamodb'),
    );
    stops.push(() => dynamo.stop());
    const rawClient = withoutSdkLogStep(
      new DynamoDBClient({
        region: 'eu-central-1',
        endpoint: dynamo.endpoint,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const docClient = DynamoDBDocumentClient.from(rawClient, {
      marshallOptions: { removeUndefinedValues: true },
    });
    setDocumentClient(docClient);
    const created = await ensureTable(rawClient, TABLE_NAME);
    log(`DynamoDB Local on ${dynamo.endpoint} (table ${TABLE_NAME} ${created})`);
    // The projector reads the table's stream, as its Lambda's event source mapping does on AWS.
    const { Table } = await rawClient.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    if (!Table?.LatestStreamArn) throw new Error('the local table has no stream');
    if (options.projector !== false) {
      const projector = (await import(pathToFileURL(path.join(ROOT, PROJECTOR_WORKER.entry)).href)) as {
        handler: Parameters<typeof startStreamReader>[0]['handler'];
      };
      const reader = startStreamReader({
        endpoint: dynamo.endpoint,
        streamArn: Table.LatestStreamArn,
        handler: projector.handler,
        onMarks: (ids) => markSeen(docClient, TABLE_NAME, ids),
        log,
      });
      stops.push(() => reader.stop());
    }

    const { default: S3rver } = await import('s3rver');
    const s3rver = new S3rver({
      address: '127.0.0.1',
      port: ports.s3,
      silent: true,
      directory: path.join(dataDir, 's3'),
    });
    await s3rver.run();
    stops.push(() => s3rver.close());
    const s3 = new S3Client({
      region: 'eu-central-1',
      endpoint: `http://127.0.0.1:${ports.s3}`,
      forcePathStyle: true,
      // s3rver's fixed development credentials
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    for (const bucket of Object.values(BUCKETS)) {
      await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch((err: { name?: string }) => {
        if (err.name !== 'BucketAlreadyOwnedByYou' && err.name !== 'BucketAlreadyExists') throw err;
      });
    }
    // The back office POSTs series images straight to the documents bucket (presigned POST).
    await s3.send(
      new PutBucketCorsCommand({
        Bucket: BUCKETS.documents,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [appUrl],
              AllowedMethods: ['POST'],
              AllowedHeaders: ['*'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
    // The SPA PUTs files straight to presigned URLs of the uploads bucket (another origin here).
    await s3.send(
      new PutBucketCorsCommand({
        Bucket: BUCKETS.uploads,
        CORSConfiguration: {
          CORSRules: [
            { AllowedOrigins: [appUrl], AllowedMethods: ['PUT'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 },
          ],
        },
      }),
    );

    const { default: startSes } = await import('aws-ses-v2-local');
    const sesServer = await startSes({ host: '127.0.0.1', port: ports.ses });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          sesServer.closeAllConnections?.();
          sesServer.close(() => resolve());
        }),
    );

    const queue = new LocalQueue({
      maxReceiveCount: QUEUE_MAX_RECEIVE_COUNT,
      retryDelayMs: options.retryDelayMs ?? 2_000,
      delayScale: options.queueDelayScale ?? 1_000,
      // A trailing render waits out its throttle's interval in real time (the test stack shortens
      // the interval instead, startListRenderIntervalSeconds).
      delayScales: { pages: 1_000 },
    });
    const scheduler = new LocalScheduler();
    stops.push(() => {
      scheduler.stop();
      queue.stop();
    });
    setQueue(queue);
    for (const worker of WORKERS) {
      const mod = (await import(pathToFileURL(path.join(ROOT, worker.entry)).href)) as {
        handler: (event: never) => Promise<unknown>;
      };
      if (worker.trigger.kind === 'queue') {
        queue.register(worker.trigger.queue, mod.handler as never);
      } else if (worker.trigger.kind === 'upload') {
        // s3rver sends no events: locally the start call (e.g. upload-bank-csv) starts the job.
        continue;
      } else {
        scheduler.every(worker.name, worker.trigger.everyMinutes, mod.handler as never, (err) =>
          log(`scheduled ${worker.name} failed: ${String(err)}`),
        );
      }
    }
    // After the queue and the scheduler: its trailing renders and its run of pages due by time use them.
    const pagesDir = await startPageRenderer(
      options,
      { endpoint: dynamo.endpoint, streamArn: Table.LatestStreamArn, queue, scheduler },
      stops,
    );

    let credentials: DemoCredentials | undefined;
    if (options.seed) {
      const result = await seedDemoData(docClient, TABLE_NAME);
      credentials = result.credentials;
      const credFile = path.join(dataDir, 'demo-credentials.json');
      if (credentials) writeFileSync(credFile, JSON.stringify(credentials, null, 2), { mode: 0o600 });
      else if (existsSync(credFile))
        credentials = JSON.parse(readFileSync(credFile, 'utf8')) as DemoCredentials;
      log(result.seeded ? 'Demo data seeded.' : 'Demo data already present.');
    }

    const handlers = new Map<Resource, Promise<never>>();
    const gateway = await startDevGateway({
      port: ports.app,
      webDir: options.webDir ?? path.join(ROOT, 'dist/web'),
      pagesDir,
      loadHandler: (resource) => {
        let h = handlers.get(resource);
        if (!h) {
          h = import(pathToFileURL(path.join(ROOT, `functions/api/${resource}.handler.ts`)).href).then(
            (m: { handler: never }) => m.handler,
          );
          handlers.set(resource, h);
        }
        return h;
      },
      onError: (err) => log(`gateway error: ${String(err)}`),
      onServerError: (fields) => log(`${fields.status} answered: ${JSON.stringify(fields)}`),
      // Path-style presigned URLs point at s3rver itself, as the S3 client here is path-style.
      storageOrigins: [`http://127.0.0.1:${ports.s3}`],
      extraHandler: (req, res) =>
        gpRefunds.handle(req, res) ||
        gpSimulator.handle(req, res) ||
        oidcStandIn.handle(req, res) ||
        scheduler.handle(req, res) ||
        fioStandIn.handle(req, res),
      readPublicFile: async (key) =>
        (await import('../../functions/adapters/storage/documents')).readPublicFile(key),
    });
    stops.push(() => gateway.close());

    return {
      urls: {
        app: gateway.url,
        mailbox: `http://127.0.0.1:${ports.ses}/`,
        dynamodb: dynamo.endpoint,
        s3: `http://127.0.0.1:${ports.s3}`,
        openapi: `${gateway.url}/api/v1/openapi.json`,
      },
      tableName: TABLE_NAME,
      credentials,
      queue,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** The stack tests use: test ports, fresh data directory, in-memory database, demo data, fast retries. */
export async function startTestStack(log: (line: string) => void): Promise<LocalStack> {
  const dataDir = TEST_DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });
  // The public catalogue caches an event's structure 10 s per instance; tests that change an
  // event poll until the page shows it, so a shorter cache only shortens their waits (the handlers
  // are imported on their first request, after this).
  process.env.CATALOG_CACHE_TTL_MS ??= '2000';
  return startLocalStack({
    ports: TEST_PORTS,
    dataDir,
    inMemoryDb: true,
    seed: true,
    log,
    retryDelayMs: 50,
    // Webhook retries wait 15–900 s on AWS; the test stack waits 1 ms per second of it.
    queueDelayScale: 1,
    // A start list changed twice within 3 s shows the second change 3 s after the first render.
    startListRenderIntervalSeconds: 3,
  });
}
