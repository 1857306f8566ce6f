import type { SocialProvider } from '../../domain/social-sign-in/social-ports';
import { oauth2Network, profileId, profileText } from './oauth2-network';
import type { NetworkConfig } from './social-config';

/** Strava: OAuth 2 only; the athlete API gives an id and names, never an e-mail. */
export const stravaProvider = (cfg: NetworkConfig, secret: string): SocialProvider =>
  oauth2Network(
    {
      network: 'strava',
      issuer: 'https://www.strava.com',
      authorizationEndpoint: 'https://www.strava.com/oauth/authorize',
      tokenEndpoint: 'https://www.strava.com/oauth/token',
      profileUrl: 'https://www.strava.com/api/v3/athlete',
      scope: 'read',
      profile: (body) => {
        const networkId = profileId(body.id);
        if (!networkId) return undefined;
        return {
          networkId,
          email: null,
          emailVerified: false,
          firstName: profileText(body.firstname),
          lastName: profileText(body.lastname),
        };
      },
    },
    cfg,
    secret,
  );
