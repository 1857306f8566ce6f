import { describe, expect, it } from 'vitest';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { activeTeamMembers } from './team-members';

const order = (guid: string, over: Partial<OrderRecord> = {}) =>
  ({ guid, paid: false, expired: false, cancelled: false, deleted: false, ...over }) as OrderRecord;
const item = (orderGuid: string, dateCreated: string, over: Partial<OrderItemRecord> = {}) =>
  ({ orderGuid, itemGuid: `${orderGuid}-i`, dateCreated, ...over }) as OrderItemRecord;

describe('team members', () => {
  it('counts only registrations that hold their place, oldest first, with the paid state', () => {
    const orders = new Map(
      [
        order('a', { paid: true }),
        order('b'),
        order('c', { expired: true }),
        order('d'),
        order('e'),
        order('f', { deleted: true }),
      ].map((o) => [o.guid, o]),
    );
    const members = activeTeamMembers(
      [
        item('b', '2026-03-02'),
        item('a', '2026-03-01'),
        item('c', '2026-03-03'),
        // Cancelled or expired alone: the order stays, the place is gone.
        item('d', '2026-03-04', { cancelled: true }),
        item('e', '2026-03-05', { expiredAlone: true }),
        item('f', '2026-03-06'),
        item('unknown', '2026-03-07'),
      ],
      orders,
    );
    expect(members.map((m) => [m.item.orderGuid, m.paid])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});
