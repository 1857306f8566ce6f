import { BusinessRuleError, NotFoundError } from '../errors';
import type { TransitionResult } from '../orders/admin-order-ports';
import { cardAnswerPlan } from '../orders/card-answer-state';
import type { CardPaymentAttempt, OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { TransitionPlan } from '../orders/order-state';

/** The gateway's verified answer. */
export interface GatewayAnswer {
  orderNumber: string;
  md: string | null;
  prCode: number;
  srCode: number;
  resultText: string | null;
}

/** The fields of a verified gateway response that an answer keeps (absent optional ones → null). */
export function gatewayAnswerOf(response: {
  orderNumber: string;
  md?: string;
  prCode: number;
  srCode: number;
  resultText?: string;
}): GatewayAnswer {
  return {
    orderNumber: response.orderNumber,
    md: response.md ?? null,
    prCode: response.prCode,
    srCode: response.srCode,
    resultText: response.resultText ?? null,
  };
}

export interface CardPaymentPorts {
  loadOrder(guid: string): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | undefined>;
  /** Appends an attempt while the order is payable; false when it no longer is. */
  addAttempt(orderGuid: string, attempt: CardPaymentAttempt, now: string): Promise<boolean>;
  /** Writes a transition plan in one guarded transaction (the state machine's card answer). */
  applyTransition(
    order: OrderRecord,
    items: OrderItemRecord[],
    plan: TransitionPlan,
  ): Promise<TransitionResult>;
  enqueueOrderEmail(orderGuid: string, emailType: number, suffix?: string): Promise<void>;
  newOrderNumber(): string;
  createRedirect(input: {
    order: OrderRecord;
    items: OrderItemRecord[];
    orderNumber: string;
  }): Promise<string>;
}

/** Why a registration cannot be paid now (spec §8 direct payment states). */
export function payabilityError(
  order: OrderRecord | undefined,
): BusinessRuleError | NotFoundError | undefined {
  if (!order) return new NotFoundError('payment.registrationNotFound');
  if (order.deleted) return new BusinessRuleError('payment.deleted', undefined, 410);
  if (order.paid) return new BusinessRuleError('payment.alreadyPaid', undefined, 409);
  if (order.cancelled) return new BusinessRuleError('payment.cancelled', undefined, 409);
  if (order.expired) return new BusinessRuleError('payment.expired', undefined, 409);
  if (order.calculatedPrice <= 0) return new BusinessRuleError('payment.alreadyPaid', undefined, 409);
  return undefined;
}

/** registration/{guid}/registration-payment: a new gateway order (new ORDERNUMBER) per attempt. */
export async function startCardPayment(ports: CardPaymentPorts, guid: string, now: Date) {
  const loaded = await ports.loadOrder(guid);
  const refusal = payabilityError(loaded?.order);
  if (refusal) throw refusal;
  const { order, items } = loaded as NonNullable<typeof loaded>;
  const orderNumber = ports.newOrderNumber();
  const attempt: CardPaymentAttempt = {
    orderNumber,
    dateCreated: now.toISOString(),
    prCode: null,
    srCode: null,
    resultText: null,
    dateAnswered: null,
  };
  if (!(await ports.addAttempt(order.guid, attempt, now.toISOString())))
    throw (
      payabilityError((await ports.loadOrder(guid))?.order) ??
      new BusinessRuleError('payment.notGenerated', undefined, 409)
    );
  return { redirectUrl: await ports.createRedirect({ order, items, orderNumber }), orderNumber };
}

/**
 * Applies a verified gateway answer: only to an attempt this order made, only once. A success
 * (PRCODE 0, SRCODE 0) marks the order paid and sends one payment e-mail; a replayed answer
 * changes nothing.
 */
export async function applyGatewayAnswer(
  ports: CardPaymentPorts,
  guid: string,
  answer: GatewayAnswer,
  now: Date,
): Promise<'applied' | 'alreadyApplied' | 'ignored'> {
  const loaded = await ports.loadOrder(guid);
  if (!loaded) return 'ignored';
  if (answer.md !== null && answer.md !== guid) return 'ignored';
  const attemptIndex = (loaded.order.cardAttempts ?? []).findIndex(
    (a) => a.orderNumber === answer.orderNumber,
  );
  if (attemptIndex < 0) return 'ignored';
  // A success on an order paid meanwhile (another attempt) is recorded as an answer, no payment.
  const paid = answer.prCode === 0 && answer.srCode === 0 && !loaded.order.paid;
  const plan = cardAnswerPlan(loaded.order, loaded.items, attemptIndex, answer, paid, {
    by: 'gateway',
    now: now.toISOString(),
  });
  const result = await ports.applyTransition(loaded.order, loaded.items, plan);
  // Not applied: the attempt was answered already (a replay) or the order stopped being payable.
  if (result.kind !== 'applied') return 'alreadyApplied';
  if (plan.email) await ports.enqueueOrderEmail(guid, plan.email.type);
  return 'applied';
}
