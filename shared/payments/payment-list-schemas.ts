import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { envelopeSchema } from '../catalog/catalog-schemas';

/**
 * The payments list (spec §2 /admin/payments, tab payments; §3 filters; §4 payment status): the
 * orders money arrived for, one row per order, with what arrived against the price. Money in
 * integer minor units of the order's currency.
 */

const isoDay = z.iso.date();

/** Spec §4 payment status: Paid=1, Underpaid=2, Overpaid=3. */
export const paymentStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type PaymentStatusCode = z.infer<typeof paymentStatusSchema>;

/** Spec §3 payments filter; unset fields do not filter. */
export const paymentListFilterSchema = z
  .object({
    /** Variable symbol, registrator's name or e-mail (case- and accent-insensitive, substring). */
    searchText: z.string().trim().max(100).optional(),
    /** The money arrived on or after / on or before this day (yyyy-mm-dd). */
    dateFrom: isoDay.optional(),
    dateTo: isoDay.optional(),
    seriesId: guidSchema.optional(),
    seriesEventId: guidSchema.optional(),
    seriesSubEventId: guidSchema.optional(),
    seriesCategoryId: guidSchema.optional(),
    seriesWaveId: guidSchema.optional(),
    /** Exactly this variable symbol (digits). */
    variableSymbol: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/)
      .optional(),
    paymentStatus: paymentStatusSchema.optional(),
    /** 1 card, 2 bank transfer. */
    paymentMethod: z.union([z.literal(1), z.literal(2)]).optional(),
  })
  .strict()
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    message: 'validation.dateRange',
    path: ['dateTo'],
  });
export type PaymentListFilter = z.infer<typeof paymentListFilterSchema>;

export const paymentListBodySchema = z.object({
  filter: paymentListFilterSchema.default({}),
  take: z.number().int().min(1).max(100).default(30),
  skip: z.number().int().min(0).max(100_000).default(0),
});
export type PaymentListBody = z.infer<typeof paymentListBodySchema>;

export const paymentRowSchema = z.object({
  /** The order's id. */
  id: z.string(),
  variableSymbol: z.string(),
  seriesGuid: z.string(),
  registrator: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  calculatedPrice: z.number().int(),
  /** What arrived (card: the charged amount; transfer: the matched bank payments). */
  receivedAmount: z.number().int(),
  currency: z.string(),
  paymentMethod: z.number().int(),
  paymentStatus: paymentStatusSchema,
  /** When the money arrived: the order's payment time (ISO) or the bank's booking day (yyyy-mm-dd). */
  paymentDate: z.string(),
  /** The card gateway's order number. */
  providerCommandId: z.string().nullable(),
  /** The bank payment that paid the order, or the last partial one (links to its detail). */
  bankPaymentId: z.string().nullable(),
  cancelled: z.boolean(),
  deleted: z.boolean(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentListSchema = envelopeSchema(paymentRowSchema);
export type PaymentList = z.infer<typeof paymentListSchema>;
