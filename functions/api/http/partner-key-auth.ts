import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HEADER_API_KEY } from '@shared/api/headers';
import { PARTNER_KEY_PREFIX } from '@shared/partner-api/partner-key-scopes';
import { authenticatePartnerKey } from '../../domain/partner-api/partner-key-check';
import { partnerKeyStore } from '../../adapters/dynamodb/partner-key-repository';
import { dynamoRateLimiter } from '../../adapters/dynamodb/rate-limit-repository';
import type { PartnerKeyPrincipal } from './caller';
import { header } from './request-context';

/**
 * The partner key a call presents, as `Authorization: Bearer rpk_…` or `X-Api-Key: rpk_…`
 * (partner routes only: anywhere else such a key is an invalid token or application key).
 */
export function presentedPartnerKey(event: APIGatewayProxyEventV2): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(header(event, 'authorization')?.trim() ?? '')?.[1];
  if (bearer?.startsWith(PARTNER_KEY_PREFIX)) return bearer;
  const apiKey = header(event, HEADER_API_KEY)?.trim();
  return apiKey?.startsWith(PARTNER_KEY_PREFIX) ? apiKey : undefined;
}

/** The key's series and scopes (401 unknown / revoked / expired, 429 beyond its rate). */
export async function partnerPrincipal(key: string): Promise<PartnerKeyPrincipal> {
  const caller = await authenticatePartnerKey(
    { store: partnerKeyStore, rateLimiter: dynamoRateLimiter },
    key,
    new Date(),
  );
  return { kind: 'partnerKey', ...caller };
}
