import { z } from 'zod';

/**
 * Long admin work as jobs (design: "long work as jobs"): a start call answers at once with the
 * job's id, a queue worker does the work and records progress, the job call reports it. Kinds are
 * the long calls that run as jobs; each kind's `result` has its own schema (e.g.
 * shared/payments/bank-payment-schemas.ts `bankImportResultSchema`).
 */
export const JOB_KINDS = [
  'bankStatementImport',
  'cardPaymentImport',
  'startNumbering',
  'groupEmail',
  'startNumbersFromFile',
  'statisticsRecount',
  'billingCreate',
  'rankingImport',
  'waveSeeding',
  'discountImport',
  'cardRefunds',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ['queued', 'running', 'finished', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

export const jobSchema = z.object({
  id: z.string(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  done: z.number().int(),
  /** Null while the worker has not counted the work yet. */
  total: z.number().int().nullable(),
  /** The kind's result (also the partial counts while running). */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** A failed job's message code (translated like error bodies). */
  error: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobSchema>;

/** Where a file is uploaded before a job reads it. */
export const UPLOAD_PURPOSES = [
  'bankStatement',
  'cardSettlement',
  'startNumbers',
  'ranking',
  'discounts',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Files of a series' jobs, uploaded by its event managers too (`jobs.seriesUpload`). */
export const SERIES_UPLOAD_PURPOSES = [
  'startNumbers',
  'ranking',
  'discounts',
] as const satisfies readonly UploadPurpose[];
export type SeriesUploadPurpose = (typeof SERIES_UPLOAD_PURPOSES)[number];

export const uploadRequestBodySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES),
  fileName: z.string().trim().min(1).max(200),
  /** Bytes; the presigned URL only admits this size. */
  size: z
    .number()
    .int()
    .min(1)
    .max(20 * 1024 * 1024),
});

export const seriesUploadRequestBodySchema = uploadRequestBodySchema.extend({
  purpose: z.enum(SERIES_UPLOAD_PURPOSES),
});

export const uploadTicketSchema = z.object({
  /** Presigned PUT URL (valid 15 minutes). */
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry (they are signed). */
  headers: z.record(z.string(), z.string()),
  /** The object's key: hand it to the call that starts the job. */
  fileKey: z.string(),
});

/** A file key a start call accepts: one the upload call handed out for that purpose. */
export const fileKeySchema = (purpose: (typeof UPLOAD_PURPOSES)[number]) =>
  z
    .string()
    .max(300)
    .regex(new RegExp(`^uploads/${purpose}/[0-9a-f-]{36}/[^/]+$`));

export const startedJobSchema = z.object({ jobId: z.string() });
