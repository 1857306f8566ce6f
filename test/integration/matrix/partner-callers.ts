import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RouteDef } from '@shared/api/route-types';
import { PARTNER_KEY_SCOPES, type PartnerKeyScope } from '@shared/partner-api/partner-key-scopes';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { partnerKeyHash } from '../../../functions/domain/partner-api/partner-key-secret';
import { api } from '../support';
import type { Outcome } from './route-requests';
import { createTargets } from './world';

/**
 * Partner-key callers of a partner route (auth `partnerKey`), made for its target series through
 * the admin calls: the right key, one of another series, a revoked one, an expired one and one
 * without the route's scope. Each gets its own key, so no key nears its rate limit.
 */
export const PARTNER_CALLERS = [
  'keyRight',
  'keyOtherSeries',
  'keyRevoked',
  'keyExpired',
  'keyWithoutScope',
] as const;
export type PartnerCallerName = (typeof PARTNER_CALLERS)[number];

export const partnerOutcome: Record<PartnerCallerName, Outcome> = {
  keyRight: 'allow',
  keyOtherSeries: 403,
  keyRevoked: 401,
  keyExpired: 401,
  keyWithoutScope: 403,
};

export async function createPartnerKey(
  adminToken: string,
  seriesGuid: string,
  scopes: readonly PartnerKeyScope[] = PARTNER_KEY_SCOPES,
): Promise<{ key: string; keyId: string }> {
  const res = await api<{ key: string; keyId: string }>(`admin/series/${seriesGuid}/partner-keys`, {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({ name: 'Matrix timing', scopes }),
  });
  if (res.status !== 200)
    throw new Error(`partner key not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Makes a key expired, as if its expiry had passed (the lookup item a call reads). */
export async function expireKey(key: string): Promise<void> {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME as string,
      Key: keys.partnerKeyLookup(partnerKeyHash(key)),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
    }),
  );
}

export async function partnerCallers(
  route: RouteDef,
  adminToken: string,
  seriesGuid: string,
): Promise<Record<PartnerCallerName, string>> {
  const other = await createTargets();
  const [right, otherSeries, revoked, expired] = await Promise.all([
    createPartnerKey(adminToken, seriesGuid),
    createPartnerKey(adminToken, other.seriesGuid),
    createPartnerKey(adminToken, seriesGuid),
    createPartnerKey(adminToken, seriesGuid),
  ]);
  const withoutScope = await createPartnerKey(
    adminToken,
    seriesGuid,
    PARTNER_KEY_SCOPES.filter((s) => s !== route.partnerScope),
  );
  const revokedRes = await api(`admin/series/${seriesGuid}/partner-keys/${revoked.keyId}/revoke`, {
    method: 'POST',
    token: adminToken,
  });
  if (revokedRes.status !== 200) throw new Error(`partner key not revoked: ${revokedRes.status}`);
  await expireKey(expired.key);
  return {
    keyRight: right.key,
    keyOtherSeries: otherSeries.key,
    keyRevoked: revoked.key,
    keyExpired: expired.key,
    keyWithoutScope: withoutScope.key,
  };
}
