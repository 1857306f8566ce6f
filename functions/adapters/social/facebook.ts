import type { SocialProvider } from '../../domain/social-sign-in/social-ports';
import { oauth2Network, profileId, profileText } from './oauth2-network';
import type { NetworkConfig } from './social-config';

/**
 * Facebook web login: OAuth 2 and the Graph API profile. Facebook gives only confirmed e-mails
 * (an account with an unconfirmed one answers none), so a given e-mail counts as verified.
 */
export const facebookProvider = (cfg: NetworkConfig, secret: string): SocialProvider =>
  oauth2Network(
    {
      network: 'facebook',
      issuer: 'https://www.facebook.com',
      authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
      profileUrl: 'https://graph.facebook.com/v19.0/me?fields=id,first_name,last_name,email',
      scope: 'email public_profile',
      profile: (body) => {
        const networkId = profileId(body.id);
        if (!networkId) return undefined;
        const email = typeof body.email === 'string' && body.email.includes('@') ? body.email : null;
        return {
          networkId,
          email,
          emailVerified: email !== null,
          firstName: profileText(body.first_name),
          lastName: profileText(body.last_name),
        };
      },
    },
    cfg,
    secret,
  );
