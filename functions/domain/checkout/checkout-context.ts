import type { CurrencyCode } from '@shared/codelists/enums';
import type { Counter } from '../catalog/availability';
import { counterKey, type Counters } from '../catalog/event-read-model';
import {
  counterRefs,
  groupEventPartition,
  type EventAggregate,
  type EventPartitionItem,
} from '../catalog/records';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { CounterScope, DiscountRecord } from '../orders/order-records';
import type { PaymentDetailRecord } from '../series-editor/payment-details';
import type { CardRecord } from '../catalog/card-records';
import type { ShardState } from './capacity-buckets';
import { isTieCounterGuid } from '../orders/counter-ledger';
import { cardTieCatalogue, usageCounterRefs } from './option-usage';
import { activeCards, cardsForSubevent } from '../catalog/subevent-cards';
import type { TeamReservationRecord } from './team-reservation';
import type { WaitingOfferRecord } from '../waiting-list/waiting-list-rules';
import { offerHashesOf } from '../waiting-list/offer-checkout';

export interface TermsSummary {
  guid: string;
  name: string;
  label: string;
}

export interface TeamRecord {
  entity: 'team';
  guid: string;
  subEventGuid: string;
  name: string;
  pin: string;
  managerEmail: string;
  orderGuid: string;
  dateCreated: string;
}

/** What the checkout needs from storage (DynamoDB adapter: functions/adapters/dynamodb/checkout-repository.ts). */
export interface CheckoutPorts {
  /** The event partition (event, subevents, categories, …, cards): one Query per event. */
  queryEventPartition(eventGuid: string): Promise<Array<EventPartitionItem | CardRecord>>;
  /** Counters, terms and teams in one BatchGetItem. */
  loadRecords(input: {
    counters: Array<[CounterScope, string]>;
    termsGuids: string[];
    teamGuids: string[];
    /** Team name reservations the cart's new teams name. */
    reservationGuids?: string[];
    /** Waiting-list offers the cart's links name (by hash). */
    offerHashes?: string[];
    /** An order that may already exist under this guid (a retried register call). */
    orderGuid?: string;
    /**
     * A register call: a sharded scope's buckets may be read as a sample that stands for the
     * scope (capacity-sample.ts `sampleSuffices`; its counter then shows `sampleCounter`), except
     * the scopes listed (`<scope>#<guid>`) whose exact sales the checkout uses.
     */
    sampleShards?: { exact: string[] };
  }): Promise<{
    counters: Counters;
    terms: Map<string, TermsSummary>;
    teams: Map<string, TeamRecord>;
    reservations?: Map<string, TeamReservationRecord>;
    offers?: Map<string, WaitingOfferRecord>;
    idempotent?: IdempotentAnswer;
    /** The buckets of sharded scopes (`<scope>#<guid>`); `counters` holds their sums. */
    shards?: Map<string, ShardState>;
  }>;
  getDiscount(seriesGuid: string, code: string): Promise<DiscountRecord | undefined>;
  listPaymentDetails(seriesGuid: string): Promise<PaymentDetailRecord[]>;
}

/** A register call already answered under the same idempotency key. */
export interface IdempotentAnswer {
  requestHash: string;
  answer: import('@shared/checkout/checkout-schemas').RegisterAnswer;
}

export interface EventBundle extends EventAggregate {
  cards: CardRecord[];
}

/** The catalogue, counters, terms and teams of every event a cart touches. */
export interface CheckoutContext {
  seriesGuid: string;
  events: Map<string, EventBundle>;
  counters: Counters;
  terms: Map<string, TermsSummary>;
  teams: Map<string, TeamRecord>;
  reservations?: Map<string, TeamReservationRecord>;
  offers?: Map<string, WaitingOfferRecord>;
  idempotent?: IdempotentAnswer;
  shards?: Map<string, ShardState>;
}

export function counterOf(
  ctx: Pick<CheckoutContext, 'counters'>,
  scope: CounterScope,
  guid: string,
  capacity: number,
): Counter {
  return ctx.counters.get(counterKey(scope, guid)) ?? { capacity, used: 0 };
}

/**
 * The card counters the checkout reads: every group's and option's own counter and, for limited
 * ones, the per-category / per-wave usage entries the §4 rule needs (option-usage.ts).
 */
export function cardCounterRefs(
  cards: CardRecord[],
  event: Parameters<typeof cardTieCatalogue>[1],
): Array<[CounterScope, string]> {
  return cards.flatMap((card) => {
    const catalogue = cardTieCatalogue(card, event);
    const refsOf = (scope: 'cardValue' | 'cardItem', guid: string, capacity: number) =>
      capacity > 0 ? usageCounterRefs(scope, guid, catalogue) : [[scope, guid] as [CounterScope, string]];
    return card.values.flatMap((v): Array<[CounterScope, string]> => [
      ...refsOf('cardValue', v.guid, v.capacity),
      ...(v.items ?? []).flatMap((i) => refsOf('cardItem', i.guid, i.capacity)),
    ]);
  });
}

interface DecodedPartition {
  bundle: EventBundle;
  /** The event's counters and its cards' counters, as `loadRecords` reads them. */
  refs: Array<[CounterScope, string]>;
  /** A race's card counters (cartRefs), kept with the partition like the rest of its decoding. */
  raceCards: Map<string, Array<[CounterScope, string]>>;
}

/** A cart line as loadCheckoutContext reads it; a register call names its race, category and wave. */
interface CartLine {
  seriesEventGuid: string;
  subEventGuid?: string;
  categoryGuid?: string;
  waveGuid?: string | null;
  teamGuid?: string | null;
  reservationGuid?: string | null;
  waitingListOffer?: string | null;
}

/**
 * The counters a register call's lines of one event can consult or take: the event's, and per line
 * its race, category, the category's subcategories, its wave and the counters of the cards the race
 * asks for (resolve-item.ts, capacity-plan.ts, fill-cards.ts read no others). The other races'
 * counters of a large event would only make the batch read bigger: on a festival of ten races most
 * of its keys. A guid the catalogue does not know is read as it is (absent): the line fails on it
 * after the read, with the same error as before.
 */
function cartRefs(read: DecodedPartition, lines: readonly CartLine[]): Array<[CounterScope, string]> {
  const { bundle } = read;
  const refs = new Map<string, [CounterScope, string]>();
  const add = (scope: CounterScope, guid: string) => refs.set(counterKey(scope, guid), [scope, guid]);
  add('event', bundle.event.guid);
  for (const line of lines) {
    if (line.seriesEventGuid !== bundle.event.guid) continue;
    const sub = bundle.subevents.find((s) => s.guid === line.subEventGuid);
    if (line.subEventGuid) add('subevent', line.subEventGuid);
    if (line.categoryGuid) add('category', line.categoryGuid);
    for (const sc of bundle.subcategories)
      if (sc.categoryGuid === line.categoryGuid) add('subcategory', sc.guid);
    if (line.waveGuid) add('wave', line.waveGuid);
    if (!sub) continue;
    let cards = read.raceCards.get(sub.guid);
    if (!cards) {
      cards = cardCounterRefs(cardsForSubevent(bundle.cards, sub), bundle);
      read.raceCards.set(sub.guid, cards);
    }
    for (const [scope, guid] of cards) add(scope, guid);
  }
  return [...refs.values()];
}

// The checkout handler caches an event's partition for a moment and hands out the same array to
// every call meanwhile: its decoding (grouping, sorting, active cards, counter refs) is kept with
// it rather than redone by every register call of a rush. Nothing downstream changes the bundle.
const decodedPartitions = new WeakMap<object, DecodedPartition | null>();

function decodePartition(raw: Array<EventPartitionItem | CardRecord>): DecodedPartition | undefined {
  const known = decodedPartitions.get(raw);
  if (known !== undefined) return known ?? undefined;
  const agg = groupEventPartition(raw.filter((r) => r.entity !== 'card') as EventPartitionItem[]);
  let read: DecodedPartition | null = null;
  if (agg) {
    const cards = activeCards(raw.filter((r) => r.entity === 'card') as CardRecord[]).sort(
      (a, b) => a.order - b.order,
    );
    const bundle: EventBundle = { ...agg, cards };
    read = {
      bundle,
      refs: [...(counterRefs(bundle) as Array<[CounterScope, string]>), ...cardCounterRefs(cards, bundle)],
      raceCards: new Map(),
    };
  }
  decodedPartitions.set(raw, read);
  return read ?? undefined;
}

export async function loadCheckoutContext(
  ports: CheckoutPorts,
  items: CartLine[],
  currency: CurrencyCode,
  orderGuid?: string,
  /**
   * A register call: only the counters its lines can consult or take are read (cartRefs), and
   * sharded scopes may be read as samples (see CheckoutPorts.loadRecords).
   */
  sampleShards = false,
): Promise<CheckoutContext> {
  const eventGuids = [...new Set(items.map((i) => i.seriesEventGuid))];
  const partitions = await Promise.all(eventGuids.map((g) => ports.queryEventPartition(g)));
  const events = new Map<string, EventBundle>();
  const eventRefs: Array<[CounterScope, string]> = [];
  partitions.forEach((raw, i) => {
    const read = decodePartition(raw);
    if (!read) throw new NotFoundError('series.eventNotFound', { guid: eventGuids[i] as string });
    events.set(read.bundle.event.guid, read.bundle);
    eventRefs.push(...(sampleShards ? cartRefs(read, items) : read.refs));
  });
  const series = new Set([...events.values()].map((e) => e.event.seriesGuid));
  if (series.size > 1) throw new BusinessRuleError('checkout.mixedSeries', undefined, 400);
  for (const e of events.values())
    if (!e.event.currencies.includes(currency))
      throw new BusinessRuleError('series.currencyNotAllowed', { currency }, 400);

  const refs = eventRefs;
  // Sales the register call uses as numbers, not only as room: a category's price tiers by places
  // sold, and the tie counters of the §4 rule. Their sharded scopes are read whole.
  const exact = sampleShards
    ? [
        ...[...events.values()].flatMap((e) =>
          e.pricings
            .filter((p) => (p.capacityFrom ?? null) !== null || (p.capacityTo ?? null) !== null)
            .map((p) => counterKey('category', p.categoryGuid)),
        ),
        ...refs.filter(([, guid]) => isTieCounterGuid(guid)).map(([scope, guid]) => counterKey(scope, guid)),
      ]
    : [];
  const teamGuids = [...new Set(items.flatMap((i) => (i.teamGuid ? [i.teamGuid] : [])))];
  for (const t of teamGuids) refs.push(['team', t]);
  const termsGuids = [
    ...new Set(
      [...events.values()].flatMap((e) =>
        e.event.termsAndConditionsId ? [e.event.termsAndConditionsId] : [],
      ),
    ),
  ];
  const reservationGuids = [
    ...new Set(items.flatMap((i) => (i.reservationGuid && !i.teamGuid ? [i.reservationGuid] : []))),
  ];
  const offerHashes = offerHashesOf(items);
  const loaded = await ports.loadRecords({
    counters: refs,
    termsGuids,
    teamGuids,
    ...(reservationGuids.length ? { reservationGuids } : {}),
    ...(offerHashes.length ? { offerHashes } : {}),
    ...(orderGuid ? { orderGuid } : {}),
    ...(sampleShards ? { sampleShards: { exact } } : {}),
  });
  return { seriesGuid: [...series][0] as string, events, ...loaded };
}
