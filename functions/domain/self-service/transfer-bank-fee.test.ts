import { describe, expect, it, vi } from 'vitest';
import type { BankMovement } from '../bank-import/bank-movement';
import type { BankPaymentRecord } from '../bank-import/bank-payment-record';
import { payTransferFeeByBank, type BankFeePorts } from './transfer-bank-fee';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';
import { runner } from './test-fixtures';

const VS = '4123456789';
const offer = (over: Partial<TransferOfferRecord> = {}): TransferOfferRecord => ({
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
    orderNumber: VS,
    amount: 20000,
    runner,
    status: 'pending',
    method: 'transfer',
    variableSymbol: VS,
  },
  ...over,
});
const movement = (over: Partial<BankMovement> = {}): BankMovement =>
  ({
    movementId: '900001',
    date: '2026-05-25',
    amount: 20000,
    currency: 'CZK',
    variableSymbol: VS,
    ...over,
  }) as BankMovement;

function ports(o: TransferOfferRecord | undefined, existing?: Partial<BankPaymentRecord>) {
  const settle = vi.fn(async () => undefined);
  const updateOffer = vi.fn(async () => true);
  const fake: BankFeePorts = {
    transfer: {
      getOffer: async () => o,
      loadOrder: async () => ({ order: { guid: 'order-1', currency: 'CZK' }, items: [] }),
      updateOffer,
    } as unknown as TransferPorts,
    claim: async () =>
      existing
        ? { claimed: false, existing: { status: 'paid', jobId: 'other', ...existing } as BankPaymentRecord }
        : { claimed: true },
    settle,
    feeItem: async (vs) => (vs === VS ? 'item-1' : undefined),
  };
  return { fake, settle, updateOffer };
}

const job = { id: 'job-1', by: 'admin-1' };

describe('a statement row paying a transfer fee', () => {
  it.each([
    ['short of the fee', offer(), movement({ amount: 19999 })],
    ['booked after the offer deadline', offer(), movement({ date: '2026-06-02' })],
    ['in another currency', offer(), movement({ currency: 'EUR' })],
    ['for an offer cancelled meanwhile', offer({ state: 'cancelled' }), movement()],
    [
      'for a fee the runner switched to card',
      offer({ payment: { ...offer().payment!, method: 'card' } }),
      movement(),
    ],
  ])('%s changes nothing and is flagged against the order for a refund', async (_, o, m) => {
    const { fake, settle, updateOffer } = ports(o);
    expect(await payTransferFeeByBank(fake, m, job, '2026-05-26T08:00:00.000Z')).toBe('orderClosed');
    expect(updateOffer).not.toHaveBeenCalled();
    expect(settle).toHaveBeenCalledWith(
      { guid: expect.any(String), date: m.date },
      { status: 'orderClosed', orderGuid: 'order-1', remaining: null, refund: null },
      '2026-05-26T08:00:00.000Z',
    );
  });

  it('a row another import decided counts as already imported and changes nothing', async () => {
    const { fake, settle, updateOffer } = ports(offer(), { status: 'paid', jobId: 'job-0' });
    expect(await payTransferFeeByBank(fake, movement(), job, '2026-05-26T08:00:00.000Z')).toBe(
      'alreadyImported',
    );
    expect(settle).not.toHaveBeenCalled();
    expect(updateOffer).not.toHaveBeenCalled();
  });

  it('a symbol no fee has any more is an unknown symbol', async () => {
    const { fake, settle } = ports(undefined);
    expect(await payTransferFeeByBank(fake, movement(), job, '2026-05-26T08:00:00.000Z')).toBe(
      'unknownVariableSymbol',
    );
    expect(settle).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ orderGuid: null }),
      expect.any(String),
    );
  });
});
