import { usersRoutes } from '@shared/api/areas/users';
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
import { createApiHandler, type ActionInput } from './http/create-api-handler';
import { activateSocialAccount, setUpFirstPassword } from './social-actions';

type Routes = typeof usersRoutes;
/** What the shared implementations of the aliases use of their input (both routes provide it). */
type Uses<R extends keyof Routes> = Pick<ActionInput<Routes[R]>, 'body' | 'event' | 'log'>;

// One implementation behind the spec's aliases (users/password/*, users/activate*).
const sendResetEmail = ({ body, event, log }: Uses<'resetPasswordRequest'>) =>
  requestPasswordReset(accountPorts(log), body, clientAddress(event), new Date());
const checkResetToken = ({ body, event, log }: Uses<'resetPasswordCheckToken'>) =>
  checkResetLink(accountPorts(log), body, clientAddress(event), new Date());
const setPasswordFromLink = ({ body, event, log }: Uses<'passwordReset'>) =>
  resetPassword(accountPorts(log), body, clientAddress(event), new Date());
const activate = ({ body, event, log }: Uses<'activate'>) =>
  activateAccount(accountPorts(log), body, clientAddress(event), new Date());

/**
 * Changes the caller's password; every other session ends (tokensValidAfter), the caller's own
 * session goes on with a new access token that keeps its remember flag and absolute start.
 */
const changeOwnPassword = async ({
  caller,
  body,
  locale,
  log,
  event,
}: Pick<ActionInput<Routes['changePassword']>, 'caller' | 'body' | 'locale' | 'log' | 'event'>) => {
  const now = new Date();
  const user = await changePassword(accountPorts(log), caller.userId, body, locale, now);
  const bearer = /^Bearer\s+(.+)$/i.exec(header(event, 'authorization')?.trim() ?? '')?.[1] ?? '';
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

export const handler = createApiHandler(usersRoutes, {
  authenticatedInfo: async ({ caller }) => {
    const user = await findUserById(caller.userId);
    if (!user || user.disabled) throw new UnauthorizedError('common.invalidToken');
    return toAuthenticatedUser(user);
  },
  // Answers whether an e-mail is registered (sign-up form); limited per address against enumeration.
  emailExists: async ({ query, event }) => {
    const now = new Date();
    const key = [{ rule: RATE_RULES.emailExistsPerAddress, id: clientAddress(event) }];
    const wait = await lockoutSeconds(dynamoRateLimiter, key, now);
    if (wait > 0) throw new TooManyAttemptsError(wait);
    await dynamoRateLimiter.hit(key, now);
    return { exists: await emailExists(query.email) };
  },
  register: ({ body, event, locale, log }) =>
    registerUser(accountPorts(log), body, clientAddress(event), locale, new Date()),
  activate,
  activateCheckToken: activate,
  resendActivationEmail: ({ body, event, log }) =>
    resendActivation(accountPorts(log), body, clientAddress(event), new Date()),
  resetPasswordRequest: sendResetEmail,
  passwordSendResetToken: sendResetEmail,
  resetPasswordCheckToken: checkResetToken,
  passwordCheckResetToken: checkResetToken,
  resetPassword: setPasswordFromLink,
  passwordReset: setPasswordFromLink,
  changePassword: changeOwnPassword,
  passwordChange: changeOwnPassword,
  // The route's scope admits only the caller's own id.
  update: async ({ caller, body, locale, log }) =>
    toAuthenticatedUser(
      await updateProfile(accountPorts(log).store, caller.userId, body, locale, new Date()),
    ),
  changeSiteSettings: async ({ caller, body, log }) =>
    toAuthenticatedUser(
      await changeSiteSettings(accountPorts(log).store, caller.userId, body.language, new Date()),
    ),
  activateSocial: ({ body, event, locale, log }) =>
    activateSocialAccount(body, clientAddress(event), locale, log),
  passwordSetUp: ({ caller, body, log }) => setUpFirstPassword(caller.userId, body.password, log),
});
