import { describe, expect, it } from 'vitest';
import type { CheckInMark } from '@shared/check-in/check-in-schemas';
import type { OrderHistoryRecord } from '../orders/order-records';
import { orderItem, orderRecord, RACE_S1 } from '../orders/order-test-fixtures';
import type { CheckInItem } from './check-in-rules';
import { checkIn, orderTickets, undoCheckIn, type CheckInPorts } from './check-in-service';
import { signTicket, ticketKey, verifyTicket } from './ticket-token';

const ORDER = '0b6c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const key = ticketKey('test');
const token = signTicket(key, { orderGuid: ORDER, index: 0 });
const eva = { by: 'u-eva', byName: 'Eva', locale: 'en' as const };
const petr = { by: 'u-petr', byName: 'Petr', locale: 'cs' as const };

/** An in-memory table whose conditional write behaves like DynamoDB's (first writer wins). */
function world() {
  const order = orderRecord(RACE_S1, { guid: ORDER, paid: true });
  let item: CheckInItem = orderItem(RACE_S1, 0, { orderGuid: ORDER });
  const history: OrderHistoryRecord[] = [];
  let counter = 0;
  const emails: string[] = [];
  const ports: CheckInPorts = {
    ticketKey: () => Promise.resolve(key),
    readCards: () => Promise.resolve([]),
    read: (ref) => Promise.resolve(ref.orderGuid === ORDER && ref.index === 0 ? { order, item } : undefined),
    markCheckedIn: (_i, mark: CheckInMark, h) => {
      if (item.checkIn) return Promise.resolve(false);
      item = { ...item, checkIn: mark };
      history.push(h);
      counter++;
      return Promise.resolve(true);
    },
    removeMark: (_i, mark, h) => {
      if (item.checkIn?.at !== mark.at) return Promise.resolve(false);
      item = { ...item, checkIn: undefined };
      history.push(h);
      counter--;
      return Promise.resolve(true);
    },
    queueCheckedInEmail: (item) => {
      emails.push(item.itemGuid);
      return Promise.resolve();
    },
    readOrder: (guid) =>
      Promise.resolve(
        guid === ORDER
          ? { order, items: [item, orderItem(RACE_S1, 1, { orderGuid: ORDER, cancelled: true })] }
          : undefined,
      ),
  };
  return { ports, history, emails, counter: () => counter };
}

describe('check-in service', () => {
  it('two devices at once: one checks in, the other is told when and by whom', async () => {
    const w = world();
    const now = new Date('2026-05-02T06:14:00Z');
    const answers = await Promise.all([
      checkIn(w.ports, 'e1', token, eva, now),
      checkIn(w.ports, 'e1', token, petr, now),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(['alreadyCheckedIn', 'checkedIn']);
    const winner = answers.find((a) => a.status === 'checkedIn')!.checkIn;
    expect(answers.find((a) => a.status === 'alreadyCheckedIn')!.checkIn).toEqual(winner);
    expect(w.counter()).toBe(1);
    expect(w.history).toHaveLength(1);
    expect(w.history[0]).toMatchObject({ action: 'checkedIn', byName: winner!.byName, orderGuid: ORDER });
    // The optional "checked in" e-mail is queued by the winner only.
    expect(w.emails).toHaveLength(1);
  });

  it('undo takes the check-in back with history; the runner can then be checked in again', async () => {
    const w = world();
    await checkIn(w.ports, 'e1', token, eva, new Date('2026-05-02T06:14:00Z'));
    const undone = await undoCheckIn(w.ports, 'e1', token, petr, new Date('2026-05-02T06:20:00Z'));
    expect(undone).toMatchObject({ status: 'undone', checkIn: null });
    expect(w.counter()).toBe(0);
    expect(w.history.map((h) => [h.action, h.byName])).toEqual([
      ['checkedIn', 'Eva'],
      ['checkInUndone', 'Petr'],
    ]);
    expect((await checkIn(w.ports, 'e1', token, petr, new Date())).status).toBe('checkedIn');
  });

  it('refuses a forged token with 400 and an unknown registration with 404', async () => {
    const w = world();
    await expect(
      checkIn(w.ports, 'e1', signTicket(ticketKey('x'), { orderGuid: ORDER, index: 0 }), eva, new Date()),
    ).rejects.toMatchObject({ code: 'checkIn.invalidTicket', status: 400 });
    await expect(
      checkIn(w.ports, 'e1', signTicket(key, { orderGuid: ORDER, index: 5 }), eva, new Date()),
    ).rejects.toMatchObject({ status: 404 });
    expect(w.counter()).toBe(0);
  });

  it('hands out the tickets of an order’s valid registrations only (a cancelled item has none)', async () => {
    const w = world();
    const { tickets } = await orderTickets(w.ports, ORDER);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.token).toBe(token);
    expect(verifyTicket(key, tickets[0]!.token)).toEqual({ orderGuid: ORDER, index: 0 });
  });
});
