import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../functions/adapters/config';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import {
  getBankPayment,
  recordDecidedBankPayments,
} from '../../../functions/adapters/dynamodb/bank-payment-repository';
import { loadOrder } from '../../../functions/adapters/dynamodb/order-repository';
import {
  bankPaymentGuid,
  type BankPaymentRecord,
} from '../../../functions/domain/bank-import/bank-payment-record';
import type { DecidedRow } from '../../../functions/domain/bank-import/import-statement';
import type { LoadedOrder } from '../../../functions/domain/orders/admin-order-ports';
import { isRefusal, markPaidByBankTransfer } from '../../../functions/domain/orders/order-state';
import { useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * The bank import's bulk writes on DynamoDB Local (`recordDecidedBankPayments`): a slice's rows
 * go in several transactions that run at once, and a transaction naming an order an earlier one
 * pays waits for it, so the first row of the statement pays the order and the later one is
 * answered as not written (the import then decides it row by row).
 */

async function placeOrder(): Promise<LoadedOrder> {
  const r = runner({ last: `Writes${Date.now()}` });
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const loaded = await loadOrder((res.body as { registrationGuid: string }).registrationGuid);
  if (!loaded) throw new Error('the order just placed is missing');
  return loaded;
}

const now = () => new Date().toISOString();

function record(movementId: string, fields: Partial<BankPaymentRecord> = {}): BankPaymentRecord {
  const at = now();
  return {
    movementId,
    guid: bankPaymentGuid(movementId),
    date: at.slice(0, 10),
    amount: 45_000,
    currency: 'CZK',
    originAccount: '2900233333',
    originAccountName: 'Payer',
    originBankCode: '2010',
    constantSymbol: '0308',
    variableSymbol: '',
    specificSymbol: '',
    bic: '',
    message: '',
    type: 'Bezhotovostní příjem',
    performedBy: '',
    comment: '',
    instructionId: '',
    status: 'unknownVariableSymbol',
    orderGuid: null,
    remaining: null,
    refund: null,
    jobId: 'writes-test',
    importedAt: at,
    importedBy: 'writes-test',
    dateUpdated: at,
    ...fields,
  };
}

/** A row paying the order in full, planned from the order as read (as the import's bulk path does). */
function paying(loaded: LoadedOrder, movementId: string): DecidedRow {
  const guid = bankPaymentGuid(movementId);
  const plan = markPaidByBankTransfer(
    loaded.order,
    loaded.items,
    { by: 'writes-test', now: now() },
    { bankPaymentGuid: guid, received: loaded.order.calculatedPrice, overpaid: 0, jobId: 'writes-test' },
  );
  if (isRefusal(plan)) throw new Error('the order cannot be paid');
  return {
    record: record(movementId, {
      variableSymbol: loaded.order.variableSymbol,
      amount: loaded.order.calculatedPrice,
      status: 'paid',
      orderGuid: loaded.order.guid,
    }),
    payment: { order: loaded.order, items: loaded.items, plan },
  };
}

async function historyOf(orderGuid: string) {
  const out = await getDocumentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
      ExpressionAttributeValues: { ':pk': keys.order(orderGuid).pk, ':h': 'HISTORY#' },
    }),
  );
  return (out.Items ?? []) as Array<{ action?: string; changes?: { bankPayment?: string } }>;
}

describe('bank import: a slice written in transactions at once', () => {
  beforeAll(() => {
    useTestStackEnv();
  });

  it('writes every row across several transactions; of two rows paying one order, the first in the statement pays it', async () => {
    const [first, second] = [await placeOrder(), await placeOrder()];
    const run = randomUUID();
    const unknown = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ record: record(`${run}-u${from + i}`) }));
    // 130 records alone (one item each) fill more than one transaction of 100 items; the second
    // row of `first` cannot join the transaction of the first one and goes into a later one.
    const rows: DecidedRow[] = [
      ...unknown(0, 130),
      paying(first, `${run}-a1`),
      ...unknown(130, 90),
      paying(second, `${run}-b`),
      paying(first, `${run}-a2`),
      ...unknown(220, 10),
    ];
    const notWritten = await recordDecidedBankPayments(rows);
    expect([...notWritten]).toEqual([rows.length - 11]);

    const firstNow = await loadOrder(first.order.guid);
    expect(firstNow?.order.paid).toBe(true);
    expect(firstNow?.order.bankPaymentGuid).toBe(bankPaymentGuid(`${run}-a1`));
    expect(firstNow?.items.every((item) => item.paid)).toBe(true);
    expect((await loadOrder(second.order.guid))?.order.bankPaymentGuid).toBe(bankPaymentGuid(`${run}-b`));

    // The paying rows' records and history entries follow their transactions; the refused row has none.
    expect((await getBankPayment(bankPaymentGuid(`${run}-a1`)))?.status).toBe('paid');
    expect((await getBankPayment(bankPaymentGuid(`${run}-b`)))?.orderGuid).toBe(second.order.guid);
    expect(await getBankPayment(bankPaymentGuid(`${run}-a2`))).toBeUndefined();
    const paidEntries = (await historyOf(first.order.guid)).filter((h) => h.action === 'paidByBankTransfer');
    expect(paidEntries.map((h) => h.changes?.bankPayment)).toEqual([bankPaymentGuid(`${run}-a1`)]);
    for (const i of [0, 99, 100, 129, 130, 219, 229])
      expect((await getBankPayment(bankPaymentGuid(`${run}-u${i}`)))?.status).toBe('unknownVariableSymbol');

    // The same rows again: every one refused (records exist, orders paid), nothing written twice.
    const again = await recordDecidedBankPayments(rows);
    expect(again.size).toBe(rows.length);
    expect((await historyOf(first.order.guid)).filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(
      1,
    );
  });
});
