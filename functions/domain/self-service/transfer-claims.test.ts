import { describe, expect, it, vi } from 'vitest';
import { finishStaleClaims } from './transfer-claims';
import type { TransferOfferRecord, TransferPorts } from './transfer-ports';
import { runner } from './test-fixtures';

const now = new Date('2026-05-20T10:00:00.000Z');
const offer = (itemGuid: string, over: Partial<TransferOfferRecord> = {}): TransferOfferRecord => ({
  entity: 'transferOffer',
  itemGuid,
  orderGuid: `order-${itemGuid}`,
  hash: 'ab',
  state: 'accepting',
  email: runner.email,
  firstName: runner.firstName,
  lastName: runner.lastName,
  locale: 'cs',
  fromUserId: '',
  fromName: 'Petr Běžec',
  fromEmail: 'petr@example.com',
  validUntil: '2026-06-01T08:00:00.000Z',
  dateCreated: '2026-05-19T10:00:00.000Z',
  claimedRunner: runner,
  leaseUntil: '2026-05-20T09:55:00.000Z',
  payment: { guid: 'p1', orderNumber: '1', amount: 20000, runner, status: 'paid' },
  ...over,
});

function ports(offers: Record<string, TransferOfferRecord | Error>) {
  const updateOffer = vi.fn(async () => true);
  const fake = {
    staleClaims: async () => Object.keys(offers),
    getOffer: async (itemGuid: string) => {
      const o = offers[itemGuid];
      if (o instanceof Error) throw o;
      return o;
    },
    // The registration is gone: its order was removed.
    loadOrder: async () => undefined,
    updateOffer,
  } as unknown as TransferPorts;
  return { fake, updateOffer };
}

describe('the transfer-acceptances run', () => {
  it('gives back a stuck paid claim whose registration is gone (the fee notApplied, for the refund)', async () => {
    const { fake, updateOffer } = ports({ gone: offer('gone') });
    expect(await finishStaleClaims(fake, now)).toEqual({ accepted: 0, released: 1, busy: 0, failed: 0 });
    expect(updateOffer).toHaveBeenCalledWith(
      expect.objectContaining({ itemGuid: 'gone' }),
      ['accepting'],
      expect.objectContaining({
        state: 'offered',
        payment: expect.objectContaining({ status: 'notApplied' }),
      }),
    );
  });

  it('leaves alone a claim finished or renewed since the index was read, and goes on past a failing one', async () => {
    const { fake, updateOffer } = ports({
      broken: new Error('throttled'),
      done: offer('done', { state: 'accepted' }),
      renewed: offer('renewed', { leaseUntil: '2026-05-20T10:01:00.000Z' }),
      gone: offer('gone'),
    });
    expect(await finishStaleClaims(fake, now)).toEqual({ accepted: 0, released: 1, busy: 2, failed: 1 });
    expect(updateOffer).toHaveBeenCalledTimes(1);
  });
});
