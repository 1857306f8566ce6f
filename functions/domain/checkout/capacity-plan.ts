import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType } from '@shared/codelists/enums';
import type { SubcategoryRecord } from '../catalog/records';
import { placeInBuckets, tieCounterGuid } from '../orders/counter-ledger';
import type { CounterRef, CounterScope } from '../orders/order-records';
import { offersInTheirBuckets } from '../waiting-list/offer-checkout';
import type { WaitingOfferRecord } from '../waiting-list/waiting-list-rules';
import { counterOf, type CheckoutContext } from './checkout-context';
import { cardCapacityReason, type CardIncrement } from './fill-cards';
import { cardTieCatalogue, optionUsage } from './option-usage';
import type { PlannedCounter, StepFailure } from './order-plan';
import type { ResolvedItem } from './resolve-item';
import type { TeamReservationRecord } from './team-reservation';

/**
 * The register call's capacity step (spec §4): which counters the order takes places in, how many,
 * and the precise reason when one has no room. The counters were just read; the order's transaction
 * checks them again (the adapter's conditions are the authority), so these checks give the runner the
 * right reason without a round trip.
 */

export interface Take {
  scope: CounterScope;
  guid: string;
  capacity: number;
  n: number;
  failure: StepFailure;
  /** Entries the §4 rule does not count in this counter: its condition allows that many more. */
  ignored?: number;
}

type Ctx = Pick<CheckoutContext, 'counters' | 'shards' | 'teams'>;
type Held = ReadonlyMap<string, number>;

const keyOf = (scope: CounterScope, guid: string) => `${scope}#${guid}`;

/**
 * Whether the item's event, race, category or wave is already full (the places a consumed name
 * reservation or waiting-list offer holds count as free for this order): what the runner cannot fix
 * in the form comes before the form's errors.
 */
export function fullScopeFailure(ctx: Ctx, item: ResolvedItem, held: Held): StepFailure | undefined {
  const field = `items.${item.index}`;
  const full = (scope: CounterScope, guid: string, capacity: number) => {
    const c = counterOf(ctx, scope, guid, capacity);
    return c.capacity > 0 && c.used - (held.get(keyOf(scope, guid)) ?? 0) >= c.capacity;
  };
  const e = item.bundle.event;
  if (full('event', e.guid, e.capacity))
    return { reason: RegistrationFailure.CAPACITY_EVENT, params: { name: e.name }, field };
  if (full('subevent', item.sub.guid, item.sub.capacity))
    return { reason: RegistrationFailure.CAPACITY_SUBEVENT, params: { name: item.sub.name }, field };
  if (full('category', item.category.guid, item.category.capacity))
    return { reason: RegistrationFailure.CAPACITY_CATEGORY, params: { name: item.category.name }, field };
  if (item.wave && full('wave', item.wave.guid, item.wave.capacity))
    return { reason: RegistrationFailure.CAPACITY_WAVE, params: { name: item.wave.name }, field };
  return undefined;
}

/**
 * The places one cart item takes besides its subcategories: a relay takes one place in the event,
 * race, category and wave (its members ride along), a team race one per member; a team one per
 * member up to the race's `membersTo`; every chosen limited option one (and its tie counter).
 */
export function itemTakes(
  ctx: Ctx,
  item: ResolvedItem,
  team: { guid: string; name: string } | null,
  persons: number,
  increments: readonly CardIncrement[],
): Take[] {
  const field = `items.${item.index}`;
  const isRelay = item.sub.type === SubEventType.RELAY;
  const places = isRelay ? 1 : persons;
  const scope = (
    s: CounterScope,
    r: { guid: string; name: string; capacity: number },
    reason: StepFailure['reason'],
  ) => ({
    scope: s,
    guid: r.guid,
    capacity: r.capacity,
    n: places,
    failure: { reason, params: { name: r.name }, field },
  });
  const takes: Take[] = [
    scope('event', item.bundle.event, RegistrationFailure.CAPACITY_EVENT),
    scope('subevent', item.sub, RegistrationFailure.CAPACITY_SUBEVENT),
    scope('category', item.category, RegistrationFailure.CAPACITY_CATEGORY),
    ...(item.wave ? [scope('wave', item.wave, RegistrationFailure.CAPACITY_WAVE)] : []),
  ];
  if (team) {
    const members = item.sub.membersTo ?? 0;
    takes.push({
      scope: 'team',
      guid: team.guid,
      // An existing team's counter carries its own limit; a new one gets the race's.
      capacity: ctx.teams.has(team.guid) ? counterOf(ctx, 'team', team.guid, members).capacity : members,
      n: persons,
      failure: {
        reason: isRelay ? RegistrationFailure.CAPACITY_RELAY : RegistrationFailure.CAPACITY_TEAM,
        params: { name: team.name, team: team.name },
        field,
      },
    });
  }
  for (const inc of increments) {
    const failure = { reason: cardCapacityReason(inc.scope, isRelay), params: { name: inc.name }, field };
    // §4: entries the group's categories and waves ignore do not take its places, so the
    // condition on the own counter allows that many more (option-usage.ts).
    const card = item.cards.find((c) => c.values.some((v) => v.guid === inc.group.guid));
    const ignored =
      inc.capacity > 0 && card
        ? optionUsage(
            ctx.counters,
            inc.scope,
            inc.guid,
            inc.capacity,
            inc.group,
            cardTieCatalogue(card, item.bundle),
          ).ignored
        : 0;
    takes.push({ scope: inc.scope, guid: inc.guid, capacity: inc.capacity, n: 1, failure, ignored });
    if (inc.tie)
      takes.push({ scope: inc.scope, guid: tieCounterGuid(inc.guid, inc.tie), capacity: 0, n: 1, failure });
  }
  return takes;
}

/** A person's subcategory place: one per runner, one per relay team (on its first member). */
export function subcategoryTake(
  sc: SubcategoryRecord,
  relay: boolean,
  personIndex: number,
  field: string,
): Take {
  return {
    scope: 'subcategory',
    guid: sc.guid,
    capacity: sc.capacity,
    n: relay ? (personIndex === 0 ? 1 : 0) : 1,
    failure: { reason: RegistrationFailure.CAPACITY_SUBCATEGORY, params: { name: sc.name }, field },
  };
}

/** The order's counters, one per scope, summed over the cart's takes in the order first taken. */
export function planCounters(ctx: Ctx, held: Held, takes: Iterable<Take>): PlannedCounter[] {
  const counters = new Map<string, PlannedCounter>();
  for (const t of takes) {
    const key = keyOf(t.scope, t.guid);
    const known = counters.get(key);
    if (known) {
      known.n += t.n;
      continue;
    }
    // The counter item's capacity is what the transaction's condition is checked against.
    const stored = counterOf(ctx, t.scope, t.guid, t.capacity).capacity;
    const shard = ctx.shards?.get(key);
    const heldHere = held.get(key) ?? 0;
    counters.set(key, {
      scope: t.scope,
      guid: t.guid,
      capacity: stored > 0 ? stored + (t.ignored ?? 0) : stored,
      n: t.n,
      ...(heldHere ? { held: heldHere } : {}),
      ...(shard ? { shard } : {}),
      failure: t.failure,
    });
  }
  return [...counters.values()];
}

/** The first planned counter the order would overfill, as just read (its held places are its own). */
export function overCapacity(ctx: Ctx, counters: readonly PlannedCounter[]): StepFailure | undefined {
  for (const c of counters) {
    if (c.capacity <= 0 || c.n === 0) continue;
    if (counterOf(ctx, c.scope, c.guid, c.capacity).used + c.n - (c.held ?? 0) > c.capacity) return c.failure;
  }
  return undefined;
}

/**
 * The order's ledger (what it holds, for every later release): every counter it takes, with the
 * places its consumed name reservations and waiting-list offers already hold recorded in the buckets
 * they were taken from (the adapter places the rest when it commits).
 */
export function orderLedger(
  counters: readonly PlannedCounter[],
  cart: ReadonlyArray<{ teamGuid?: string | null; reservationGuid?: string | null }>,
  reservations: ReadonlyMap<string, TeamReservationRecord> | undefined,
  offers: readonly WaitingOfferRecord[],
): CounterRef[] {
  let out: CounterRef[] = counters.filter((c) => c.n > 0).map(({ scope, guid, n }) => ({ scope, guid, n }));
  // As heldPlaces counts them: per cart item founding a team under a reservation.
  for (const item of cart) {
    if (item.teamGuid || !item.reservationGuid) continue;
    for (const c of reservations?.get(item.reservationGuid)?.held ?? [])
      if (c.bucket) out = placeInBuckets(out, c.scope, c.guid, [{ bucket: c.bucket, n: c.n }]);
  }
  return offersInTheirBuckets(out, offers);
}
