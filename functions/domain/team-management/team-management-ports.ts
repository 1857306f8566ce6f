import type { Counter } from '../catalog/availability';
import type { CategoryRecord, SubcategoryRecord, SubeventRecord } from '../catalog/records';
import type { RateLimiterPort } from '../accounts/rate-limit';
import type { TeamRecord } from '../checkout/checkout-context';
import type { OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../orders/order-records';

/** The race a team belongs to, with its event's name and the team's capacity counter. */
export interface TeamRace {
  subevent: SubeventRecord;
  eventName: string;
  /** The team's counter (`CAP#team#<guid>`); absent until an order took a place in it. */
  counter: Counter | undefined;
}

/** What team management needs from storage and the token issuer (adapters: dynamodb/team-repository.ts). */
export interface TeamManagementPorts {
  findTeam(teamGuid: string): Promise<TeamRecord | undefined>;
  loadRace(team: TeamRecord): Promise<TeamRace | undefined>;
  /** Registration items carrying the team's guid (every state; the domain drops inactive ones). */
  listMemberItems(teamGuid: string): Promise<OrderItemRecord[]>;
  getOrders(orderGuids: string[]): Promise<OrderRecord[]>;
  rateLimiter: RateLimiterPort;
  /** A short-lived token of the team-manager principal for this team. */
  issueTeamToken(teamGuid: string, email: string): Promise<{ accessToken: string; expiresIn: number }>;
}

/** Writes of one relay racer change, each with its order-history entry (adapter: team-repository.ts). */
export type RelayRacerChange =
  | { kind: 'add'; item: OrderItemRecord; userId: string | null; teamCapacity: number }
  | { kind: 'update'; item: OrderItemRecord }
  | { kind: 'remove'; item: OrderItemRecord };

export interface RelayRacerPorts extends TeamManagementPorts {
  /** The team's category with its subcategories (age and gender rules). */
  loadCategory(
    subevent: SubeventRecord,
    categoryGuid: string,
  ): Promise<{ category: CategoryRecord; subcategories: SubcategoryRecord[] } | undefined>;
  /** Items of one order (for the next free item index). */
  listOrderItems(orderGuid: string): Promise<OrderItemRecord[]>;
  /**
   * Applies the change in one transaction with its history entry and writes the tracks of racers
   * that had none yet (`fixTracks`), so legs stay put once a manager changed anything.
   */
  applyRacerChange(
    change: RelayRacerChange,
    fixTracks: Array<{ item: OrderItemRecord; track: number }>,
    history: OrderHistoryRecord,
  ): Promise<void>;
}
