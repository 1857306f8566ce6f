import { describe, expect, it } from 'vitest';
import type { DomainError } from '../errors';
import { markRefunded, refundToCard } from './card-refunds';
import { fakeGateway, memoryRefundStore, paidCardOrder } from './refund-test-fixtures';

const actor = { by: 'admin-1', byName: 'Ada Admin' };
const now = new Date('2026-05-02T10:00:00.000Z');
const R1 = '00000000-0000-4000-8000-000000000001';
const R2 = '00000000-0000-4000-8000-000000000002';

function world(over = {}) {
  const mem = memoryRefundStore([paidCardOrder(over)]);
  const gw = fakeGateway({ '123456789': 50000 });
  const emails: string[] = [];
  const ports = {
    store: mem.store,
    gateway: gw.gateway,
    enqueueRefundEmail: async (_o: string, r: string) => {
      emails.push(r);
    },
  };
  return { mem, gw, emails, ports };
}

describe('refund to the card', () => {
  it('writes the refund requested, then done, with history, totals and the e-mail', async () => {
    const { mem, gw, emails, ports } = world();
    const view = await refundToCard(ports, { orderGuid: 'o1', refundId: R1, amount: 10000 }, actor, now);
    expect(view).toMatchObject({ state: 'done', amount: 10000, prCode: 0 });
    expect(mem.history.map((h) => h.action)).toEqual(['refundRequested', 'refundDone']);
    expect(mem.history[0]?.byName).toBe('Ada Admin');
    expect(mem.byGuid.get('o1')).toMatchObject({ refundReserved: 10000, refundedAmount: 10000 });
    expect(gw.refunded['123456789']).toBe(10000);
    expect(emails).toEqual([R1]);
  });

  it('the same request again (double click, lost answer) never refunds twice', async () => {
    const { mem, gw, ports } = world();
    await refundToCard(ports, { orderGuid: 'o1', refundId: R1, amount: 10000 }, actor, now);
    const again = await refundToCard(ports, { orderGuid: 'o1', refundId: R1, amount: 10000 }, actor, now);
    expect(again.state).toBe('done');
    expect(gw.refunded['123456789']).toBe(10000);
    expect(mem.byGuid.get('o1')?.refundedAmount).toBe(10000);
    // The same id with another amount is refused, not a second refund.
    await expect(
      refundToCard(ports, { orderGuid: 'o1', refundId: R1, amount: 500 }, actor, now),
    ).rejects.toMatchObject({
      code: 'refunds.refundIdTaken',
    });
  });

  it('without an answer the refund stays requested; sent again it is refunded once', async () => {
    const { mem, gw, ports } = world();
    gw.setDown(true);
    await expect(
      refundToCard(ports, { orderGuid: 'o1', refundId: R1, amount: 10000 }, actor, now),
    ).rejects.toMatchObject({
      code: 'refunds.gatewayUnavailable',
      status: 503,
    });
    expect(mem.refunds.get(`o1/${R1}`)?.state).toBe('requested');
    // Meanwhile nothing more than the rest can be asked for.
    await expect(
      refundToCard(ports, { orderGuid: 'o1', refundId: R2, amount: 25000 }, actor, now),
    ).rejects.toMatchObject({
      code: 'refunds.amountTooHigh',
    });
    gw.setDown(false);
    const view = await refundToCard(ports, { orderGuid: 'o1', refundId: R1, amount: 10000 }, actor, now);
    expect(view.state).toBe('done');
    expect(gw.refunded['123456789']).toBe(10000);
  });

  it('a refused refund is failed with its codes and gives its amount back', async () => {
    const { mem, emails, ports } = world({ chargedAmount: 50000, cancelledAmount: 50000 });
    // The gateway refunded 45,000 of the payment by hand in its portal.
    await ports.gateway.refund({ orderNumber: '123456789', amountMinor: 45000, messageId: 'portal' });
    const view = await refundToCard(ports, { orderGuid: 'o1', refundId: R1, amount: 10000 }, actor, now);
    expect(view).toMatchObject({ state: 'failed', prCode: 18 });
    expect(view.failure?.en).toContain('PRCODE 18');
    expect(mem.byGuid.get('o1')).toMatchObject({ refundReserved: 0 });
    expect(mem.history.map((h) => h.action)).toEqual(['refundRequested', 'refundFailed']);
    expect(emails).toEqual([]);
  });

  it('marks a transfer refund done at once, within the returned amount, and asks for its tax document', async () => {
    const mem = memoryRefundStore([paidCardOrder({ paymentMethod: 2, providerCommandId: null })]);
    const documents: string[] = [];
    const ports = {
      store: mem.store,
      requestRefundDocument: async (o: string, r: string) => void documents.push(`${o}/${r}`),
    };
    const request = { orderGuid: 'o1', refundId: R1, amount: 30000, note: 'KB' };
    const view = await markRefunded(ports, request, actor, now);
    expect(view).toMatchObject({ state: 'done', method: 'transfer' });
    expect(mem.byGuid.get('o1')).toMatchObject({ refundReserved: 30000, refundedAmount: 30000 });
    expect(mem.history[0]).toMatchObject({ action: 'refundDone', changes: { note: 'KB', amount: 30000 } });
    expect(documents).toEqual([`o1/${R1}`]);
    // The same request again (its queueing failed the first time): no second refund, asked again.
    expect(await markRefunded(ports, request, actor, now)).toMatchObject({ refundId: R1, amount: 30000 });
    expect(mem.byGuid.get('o1')).toMatchObject({ refundedAmount: 30000 });
    expect(documents).toEqual([`o1/${R1}`, `o1/${R1}`]);
    const err = await markRefunded(ports, { orderGuid: 'o1', refundId: R2, amount: 1 }, actor, now).catch(
      (e: DomainError) => e.code,
    );
    expect(err).toBe('refunds.nothingToRefund');
    expect(documents).toHaveLength(2);
  });
});
