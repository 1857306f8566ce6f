import { dynamoRateLimiter } from '../adapters/dynamodb/rate-limit-repository';
import { emailExists, findUserById } from '../adapters/dynamodb/user-repository';
import { TooManyAttemptsError } from '../domain/accounts/authenticate';
import { lockoutSeconds, RATE_RULES } from '../domain/accounts/rate-limit';
import { toAuthenticatedUser } from '../domain/accounts/user-record';
import { UnauthorizedError } from '../domain/errors';
import { clientAddress } from './http/request-context';
import { createApiHandler, type ActionInput } from './http/create-api-handler';

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
});
