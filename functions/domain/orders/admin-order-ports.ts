import type { Access } from '../access/access';
import type { CounterRef, OrderHistoryRecord, OrderItemRecord, OrderRecord } from './order-records';
import type { OrderListBasis } from './order-list-basis';
import type { ListFlagFilter } from './order-list-index';
import type { TransitionActor, TransitionPlan } from './order-state';
import type { PendingValueChange } from './value-change-records';

/** The order's summary fields the list filters and shows (one projected row per order). */
export type OrderListEntry = OrderListBasis &
  Pick<
    OrderRecord,
    | 'discounts'
    | 'itemCount'
    | 'removedRacers'
    | 'dateCreated'
    | 'paid'
    | 'datePaid'
    | 'expired'
    | 'dateExpired'
    | 'cancelled'
    | 'dateCancelled'
    | 'deleted'
    | 'issued'
  >;

export interface LoadedOrder {
  order: OrderRecord;
  items: OrderItemRecord[];
  history: OrderHistoryRecord[];
}

export type TransitionResult =
  | { kind: 'applied' }
  /** The order no longer meets the plan's guard (someone changed it meanwhile): nothing written. */
  | { kind: 'orderChanged' }
  /** A counter the plan takes again has no free place left: nothing written. */
  | { kind: 'capacityFull'; counter: CounterRef };

/**
 * The orders' ports, one set per use: the list reads, one order read, a change through the state
 * machine, the e-mail a change queues. Each use-case asks only for the sets it calls, so a caller
 * that reads (the event manager's list) or changes without e-mail (a runner's own correction) wires
 * nothing it never calls.
 */

/** The orders list's reads (./admin-order-list.ts: the list, its export, a group e-mail's recipients). */
export interface OrderListPorts {
  /** Every order of one series created within the days (inclusive, yyyy-mm-dd; open ends allowed). */
  ordersOfSeries(seriesGuid: string, range: { from?: string; to?: string }): Promise<OrderListEntry[]>;
  /** The newest `limit` orders of one series created within the days, newest first. */
  newestOrdersOfSeries(
    seriesGuid: string,
    range: { from?: string; to?: string },
    limit: number,
  ): Promise<OrderListEntry[]>;
  /** How many orders one series has created within the days (counted, no rows read out). */
  countOrdersOfSeries(seriesGuid: string, range: { from?: string; to?: string }): Promise<number>;
  /** Guids of every series (an admin's list without a series filter). */
  allSeriesGuids(): Promise<string[]>;
  /** The list's counters and search index (./order-list-index.ts); absent: the list reads orders. */
  listIndex?: OrderListIndexPorts;
}

/** One order as the detail shows it (./admin-order-detail.ts). */
export interface OrderReadPorts {
  loadOrder(guid: string): Promise<LoadedOrder | undefined>;
  /** The order's priced value changes with their payments (functions/domain/user-area/priced-value-change.ts). */
  valueChangesOfOrder(orderGuid: string): Promise<PendingValueChange[]>;
}

/** A change of one order through the state machine (./order-state.ts): read it, write the plan. */
export interface OrderChangePorts {
  loadOrder(guid: string): Promise<LoadedOrder | undefined>;
  applyTransition(
    order: OrderRecord,
    items: OrderItemRecord[],
    plan: TransitionPlan,
  ): Promise<TransitionResult>;
  /**
   * Told the teams whose places a written plan gave back, to delete those it left empty (wired to
   * functions/domain/team-admin/emptied-teams.ts; absent: teams are left as they are).
   */
  teamsReleased?(teamGuids: readonly string[], actor: TransitionActor, now: Date): Promise<unknown>;
}

/** The order e-mail a change's plan names, queued once the plan is written. */
export interface OrderEmailPorts {
  enqueueOrderEmail(orderGuid: string, emailType: number, suffix?: string, itemGuid?: string): Promise<void>;
}

/** A change that queues its e-mail and answers the order as it is now (./admin-orders.ts `transition`). */
export type OrderTransitionPorts = OrderChangePorts & OrderReadPorts & OrderEmailPorts;

/** Everything admin registrations uses (functions/api/admin-registrations.handler.ts). */
export type AdminOrderPorts = OrderListPorts & OrderTransitionPorts;

/** The orders as stored, for every use but the e-mail (functions/adapters/dynamodb/admin-order-repository.ts). */
export type StoredOrderPorts = OrderListPorts & OrderReadPorts & OrderChangePorts;

/** A search-index entry of an order: one of its tokens, with all of them and its creation time. */
export interface SearchIndexEntry {
  orderGuid: string;
  dateCreated: string;
  tokens: string[];
}

/** A per-event entry of an order: enough to decide permissions, days and paging without the order. */
export interface EventIndexEntry {
  orderGuid: string;
  dateCreated: string;
  seriesGuid: string;
  /** Every event of the order. */
  eventGuids: string[];
}

export interface OrderListIndexPorts {
  /** How many orders of one series created within the days have each flag combination. */
  countsByCombination(
    seriesGuid: string,
    range: { from?: string; to?: string },
  ): Promise<Map<string, number>>;
  /** The newest `limit` orders of one series created within the days whose flags meet the filter. */
  newestMatching(
    seriesGuid: string,
    range: { from?: string; to?: string },
    flags: ListFlagFilter,
    limit: number,
  ): Promise<OrderListEntry[]>;
  /** The index entries of one series with a token starting with `prefix` (an order may repeat). */
  searchEntries(seriesGuid: string, prefix: string): Promise<SearchIndexEntry[]>;
  /** The list rows of these orders (any order; missing ones left out). */
  ordersByGuid(guids: readonly string[]): Promise<OrderListEntry[]>;
  /** The per-event entries of the orders touching one event created within the days. */
  eventEntries(eventGuid: string, range: { from?: string; to?: string }): Promise<EventIndexEntry[]>;
  /** The event a race belongs to (undefined when there is no such race). */
  eventOfRace(subEventGuid: string): Promise<string | undefined>;
  /**
   * The event of these series holding a category or a wave (undefined when none does): a category
   * or wave filter then reads that event's entries, not the whole series.
   */
  eventHolding(
    seriesGuids: readonly string[],
    holds: { kind: 'category' | 'wave'; guid: string },
  ): Promise<string | undefined>;
}

export type { Access };
