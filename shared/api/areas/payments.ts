import { idParams } from '../common-schemas';
import {
  bankPaymentDetailSchema,
  bankPaymentListSchema,
  bankPaymentCommentBodySchema,
  bankPaymentMatchBodySchema,
  bankPaymentsQuerySchema,
} from '../../payments/bank-payment-schemas';
import { paymentListBodySchema, paymentListSchema } from '../../payments/payment-list-schemas';
import { defineArea } from '../define-area';
import { bankPaymentTransferFeeRoutes } from './admin-transfer-fees';

/**
 * Payments (spec §7 payments, bank-payments; §2 /admin/payments/bank-payments): the imported bank
 * payments and their matches. Admin only (spec §6: payments belong to the admin menu).
 */
export const paymentsRoutes = defineArea('payments', 'payments', {
  list: {
    method: 'POST',
    path: 'admin/payments',
    auth: 'admin',
    summary:
      'Payments: the orders money arrived for with paid / underpaid / overpaid (spec §3 filters, newest payment first; paging)',
    body: paymentListBodySchema,
    response: paymentListSchema,
  },
  bankPayments: {
    method: 'GET',
    path: 'admin/bank-payments',
    auth: 'admin',
    summary: 'Bank payments, newest first (filters searchText, dateFrom, dateTo on the booking day; paging)',
    query: bankPaymentsQuerySchema,
    response: bankPaymentListSchema,
  },
  bankPayment: {
    method: 'GET',
    path: 'admin/bank-payments/{id}',
    auth: 'admin',
    summary: 'Bank payment detail with its matched order and history',
    params: idParams,
    response: bankPaymentDetailSchema,
  },
  matchBankPayment: {
    method: 'POST',
    path: 'admin/bank-payments/{id}/match',
    auth: 'admin',
    summary:
      'Match a bank payment to an order by hand (pays it through the order state machine when covered; history entry)',
    params: idParams,
    body: bankPaymentMatchBodySchema,
    response: bankPaymentDetailSchema,
  },
  updateMatch: {
    method: 'PUT',
    path: 'admin/bank-payments/{id}/match',
    auth: 'admin',
    summary: 'Move a matched payment to another order (refused once it paid its order)',
    params: idParams,
    body: bankPaymentMatchBodySchema,
    response: bankPaymentDetailSchema,
  },
  unmatch: {
    method: 'DELETE',
    path: 'admin/bank-payments/{id}/match',
    auth: 'admin',
    summary: 'Unmatch a bank payment (refused once it paid its order)',
    params: idParams,
    response: bankPaymentDetailSchema,
  },
  discardBankPayment: {
    method: 'POST',
    path: 'admin/bank-payments/{id}/discard',
    auth: 'admin',
    summary:
      'Put a payment aside (not ours, refunded outside the system); refused once it paid its order (history entry)',
    params: idParams,
    response: bankPaymentDetailSchema,
  },
  restoreBankPayment: {
    method: 'DELETE',
    path: 'admin/bank-payments/{id}/discard',
    auth: 'admin',
    summary: 'Take a discarded payment back to the state it had (history entry)',
    params: idParams,
    response: bankPaymentDetailSchema,
  },
  commentBankPayment: {
    method: 'PUT',
    path: 'admin/bank-payments/{id}/comment',
    auth: 'admin',
    summary: "Set the admin's note on a bank payment (history entry with before and after)",
    params: idParams,
    body: bankPaymentCommentBodySchema,
    response: bankPaymentDetailSchema,
  },
  ...bankPaymentTransferFeeRoutes,
});
