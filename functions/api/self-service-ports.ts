import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { checkoutRepository } from '../adapters/dynamodb/checkout-repository';
import { enqueueOrderEmail } from '../adapters/queue/order-email-queue';
import type { OrderTransitionPorts } from '../domain/orders/admin-order-ports';
import { onItem, transition } from '../domain/orders/admin-orders';
import type { RaceChangePorts } from '../domain/self-service/race-change';
import { changePaymentPorts, runnerItemReads } from './runner-change-ports';

/** The orders' state machine as the runner's race change uses it (e-mail 17 through the queue). */
const orderPorts: OrderTransitionPorts = {
  ...dynamoAdminOrders,
  enqueueOrderEmail: (orderGuid, emailType, suffix, itemGuid) =>
    enqueueOrderEmail(orderGuid, emailType, suffix, itemGuid ? { itemGuid } : {}),
};

/** A runner's own race change (functions/domain/self-service/race-change.ts). */
export const raceChangePorts: RaceChangePorts = {
  ...runnerItemReads,
  catalogue: checkoutRepository,
  ...changePaymentPorts(
    'self-service/race-change-payments',
    (order, item) => `Zmena zavodu - ${item.eventName} (${order.variableSymbol})`,
  ),
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
