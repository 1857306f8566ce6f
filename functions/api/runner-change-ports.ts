import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { API_BASE_PATH } from '@shared/api/route-types';
import { config } from '../adapters/config';
import { getDocumentClient } from '../adapters/dynamodb/client';
import { keys } from '../adapters/dynamodb/keys';
import { dynamoUserArea } from '../adapters/dynamodb/user-area-repository';
import { dynamoValueChanges } from '../adapters/dynamodb/value-change-repository';
import { buildCreateOrderRequest, loadGpWebpayConfig, newOrderNumber } from '../adapters/payments/gp-webpay';
import type { OrderItemRecord, OrderRecord } from '../domain/orders/order-records';
import type { EditorSubevent } from '../domain/series-editor/race-ports';
import type { PricedValueChangePorts } from '../domain/user-area/priced-value-change';
import type { ValueChangePorts } from '../domain/user-area/registration-value-change';

/**
 * What a runner's own changes of a registration (values: user-value-change-ports.ts, race:
 * self-service-ports.ts) read and how they are paid, wired once.
 */

/** The signed-in runner's registration, its order and race, and a change waiting for its payment. */
export const runnerItemReads: Pick<ValueChangePorts, 'findItem' | 'getOrders' | 'race' | 'getValueChange'> = {
  findItem: (userId, itemGuid) => dynamoUserArea.findItem(userId, itemGuid),
  getOrders: (guids) => dynamoUserArea.getOrders(guids),
  race: async (eventGuid, subEventGuid) =>
    (
      await getDocumentClient().send(
        new GetCommand({ TableName: config.tableName, Key: keys.subevent(eventGuid, subEventGuid) }),
      )
    ).Item as EditorSubevent | undefined,
  getValueChange: (guid) => dynamoValueChanges.get(guid),
};

type ChangePaymentPorts = Pick<
  PricedValueChangePorts,
  'newGuid' | 'newOrderNumber' | 'savePendingChange' | 'finishValueChange' | 'createRedirect'
>;

/**
 * The card payment of a runner's priced change: its pending record and the GP webpay redirect,
 * answered at `<API>/<resultPath>/<change guid>/card-payment-result`, described (ASCII, the
 * gateway's DESCRIPTION) by `description`.
 */
export const changePaymentPorts = (
  resultPath: string,
  description: (order: OrderRecord, item: OrderItemRecord) => string,
): ChangePaymentPorts => ({
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
      returnUrl: `${config.appUrl}${API_BASE_PATH}/${resultPath}/${change.guid}/card-payment-result`,
      description: description(order, item),
      md: change.guid,
      email: order.registrator.email,
      lang: order.language,
    }).url;
  },
});
