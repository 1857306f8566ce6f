import { randomUUID } from 'node:crypto';
import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesFioRoutes } from '@shared/api/areas/admin-series-fio';
import { fioConnectionStore } from '../adapters/dynamodb/fio-connection-repository';
import { dynamoPaymentDetailBankPayments } from '../adapters/dynamodb/payment-detail-bank-payments-repository';
import { envFioTokenStore } from '../adapters/secrets/fio-token-store';
import {
  getFioConnection,
  removeFioToken,
  setFioToken,
  type FioConnectionPorts,
} from '../domain/bank-import/fio-connection';
import { actorOf } from './http/actor-of';
import type { ActionsOf } from './http/create-api-handler';

type FioActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesFioRoutes>;

const ports: FioConnectionPorts = {
  store: fioConnectionStore,
  tokens: envFioTokenStore,
  paymentDetail: dynamoPaymentDetailBankPayments.paymentDetail,
  newId: randomUUID,
};

/** A payment detail's Fio API token (spread into admin-series.handler.ts). */
export const adminSeriesFioActions: FioActions = {
  fioConnection: ({ params, query }) => getFioConnection(ports, query.seriesGuid, params.id),
  setFioToken: ({ params, body, caller }) => setFioToken(ports, params.id, body, actorOf(caller), new Date()),
  removeFioToken: ({ params, query, caller }) =>
    removeFioToken(ports, query.seriesGuid, params.id, actorOf(caller), new Date()),
};
