import { EmailType } from '@shared/codelists/enums';
import type { OrderItemRecord, OrderRecord } from './order-records';
import { history, ORDER_CONDITIONS, type TransitionContext, type TransitionPlan } from './order-state';

/** The gateway's verified answer to one card attempt (functions/domain/checkout/card-payment.ts). */
export interface CardAnswer {
  orderNumber: string;
  prCode: number;
  srCode: number;
  resultText: string | null;
}

/**
 * The gateway's answer to card attempt `attemptIndex` as a transition (the state machine's part of
 * a card payment; `ctx.by` is 'gateway'). The answer is recorded on its attempt once. With `paid`
 * (a success on an order not paid yet) the order and all its items become paid, the order records
 * the gateway's order number and the amount charged and leaves the expiry index, and the payment
 * e-mail is queued — only while the order is still payable. Any other answer changes only its
 * attempt. Either way the history names the attempt (its entry number is the attempt's, so two
 * answers at one instant keep both entries).
 */
export function cardAnswerPlan(
  order: OrderRecord,
  items: readonly Pick<OrderItemRecord, 'index'>[],
  attemptIndex: number,
  answer: CardAnswer,
  paid: boolean,
  ctx: TransitionContext,
): TransitionPlan {
  return {
    orderGuid: order.guid,
    guard: paid ? ORDER_CONDITIONS.payable : {},
    set: paid
      ? {
          dateUpdated: ctx.now,
          paid: true,
          datePaid: ctx.now,
          providerCommandId: answer.orderNumber,
          chargedAmount: order.calculatedPrice,
        }
      : { dateUpdated: ctx.now },
    cardAnswer: {
      index: attemptIndex,
      orderNumber: answer.orderNumber,
      answer: {
        prCode: answer.prCode,
        srCode: answer.srCode,
        resultText: answer.resultText,
        dateAnswered: ctx.now,
      },
    },
    expiryIndex: paid ? 'remove' : 'keep',
    items: paid
      ? items.map((i) => ({ index: i.index, set: { paid: true }, startList: 'keep' as const }))
      : [],
    capacity: null,
    history: history(order, ctx, paid ? 'paidByCard' : 'cardPaymentFailed', {
      orderNumber: answer.orderNumber,
      prCode: answer.prCode,
      srCode: answer.srCode,
    }),
    historyEntry: attemptIndex + 1,
    email: paid ? { type: EmailType.PAYMENT } : null,
  };
}
