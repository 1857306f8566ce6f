import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { API_BASE_PATH } from '@shared/api/route-types';
import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { checkoutRepository } from '../adapters/dynamodb/checkout-repository';
import { getDocumentClient } from '../adapters/dynamodb/client';
import { config } from '../adapters/config';
import { keys } from '../adapters/dynamodb/keys';
import { dynamoUserArea } from '../adapters/dynamodb/user-area-repository';
import { dynamoValueChanges } from '../adapters/dynamodb/value-change-repository';
import { buildCreateOrderRequest, loadGpWebpayConfig, newOrderNumber } from '../adapters/payments/gp-webpay';
import { enqueueOrderEmail } from '../adapters/queue/order-email-queue';
import type { OrderTransitionPorts } from '../domain/orders/admin-order-ports';
import { onItem, transition } from '../domain/orders/admin-orders';
import type { RaceChangePorts } from '../domain/self-service/race-change';
import type { EditorSubevent } from '../domain/series-editor/race-ports';

/** The orders' state machine as the runner's race change uses it (e-mail 17 through the queue). */
const orderPorts: OrderTransitionPorts = {
  ...dynamoAdminOrders,
  enqueueOrderEmail: (orderGuid, emailType, suffix, itemGuid) =>
    enqueueOrderEmail(orderGuid, emailType, suffix, itemGuid ? { itemGuid } : {}),
};

/** A runner's own race change (functions/domain/self-service/race-change.ts). */
export const raceChangePorts: RaceChangePorts = {
  findItem: (userId, itemGuid) => dynamoUserArea.findItem(userId, itemGuid),
  getOrders: (guids) => dynamoUserArea.getOrders(guids),
  race: async (eventGuid, subEventGuid) =>
    (
      await getDocumentClient().send(
        new GetCommand({ TableName: config.tableName, Key: keys.subevent(eventGuid, subEventGuid) }),
      )
    ).Item as EditorSubevent | undefined,
  catalogue: checkoutRepository,
  newGuid: () => randomUUID(),
  newOrderNumber: () => newOrderNumber(),
  savePendingChange: (change, now) => dynamoValueChanges.savePending(change, now),
  finishValueChange: (change, answer) => dynamoValueChanges.finish(change, answer),
  getValueChange: (guid) => dynamoValueChanges.get(guid),
  async createRedirect(change, order, item) {
    const cfg = await loadGpWebpayConfig();
    return buildCreateOrderRequest(cfg, {
      orderNumber: change.orderNumber,
      amountMinor: change.amount,
      currency: change.currency,
      merOrderNum: order.variableSymbol,
      returnUrl: `${config.appUrl}${API_BASE_PATH}/self-service/race-change-payments/${change.guid}/card-payment-result`,
      description: `Zmena zavodu - ${item.eventName} (${order.variableSymbol})`,
      md: change.guid,
      email: order.registrator.email,
      lang: order.language,
    }).url;
  },
  moveItem: async (target, decide, actor, now, capacityError) => {
    await transition(
      orderPorts,
      target.orderGuid,
      onItem(target.itemGuid, decide),
      actor,
      now,
      capacityError,
    );
  },
};
