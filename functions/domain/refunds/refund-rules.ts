import { PaymentMethod } from '@shared/codelists/enums';
import type { OrderRefunds, RefundView } from '@shared/refunds/refund-schemas';
import { refundFailureText } from '@shared/refunds/refund-failure-texts';
import type { OrderRecord } from '../orders/order-records';
import { BusinessRuleError } from '../errors';
import type { RefundRecord } from './refund-records';

/**
 * The refund rules (issue 28 item 1): money goes back only for what a cancellation returned (the
 * order's returned amount, spec §4), never more than was paid, less every refund already requested
 * or done; partial refunds add up. A card refund also needs the gateway's payment and stays within
 * what that payment deposited.
 */

export type RefundOrder = Pick<
  OrderRecord,
  | 'guid'
  | 'paymentMethod'
  | 'paid'
  | 'currency'
  | 'cancelledAmount'
  | 'calculatedPrice'
  | 'chargedAmount'
  | 'providerCommandId'
  | 'valueChangeFees'
  | 'refundReserved'
  | 'refundedAmount'
>;

export const reservedOf = (order: Pick<OrderRecord, 'refundReserved'>): number => order.refundReserved ?? 0;

/**
 * What the gateway's payment `providerCommandId` deposited: the charged amount less the priced value
 * changes, which the runner paid with payments of their own (other ORDERNUMBERs).
 */
export function cardDeposited(order: RefundOrder): number {
  const charged = order.chargedAmount ?? order.calculatedPrice;
  const fees = (order.valueChangeFees ?? []).reduce((s, f) => s + f.amount, 0);
  return Math.max(0, charged - fees);
}

/** What may still be refunded now, by the order's payment method (0 when nothing can be). */
export function refundable(order: RefundOrder): number {
  if (!order.paid) return 0;
  const returned = Math.max(0, (order.cancelledAmount ?? 0) - reservedOf(order));
  if (order.paymentMethod === PaymentMethod.CARD) {
    if (!order.providerCommandId) return 0;
    return Math.min(returned, Math.max(0, cardDeposited(order) - reservedOf(order)));
  }
  return returned;
}

/** Refuses a refund that breaks a rule, with its message code; answers nothing when it may go. */
export function checkRefund(order: RefundOrder, method: 'card' | 'transfer', amount: number): void {
  if (
    method === 'card' &&
    (order.paymentMethod !== PaymentMethod.CARD || !order.paid || !order.providerCommandId)
  )
    throw new BusinessRuleError('refunds.notCardPaid');
  if (method === 'transfer' && (order.paymentMethod !== PaymentMethod.TRANSFER || !order.paid))
    throw new BusinessRuleError('refunds.notTransferPaid');
  const left = refundable(order);
  if (left <= 0) throw new BusinessRuleError('refunds.nothingToRefund');
  if (amount > left) throw new BusinessRuleError('refunds.amountTooHigh', { refundable: left });
}

/** A card refund's outcome from the gateway's codes: PRCODE 0 is done, anything else failed. */
export const outcomeOf = (prCode: number): 'done' | 'failed' => (prCode === 0 ? 'done' : 'failed');

export function refundView(r: RefundRecord): RefundView {
  return {
    refundId: r.refundId,
    method: r.method,
    amount: r.amount,
    currency: r.currency,
    state: r.state,
    dateRequested: r.dateRequested,
    dateFinished: r.dateFinished,
    prCode: r.prCode,
    srCode: r.srCode,
    failure: r.state === 'failed' && r.prCode !== null ? refundFailureText(r.prCode, r.srCode ?? 0) : null,
    byName: r.byName,
  };
}

export function orderRefundsView(order: RefundOrder, refunds: readonly RefundRecord[]): OrderRefunds {
  return {
    orderGuid: order.guid,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    returnedAmount: order.cancelledAmount ?? 0,
    refundedAmount: order.refundedAmount ?? 0,
    refundable: refundable(order),
    refunds: [...refunds].sort((a, b) => a.dateRequested.localeCompare(b.dateRequested)).map(refundView),
  };
}
