import { randomUUID } from 'node:crypto';
import type { TokenValidateAnswer } from '@shared/accounts/account-schemas';
import { authRoutes } from '@shared/api/areas/auth';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  inspectAccessToken,
  InvalidTokenError,
  issueAccessToken,
  sessionLifetimeSeconds,
  verifyExpiredAccessToken,
} from '../adapters/auth/tokens';
import { passwordPort } from '../adapters/auth/password-port';
import { findApiClient } from '../adapters/dynamodb/account-repository';
import { dynamoRateLimiter } from '../adapters/dynamodb/rate-limit-repository';
import { isSessionRevoked, revokeSession } from '../adapters/dynamodb/session-repository';
import { findUserByEmail, findUserById, recordLogin } from '../adapters/dynamodb/user-repository';
import { authenticateClient } from '../domain/accounts/api-clients';
import { authenticate, type LoginPorts } from '../domain/accounts/authenticate';
import { assertSessionRenewable } from '../domain/accounts/renew-session';
import { UnauthorizedError } from '../domain/errors';
import { clientAddress, header } from './http/request-context';
import { socialSignInStep } from './social-actions';
import { createApiHandler } from './http/create-api-handler';

const ports: LoginPorts = {
  findUserByEmail,
  verifyPassword: passwordPort.verify,
  dummyHash: passwordPort.dummyHash,
  recordLogin,
  rateLimiter: dynamoRateLimiter,
};

const tokenAnswer = (accessToken: string) => ({ accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS });

const INVALID: TokenValidateAnswer = {
  valid: false,
  kind: null,
  subject: null,
  roles: null,
  expiresAt: null,
};

/** Whether a token is ours, unexpired and its principal may still act (account or client not blocked). */
async function validate(token: string | undefined): Promise<TokenValidateAnswer> {
  if (!token) return INVALID;
  let inspected;
  try {
    inspected = await inspectAccessToken(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) return INVALID;
    throw err;
  }
  const { principal, session, issuedAt, expiresAt } = inspected;
  const answer = (subject: string, roles: TokenValidateAnswer['roles']): TokenValidateAnswer => ({
    valid: true,
    kind: principal.kind,
    subject,
    roles,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  });
  if (principal.kind === 'user') {
    const user = await findUserById(principal.userId);
    if (
      !user ||
      (session?.id !== undefined && (await isSessionRevoked(session.id))) ||
      user.disabled ||
      user.locked ||
      !user.emailConfirmed ||
      (user.tokensValidAfter !== undefined && issuedAt < user.tokensValidAfter)
    )
      return INVALID;
    return answer(user.userId, principal.roles);
  }
  if (principal.kind === 'apiClient') {
    const client = await findApiClient(principal.clientId);
    return client && !client.disabled ? answer(client.clientId, null) : INVALID;
  }
  return answer(principal.teamGuid, null);
}

export const handler = createApiHandler(authRoutes, {
  authenticate: async ({ body, event }) => {
    const now = new Date();
    const user = await authenticate(ports, body, clientAddress(event), now);
    const session = {
      remember: body.remember,
      sessionStart: Math.floor(now.getTime() / 1000),
      id: randomUUID(),
    };
    return tokenAnswer(
      await issueAccessToken({ kind: 'user', userId: user.userId, roles: user.roles }, { session }),
    );
  },
  tokenRehydrate: async ({ body }) => {
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
      revoked: session.id !== undefined && (await isSessionRevoked(session.id)),
      now: new Date(),
    });
    // Roles come from the account now, so a role change takes effect at the next renewal.
    return tokenAnswer(
      await issueAccessToken({ kind: 'user', userId: user.userId, roles: user.roles }, { session }),
    );
  },
  // Client credentials of an api client: a short-lived token (no session, so no renewal: ask again).
  token: async ({ body, event }) => {
    const client = await authenticateClient(
      { findClient: findApiClient, passwords: passwordPort, rateLimiter: dynamoRateLimiter },
      body,
      clientAddress(event),
      new Date(),
    );
    return tokenAnswer(await issueAccessToken({ kind: 'apiClient', clientId: client.clientId }));
  },
  // Logout (spec §4) ends the sign-in on the server too: a copy of its token (another device, a
  // leaked storage) is no longer renewed, so it dies with the access token's 15 minutes at most.
  logout: async ({ body }) => {
    let verified;
    try {
      verified = await verifyExpiredAccessToken(body.accessToken);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw new UnauthorizedError('auth.tokenNotRenewed');
      throw err;
    }
    const { principal, session } = verified;
    if (principal.kind === 'user' && session?.id)
      await revokeSession(session.id, session.sessionStart + sessionLifetimeSeconds(session.remember));
    return { loggedOut: true as const };
  },
  bySocialNetwork: ({ body, principal, event, log }) =>
    socialSignInStep(body, principal, clientAddress(event), log),
  tokenValidate: async ({ body, event }) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(header(event, 'authorization')?.trim() ?? '')?.[1];
    return validate(body.accessToken ?? bearer);
  },
});
