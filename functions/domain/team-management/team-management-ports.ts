import type { Counter } from '../catalog/availability';
import type { SubeventRecord } from '../catalog/records';
import type { RateLimiterPort } from '../accounts/rate-limit';
import type { TeamRecord } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../checkout/order-records';

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
