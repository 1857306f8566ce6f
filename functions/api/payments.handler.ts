import { paymentsRoutes } from '@shared/api/areas/payments';
import {
  addBankPaymentHistory,
  bankPaymentHistory,
  bankPaymentsBetween,
  earlierPartialPayments,
  getBankPayment as getStoredBankPayment,
  setBankPaymentComment,
  settleBankPayment,
} from '../adapters/dynamodb/bank-payment-repository';
import { dynamoPaymentList } from '../adapters/dynamodb/payment-list-repository';
import { loadOrder } from '../adapters/dynamodb/order-repository';
import { applyTransition } from '../adapters/dynamodb/order-transition-repository';
import { enqueueOrderEmail } from '../adapters/queue/order-email-queue';
import {
  commentBankPayment,
  discardBankPayment,
  getBankPayment,
  listBankPayments,
  matchBankPayment,
  restoreBankPayment,
  unmatchBankPayment,
  type BankPaymentAdminPorts,
} from '../domain/bank-import/bank-payments-admin';
import { listPayments } from '../domain/payments/payment-list';
import { createApiHandler } from './http/create-api-handler';
import { orderActorOf } from './http/actor-of';
import { assignTransferFeeAction } from './transfer-fee-actions';

const ports: BankPaymentAdminPorts = {
  between: bankPaymentsBetween,
  get: getStoredBankPayment,
  history: bankPaymentHistory,
  settle: settleBankPayment,
  addHistory: addBankPaymentHistory,
  setComment: setBankPaymentComment,
  loadOrder,
  earlierPartialPayments,
  applyTransition,
  enqueueOrderEmail: (orderGuid, emailType, suffix) => enqueueOrderEmail(orderGuid, emailType, suffix),
};

const actorOf = orderActorOf;

/** Payments (spec §7): bank payments and their matches; rules in functions/domain/bank-import. */
export const handler = createApiHandler(paymentsRoutes, {
  list: ({ caller, body }) => listPayments(dynamoPaymentList, caller.access, body),
  bankPayments: ({ query }) => listBankPayments(ports, query),
  bankPayment: ({ params }) => getBankPayment(ports, params.id),
  matchBankPayment: ({ caller, params, body }) =>
    matchBankPayment(ports, params.id, body.orderId, actorOf(caller), new Date(), 'match'),
  updateMatch: ({ caller, params, body }) =>
    matchBankPayment(ports, params.id, body.orderId, actorOf(caller), new Date(), 'update'),
  unmatch: ({ caller, params }) => unmatchBankPayment(ports, params.id, actorOf(caller), new Date()),
  discardBankPayment: ({ caller, params }) =>
    discardBankPayment(ports, params.id, actorOf(caller), new Date()),
  restoreBankPayment: ({ caller, params }) =>
    restoreBankPayment(ports, params.id, actorOf(caller), new Date()),
  commentBankPayment: ({ caller, params, body }) =>
    commentBankPayment(ports, params.id, body.comment, actorOf(caller), new Date()),
  assignTransferFee: assignTransferFeeAction(ports),
});
