import { z } from 'zod';
import { guidSchema, queryBoolean } from '../api/common-schemas';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { bankPaymentRowSchema } from './bank-payment-schemas';

/** Spec §9: the payment-detail list pages by 5. */
export const PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE = 5;

const day = z.iso.date();
const amount = z.coerce.number().int().min(0).max(100_000_000_000);

/**
 * Spec §3 payment-detail bank-payment filter: searchText, dateFrom, dateTo, amountFrom, amountTo
 * (minor units), withMatch (true: matched to an order of this account, false: unmatched, unset:
 * both); `seriesGuid` names the payment detail's series.
 */
export const paymentDetailBankPaymentsQuerySchema = z
  .object({
    seriesGuid: guidSchema,
    searchText: z.string().trim().max(200).optional(),
    dateFrom: day.optional(),
    dateTo: day.optional(),
    amountFrom: amount.optional(),
    amountTo: amount.optional(),
    withMatch: queryBoolean.optional(),
    take: z.coerce.number().int().min(1).max(100).default(PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE),
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'validation.dateRange',
    path: ['dateTo'],
  });
export type PaymentDetailBankPaymentsQuery = z.infer<typeof paymentDetailBankPaymentsQuerySchema>;

export const paymentDetailBankPaymentListSchema = envelopeSchema(bankPaymentRowSchema);
