import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../errors';
import { applyClaimed, placeRunner } from './transfer-accept';
import { applyTransferPaymentAnswer } from './transfer-payment';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';
import { runner } from './test-fixtures';

// The registration's side of the hand-over (order transition, e-mails) is transfer-accept's and
// covered by its own tests; here only what the card answer decides around it.
vi.mock('./transfer-accept', () => ({
  contextOf: vi.fn(async (_ports: unknown, offer: unknown) => ({ offer })),
  placeRunner: vi.fn(async () => null),
  applyClaimed: vi.fn(async () => undefined),
}));

const payment = {
  guid: 'p1',
  orderNumber: '4123456789',
  amount: 20000,
  runner,
  status: 'pending' as const,
  method: 'card' as const,
};
const offer = {
  itemGuid: 'item-1',
  orderGuid: 'order-1',
  hash: 'ab',
  state: 'offered',
  locale: 'cs',
  payment,
} as unknown as TransferOfferRecord;
const now = new Date('2026-05-30T10:00:00Z');
const paidAnswer = { md: 'p1', orderNumber: '4123456789', prCode: 0, srCode: 0, resultText: 'OK' };

function portsWith(updateOffer: (...args: unknown[]) => Promise<boolean>) {
  const update = vi.fn(updateOffer);
  return {
    ports: { getOffer: vi.fn(async () => offer), updateOffer: update } as unknown as TransferPorts,
    update,
  };
}

describe("a transfer fee's card answer", () => {
  beforeEach(() => vi.clearAllMocks());

  it('paid: claims the offer with the fee paid and hands the registration over', async () => {
    const { ports, update } = portsWith(async () => true);
    expect(await applyTransferPaymentAnswer(ports, 'item-1', paidAnswer, now)).toBe('accepted');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(
      offer,
      ['offered'],
      expect.objectContaining({
        state: 'accepting',
        payment: { ...payment, status: 'paid' },
        claimedRunner: runner,
      }),
    );
    // No admin: the history entry is the new runner's.
    expect(vi.mocked(applyClaimed).mock.calls[0]?.slice(2, 7)).toEqual([
      runner,
      null,
      { changeGuid: 'p1', orderNumber: '4123456789', amount: 20000 },
      'cs',
      now,
    ]);
    expect(vi.mocked(applyClaimed).mock.calls[0]?.[7]).toBeUndefined();
  });

  it('declined: the payment is marked failed and nothing is handed over', async () => {
    const { ports, update } = portsWith(async () => true);
    const declined = { ...paidAnswer, prCode: 30, srCode: 1002 };
    expect(await applyTransferPaymentAnswer(ports, 'item-1', declined, now)).toBe('failed');
    expect(update).toHaveBeenCalledWith(offer, ['offered'], { payment: { ...payment, status: 'failed' } });
    expect(applyClaimed).not.toHaveBeenCalled();
  });

  it('paid after another acceptance claimed the offer: the fee is recorded notApplied, for the refund', async () => {
    // The claim (the one update that sets a state) fails; marking the payment succeeds.
    const { ports, update } = portsWith(async (_offer, _states, patch) => !('state' in (patch as object)));
    expect(await applyTransferPaymentAnswer(ports, 'item-1', paidAnswer, now)).toBe('notApplied');
    expect(update).toHaveBeenLastCalledWith(offer, ['offered'], {
      payment: { ...payment, status: 'notApplied' },
    });
    expect(applyClaimed).not.toHaveBeenCalled();
  });

  it('paid but the registration can no longer take the runner: the offer is open again, the fee notApplied', async () => {
    vi.mocked(placeRunner).mockRejectedValueOnce(new NotFoundError('selfService.transfer.offerNotFound'));
    const { ports, update } = portsWith(async () => true);
    expect(await applyTransferPaymentAnswer(ports, 'item-1', paidAnswer, now)).toBe('notApplied');
    expect(update).toHaveBeenLastCalledWith(offer, ['offered', 'accepting'], {
      state: 'offered',
      payment: { ...payment, status: 'notApplied' },
    });
  });

  it("answers for another payment are ignored, a second answer is 'alreadyAnswered'", async () => {
    const { ports } = portsWith(async () => true);
    expect(await applyTransferPaymentAnswer(ports, 'item-1', { ...paidAnswer, md: 'other' }, now)).toBe(
      'ignored',
    );
    const answered = { ...offer, payment: { ...payment, status: 'paid' as const } };
    const again = { getOffer: vi.fn(async () => answered), updateOffer: vi.fn() } as unknown as TransferPorts;
    expect(await applyTransferPaymentAnswer(again, 'item-1', paidAnswer, now)).toBe('alreadyAnswered');
  });
});
