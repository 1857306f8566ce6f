import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import { planOrderExpiry } from './expire-orders';
import { cardAnswerPlan } from './card-answer-state';
import { expiryStepPlan } from './expiry-state';
import type { CounterRef, OrderRecord } from './order-records';
import { ORDER_CONDITIONS } from './order-state';

const order = {
  guid: 'o1',
  calculatedPrice: 40000,
  dateUpdated: '2026-05-01T09:00:00.000Z',
  counters: [
    { scope: 'subevent', guid: 's1', n: 2 },
    { scope: 'team', guid: 't1', n: 1 },
  ],
} as OrderRecord;
const items = [{ index: 0 }, { index: 1 }];
const gateway = { by: 'gateway', now: '2026-05-01T10:00:00.000Z' };
const answer = (prCode: number) => ({ orderNumber: '7001', prCode, srCode: 0, resultText: null });

describe('the card answer through the state machine', () => {
  it('a success pays the order and its items once, while the order is payable, and queues the payment e-mail', () => {
    const plan = cardAnswerPlan(order, items, 1, answer(0), true, gateway);
    expect(plan.guard).toEqual(ORDER_CONDITIONS.payable);
    expect(plan.set).toEqual({
      dateUpdated: gateway.now,
      paid: true,
      datePaid: gateway.now,
      providerCommandId: '7001',
      chargedAmount: 40000,
    });
    expect(plan.cardAnswer).toEqual({
      index: 1,
      orderNumber: '7001',
      answer: { prCode: 0, srCode: 0, resultText: null, dateAnswered: gateway.now },
    });
    expect(plan.expiryIndex).toBe('remove');
    expect(plan.items.map((i) => [i.index, i.set])).toEqual([
      [0, { paid: true }],
      [1, { paid: true }],
    ]);
    expect(plan.capacity).toBeNull();
    expect(plan.history).toMatchObject({
      by: 'gateway',
      action: 'paidByCard',
      changes: { orderNumber: '7001' },
    });
    // The attempt's own history number: two answers at one instant keep both entries.
    expect(plan.historyEntry).toBe(2);
    expect(plan.email).toEqual({ type: EmailType.PAYMENT });
  });

  it('a refusal records only the answer on its attempt, whatever the order flags', () => {
    const plan = cardAnswerPlan(order, items, 0, answer(28), false, gateway);
    expect(plan.guard).toEqual({});
    expect(plan.set).toEqual({ dateUpdated: gateway.now });
    expect(plan.items).toEqual([]);
    expect(plan.expiryIndex).toBe('keep');
    expect(plan.history.action).toBe('cardPaymentFailed');
    expect(plan.email).toBeNull();
  });
});

describe('the expiry through the state machine', () => {
  const dateExpired = '2026-05-02T00:15:00.000Z';

  it('one step: expires a due, unchanged, expirable order, releases each counter once, marks teams, e-mails', () => {
    const expiry = planOrderExpiry(order, items, dateExpired);
    expect(expiry.steps).toHaveLength(1);
    const plan = expiryStepPlan(order, 2, expiry, expiry.steps[0]!);
    expect(plan).toMatchObject({
      guard: ORDER_CONDITIONS.expirable,
      expectUpdated: order.dateUpdated,
      dueBy: dateExpired,
      set: { expired: true, dateExpired, dateUpdated: dateExpired },
      expiryIndex: 'remove',
      capacity: { release: order.counters },
      sweepReleasedTeams: true,
      email: { type: EmailType.EXPIRATION },
    });
    expect(plan.unset).toBeUndefined();
    expect(plan.historyEntry).toBeUndefined();
    expect(plan.history).toMatchObject({ by: 'system:expiry', action: 'expired', date: dateExpired });
    expect(plan.items).toEqual([
      { index: 0, set: { expired: true, dateExpired }, startList: 'remove' },
      { index: 1, set: { expired: true, dateExpired }, startList: 'remove' },
    ]);
  });

  it('several steps: each later one holds on this expiry and the step before it; the last leaves the index', () => {
    const counters: CounterRef[] = Array.from({ length: 150 }, (_, i) => ({
      scope: 'cardItem',
      guid: `c${i}`,
      n: 1,
    }));
    const big = { ...order, counters };
    const expiry = planOrderExpiry(big, items, dateExpired);
    expect(expiry.steps).toHaveLength(2);
    const [first, second] = expiry.steps.map((s) => expiryStepPlan(big, 2, expiry, s));
    expect(first).toMatchObject({
      set: { expired: true, expiryStep: 1, expirySteps: 2 },
      expiryIndex: 'keep',
      email: null,
    });
    expect(second).toMatchObject({
      guard: { expired: true, paid: false },
      expect: { dateExpired, expiryStep: 1 },
      set: {},
      unset: ['expiryStep', 'expirySteps'],
      expiryIndex: 'remove',
      historyEntry: 'written',
      email: { type: EmailType.EXPIRATION },
    });
    expect(second!.expectUpdated).toBeUndefined();
    const released = [first, second].flatMap((p) => (p!.capacity as { release: CounterRef[] }).release);
    expect(released).toHaveLength(150);
  });
});
