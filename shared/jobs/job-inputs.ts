import { z } from 'zod';
import { LOCALES } from '../codelists/enums';
import { billingCreateBodySchema } from '../payments/billing-schemas';
import type { JobKind } from './job-schemas';

const guid = z.string().min(1);
const fileKey = z.string().min(1);
const previewOrApply = z.enum(['preview', 'apply']);

/**
 * What each job kind's runner needs, recorded by the start call and decoded by the runner. One
 * schema per kind, so a start call cannot record an input its runner would misread, and a runner
 * reads typed fields instead of casting the stored record. The start call has checked the caller's
 * body with its own schema (e.g. a file key's purpose); these read back what it stored.
 */
export const jobInputSchemas = {
  bankStatementImport: z.object({ fileKey }),
  cardPaymentImport: z.object({ fileKey }),
  startNumbering: z.object({ seriesGuid: guid, numberingGuid: guid, mode: z.enum(['execute', 'clear']) }),
  groupEmail: z.object({ groupEmailId: z.coerce.number().int() }),
  startNumbersFromFile: z.object({
    seriesGuid: guid,
    subEventGuid: guid,
    fileKey,
    mode: previewOrApply,
    overwrite: z.boolean(),
  }),
  statisticsRecount: z.object({ seriesGuid: guid }),
  /** `requestedAt`: when the call was made, the settlement's creation time whenever the worker runs. */
  billingCreate: z.object({ body: billingCreateBodySchema, requestedAt: z.string() }),
  rankingImport: z.object({ subEventGuid: guid, fileKey, mode: previewOrApply }),
  waveSeeding: z.object({ subEventGuid: guid, mode: previewOrApply }),
  /** `locale`: the starter's language; the report's messages are written in it. */
  discountImport: z.object({ seriesGuid: guid, fileKey, locale: z.enum(LOCALES) }),
  cardRefunds: z.object({ eventGuid: guid }),
} as const satisfies Record<JobKind, z.ZodType>;

export type JobInput<K extends JobKind> = z.infer<(typeof jobInputSchemas)[K]>;
