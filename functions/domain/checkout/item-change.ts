import { RegistrationFailure, type RegistrationFailureReason } from '@shared/checkout/registration-failure';
import { SubEventType, type CurrencyCode } from '@shared/codelists/enums';
import type { ItemChangeBody, OrderDetail } from '@shared/orders/admin-order-schemas';
import { loadCheckoutContext, type CheckoutPorts } from './checkout-context';
import { discountCoversItem } from './discounts';
import { cardsForSubevent } from '../catalog/subevent-cards';
import type { CounterRef, OrderItemRecord, OrderRecord } from '../orders/order-records';
import { placePerson } from './person-rules';
import { RegistrationFailedError } from './registration-failed-error';
import { resolveItem, type ResolvedItem } from './resolve-item';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { OrderTransitionPorts } from '../orders/admin-order-ports';
import { onItem, transition } from '../orders/admin-orders';
import { moveItem, type MoveTarget } from '../orders/item-move';
import type { TransitionActor } from '../orders/order-state';

/**
 * POST admin/registrations/items/{itemId}/change: moves an item to another event / race / category
 * / wave of the order's series. The target is resolved and the registrant checked with the
 * checkout's own rules (resolve-item.ts, person-rules.ts: the category's age and gender, the
 * sub-category they fall into); the move itself is the state machine's plan
 * (../orders/item-move.ts), written in one transaction. The registration window does not apply:
 * organisers move runners after registration closed. A use case of the checkout's rules over the
 * order model, so it sits here, above both.
 */
export async function changeOrderItem(
  ports: OrderTransitionPorts,
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
  const moveTarget = await resolveMoveTarget(catalogue, order, item, body, body.price === 'target', now);
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

/**
 * The target of a move resolved against the catalogue and the registrant checked with the
 * checkout's rules (the category's age and gender, the sub-category they fall into). Also the
 * runner's own race change (functions/domain/self-service/race-change.ts) moves through here.
 */
export async function resolveMoveTarget(
  catalogue: CheckoutPorts,
  order: OrderRecord,
  item: OrderItemRecord,
  body: Pick<ItemChangeBody, 'seriesEventId' | 'seriesSubEventId' | 'seriesCategoryId' | 'seriesWaveId'>,
  targetPrice: boolean,
  now: Date,
): Promise<MoveTarget> {
  const resolved = await resolveTarget(catalogue, body, order.currency, now);
  if (resolved.bundle.event.seriesGuid !== order.seriesGuid)
    throw new BusinessRuleError('registrations.moveOtherSeries', undefined, 400);
  if (resolved.sub.type !== SubEventType.REGULAR)
    throw new BusinessRuleError('registrations.moveToTeamRace', undefined, 400);
  const placed = placePerson(item, resolved.category, resolved.subcategories, resolved.sub);
  if ('reason' in placed) throw new RegistrationFailedError(placed.reason, placed.params, 'seriesCategoryId');
  return {
    seriesGuid: resolved.bundle.event.seriesGuid,
    event: named(resolved.bundle.event),
    subEvent: named(resolved.sub),
    category: named(resolved.category),
    subcategory: placed.subcategory && named(placed.subcategory),
    wave: resolved.wave && named(resolved.wave),
    ...(targetPrice ? { price: { basePrice: resolved.price, pricingName: resolved.pricingName } } : {}),
    // Every card of the target race, archived ones too: answers to those stay readable.
    cardGuids: cardsForSubevent(resolved.bundle.cards, resolved.sub).map((c) => c.guid),
    discountApplies: await discountApplies(
      catalogue,
      order,
      item,
      resolved,
      placed.subcategory?.guid ?? null,
    ),
  };
}

/**
 * Whether the item's discount still fits it at the target: one of the order's codes covers the
 * target (scope, exceptions, code range). The item does not record which code discounted it, so
 * any of them will do; a discount without a code (set by hand in edit prices), or codes whose
 * records are gone, cannot be checked and stay.
 */
async function discountApplies(
  catalogue: CheckoutPorts,
  order: OrderRecord,
  item: OrderItemRecord,
  target: ResolvedItem,
  subcategoryGuid: string | null,
): Promise<boolean> {
  if (item.discount <= 0 || !(order.discounts ?? []).length) return true;
  const records = (
    await Promise.all(order.discounts.map((d) => catalogue.getDiscount(order.seriesGuid, d.code)))
  ).filter((r) => r !== undefined);
  if (!records.length) return true;
  const line = {
    index: item.index,
    seriesEventGuid: target.bundle.event.guid,
    subEventGuid: target.sub.guid,
    subEventType: target.sub.type,
    categoryGuid: target.category.guid,
    subcategoryGuid,
    waveGuid: target.wave?.guid ?? null,
    basePrice: item.basePrice,
    additionalsPrice: item.additionalsPrice,
  };
  return records.some((r) => discountCoversItem(r, line));
}

async function resolveTarget(
  catalogue: CheckoutPorts,
  body: Pick<ItemChangeBody, 'seriesEventId' | 'seriesSubEventId' | 'seriesCategoryId' | 'seriesWaveId'>,
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
export function fullTarget(counter: CounterRef, t: MoveTarget): Error {
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
