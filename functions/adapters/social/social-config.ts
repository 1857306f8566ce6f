import { z } from 'zod';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@shared/social/social-schemas';
import { getSecret } from '../config';

/**
 * One network's configuration (per stage, from the CDK config): the client id and redirect URI
 * here, the client secret in Secrets Manager (SOCIAL_SECRETS, a JSON map network → secret).
 * `issuer` overrides the provider's real issuer or API base: the local stack points every network
 * at its local OpenID provider (scripts/local/oidc-stand-in.ts).
 */
const networkConfigSchema = z.object({
  clientId: z.string().min(1),
  redirectUri: z.url(),
  issuer: z.url().optional(),
  /** OAuth 2 networks: endpoints and the profile API (defaults: the provider's real ones). */
  authorizationEndpoint: z.url().optional(),
  tokenEndpoint: z.url().optional(),
  profileUrl: z.url().optional(),
  /** Local stand-ins speak plain http on 127.0.0.1; never set on AWS. */
  allowHttp: z.boolean().optional(),
});
export type NetworkConfig = z.infer<typeof networkConfigSchema>;

const configSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), networkConfigSchema);

let parsed: { raw: string | undefined; value: Partial<Record<SocialNetwork, NetworkConfig>> } | undefined;

/** The configured networks (SOCIAL_NETWORKS, JSON); an unreadable value offers none. */
export function socialConfig(): Partial<Record<SocialNetwork, NetworkConfig>> {
  const raw = process.env.SOCIAL_NETWORKS;
  if (parsed && parsed.raw === raw) return parsed.value;
  let value: Partial<Record<SocialNetwork, NetworkConfig>> = {};
  try {
    const result = configSchema.safeParse(raw ? JSON.parse(raw) : {});
    if (result.success) value = result.data;
  } catch {
    value = {};
  }
  parsed = { raw, value };
  return value;
}

export const offeredNetworks = (): SocialNetwork[] =>
  SOCIAL_NETWORKS.filter((n) => socialConfig()[n] !== undefined);

/** The network's client secret; a network without one is not offered either. */
export async function clientSecret(network: SocialNetwork): Promise<string | undefined> {
  const raw = await getSecret('SOCIAL_SECRETS').catch(() => undefined);
  if (!raw) return undefined;
  try {
    const map = z.record(z.string(), z.string()).parse(JSON.parse(raw));
    return map[network];
  } catch {
    return undefined;
  }
}
