import type { PaymentCandidate, PaymentListPorts } from '../../domain/payments/payment-list';
import { dynamoAdminOrders } from './admin-order-repository';
import { bankPaymentsBetween, existingBankPayments } from './bank-payment-repository';
import { gsi } from './keys';
import { queryAll } from './query-all';
import { ORDER_LIST_BASIS } from '../../domain/orders/order-list-basis';
import { projectionOf } from './attribute-projection';

const FIELDS = [
  ...ORDER_LIST_BASIS,
  'paid',
  'datePaid',
  'cancelled',
  'deleted',
  'providerCommandId',
  'chargedAmount',
  'bankPaymentGuid',
];

/**
 * The payments list's reads (functions/domain/payments/payment-list.ts; see ./README.md): a series'
 * orders from gsi2 `SERIES#<guid>#ORDERS` up to the end of `to` (projected), the bank payments of
 * gsi1 `BANKPAYMENTS` in a booking-day range, the paying bank payments by key.
 */
export const dynamoPaymentList: PaymentListPorts = {
  allSeriesGuids: dynamoAdminOrders.allSeriesGuids,
  ordersOfSeriesUntil: (seriesGuid, to) =>
    queryAll<PaymentCandidate>({
      IndexName: 'gsi2',
      // gsi2sk is the ISO creation time: everything of the `to` day sorts below `<to>T~`.
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :to',
      ExpressionAttributeValues: { ':pk': gsi.seriesOrders(seriesGuid), ':to': to ? `${to}T~` : '9999' },
      ...projectionOf(FIELDS),
    }),
  bankPaymentsBetween,
  bankPaymentsByGuid: existingBankPayments,
};
