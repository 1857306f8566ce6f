import { describe, expect, it } from 'vitest';
import { orderBankPaymentsQuerySchema } from '@shared/payments/order-bank-payment-schemas';
import type { OrderRecord } from '../orders/order-records';
import { NotFoundError } from '../errors';
import type { BankPaymentRecord } from './bank-payment-record';
import { orderBankPayments, type OrderBankPaymentsPorts } from './order-bank-payments';

const order = {
  guid: 'o1',
  variableSymbol: '2026000123',
  calculatedPrice: 45_000,
  currency: 'CZK',
  paid: false,
} as OrderRecord;

const pay = (guid: string, over: Partial<BankPaymentRecord>): BankPaymentRecord =>
  ({
    guid,
    movementId: guid,
    date: '2026-01-06',
    amount: 10_000,
    currency: 'CZK',
    originAccount: '',
    originAccountName: 'Jiří Řehoř',
    originBankCode: '',
    constantSymbol: '',
    variableSymbol: '',
    specificSymbol: '',
    bic: '',
    message: '',
    type: '',
    performedBy: '',
    comment: '',
    instructionId: '',
    status: 'unknownVariableSymbol',
    orderGuid: null,
    remaining: null,
    refund: null,
    importedAt: '2026-01-08T10:00:00.000Z',
    ...over,
  }) as BankPaymentRecord;

const partial = pay('partial', {
  status: 'underpaid',
  orderGuid: 'o1',
  amount: 20_000,
  remaining: 25_000,
  variableSymbol: '2026000123',
  date: '2026-01-02',
});
const all = [
  partial,
  pay('other-order', { status: 'paid', orderGuid: 'o2', amount: 45_000 }),
  pay('old-rest', { amount: 25_000, date: '2026-01-03' }),
  pay('newest-unrelated', { date: '2026-01-09', originAccountName: 'Petr Novák' }),
  pay('typo-symbol', { variableSymbol: '2026000123', amount: 30_000, date: '2026-01-04' }),
  pay('both', { variableSymbol: '2026000123', amount: 25_000, date: '2026-01-05' }),
  pay('full-price', { amount: 45_000, date: '2026-01-07' }),
  pay('euro', { currency: 'EUR', variableSymbol: '2026000123', amount: 25_000 }),
  pay('aside', { status: 'discarded', variableSymbol: '2026000123', amount: 25_000 }),
  pay('outgoing', { amount: -25_000 }),
];

const ports: OrderBankPaymentsPorts = {
  order: async (guid) => (guid === 'o1' ? order : undefined),
  ofOrder: async (guid) => all.filter((p) => p.orderGuid === guid),
  between: async ({ from, to }) => all.filter((p) => (!from || p.date >= from) && (!to || p.date <= to)),
};

const list = async (query: Record<string, string> = {}) =>
  orderBankPayments(ports, 'o1', orderBankPaymentsQuerySchema.parse(query));

describe("an order's bank payments", () => {
  it('lists its own payments, then the free ones in its currency: its symbol and owed amount first', async () => {
    const page = await list({ take: '20' });
    expect(page.rows.map((r) => r.id)).toEqual([
      'partial',
      'both',
      'typo-symbol',
      'full-price',
      'old-rest',
      'newest-unrelated',
    ]);
    expect(page.rows[0]).toMatchObject({ matched: true, status: 'underpaid', orderId: 'o1' });
    expect(page.rows[1]).toMatchObject({ matched: false, sameVariableSymbol: true, sameAmount: true });
    expect(page.rows[3]).toMatchObject({ sameVariableSymbol: false, sameAmount: true });
  });

  it('pages by five', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 0, maxPage: 1, total: 6 });
    expect(first.rows).toHaveLength(5);
    expect((await list({ skip: '5' })).rows.map((r) => r.id)).toEqual(['newest-unrelated']);
  });

  it('filters by match, days, amount and text', async () => {
    const ids = async (q: Record<string, string>) => (await list({ take: '20', ...q })).rows.map((r) => r.id);
    expect(await ids({ withMatch: 'true' })).toEqual(['partial']);
    expect(await ids({ withMatch: 'false' })).toHaveLength(5);
    expect(await ids({ dateFrom: '2026-01-05', dateTo: '2026-01-07' })).toEqual(['both', 'full-price']);
    expect(await ids({ amountFrom: '25000', amountTo: '30000' })).toEqual([
      'both',
      'typo-symbol',
      'old-rest',
    ]);
    expect(await ids({ searchText: 'novak' })).toEqual(['newest-unrelated']);
  });

  it('answers not found for an unknown order', async () => {
    await expect(
      orderBankPayments(ports, 'nope', orderBankPaymentsQuerySchema.parse({})),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
