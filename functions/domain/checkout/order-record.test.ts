import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { PaymentMethod } from '@shared/codelists/enums';
import type { OrderItemRecord } from '../orders/order-records';
import type { PlannedCounter } from './order-plan';
import { orderTotals } from './order-pricing';
import { commitOutcome, orderPlanOf, type OrderDraft } from './order-record';

const now = new Date('2026-04-01T10:00:00Z');
const item = (over: Partial<OrderItemRecord> = {}) =>
  ({
    itemGuid: 'i1',
    seriesEventGuid: 'event-1',
    subEventGuid: 'race-1',
    categoryGuid: 'cat-1',
    waveGuid: null,
    basePrice: 60000,
    additionalsPrice: 0,
    paid: false,
    ...over,
  }) as OrderItemRecord;
const counter = (n: number): PlannedCounter => ({
  scope: 'subevent',
  guid: 'race-1',
  n,
  capacity: 500,
  failure: { reason: RegistrationFailure.CAPACITY_SUBEVENT, params: { name: '21 km' }, field: 'items.0' },
});
const draft = (over: Partial<OrderDraft> = {}): OrderDraft => {
  const items = over.items ?? [item(), item({ itemGuid: 'i2', waveGuid: 'w1' })];
  return {
    guid: 'o1',
    requestHash: 'h',
    seriesGuid: 'series-1',
    userId: null,
    locale: 'en',
    body: {
      currency: 'CZK',
      paymentMethod: PaymentMethod.TRANSFER,
      registrator: {
        firstName: 'Petr',
        lastName: 'Novák',
        email: ' petr@example.com ',
        birthDate: '1980-01-15',
        gender: 1,
      },
    },
    items,
    totals: orderTotals(items, []),
    discounts: [],
    paymentDetail: null,
    days: 3,
    counters: [counter(2), { ...counter(0), guid: 'sub-x', scope: 'subcategory' }],
    ledger: [{ scope: 'subevent', guid: 'race-1', n: 2 }],
    newTeams: [],
    offers: [],
    now,
    ...over,
  };
};

describe('the order a register call commits', () => {
  it('is unpaid, held for its days, with its places, scopes and the price the runner is told', () => {
    const { plan, answer } = orderPlanOf(draft(), '2604000001');
    expect(plan.order).toMatchObject({
      guid: 'o1',
      variableSymbol: '2604000001',
      paid: false,
      datePaid: null,
      calculatedPrice: 120000,
      expiresAt: '2026-04-04T10:00:00.000Z',
      counters: [{ scope: 'subevent', guid: 'race-1', n: 2 }],
      eventGuids: ['event-1'],
      waveGuids: ['w1'],
      itemCount: 2,
      language: 'en',
      registrator: { email: 'petr@example.com' },
    });
    // A counter the order takes nothing from (a relay member's subcategory) is not written.
    expect(plan.counters.map((c) => c.scope)).toEqual(['subevent']);
    expect(plan.history).toMatchObject({
      by: 'registrator',
      action: 'created',
      changes: { calculatedPrice: 120000, items: 2, paid: false, paymentMethod: PaymentMethod.TRANSFER },
    });
    expect(answer).toEqual({
      registrationGuid: 'o1',
      variableSymbol: '2604000001',
      paymentMethod: PaymentMethod.TRANSFER,
      calculatedPrice: 120000,
      currency: 'CZK',
      replayed: false,
    });
  });

  it('is paid at once when there is nothing to pay, every registration with it', () => {
    const items = [item({ basePrice: 0 })];
    const { plan } = orderPlanOf(draft({ items, totals: orderTotals(items, []), userId: 'u1' }), '1');
    expect(plan.order).toMatchObject({
      paid: true,
      datePaid: '2026-04-01T10:00:00.000Z',
      calculatedPrice: 0,
    });
    expect(plan.items.every((i) => i.paid)).toBe(true);
    expect(plan.history.by).toBe('u1');
  });
});

describe('a refused commit', () => {
  it("gives the filled counter's own reason, a lost reservation (14) or a name taken meanwhile (15)", () => {
    expect(commitOutcome({ ok: false, kind: 'counter', counter: counter(1) }, () => '')).toEqual(
      counter(1).failure,
    );
    expect(commitOutcome({ ok: false, kind: 'reservation', index: 1 }, () => '')).toEqual({
      reason: RegistrationFailure.RESERVATION_NOT_FOUND,
      params: {},
      field: 'items.1',
    });
    expect(commitOutcome({ ok: false, kind: 'teamName', index: 0, name: 'Šneci' }, () => '21 km')).toEqual({
      reason: RegistrationFailure.TEAM_EXISTS,
      params: { team: 'Šneci', name: '21 km' },
      field: 'items.0',
    });
  });

  it('draws another variable symbol, replays the same order placed meanwhile, or names a lapsed offer', () => {
    expect(commitOutcome({ ok: false, kind: 'variableSymbol' }, () => '')).toBe('retry');
    expect(commitOutcome({ ok: false, kind: 'idempotency' }, () => '')).toBe('replay');
    expect(commitOutcome({ ok: false, kind: 'offer' }, () => '')).toBe('offer');
  });
});
