import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import type { OrderItemRecord, OrderRecord } from './order-records';
import {
  expireOrder,
  holdsPlaces,
  isPayable,
  isRefusal,
  markPaid,
  meets,
  ORDER_CONDITIONS,
  removeOrder,
  restoreOrder,
  type TransitionOutcome,
  type TransitionPlan,
  unsetExpiry,
} from './order-state';

const order = (over: Partial<OrderRecord> = {}) =>
  ({
    guid: 'o1',
    paid: false,
    datePaid: null,
    expired: false,
    cancelled: false,
    deleted: false,
    issued: false,
    counters: [
      { scope: 'subevent', guid: 's1', n: 1 },
      { scope: 'category', guid: 'c1', n: 1 },
      { scope: 'subevent', guid: 's1', n: 1 },
    ],
    ...over,
  }) as OrderRecord;
const items = [{ index: 0 }, { index: 1 }] as OrderItemRecord[];
const ctx = { by: 'admin-1', now: '2026-05-01T10:00:00.000Z' };

function plan(outcome: TransitionOutcome): TransitionPlan {
  if (isRefusal(outcome)) throw new Error(`refused: ${outcome.code}`);
  return outcome;
}

describe('order conditions', () => {
  it('payable = not paid, expired, cancelled or deleted', () => {
    expect(isPayable(order())).toBe(true);
    for (const flag of ['paid', 'expired', 'cancelled', 'deleted'] as const)
      expect(isPayable(order({ [flag]: true }))).toBe(false);
    expect(ORDER_CONDITIONS.expirable).toEqual(ORDER_CONDITIONS.payable);
  });

  it('an order holds places unless expired, cancelled or deleted (paid or not)', () => {
    expect(holdsPlaces(order({ paid: true }))).toBe(true);
    for (const flag of ['expired', 'cancelled', 'deleted'] as const)
      expect(holdsPlaces(order({ [flag]: true }))).toBe(false);
    expect(meets(order({ deleted: true }), ORDER_CONDITIONS.removed)).toBe(true);
  });
});

describe('set paid', () => {
  it('marks the order and its items paid, leaves the expiry index, queues the payment e-mail, touches no counter', () => {
    const p = plan(markPaid(order(), items, ctx));
    expect(p.guard).toEqual(ORDER_CONDITIONS.payable);
    expect(p.set).toMatchObject({ paid: true, datePaid: ctx.now });
    expect(p.expiryIndex).toBe('remove');
    expect(p.items).toEqual([
      { index: 0, set: { paid: true }, startList: 'keep' },
      { index: 1, set: { paid: true }, startList: 'keep' },
    ]);
    expect(p.capacity).toBeNull();
    expect(p.email).toEqual({ type: EmailType.PAYMENT });
    expect(p.history).toMatchObject({ orderGuid: 'o1', by: 'admin-1', action: 'paidByAdmin', date: ctx.now });
  });

  it.each([
    [{ paid: true }, 'registrations.alreadyPaid'],
    [{ deleted: true }, 'registrations.orderDeleted'],
    [{ expired: true }, 'registrations.orderExpired'],
    [{ cancelled: true }, 'registrations.orderCancelled'],
  ] as const)('is refused for %o', (flags, code) => {
    expect(markPaid(order(flags), items, ctx)).toEqual({ refused: true, code });
  });
});

describe('remove', () => {
  it('releases every counter of an active order exactly once and takes its items off the start list', () => {
    const p = plan(removeOrder(order(), items, ctx));
    expect(p.capacity).toEqual({
      release: [
        { scope: 'category', guid: 'c1', n: 1 },
        { scope: 'subevent', guid: 's1', n: 2 },
      ],
    });
    expect(p.items.map((i) => i.startList)).toEqual(['remove', 'remove']);
    expect(p.set).toMatchObject({ deleted: true });
    expect(p.guard).toEqual({ deleted: false, expired: false, cancelled: false });
    expect(p.expiryIndex).toBe('remove');
    expect(p.email).toBeNull();
    expect(p.history.action).toBe('removed');
  });

  it('releases nothing for an expired order (the expiry released the places)', () => {
    const p = plan(removeOrder(order({ expired: true }), items, ctx));
    expect(p.capacity).toBeNull();
    expect(p.items).toEqual([]);
    expect(p.guard).toEqual({ deleted: false, expired: true, cancelled: false });
  });

  it('is refused for a removed order', () => {
    expect(removeOrder(order({ deleted: true }), items, ctx)).toEqual({
      refused: true,
      code: 'registrations.alreadyDeleted',
    });
  });
});

describe('restore', () => {
  it('takes the places back once, returns the items to the start list and an unpaid order to the expiry index', () => {
    const p = plan(restoreOrder(order({ deleted: true }), items, ctx));
    expect(p.capacity).toEqual({
      take: [
        { scope: 'category', guid: 'c1', n: 1 },
        { scope: 'subevent', guid: 's1', n: 2 },
      ],
    });
    expect(p.items.map((i) => i.startList)).toEqual(['add', 'add']);
    expect(p.expiryIndex).toBe('add');
    expect(p.guard).toEqual({ deleted: true, expired: false, cancelled: false });
    expect(p.history.action).toBe('restored');
  });

  it('keeps a paid order off the expiry index', () => {
    expect(plan(restoreOrder(order({ deleted: true, paid: true }), items, ctx)).expiryIndex).toBe('keep');
  });

  it('takes nothing for a removed expired order', () => {
    const p = plan(restoreOrder(order({ deleted: true, expired: true }), items, ctx));
    expect(p.capacity).toBeNull();
    expect(p.items).toEqual([]);
    expect(p.expiryIndex).toBe('keep');
  });

  it('is refused for an order that is not removed', () => {
    expect(restoreOrder(order(), items, ctx)).toEqual({ refused: true, code: 'registrations.notDeleted' });
  });
});

describe('set expired', () => {
  it('releases every counter once, takes the items off the start list and queues the expiry e-mail', () => {
    const p = plan(expireOrder(order(), items, ctx));
    expect(p.guard).toEqual(ORDER_CONDITIONS.expirable);
    expect(p.set).toMatchObject({ expired: true, dateExpired: ctx.now });
    expect(p.capacity).toEqual({
      release: [
        { scope: 'category', guid: 'c1', n: 1 },
        { scope: 'subevent', guid: 's1', n: 2 },
      ],
    });
    expect(p.items.map((i) => [i.startList, i.set])).toEqual([
      ['remove', { expired: true, dateExpired: ctx.now }],
      ['remove', { expired: true, dateExpired: ctx.now }],
    ]);
    expect(p.expiryIndex).toBe('remove');
    expect(p.email).toEqual({ type: EmailType.EXPIRATION, suffix: ctx.now });
  });

  it.each([
    [{ paid: true }, 'registrations.alreadyPaid'],
    [{ expired: true }, 'registrations.orderExpired'],
    [{ deleted: true }, 'registrations.orderDeleted'],
    [{ cancelled: true }, 'registrations.orderCancelled'],
  ] as const)('is refused for %o', (flags, code) => {
    expect(expireOrder(order(flags), items, ctx)).toEqual({ refused: true, code });
  });
});

describe('unset expiry', () => {
  const expired = order({
    expired: true,
    dateExpired: '2026-04-20T00:00:00.000Z',
    dateCreated: '2026-04-10T00:00:00.000Z',
    expiresAt: '2026-04-15T00:00:00.000Z',
  });

  it('takes the places back once, returns the items to the start list and gives the original time to pay', () => {
    const p = plan(unsetExpiry(expired, items, ctx));
    expect(p.guard).toEqual({ expired: true, paid: false, cancelled: false, deleted: false });
    expect(p.capacity).toEqual({
      take: [
        { scope: 'category', guid: 'c1', n: 1 },
        { scope: 'subevent', guid: 's1', n: 2 },
      ],
    });
    expect(p.set).toMatchObject({ expired: false, dateExpired: null, expiresAt: '2026-05-06T10:00:00.000Z' });
    expect(p.expiryIndex).toBe('add');
    expect(p.items.map((i) => i.startList)).toEqual(['add', 'add']);
    expect(p.email).toBeNull();
  });

  it.each([
    [{ expired: false }, 'registrations.notExpired'],
    [{ deleted: true }, 'registrations.orderDeleted'],
    [{ cancelled: true }, 'registrations.orderCancelled'],
  ] as const)('is refused for %o', (flags, code) => {
    expect(unsetExpiry({ ...expired, ...flags }, items, ctx)).toEqual({ refused: true, code });
  });
});
