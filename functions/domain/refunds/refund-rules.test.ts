import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { cardDeposited, checkRefund, orderRefundsView, refundable } from './refund-rules';
import { paidCardOrder } from './refund-test-fixtures';

const codeOf = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (e) {
    return (e as DomainError).code;
  }
};

describe('refund limits', () => {
  it('refunds at most what the cancellation returned, less what is requested or done', () => {
    expect(refundable(paidCardOrder())).toBe(30000);
    expect(refundable(paidCardOrder({ refundReserved: 10000 }))).toBe(20000);
    expect(refundable(paidCardOrder({ refundReserved: 30000 }))).toBe(0);
  });

  it('by card never more than the gateway payment deposited less refunded', () => {
    // Returned 500 of a payment that deposited 450 (a priced change of 50 was paid on its own).
    const order = paidCardOrder({
      cancelledAmount: 50000,
      valueChangeFees: [
        { changeGuid: 'c', orderNumber: '9', amount: 5000, datePaid: '2026-05-02T00:00:00Z' },
      ],
    });
    expect(cardDeposited(order)).toBe(45000);
    expect(refundable(order)).toBe(45000);
    expect(refundable({ ...order, refundReserved: 40000 })).toBe(5000);
  });

  it('partial refunds add up to the returned amount and no further', () => {
    let order = paidCardOrder();
    checkRefund(order, 'card', 10000);
    order = { ...order, refundReserved: 10000 };
    checkRefund(order, 'card', 20000);
    expect(codeOf(() => checkRefund(order, 'card', 20001))).toBe('refunds.amountTooHigh');
    order = { ...order, refundReserved: 30000 };
    expect(codeOf(() => checkRefund(order, 'card', 1))).toBe('refunds.nothingToRefund');
  });

  it('refuses the wrong method, an unpaid order and an order without a returned amount', () => {
    expect(codeOf(() => checkRefund(paidCardOrder({ paymentMethod: 2 }), 'card', 100))).toBe(
      'refunds.notCardPaid',
    );
    expect(codeOf(() => checkRefund(paidCardOrder({ providerCommandId: null }), 'card', 100))).toBe(
      'refunds.notCardPaid',
    );
    expect(codeOf(() => checkRefund(paidCardOrder(), 'transfer', 100))).toBe('refunds.notTransferPaid');
    expect(codeOf(() => checkRefund(paidCardOrder({ paymentMethod: 2, paid: false }), 'transfer', 100))).toBe(
      'refunds.notTransferPaid',
    );
    expect(codeOf(() => checkRefund(paidCardOrder({ cancelledAmount: 0 }), 'card', 100))).toBe(
      'refunds.nothingToRefund',
    );
    expect(refundable(paidCardOrder({ paymentMethod: 2 }))).toBe(30000);
  });

  it('shows a failed refund with the gateway reason in cs and en', () => {
    const view = orderRefundsView(paidCardOrder(), [
      {
        entity: 'orderRefund',
        orderGuid: 'o1',
        refundId: 'r1',
        method: 'card',
        amount: 100,
        currency: 'CZK',
        state: 'failed',
        gatewayOrderNumber: '1',
        prCode: 18,
        srCode: 0,
        resultText: null,
        dateRequested: '2026-05-02T00:00:00Z',
        dateFinished: '2026-05-02T00:00:01Z',
        by: 'a',
        byName: null,
        jobId: null,
        note: null,
      },
    ]);
    expect(view.refunds[0]?.failure?.cs).toContain('PRCODE 18');
    expect(view.refunds[0]?.failure?.en).toMatch(/more than what is left to refund/);
  });
});
