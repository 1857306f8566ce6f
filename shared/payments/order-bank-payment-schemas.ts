import { z } from 'zod';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { bankPaymentRowSchema } from './bank-payment-schemas';
import {
  bankPaymentFilterFields,
  PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE,
  withBookingDayRange,
} from './payment-detail-bank-payment-schemas';

/** Spec §9: the order detail's payment-detail list pages by 5. */
export const ORDER_BANK_PAYMENTS_PAGE_SIZE = PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE;

/**
 * The payment-detail bank-payment filter on the order detail: withMatch true: the payments matched
 * to this order, false: the unmatched ones it could take, unset: both.
 */
export const orderBankPaymentsQuerySchema = withBookingDayRange(z.object(bankPaymentFilterFields));
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
