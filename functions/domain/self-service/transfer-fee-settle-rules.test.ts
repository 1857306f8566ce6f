import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { checkFeeSettlement } from './transfer-fee-settle-rules';
import type { TransferOfferRecord } from './transfer-ports';
import { runner } from './test-fixtures';

const offer = (over: Partial<TransferOfferRecord> = {}, payment: object = {}): TransferOfferRecord => ({
  entity: 'transferOffer',
  itemGuid: 'item-1',
  orderGuid: 'order-1',
  hash: 'ab',
  state: 'offered',
  email: runner.email,
  firstName: runner.firstName,
  lastName: runner.lastName,
  locale: 'cs',
  fromUserId: '',
  fromName: 'Petr Běžec',
  fromEmail: 'petr@example.com',
  validUntil: '2026-06-01T08:00:00.000Z',
  dateCreated: '2026-05-19T10:00:00.000Z',
  payment: {
    guid: 'p1',
    orderNumber: '4123456789',
    amount: 20000,
    runner,
    status: 'pending',
    method: 'transfer',
    variableSymbol: '4123456789',
    ...payment,
  },
  ...over,
});
const paid = { amount: 20000, date: '2026-05-30' };
const TODAY = '2026-05-31';

function refusal(run: () => unknown): { code: string; status: number; params?: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, status: error.status, params: error.params };
    throw error;
  }
  throw new Error('not refused');
}

describe('settling a transfer fee by hand', () => {
  it('accepts the whole fee (or more) booked by the deadline day, and answers the fee it pays', () => {
    expect(checkFeeSettlement(offer(), 'CZK', paid, TODAY).amount).toBe(20000);
    expect(checkFeeSettlement(offer(), 'CZK', { amount: 25000, date: '2026-06-01' }, '2026-06-03').guid).toBe(
      'p1',
    );
  });

  it('refuses an amount below the fee with a 400 naming the fee', () => {
    expect(refusal(() => checkFeeSettlement(offer(), 'CZK', { ...paid, amount: 19999 }, TODAY))).toEqual({
      code: 'transferFees.amountBelowFee',
      status: 400,
      params: { fee: '200 CZK' },
    });
  });

  it('refuses a payment booked after the deadline day, naming the deadline', () => {
    expect(
      refusal(() => checkFeeSettlement(offer(), 'CZK', { ...paid, date: '2026-06-02' }, '2026-06-05')),
    ).toEqual({ code: 'transferFees.pastDeadline', status: 409, params: { deadline: '1. 6. 2026' } });
  });

  it('refuses a date in the future and another currency', () => {
    expect(
      refusal(() => checkFeeSettlement(offer(), 'CZK', { ...paid, date: '2026-06-01' }, TODAY)).code,
    ).toBe('transferFees.dateInFuture');
    expect(refusal(() => checkFeeSettlement(offer(), 'CZK', { ...paid, currency: 'EUR' }, TODAY)).code).toBe(
      'transferFees.currencyMismatch',
    );
  });

  it('says the fee is paid already once the offer was claimed or accepted (a second click)', () => {
    for (const o of [
      offer({ state: 'accepting' }),
      offer({ state: 'accepted' }, { status: 'paid' }),
      offer({}, { status: 'paid' }),
    ])
      expect(refusal(() => checkFeeSettlement(o, 'CZK', paid, TODAY))).toMatchObject({
        code: 'transferFees.alreadyPaid',
        status: 409,
      });
  });

  it('refuses an offer cancelled or a fee given up, and one not paid by transfer', () => {
    expect(refusal(() => checkFeeSettlement(offer({ state: 'cancelled' }), 'CZK', paid, TODAY)).code).toBe(
      'transferFees.notPending',
    );
    expect(
      refusal(() => checkFeeSettlement(offer({}, { status: 'notApplied' }), 'CZK', paid, TODAY)).code,
    ).toBe('transferFees.notPending');
    expect(
      refusal(() => checkFeeSettlement(offer({}, { method: 'card' }), 'CZK', paid, TODAY)),
    ).toMatchObject({
      code: 'transferFees.notFound',
      status: 404,
    });
    expect(refusal(() => checkFeeSettlement(undefined, 'CZK', paid, TODAY)).code).toBe(
      'transferFees.notFound',
    );
  });
});
