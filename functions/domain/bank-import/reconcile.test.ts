import { describe, expect, it } from 'vitest';
import { decideMatch } from './reconcile';

const order = {
  guid: 'o1',
  paid: false,
  cancelled: false,
  deleted: false,
  expired: false,
  currency: 'CZK' as const,
  calculatedPrice: 45_000,
};
const pay = (
  amount: number,
  extra: Partial<{ variableSymbol: string; instructionId: string; currency: string; reversal: boolean }> = {},
) => ({
  amount,
  variableSymbol: '2025001',
  instructionId: '',
  currency: 'CZK',
  ...extra,
});

describe('matching a bank payment to its order', () => {
  it('exact amount → paid', () =>
    expect(decideMatch(pay(45_000), order)).toEqual({ status: 'paid', orderGuid: 'o1' }));

  it('less → underpaid with what is left; an earlier partial payment completes it', () => {
    expect(decideMatch(pay(40_000), order)).toEqual({
      status: 'underpaid',
      orderGuid: 'o1',
      remaining: 5_000,
    });
    expect(decideMatch(pay(5_000), order, 40_000)).toEqual({ status: 'paid', orderGuid: 'o1' });
  });

  it('more → overpaid with the refund', () =>
    expect(decideMatch(pay(50_000), order)).toEqual({ status: 'overpaid', orderGuid: 'o1', refund: 5_000 }));

  it('already paid → duplicate; cancelled, removed or expired → flagged, not paid', () => {
    expect(decideMatch(pay(45_000), { ...order, paid: true }).status).toBe('duplicate');
    expect(decideMatch(pay(45_000), { ...order, cancelled: true }).status).toBe('orderClosed');
    expect(decideMatch(pay(45_000), { ...order, deleted: true, paid: true }).status).toBe('orderClosed');
    expect(decideMatch(pay(45_000), { ...order, expired: true }).status).toBe('orderClosed');
  });

  it('unknown symbol or instruction id → listed; other currency → flagged', () => {
    expect(decideMatch(pay(45_000), undefined).status).toBe('unknownVariableSymbol');
    expect(decideMatch(pay(45_000, { variableSymbol: '' }), undefined).status).toBe('unknownVariableSymbol');
    expect(decideMatch(pay(45_000, { variableSymbol: '', instructionId: '77' }), undefined).status).toBe(
      'unknownInstructionId',
    );
    expect(decideMatch(pay(45_000, { currency: 'EUR' }), order).status).toBe('currencyMismatch');
  });

  it('outgoing, zero and reversal rows are ignored', () => {
    expect(decideMatch(pay(-45_000), order).status).toBe('ignored');
    expect(decideMatch(pay(0), order).status).toBe('ignored');
    expect(decideMatch(pay(45_000, { reversal: true }), order).status).toBe('ignored');
  });
});
