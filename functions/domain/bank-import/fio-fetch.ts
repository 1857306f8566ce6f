import { FIO_JOBS_KEPT, type FioFetchOutcome } from '@shared/payments/fio-connection-schemas';
import type { FioConnectionRecord, FioConnectionStore, FioTokenStore } from './fio-connection-record';
import {
  claimUntil,
  cursorAfterLost,
  cursorAfterRewound,
  cursorAfterStored,
  isDue,
  nextRequest,
  nextSchedule,
  pragueDayBefore,
  type FioCursor,
  type FioRequest,
} from './fio-fetch-rules';
import { looksLikeFioJson, parseFioJsonStatement } from './fio-json-statement';

/** What the bank answered (functions/adapters/payments/fio-api.ts maps the HTTP statuses). */
export type FioAnswer =
  | { kind: 'ok'; body: Uint8Array }
  | { kind: 'rateLimited' }
  | { kind: 'tokenRefused' }
  | { kind: 'failed'; detail: string };

export interface FioFetchPorts {
  connections: FioConnectionStore;
  tokens: Pick<FioTokenStore, 'get'>;
  fio: { send(token: string, request: FioRequest): Promise<FioAnswer> };
  /** Stores a fetched statement in the uploads bucket (the import job reads it from there). */
  storeStatement(key: string, bytes: Uint8Array): Promise<void>;
  /** Starts the bank statement import job of a stored statement (idempotent by job id). */
  startImport(jobId: string, fileKey: string, now: Date): Promise<void>;
  newId(): string;
  log?(message: string, fields: Record<string, unknown>): void;
}

/** Where fetched statements are stored in the uploads bucket (not an upload prefix: no S3-started job). */
export const FIO_STATEMENTS_PREFIX = 'fio/';

export interface FioFetchSummary {
  requests: number;
  imported: number;
  movements: number;
}

/** The statement's movements and the highest movement id (Fio's ids grow with time). */
function readStatement(bytes: Uint8Array): { movements: number; highestId: number | null } | undefined {
  const text = new TextDecoder().decode(bytes);
  if (!looksLikeFioJson(text)) return undefined;
  try {
    const data = JSON.parse(text) as { accountStatement?: unknown };
    if (typeof data.accountStatement !== 'object' || data.accountStatement === null) return undefined;
  } catch {
    return undefined;
  }
  const parsed = parseFioJsonStatement(text);
  const ids = parsed.movements.map((m) => Number(m.movement.movementId)).filter(Number.isSafeInteger);
  return {
    movements: parsed.movements.length + parsed.unparsed.length,
    highestId: ids.length ? Math.max(...ids) : null,
  };
}

interface Step {
  outcome: FioFetchOutcome;
  cursor: FioCursor;
  jobId: string | null;
  movements: number;
}

async function fetchOne(ports: FioFetchPorts, c: FioConnectionRecord, now: Date): Promise<Step> {
  const cursor: FioCursor = { lastStoredId: c.lastStoredId, rewind: c.rewind };
  const token = await ports.tokens.get(c.paymentDetailGuid);
  if (!token) return { outcome: 'tokenRefused', cursor, jobId: null, movements: 0 };
  const request = nextRequest(cursor, pragueDayBefore(c.setAt));
  const answer = await ports.fio.send(token, request);
  if (answer.kind !== 'ok') return { outcome: answer.kind, cursor, jobId: null, movements: 0 };
  if (request.kind !== 'last')
    return { outcome: 'rewound', cursor: cursorAfterRewound(cursor), jobId: null, movements: 0 };
  // From here the bank's cursor has moved: a statement not stored must be fetched again.
  try {
    const statement = readStatement(answer.body);
    if (!statement) throw new Error('the answer is no Fio JSON statement');
    if (statement.movements === 0)
      return { outcome: 'nothingNew', cursor: cursorAfterStored(cursor, null), jobId: null, movements: 0 };
    const jobId = ports.newId();
    const fileKey = `${FIO_STATEMENTS_PREFIX}${c.paymentDetailGuid}/${jobId}/transactions.json`;
    await ports.storeStatement(fileKey, answer.body);
    await ports.startImport(jobId, fileKey, now);
    return {
      outcome: 'imported',
      cursor: cursorAfterStored(cursor, statement.highestId),
      jobId,
      movements: statement.movements,
    };
  } catch (error) {
    ports.log?.('fio statement lost, rewinding', {
      paymentDetailGuid: c.paymentDetailGuid,
      error: String(error),
    });
    return { outcome: 'failed', cursor: cursorAfterLost(cursor), jobId: null, movements: 0 };
  }
}

/**
 * The scheduled Fio fetch (worker fetch-fio-statements): every connection that is due is claimed
 * (30 s ahead, conditionally), asked for its movements since the last download, and a statement
 * with movements is stored and handed to the same import job as an uploaded one (idempotent by
 * movement id). One connection's failure does not stop the others.
 */
export async function fetchFioStatements(ports: FioFetchPorts, now: Date): Promise<FioFetchSummary> {
  const summary: FioFetchSummary = { requests: 0, imported: 0, movements: 0 };
  for (const c of await ports.connections.all()) {
    if (!isDue(c, now)) continue;
    if (!(await ports.connections.claim(c.paymentDetailGuid, c.setAt, c.nextFetchAfter, claimUntil(now))))
      continue;
    summary.requests++;
    let step: Step;
    try {
      step = await fetchOne(ports, c, now);
    } catch (error) {
      ports.log?.('fio request failed', { paymentDetailGuid: c.paymentDetailGuid, error: String(error) });
      step = { outcome: 'failed', cursor: c, jobId: null, movements: 0 };
    }
    const fetch = {
      at: now.toISOString(),
      outcome: step.outcome,
      jobId: step.jobId,
      movements: step.movements,
    };
    if (step.jobId) {
      summary.imported++;
      summary.movements += step.movements;
    }
    await ports.connections.saveFetch(c.paymentDetailGuid, c.setAt, {
      ...nextSchedule(c, step.outcome, now),
      lastStoredId: step.cursor.lastStoredId,
      rewind: step.cursor.rewind,
      lastFetch: fetch,
      jobs: step.jobId ? [fetch, ...c.jobs].slice(0, FIO_JOBS_KEPT) : c.jobs,
    });
  }
  return summary;
}
