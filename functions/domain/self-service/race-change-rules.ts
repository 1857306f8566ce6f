import {
  DEFAULT_SELF_SERVICE_RULES,
  type RaceChangeClosedReason,
  type RaceChangeRules,
  type SelfServiceRules,
} from '@shared/self-service/race-change-schemas';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';

/**
 * The organiser's rules of a runner's own race change (issue 27), pure: whether a registration may
 * change now, and what a change to a target costs. Money in minor units of the order's currency.
 */

/** The race's rules as stored (absent: self-service is off). */
export const rulesOf = (race: { selfService?: SelfServiceRules } | undefined): SelfServiceRules => ({
  ...DEFAULT_SELF_SERVICE_RULES,
  ...race?.selfService,
  // Races saved before transfers existed carry no transfer rules: transfers are off.
  transfer: race?.selfService?.transfer ?? DEFAULT_SELF_SERVICE_RULES.transfer,
});

/** A registration no longer active: its order removed, cancelled or expired, or the item on its own. */
export const isInactive = (
  order: Pick<OrderRecord, 'deleted' | 'cancelled' | 'expired'>,
  item: Pick<OrderItemRecord, 'cancelled' | 'expired' | 'expiredAlone'>,
) => order.deleted || order.cancelled || order.expired || item.cancelled || item.expired || item.expiredAlone;

/**
 * Why the registration cannot change race now, or null. The organiser's deadline wins over the
 * race's start only when it is earlier: nobody changes race once the race has started.
 */
export function raceChangeClosedReason(
  rules: RaceChangeRules,
  race: { dateFrom: string },
  order: Pick<OrderRecord, 'deleted' | 'cancelled' | 'expired'>,
  item: Pick<
    OrderItemRecord,
    'kind' | 'teamGuid' | 'cancelled' | 'expired' | 'expiredAlone' | 'relayRemoved'
  >,
  now: Date,
): RaceChangeClosedReason | null {
  if (!rules.allowed || !rules.targetSubEventIds.length) return 'notAllowed';
  if (isInactive(order, item)) return 'registrationInactive';
  // A team or relay member's place belongs to the team (its captain manages the team's races).
  if (item.kind !== 'regular' || item.teamGuid || item.relayRemoved) return 'teamMember';
  if (Date.parse(race.dateFrom) <= now.getTime()) return 'raceStarted';
  if (rules.until && Date.parse(rules.until) <= now.getTime()) return 'deadlinePassed';
  return null;
}

export interface RaceChangeQuote {
  /** Target price − the registration's base price (negative: the target is cheaper). */
  difference: number;
  /** Paid now by card before the change applies (a paid registration only). */
  toPay: number;
  /** What the organiser refunds after the change (a paid registration moving somewhere cheaper). */
  refund: number;
  /** The fee the order's price carries after the change. */
  fee: number;
}

/**
 * What a change costs. An unpaid registration just gets its new price (difference and fee in the
 * price it still has to pay): nothing to pay now, nothing to refund. A paid one pays difference +
 * fee now when that is positive; when it is negative the organiser refunds it (this product does
 * not send refunds itself).
 */
export function quoteRaceChange(
  currentBasePrice: number,
  targetPrice: number,
  fee: number | null,
  paid: boolean,
): RaceChangeQuote {
  const f = Math.max(0, fee ?? 0);
  const difference = targetPrice - currentBasePrice;
  if (!paid) return { difference, toPay: 0, refund: 0, fee: f };
  const net = difference + f;
  return { difference, toPay: Math.max(0, net), refund: Math.max(0, -net), fee: f };
}

/** Places left in a target: the smallest remaining of its scopes (null: every scope unlimited). */
export function placesLeft(remaining: ReadonlyArray<number | null>): number | null {
  const limited = remaining.filter((r): r is number => r !== null);
  return limited.length ? Math.min(...limited) : null;
}
