import type { OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../../domain/orders/order-records';
import { gsi, keys } from './keys';
import { entityDecoder } from './stored-entity';

/**
 * The stored items of an order's partition (`ORDER#<guid>`): the records of
 * functions/domain/orders/order-records.ts with their keys and the index attributes each carries
 * (access patterns in ./README.md).
 */

export function orderItemAttributes(order: OrderRecord): Record<string, unknown> {
  return {
    ...keys.order(order.guid),
    ...order,
    ...(order.userId ? { gsi1pk: gsi.userOrders(order.userId), gsi1sk: order.dateCreated } : {}),
    gsi2pk: gsi.seriesOrders(order.seriesGuid),
    gsi2sk: order.dateCreated,
    ...(order.paid
      ? {}
      : { gsi3pk: gsi.expiry(order.expiresAt), gsi3sk: `${order.expiresAt}#${order.guid}` }),
  };
}

export function itemAttributes(item: OrderItemRecord, userId: string | null): Record<string, unknown> {
  return {
    ...keys.orderItem(item.orderGuid, item.index),
    ...item,
    gsi1pk: gsi.startList(item.subEventGuid),
    gsi1sk: `${item.lastName}#${item.firstName}#${item.itemGuid}`,
    ...(userId ? { gsi2pk: gsi.userItems(userId), gsi2sk: item.dateCreated } : {}),
    ...(item.teamGuid
      ? { gsi3pk: gsi.teamMembers(item.teamGuid), gsi3sk: `${item.dateCreated}#${item.itemGuid}` }
      : {}),
  };
}

export function historyAttributes(h: OrderHistoryRecord, n = 0): Record<string, unknown> {
  return { ...keys.orderHistory(h.orderGuid, h.date, n), ...h };
}

// ——— decoders of the order's partition (./stored-entity.ts) ———

// What every reader of the entity relies on (older orders lack some later attributes, so only these).
// Not the variable symbol: jobs such as wave seeding read orders for their ledger alone, and an
// order written without one (imported, or by a test's hand) must not stop them.
export const decodeOrder = entityDecoder<OrderRecord>('order', ['guid', 'seriesGuid']);
export const decodeOrderItem = entityDecoder<OrderItemRecord>('orderItem', [
  'itemGuid',
  'orderGuid',
  'index',
]);
export const decodeOrderHistory = entityDecoder<OrderHistoryRecord>('orderHistory', [
  'orderGuid',
  'date',
  'action',
]);
