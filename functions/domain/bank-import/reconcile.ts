import type { OrderRecord } from '../orders/order-records';
import type { BankMovement } from './bank-movement';

// The statuses are the shared schema's (shared/payments/bank-payment-schemas.ts).
export type { BankPaymentStatus } from '@shared/payments/bank-payment-schemas';

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
