import { randomUUID } from 'node:crypto';
import type {
  EmailRequestAnswer,
  RegisterUserAnswer,
  RegisterUserBody,
  TokenBody,
} from '@shared/accounts/account-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, ForbiddenError, ValidationFailedError } from '../errors';
import type { AccountPorts } from './account-ports';
import {
  accountTokenRecord,
  hashAccountToken,
  newAccountToken,
  tokenError,
  tokenProblem,
  type AccountTokenRecord,
  type TokenProblem,
} from './account-tokens';
import { assertNotLockedOut, RATE_RULES, takeRateLimit, type RateKey } from './rate-limit';
import type { UserRecord } from './user-record';
import {
  accountEmail,
  accountGlobals,
  accountLinks,
  queueAccountEmail,
  requestAccountLink,
} from './account-emails';

export const alreadyActive = () => new BusinessRuleError('account.alreadyActive', undefined, 409);

/**
 * POST user: creates an inactive account (user, e-mail guard and activation token in one
 * transaction: a taken e-mail fails the guard's `attribute_not_exists`) and queues the
 * activation e-mail. The account exists even when the e-mail could not be queued: `emailError`
 * tells the SPA to offer a resend.
 */
export async function registerUser(
  ports: AccountPorts,
  input: RegisterUserBody,
  clientAddress: string,
  locale: Locale,
  now: Date,
): Promise<RegisterUserAnswer> {
  await takeRateLimit(ports.rateLimiter, [{ rule: RATE_RULES.registerPerAddress, id: clientAddress }], now);
  const nowIso = now.toISOString();
  const userId = randomUUID();
  const token = newAccountToken();
  const activation = accountTokenRecord('activation', token, userId, now);
  const user: UserRecord = {
    userId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email.trim(),
    language: input.language,
    disabled: false,
    locked: false,
    emailConfirmed: false,
    roles: ['user'],
    passwordHash: await ports.passwords.hash(input.password),
    dateCreated: nowIso,
    dateUpdated: nowIso,
  };
  if ((await ports.store.createUser(user, activation)) === 'emailTaken') {
    const code = 'account.emailExists';
    throw new ValidationFailedError(
      [{ field: 'body.email', errors: [formatMessage(code, locale) ?? code] }],
      code,
    );
  }
  // A sign-up always sends (an e-mail signs up once); the wait starts now for resends.
  await ports.cooldown.claim('activation', user.email, now, 0);
  const sent = await queueAccountEmail(
    ports,
    'activation',
    accountEmail(
      'activation',
      user,
      accountLinks.activation(ports.appUrl, token, userId),
      activation.tokenHash,
      await accountGlobals(ports, 'activation'),
    ),
  );
  return { userId, emailError: !sent };
}

/**
 * POST users/resend-activation-email. An unknown address gets the same answer (and the same
 * 60-minute wait) as an inactive account, so the call does not tell which e-mails have accounts;
 * an active account gets the spec's "already active" message.
 */
export async function resendActivation(
  ports: AccountPorts,
  input: { email: string },
  clientAddress: string,
  now: Date,
): Promise<EmailRequestAnswer> {
  return requestAccountLink(ports, 'activation', input.email, clientAddress, now, (user) => {
    if (user?.emailConfirmed) throw alreadyActive();
  });
}

/**
 * Looks a link's token up for its user. Wrong, used and expired tokens count against the
 * caller's address (guessing at speed ends in a temporary lockout).
 */
export async function loadLinkToken(
  ports: AccountPorts,
  kind: AccountTokenRecord['kind'],
  input: TokenBody,
  clientAddress: string,
  now: Date,
): Promise<{ record: AccountTokenRecord; user: UserRecord } | { problem: TokenProblem; user?: UserRecord }> {
  const keys: RateKey[] = [{ rule: RATE_RULES.accountTokenPerAddress, id: clientAddress }];
  await assertNotLockedOut(ports.rateLimiter, keys, now);
  const record = await ports.store.getToken(kind, hashAccountToken(input.token));
  const user = record ? await ports.store.findUserById(input.userId) : undefined;
  const problem = user
    ? tokenProblem(record, input.userId, now, kind === 'reset' ? user.tokensValidAfter : undefined)
    : 'invalid';
  if (problem || !record || !user) {
    await ports.rateLimiter.hit(keys, now);
    return { problem: problem ?? 'invalid', ...(user ? { user } : {}) };
  }
  return { record, user };
}

/**
 * users/activate and users/activate/check-activation-token (one implementation): a valid link
 * activates the account, once.
 */
export async function activateAccount(
  ports: AccountPorts,
  input: TokenBody,
  clientAddress: string,
  now: Date,
): Promise<{ activated: true; userId: string; email: string }> {
  const found = await loadLinkToken(ports, 'activation', input, clientAddress, now);
  if ('problem' in found) {
    // A second click on the link of an account it activated: say so instead of "used".
    if (found.problem === 'used' && found.user?.emailConfirmed) throw alreadyActive();
    throw tokenError(found.problem);
  }
  const { record, user } = found;
  if (user.disabled) throw new ForbiddenError('auth.userDisabled');
  if (user.emailConfirmed) throw alreadyActive();
  if (!(await ports.store.useToken(record, { kind: 'activate' }, now))) throw tokenError('used');
  return { activated: true, userId: user.userId, email: user.email };
}
