import { describe, expect, it } from 'vitest';
import type { OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { CardRecord } from '../catalog/card-records';
import { BusinessRuleError, ValidationFailedError } from '../errors';
import { orderItem, orderRecord, RACE_S1 } from '../orders/order-test-fixtures';
import { isRefusal } from '../orders/order-state';
import type { EditorSubevent } from '../series-editor/race-ports';
import {
  applyValueChangeAnswer,
  startValueChangePayment,
  type PricedValueChangePorts,
} from './priced-value-change';
import { changeMyValues, myValueChange } from './registration-value-change';
import type { PendingValueChange } from '../orders/value-change-records';

const NOW = new Date('2026-05-02T10:00:00.000Z');
const RUNNER = { userId: 'u1', name: 'Eva Běžcová' };

/** One paid order of the runner, its first item answering a club and an arrival date; a race priced at 50 Kč. */
function world(over: { price?: number; paid?: boolean; chargedAmount?: number | null } = {}) {
  const order: OrderRecord = orderRecord(RACE_S1, {
    userId: 'u1',
    currency: 'CZK',
    paid: over.paid ?? true,
    chargedAmount: over.chargedAmount === undefined ? 90000 : over.chargedAmount,
    variableSymbol: '2026000123',
    language: 'cs',
    registrator: {
      firstName: 'Eva',
      lastName: 'Běžcová',
      email: 'eva@example.com',
      birthDate: '',
      gender: 2,
    },
  });
  const items: OrderItemRecord[] = [0, 1].map((i) =>
    orderItem(RACE_S1, i, {
      orderGuid: 'o1',
      values: [
        {
          cardGuid: 'k',
          cardValueGuid: 'v-club',
          name: 'club',
          label: 'Klub',
          value: 'SK Praha',
          itemGuids: [],
          price: 0,
        },
        {
          cardGuid: 'k',
          cardValueGuid: 'v-arr',
          name: 'arrival',
          label: 'Příjezd',
          value: '2026-06-30',
          itemGuids: [],
          price: 0,
        },
      ],
    }),
  );
  const race = {
    guid: 's1',
    dateFrom: '2026-07-01T08:00:00.000Z',
    allowRegistrationValueChange: true,
    registrationValueChangePrice: over.price ?? 5000,
    changeableValueNames: ['club', 'arrival'],
  } as EditorSubevent;
  const card = {
    entity: 'card',
    guid: 'k',
    eventGuid: 'e1',
    name: 'Přihláška',
    order: 1,
    type: 1,
    limit: 0,
    values: [
      {
        guid: 'v-club',
        name: 'club',
        label: 'Klub',
        type: 1,
        required: false,
        hasPrice: false,
        capacity: 0,
        validations: [{ kind: 'maxLength', value: 10 }],
      },
      {
        guid: 'v-arr',
        name: 'arrival',
        label: 'Příjezd',
        type: 3,
        required: false,
        hasPrice: false,
        capacity: 0,
      },
    ],
  } as CardRecord;
  const changes = new Map<string, PendingValueChange>();
  const locks = new Map<string, { changeGuid: string; payUntil: string }>();
  const history: OrderHistoryRecord[] = [];
  const redirects: string[] = [];
  let n = 0;
  const ports: PricedValueChangePorts = {
    findItem: async (userId, guid) => (userId === 'u1' ? items.find((i) => i.itemGuid === guid) : undefined),
    getOrders: async (guids) => (guids.includes(order.guid) ? [order] : []),
    race: async () => race,
    cards: async () => [card],
    changeItemValues: async (target, values) => {
      const item = items.find((i) => i.itemGuid === target.itemGuid) as OrderItemRecord;
      for (const v of values)
        (item.values.find((x) => x.name === v.name) as { value: string }).value = v.value;
    },
    getValueChange: async (guid) => {
      const c = changes.get(guid);
      return c && { ...c };
    },
    newGuid: () => `00000000-0000-4000-8000-00000000000${++n}`,
    newOrderNumber: () => `7000${n}`,
    savePendingChange: async (change, now) => {
      const lock = locks.get(change.itemGuid);
      if (lock && lock.payUntil > now.toISOString()) return false;
      changes.set(change.guid, { ...change });
      locks.set(change.itemGuid, { changeGuid: change.guid, payUntil: change.payUntil });
      return true;
    },
    finishValueChange: async (change, answer) => {
      const stored = changes.get(change.guid) as PendingValueChange;
      if (stored.status !== 'pending') return false;
      Object.assign(stored, answer);
      if (locks.get(change.itemGuid)?.changeGuid === change.guid) locks.delete(change.itemGuid);
      return true;
    },
    createRedirect: async (change) => {
      redirects.push(change.orderNumber);
      return `https://gateway.test/pay?ORDERNUMBER=${change.orderNumber}`;
    },
    // The orders' transition, in memory: decide on the order as it is, refuse or write the plan.
    correctItem: async (target, decide, actor, now) => {
      const item = items.find((i) => i.itemGuid === target.itemGuid) as OrderItemRecord;
      const outcome = decide(order, item, { ...actor, now: now.toISOString() });
      if (isRefusal(outcome)) throw new BusinessRuleError(outcome.code);
      Object.assign(order, outcome.set);
      for (const change of outcome.items) Object.assign(items[change.index] as OrderItemRecord, change.set);
      history.push(outcome.history);
    },
  };
  return { order, items, race, ports, changes, history, redirects };
}

const body = (club: string) => ({ values: [{ name: 'club', value: club }] });
const paidAnswer = (c: { guid: string; orderNumber: string }) => ({
  orderNumber: c.orderNumber,
  md: c.guid,
  prCode: 0,
  srCode: 0,
  resultText: 'OK',
});
const club = (items: OrderItemRecord[]) => items[0]?.values.find((v) => v.name === 'club')?.value;

describe('priced and free value changes', () => {
  it('a free race saves at once and never starts a payment', async () => {
    const w = world({ price: 0 });
    expect((await myValueChange(w.ports, 'u1', 'item-0', NOW)).price).toBeNull();
    await changeMyValues(w.ports, RUNNER, 'item-0', body('AC Praha'), 'cs', NOW);
    expect(club(w.items)).toBe('AC Praha');
    await expect(
      startValueChangePayment(w.ports, RUNNER, 'item-0', body('TJ'), 'cs', NOW),
    ).rejects.toMatchObject({
      code: 'raceEditor.valueChangeFree',
    });
  });

  it('a priced race shows its price in the order currency and refuses saving without paying', async () => {
    const w = world();
    const view = await myValueChange(w.ports, 'u1', 'item-0', NOW);
    expect(view).toMatchObject({
      closedReason: null,
      price: { amount: 5000, currency: 'CZK' },
      payment: null,
    });
    await expect(changeMyValues(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW)).rejects.toMatchObject({
      code: 'raceEditor.valueChangeNeedsPayment',
    });
    expect(club(w.items)).toBe('SK Praha');
  });

  it('an unpaid registration pays itself first (a fee on it would be paid twice)', async () => {
    const w = world({ paid: false });
    expect((await myValueChange(w.ports, 'u1', 'item-0', NOW)).closedReason).toBe('unpaid');
    await expect(
      startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW),
    ).rejects.toMatchObject({
      code: 'raceEditor.valueChangeClosed',
    });
  });

  it('checks the values exactly like a free change before any payment starts', async () => {
    const w = world();
    const tooLong = startValueChangePayment(
      w.ports,
      RUNNER,
      'item-0',
      body('Atletický klub Praha'),
      'en',
      NOW,
    );
    await expect(tooLong).rejects.toBeInstanceOf(ValidationFailedError);
    const notOffered = startValueChangePayment(
      w.ports,
      RUNNER,
      'item-0',
      { values: [{ name: 'tshirt', value: 'L' }] },
      'en',
      NOW,
    );
    await expect(notOffered).rejects.toBeInstanceOf(ValidationFailedError);
    await expect(
      startValueChangePayment(w.ports, RUNNER, 'item-0', body('SK Praha'), 'en', NOW),
    ).rejects.toMatchObject({
      code: 'raceEditor.valueChangeUnchanged',
      status: 400,
    });
    expect(w.changes.size).toBe(0);
    expect(w.redirects).toEqual([]);
    // Another user's item is not found.
    await expect(
      startValueChangePayment(w.ports, { userId: 'u2' }, 'item-0', body('AC'), 'en', NOW),
    ).rejects.toMatchObject({ code: 'account.notFound' });
  });

  it('pays first, then applies once: values, fee in item and order money, one history entry', async () => {
    const w = world();
    const started = await startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC Praha'), 'cs', NOW);
    expect(started.redirectUrl).toContain(started.orderNumber);
    const pending = w.changes.get(started.id) as PendingValueChange;
    expect(pending).toMatchObject({
      status: 'pending',
      amount: 5000,
      currency: 'CZK',
      values: [{ name: 'club', value: 'AC Praha' }],
      payUntil: '2026-05-02T11:00:00.000Z',
    });
    // Nothing is applied before the payment.
    expect(club(w.items)).toBe('SK Praha');
    const view = await myValueChange(w.ports, 'u1', 'item-0', NOW, started.id);
    expect(view.payment).toMatchObject({
      status: 'pending',
      values: [{ name: 'club', label: 'Klub', value: 'AC Praha' }],
    });

    const later = new Date(NOW.getTime() + 60_000);
    expect((await applyValueChangeAnswer(w.ports, started.id, paidAnswer(pending), later)).outcome).toBe(
      'applied',
    );
    expect(club(w.items)).toBe('AC Praha');
    expect(w.items[0]?.additionalsPrice).toBe(10000);
    expect(w.items[1]?.additionalsPrice).toBe(5000);
    expect(w.order).toMatchObject({ additionalsPrice: 15000, calculatedPrice: 95000, chargedAmount: 95000 });
    expect(w.order.valueChangeFees).toEqual([
      {
        changeGuid: started.id,
        orderNumber: started.orderNumber,
        amount: 5000,
        datePaid: later.toISOString(),
      },
    ]);
    expect(w.history).toHaveLength(1);
    expect(w.history[0]).toMatchObject({
      by: 'u1',
      byName: 'Eva Běžcová',
      action: 'itemUpdated',
      changes: {
        'values.club': { from: 'SK Praha', to: 'AC Praha' },
        changeFee: { amount: 5000, currency: 'CZK', orderNumber: started.orderNumber },
        calculatedPrice: { from: 90000, to: 95000 },
      },
    });
    expect((await myValueChange(w.ports, 'u1', 'item-0', later, started.id)).payment?.status).toBe('paid');

    // The same answer again changes nothing.
    expect((await applyValueChangeAnswer(w.ports, started.id, paidAnswer(pending), later)).outcome).toBe(
      'alreadyAnswered',
    );
    expect(w.order.calculatedPrice).toBe(95000);
    expect(w.history).toHaveLength(1);
  });

  it('applies once even when the change was not marked paid after the order took it (crash in between)', async () => {
    const w = world({ chargedAmount: null });
    const started = await startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW);
    const pending = { ...(w.changes.get(started.id) as PendingValueChange) };
    await applyValueChangeAnswer(w.ports, started.id, paidAnswer(pending), NOW);
    expect(w.order).toMatchObject({ calculatedPrice: 95000, chargedAmount: null });
    w.changes.set(started.id, pending); // as if the change's own mark had not been written
    expect((await applyValueChangeAnswer(w.ports, started.id, paidAnswer(pending), NOW)).outcome).toBe(
      'alreadyAnswered',
    );
    expect(w.order.calculatedPrice).toBe(95000);
    expect(w.history).toHaveLength(1);
    expect(w.changes.get(started.id)?.status).toBe('paid');
  });

  it('a declined or cancelled payment leaves the values untouched; its late success is not applied', async () => {
    const w = world();
    const started = await startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW);
    const pending = w.changes.get(started.id) as PendingValueChange;
    const cancelled = {
      ...paidAnswer(pending),
      prCode: 50,
      srCode: 0,
      resultText: 'Cancelled by cardholder',
    };
    expect((await applyValueChangeAnswer(w.ports, started.id, cancelled, NOW)).outcome).toBe('failed');
    expect(club(w.items)).toBe('SK Praha');
    expect(w.order.calculatedPrice).toBe(90000);
    expect((await myValueChange(w.ports, 'u1', 'item-0', NOW, started.id)).payment?.status).toBe('failed');
    expect((await applyValueChangeAnswer(w.ports, started.id, paidAnswer(pending), NOW)).outcome).toBe(
      'alreadyAnswered',
    );
    expect(club(w.items)).toBe('SK Praha');
    // The item is free for a new change at once.
    await startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW);
  });

  it('ignores answers of another change or attempt', async () => {
    const w = world();
    const started = await startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW);
    const pending = w.changes.get(started.id) as PendingValueChange;
    const otherAttempt = { ...paidAnswer(pending), orderNumber: '999' };
    const otherChange = { ...paidAnswer(pending), md: 'another-change' };
    expect((await applyValueChangeAnswer(w.ports, started.id, otherAttempt, NOW)).outcome).toBe('ignored');
    expect((await applyValueChangeAnswer(w.ports, started.id, otherChange, NOW)).outcome).toBe('ignored');
    expect((await applyValueChangeAnswer(w.ports, 'missing', paidAnswer(pending), NOW)).outcome).toBe(
      'ignored',
    );
    expect(club(w.items)).toBe('SK Praha');
  });

  it('one pending change per item; a change never paid expires without applying anything', async () => {
    const w = world();
    const started = await startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW);
    await expect(
      startValueChangePayment(w.ports, RUNNER, 'item-0', body('TJ'), 'cs', NOW),
    ).rejects.toMatchObject({
      code: 'raceEditor.valueChangePending',
    });
    const afterAnHour = new Date(NOW.getTime() + 61 * 60_000);
    expect((await myValueChange(w.ports, 'u1', 'item-0', afterAnHour, started.id)).payment?.status).toBe(
      'expired',
    );
    expect(club(w.items)).toBe('SK Praha');
    await startValueChangePayment(w.ports, RUNNER, 'item-0', body('TJ'), 'cs', afterAnHour);
    expect(w.changes.size).toBe(2);
  });

  it('a paid change the registration can no longer take is recorded as not applied', async () => {
    const w = world();
    const started = await startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW);
    Object.assign(w.items[0] as OrderItemRecord, { cancelled: true });
    const pending = w.changes.get(started.id) as PendingValueChange;
    expect((await applyValueChangeAnswer(w.ports, started.id, paidAnswer(pending), NOW)).outcome).toBe(
      'notApplied',
    );
    expect(w.order.calculatedPrice).toBe(90000);
    expect(w.changes.get(started.id)?.status).toBe('notApplied');
  });

  it('a payment that cannot be started leaves nothing pending', async () => {
    const w = world();
    w.ports.createRedirect = () => Promise.reject(new Error('GPWEBPAY_KEYS: not valid JSON'));
    await expect(startValueChangePayment(w.ports, RUNNER, 'item-0', body('AC'), 'cs', NOW)).rejects.toThrow(
      'GPWEBPAY_KEYS',
    );
    expect(w.changes.size).toBe(0);
  });
});
