import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { cardEditorStore } from '../adapters/dynamodb/card-editor-repository';
import { getDocumentClient } from '../adapters/dynamodb/client';
import { config } from '../adapters/config';
import { keys } from '../adapters/dynamodb/keys';
import { dynamoUserArea } from '../adapters/dynamodb/user-area-repository';
import type { AdminOrderPorts } from '../domain/orders/admin-order-ports';
import { updateOrderItem } from '../domain/orders/admin-orders';
import type { EditorSubevent } from '../domain/series-editor/race-ports';
import type { ValueChangePorts } from '../domain/user-area/registration-value-change';

/**
 * The orders' item correction, as the user area uses it: a value change sends no e-mail and
 * releases no places (no team is emptied), so neither port is wired.
 */
const orderPorts: AdminOrderPorts = {
  ...dynamoAdminOrders,
  enqueueOrderEmail: () => Promise.reject(new Error('The user area sends no order e-mail')),
};

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
    await updateOrderItem(orderPorts, target, { values }, actor, now);
  },
};
