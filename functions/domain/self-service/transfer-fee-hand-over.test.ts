import { describe, expect, it, vi } from 'vitest';
import { handOver } from './transfer-hand-over';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';
import { runner } from './test-fixtures';

const fee = {
  guid: 'p1',
  orderNumber: '4123456789',
  amount: 20000,
  runner,
  status: 'pending' as const,
  method: 'transfer' as const,
  variableSymbol: '4123456789',
};
const offer = {
  itemGuid: 'item-1',
  orderGuid: 'order-1',
  hash: 'ab',
  state: 'offered',
  payment: fee,
} as TransferOfferRecord;
const byAdmin = {
  actor: { by: 'admin-1', byName: 'Ada Admin' },
  settled: { received: 20000, date: '2026-05-30', note: 'cash' },
};

describe('the single hand-over of a fee an admin settles', () => {
  it('says `taken` and changes nothing more when another payment claimed the offer first', async () => {
    const updateOffer = vi.fn(async () => false);
    const ports = { updateOffer, loadOrder: vi.fn() } as unknown as TransferPorts;
    expect(await handOver(ports, offer, fee, {}, new Date('2026-05-30T10:00:00Z'), byAdmin)).toBe('taken');
    expect(updateOffer).toHaveBeenCalledTimes(1);
    expect(ports.loadOrder).not.toHaveBeenCalled();
  });

  it('claims the offer with the fee paid and the admin on it, so a retried hand-over names them too', async () => {
    const updateOffer = vi.fn(async () => false);
    const ports = { updateOffer } as unknown as TransferPorts;
    await handOver(ports, offer, fee, {}, new Date('2026-05-30T10:00:00Z'), byAdmin);
    expect(updateOffer).toHaveBeenCalledWith(
      offer,
      ['offered'],
      expect.objectContaining({
        state: 'accepting',
        payment: { ...fee, status: 'paid', settledBy: byAdmin },
        claimedRunner: runner,
      }),
    );
  });
});
