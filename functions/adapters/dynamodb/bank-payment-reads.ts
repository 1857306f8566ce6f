import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BankPaymentHistoryRecord } from '../../domain/bank-import/bank-payments-admin';
import type { BankPaymentRecord } from '../../domain/bank-import/bank-payment-record';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';
import { storedDecoder, type StoredRow } from './stored-entity';

/** Bank payments as the screens read them: by order, by day, by variable symbol, with their history. */

const STORED_ONLY = ['pk', 'sk', 'entity', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'];

const decodeBankPayment = storedDecoder<BankPaymentRecord>(
  'bankPayment',
  ['guid', 'status', 'amount', 'date'],
  STORED_ONLY,
);

export const toBankPayment = (item: StoredRow): BankPaymentRecord => decodeBankPayment(item);

// The history entry's record has no entity mark: it is dropped with the keys.
const decodeHistoryEntry = storedDecoder<BankPaymentHistoryRecord>(
  'bankPaymentHistory',
  ['bankPaymentGuid', 'id', 'date', 'action'],
  ['pk', 'sk', 'entity'],
);

/** Order guids by variable symbol, from the orders' VS guards (BatchGetItem). */
export async function ordersByVariableSymbol(symbols: string[]): Promise<Map<string, string>> {
  const rows = await batchGet<{ pk: string; orderGuid: string }>(
    getDocumentClient(),
    config.tableName,
    symbols.map((vs) => keys.variableSymbol(vs)),
    // A statement's symbols are read before its first row is written: nothing else waits with them.
    { concurrency: 4 },
  );
  // A transfer fee's symbol (same guard, no order: functions/domain/self-service/transfer-bank-fee.ts) is no order's.
  return new Map(rows.filter((r) => r.orderGuid).map((r) => [r.pk.slice('VS#'.length), r.orderGuid]));
}

/** The bank payments matched to (or naming) an order. */
export const bankPaymentsOfOrder = async (orderGuid: string): Promise<BankPaymentRecord[]> =>
  (
    await queryAll<Record<string, unknown>>({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.orderBankPayments(orderGuid) },
    })
  ).map(toBankPayment);

export async function earlierPartialPayments(orderGuid: string, exceptGuid: string): Promise<number> {
  return (await bankPaymentsOfOrder(orderGuid))
    .filter((p) => p.guid !== exceptGuid && p.status === 'underpaid')
    .reduce((sum, p) => sum + p.amount, 0);
}

/** Bank payments booked within the days (inclusive, yyyy-mm-dd; open ends allowed), newest first. */
export const bankPaymentsBetween = async (range: {
  from?: string;
  to?: string;
}): Promise<BankPaymentRecord[]> =>
  (
    await queryAll<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': gsi.bankPayments,
        ':from': range.from ?? '0000',
        ':to': range.to ? `${range.to}#~` : '9999',
      },
      ScanIndexForward: false,
    })
  ).map(toBankPayment);

export async function addBankPaymentHistory(entry: BankPaymentHistoryRecord): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        ...keys.bankPaymentHistory(entry.bankPaymentGuid, entry.date, entry.id),
        entity: 'bankPaymentHistory',
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export const bankPaymentHistory = async (guid: string): Promise<BankPaymentHistoryRecord[]> =>
  (
    await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :history)',
      ExpressionAttributeValues: { ':pk': keys.bankPayment(guid).pk, ':history': 'HISTORY#' },
    })
  ).map(decodeHistoryEntry);
