import type { CheckInAnswer, CheckInMark } from '@shared/check-in/check-in-schemas';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { BusinessRuleError } from '../errors';

/** An order item as the check-in reads it: the stored item plus its check-in mark, when checked in. */
export type CheckInItem = OrderItemRecord & { checkIn?: CheckInMark };

type OrderState = Pick<OrderRecord, 'paid' | 'cancelled' | 'deleted' | 'expired'>;

export const runnerOf = (order: OrderState, item: CheckInItem): CheckInAnswer['runner'] => ({
  orderGuid: item.orderGuid,
  itemGuid: item.itemGuid,
  name: `${item.firstName} ${item.lastName}`.trim(),
  raceName: item.subEventName,
  categoryName: item.categoryName,
  startNumber: item.startNumber,
  paid: order.paid || item.paid,
});

/**
 * Whether a ticket admits its runner at this event's pickup. Refusals are 409s with their own code,
 * so the screen says exactly why: another event's ticket, a revoked ticket (order removed, cancelled
 * or expired, or the item cancelled or expired alone), or a registration not paid.
 * A runner checked in before is not an error: the answer names when and by whom.
 */
export function admitCheckIn(eventGuid: string, order: OrderState, item: CheckInItem): 'new' | 'already' {
  if (item.seriesEventGuid !== eventGuid) throw new BusinessRuleError('checkIn.otherEvent');
  if (order.deleted || order.cancelled || order.expired || item.cancelled || item.expired)
    throw new BusinessRuleError('checkIn.ticketRevoked');
  if (!(order.paid || item.paid))
    throw new BusinessRuleError('checkIn.notPaid', { name: runnerOf(order, item).name });
  return item.checkIn ? 'already' : 'new';
}

/** An undo needs the runner checked in at this event; it applies to the mark as it was read. */
export function admitUndo(eventGuid: string, item: CheckInItem): CheckInMark {
  if (item.seriesEventGuid !== eventGuid) throw new BusinessRuleError('checkIn.otherEvent');
  if (!item.checkIn) throw new BusinessRuleError('checkIn.notCheckedIn');
  return item.checkIn;
}
