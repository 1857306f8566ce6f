import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { fioConnectionStore } from '../adapters/dynamodb/fio-connection-repository';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { rootLogger } from '../adapters/logger';
import { sendFioRequest } from '../adapters/payments/fio-api';
import { enqueueJob } from '../adapters/queue/job-queue';
import { envFioTokenStore } from '../adapters/secrets/fio-token-store';
import { putUpload } from '../adapters/storage/uploads';
import { fetchFioStatements, type FioFetchPorts } from '../domain/bank-import/fio-fetch';
import { startJob } from '../domain/jobs/jobs';

const log = rootLogger.child({ worker: 'fetch-fio-statements' });

/** Who the import jobs it starts name as their starter (the job list and the job view show it). */
export const FIO_FETCH_ACTOR = { by: 'fio-api', byName: 'Fio API' } as const;

export const fioFetchPorts: FioFetchPorts = {
  connections: fioConnectionStore,
  tokens: envFioTokenStore,
  fio: { send: sendFioRequest },
  storeStatement: putUpload,
  startImport: async (jobId, fileKey, now) => {
    await startJob(
      { store: dynamoJobStore, enqueue: enqueueJob },
      { id: jobId, kind: 'bankStatementImport', input: { fileKey } },
      FIO_FETCH_ACTOR,
      now,
    );
  },
  newId: randomUUID,
  log: (message, fields) => log.warn(message, fields),
};

/**
 * Scheduled job (every 2 minutes): each payment detail with a Fio API token gets its movements
 * since the last download, at most one request per 30 s per token and later after a 409, and the
 * statement goes through the bank statement import job (functions/domain/bank-import/fio-fetch.ts).
 */
export function createFetchFioStatementsHandler(deps: { now?: () => Date; ports?: FioFetchPorts } = {}) {
  const clock = deps.now ?? (() => new Date());
  const ports = deps.ports ?? fioFetchPorts;
  return async (_event?: ScheduledEvent) => {
    const summary = await fetchFioStatements(ports, clock());
    if (summary.requests) log.info('fio statements fetched', { ...summary });
    return summary;
  };
}

export const handler = createFetchFioStatementsHandler();
