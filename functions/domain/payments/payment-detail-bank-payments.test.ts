import { describe, expect, it } from 'vitest';
import type { BankPaymentRecord } from '../bank-import/bank-payment-record';
import type { PaymentDetailRecord } from '../series-editor/payment-details';
import {
  paymentDetailBankPayments,
  sameAccount,
  type PaymentDetailBankPaymentsPorts,
} from './payment-detail-bank-payments';

const detail = {
  guid: 'd1',
  seriesGuid: 's1',
  bankAccount: '19-2000145399',
  bankCode: '0800',
  currency: 1,
} as PaymentDetailRecord;

const pay = (guid: string, over: Partial<BankPaymentRecord>): BankPaymentRecord =>
  ({
    guid,
    movementId: guid,
    date: '2026-01-06',
    amount: 40000,
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
    ...over,
  }) as BankPaymentRecord;

const ports: PaymentDetailBankPaymentsPorts = {
  paymentDetail: async (s, g) => (s === 's1' && g === 'd1' ? detail : undefined),
  orderAccounts: async () => [
    {
      guid: 'o-here',
      paymentDetail: {
        bankAccount: '000019-2000145399',
        bankCode: '0800',
        iban: '',
        swift: null,
        constantSymbol: null,
      },
    },
    {
      guid: 'o-other',
      paymentDetail: {
        bankAccount: '2000145399',
        bankCode: '2010',
        iban: '',
        swift: null,
        constantSymbol: null,
      },
    },
  ],
  bankPaymentsBetween: async () => [
    pay('matched', { status: 'paid', orderGuid: 'o-here', variableSymbol: '111', amount: 40000 }),
    pay('elsewhere', { status: 'paid', orderGuid: 'o-other', variableSymbol: '222' }),
    pay('unmatched', { variableSymbol: '333', amount: 12345, date: '2026-01-07' }),
    pay('euro', { currency: 'EUR', variableSymbol: '444' }),
  ],
};

const ids = async (query: Record<string, unknown> = {}) =>
  (await paymentDetailBankPayments(ports, 'd1', { seriesGuid: 's1', take: 5, skip: 0, ...query })).rows.map(
    (r) => r.id,
  );

describe('bank payments of a payment detail', () => {
  it('offers the payments matched to orders given this account and the unmatched ones in its currency', async () => {
    expect(await ids()).toEqual(['matched', 'unmatched']);
    expect(await ids({ withMatch: true })).toEqual(['matched']);
    expect(await ids({ withMatch: false })).toEqual(['unmatched']);
  });

  it('filters by amount and text before paging by 5', async () => {
    expect(await ids({ amountFrom: 20000 })).toEqual(['matched']);
    expect(await ids({ amountTo: 20000 })).toEqual(['unmatched']);
    expect(await ids({ searchText: '333' })).toEqual(['unmatched']);
    expect(await ids({ searchText: 'rehor' })).toEqual(['matched', 'unmatched']);
  });

  it('answers 404 for a payment detail not in the series', async () => {
    await expect(
      paymentDetailBankPayments(ports, 'd1', { seriesGuid: 's2', take: 5, skip: 0 }),
    ).rejects.toThrow();
  });

  it('compares Czech accounts without leading zeros', () => {
    expect(sameAccount({ bankAccount: '000019-02000145399', bankCode: '0800' }, detail)).toBe(true);
    expect(sameAccount({ bankAccount: '2000145399', bankCode: '0800' }, detail)).toBe(false);
  });
});
