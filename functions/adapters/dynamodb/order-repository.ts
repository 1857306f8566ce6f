import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RegisterAnswer } from '@shared/checkout/checkout-schemas';
import type {
  CardPaymentAttempt,
  OrderHistoryRecord,
  OrderItemRecord,
  OrderRecord,
} from '../../domain/orders/order-records';
import { ORDER_CONDITIONS } from '../../domain/orders/order-state';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { updateIfStill } from './conditional-write';
import { keys } from './keys';
import { flagCondition } from './order-conditions';
import { decodeOrder, decodeOrderHistory, decodeOrderItem } from './order-attributes';
import { rowsOf, type StoredRow } from './stored-entity';

/**
 * Reads of orders (one order's partition, many orders at once, a checkout's replay) and the card
 * attempt a payment starts with. The order's state changes are plans of the state machine written
 * by ./order-transition-repository.ts; the checkout's transaction is ./order-commit.ts.
 */

// Many repositories import these from here, where they lived before the split.
export { historyAttributes, itemAttributes, orderItemAttributes } from './order-attributes';
export {
  buildTransaction,
  commitOrder,
  counterUpdate,
  MAX_TRANSACTION_ITEMS,
  OrderTooLargeError,
  type OpMeta,
} from './order-commit';
export { transactWithRetry } from './transact-with-retry';

export function idempotentAnswerOf(order: OrderRecord): { requestHash: string; answer: RegisterAnswer } {
  return {
    requestHash: order.requestHash,
    answer: {
      registrationGuid: order.guid,
      variableSymbol: order.variableSymbol,
      paymentMethod: order.paymentMethod,
      calculatedPrice: order.calculatedPrice,
      currency: order.currency,
      replayed: false,
    },
  };
}

export async function findIdempotent(
  orderGuid: string,
): Promise<{ requestHash: string; answer: RegisterAnswer } | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.order(orderGuid), ConsistentRead: true }),
  );
  return out.Item ? idempotentAnswerOf(decodeOrder(out.Item)) : undefined;
}

/** The order with its items and history: one Query of its partition. */
export async function loadOrder(
  guid: string,
): Promise<{ order: OrderRecord; items: OrderItemRecord[]; history: OrderHistoryRecord[] } | undefined> {
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.order(guid).pk },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    rows.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  const order = rows.find((r) => r.entity === 'order');
  if (!order) return undefined;
  return {
    order: decodeOrder(order),
    items: rowsOf(rows, 'orderItem', decodeOrderItem).sort((a, b) => a.index - b.index),
    history: rowsOf(rows, 'orderHistory', decodeOrderHistory),
  };
}

/**
 * Many orders with their items, in BatchGetItem requests instead of a Query per order (the bank
 * import reads a slice's orders at once). Item indexes are dense from 0 to itemCount − 1: checkout
 * writes them so and adding a relay racer takes the next index and counts it in the same
 * transaction. An order whose items do not all answer is read again with its Query. No history.
 */
export async function loadOrders(
  guids: readonly string[],
): Promise<Map<string, { order: OrderRecord; items: OrderItemRecord[]; history: OrderHistoryRecord[] }>> {
  const client = getDocumentClient();
  const orders = (
    await batchGet<StoredRow>(
      client,
      config.tableName,
      guids.map((guid) => keys.order(guid)),
    )
  ).map(decodeOrder);
  const itemKeys = orders.flatMap((o) =>
    Array.from({ length: o.itemCount ?? 0 }, (_, i) => keys.orderItem(o.guid, i)),
  );
  const items = (await batchGet<StoredRow>(client, config.tableName, itemKeys)).map(decodeOrderItem);
  const itemsOf = new Map<string, OrderItemRecord[]>();
  for (const item of items) {
    const list = itemsOf.get(item.orderGuid);
    if (list) list.push(item);
    else itemsOf.set(item.orderGuid, [item]);
  }
  const loaded = new Map<
    string,
    { order: OrderRecord; items: OrderItemRecord[]; history: OrderHistoryRecord[] }
  >();
  await Promise.all(
    orders.map(async (order) => {
      const own = (itemsOf.get(order.guid) ?? []).sort((a, b) => a.index - b.index);
      if (own.length === (order.itemCount ?? 0)) loaded.set(order.guid, { order, items: own, history: [] });
      else {
        const full = await loadOrder(order.guid);
        if (full) loaded.set(order.guid, { ...full, history: [] });
      }
    }),
  );
  return loaded;
}

/**
 * Many orders with their items' indexes (0 to itemCount − 1, as `loadOrders` relies on), in
 * BatchGetItem requests of the orders alone: for a write that sets the same on every item (a
 * payment), whose item updates fail their `attribute_exists` condition if an item were missing.
 */
export async function loadOrdersWithItemIndexes(
  guids: readonly string[],
): Promise<Map<string, { order: OrderRecord; items: Array<Pick<OrderItemRecord, 'index'>> }>> {
  const rows = await batchGet<StoredRow>(
    getDocumentClient(),
    config.tableName,
    guids.map((guid) => keys.order(guid)),
  );
  return new Map(
    rows.map(decodeOrder).map((order) => [
      order.guid,
      { order, items: Array.from({ length: order.itemCount ?? 0 }, (_, index) => ({ index })) },
    ]),
  );
}

const PAYABLE = flagCondition(ORDER_CONDITIONS.payable);

/** Appends a card attempt while the order is still payable. */
export async function addCardAttempt(
  orderGuid: string,
  attempt: CardPaymentAttempt,
  now: string,
): Promise<boolean> {
  return updateIfStill({
    Key: keys.order(orderGuid),
    UpdateExpression:
      'SET cardAttempts = list_append(if_not_exists(cardAttempts, :empty), :attempt), dateUpdated = :now',
    ConditionExpression: `attribute_exists(pk) AND ${PAYABLE}`,
    ExpressionAttributeValues: { ':empty': [], ':attempt': [attempt], ':now': now, ':false': false },
  });
}
