import { RegistrationFailure, type RegistrationFailureReason } from '@shared/checkout/registration-failure';
import { SubEventType, type CurrencyCode } from '@shared/codelists/enums';
import type { ItemChangeBody, OrderDetail } from '@shared/orders/admin-order-schemas';
import { loadCheckoutContext, type CheckoutPorts } from '../checkout/checkout-context';
import type { CounterRef } from '../checkout/order-records';
import { placePerson } from '../checkout/person-rules';
import { RegistrationFailedError } from '../checkout/registration-failed-error';
import { resolveItem, type ResolvedItem } from '../checkout/resolve-item';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { AdminOrderPorts } from './admin-order-ports';
import { onItem, transition } from './admin-orders';
import { moveItem, type MoveTarget } from './item-move';
import type { TransitionActor } from './order-state';

/**
 * POST admin/registrations/items/{itemId}/change: moves an item to another event / race / category
 * / wave of the order's series. The target is resolved and the registrant checked with the
 * checkout's own rules (resolve-item.ts, person-rules.ts: the category's age and gender, the
 * sub-category they fall into); the move itself is the state machine's plan (./item-move.ts),
 * written in one transaction. The registration window does not apply: organisers move runners
 * after registration closed.
 */
export async function changeOrderItem(
  ports: AdminOrderPorts,
  catalogue: CheckoutPorts,
  target: { orderGuid: string; itemGuid: string },
  body: ItemChangeBody,
  actor: TransitionActor,
  now: Date,
): Promise<OrderDetail> {
  const loaded = await ports.loadOrder(target.orderGuid);
  const item = loaded?.items.find((i) => i.itemGuid === target.itemGuid);
  if (!loaded || !item) throw new NotFoundError();
  const { order } = loaded;
  const resolved = await resolveTarget(catalogue, body, order.currency, now);
  if (resolved.bundle.event.seriesGuid !== order.seriesGuid)
    throw new BusinessRuleError('registrations.moveOtherSeries', undefined, 400);
  if (resolved.sub.type !== SubEventType.REGULAR)
    throw new BusinessRuleError('registrations.moveToTeamRace', undefined, 400);
  const placed = placePerson(item, resolved.category, resolved.subcategories, resolved.sub);
  if ('reason' in placed) throw new RegistrationFailedError(placed.reason, placed.params, 'seriesCategoryId');

  const moveTarget: MoveTarget = {
    seriesGuid: resolved.bundle.event.seriesGuid,
    event: named(resolved.bundle.event),
    subEvent: named(resolved.sub),
    category: named(resolved.category),
    subcategory: placed.subcategory && named(placed.subcategory),
    wave: resolved.wave && named(resolved.wave),
    ...(body.price === 'target'
      ? { price: { basePrice: resolved.price, pricingName: resolved.pricingName } }
      : {}),
  };
  return transition(
    ports,
    order.guid,
    onItem(item.itemGuid, (o, items, i, ctx) => moveItem(o, items, i, moveTarget, ctx)),
    actor,
    now,
    (counter) => fullTarget(counter, moveTarget),
  );
}

const named = (r: { guid: string; name: string }) => ({ guid: r.guid, name: r.name });

async function resolveTarget(
  catalogue: CheckoutPorts,
  body: ItemChangeBody,
  currency: CurrencyCode,
  now: Date,
): Promise<ResolvedItem> {
  const ref = {
    seriesEventGuid: body.seriesEventId,
    subEventGuid: body.seriesSubEventId,
    categoryGuid: body.seriesCategoryId,
    waveGuid: body.seriesWaveId ?? null,
  };
  const ctx = await loadCheckoutContext(catalogue, [ref], currency);
  return resolveItem(ctx, ref, 0, currency, now);
}

const FULL: Partial<Record<CounterRef['scope'], RegistrationFailureReason>> = {
  event: RegistrationFailure.CAPACITY_EVENT,
  subevent: RegistrationFailure.CAPACITY_SUBEVENT,
  category: RegistrationFailure.CAPACITY_CATEGORY,
  subcategory: RegistrationFailure.CAPACITY_SUBCATEGORY,
  wave: RegistrationFailure.CAPACITY_WAVE,
};

/** The checkout's capacity message (spec §8, 409) naming the full part of the target. */
function fullTarget(counter: CounterRef, t: MoveTarget): Error {
  const part = {
    event: t.event,
    subevent: t.subEvent,
    category: t.category,
    subcategory: t.subcategory,
    wave: t.wave,
  }[counter.scope as 'event'];
  const reason = FULL[counter.scope];
  if (!reason) return new BusinessRuleError('registrations.capacityFull');
  return new RegistrationFailedError(reason, { name: part?.name ?? '' });
}
