import type { LoginBody } from '@shared/accounts/account-schemas';
import { ForbiddenError, UnauthorizedError } from '../errors';
import {
  lockoutSeconds,
  RATE_RULES,
  TooManyAttemptsError,
  type RateKey,
  type RateLimiterPort,
} from './rate-limit';
import type { UserRecord } from './user-record';

export interface LoginPorts {
  findUserByEmail(email: string): Promise<UserRecord | undefined>;
  verifyPassword(hash: string, password: string): Promise<boolean>;
  /** A real hash of a random password: unknown e-mails cost the same time as wrong passwords. */
  dummyHash(): Promise<string>;
  recordLogin(userId: string, at: string): Promise<void>;
  rateLimiter: RateLimiterPort;
}

export { TooManyAttemptsError };

/** Refuses accounts that may not sign in, each with its own message (spec §8). */
export function assertCanSignIn(user: UserRecord): void {
  if (user.disabled) throw new ForbiddenError('auth.userDisabled');
  if (user.locked) throw new ForbiddenError('auth.userLocked');
  if (!user.emailConfirmed) throw new ForbiddenError('auth.emailNotConfirmed');
}

/**
 * Checks e-mail + password. Wrong passwords and unknown e-mails look the same (401) and count
 * against both the account and the caller's address; the account state (disabled, locked, not
 * activated) is only revealed to someone who knows the password.
 */
export async function authenticate(
  ports: LoginPorts,
  input: LoginBody,
  clientAddress: string,
  now: Date,
): Promise<UserRecord> {
  const email = input.username.trim().toLowerCase();
  const keys: RateKey[] = [
    { rule: RATE_RULES.loginPerAccount, id: email },
    { rule: RATE_RULES.loginPerAddress, id: clientAddress },
  ];
  const wait = await lockoutSeconds(ports.rateLimiter, keys, now);
  if (wait > 0) throw new TooManyAttemptsError(wait);

  const user = await ports.findUserByEmail(email);
  const ok = user?.passwordHash
    ? await ports.verifyPassword(user.passwordHash, input.password)
    : (await ports.verifyPassword(await ports.dummyHash(), input.password)) && false;
  if (!user || !ok) {
    await ports.rateLimiter.hit(keys, now);
    throw new UnauthorizedError('auth.loginFailed');
  }
  assertCanSignIn(user);
  await ports.recordLogin(user.userId, now.toISOString());
  return user;
}
