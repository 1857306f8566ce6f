import type { FioFetch } from '@shared/payments/fio-connection-schemas';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { FioCursor, FioSchedule } from './fio-fetch-rules';

/**
 * A payment detail's Fio API connection as stored (`FIOCONNECTION` / `PAYMENTDETAIL#<guid>`, one
 * partition the worker Queries). The token itself is never here: it is in the token store (Secrets
 * Manager on AWS), under the payment detail's guid.
 */
export interface FioConnectionRecord extends FioSchedule, FioCursor {
  entity: 'fioConnection';
  paymentDetailGuid: string;
  seriesGuid: string;
  /** When the token was stored (ISO-8601 UTC) and by whom; a new token starts a new connection. */
  setAt: string;
  setBy: string;
  setByName: string;
  /** The token's last four characters (what the back office shows of it). */
  tokenEnd: string;
  lastFetch: FioFetch | null;
  /** Fetches that started an import job, newest first. */
  jobs: FioFetch[];
}

/** What a request changes on the connection. */
export type FioFetchState = Pick<
  FioConnectionRecord,
  'nextFetchAfter' | 'backoffMs' | 'lastStoredId' | 'rewind' | 'lastFetch' | 'jobs'
>;

export interface FioConnectionStore {
  get(paymentDetailGuid: string): Promise<FioConnectionRecord | undefined>;
  /** Every connection (one Query of the connections' partition). */
  all(): Promise<FioConnectionRecord[]>;
  /** Puts the connection (replacing one with an older token) and the series history entry, in one transaction. */
  put(record: FioConnectionRecord, history: SeriesHistoryRecord): Promise<void>;
  remove(paymentDetailGuid: string, history: SeriesHistoryRecord): Promise<void>;
  /**
   * Claims the next request: sets nextFetchAfter to `until` only if it is still `seen` and the
   * token is still the one set at `setAt` (false: another worker claimed it, or the token changed).
   */
  claim(paymentDetailGuid: string, setAt: string, seen: string | null, until: string): Promise<boolean>;
  /** Saves a request's outcome unless the token was replaced or removed meanwhile. */
  saveFetch(paymentDetailGuid: string, setAt: string, state: FioFetchState): Promise<void>;
}

/** Where the tokens live: Secrets Manager on AWS, a file of the stack's data directory locally. */
export interface FioTokenStore {
  put(paymentDetailGuid: string, token: string): Promise<void>;
  get(paymentDetailGuid: string): Promise<string | undefined>;
  remove(paymentDetailGuid: string): Promise<void>;
}
