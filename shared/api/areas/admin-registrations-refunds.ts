import { startedJobSchema } from '../../jobs/job-schemas';
import {
  aboBatchQuerySchema,
  cardRefundBodySchema,
  markRefundedBodySchema,
  orderRefundsSchema,
  refundEventCardsBodySchema,
  refundViewSchema,
  transferRefundsQuerySchema,
} from '../../refunds/refund-schemas';
import { idParams } from '../common-schemas';
import type { RouteSpec } from '../route-types';

/**
 * Refunds (issue 28 item 1, docs/refunds.md), spread into the admin registrations area: a card-paid
 * order's returned amount goes back through the card gateway (one order, or every order of an event
 * as a job); a transfer-paid one gets on the refund list (CSV, ABO batch) and is marked refunded.
 * Admin only: refunds move money.
 */
export const adminRegistrationsRefundRoutes = {
  orderRefunds: {
    method: 'GET',
    path: 'admin/registrations/{id}/refunds',
    auth: 'admin',
    summary:
      'Refunds of an order (state requested / done / failed with the gateway codes) and what may still be refunded',
    params: idParams,
    response: orderRefundsSchema,
  },
  cardRefund: {
    method: 'POST',
    path: 'admin/registrations/{id}/card-refund',
    auth: 'admin',
    summary:
      'Refund to the card through the gateway (amount ≤ returned and charged less refunded; partial refunds add up); `refundId` is the idempotency key; history entries, e-mail to the runner',
    params: idParams,
    body: cardRefundBodySchema,
    response: refundViewSchema,
  },
  markRefunded: {
    method: 'POST',
    path: 'admin/registrations/{id}/mark-refunded',
    auth: 'admin',
    summary:
      'Mark a transfer-paid order refunded by the organiser’s bank (amount ≤ returned less refunded); history entry',
    params: idParams,
    body: markRefundedBodySchema,
    response: refundViewSchema,
  },
  refundEventCards: {
    method: 'POST',
    path: 'admin/registrations/card-refunds',
    auth: 'admin',
    summary:
      'Refund every card-paid order of an event all it may still get back, as a job with progress (result: refunded, failed, skipped, amount); answers the job id',
    body: refundEventCardsBodySchema,
    response: startedJobSchema,
  },
  transferRefundsCsv: {
    method: 'GET',
    path: 'admin/registrations/transfer-refunds/csv',
    auth: 'admin',
    summary:
      'The refund list of an event’s transfer-paid orders: accounts and amounts as CSV (UTF-8 with BOM, `;`)',
    query: transferRefundsQuerySchema,
    file: 'csv',
  },
  transferRefundsAbo: {
    method: 'GET',
    path: 'admin/registrations/transfer-refunds/abo',
    auth: 'admin',
    summary:
      'The refund list as an ABO batch of domestic payment orders (CZK refunds to known Czech accounts) for the organiser’s internet banking',
    query: aboBatchQuerySchema,
  },
} as const satisfies Record<string, RouteSpec>;
