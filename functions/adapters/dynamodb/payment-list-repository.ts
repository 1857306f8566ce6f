import type { PaymentCandidate, PaymentListPorts } from '../../domain/payments/payment-list';
import { dynamoAdminOrders } from './admin-order-repository';
import { bankPaymentsBetween, existingBankPayments } from './bank-payment-repository';
import { gsi } from './keys';
import { queryAll } from './query-all';

const FIELDS = [
  'guid',
  'variableSymbol',
  'seriesGuid',
  'eventGuids',
  'subEventGuids',
  'categoryGuids',
  'waveGuids',
  'registrator',
  'calculatedPrice',
  'currency',
  'paymentMethod',
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
      ProjectionExpression: FIELDS.map((_, i) => `#f${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(FIELDS.map((f, i) => [`#f${i}`, f])),
    }),
  bankPaymentsBetween,
  bankPaymentsByGuid: existingBankPayments,
};
