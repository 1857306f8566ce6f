import { loadGlobalEmailDefinitions } from '../adapters/dynamodb/global-email-repository';
import { randomUUID } from 'node:crypto';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { passwordPort } from '../adapters/auth/password-port';
import { config } from '../adapters/config';
import { dynamoCooldown } from '../adapters/dynamodb/account-repository';
import { dynamoAdminUserStore } from '../adapters/dynamodb/admin-user-repository';
import { dynamoRateLimiter } from '../adapters/dynamodb/rate-limit-repository';
import type { Logger } from '../adapters/logger';
import { getQueue } from '../adapters/queue/queue';
import type { AdminUserPorts } from '../domain/admin-users/admin-user-ports';
import {
  addPermission,
  adminResendActivation,
  adminResetPassword,
  adminUserDetail,
  createAdminUser,
  listAdminUsers,
  removePermission,
  setRole,
  updateAdminUser,
  userHistory,
  userPermissions,
} from '../domain/admin-users/admin-users';
import { createApiHandler } from './http/create-api-handler';
import { actorOf } from './http/actor-of';
import { assignUserNetwork, userNetworks } from './social-actions';

/** The admin users calls' ports wired to DynamoDB, the e-mail queue and argon2id. */
function ports(log: Logger): AdminUserPorts {
  return {
    store: dynamoAdminUserStore,
    passwords: passwordPort,
    rateLimiter: dynamoRateLimiter,
    cooldown: dynamoCooldown,
    sendEmail: (email) => getQueue().send('email', email),
    globalEmails: loadGlobalEmailDefinitions,
    appUrl: config.appUrl,
    newId: randomUUID,
    log: (message, fields) => log.warn(message, fields),
  };
}

/**
 * Admin users (spec §7): every route is admin-only (the stack reads the caller's roles from their
 * user record on each call); rules live in functions/domain/admin-users.
 */
export const handler = createApiHandler(adminUsersRoutes, {
  list: ({ query, log }) => listAdminUsers(ports(log), query),
  create: ({ caller, body, locale, log }) =>
    createAdminUser(ports(log), actorOf(caller), body, locale, new Date()),
  detail: async ({ params, log }) => ({
    ...(await adminUserDetail(ports(log), params.id)),
    networks: await userNetworks(params.id, log),
  }),
  update: ({ caller, params, body, locale, log }) =>
    updateAdminUser(ports(log), actorOf(caller), params.id, body, locale, new Date()),
  resetPassword: ({ caller, params, body, locale, log }) =>
    adminResetPassword(ports(log), actorOf(caller), params.id, body, locale, new Date()),
  resendActivation: ({ caller, params, locale, log }) =>
    adminResendActivation(ports(log), actorOf(caller), params.id, locale, new Date()),
  addAdminRole: ({ caller, params, locale, log }) =>
    setRole(ports(log), actorOf(caller), params.id, 'admin', true, locale, new Date()),
  removeAdminRole: ({ caller, params, locale, log }) =>
    setRole(ports(log), actorOf(caller), params.id, 'admin', false, locale, new Date()),
  addEventManagerRole: ({ caller, params, locale, log }) =>
    setRole(ports(log), actorOf(caller), params.id, 'event_manager', true, locale, new Date()),
  removeEventManagerRole: ({ caller, params, locale, log }) =>
    setRole(ports(log), actorOf(caller), params.id, 'event_manager', false, locale, new Date()),
  permissions: ({ params, log }) => userPermissions(ports(log), params.id),
  addPermission: ({ caller, params, body, locale, log }) =>
    addPermission(ports(log), actorOf(caller), params.id, body, locale, new Date()),
  removePermission: ({ caller, params, locale, log }) =>
    removePermission(ports(log), actorOf(caller), params.id, params.permissionId, locale, new Date()),
  history: ({ params, query, log }) => userHistory(ports(log), params.id, query),
  assignNetwork: ({ caller, body, log }) => assignUserNetwork(actorOf(caller), body, log),
});
