import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderHistoryRecord, OrderRecord } from '../../domain/orders/order-records';
import type { RefundStore } from '../../domain/refunds/refund-ports';
import type { RefundRecord } from '../../domain/refunds/refund-records';
import type { PayerAccount } from '../../domain/refunds/transfer-refunds';
import { config } from '../config';
import { bankPaymentsOfOrder } from './bank-payment-repository';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { historyAttributes } from './order-repository';
import { queryAll } from './query-all';
import { transactWithRetry, type TransactItem } from './transact-with-retry';
import { entityDecoder, KEY_ATTRIBUTES } from './stored-entity';

/**
 * Refund records (functions/domain/refunds/refund-records.ts) in the order's partition, and the
 * order's refund totals, each change in one transaction with its history entry. The order's
 * `refundReserved` is written under a guard on its previous value: of two refunds of one order at
 * the same moment, the second is refused and re-checked against the rules.
 */

// History entries of refunds take their own slot numbers at an instant (transitions use 0–99).
const HISTORY_SLOT = { refundRequested: 900, refundDone: 901, refundFailed: 902 } as const;
const slotOf = (h: OrderHistoryRecord) => HISTORY_SLOT[h.action as keyof typeof HISTORY_SLOT] ?? 903;

const refundItem = (r: RefundRecord) => ({ ...keys.orderRefund(r.orderGuid, r.refundId), ...r });

const strip = entityDecoder<RefundRecord>(
  'orderRefund',
  ['orderGuid', 'refundId', 'state', 'amount'],
  KEY_ATTRIBUTES,
);

export const dynamoRefundStore: RefundStore = {
  async loadOrder(orderGuid) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: keys.order(orderGuid), ConsistentRead: true }),
    );
    return out.Item as OrderRecord | undefined;
  },

  async get(orderGuid, refundId) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.orderRefund(orderGuid, refundId),
        ConsistentRead: true,
      }),
    );
    return out.Item ? strip(out.Item) : undefined;
  },

  async list(orderGuid) {
    const rows = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.order(orderGuid).pk, ':prefix': keys.orderRefundPrefix },
      ConsistentRead: true,
    });
    return rows.map(strip);
  },

  async reserve(record, expectedReserved, history) {
    const born = record.state === 'done';
    const tx: TransactItem[] = [
      {
        Update: {
          TableName: config.tableName,
          Key: keys.order(record.orderGuid),
          UpdateExpression: born
            ? 'SET refundReserved = :next, refundedAmount = if_not_exists(refundedAmount, :zero) + :amount'
            : 'SET refundReserved = :next',
          ConditionExpression:
            expectedReserved === 0
              ? 'attribute_exists(pk) AND (attribute_not_exists(refundReserved) OR refundReserved = :zero)'
              : 'attribute_exists(pk) AND refundReserved = :expected',
          // DynamoDB refuses values the expressions do not use.
          ExpressionAttributeValues: {
            ':next': expectedReserved + record.amount,
            ...(born || expectedReserved === 0 ? { ':zero': 0 } : {}),
            ...(born ? { ':amount': record.amount } : {}),
            ...(expectedReserved === 0 ? {} : { ':expected': expectedReserved }),
          },
        },
      },
      {
        Put: {
          TableName: config.tableName,
          Item: refundItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: config.tableName, Item: historyAttributes(history, slotOf(history)) } },
    ];
    return (await transactWithRetry(tx)) === undefined ? 'reserved' : 'conflict';
  },

  async finish(record, history) {
    const done = record.state === 'done';
    const tx: TransactItem[] = [
      {
        Put: {
          TableName: config.tableName,
          Item: refundItem(record),
          ConditionExpression: '#state = :requested',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':requested': 'requested' },
        },
      },
      {
        Update: {
          TableName: config.tableName,
          Key: keys.order(record.orderGuid),
          // A failed refund gives its amount back to what may still be refunded.
          UpdateExpression: done ? 'ADD refundedAmount :amount' : 'ADD refundReserved :back',
          ExpressionAttributeValues: done ? { ':amount': record.amount } : { ':back': -record.amount },
        },
      },
      { Put: { TableName: config.tableName, Item: historyAttributes(history, slotOf(history)) } },
    ];
    return (await transactWithRetry(tx)) === undefined;
  },
};

/** Order records without their items (BatchGetItem): what the refund list and job decide on. */
export async function orderRecords(guids: readonly string[]): Promise<OrderRecord[]> {
  return batchGet<OrderRecord>(
    getDocumentClient(),
    config.tableName,
    guids.map((guid) => keys.order(guid)),
  );
}

/** The guids of the orders touching an event: the orders list's per-event index (a Query). */
export async function orderGuidsOfEvent(eventGuid: string): Promise<string[]> {
  const rows = await queryAll<{ orderGuid: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.orderEvent(eventGuid, '', '').pk },
    ProjectionExpression: 'orderGuid',
  });
  return [...new Set(rows.map((r) => r.orderGuid))];
}

export async function payerAccounts(orderGuid: string): Promise<PayerAccount[]> {
  return (await bankPaymentsOfOrder(orderGuid))
    .filter((p) => p.orderGuid === orderGuid && p.amount > 0)
    .map((p) => ({
      originAccount: p.originAccount,
      originBankCode: p.originBankCode,
      originAccountName: p.originAccountName,
      amount: p.amount,
    }));
}
