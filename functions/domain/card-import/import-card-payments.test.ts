import { describe, expect, it } from 'vitest';
import type { CardImportResult } from '@shared/payments/card-import-schemas';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { JobRecord } from '../jobs/jobs';
import { runCardPaymentImport, type CardImportPorts } from './import-card-payments';

/** A card-paid order of 900 Kč whose runner later paid a 50 Kč change of details with its own gateway order number. */
function orderWithChangeFee(): OrderRecord {
  return {
    guid: 'o1',
    variableSymbol: '2026000123',
    currency: 'CZK',
    calculatedPrice: 95000,
    chargedAmount: 95000,
    gatewayFee: null,
    providerCommandId: '111',
    cardAttempts: [
      { orderNumber: '111', dateCreated: '', prCode: 0, srCode: 0, resultText: 'OK', dateAnswered: '' },
    ],
    valueChangeFees: [{ changeGuid: 'c1', orderNumber: '222', amount: 5000, datePaid: '' }],
  } as unknown as OrderRecord;
}

async function runImport(csv: string, order: OrderRecord) {
  const recorded: Array<{ chargedAmount: number; gatewayFee: number }> = [];
  const ports: CardImportPorts = {
    readFile: async () => new TextEncoder().encode(csv),
    ordersByVariableSymbol: async (symbols) =>
      new Map(symbols.filter((s) => s === '2026000123').map((s) => [s, 'o1'])),
    loadOrder: async () => ({ order, items: [] as OrderItemRecord[], history: [] }),
    record: async (_order, values) => {
      recorded.push({ chargedAmount: values.chargedAmount, gatewayFee: values.gatewayFee });
      return true;
    },
  };
  const outcome = await runCardPaymentImport(ports, {
    job: {
      id: 'j1',
      kind: 'cardPaymentImport',
      input: { fileKey: 'k' },
      done: 0,
      createdBy: 'admin',
    } as unknown as JobRecord,
    progress: async () => {},
    timeIsUp: () => false,
    now: () => new Date('2026-06-01T10:00:00.000Z'),
  });
  if (outcome.kind !== 'finished') throw new Error('the import did not finish');
  return { recorded, result: outcome.result as CardImportResult };
}

describe('card import of an order with a paid change of details', () => {
  it('counts the change payment as the order’s own: charged amount = registration + change fee', async () => {
    const { recorded, result } = await runImport(
      'ORDERNUMBER;VS;AMOUNT;FEE\n111;2026000123;900;9\n222;2026000123;50;1\n',
      orderWithChangeFee(),
    );
    expect(recorded).toEqual([{ chargedAmount: 95000, gatewayFee: 1000 }]);
    expect(result.unknownOrders).toBe(0);
  });

  it('still refuses a gateway order number the order never used', async () => {
    const { recorded, result } = await runImport(
      'ORDERNUMBER;VS;AMOUNT;FEE\n111;2026000123;900;9\n333;2026000123;50;1\n',
      orderWithChangeFee(),
    );
    expect(recorded).toEqual([{ chargedAmount: 90000, gatewayFee: 900 }]);
    expect(result.unknown.map((u) => u.reason)).toEqual(['orderNumberMismatch']);
  });
});
