import type { MyRefund } from '@shared/refunds/refund-schemas';
import type { RefundStore } from './refund-ports';

/**
 * The refunds a runner sees on their order in My Orders: requested and done, oldest first. A failed
 * try is not shown: the money did not move and the organiser tries again or pays another way.
 * Called after the order's ownership was checked.
 */
export async function myRefunds(store: Pick<RefundStore, 'list'>, orderGuid: string): Promise<MyRefund[]> {
  return (await store.list(orderGuid))
    .filter((r) => r.state !== 'failed')
    .sort((a, b) => a.dateRequested.localeCompare(b.dateRequested))
    .map((r) => ({
      method: r.method,
      amount: r.amount,
      currency: r.currency,
      state: r.state === 'done' ? 'done' : 'requested',
      dateRequested: r.dateRequested,
      dateFinished: r.dateFinished,
    }));
}
