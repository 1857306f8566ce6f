import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { API_BASE_PATH } from '@shared/api/route-types';
import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { cardEditorStore } from '../adapters/dynamodb/card-editor-repository';
import { getDocumentClient } from '../adapters/dynamodb/client';
import { config } from '../adapters/config';
import { keys } from '../adapters/dynamodb/keys';
import { dynamoUserArea } from '../adapters/dynamodb/user-area-repository';
import { dynamoValueChanges } from '../adapters/dynamodb/value-change-repository';
import { buildCreateOrderRequest, loadGpWebpayConfig, newOrderNumber } from '../adapters/payments/gp-webpay';
import { correctOrderItem, onItem, quietTransition } from '../domain/orders/admin-orders';
import type { EditorSubevent } from '../domain/series-editor/race-ports';
import type { PricedValueChangePorts } from '../domain/user-area/priced-value-change';
import type { ValueChangePorts } from '../domain/user-area/registration-value-change';

/**
 * The orders' item correction, as the user area uses it: a value change queues no e-mail (its plans
 * name none, ../domain/orders/admin-orders.ts `quietTransition`) and releases no places (no team is
 * emptied), so only the order's read and write are wired.
 */
const orderPorts = dynamoAdminOrders;

/** A runner's own value change (functions/domain/user-area/registration-value-change.ts). */
export const valueChangePorts: ValueChangePorts = {
  findItem: (userId, itemGuid) => dynamoUserArea.findItem(userId, itemGuid),
  getOrders: (guids) => dynamoUserArea.getOrders(guids),
  race: async (eventGuid, subEventGuid) =>
    (
      await getDocumentClient().send(
        new GetCommand({ TableName: config.tableName, Key: keys.subevent(eventGuid, subEventGuid) }),
      )
    ).Item as EditorSubevent | undefined,
  cards: (eventGuid) => cardEditorStore.listCards(eventGuid),
  changeItemValues: async (target, values, actor, now) => {
    await correctOrderItem(orderPorts, target, { values }, actor, now);
  },
  getValueChange: (guid) => dynamoValueChanges.get(guid),
};

/** A priced change: its pending record, its GP webpay payment and the order transition that applies it. */
export const pricedValueChangePorts: PricedValueChangePorts = {
  ...valueChangePorts,
  newGuid: () => randomUUID(),
  newOrderNumber: () => newOrderNumber(),
  savePendingChange: (change, now) => dynamoValueChanges.savePending(change, now),
  finishValueChange: (change, answer) => dynamoValueChanges.finish(change, answer),
  async createRedirect(change, order, item) {
    const cfg = await loadGpWebpayConfig();
    return buildCreateOrderRequest(cfg, {
      orderNumber: change.orderNumber,
      amountMinor: change.amount,
      currency: change.currency,
      merOrderNum: order.variableSymbol,
      returnUrl: `${config.appUrl}${API_BASE_PATH}/user/value-change-payments/${change.guid}/card-payment-result`,
      description: `Zmena udaju - ${item.eventName} - ${item.subEventName} (${order.variableSymbol})`,
      md: change.guid,
      email: order.registrator.email,
      lang: order.language,
    }).url;
  },
  correctItem: async (target, decide, actor, now) => {
    await quietTransition(
      orderPorts,
      target.orderGuid,
      onItem(target.itemGuid, (order, _items, item, ctx) => decide(order, item, ctx)),
      actor,
      now,
    );
  },
};
