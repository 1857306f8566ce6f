import * as client from 'openid-client';
import type { SocialNetwork } from '@shared/social/social-schemas';
import {
  SocialProtocolError,
  type AuthorizationSecrets,
  type SocialIdentity,
  type SocialProvider,
} from '../../domain/social-sign-in/social-ports';
import { callbackUrl, refusing } from './oidc-network';
import type { NetworkConfig } from './social-config';

/** What a plain OAuth 2 network adds: its endpoints, scope and how its profile API names people. */
export interface OAuth2NetworkSpec {
  network: SocialNetwork;
  /** Identifies the server in openid-client's checks (RFC 9207 `iss` when the provider sends it). */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileUrl: string;
  scope: string;
  /** Reads the identity out of the profile answer; undefined when it names nobody. */
  profile(body: Record<string, unknown>): Omit<SocialIdentity, 'network'> | undefined;
}

/**
 * A network without OpenID (Strava; Facebook's web login): authorization code with PKCE and state
 * through openid-client's OAuth helpers, then the profile read once from the network's API with
 * the access token, which is dropped right after.
 */
export function oauth2Network(spec: OAuth2NetworkSpec, cfg: NetworkConfig, secret: string): SocialProvider {
  const config = new client.Configuration(
    {
      issuer: cfg.issuer ?? spec.issuer,
      authorization_endpoint: cfg.authorizationEndpoint ?? spec.authorizationEndpoint,
      token_endpoint: cfg.tokenEndpoint ?? spec.tokenEndpoint,
    },
    cfg.clientId,
    secret,
  );
  if (cfg.allowHttp) client.allowInsecureRequests(config);
  const profileUrl = new URL(cfg.profileUrl ?? spec.profileUrl);

  return {
    network: spec.network,
    async begin() {
      const secrets: AuthorizationSecrets = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: cfg.redirectUri,
        scope: spec.scope,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        state: secrets.state,
      });
      return { authorizationUrl: url.href, secrets };
    },
    async finish(response, secrets): Promise<SocialIdentity> {
      const tokens = await refusing(() =>
        client.authorizationCodeGrant(config, callbackUrl(cfg.redirectUri, response), {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
        }),
      );
      const answer = await refusing(() =>
        client.fetchProtectedResource(config, tokens.access_token, profileUrl, 'GET'),
      );
      if (!answer.ok) throw new SocialProtocolError(`profile API answered ${answer.status}`);
      const body = (await answer.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      const identity = body ? spec.profile(body) : undefined;
      if (!identity) throw new SocialProtocolError('the profile names nobody');
      return { network: spec.network, ...identity };
    },
  };
}

export const profileText = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
export const profileId = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 255
    ? v
    : typeof v === 'number' && Number.isSafeInteger(v)
      ? String(v)
      : undefined;
