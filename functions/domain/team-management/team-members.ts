import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { holdsPlaces } from '../orders/order-state';

/**
 * A registration holds its team place (and its relay leg) while its order holds places and the
 * item itself was not cancelled or expired alone. One rule for the team page, the relay racers and
 * the admins' team lists.
 */
export const holdsTeamPlace = (
  item: Pick<OrderItemRecord, 'cancelled' | 'expiredAlone'>,
  order: Pick<OrderRecord, 'paid' | 'expired' | 'cancelled' | 'deleted'> | undefined,
): boolean => !!order && holdsPlaces(order) && !item.cancelled && !item.expiredAlone;

/** The team's members that hold a place, oldest first, with their order's paid state. */
export function activeTeamMembers(
  items: readonly OrderItemRecord[],
  orders: ReadonlyMap<string, OrderRecord>,
): Array<{ item: OrderItemRecord; paid: boolean }> {
  return items
    .filter((i) => holdsTeamPlace(i, orders.get(i.orderGuid)))
    .map((i) => ({ item: i, paid: orders.get(i.orderGuid)?.paid === true }))
    .sort((a, b) => a.item.dateCreated.localeCompare(b.item.dateCreated));
}
