import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckInMark } from '@shared/check-in/check-in-schemas';
import type { CheckInItem } from '../../domain/check-in/check-in-rules';
import type { CheckInPorts } from '../../domain/check-in/check-in-service';
import type { OrderHistoryRecord, OrderRecord } from '../../domain/orders/order-records';
import { EmailType } from '@shared/codelists/enums';
import { config } from '../config';
import { rootLogger } from '../logger';
import { enqueueOrderEmail } from '../queue/order-email-queue';
import { stageTicketKey } from '../secrets/ticket-key';
import { cardEditorStore } from './card-editor-repository';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { historyAttributes, loadOrder } from './order-repository';
import { transactWithRetry } from './transact-with-retry';

/** The stage's ticket key (functions/adapters/secrets/ticket-key.ts). */
export const checkInTicketKey = stageTicketKey;

/** What the order must still be for a check-in to land (read state re-checked inside the write). */
const ORDER_VALID = 'deleted = :f AND cancelled = :f AND expired = :f';
const ITEM_VALID =
  '(attribute_not_exists(cancelled) OR cancelled = :f) AND (attribute_not_exists(expired) OR expired = :f)';

const get = async <T>(k: { pk: string; sk: string }) =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: k, ConsistentRead: true }),
    )
  ).Item as T | undefined;

// A history entry's sort key takes a random suffix: two devices writing in the same millisecond
// must not collide on it (the loser's transaction fails on the item's condition anyway).
const historyPut = (h: OrderHistoryRecord) => ({
  Put: {
    TableName: config.tableName,
    Item: historyAttributes(h, randomInt(100, 1000)),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const counterUpdate = (item: CheckInItem, delta: number) => ({
  Update: {
    TableName: config.tableName,
    Key: keys.checkInCount(item.seriesEventGuid, item.subEventGuid),
    UpdateExpression: 'ADD checkedIn :d SET subEventGuid = :s',
    ExpressionAttributeValues: { ':d': delta, ':s': item.subEventGuid },
  },
});

export const dynamoCheckIns: CheckInPorts = {
  ticketKey: checkInTicketKey,
  readCards: (eventGuid) => cardEditorStore.listCards(eventGuid),
  read: async ({ orderGuid, index }) => {
    const [order, item] = await Promise.all([
      get<OrderRecord>(keys.order(orderGuid)),
      get<CheckInItem>(keys.orderItem(orderGuid, index)),
    ]);
    return order && item ? { order, item } : undefined;
  },
  markCheckedIn: async (item, mark, history) => {
    const order = await get<OrderRecord>(keys.order(item.orderGuid));
    if (!order) return false;
    // Paid on the order or on the item alone (as read): the write re-checks the same one.
    const paidOnOrder = order.paid;
    const failed = await transactWithRetry([
      {
        ConditionCheck: {
          TableName: config.tableName,
          Key: keys.order(item.orderGuid),
          ConditionExpression: paidOnOrder ? `${ORDER_VALID} AND paid = :t` : ORDER_VALID,
          ExpressionAttributeValues: { ':f': false, ...(paidOnOrder ? { ':t': true } : {}) },
        },
      },
      {
        Update: {
          TableName: config.tableName,
          Key: keys.orderItem(item.orderGuid, item.index),
          UpdateExpression: 'SET checkIn = :m',
          ConditionExpression: `attribute_not_exists(checkIn) AND ${ITEM_VALID}${paidOnOrder ? '' : ' AND paid = :t'}`,
          ExpressionAttributeValues: { ':m': mark, ':f': false, ...(paidOnOrder ? {} : { ':t': true }) },
        },
      },
      historyPut(history),
      counterUpdate(item, 1),
    ]);
    return failed === undefined;
  },
  removeMark: async (item, mark: CheckInMark, history) => {
    const failed = await transactWithRetry([
      {
        Update: {
          TableName: config.tableName,
          Key: keys.orderItem(item.orderGuid, item.index),
          UpdateExpression: 'REMOVE checkIn',
          ConditionExpression: 'checkIn.#at = :at AND checkIn.#by = :by',
          ExpressionAttributeNames: { '#at': 'at', '#by': 'by' },
          ExpressionAttributeValues: { ':at': mark.at, ':by': mark.by },
        },
      },
      historyPut(history),
      counterUpdate(item, -1),
    ]);
    return failed === undefined;
  },
  queueCheckedInEmail: async (item) => {
    try {
      await enqueueOrderEmail(item.orderGuid, EmailType.CHECKED_IN, item.itemGuid, {
        itemGuid: item.itemGuid,
      });
    } catch (error) {
      // The runner is checked in; a lost optional e-mail must not turn that into an error.
      rootLogger.warn('checked-in e-mail not queued', { orderGuid: item.orderGuid, error: String(error) });
    }
  },
  readOrder: async (orderGuid) => {
    const loaded = await loadOrder(orderGuid);
    return loaded ? { order: loaded.order, items: loaded.items } : undefined;
  },
};
