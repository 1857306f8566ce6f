import { SubEventType, type Locale } from '@shared/codelists/enums';
import type {
  MyRaceChange,
  MyRaceChangeBody,
  MyRaceChangeResult,
  RaceChangeOption,
} from '@shared/self-service/race-change-schemas';
import { capacityView } from '../catalog/availability';
import type { SubeventRecord } from '../catalog/records';
import { loadCheckoutContext, counterOf, type CheckoutPorts } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { placePerson } from '../checkout/person-rules';
import { resolveItem } from '../checkout/resolve-item';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fullTarget, resolveMoveTarget } from '../checkout/item-change';
import type { MoveTarget } from '../orders/item-move';
import type { TransitionActor } from '../orders/order-state';
import type { PricedValueChangePorts } from '../user-area/priced-value-change';
import { pendingChange, type PendingValueChange } from '../orders/value-change-records';
import { placesLeft, quoteRaceChange, raceChangeClosedReason, rulesOf } from './race-change-rules';
import { selfServiceMove, type RunItemTransition } from './race-change-plan';
import type { SelfServiceRules } from '@shared/self-service/race-change-schemas';

/**
 * A runner changes race / category / wave of their own registration (issue 27 item 3) within the
 * organiser's rules (./race-change-rules.ts): the targets with places left and what each costs;
 * nothing to pay → applied at once; something to pay (a paid registration moving somewhere
 * dearer, or a fee) → a pending change with its own GP webpay payment (the priced value change's
 * records and lock: one pending change per item), applied by the gateway's verified answer.
 * Applied through the admin item change in one transaction (./race-change-plan.ts).
 */
export interface RaceChangePorts extends Pick<
  PricedValueChangePorts,
  | 'findItem'
  | 'getOrders'
  | 'newGuid'
  | 'newOrderNumber'
  | 'savePendingChange'
  | 'finishValueChange'
  | 'getValueChange'
  | 'createRedirect'
> {
  /** The race record (its `selfService` rules). */
  race(
    eventGuid: string,
    subEventGuid: string,
  ): Promise<(SubeventRecord & { selfService?: SelfServiceRules }) | undefined>;
  catalogue: CheckoutPorts;
  moveItem: RunItemTransition;
}

interface Loaded {
  order: OrderRecord;
  item: OrderItemRecord;
  rules: SelfServiceRules['raceChange'];
  closedReason: MyRaceChange['closedReason'];
}

async function load(ports: RaceChangePorts, userId: string, itemGuid: string, now: Date): Promise<Loaded> {
  const item = await ports.findItem(userId, itemGuid);
  const [order] = item ? await ports.getOrders([item.orderGuid]) : [];
  if (!item || !order || order.userId !== userId || order.deleted)
    throw new NotFoundError('account.notFound');
  const race = await ports.race(item.seriesEventGuid, item.subEventGuid);
  const rules = rulesOf(race).raceChange;
  const closedReason = race ? raceChangeClosedReason(rules, race, order, item, now) : 'notAllowed';
  return { order, item, rules, closedReason };
}

const sameTarget = (
  item: OrderItemRecord,
  o: Pick<RaceChangeOption, 'subEventId' | 'categoryId' | 'waveId'>,
) => o.subEventId === item.subEventGuid && o.categoryId === item.categoryGuid && o.waveId === item.waveGuid;

/** Every target the rules name that the registrant may enter (the category's age and gender), with places and price. */
async function options(ports: RaceChangePorts, l: Loaded, now: Date): Promise<RaceChangeOption[]> {
  const { order, item, rules } = l;
  const ctx = await loadCheckoutContext(
    ports.catalogue,
    [{ seriesEventGuid: item.seriesEventGuid }],
    order.currency,
  );
  const bundle = ctx.events.get(item.seriesEventGuid);
  if (!bundle) return [];
  const out: RaceChangeOption[] = [];
  for (const sub of bundle.subevents) {
    if (!rules.targetSubEventIds.includes(sub.guid) || sub.type !== SubEventType.REGULAR) continue;
    const waves = bundle.waves.filter((w) => w.subEventGuid === sub.guid);
    for (const category of bundle.categories.filter((c) => c.subEventGuid === sub.guid)) {
      const subcategories = bundle.subcategories.filter((s) => s.categoryGuid === category.guid);
      const placed = placePerson(item, category, subcategories, sub);
      if ('reason' in placed) continue;
      for (const wave of waves.length ? waves : [null]) {
        const ref = {
          seriesEventGuid: bundle.event.guid,
          subEventGuid: sub.guid,
          categoryGuid: category.guid,
          waveGuid: wave?.guid ?? null,
        };
        if (sameTarget(item, { subEventId: sub.guid, categoryId: category.guid, waveId: ref.waveGuid }))
          continue;
        let resolved;
        try {
          resolved = resolveItem(ctx, ref, 0, order.currency, now);
        } catch {
          continue; // no price in the order's currency: not a target
        }
        const view = (scope: Parameters<typeof counterOf>[1], guid: string, cap: number) =>
          capacityView(counterOf(ctx, scope, guid, cap), cap).remaining;
        const left = placesLeft([
          view('event', bundle.event.guid, bundle.event.capacity),
          view('subevent', sub.guid, sub.capacity),
          view('category', category.guid, category.capacity),
          ...(placed.subcategory
            ? [view('subcategory', placed.subcategory.guid, placed.subcategory.capacity)]
            : []),
          ...(wave ? [view('wave', wave.guid, wave.capacity)] : []),
        ]);
        const quote = quoteRaceChange(item.basePrice, resolved.price, l.rules.fee, order.paid);
        out.push({
          subEventId: sub.guid,
          subEventName: sub.name,
          categoryId: category.guid,
          categoryName: category.name,
          waveId: wave?.guid ?? null,
          waveName: wave?.name ?? null,
          placesLeft: left,
          price: resolved.price,
          difference: quote.difference,
          toPay: quote.toPay,
          refund: quote.refund,
        });
      }
    }
  }
  return out;
}

/** GET user/my-registration-items/{id}/race-change: the targets and prices, or why no change. */
export async function myRaceChange(
  ports: RaceChangePorts,
  userId: string,
  itemGuid: string,
  now: Date,
  paymentId?: string,
): Promise<MyRaceChange> {
  const l = await load(ports, userId, itemGuid, now);
  const change = paymentId ? await ports.getValueChange(paymentId) : undefined;
  const mine = change?.raceChange && change.itemGuid === l.item.itemGuid && change.userId === userId;
  return {
    closedReason: l.closedReason,
    current: {
      subEventName: l.item.subEventName,
      categoryName: l.item.categoryName,
      waveName: l.item.waveGuid ? l.item.waveName : null,
      price: l.item.basePrice,
    },
    currency: l.order.currency,
    paid: l.order.paid,
    until: l.rules.until,
    fee: Math.max(0, l.rules.fee ?? 0),
    options: l.closedReason ? [] : await options(ports, l, now),
    payment:
      mine && change.raceChange
        ? {
            id: change.guid,
            status:
              change.status === 'pending' && Date.parse(change.payUntil) <= now.getTime()
                ? 'expired'
                : change.status,
            amount: change.amount,
            target: change.raceChange.targetName,
          }
        : null,
  };
}

const actorOf = (caller: { userId: string; name?: string }): TransitionActor => ({
  by: caller.userId,
  ...(caller.name ? { byName: caller.name } : {}),
});

/**
 * POST user/my-registration-items/{id}/race-change: checks the rules and the target (the checkout's
 * card rules; a full target refuses with the §8 capacity message), then applies it at once or
 * starts its card payment.
 */
export async function changeMyRace(
  ports: RaceChangePorts,
  caller: { userId: string; name?: string },
  itemGuid: string,
  body: MyRaceChangeBody,
  _locale: Locale,
  now: Date,
): Promise<MyRaceChangeResult> {
  const l = await load(ports, caller.userId, itemGuid, now);
  if (l.closedReason) throw new BusinessRuleError(`selfService.raceChange.${l.closedReason}`, undefined, 409);
  const chosen = { subEventId: body.subEventId, categoryId: body.categoryId, waveId: body.waveId ?? null };
  const option = (await options(ports, l, now)).find(
    (o) =>
      o.subEventId === chosen.subEventId && o.categoryId === chosen.categoryId && o.waveId === chosen.waveId,
  );
  if (!option) throw new BusinessRuleError('selfService.raceChange.targetNotOffered', undefined, 400);
  const target = await resolveMoveTarget(
    ports.catalogue,
    l.order,
    l.item,
    {
      seriesEventId: l.item.seriesEventGuid,
      seriesSubEventId: option.subEventId,
      seriesCategoryId: option.categoryId,
      seriesWaveId: option.waveId,
    },
    true,
    now,
  );
  if (option.placesLeft !== null && option.placesLeft <= 0) throw fullTargetOf(target, option);
  const fee = Math.max(0, l.rules.fee ?? 0);
  if (option.toPay <= 0) {
    await apply(ports, l.order.guid, l.item.itemGuid, target, { fee }, actorOf(caller), now);
    return { status: 'applied', refund: option.refund };
  }
  const change: PendingValueChange = {
    ...pendingChange(
      {
        guid: ports.newGuid(),
        orderGuid: l.order.guid,
        itemGuid: l.item.itemGuid,
        values: [],
        amount: option.toPay,
        currency: l.order.currency,
        orderNumber: ports.newOrderNumber(),
      },
      caller,
      now,
    ),
    raceChange: {
      seriesEventId: l.item.seriesEventGuid,
      subEventId: option.subEventId,
      categoryId: option.categoryId,
      waveId: option.waveId,
      targetName: [option.subEventName, option.categoryName, option.waveName].filter(Boolean).join(' – '),
      basePrice: option.price,
      pricingName: target.price?.pricingName ?? null,
      fee,
    },
  };
  const redirectUrl = await ports.createRedirect(change, l.order, l.item);
  if (!(await ports.savePendingChange(change, now)))
    throw new BusinessRuleError('raceEditor.valueChangePending');
  return { status: 'payment', id: change.guid, redirectUrl, amount: change.amount };
}

/** A full target as the checkout says it (spec §8, 409), before anything is written. */
function fullTargetOf(target: MoveTarget, option: RaceChangeOption): Error {
  const scope = option.waveId ? 'wave' : 'category';
  return fullTarget(
    { scope, guid: scope === 'wave' ? (option.waveId as string) : option.categoryId, n: 1 },
    target,
  );
}

export async function apply(
  ports: RaceChangePorts,
  orderGuid: string,
  itemGuid: string,
  target: MoveTarget,
  extra: Parameters<typeof selfServiceMove>[4],
  actor: TransitionActor,
  now: Date,
): Promise<void> {
  await ports.moveItem(
    { orderGuid, itemGuid },
    (order, items, item, ctx) => selfServiceMove(order, items, item, target, extra, ctx),
    actor,
    now,
    (counter) => fullTarget(counter, target),
  );
}
