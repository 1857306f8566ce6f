import { UnauthorizedError } from '../errors';
import type { UserRecord } from './user-record';

/**
 * Whether a signed-in session may get a new access token: the session is younger than its
 * lifetime (12 h, or 30 days with "remember me"), not ended by logout, the token was issued after
 * the user's last security change, and the account may still sign in.
 */
export function assertSessionRenewable(input: {
  user: UserRecord | undefined;
  sessionStart: number;
  lifetimeSeconds: number;
  issuedAt: number;
  /** The sign-in was ended by logout (its token copied elsewhere must not live on). */
  revoked?: boolean;
  now: Date;
}): UserRecord {
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  const user = input.user;
  if (
    !user ||
    input.revoked === true ||
    nowSeconds - input.sessionStart > input.lifetimeSeconds ||
    (user.tokensValidAfter !== undefined && input.issuedAt < user.tokensValidAfter) ||
    user.disabled ||
    user.locked ||
    !user.emailConfirmed
  ) {
    throw new UnauthorizedError('auth.tokenNotRenewed');
  }
  return user;
}
