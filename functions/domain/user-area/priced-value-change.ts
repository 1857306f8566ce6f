import type {
  MyValueChangeBody,
  ValueChangePaymentStart,
} from '@shared/accounts/registration-value-change-schemas';
import type { Locale } from '@shared/codelists/enums';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { BusinessRuleError, DomainError } from '../errors';
import { updateItem } from '../orders/order-item-state';
import {
  isRefusal,
  type TransitionActor,
  type TransitionContext,
  type QuietOutcome,
} from '../orders/order-state';
import { checkedValues, load, type ValueChangePorts } from './registration-value-change';
import {
  changePaymentSet,
  hasChangePayment,
  pendingChange,
  type PendingValueChange,
} from '../orders/value-change-records';

/**
 * A priced change of registration values (spec §3 Subevent registrationValueChangePrice > 0):
 * pay first, then apply. The runner's values are checked exactly like a free change and stored as
 * a pending change with one GP webpay card payment (its own ORDERNUMBER); only the gateway's
 * verified answer of that payment applies it, once, through the orders' item correction — the
 * values (from → to) and the fee in one history entry, the fee added to the item's and the order's
 * additionals, price and charged amount, so billing (paid = charged amount or price) and the
 * statistics counters (they follow the order's price) count it to the crown. A declined or
 * cancelled payment changes nothing; a change never answered expires after VALUE_CHANGE_PAY_MINUTES.
 */
export interface PricedValueChangePorts extends ValueChangePorts {
  newGuid(): string;
  newOrderNumber(): string;
  /** Stores a new pending change unless another change of the item is still pending (false then). */
  savePendingChange(change: PendingValueChange, now: Date): Promise<boolean>;
  /** Records the answer on a change still pending (and frees its item for a next change); false when it was not pending. */
  finishValueChange(
    change: PendingValueChange,
    answer: Pick<PendingValueChange, 'status' | 'prCode' | 'srCode' | 'resultText' | 'dateAnswered'>,
  ): Promise<boolean>;
  /** The signed gateway redirect of the change's payment. */
  createRedirect(change: PendingValueChange, order: OrderRecord, item: OrderItemRecord): Promise<string>;
  /** Runs an item transition of the orders' state machine (guarded by the order's version, retried). */
  correctItem(
    target: { orderGuid: string; itemGuid: string },
    decide: (order: OrderRecord, item: OrderItemRecord, ctx: TransitionContext) => QuietOutcome,
    actor: TransitionActor,
    now: Date,
  ): Promise<void>;
}

/** POST user/my-registration-items/{id}/value-change-payment: checks the values, then starts the payment. */
export async function startValueChangePayment(
  ports: PricedValueChangePorts,
  caller: { userId: string; name?: string },
  itemGuid: string,
  body: MyValueChangeBody,
  locale: Locale,
  now: Date,
): Promise<ValueChangePaymentStart> {
  const loaded = await load(ports, caller.userId, itemGuid, now);
  if (loaded.closedReason) throw new BusinessRuleError('raceEditor.valueChangeClosed');
  if (loaded.price <= 0) throw new BusinessRuleError('raceEditor.valueChangeFree');
  const values = checkedValues(loaded, body, locale, now).filter(
    (v) => loaded.offered.find((o) => o.card.name === v.name)?.value !== v.value,
  );
  // Paying for nothing would only add a fee.
  if (!values.length) throw new BusinessRuleError('raceEditor.valueChangeUnchanged', undefined, 400);
  const change: PendingValueChange = {
    ...pendingChange(
      {
        guid: ports.newGuid(),
        orderGuid: loaded.order.guid,
        itemGuid: loaded.item.itemGuid,
        values,
        amount: loaded.price,
        currency: loaded.order.currency,
        orderNumber: ports.newOrderNumber(),
      },
      caller,
      now,
    ),
    labels: Object.fromEntries(loaded.offered.map((o) => [o.card.name, o.card.label])),
  };
  // Signed before anything is stored: a redirect that cannot be built leaves no change blocking the item.
  const redirectUrl = await ports.createRedirect(change, loaded.order, loaded.item);
  if (!(await ports.savePendingChange(change, now)))
    throw new BusinessRuleError('raceEditor.valueChangePending');
  return { id: change.guid, redirectUrl, orderNumber: change.orderNumber };
}

/** Thrown inside the order transition when the order already carries this change's fee. */
class AlreadyApplied extends Error {}

/**
 * The order transition of a paid change: the item correction of its values plus the fee (item and
 * order additionals, order price, charged amount when recorded) and the change's mark on the order,
 * which makes a second application impossible (the transition is guarded by the order's version,
 * so two answers racing each other decide again on the order the first one wrote).
 */
export function paidValueChange(
  order: OrderRecord,
  item: OrderItemRecord,
  change: PendingValueChange,
  ctx: TransitionContext,
): QuietOutcome {
  if (hasChangePayment(order, change.guid)) throw new AlreadyApplied();
  const plan = updateItem(order, item, { values: change.values }, ctx);
  if (isRefusal(plan)) return plan;
  const fee = change.amount;
  const itemChange = plan.items[0];
  return {
    ...plan,
    set: {
      ...plan.set,
      additionalsPrice: order.additionalsPrice + fee,
      calculatedPrice: order.calculatedPrice + fee,
      ...changePaymentSet(
        order,
        { changeGuid: change.guid, orderNumber: change.orderNumber, amount: fee },
        ctx.now,
      ),
    },
    items: [
      {
        index: item.index,
        set: { ...itemChange?.set, additionalsPrice: item.additionalsPrice + fee },
        startList: itemChange?.startList ?? 'keep',
      },
    ],
    history: {
      ...plan.history,
      changes: {
        ...plan.history.changes,
        changeFee: { amount: fee, currency: change.currency, orderNumber: change.orderNumber },
        additionalsPrice: { from: item.additionalsPrice, to: item.additionalsPrice + fee },
        calculatedPrice: { from: order.calculatedPrice, to: order.calculatedPrice + fee },
      },
    },
  };
}

/** The gateway's verified answer (as the checkout's card payment reads it). */
export interface ValueChangeAnswer {
  orderNumber: string;
  md: string | null;
  prCode: number;
  srCode: number;
  resultText: string | null;
}

export type ValueChangeAnswerOutcome = 'applied' | 'failed' | 'notApplied' | 'alreadyAnswered' | 'ignored';

/**
 * Answers a change's card payment (a value change, a race change): only this change's attempt, only
 * once. Paid (PRCODE 0, SRCODE 0): `applyPaid` puts the change on the order, then the change is
 * marked paid. Anything else: the change failed, nothing else changes. A paid change the
 * registration can no longer take (`applyPaid` throws a domain error: cancelled, removed, the target
 * full meanwhile) is marked `notApplied` for the organiser to refund; one the order already carries
 * (`alreadyApplied`) was answered before. A paid answer is applied even when it comes after the
 * change's time was up: the card was charged.
 */
export async function answerChangePayment(
  ports: Pick<PricedValueChangePorts, 'finishValueChange'>,
  change: PendingValueChange,
  answer: ValueChangeAnswer,
  now: Date,
  applyPaid: () => Promise<void>,
  alreadyApplied: (error: unknown) => boolean,
): Promise<ValueChangeAnswerOutcome> {
  if ((answer.md !== null && answer.md !== change.guid) || answer.orderNumber !== change.orderNumber)
    return 'ignored';
  const paid = answer.prCode === 0 && answer.srCode === 0;
  // A failed change stays failed; a paid one is (re)applied below, which the order makes idempotent.
  if (change.status === 'failed' || change.status === 'notApplied' || (change.status === 'paid' && !paid))
    return 'alreadyAnswered';
  const recorded = {
    prCode: answer.prCode,
    srCode: answer.srCode,
    resultText: answer.resultText,
    dateAnswered: now.toISOString(),
  };
  if (!paid) {
    const first = await ports.finishValueChange(change, { status: 'failed', ...recorded });
    return first ? 'failed' : 'alreadyAnswered';
  }
  let status: 'paid' | 'notApplied' = 'paid';
  let outcome: ValueChangeAnswerOutcome = 'applied';
  try {
    await applyPaid();
  } catch (error) {
    if (alreadyApplied(error)) outcome = 'alreadyAnswered';
    else if (error instanceof DomainError) {
      status = 'notApplied';
      outcome = 'notApplied';
    } else throw error;
  }
  if (change.status === 'pending') await ports.finishValueChange(change, { status, ...recorded });
  return outcome;
}

/** The verified answer to a value change's payment: its values and fee go to the order (answerChangePayment). */
export async function applyValueChangeAnswer(
  ports: PricedValueChangePorts,
  changeGuid: string,
  answer: ValueChangeAnswer,
  now: Date,
): Promise<{ outcome: ValueChangeAnswerOutcome; change?: PendingValueChange }> {
  const change = await ports.getValueChange(changeGuid);
  // A race change's payment is answered on its own return (functions/domain/self-service).
  if (!change || change.raceChange) return { outcome: 'ignored' };
  const outcome = await answerChangePayment(
    ports,
    change,
    answer,
    now,
    () =>
      ports.correctItem(
        { orderGuid: change.orderGuid, itemGuid: change.itemGuid },
        (order, item, ctx) => paidValueChange(order, item, change, ctx),
        { by: change.userId, ...(change.userName ? { byName: change.userName } : {}) },
        now,
      ),
    (error) => error instanceof AlreadyApplied,
  );
  return { outcome, change };
}
