import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { cardEditorStore } from '../adapters/dynamodb/card-editor-repository';
import { correctOrderItem, onItem, quietTransition } from '../domain/orders/admin-orders';
import type { PricedValueChangePorts } from '../domain/user-area/priced-value-change';
import type { ValueChangePorts } from '../domain/user-area/registration-value-change';
import { changePaymentPorts, runnerItemReads } from './runner-change-ports';

/**
 * The orders' item correction, as the user area uses it: a value change queues no e-mail (its plans
 * name none, ../domain/orders/admin-orders.ts `quietTransition`) and releases no places (no team is
 * emptied), so only the order's read and write are wired.
 */
const orderPorts = dynamoAdminOrders;

/** A runner's own value change (functions/domain/user-area/registration-value-change.ts). */
export const valueChangePorts: ValueChangePorts = {
  ...runnerItemReads,
  cards: (eventGuid) => cardEditorStore.listCards(eventGuid),
  changeItemValues: async (target, values, actor, now) => {
    await correctOrderItem(orderPorts, target, { values }, actor, now);
  },
};

/** A priced change: its pending record, its GP webpay payment and the order transition that applies it. */
export const pricedValueChangePorts: PricedValueChangePorts = {
  ...valueChangePorts,
  ...changePaymentPorts(
    'user/value-change-payments',
    (order, item) => `Zmena udaju - ${item.eventName} - ${item.subEventName} (${order.variableSymbol})`,
  ),
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
