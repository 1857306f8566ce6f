import type { Counter } from '../catalog/availability';
import type { EventRecord, SubeventRecord } from '../catalog/records';
import type { TeamRecord } from '../checkout/checkout-context';
import type { CounterRef, OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';

/** Catalogue and team reads of the admin teams lists (adapter: dynamodb/team-admin-repository.ts). */
export interface TeamListPorts {
  eventsOfSeries(seriesGuid: string): Promise<EventRecord[]>;
  eventsByGuid(guids: readonly string[]): Promise<EventRecord[]>;
  allSeriesGuids(): Promise<string[]>;
  /** Races of an event (its partition). */
  subeventsOfEvent(eventGuid: string): Promise<SubeventRecord[]>;
  /** Teams founded in a race (the race's team index). */
  teamsOfSubevent(subEventGuid: string): Promise<TeamRecord[]>;
  /** Team counters (`CAP#team#<guid>`) by team guid; a team without one has no member yet. */
  teamCounters(teamGuids: readonly string[]): Promise<Map<string, Counter>>;
  /** Registration items carrying the team's guid (every state; the domain drops inactive ones). */
  listMemberItems(teamGuid: string): Promise<OrderItemRecord[]>;
  getOrders(orderGuids: string[]): Promise<OrderRecord[]>;
}

export type TeamWriteOutcome = 'ok' | 'nameTaken' | 'hasMembers' | 'changed' | 'capacityBelowMembers';

/** One item's move between teams, as the adapter writes it in one transaction. */
export interface TeamMovePlan {
  order: Pick<OrderRecord, 'guid' | 'dateUpdated'>;
  item: Pick<OrderItemRecord, 'orderGuid' | 'index' | 'itemGuid' | 'dateCreated'>;
  now: string;
  /** The order's ledger after the move (undefined: the order holds no places, ledger unchanged). */
  counters: CounterRef[] | undefined;
  from: TeamRecord;
  /** The team it joins, or null (it stays registered alone). */
  to: TeamRecord | null;
  /** The old team's place the item held (released, or removed with the deleted team). */
  releaseFrom: boolean;
  /** The new team's place, taken with its capacity condition. */
  takeTo: { capacity: number } | null;
  /** What happens to the old team: nothing, a new manager, or it is deleted (no active member left). */
  fromTeam: { kind: 'keep' } | { kind: 'handOver'; managerEmail: string } | { kind: 'delete' };
  history: OrderHistoryRecord;
}

export interface TeamAdminPorts extends TeamListPorts {
  newId(): string;
  newPin(): string;
  findTeam(teamGuid: string): Promise<TeamRecord | undefined>;
  findSubevent(subEventGuid: string): Promise<SubeventRecord | undefined>;
  eventName(eventGuid: string): Promise<string>;
  /**
   * Writes `after` over `before` (held while the team is as read), moves the name guard when the
   * name's key changes (refused when another team holds it), renames the team on its members'
   * items, sets the team counter's capacity when `capacity` is given (0 = unlimited; refused with
   * 'capacityBelowMembers' while the counter holds more places), with the series history entry, in
   * one transaction.
   */
  updateTeam(
    before: TeamRecord,
    after: TeamRecord,
    memberItems: ReadonlyArray<Pick<OrderItemRecord, 'orderGuid' | 'index'>>,
    history: SeriesHistoryRecord,
    capacity?: number,
  ): Promise<TeamWriteOutcome>;
  /** Deletes the team, its name guard and its counter (refused while the counter holds a place), with the history entry. */
  deleteTeam(team: TeamRecord, history: SeriesHistoryRecord): Promise<TeamWriteOutcome>;
  /** Runs a move: 'changed' when the order or team changed meanwhile, 'capacityFull' when the new team is full. */
  moveItem(plan: TeamMovePlan): Promise<'ok' | 'changed' | 'capacityFull'>;
}
