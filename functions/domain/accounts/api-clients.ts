import type { ClientTokenBody } from '@shared/accounts/account-schemas';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { PasswordPort } from './account-ports';
import { assertNotLockedOut, RATE_RULES, type RateKey, type RateLimiterPort } from './rate-limit';

/** `APICLIENT#<clientId>` / `APICLIENT`: a partner system signing in with client credentials. */
export interface ApiClientRecord {
  entity: 'apiClient';
  clientId: string;
  name: string;
  /** argon2id hash of the client secret (the secret itself is never stored). */
  secretHash: string;
  disabled: boolean;
  dateCreated: string;
}

export interface ApiClientPorts {
  findClient(clientId: string): Promise<ApiClientRecord | undefined>;
  passwords: PasswordPort;
  rateLimiter: RateLimiterPort;
}

/**
 * authenticate/token: checks a client id + secret. Unknown ids and wrong secrets look the same
 * (401, and an unknown id costs a hash verification too) and count per client id and per address
 * (temporary lockout); a disabled client is revealed only with the right secret.
 */
export async function authenticateClient(
  ports: ApiClientPorts,
  input: ClientTokenBody,
  clientAddress: string,
  now: Date,
): Promise<ApiClientRecord> {
  const keys: RateKey[] = [
    { rule: RATE_RULES.apiTokenPerClient, id: input.clientId },
    { rule: RATE_RULES.apiTokenPerAddress, id: clientAddress },
  ];
  await assertNotLockedOut(ports.rateLimiter, keys, now);
  const client = await ports.findClient(input.clientId);
  const ok = client
    ? await ports.passwords.verify(client.secretHash, input.clientSecret)
    : (await ports.passwords.verify(await ports.passwords.dummyHash(), input.clientSecret)) && false;
  if (!client || !ok) {
    await ports.rateLimiter.hit(keys, now);
    throw new UnauthorizedError('auth.clientCredentialsInvalid');
  }
  if (client.disabled) throw new ForbiddenError('auth.clientDisabled');
  return client;
}
