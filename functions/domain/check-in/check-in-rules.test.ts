import { describe, expect, it } from 'vitest';
import { orderItem, orderRecord, RACE_S1 } from '../orders/order-test-fixtures';
import { admitCheckIn, admitUndo } from './check-in-rules';

const paidOrder = orderRecord(RACE_S1, { paid: true });
const item = orderItem(RACE_S1, 0);
const mark = { at: '2026-05-02T06:14:00.000Z', by: 'u1', byName: 'Eva Nová' };
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return 'admitted';
};

describe('check-in rules', () => {
  it('admits a paid registration once; a second scan is "already checked in"', () => {
    expect(admitCheckIn('e1', paidOrder, item)).toBe('new');
    expect(admitCheckIn('e1', paidOrder, { ...item, checkIn: mark })).toBe('already');
  });

  it('admits an item paid alone in an unpaid order', () => {
    expect(admitCheckIn('e1', { ...paidOrder, paid: false }, { ...item, paid: true })).toBe('new');
  });

  it('refuses an unpaid registration, naming the runner', () => {
    expect(code(() => admitCheckIn('e1', { ...paidOrder, paid: false }, item))).toBe('checkIn.notPaid');
  });

  it('refuses a revoked ticket: order cancelled, removed or expired, item cancelled or expired', () => {
    for (const order of [
      { ...paidOrder, cancelled: true },
      { ...paidOrder, deleted: true },
      { ...paidOrder, expired: true },
    ])
      expect(code(() => admitCheckIn('e1', order, item))).toBe('checkIn.ticketRevoked');
    expect(code(() => admitCheckIn('e1', paidOrder, { ...item, cancelled: true }))).toBe(
      'checkIn.ticketRevoked',
    );
    expect(code(() => admitCheckIn('e1', paidOrder, { ...item, expired: true }))).toBe(
      'checkIn.ticketRevoked',
    );
  });

  it('refuses a ticket of another event before anything else', () => {
    expect(code(() => admitCheckIn('e2', { ...paidOrder, cancelled: true }, item))).toBe(
      'checkIn.otherEvent',
    );
  });

  it('undoes only a check-in that exists, at this event', () => {
    expect(admitUndo('e1', { ...item, checkIn: mark })).toEqual(mark);
    expect(code(() => admitUndo('e1', item))).toBe('checkIn.notCheckedIn');
    expect(code(() => admitUndo('e2', { ...item, checkIn: mark }))).toBe('checkIn.otherEvent');
  });
});
