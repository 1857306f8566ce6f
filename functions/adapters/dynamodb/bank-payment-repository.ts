import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BankPaymentHistoryRecord } from '../../domain/bank-import/bank-payments-admin';
import type { BankPaymentRecord } from '../../domain/bank-import/bank-payment-record';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

const STORED_ONLY = ['pk', 'sk', 'entity', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'];

export function toBankPayment(item: Record<string, unknown>): BankPaymentRecord {
  const record = { ...item };
  for (const name of STORED_ONLY) delete record[name];
  return record as unknown as BankPaymentRecord;
}

/** The list index (every payment by day) and, once it names an order, the order's payments. */
const indexAttributes = (row: Pick<BankPaymentRecord, 'guid' | 'date' | 'orderGuid'>) => ({
  gsi1pk: gsi.bankPayments,
  gsi1sk: `${row.date}#${row.guid}`,
  ...(row.orderGuid
    ? { gsi2pk: gsi.orderBankPayments(row.orderGuid), gsi2sk: `${row.date}#${row.guid}` }
    : {}),
});

export async function getBankPayment(guid: string): Promise<BankPaymentRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.bankPayment(guid), ConsistentRead: true }),
  );
  return out.Item ? toBankPayment(out.Item) : undefined;
}

/** Writes the row unless a row with its guid (= its bank movement id) exists; answers that one. */
export async function claimBankPayment(
  row: BankPaymentRecord,
): Promise<{ claimed: true } | { claimed: false; existing: BankPaymentRecord }> {
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.bankPayment(row.guid), entity: 'bankPayment', ...indexAttributes(row), ...row },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getBankPayment(row.guid);
    if (!existing) throw error;
    return { claimed: false, existing };
  }
}

/** Records the payment's match (the order index follows the matched order). */
export async function settleBankPayment(
  current: Pick<BankPaymentRecord, 'guid' | 'date'>,
  outcome: Pick<BankPaymentRecord, 'status' | 'orderGuid' | 'remaining' | 'refund'>,
  now: string,
  condition?: { status: BankPaymentRecord['status']; orderGuid: string | null },
): Promise<boolean> {
  const { guid } = current;
  const values: Record<string, unknown> = {
    ':status': outcome.status,
    ':orderGuid': outcome.orderGuid,
    ':remaining': outcome.remaining,
    ':refund': outcome.refund,
    ':now': now,
  };
  let update =
    'SET #status = :status, orderGuid = :orderGuid, remaining = :remaining, refund = :refund, dateUpdated = :now';
  if (outcome.orderGuid) {
    update += ', gsi2pk = :g2pk, gsi2sk = :g2sk';
    values[':g2pk'] = gsi.orderBankPayments(outcome.orderGuid);
    values[':g2sk'] = `${current.date}#${guid}`;
  } else update += ' REMOVE gsi2pk, gsi2sk';
  let conditionExpression = 'attribute_exists(pk)';
  if (condition) {
    conditionExpression += ' AND #status = :expectStatus AND orderGuid = :expectOrder';
    values[':expectStatus'] = condition.status;
    values[':expectOrder'] = condition.orderGuid;
  }
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.bankPayment(guid),
        UpdateExpression: update,
        ConditionExpression: conditionExpression,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (condition && isConditionFailure(error)) return false;
    throw error;
  }
}

/** Order guids by variable symbol, from the orders' VS guards (BatchGetItem). */
export async function ordersByVariableSymbol(symbols: string[]): Promise<Map<string, string>> {
  const rows = await batchGet<{ pk: string; orderGuid: string }>(
    getDocumentClient(),
    config.tableName,
    symbols.map((vs) => keys.variableSymbol(vs)),
  );
  return new Map(rows.map((r) => [r.pk.slice('VS#'.length), r.orderGuid]));
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
  ).map((item) => {
    const { pk: _pk, sk: _sk, entity: _entity, ...entry } = item;
    return entry as unknown as BankPaymentHistoryRecord;
  });
