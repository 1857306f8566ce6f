import { type UserFieldChange, type UserHistoryAction } from '@shared/accounts/admin-user-schemas';
import { type Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { type AccountTokenRecord } from '../accounts/account-tokens';
import { RATE_RULES } from '../accounts/rate-limit';
import type { UserRecord } from '../accounts/user-record';
import type { Actor, AdminUserPorts, UserHistoryRecord, UserWrite } from './admin-user-ports';
import { adminDeltaOf, fieldChanges, isActiveAdmin } from './user-write';

/** How an admin's change of a user is written: refusals, history, the conditional commit with retries. */

export const userNotFound = () => new NotFoundError('adminUsers.userNotFound');
export const lastAdmin = () => new BusinessRuleError('adminUsers.lastAdmin', undefined, 409);
export const userDisabled = () => new BusinessRuleError('adminUsers.userDisabled', undefined, 409);
export const changedMeanwhile = () => new BusinessRuleError('account.changedMeanwhile', undefined, 409);

export function emailTaken(locale: Locale): ValidationFailedError {
  const code = 'account.emailExists';
  return new ValidationFailedError(
    [{ field: 'body.email', errors: [formatMessage(code, locale) ?? code] }],
    code,
  );
}

/** A change of one user: what it becomes, what the history says, what goes with it. */
export interface Change {
  after: UserRecord;
  action: UserHistoryAction;
  details?: Record<string, string | boolean | number>;
  /** Changes that are not user fields (a permission). */
  extraChanges?: UserFieldChange[];
  permission?: UserWrite['permission'];
  token?: AccountTokenRecord;
}

export const MAX_ATTEMPTS = 4;

export function historyOf(
  ports: AdminUserPorts,
  actor: Actor,
  before: UserRecord | undefined,
  change: Change,
  now: Date,
): UserHistoryRecord {
  return {
    userId: change.after.userId,
    historyId: ports.newId(),
    at: now.toISOString(),
    action: change.action,
    actor: { userId: actor.userId, name: actor.name },
    changes: [...fieldChanges(before, change.after), ...(change.extraChanges ?? [])],
    details: change.details ?? {},
  };
}

/** Counts the active admins from the users (gsi1 `USERS`) and creates the counter with it. */
export async function initAdminCounter(ports: Pick<AdminUserPorts, 'store'>): Promise<void> {
  const users = await ports.store.listUsers();
  await ports.store.initAdminCounter(users.filter(isActiveAdmin).length);
}

/** Commits a write; a missing counter is initialised once. */
export async function commit(ports: AdminUserPorts, write: UserWrite, locale: Locale): Promise<boolean> {
  let outcome = await ports.store.commit(write);
  if (outcome === 'counterMissing') {
    await initAdminCounter(ports);
    outcome = await ports.store.commit(write);
  }
  switch (outcome) {
    case 'ok':
      return true;
    case 'changedMeanwhile':
      return false;
    case 'lastAdmin':
      throw lastAdmin();
    case 'emailTaken':
      throw emailTaken(locale);
    case 'counterMissing':
      throw new Error('the active-admin counter could not be initialised');
  }
}

/**
 * Reads the user, builds its change and commits it with its history entry in one transaction.
 * When the user changed meanwhile the change is built again from a fresh read; `build` answering
 * undefined means nothing to change (the user is answered as it is).
 */
export async function changeUser(
  ports: AdminUserPorts,
  actor: Actor,
  userId: string,
  locale: Locale,
  now: Date,
  build: (user: UserRecord) => Change | undefined,
): Promise<{ user: UserRecord; before: UserRecord; changed: boolean }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const before = await ports.store.getUser(userId);
    if (!before) throw userNotFound();
    const change = build(before);
    if (!change) return { user: before, before, changed: false };
    const write: UserWrite = {
      before,
      after: change.after,
      adminDelta: adminDeltaOf(before, change.after),
      ...(change.permission ? { permission: change.permission } : {}),
      ...(change.token ? { token: change.token } : {}),
      history: historyOf(ports, actor, before, change, now),
    };
    if (await commit(ports, write, locale)) return { user: change.after, before, changed: true };
  }
  throw changedMeanwhile();
}

export const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Lifts the sign-in lockout of an account (the login window of its e-mail). */
export async function clearSignInLockout(ports: AdminUserPorts, emails: string[], now: Date): Promise<void> {
  const ids = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  await ports.rateLimiter.clear?.(
    ids.map((id) => ({ rule: RATE_RULES.loginPerAccount, id })),
    now,
  );
}

export async function existingUser(ports: AdminUserPorts, userId: string): Promise<UserRecord> {
  const user = await ports.store.getUser(userId);
  if (!user) throw userNotFound();
  return user;
}
