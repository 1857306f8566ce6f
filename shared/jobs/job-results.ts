import { z } from 'zod';
import { bankImportResultSchema } from '../payments/bank-payment-schemas';
import { cardImportResultSchema } from '../payments/card-import-schemas';
import { numberingJobResultSchema } from '../back-office/numbering-schemas';
import { numberingFileResultSchema } from '../back-office/numbering-file-schemas';
import { statisticsRecountResultSchema } from '../statistics/statistics-recount-schemas';
import { rankingImportResultSchema, waveSeedingResultSchema } from '../orders/ranking-schemas';
import { discountImportResultSchema } from '../back-office/discount-schemas';
import { cardRefundJobResultSchema } from '../refunds/refund-schemas';
import type { JobKind } from './job-schemas';

/** The `billingCreate` job's result: the settlement it claimed a number for and wrote. */
export const billingCreateResultSchema = z.object({ billingId: z.number().int() });

/** The `groupEmail` job's result: how many recipients got an entry queued. */
export const groupEmailJobResultSchema = z.object({ recipients: z.number().int() });

/**
 * What each job kind's runner saves as its result (partial while it runs, the cursor's counts, and
 * final when it ends): one schema per kind, so a runner resuming a job reads its own counts back
 * typed instead of casting the stored record, and cannot save another kind's shape. The job call
 * answers the result as stored; each screen reads it with its kind's schema from this map's files.
 */
export const jobResultSchemas = {
  bankStatementImport: bankImportResultSchema,
  cardPaymentImport: cardImportResultSchema,
  startNumbering: numberingJobResultSchema,
  groupEmail: groupEmailJobResultSchema,
  startNumbersFromFile: numberingFileResultSchema,
  statisticsRecount: statisticsRecountResultSchema,
  billingCreate: billingCreateResultSchema,
  rankingImport: rankingImportResultSchema,
  waveSeeding: waveSeedingResultSchema,
  discountImport: discountImportResultSchema,
  cardRefunds: cardRefundJobResultSchema,
} as const satisfies Record<JobKind, z.ZodType>;

export type JobResult<K extends JobKind> = z.infer<(typeof jobResultSchemas)[K]>;
