import type { PartnerKeyScope } from '@shared/partner-api/partner-key-scopes';
import { takeRateLimit, type RateLimiterPort, type RateRule } from '../accounts/rate-limit';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { PartnerKeyLookup, PartnerKeyStore } from './partner-key-ports';
import { isPartnerKey, partnerKeyHash } from './partner-key-secret';

/**
 * Calls per key and minute: a timing company polling a start list every few seconds stays well
 * inside; a runaway loop is stopped before it costs the table's capacity.
 */
export const PARTNER_KEY_RATE: RateRule = { kind: 'partner-key', limit: 120, windowSeconds: 60 };
/** "Last used" is written at most this often per key (one write a minute, not one per call). */
export const LAST_USED_EVERY_MS = 60_000;

/** A call made with a partner key, as the route's action receives it. */
export interface PartnerKeyCaller {
  keyId: string;
  seriesGuid: string;
  scopes: PartnerKeyScope[];
}

export interface PartnerKeyCheckPorts {
  store: Pick<PartnerKeyStore, 'findByHash' | 'touch'>;
  rateLimiter: RateLimiterPort;
}

export const isExpired = (lookup: Pick<PartnerKeyLookup, 'expiresAt'>, now: Date): boolean =>
  lookup.expiresAt !== null && Date.parse(lookup.expiresAt) <= now.getTime();

/**
 * The key's series and scopes, or 401 for a key that is unknown, revoked (its lookup is gone) or
 * expired; 429 beyond the key's rate. Records the use as "last used".
 */
export async function authenticatePartnerKey(
  ports: PartnerKeyCheckPorts,
  key: string,
  now: Date,
): Promise<PartnerKeyCaller> {
  if (!isPartnerKey(key)) throw new UnauthorizedError('partnerKeys.invalidKey');
  const hash = partnerKeyHash(key);
  const lookup = await ports.store.findByHash(hash);
  if (!lookup || isExpired(lookup, now)) throw new UnauthorizedError('partnerKeys.invalidKey');
  await takeRateLimit(ports.rateLimiter, [{ rule: PARTNER_KEY_RATE, id: lookup.keyId }], now);
  if (lookup.lastUsedAt === null || now.getTime() - Date.parse(lookup.lastUsedAt) >= LAST_USED_EVERY_MS)
    await ports.store.touch(lookup, hash, now.toISOString());
  return { keyId: lookup.keyId, seriesGuid: lookup.seriesGuid, scopes: lookup.scopes };
}

/** A key without the route's scope is refused (403: the key is valid, the read is not allowed). */
export function assertPartnerScope(caller: PartnerKeyCaller, scope: PartnerKeyScope | undefined): void {
  if (!scope || !caller.scopes.includes(scope)) throw new ForbiddenError('partnerKeys.scopeMissing');
}
