import { z } from 'zod';

/**
 * A payment detail's Fio API connection (issue 28 item 6): an admin stores the account's read-only
 * API token (write-only: only when and by whom it was set and its last four characters are shown
 * again), a scheduled worker fetches "movements since the last download" through the bank import
 * job. Rules: functions/domain/bank-import/fio-fetch-rules.ts.
 */
const guid = z.uuid({ version: undefined });

/** Fio banka's bank code: only its accounts have a Fio API token. */
export const FIO_BANK_CODE = '2010';

/** Fio's tokens are 64 letters and digits; a little room either side for other lengths. */
export const fioTokenSchema = z
  .string()
  .trim()
  // A custom issue, so the field says what a token looks like (a regex issue reads "invalid format").
  .refine((v) => /^[A-Za-z0-9]{32,128}$/.test(v), { message: 'fio.invalidToken' });

export const fioConnectionParams = z.object({ id: guid });
export const fioConnectionQuery = z.object({ seriesGuid: guid });
export const setFioTokenBodySchema = z.object({ seriesGuid: guid, token: fioTokenSchema });
export type SetFioTokenBody = z.infer<typeof setFioTokenBodySchema>;

export const FIO_FETCH_OUTCOMES = [
  /** A statement with new movements, handed to the import job. */
  'imported',
  /** The bank had nothing new. */
  'nothingNew',
  /** HTTP 409: a second request within 30 s (another client of the same token); backing off. */
  'rateLimited',
  /** The bank refused the token (401/403/404/500 with "token"): an admin must store a new one. */
  'tokenRefused',
  /** The bank did not answer or the statement could not be stored: retried with back-off. */
  'failed',
  /** The bank's cursor was moved back to the last stored movement after a lost statement. */
  'rewound',
] as const;
export type FioFetchOutcome = (typeof FIO_FETCH_OUTCOMES)[number];

export const fioFetchSchema = z.object({
  /** ISO-8601 UTC. */
  at: z.string(),
  outcome: z.enum(FIO_FETCH_OUTCOMES),
  /** The import job it started (outcome `imported`). */
  jobId: z.string().nullable(),
  movements: z.number().int().min(0),
});
export type FioFetch = z.infer<typeof fioFetchSchema>;

export const fioConnectionSchema = z.object({
  paymentDetailGuid: z.string(),
  configured: z.boolean(),
  /** When and by whom the token was stored (ISO-8601 UTC), and its last four characters. */
  setAt: z.string().nullable(),
  setByName: z.string().nullable(),
  tokenEnd: z.string().nullable(),
  lastFetch: fioFetchSchema.nullable(),
  /** The earliest time of the next request (30 s apart, later after a 409 or a failure). */
  nextFetchAfter: z.string().nullable(),
  /** The import jobs the fetches started, newest first (at most FIO_JOBS_KEPT). */
  jobs: z.array(fioFetchSchema),
});
export type FioConnection = z.infer<typeof fioConnectionSchema>;

export const FIO_JOBS_KEPT = 10;
