import { EmailType } from '@shared/codelists/enums';
import type { CounterRef, OrderItemRecord, OrderRecord } from '../orders/order-records';
import { moveItem, type MoveTarget } from '../orders/item-move';
import { orderTotals } from '../orders/order-item-state';
import { changePaymentSet, hasChangePayment, type ChangePayment } from '../orders/value-change-records';
import {
  isRefusal,
  type TransitionActor,
  type TransitionContext,
  type TransitionOutcome,
} from '../orders/order-state';

/**
 * The order transition of a runner's own race change: the admin item change (../orders/item-move.ts: the
 * places released in the old scope and taken in the new one in the order's one guarded
 * transaction, the start number left behind in the old race) with the target's quoted price, plus
 * the organiser's fee on the item's additionals and, for a paid change, the card payment: added to
 * the charged amount and listed with the order's value-change fees so billing counts it once and a
 * second gateway answer cannot apply it again. One `itemMoved` history entry says it was the
 * runner's own change; e-mail 17 follows.
 */
export interface SelfServiceExtra {
  fee: number;
  /** The card payment of the change (absent: nothing was paid now). */
  payment?: ChangePayment;
}

/**
 * Runs an item transition of the orders' state machine (order version guard, retried); a full
 * counter throws `capacityError`'s error. The race change's and the transfer's one way to write.
 */
export type RunItemTransition = (
  target: { orderGuid: string; itemGuid: string },
  decide: (
    order: OrderRecord,
    items: readonly OrderItemRecord[],
    item: OrderItemRecord,
    ctx: TransitionContext,
  ) => TransitionOutcome,
  actor: TransitionActor,
  now: Date,
  capacityError: (counter: CounterRef) => Error,
) => Promise<void>;

/** Thrown inside the transition when the order already carries this change's payment. */
export class RaceChangeAlreadyApplied extends Error {}

export function selfServiceMove(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  item: OrderItemRecord,
  target: MoveTarget,
  extra: SelfServiceExtra,
  ctx: TransitionContext,
): TransitionOutcome {
  const { payment, fee } = extra;
  if (payment && hasChangePayment(order, payment.changeGuid)) throw new RaceChangeAlreadyApplied();
  const plan = moveItem(order, items, item, target, ctx);
  if (isRefusal(plan)) return plan;
  const itemPlan = plan.items[0];
  const itemSet: Partial<OrderItemRecord> = { ...itemPlan?.set };
  const additionalsBefore = itemSet.additionalsPrice ?? item.additionalsPrice;
  if (fee > 0) itemSet.additionalsPrice = additionalsBefore + fee;
  const next = items.map((i) => (i.index === item.index ? { ...i, ...itemSet } : i));
  const totals = orderTotals(next);
  return {
    ...plan,
    set: { ...plan.set, ...totals, ...changePaymentSet(order, payment, ctx.now) },
    items: [{ index: item.index, set: itemSet, startList: itemPlan?.startList ?? 'add' }],
    history: {
      ...plan.history,
      changes: {
        ...plan.history.changes,
        byRunner: true,
        ...(fee > 0
          ? {
              changeFee: { amount: fee, currency: order.currency },
              additionalsPrice: { from: item.additionalsPrice, to: additionalsBefore + fee },
            }
          : {}),
        ...(totals.calculatedPrice !== order.calculatedPrice
          ? { calculatedPrice: { from: order.calculatedPrice, to: totals.calculatedPrice } }
          : {}),
        ...(payment
          ? {
              payment: { amount: payment.amount, currency: order.currency, orderNumber: payment.orderNumber },
            }
          : {}),
      },
    },
    email: { type: EmailType.RACE_CHANGED, suffix: payment?.changeGuid ?? ctx.now },
  };
}
