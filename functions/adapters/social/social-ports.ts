import { randomUUID } from 'node:crypto';
import type { SocialPorts } from '../../domain/social-sign-in/social-sign-in';
import { accountPorts } from '../account-ports';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from '../auth/tokens';
import { dynamoSocialStore } from '../dynamodb/social-repository';
import { recordLogin } from '../dynamodb/user-repository';
import type { Logger } from '../logger';
import { offeredNetworks } from './social-config';
import { socialProvider } from './social-providers';
import { jwtTickets } from './social-ticket';

/** Social sign-in's ports wired to the configured networks, DynamoDB and our own tokens. */
export function socialPorts(log?: Logger): SocialPorts {
  return {
    offered: offeredNetworks,
    provider: socialProvider,
    store: dynamoSocialStore,
    accounts: accountPorts(log),
    tickets: jwtTickets,
    recordLogin,
    // The same session as a password sign-in (authenticate): remember-me, absolute start, an id to revoke.
    async issueSession(user, remember, now) {
      const session = { remember, sessionStart: Math.floor(now.getTime() / 1000), id: randomUUID() };
      const accessToken = await issueAccessToken(
        { kind: 'user', userId: user.userId, roles: user.roles },
        { session },
      );
      return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },
  };
}
