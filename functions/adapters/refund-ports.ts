import { EmailType } from '@shared/codelists/enums';
import type { CardRefundJobPorts } from '../domain/refunds/card-refund-job';
import type { CardRefundGateway, MarkRefundedPorts, RefundPorts } from '../domain/refunds/refund-ports';
import type { TransferRefundPorts } from '../domain/refunds/transfer-refunds';
import {
  dynamoRefundStore,
  orderGuidsOfEvent,
  orderRecords,
  payerAccounts,
} from './dynamodb/refund-repository';
import { loadGpWebpayConfig } from './payments/gp-webpay';
import { requestGpWebpayRefund } from './payments/gp-webpay-refund';
import { enqueueOrderEmail } from './queue/order-email-queue';
import { enqueueTaxDocument } from './queue/tax-document-queue';

/** The refunds' ports wired to DynamoDB, GP webpay (GPWEBPAY_KEYS) and the e-mail queue. */

export const gpWebpayRefundGateway: CardRefundGateway = {
  refund: async (request) => requestGpWebpayRefund(await loadGpWebpayConfig(), request),
};

export const refundPorts: RefundPorts = {
  store: dynamoRefundStore,
  gateway: gpWebpayRefundGateway,
  enqueueRefundEmail: (orderGuid, refundId) =>
    enqueueOrderEmail(orderGuid, EmailType.CARD_REFUND, refundId, { refundId }),
};

/** "Mark refunded" asks the documents worker itself: a transfer refund sends no e-mail to go through. */
export const markRefundedPorts: MarkRefundedPorts = {
  store: dynamoRefundStore,
  requestRefundDocument: (orderGuid, refundId) => enqueueTaxDocument({ kind: 'refund', orderGuid, refundId }),
};

export const cardRefundJobPorts: CardRefundJobPorts = {
  ...refundPorts,
  orderGuidsOfEvent,
  loadOrders: orderRecords,
};

export const transferRefundPorts: TransferRefundPorts = {
  orderGuidsOfEvent,
  loadOrders: orderRecords,
  payerAccounts,
};
