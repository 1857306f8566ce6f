import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { currencyCodeSchema } from '../catalog/catalog-schemas';
import { LIST_PARTS, waitingListCountsSchema } from '../waiting-list/waiting-list-schemas';
import { daysBetween, MAX_STATISTICS_DAYS } from './statistics-calendar';

/**
 * Statistics (spec §7 statistics: seriesId, dateFrom, dateTo, segment, merge level; §3 statistics
 * summary). Days are Prague calendar days (yyyy-mm-dd) of when orders were placed; money in integer
 * minor units per currency. Without dates the server answers the current month (§9 default).
 */
export const statisticsQuerySchema = z
  .object({
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
    /** DAY=1, MONTH=2, YEAR=3. */
    segment: z.coerce.number().int().min(1).max(3).default(1),
    /** EVENT=1 (a line per event), SUBEVENT=2 (a line per race). */
    mergeLevel: z.coerce.number().int().min(1).max(2).default(2),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'validation.dateRange',
    path: ['dateTo'],
  })
  .refine((q) => !q.dateFrom || !q.dateTo || daysBetween(q.dateFrom, q.dateTo) <= MAX_STATISTICS_DAYS, {
    message: 'validation.dateRange',
    path: ['dateTo'],
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

export const statisticsSeriesParams = z.object({ seriesId: guidSchema });

const amountSchema = z.object({ currency: currencyCodeSchema, amount: z.number().int() });

export const statisticsSummarySchema = z.object({
  /** Orders placed in the range. */
  total: z.number().int(),
  /** Of these: open (not paid, expired, cancelled or removed). */
  unpaid: z.number().int(),
  paid: z.number().int(),
  expired: z.number().int(),
  cancelled: z.number().int(),
  removed: z.number().int(),
  /** Registrations (order items) placed in the range. */
  registrations: z.number().int(),
  teamRegistrations: z.number().int(),
  /** Paid orders by payment method. */
  cardPayments: z.number().int(),
  transferPayments: z.number().int(),
  /** Order prices per currency (minor units; average rounded). */
  prices: z.array(
    z.object({
      currency: currencyCodeSchema,
      min: z.number().int(),
      max: z.number().int(),
      average: z.number().int(),
    }),
  ),
  /** Prices of the paid orders per currency. */
  revenue: z.array(amountSchema),
  /** Amounts returned on cancellation per currency. */
  returned: z.array(amountSchema),
});
export type StatisticsSummary = z.infer<typeof statisticsSummarySchema>;

export const statisticsAnswerSchema = z.object({
  seriesId: guidSchema.nullable(),
  seriesName: z.string().nullable(),
  dateFrom: z.string(),
  dateTo: z.string(),
  segment: z.number().int(),
  mergeLevel: z.number().int(),
  summary: statisticsSummarySchema,
  /** Capacity filled per race (the live counters; capacity 0 = unlimited). Series statistics only. */
  races: z.array(
    z.object({
      guid: z.string(),
      name: z.string(),
      eventName: z.string(),
      used: z.number().int(),
      capacity: z.number().int(),
      /** Its waiting list's entries per state (issue 27); absent for a race that never had a list. */
      waitingList: waitingListCountsSchema.optional(),
      /** Its categories' and waves' own lists (issue 27), each with its entries per state. */
      waitingListParts: z
        .array(z.object({ kind: z.enum(LIST_PARTS), name: z.string(), counts: waitingListCountsSchema }))
        .optional(),
    }),
  ),
  /** The graph: bucket labels (yyyy-mm-dd, yyyy-mm or yyyy) and one line per race / event / series. */
  graph: z.object({
    buckets: z.array(z.string()),
    lines: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        values: z.array(z.number().int()),
        total: z.number().int(),
      }),
    ),
  }),
});
export type StatisticsAnswer = z.infer<typeof statisticsAnswerSchema>;
