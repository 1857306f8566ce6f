import { subtractPlaces } from './counter-ledger';
import { countersToRelease } from './expire-orders';
import type { CounterRef, CounterScope, OrderItemRecord, OrderRecord } from './order-records';
import { placesOfItem, takeShare } from './item-places';
import { itemName, orderTotals } from './order-item-state';
import { history, refuse, type TransitionContext, type TransitionOutcome } from './order-state';

/**
 * Move one order item to another event, race (subevent), category and wave of the same series —
 * the organiser's "move this runner from the half marathon to the 10 km" (spec §7
 * `admin/registrations/items/{itemId}/change`). Pure: answers a refusal or the plan of writes.
 *
 * The item's race places (event, race, category, sub-category, wave) are its share of the order's
 * ledger; the plan releases the part the target does not also need and takes the part the item did
 * not already hold, in ONE transaction with the order's guarded update (taken with the capacity
 * condition): a full target refuses the whole move with nothing changed, and the old places are
 * given back exactly once.
 *
 * Card answers follow the race: answers of a card (registration form) that does not apply to the
 * target race — another event's card, or a card limited to other races — are dropped with their
 * option places and price (recorded in the history, label and value, so nothing is lost without a
 * trace); answers of cards that still apply stay. A discount of the item must cover the target
 * race (its scope and exceptions), else the move is refused: silently changing what a runner owes
 * is worse than asking the organiser to take the discount off first (edit prices).
 */

export type { ItemMoveRefusalCode } from './order-state';

interface Named {
  guid: string;
  name: string;
}

/** Where the item goes, already resolved against the catalogue (functions/domain/checkout/item-change.ts). */
export interface MoveTarget {
  seriesGuid: string;
  event: Named;
  subEvent: Named;
  category: Named;
  /** The sub-category the registrant falls into in the target category (checkout's rules). */
  subcategory: Named | null;
  wave: Named | null;
  /** The target's current price when the admin chose it; absent: the item keeps its price. */
  price?: { basePrice: number; pricingName: string | null };
  /** The cards (registration forms) an item of the target race fills. */
  cardGuids: readonly string[];
  /** Whether a discount the item has covers the target (a code's scope; a manual discount always). */
  discountApplies: boolean;
}

const RACE_SCOPES: ReadonlySet<CounterScope> = new Set([
  'event',
  'subevent',
  'category',
  'subcategory',
  'wave',
]);

/** The places an item in the target holds. */
export function placesOfTarget(t: MoveTarget): CounterRef[] {
  const refs: CounterRef[] = [
    { scope: 'event', guid: t.event.guid, n: 1 },
    { scope: 'subevent', guid: t.subEvent.guid, n: 1 },
    { scope: 'category', guid: t.category.guid, n: 1 },
  ];
  if (t.subcategory) refs.push({ scope: 'subcategory', guid: t.subcategory.guid, n: 1 });
  if (t.wave) refs.push({ scope: 'wave', guid: t.wave.guid, n: 1 });
  return countersToRelease(refs);
}

const nameOf = (guid: string | null, name: string | null) => (guid ? name : null);

export function moveItem(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  item: OrderItemRecord,
  target: MoveTarget,
  ctx: TransitionContext,
): TransitionOutcome {
  if (order.deleted) return refuse('registrations.orderDeleted');
  if (order.cancelled || item.cancelled) return refuse('registrations.itemCancelled');
  if (order.expired) return refuse('registrations.orderExpired');
  if (item.expiredAlone) return refuse('registrations.itemExpired');
  // A team or relay member holds a place in its team of this race: leave the team first (change team).
  if (item.kind !== 'regular' || item.teamGuid || item.relayRemoved)
    return refuse('registrations.moveTeamItem');
  if (target.seriesGuid !== order.seriesGuid) return refuse('registrations.moveOtherSeries');

  const raceChanged = target.subEvent.guid !== item.subEventGuid;
  const basePrice = target.price?.basePrice ?? item.basePrice;
  if (
    !raceChanged &&
    target.event.guid === item.seriesEventGuid &&
    target.category.guid === item.categoryGuid &&
    (target.subcategory?.guid ?? null) === item.subcategoryGuid &&
    (target.wave?.guid ?? null) === item.waveGuid &&
    basePrice === item.basePrice
  )
    return refuse('registrations.moveNothingChanged');

  if (item.discount > 0 && !target.discountApplies) return refuse('registrations.moveDiscountNotApplicable');

  // Answers of cards the target race does not ask are dropped, with the option places they hold.
  const applies = new Set(target.cardGuids);
  const kept = (item.values ?? []).filter((v) => applies.has(v.cardGuid));
  const dropped = (item.values ?? []).filter((v) => !applies.has(v.cardGuid));
  const held = [
    ...placesOfItem(item, items).filter((c) => RACE_SCOPES.has(c.scope)),
    ...placesOfItem({ ...item, values: dropped }, items).filter(
      (c) => !RACE_SCOPES.has(c.scope) && c.scope !== 'team',
    ),
  ];
  const { share, rest } = takeShare(order.counters, held);
  const wanted = placesOfTarget(target);
  // With their buckets (a sharded scope): the places released go back where they came from, the
  // places kept stay in theirs; the places taken get theirs when the adapter writes them.
  const release = subtractPlaces(share, wanted);
  const take = subtractPlaces(wanted, share);
  const keptPlaces = subtractPlaces(share, release);

  const set: Partial<OrderItemRecord> = {
    seriesEventGuid: target.event.guid,
    eventName: target.event.name,
    subEventGuid: target.subEvent.guid,
    subEventName: target.subEvent.name,
    categoryGuid: target.category.guid,
    categoryName: target.category.name,
    subcategoryGuid: target.subcategory?.guid ?? null,
    subcategoryName: target.subcategory?.name ?? null,
    waveGuid: target.wave?.guid ?? null,
    waveName: target.wave?.name ?? null,
  };
  // Start numbers are unique per race: the number stays behind in the race the item leaves.
  const clearsNumber = raceChanged && item.startNumber !== null && item.startNumber !== undefined;
  if (clearsNumber) Object.assign(set, { startNumber: null, numberingGuid: null });
  const droppedPrice = dropped.reduce((sum, v) => sum + (v.price ?? 0), 0);
  const additionalsPrice = Math.max(0, item.additionalsPrice - droppedPrice);
  if (dropped.length) Object.assign(set, { values: kept, additionalsPrice });
  const priceChanged = basePrice !== item.basePrice || additionalsPrice !== item.additionalsPrice;
  if (target.price) Object.assign(set, { basePrice, pricingName: target.price.pricingName });

  const next = items.map((i) => (i.index === item.index ? { ...i, ...set } : i));
  const totals = priceChanged ? orderTotals(next) : null;

  const changes: Record<string, unknown> = { item: itemName(item) };
  const change = (field: string, from: string | null, to: string | null) => {
    if (from !== to) changes[field] = { from, to };
  };
  change('event', item.eventName, target.event.name);
  change('subEvent', item.subEventName, target.subEvent.name);
  change('category', item.categoryName, target.category.name);
  change('subcategory', nameOf(item.subcategoryGuid, item.subcategoryName), target.subcategory?.name ?? null);
  change('wave', nameOf(item.waveGuid, item.waveName), target.wave?.name ?? null);
  if (clearsNumber) changes.startNumber = { from: item.startNumber, to: null };
  if (dropped.length)
    changes.droppedAnswers = dropped.map((v) => ({
      name: v.name,
      label: v.label,
      value: v.value,
      price: v.price,
    }));
  if (totals) {
    // As change-price records it: the price history of the order.
    if (basePrice !== item.basePrice) changes.basePrice = { from: item.basePrice, to: basePrice };
    if (additionalsPrice !== item.additionalsPrice)
      changes.additionalsPrice = { from: item.additionalsPrice, to: additionalsPrice };
    changes.calculatedPrice = { from: order.calculatedPrice, to: totals.calculatedPrice };
  }
  changes.releasedCounters = release;
  changes.takenCounters = take;

  return {
    orderGuid: order.guid,
    guard: { deleted: false, cancelled: false, expired: false },
    expectUpdated: order.dateUpdated,
    set: {
      counters: countersToRelease([...rest, ...keptPlaces, ...take]),
      eventGuids: [...new Set(next.map((i) => i.seriesEventGuid))],
      subEventGuids: [...new Set(next.map((i) => i.subEventGuid))],
      categoryGuids: [...new Set(next.map((i) => i.categoryGuid))],
      waveGuids: [...new Set(next.flatMap((i) => (i.waveGuid ? [i.waveGuid] : [])))],
      ...(totals ?? {}),
      dateUpdated: ctx.now,
    },
    expiryIndex: 'keep',
    // Back on the start list: of the new race, sorted under the registrant's name.
    items: [{ index: item.index, set, startList: 'add' }],
    capacity: release.length || take.length ? { release, take } : null,
    ...(clearsNumber
      ? {
          freedStartNumbers: [
            {
              subEventGuid: item.subEventGuid,
              startNumber: item.startNumber as number,
              itemGuid: item.itemGuid,
            },
          ],
        }
      : {}),
    history: history(order, ctx, 'itemMoved', changes),
    email: null,
  };
}
