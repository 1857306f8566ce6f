import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderPaymentDetail } from '../../domain/orders/order-records';
import type { PaymentDetailRecord } from '../../domain/series-editor/payment-details';
import type { PaymentDetailBankPaymentsPorts } from '../../domain/payments/payment-detail-bank-payments';
import { config } from '../config';
import { bankPaymentsBetween } from './bank-payment-repository';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';

/** A payment detail's bank payments (README: payment-detail bank payments). */
export const dynamoPaymentDetailBankPayments: PaymentDetailBankPaymentsPorts = {
  paymentDetail: async (seriesGuid, guid) =>
    (
      await getDocumentClient().send(
        new GetCommand({ TableName: config.tableName, Key: keys.paymentDetail(seriesGuid, guid) }),
      )
    ).Item as PaymentDetailRecord | undefined,
  orderAccounts: (seriesGuid) =>
    queryAll<{ guid: string; paymentDetail: OrderPaymentDetail | null }>({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.seriesOrders(seriesGuid) },
      ProjectionExpression: 'guid, paymentDetail',
    }),
  bankPaymentsBetween,
};
