import type { SocialNetwork } from '@shared/social/social-schemas';
import type { SocialProvider } from '../../domain/social-sign-in/social-ports';
import { appleProvider } from './apple';
import { facebookProvider } from './facebook';
import { googleProvider } from './google';
import { clientSecret, socialConfig, type NetworkConfig } from './social-config';
import { stravaProvider } from './strava';

const FACTORIES: Record<SocialNetwork, (cfg: NetworkConfig, secret: string) => SocialProvider> = {
  google: googleProvider,
  apple: appleProvider,
  facebook: facebookProvider,
  strava: stravaProvider,
};

// One adapter per network and configuration, kept for the Lambda's life (discovery and JWKS cached).
const cache = new Map<string, SocialProvider>();

/** The network's adapter, or undefined when the stage has not configured it (not offered). */
export async function socialProvider(network: SocialNetwork): Promise<SocialProvider | undefined> {
  const cfg = socialConfig()[network];
  if (!cfg) return undefined;
  const secret = await clientSecret(network);
  if (!secret) return undefined;
  const key = `${network}:${JSON.stringify(cfg)}`;
  let provider = cache.get(key);
  if (!provider) {
    provider = FACTORIES[network](cfg, secret);
    cache.set(key, provider);
  }
  return provider;
}
