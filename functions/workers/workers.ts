import { uploadStartPrefixes } from '../domain/jobs/upload-started-jobs';
import { FIO_STATEMENTS_PREFIX } from '../domain/bank-import/fio-fetch';

/**
 * Background workers: SQS consumers and scheduled jobs. Infra deploys one function per entry with
 * its trigger; the local stack wires the same handlers to its in-process queue and scheduler.
 */
export type WorkerTrigger =
  | { kind: 'queue'; queue: 'email' | 'jobs' | 'webhooks' | 'documents'; batchSize: number }
  | { kind: 'schedule'; everyMinutes: number }
  /**
   * An object created in the uploads bucket under one of the prefixes (EventBridge rule; the
   * bucket sends its events to EventBridge). Not wired locally: there the start call starts the job.
   */
  | { kind: 'upload'; prefixes: readonly string[] };

export interface WorkerDef {
  name: string;
  /** Path from the repository root of the module exporting `handler`. */
  entry: string;
  trigger: WorkerTrigger;
  table: 'none' | 'read' | 'readWrite';
  sendsEmail: boolean;
  sendsTo: ReadonlyArray<'email' | 'jobs' | 'webhooks' | 'documents'>;
  /** Buckets it reads (default none). */
  reads?: ReadonlyArray<'uploads'>;
  /** Secrets it reads (default none). */
  secrets?: ReadonlyArray<'gpwebpay' | 'ticket'>;
  /** Writes and reads the PDFs under `tax-documents/` of the documents bucket (that prefix only). */
  taxDocuments?: 'write';
  /** Files (from the repository root) the bundle carries next to its code. */
  files?: readonly string[];
  /** Fio API tokens it reads (the Secrets Manager secrets under the stage's Fio prefix). */
  fioTokens?: 'read';
  /** A prefix of the uploads bucket it writes objects under (put only). */
  writesUploads?: string;
}

export const WORKERS: readonly WorkerDef[] = [
  {
    name: 'send-email',
    entry: 'functions/workers/send-email.handler.ts',
    trigger: { kind: 'queue', queue: 'email', batchSize: 10 },
    table: 'readWrite',
    sendsEmail: true,
    // the payment's and a card refund's tax document (functions/adapters/queue/tax-document-queue.ts)
    sendsTo: ['documents'],
    // the QR tickets in the payment e-mail: their own key, never the jwt secret (docs/check-in.md)
    secrets: ['ticket'],
  },
  {
    // Tax documents and payment confirmations (functions/domain/tax-documents): the PDF of each
    // paid order and card refund, numbered in the organizer's series, stored in the documents bucket.
    name: 'tax-documents',
    entry: 'functions/workers/tax-documents.handler.ts',
    trigger: { kind: 'queue', queue: 'documents', batchSize: 5 },
    table: 'readWrite',
    sendsEmail: false,
    sendsTo: [],
    taxDocuments: 'write',
    files: [
      'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
      'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    ],
  },
  {
    // Long admin work (functions/domain/jobs): bank statement import; queues a job again to continue it.
    name: 'run-job',
    entry: 'functions/workers/run-job.handler.ts',
    trigger: { kind: 'queue', queue: 'jobs', batchSize: 1 },
    table: 'readWrite',
    sendsEmail: false,
    sendsTo: ['email', 'jobs'],
    reads: ['uploads'],
    // the cardRefunds job calls the card gateway's refund operation
    secrets: ['gpwebpay'],
  },
  {
    // An uploaded bank statement starts its import by itself (the same job as the start call's).
    name: 'start-upload-job',
    entry: 'functions/workers/start-upload-job.handler.ts',
    trigger: { kind: 'upload', prefixes: uploadStartPrefixes() },
    table: 'readWrite',
    sendsEmail: false,
    sendsTo: ['jobs'],
  },
  {
    // Expires unpaid orders whose time is up, releases their capacity, queues the expiry e-mail.
    name: 'expire-orders',
    entry: 'functions/workers/expire-orders.handler.ts',
    trigger: { kind: 'schedule', everyMinutes: 15 },
    table: 'readWrite',
    sendsEmail: false,
    sendsTo: ['email'],
  },
  {
    // Team name reservations whose time is up give back their name and place (spec §4, §9).
    name: 'release-team-reservations',
    entry: 'functions/workers/release-team-reservations.handler.ts',
    trigger: { kind: 'schedule', everyMinutes: 5 },
    table: 'readWrite',
    sendsEmail: false,
    sendsTo: [],
  },
  {
    // Waiting lists (issue 27): lapsed offers give their place back once; free places go to the next in line.
    name: 'waiting-list-offers',
    entry: 'functions/workers/waiting-list-offers.handler.ts',
    trigger: { kind: 'schedule', everyMinutes: 2 },
    table: 'readWrite',
    sendsEmail: false,
    sendsTo: ['email'],
  },
  {
    // Transfers (issue 27 item 2): acceptances stuck past their lease (a paid fee not yet applied) finished once.
    name: 'transfer-acceptances',
    entry: 'functions/workers/transfer-acceptances.handler.ts',
    trigger: { kind: 'schedule', everyMinutes: 5 },
    table: 'readWrite',
    sendsEmail: false,
    sendsTo: ['email'],
  },
  {
    // Webhooks (issue 28 item 3): one signed attempt per message; retries go back on its queue delayed.
    name: 'deliver-webhook',
    entry: 'functions/workers/deliver-webhook.handler.ts',
    trigger: { kind: 'queue', queue: 'webhooks', batchSize: 5 },
    table: 'readWrite',
    // the e-mail to the admin of an endpoint it disables
    sendsEmail: true,
    sendsTo: ['webhooks'],
  },
  {
    // Fio API (issue 28 item 6): new movements of each stored token through the bank import job.
    name: 'fetch-fio-statements',
    entry: 'functions/workers/fetch-fio-statements.handler.ts',
    trigger: { kind: 'schedule', everyMinutes: 2 },
    table: 'readWrite',
    sendsEmail: false,
    sendsTo: ['jobs'],
    fioTokens: 'read',
    writesUploads: FIO_STATEMENTS_PREFIX,
  },
];

/**
 * The projector (functions/domain/projections): the table's stream (NEW_AND_OLD_IMAGES) into the
 * statistics, the orders list's counts and its indexes. Apart from WORKERS: its trigger is the
 * stream (an event source mapping in the stateless stack; the stack's stream reader locally).
 */
/**
 * The public pages' renderer (issue 29, docs/public-pages.md): reads the same stream, filtered to
 * the event and series partitions, and renders the pages a catalogue change shows; the same
 * function takes its own queue's trailing start list renders and a schedule's pages due by time.
 */
export const RENDER_PAGES_WORKER = {
  name: 'render-pages',
  entry: 'functions/workers/render-pages.handler.ts',
  /** Many edits of one event in a batch render its pages once. */
  batchSize: 100,
  retryAttempts: 5,
  maxRecordAgeHours: 6,
  /** Start list pages due by time (a window opening or closing) are rendered within this many minutes. */
  dueEveryMinutes: 1,
  /** Trailing renders of throttled start lists per invocation of its queue. */
  queueBatchSize: 10,
} as const;

export const PROJECTOR_WORKER = {
  name: 'project-stream',
  entry: 'functions/workers/project-stream.handler.ts',
  /** Records per invocation, the retry bound and the oldest record still worth projecting. */
  batchSize: 500,
  retryAttempts: 10,
  maxRecordAgeHours: 24,
} as const;
