import { loadGlobalEmailDefinitions } from './dynamodb/global-email-repository';
import type { AccountPorts } from '../domain/accounts/account-ports';
import { passwordPort } from './auth/password-port';
import { config } from './config';
import { dynamoAccountStore, dynamoCooldown } from './dynamodb/account-repository';
import { dynamoRateLimiter } from './dynamodb/rate-limit-repository';
import type { Logger } from './logger';
import { getQueue } from './queue/queue';

/** The account flows' ports wired to DynamoDB, the e-mail queue and argon2id. */
export function accountPorts(log?: Logger): AccountPorts {
  return {
    store: dynamoAccountStore,
    cooldown: dynamoCooldown,
    rateLimiter: dynamoRateLimiter,
    passwords: passwordPort,
    sendEmail: (email) => getQueue().send('email', email),
    globalEmails: loadGlobalEmailDefinitions,
    appUrl: config.appUrl,
    ...(log ? { log: (message: string, fields?: Record<string, unknown>) => log.warn(message, fields) } : {}),
  };
}
