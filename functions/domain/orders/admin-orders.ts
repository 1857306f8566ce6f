import type { OrderDetail, OrderRow } from '@shared/orders/admin-order-schemas';
import { type CounterRef } from './order-records';
import { releasedTeams } from './counter-ledger';
import { BusinessRuleError, NotFoundError } from '../errors';
import { envelope, type Envelope } from '../paging';
import type {
  LoadedOrder,
  OrderChangePorts,
  OrderListPorts,
  OrderTransitionPorts,
} from './admin-order-ports';
import {
  expireOrder,
  isRefusal,
  markPaid,
  type QuietOutcome,
  removeOrder,
  restoreOrder,
  type TransitionActor,
  type TransitionContext,
  type TransitionOutcome,
  type TransitionPlan,
  unsetExpiry,
} from './order-state';
import {
  cancelItem,
  cancelOrder,
  changePrice,
  changeRegistrator,
  expireItem,
  type ItemUpdate,
  resendEmail,
  setFree,
  setItemIssued,
  updateItem,
} from './order-item-state';
import { matchingOrders, orderRow } from './admin-order-list';
import { getOrder, load } from './admin-order-detail';

/**
 * Admin registrations (spec §7): the state changes of ./order-state.ts run on one order. Event
 * managers reach a single order only through the route's declared `order` scope. The list is in
 * ./admin-order-list.ts, the detail in ./admin-order-detail.ts; both are re-exported for callers.
 */
export { listOrders, matchingOrders, orderRow } from './admin-order-list';
export { getOrder, orderDetail, orderHistory, valueChangePayment } from './admin-order-detail';

type Transition<O extends TransitionOutcome = TransitionOutcome> = (
  o: LoadedOrder['order'],
  items: LoadedOrder['items'],
  ctx: TransitionContext,
) => O;

/**
 * Runs one transition: decide on the order as read, write the plan (guarded, so a concurrent change
 * makes it fail instead of applying twice), then queue its e-mail. When the order changed meanwhile
 * it decides again on the fresh order (a refusal then names what changed, e.g. another admin marked
 * it paid a moment ago). Answers the order as it is now.
 */
export async function transition(
  ports: OrderTransitionPorts,
  guid: string,
  decide: Transition,
  actor: TransitionActor,
  now: Date,
  /** The error for a counter found full (default: the restore / unset-expiry message). */
  capacityError?: (counter: CounterRef) => Error,
): Promise<OrderDetail> {
  const plan = await applyChange(ports, guid, decide, actor, now, capacityError);
  if (plan.email !== null)
    await ports.enqueueOrderEmail(guid, plan.email.type, plan.email.suffix, plan.email.itemGuid);
  return getOrder(ports, guid);
}

/**
 * A transition whose plans queue no e-mail (a runner's own correction of their values), run like
 * `transition` but needing no e-mail port, and answering nothing.
 */
export async function quietTransition(
  ports: OrderChangePorts,
  guid: string,
  decide: Transition<QuietOutcome>,
  actor: TransitionActor,
  now: Date,
): Promise<void> {
  await applyChange(ports, guid, decide, actor, now);
}

/** Decides and writes the plan (again on a changed order), then deletes the teams it emptied. */
async function applyChange(
  ports: OrderChangePorts,
  guid: string,
  decide: Transition,
  actor: TransitionActor,
  now: Date,
  capacityError?: (counter: CounterRef) => Error,
): Promise<TransitionPlan> {
  const ctx = { ...actor, now: now.toISOString() };
  for (let attempt = 0; ; attempt++) {
    const loaded = await load(ports, guid);
    const outcome = decide(loaded.order, loaded.items, ctx);
    if (isRefusal(outcome)) throw new BusinessRuleError(outcome.code);
    const result = await ports.applyTransition(loaded.order, loaded.items, outcome);
    if (result.kind === 'capacityFull' && capacityError) throw capacityError(result.counter);
    if (result.kind === 'capacityFull')
      throw new BusinessRuleError(
        result.counter.scope === 'team' ? 'teams.teamUnavailable' : 'registrations.capacityFull',
      );
    if (result.kind === 'orderChanged') {
      if (attempt < 2) continue;
      throw new BusinessRuleError('registrations.orderChanged');
    }
    if (ports.teamsReleased && outcome.capacity && 'release' in outcome.capacity)
      await ports.teamsReleased(releasedTeams(outcome.capacity.release), actor, now);
    return outcome;
  }
}

/** An item action: the item must belong to the order named in the body (else 404). */
export const onItem =
  <O extends TransitionOutcome>(
    itemGuid: string,
    decide: (
      o: LoadedOrder['order'],
      items: LoadedOrder['items'],
      item: LoadedOrder['items'][number],
      ctx: TransitionContext,
    ) => O,
  ): Transition<O> =>
  (o, items, ctx) => {
    const item = items.find((i) => i.itemGuid === itemGuid);
    if (!item) throw new NotFoundError();
    return decide(o, items, item, ctx);
  };

/** A service running one order transition that needs nothing but the order. */
const onOrder =
  (decide: Transition) => (ports: OrderTransitionPorts, guid: string, actor: TransitionActor, now: Date) =>
    transition(ports, guid, decide, actor, now);

export const setOrderPaid = onOrder(markPaid);
export const deleteOrder = onOrder(removeOrder);
export const restoreDeletedOrder = onOrder(restoreOrder);
export const setOrderExpired = onOrder(expireOrder);
export const unsetOrderExpired = onOrder(unsetExpiry);
export const setOrderFree = onOrder(setFree);

type ItemTarget = { orderGuid: string; itemGuid: string };

/** A service running one order transition that takes an argument of its own (a price change, an amount). */
const withOrder =
  <A>(
    decide: (
      o: LoadedOrder['order'],
      items: LoadedOrder['items'],
      arg: A,
      ctx: TransitionContext,
    ) => TransitionOutcome,
  ) =>
  (ports: OrderTransitionPorts, guid: string, arg: A, actor: TransitionActor, now: Date) =>
    transition(ports, guid, (o, items, ctx) => decide(o, items, arg, ctx), actor, now);

/** The same for an item transition: the item named in the target must belong to its order. */
const withItem =
  <A>(
    decide: (
      o: LoadedOrder['order'],
      items: LoadedOrder['items'],
      item: LoadedOrder['items'][number],
      arg: A,
      ctx: TransitionContext,
    ) => TransitionOutcome,
  ) =>
  (ports: OrderTransitionPorts, t: ItemTarget, arg: A, actor: TransitionActor, now: Date) =>
    transition(
      ports,
      t.orderGuid,
      onItem(t.itemGuid, (o, items, item, ctx) => decide(o, items, item, arg, ctx)),
      actor,
      now,
    );

/** The argument: the amount returned to the registrant (minor units). */
export const cancelOrderItem = withItem(cancelItem);
export const expireOrderItem = (
  ports: OrderTransitionPorts,
  t: ItemTarget,
  actor: TransitionActor,
  now: Date,
) => transition(ports, t.orderGuid, onItem(t.itemGuid, expireItem), actor, now);
export const issueOrderItem = withItem(setItemIssued);
export const updateOrderItem = withItem((o, _items, item, update: ItemUpdate, ctx) =>
  updateItem(o, item, update, ctx),
);
/** A runner's own correction of an item's values (the user area): no e-mail, nothing answered. */
export const correctOrderItem = (
  ports: OrderChangePorts,
  t: ItemTarget,
  update: ItemUpdate,
  actor: TransitionActor,
  now: Date,
) =>
  quietTransition(
    ports,
    t.orderGuid,
    onItem(t.itemGuid, (o, _items, item, ctx) => updateItem(o, item, update, ctx)),
    actor,
    now,
  );
/** The argument: the amount returned to the registrant (minor units). */
export const cancelWholeOrder = withOrder(cancelOrder);
export const changeOrderPrice = withOrder(changePrice);
export const changeOrderRegistrator = withOrder(
  (o, _items, registrator: Parameters<typeof changeRegistrator>[1], ctx) =>
    changeRegistrator(o, registrator, ctx),
);
export const resendOrderEmail = withOrder((o, _items, emailType: number, ctx) =>
  resendEmail(o, emailType, ctx),
);

/**
 * GET admin/registrations/by-discount/{code}: the orders of the series that used the code, newest
 * first (one series partition, read like the list; the code is kept on the order).
 */
export async function ordersByDiscount(
  ports: OrderListPorts,
  code: string,
  query: { seriesGuid: string; take: number; skip: number },
): Promise<Envelope<OrderRow>> {
  const wanted = code.trim().toUpperCase();
  const orders = await matchingOrders(ports, { all: true }, { seriesId: query.seriesGuid });
  const used = orders.filter((o) => (o.discounts ?? []).some((d) => d.code.toUpperCase() === wanted));
  return envelope(used.map(orderRow), query);
}
