import type {
  ChangePasswordBody,
  RegisterUserBody,
  TokenBody,
  UpdateUserBody,
} from '../../shared/accounts/account-schemas';
import type { Locale } from '../../shared/codelists/enums';
import { accountPorts } from '../adapters/account-ports';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  issueAccessToken,
  verifyExpiredAccessToken,
} from '../adapters/auth/tokens';
import { dynamoRateLimiter } from '../adapters/dynamodb/rate-limit-repository';
import { emailExists, findUserById } from '../adapters/dynamodb/user-repository';
import {
  changePassword,
  checkResetLink,
  requestPasswordReset,
  resetPassword,
} from '../domain/accounts/passwords';
import { changeSiteSettings, updateProfile } from '../domain/accounts/profile';
import { lockoutSeconds, RATE_RULES, TooManyAttemptsError } from '../domain/accounts/rate-limit';
import { activateAccount, registerUser, resendActivation } from '../domain/accounts/sign-up';
import { toAuthenticatedUser } from '../domain/accounts/user-record';
import { UnauthorizedError } from '../domain/errors';
import { clientAddress, header } from './http/request-context';
import { createApiHandler, type Action, type ActionInput } from './http/create-api-handler';

type Input<B = unknown, P = unknown> = ActionInput<P, unknown, B>;

/** The signed-in caller's user id (the route's auth level already required a user token). */
const callerId = ({ principal }: ActionInput): string => {
  if (principal?.kind !== 'user') throw new UnauthorizedError('common.invalidToken');
  return principal.userId;
};

// One implementation behind the spec's aliases (users/password/*, users/activate*).
const sendResetEmail: Action = ({ body, event, log }: Input<{ email: string }>) =>
  requestPasswordReset(accountPorts(log), body, clientAddress(event), new Date());
const checkResetToken: Action = ({ body, event, log }: Input<TokenBody>) =>
  checkResetLink(accountPorts(log), body, clientAddress(event), new Date());
const setPasswordFromLink: Action = ({ body, event, log }: Input<TokenBody & { password: string }>) =>
  resetPassword(accountPorts(log), body, clientAddress(event), new Date());
const activate: Action = ({ body, event, log }: Input<TokenBody>) =>
  activateAccount(accountPorts(log), body, clientAddress(event), new Date());

/**
 * Changes the caller's password; every other session ends (tokensValidAfter), the caller's own
 * session goes on with a new access token that keeps its remember flag and absolute start.
 */
const changeOwnPassword: Action = async (input: Input<ChangePasswordBody>) => {
  const now = new Date();
  const user = await changePassword(accountPorts(input.log), callerId(input), input.body, input.locale, now);
  const bearer = /^Bearer\s+(.+)$/i.exec(header(input.event, 'authorization')?.trim() ?? '')?.[1] ?? '';
  const session = (await verifyExpiredAccessToken(bearer).catch(() => undefined))?.session ?? {
    remember: false,
    sessionStart: Math.floor(now.getTime() / 1000),
  };
  const accessToken = await issueAccessToken(
    { kind: 'user', userId: user.userId, roles: user.roles },
    { session, issuedAt: Math.floor(now.getTime() / 1000) },
  );
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, passwordChanged: true as const };
};

export const handler = createApiHandler('users', {
  'users.authenticatedInfo': async ({ principal }: ActionInput) => {
    const user = principal?.kind === 'user' ? await findUserById(principal.userId) : undefined;
    if (!user || user.disabled) throw new UnauthorizedError('common.invalidToken');
    return toAuthenticatedUser(user);
  },
  // Answers whether an e-mail is registered (sign-up form); limited per address against enumeration.
  'users.emailExists': async ({ query, event }: ActionInput<unknown, { email: string }>) => {
    const now = new Date();
    const key = [{ rule: RATE_RULES.emailExistsPerAddress, id: clientAddress(event) }];
    const wait = await lockoutSeconds(dynamoRateLimiter, key, now);
    if (wait > 0) throw new TooManyAttemptsError(wait);
    await dynamoRateLimiter.hit(key, now);
    return { exists: await emailExists(query.email) };
  },
  'users.register': ({ body, event, locale, log }: Input<RegisterUserBody>) =>
    registerUser(accountPorts(log), body, clientAddress(event), locale, new Date()),
  'users.activate': activate,
  'users.activateCheckToken': activate,
  'users.resendActivationEmail': ({ body, event, log }: Input<{ email: string }>) =>
    resendActivation(accountPorts(log), body, clientAddress(event), new Date()),
  'users.resetPasswordRequest': sendResetEmail,
  'users.passwordSendResetToken': sendResetEmail,
  'users.resetPasswordCheckToken': checkResetToken,
  'users.passwordCheckResetToken': checkResetToken,
  'users.resetPassword': setPasswordFromLink,
  'users.passwordReset': setPasswordFromLink,
  'users.changePassword': changeOwnPassword,
  'users.passwordChange': changeOwnPassword,
  'users.update': async (input: Input<UpdateUserBody, { id: string }>) =>
    toAuthenticatedUser(
      await updateProfile(
        accountPorts(input.log).store,
        callerId(input),
        input.params.id,
        input.body,
        input.locale,
        new Date(),
      ),
    ),
  'users.changeSiteSettings': async (input: Input<{ language: Locale }, { id: string }>) =>
    toAuthenticatedUser(
      await changeSiteSettings(
        accountPorts(input.log).store,
        callerId(input),
        input.params.id,
        input.body.language,
        new Date(),
      ),
    ),
});
