import { randomBytes } from 'node:crypto';
import type { LoginBody } from '../../shared/accounts/account-schemas';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  InvalidTokenError,
  issueAccessToken,
  sessionLifetimeSeconds,
  verifyExpiredAccessToken,
} from '../adapters/auth/tokens';
import { hashPassword, verifyPassword } from '../adapters/auth/passwords';
import { dynamoRateLimiter } from '../adapters/dynamodb/rate-limit-repository';
import { findUserByEmail, findUserById, recordLogin } from '../adapters/dynamodb/user-repository';
import { authenticate, type LoginPorts } from '../domain/accounts/authenticate';
import { assertSessionRenewable } from '../domain/accounts/renew-session';
import { UnauthorizedError } from '../domain/errors';
import { clientAddress } from './http/request-context';
import { createApiHandler, type ActionInput } from './http/create-api-handler';

let dummy: Promise<string> | undefined;
const ports: LoginPorts = {
  findUserByEmail,
  verifyPassword,
  dummyHash: () => (dummy ??= hashPassword(randomBytes(16).toString('hex'))),
  recordLogin,
  rateLimiter: dynamoRateLimiter,
};

const tokenAnswer = (accessToken: string) => ({ accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS });

export const handler = createApiHandler('auth', {
  'auth.authenticate': async ({ body, event }: ActionInput<unknown, unknown, LoginBody>) => {
    const now = new Date();
    const user = await authenticate(ports, body, clientAddress(event), now);
    const session = { remember: body.remember, sessionStart: Math.floor(now.getTime() / 1000) };
    return tokenAnswer(
      await issueAccessToken({ kind: 'user', userId: user.userId, roles: user.roles }, { session }),
    );
  },
  'auth.tokenRehydrate': async ({ body }: ActionInput<unknown, unknown, { accessToken: string }>) => {
    let verified;
    try {
      verified = await verifyExpiredAccessToken(body.accessToken);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw new UnauthorizedError('auth.tokenNotRenewed');
      throw err;
    }
    const { principal, session, issuedAt } = verified;
    if (principal.kind !== 'user' || !session) throw new UnauthorizedError('auth.tokenNotRenewed');
    const user = assertSessionRenewable({
      user: await findUserById(principal.userId),
      sessionStart: session.sessionStart,
      lifetimeSeconds: sessionLifetimeSeconds(session.remember),
      issuedAt,
      now: new Date(),
    });
    // Roles come from the account now, so a role change takes effect at the next renewal.
    return tokenAnswer(
      await issueAccessToken({ kind: 'user', userId: user.userId, roles: user.roles }, { session }),
    );
  },
});
