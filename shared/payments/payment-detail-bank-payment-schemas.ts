import { z } from 'zod';
import { guidSchema, queryBoolean } from '../api/common-schemas';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { bankPaymentRowSchema } from './bank-payment-schemas';

/** Spec §9: the payment-detail list pages by 5 (the order detail's list too). */
export const PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE = 5;

const day = z.iso.date();
const amount = z.coerce.number().int().min(0).max(100_000_000_000);

/**
 * Spec §3 payment-detail bank-payment filter: searchText, dateFrom, dateTo (booking day),
 * amountFrom, amountTo (minor units), withMatch, paged by 5. The payment detail and the order
 * detail list bank payments with it (each with `withBookingDayRange`).
 */
export const bankPaymentFilterFields = {
  searchText: z.string().trim().max(200).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  amountFrom: amount.optional(),
  amountTo: amount.optional(),
  withMatch: queryBoolean.optional(),
  take: z.coerce.number().int().min(1).max(100).default(PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
};

/** dateTo may not come before dateFrom. */
export const withBookingDayRange = <T extends z.ZodType<{ dateFrom?: string; dateTo?: string }>>(schema: T) =>
  schema.refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'validation.dateRange',
    path: ['dateTo'],
  });

/**
 * The payment detail's list: withMatch true: matched to an order of this account, false:
 * unmatched, unset: both; `seriesGuid` names the payment detail's series.
 */
export const paymentDetailBankPaymentsQuerySchema = withBookingDayRange(
  z.object({ seriesGuid: guidSchema, ...bankPaymentFilterFields }),
);
export type PaymentDetailBankPaymentsQuery = z.infer<typeof paymentDetailBankPaymentsQuerySchema>;

export const paymentDetailBankPaymentListSchema = envelopeSchema(bankPaymentRowSchema);
