import { z } from 'zod';
import { queryBoolean } from '../api/common-schemas';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { bankPaymentRowSchema } from './bank-payment-schemas';

/** Spec §9: the order detail's payment-detail list pages by 5. */
export const ORDER_BANK_PAYMENTS_PAGE_SIZE = 5;

const day = z.iso.date();
const amount = z.coerce.number().int().min(0).max(100_000_000_000);

/**
 * Spec §3 payment-detail bank-payment filter on the order detail: searchText, dateFrom, dateTo
 * (booking day), amountFrom, amountTo (minor units), withMatch (true: the payments matched to this
 * order, false: the unmatched ones it could take, unset: both).
 */
export const orderBankPaymentsQuerySchema = z
  .object({
    searchText: z.string().trim().max(200).optional(),
    dateFrom: day.optional(),
    dateTo: day.optional(),
    amountFrom: amount.optional(),
    amountTo: amount.optional(),
    withMatch: queryBoolean.optional(),
    take: z.coerce.number().int().min(1).max(100).default(ORDER_BANK_PAYMENTS_PAGE_SIZE),
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'validation.dateRange',
    path: ['dateTo'],
  });
export type OrderBankPaymentsQuery = z.infer<typeof orderBankPaymentsQuerySchema>;

/** A bank payment as the order sees it: matched to it, or a candidate and why. */
export const orderBankPaymentRowSchema = bankPaymentRowSchema.extend({
  /** Matched to (or flagged naming) this order. */
  matched: z.boolean(),
  /** Carries the order's variable symbol. */
  sameVariableSymbol: z.boolean(),
  /** Brings what the order still owes (its price less earlier partial payments). */
  sameAmount: z.boolean(),
});
export type OrderBankPaymentRow = z.infer<typeof orderBankPaymentRowSchema>;

export const orderBankPaymentListSchema = envelopeSchema(orderBankPaymentRowSchema);
