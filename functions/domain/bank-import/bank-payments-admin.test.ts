import { describe, expect, it, vi } from 'vitest';
import type { BankPaymentRecord } from './bank-payment-record';
import {
  discardBankPayment,
  type BankPaymentHistoryRecord,
  restoreBankPayment,
  unmatchBankPayment,
  type BankPaymentAdminPorts,
} from './bank-payments-admin';

const now = new Date('2026-06-01T08:00:00Z');
const actor = { by: 'admin-1', byName: 'Ada Admin' };

const payment = (over: Partial<BankPaymentRecord>): BankPaymentRecord =>
  ({
    guid: 'bp-1',
    date: '2026-05-30',
    amount: 50000,
    currency: 'CZK',
    variableSymbol: '1234567890',
    status: 'underpaid',
    orderGuid: 'order-1',
    remaining: 10000,
    refund: null,
    comment: '',
    ...over,
  }) as BankPaymentRecord;

/** Ports over one stored payment; `settles` says whether the conditional write goes through. */
function portsOver(stored: BankPaymentRecord, settles = true, history: BankPaymentHistoryRecord[] = []) {
  const added: BankPaymentHistoryRecord[] = [];
  const ports = {
    get: vi.fn(async () => stored),
    history: vi.fn(async () => [...history, ...added]),
    loadOrder: vi.fn(async () => undefined),
    settle: vi.fn(async () => settles),
    addHistory: vi.fn(async (h: BankPaymentHistoryRecord) => void added.push(h)),
  } as unknown as BankPaymentAdminPorts;
  return { ports, added };
}

describe("an admin's change of a bank payment", () => {
  it('unmatch: written only while the payment is as read, with who and when in its history', async () => {
    const stored = payment({});
    const { ports, added } = portsOver(stored);
    await unmatchBankPayment(ports, 'bp-1', actor, now);
    expect(ports.settle).toHaveBeenCalledWith(
      stored,
      { status: 'unmatched', orderGuid: null, remaining: null, refund: null },
      now.toISOString(),
      { status: 'underpaid', orderGuid: 'order-1' },
    );
    expect(added).toEqual([
      expect.objectContaining({
        bankPaymentGuid: 'bp-1',
        date: now.toISOString(),
        by: 'admin-1',
        byName: 'Ada Admin',
        action: 'unmatched',
        changes: { order: { from: 'order-1', to: null }, status: { from: 'underpaid', to: 'unmatched' } },
      }),
    ]);
  });

  it('discard: keeps what "take back" restores; refused with no history when it changed meanwhile', async () => {
    const stored = payment({ status: 'unmatched', orderGuid: null, remaining: null, refund: 2500 });
    const { ports, added } = portsOver(stored);
    await discardBankPayment(ports, 'bp-1', actor, now);
    expect(ports.settle).toHaveBeenCalledWith(
      stored,
      { status: 'discarded', orderGuid: null, remaining: null, refund: null },
      now.toISOString(),
      { status: 'unmatched', orderGuid: null },
    );
    expect(added[0]).toMatchObject({
      action: 'discarded',
      changes: { status: { from: 'unmatched', to: 'discarded' }, remaining: null, refund: 2500 },
    });

    const changed = portsOver(stored, false);
    await expect(discardBankPayment(changed.ports, 'bp-1', actor, now)).rejects.toMatchObject({
      code: 'bankPayments.changed',
    });
    expect(changed.added).toEqual([]);
  });

  it('take back: the status and amounts from before the discard, only while still discarded', async () => {
    const discardedEntry = {
      bankPaymentGuid: 'bp-1',
      id: 'h1',
      date: '2026-05-31T08:00:00.000Z',
      by: 'admin-1',
      byName: null,
      action: 'discarded',
      changes: { status: { from: 'overpaid', to: 'discarded' }, remaining: null, refund: 2500 },
    } as BankPaymentHistoryRecord;
    const stored = payment({ status: 'discarded', remaining: null, refund: null });
    const { ports, added } = portsOver(stored, true, [discardedEntry]);
    await restoreBankPayment(ports, 'bp-1', actor, now);
    expect(ports.settle).toHaveBeenCalledWith(
      stored,
      { status: 'overpaid', orderGuid: 'order-1', remaining: null, refund: 2500 },
      now.toISOString(),
      { status: 'discarded', orderGuid: 'order-1' },
    );
    expect(added.at(-1)).toMatchObject({
      action: 'restored',
      changes: { status: { from: 'discarded', to: 'overpaid' } },
    });
  });
});
