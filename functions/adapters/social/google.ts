import type { SocialProvider } from '../../domain/social-sign-in/social-ports';
import { oidcNetwork } from './oidc-network';
import type { NetworkConfig } from './social-config';

/** Google: OpenID Connect (e-mail verified by Google: `email_verified`). */
export const googleProvider = (cfg: NetworkConfig, secret: string): SocialProvider =>
  oidcNetwork(
    { network: 'google', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
    cfg,
    secret,
  );
