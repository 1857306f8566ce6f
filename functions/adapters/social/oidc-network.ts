import * as client from 'openid-client';
import type { SocialNetwork } from '@shared/social/social-schemas';
import {
  SocialProtocolError,
  type AuthorizationResponse,
  type AuthorizationSecrets,
  type SocialIdentity,
  type SocialProvider,
} from '../../domain/social-sign-in/social-ports';
import type { NetworkConfig } from './social-config';

/** What an OpenID network adds to the shared flow: its issuer, scopes and how it names people. */
export interface OidcNetworkSpec {
  network: SocialNetwork;
  issuer: string;
  scope: string;
  extraParams?: Record<string, string>;
}

/** The authorization response as a URL, the form openid-client checks (state, iss, error). */
export function callbackUrl(redirectUri: string, response: AuthorizationResponse): URL {
  const url = new URL(redirectUri);
  url.search = '';
  url.searchParams.set('code', response.code);
  url.searchParams.set('state', response.state);
  if (response.iss) url.searchParams.set('iss', response.iss);
  return url;
}

/** Turns the library's refusals (and the provider's error answers) into a 4xx for the caller. */
export async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (
      err instanceof client.ClientError ||
      err instanceof client.ResponseBodyError ||
      err instanceof client.AuthorizationResponseError ||
      err instanceof client.WWWAuthenticateChallengeError ||
      err instanceof SocialProtocolError
    )
      throw new SocialProtocolError((err as Error).message);
    throw err;
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

/**
 * An OpenID Connect network through openid-client (a certified relying party): discovery,
 * authorization code with PKCE (S256), state and nonce; the ID token is checked by the library for
 * issuer, audience, expiry, nonce and its JWKS signature. Nothing of the provider's tokens is kept.
 */
export function oidcNetwork(spec: OidcNetworkSpec, cfg: NetworkConfig, secret: string): SocialProvider {
  const issuer = cfg.issuer ?? spec.issuer;
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    configuration ??= client
      .discovery(new URL(issuer), cfg.clientId, secret, undefined, {
        // openid-client trusts TLS for ID tokens from the token endpoint by default (OIDC Core
        // 3.1.3.7); non-repudiation checks verify their signature by the issuer's JWKS as well.
        execute: [
          ...(cfg.allowHttp ? [client.allowInsecureRequests] : []),
          client.enableNonRepudiationChecks,
        ],
      })
      .catch((err: unknown) => {
        configuration = undefined;
        throw err;
      });
    return configuration;
  };

  return {
    network: spec.network,
    async begin() {
      const config = await discover();
      const secrets: AuthorizationSecrets = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: cfg.redirectUri,
        scope: spec.scope,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        state: secrets.state,
        nonce: secrets.nonce as string,
        ...spec.extraParams,
      });
      return { authorizationUrl: url.href, secrets };
    },
    async finish(response, secrets): Promise<SocialIdentity> {
      const config = await discover();
      const tokens = await refusing(() =>
        client.authorizationCodeGrant(config, callbackUrl(cfg.redirectUri, response), {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          ...(secrets.nonce ? { expectedNonce: secrets.nonce } : {}),
          idTokenExpected: true,
        }),
      );
      const claims = tokens.claims();
      if (!claims?.sub) throw new SocialProtocolError('no subject in the ID token');
      const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email : null;
      // Apple sends email_verified as the string "true".
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      return {
        network: spec.network,
        networkId: claims.sub,
        email,
        emailVerified: email !== null && verified,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
      };
    },
  };
}
