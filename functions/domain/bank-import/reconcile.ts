import type { OrderRecord } from '../checkout/order-records';
import type { BankMovement } from './bank-movement';

/**
 * What a bank payment is to the orders (spec §3 payment status: paid, underpaid, overpaid) and
 * the reasons it stays unmatched. Stored on the bank payment; the list and the import result
 * count them.
 */
export const BANK_PAYMENT_STATUSES = [
  'paid',
  'underpaid',
  'overpaid',
  /** The order was already paid (by card, by hand, by an earlier transfer). */
  'duplicate',
  /** The order is cancelled, removed or expired: flagged, never revived. */
  'orderClosed',
  'currencyMismatch',
  'unknownVariableSymbol',
  'unknownInstructionId',
  /** Matched or unmatched by an admin. */
  'manual',
  'unmatched',
  /** Recorded, not yet decided (an import stopped mid-row resumes it). */
  'pending',
  /** Put aside by an admin (not ours, refunded outside); can be taken back. */
  'discarded',
] as const;
export type BankPaymentStatus = (typeof BANK_PAYMENT_STATUSES)[number];

export type MatchDecision =
  | { status: 'ignored' }
  | { status: 'unknownVariableSymbol' | 'unknownInstructionId' }
  | { status: 'duplicate' | 'orderClosed' | 'currencyMismatch'; orderGuid: string }
  | { status: 'underpaid'; orderGuid: string; remaining: number }
  | { status: 'paid'; orderGuid: string }
  | { status: 'overpaid'; orderGuid: string; refund: number };

/** Outgoing, zero-amount and reversal rows are no payments: the import skips them. */
export const isIncomingPayment = (m: Pick<BankMovement, 'amount' | 'reversal'>) =>
  m.amount > 0 && !m.reversal;

/**
 * Decides what an incoming payment does to the order its variable symbol names. `earlier` is
 * what earlier partial payments of the order brought, so a second transfer can complete it.
 */
export function decideMatch(
  movement: Pick<BankMovement, 'amount' | 'reversal' | 'variableSymbol' | 'instructionId' | 'currency'>,
  order:
    | Pick<
        OrderRecord,
        'guid' | 'paid' | 'cancelled' | 'deleted' | 'expired' | 'currency' | 'calculatedPrice'
      >
    | undefined,
  earlier = 0,
): MatchDecision {
  if (!isIncomingPayment(movement)) return { status: 'ignored' };
  if (!movement.variableSymbol)
    return { status: movement.instructionId ? 'unknownInstructionId' : 'unknownVariableSymbol' };
  if (!order) return { status: 'unknownVariableSymbol' };
  const orderGuid = order.guid;
  if (order.deleted || order.cancelled) return { status: 'orderClosed', orderGuid };
  if (order.paid) return { status: 'duplicate', orderGuid };
  if (order.expired) return { status: 'orderClosed', orderGuid };
  if (movement.currency && movement.currency !== order.currency)
    return { status: 'currencyMismatch', orderGuid };
  const received = earlier + movement.amount;
  if (received < order.calculatedPrice)
    return { status: 'underpaid', orderGuid, remaining: order.calculatedPrice - received };
  if (received > order.calculatedPrice)
    return { status: 'overpaid', orderGuid, refund: received - order.calculatedPrice };
  return { status: 'paid', orderGuid };
}
