import { EmailType } from '@shared/codelists/enums';
import { expiryHistory, type ExpiryPlan, type ExpiryStep } from './expire-orders';
import type { OrderRecord } from './order-records';
import { ORDER_CONDITIONS, type TransitionPlan } from './order-state';

const PROGRESS: NonNullable<TransitionPlan['unset']> = ['expiryStep', 'expirySteps'];

/**
 * The expiry job's transition (spec §4 "expired"), one plan per transaction of its expiry plan
 * (functions/domain/orders/expire-orders.ts `planOrderExpiry`; almost every order needs one).
 *
 * Step 1 expires the order only while it is still expirable, due and unchanged since it was read
 * (an admin's item cancellation meanwhile gave places back from `counters`, which this plan would
 * release again: the next run expires it afresh), and writes the history entry. A later step holds
 * only while the order shows this very expiry (`dateExpired`) and the step before it, so every
 * counter is released exactly once even when a run stops half-way and the next one resumes. The
 * last step takes the order out of the expiry index and queues the expiry e-mail. Every step marks
 * the team counters it releases for the emptied-teams sweep.
 */
export function expiryStepPlan(
  order: Pick<OrderRecord, 'guid' | 'dateUpdated'>,
  itemCount: number,
  plan: ExpiryPlan,
  step: ExpiryStep,
): TransitionPlan {
  const last = step.step === step.steps;
  const dateExpired = plan.dateExpired;
  const first = step.step === 1;
  return {
    orderGuid: order.guid,
    ...(first
      ? { guard: ORDER_CONDITIONS.expirable, expectUpdated: order.dateUpdated, dueBy: dateExpired }
      : { guard: { expired: true, paid: false }, expect: { dateExpired, expiryStep: step.step - 1 } }),
    set: {
      ...(first ? { expired: true, dateExpired, dateUpdated: dateExpired } : {}),
      ...(last ? {} : { expiryStep: step.step, ...(first ? { expirySteps: step.steps } : {}) }),
    },
    ...(last && !first ? { unset: PROGRESS } : {}),
    expiryIndex: last ? 'remove' : 'keep',
    items: step.itemIndexes.map((index) => ({
      index,
      set: { expired: true, dateExpired },
      startList: 'remove' as const,
    })),
    capacity: { release: step.counters },
    sweepReleasedTeams: true,
    history: expiryHistory(order, plan, itemCount),
    ...(first ? {} : { historyEntry: 'written' as const }),
    email: last ? { type: EmailType.EXPIRATION } : null,
  };
}
