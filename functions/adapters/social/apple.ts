import type { SocialProvider } from '../../domain/social-sign-in/social-ports';
import { oidcNetwork } from './oidc-network';
import type { NetworkConfig } from './social-config';

/**
 * Sign in with Apple: OpenID Connect. Apple's client secret is a JWT the team signs with its key;
 * the stage keeps the current one in Secrets Manager (docs/social-sign-in.md). Only `openid` is
 * asked: Apple answers name and e-mail scopes only with response_mode=form_post, which a static
 * SPA cannot receive, so an Apple runner types the e-mail on first sign-in.
 */
export const appleProvider = (cfg: NetworkConfig, secret: string): SocialProvider =>
  oidcNetwork({ network: 'apple', issuer: 'https://appleid.apple.com', scope: 'openid' }, cfg, secret);
