import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_TRANSFER_RULES,
  type TransferClosedReason,
  type TransferOfferState,
  type TransferRules,
} from '@shared/self-service/transfer-schemas';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { isInactive } from './race-change-rules';

/**
 * The organiser's rules of a registration transfer (issue 27 item 2), pure: whether an item may
 * change hands now, until when an offer stands, and whether an offer can still be accepted.
 */

/** The race's transfer rules as stored (absent: transfers are off). */
export const transferRulesOf = (race: { selfService?: { transfer?: TransferRules } } | undefined) =>
  race?.selfService?.transfer ?? DEFAULT_TRANSFER_RULES;

/**
 * Why the registration cannot be transferred now, or null. Team and relay members are refused:
 * their place belongs to the team, whose captain replaces members (team management).
 */
export function transferClosedReason(
  rules: TransferRules,
  race: { dateFrom: string },
  order: Pick<OrderRecord, 'deleted' | 'cancelled' | 'expired' | 'paid'>,
  item: Pick<
    OrderItemRecord,
    'kind' | 'teamGuid' | 'cancelled' | 'expired' | 'expiredAlone' | 'relayRemoved'
  >,
  now: Date,
): TransferClosedReason | null {
  if (!rules.allowed) return 'notAllowed';
  if (isInactive(order, item)) return 'registrationInactive';
  if (!order.paid) return 'notPaid';
  if (item.kind !== 'regular' || item.teamGuid || item.relayRemoved) return 'teamMember';
  if (Date.parse(race.dateFrom) <= now.getTime()) return 'raceStarted';
  if (rules.until && Date.parse(rules.until) <= now.getTime()) return 'deadlinePassed';
  return null;
}

/** An offer stands until the organiser's deadline, and never past the race's start. */
export function offerExpiry(rules: Pick<TransferRules, 'until'>, race: { dateFrom: string }): string {
  const start = Date.parse(race.dateFrom);
  const until = rules.until ? Math.min(Date.parse(rules.until), start) : start;
  return new Date(until).toISOString();
}

export interface OfferState {
  state: TransferOfferState;
  validUntil: string;
}

/** The state a person sees: an open offer past its deadline has expired. */
export function effectiveState(offer: OfferState, now: Date): TransferOfferState {
  return offer.state === 'offered' && Date.parse(offer.validUntil) <= now.getTime() ? 'expired' : offer.state;
}

/** Why an offer cannot be accepted now (its state), or null. */
export function acceptRefusal(offer: OfferState, now: Date): TransferOfferState | null {
  const state = effectiveState(offer, now);
  return state === 'offered' ? null : state;
}

/** A new offer may replace the item's current one unless that one is still open or being accepted. */
export const replaceable = (offer: OfferState | undefined, now: Date): boolean =>
  !offer || (effectiveState(offer, now) !== 'offered' && offer.state !== 'accepting');

/**
 * How long an acceptance's claim is held by the request that made it. Its transaction takes well
 * under a second; a claim older than this was interrupted (a timed-out or killed Lambda) and the
 * next look at the offer retries it (`resumeStaleClaim`, ./transfer-accept.ts).
 */
export const ACCEPT_LEASE_MS = 2 * 60_000;

export const leaseFrom = (now: Date): string => new Date(now.getTime() + ACCEPT_LEASE_MS).toISOString();

/** An `accepting` claim whose lease has passed (a claim stored without a lease counts from its answer time). */
export function staleClaim(
  offer: { state: TransferOfferState; leaseUntil?: string; dateAnswered?: string },
  now: Date,
): boolean {
  if (offer.state !== 'accepting') return false;
  const lease = offer.leaseUntil
    ? Date.parse(offer.leaseUntil)
    : Date.parse(offer.dateAnswered ?? '') + ACCEPT_LEASE_MS;
  return !(lease > now.getTime());
}

/** The fee the new runner pays (null or 0: free). */
export const transferFee = (rules: Pick<TransferRules, 'fee'>): number => Math.max(0, rules.fee ?? 0);

/**
 * The offer link's token: the item id (to find its one offer record) followed by 32 random bytes
 * (base64url; no dot, which static hosting would take for a file name); only the random part's
 * hash is stored, so a leaked table does not leak working links.
 */
export function newTransferToken(itemGuid: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${itemGuid}${secret}`, hash: transferHash(secret) };
}

export const transferHash = (secret: string): string =>
  createHash('sha256').update(`transfer-offer:${secret}`).digest('hex');

export function parseTransferToken(token: string): { itemGuid: string; hash: string } | null {
  const itemGuid = token.slice(0, 36);
  const secret = token.slice(36);
  if (!/^[0-9a-fA-F-]{36}$/.test(itemGuid) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { itemGuid, hash: transferHash(secret) };
}

/** Constant-time comparison of two stored hashes. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
