import { z } from 'zod';

/** The statistics recount job's result (job kind `statisticsRecount`). */
export const statisticsRecountResultSchema = z.object({
  /** Days whose counters were replaced. */
  days: z.number().int(),
  /** Orders counted. */
  orders: z.number().int(),
  /** Days that had counters but no orders (their counters were removed). */
  emptiedDays: z.number().int(),
});
export type StatisticsRecountResult = z.infer<typeof statisticsRecountResultSchema>;
