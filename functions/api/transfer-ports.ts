import { randomUUID } from 'node:crypto';
import { API_BASE_PATH } from '@shared/api/route-types';
import { config } from '../adapters/config';
import { transferLinkKeyOnce } from '../adapters/dynamodb/transfer-link-sources';
import { dynamoTransferOffers } from '../adapters/dynamodb/transfer-offer-repository';
import { cardEditorStore } from '../adapters/dynamodb/card-editor-repository';
import { eventEmailPorts } from '../adapters/dynamodb/event-email-ports';
import { dynamoUserArea } from '../adapters/dynamodb/user-area-repository';
import { buildCreateOrderRequest, loadGpWebpayConfig, newOrderNumber } from '../adapters/payments/gp-webpay';
import type { TransferPorts } from '../domain/self-service/transfer-ports';
import { raceChangePorts } from './self-service-ports';

/** A registration transfer (functions/domain/self-service/transfer-*.ts); e-mails 15 and 16 through the queue. */
export const transferPorts: TransferPorts = {
  findItem: raceChangePorts.findItem,
  getOrders: raceChangePorts.getOrders,
  loadOrder: (orderGuid) => dynamoUserArea.loadOrder(orderGuid),
  race: raceChangePorts.race,
  catalogue: raceChangePorts.catalogue,
  cards: (eventGuid) => cardEditorStore.listCards(eventGuid),
  ...dynamoTransferOffers,
  transition: raceChangePorts.moveItem,
  ...eventEmailPorts,
  newGuid: () => randomUUID(),
  newOrderNumber: () => newOrderNumber(),
  async createRedirect(offer, payment, order) {
    const cfg = await loadGpWebpayConfig();
    return buildCreateOrderRequest(cfg, {
      orderNumber: payment.orderNumber,
      amountMinor: payment.amount,
      currency: order.currency,
      merOrderNum: order.variableSymbol,
      returnUrl: `${config.appUrl}${API_BASE_PATH}/self-service/transfer-payments/${offer.itemGuid}/card-payment-result`,
      description: `Prevod registrace (${order.variableSymbol})`,
      md: payment.guid,
      email: payment.runner.email,
      lang: offer.locale,
    }).url;
  },
  appUrl: config.appUrl,
  linkKey: transferLinkKeyOnce,
};
