import { createHash } from 'node:crypto';
import {
  MAX_PERMISSIONS_PER_USER,
  type AddPermissionBody,
  type AdminResetPasswordBody,
  type AdminUserDetail,
  type AdminUserEmailAnswer,
  type AdminUsers,
  type AdminUsersQuery,
  type CreateAdminUserBody,
  type UpdateAdminUserBody,
  type UserFieldChange,
  type UserHistory,
  type UserHistoryAction,
  type UserHistoryQuery,
} from '@shared/accounts/admin-user-schemas';
import type { Permission, PermissionKind } from '@shared/accounts/permission-schemas';
import { Role, type Locale, type RoleName } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, NotFoundError, ValidationFailedError } from '../errors';
import { envelope } from '../paging';
import {
  accountCreatedEmail,
  accountEmail,
  accountGlobals,
  accountLinks,
  claimEmailSlot,
  queueAccountEmail,
} from '../accounts/account-emails';
import type { CooldownKind } from '../accounts/account-ports';
import {
  ACCOUNT_CREATED_LINK_SECONDS,
  accountTokenRecord,
  newAccountToken,
  type AccountTokenRecord,
} from '../accounts/account-tokens';
import { RATE_RULES } from '../accounts/rate-limit';
import { alreadyActive } from '../accounts/sign-up';
import type { UserRecord } from '../accounts/user-record';
import type { Actor, AdminUserPorts, UserHistoryRecord, UserWrite } from './admin-user-ports';
import { sortedPermissions, sortedRoles, toAdminUserDetail, userList } from './user-list';
import { adminDeltaOf, changedFields, fieldChanges, isActiveAdmin } from './user-write';

export const userNotFound = () => new NotFoundError('adminUsers.userNotFound');
export const lastAdmin = () => new BusinessRuleError('adminUsers.lastAdmin', undefined, 409);
const userDisabled = () => new BusinessRuleError('adminUsers.userDisabled', undefined, 409);
const changedMeanwhile = () => new BusinessRuleError('account.changedMeanwhile', undefined, 409);

function emailTaken(locale: Locale): ValidationFailedError {
  const code = 'account.emailExists';
  return new ValidationFailedError(
    [{ field: 'body.email', errors: [formatMessage(code, locale) ?? code] }],
    code,
  );
}

/** A change of one user: what it becomes, what the history says, what goes with it. */
interface Change {
  after: UserRecord;
  action: UserHistoryAction;
  details?: Record<string, string | boolean | number>;
  /** Changes that are not user fields (a permission). */
  extraChanges?: UserFieldChange[];
  permission?: UserWrite['permission'];
  token?: AccountTokenRecord;
}

const MAX_ATTEMPTS = 4;

function historyOf(
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
async function commit(ports: AdminUserPorts, write: UserWrite, locale: Locale): Promise<boolean> {
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
async function changeUser(
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

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Lifts the sign-in lockout of an account (the login window of its e-mail). */
async function clearSignInLockout(ports: AdminUserPorts, emails: string[], now: Date): Promise<void> {
  const ids = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  await ports.rateLimiter.clear?.(
    ids.map((id) => ({ rule: RATE_RULES.loginPerAccount, id })),
    now,
  );
}

// ——— reads ———

export async function listAdminUsers(ports: AdminUserPorts, query: AdminUsersQuery): Promise<AdminUsers> {
  return userList(await ports.store.listUsers(), query);
}

async function existingUser(ports: AdminUserPorts, userId: string): Promise<UserRecord> {
  const user = await ports.store.getUser(userId);
  if (!user) throw userNotFound();
  return user;
}

export async function adminUserDetail(ports: AdminUserPorts, userId: string): Promise<AdminUserDetail> {
  return toAdminUserDetail(await existingUser(ports, userId));
}

export async function userPermissions(ports: AdminUserPorts, userId: string): Promise<Permission[]> {
  return sortedPermissions(await existingUser(ports, userId));
}

/** The user's history, newest first, paged. */
export async function userHistory(
  ports: AdminUserPorts,
  userId: string,
  query: UserHistoryQuery,
): Promise<UserHistory> {
  await existingUser(ports, userId);
  const entries = (await ports.store.listHistory(userId))
    .slice()
    .sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? 1 : -1))
    .map(({ userId: _user, ...entry }) => entry);
  return envelope(entries, query);
}

// ——— e-mails ———

/** Runs `fn` holding the address's 60-minute wait (spec §9); the wait is given back if `fn` fails. */
async function withEmailSlot<T>(
  ports: AdminUserPorts,
  kind: CooldownKind,
  email: string,
  now: Date,
  fn: () => Promise<T>,
): Promise<T> {
  await claimEmailSlot(ports, kind, email, now);
  try {
    return await fn();
  } catch (err) {
    await ports.cooldown.release(kind, email).catch(() => undefined);
    throw err;
  }
}

// ——— create ———

/**
 * POST admin/users. With `sendEmail` the account waits for its password: the user gets a link
 * (a reset token valid 7 days) to the reset page, which sets the password and confirms the
 * e-mail. Without it the admin's password is set and the account is active at once.
 */
export async function createAdminUser(
  ports: AdminUserPorts,
  actor: Actor,
  body: CreateAdminUserBody,
  locale: Locale,
  now: Date,
): Promise<AdminUserEmailAnswer> {
  const nowIso = now.toISOString();
  const userId = ports.newId();
  const roles: RoleName[] = sortedRoles([
    Role.USER,
    ...(body.admin ? [Role.ADMIN] : []),
    ...(body.eventManager ? [Role.EVENT_MANAGER] : []),
  ]);
  const after: UserRecord = {
    userId,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email.trim(),
    language: body.language,
    disabled: false,
    locked: false,
    emailConfirmed: !body.sendEmail,
    roles,
    ...(body.sendEmail ? {} : { passwordHash: await ports.passwords.hash(body.password) }),
    dateCreated: nowIso,
    dateUpdated: nowIso,
  };
  const tokenText = body.sendEmail ? newAccountToken() : undefined;
  const token = tokenText
    ? accountTokenRecord('reset', tokenText, userId, now, ACCOUNT_CREATED_LINK_SECONDS)
    : undefined;
  const change: Change = { after, action: 'CREATE', details: { sendEmail: body.sendEmail } };
  const write: UserWrite = {
    before: undefined,
    after,
    adminDelta: adminDeltaOf(undefined, after),
    ...(token ? { token } : {}),
    history: historyOf(ports, actor, undefined, change, now),
  };
  if (!(await commit(ports, write, locale))) throw new Error('a new user id collided with an existing one');
  let emailError = false;
  if (token && tokenText) {
    // The first e-mail always goes; the 60-minute wait for a resend starts now.
    await ports.cooldown.claim('activation', after.email, now, 0);
    const link = accountLinks.reset(ports.appUrl, tokenText, userId);
    emailError = !(await queueAccountEmail(
      ports,
      'activation',
      accountCreatedEmail(after, link, token.tokenHash),
    ));
  }
  return { ...toAdminUserDetail(after), emailError };
}

// ——— update ———

/**
 * PUT admin/users/{id}: personal data (a new e-mail swaps its guard in the same transaction),
 * language, disable / enable, lock / unlock. Disabling or locking ends the user's sessions;
 * `locked: false` also lifts a sign-in lockout. The last active admin cannot be disabled.
 */
export async function updateAdminUser(
  ports: AdminUserPorts,
  actor: Actor,
  userId: string,
  body: UpdateAdminUserBody,
  locale: Locale,
  now: Date,
): Promise<AdminUserDetail> {
  const { user, before } = await changeUser(ports, actor, userId, locale, now, (current) => {
    const after: UserRecord = {
      ...current,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.trim(),
      language: body.language,
      ...(body.disabled !== undefined ? { disabled: body.disabled } : {}),
      ...(body.locked !== undefined ? { locked: body.locked } : {}),
    };
    if (changedFields(current, after).length === 0) return undefined;
    const endsSessions = (!current.disabled && after.disabled) || (!current.locked && after.locked);
    if (endsSessions) after.tokensValidAfter = nowSeconds(now);
    after.dateUpdated = now.toISOString();
    return { after, action: 'UPDATE' };
  });
  if (body.locked === false) await clearSignInLockout(ports, [before.email, user.email], now);
  return toAdminUserDetail(user);
}

// ——— password and activation ———

/**
 * POST admin/users/{id}/reset-password. `sendEmail`: the usual reset e-mail (1-hour link, the
 * address's 60-minute wait applies). Otherwise the admin's password is set at once: the user's
 * sessions end, the account is unlocked and its sign-in lockout lifted.
 */
export async function adminResetPassword(
  ports: AdminUserPorts,
  actor: Actor,
  userId: string,
  body: AdminResetPasswordBody,
  locale: Locale,
  now: Date,
): Promise<AdminUserEmailAnswer> {
  if (body.sendEmail) {
    const user = await existingUser(ports, userId);
    if (user.disabled) throw userDisabled();
    const tokenText = newAccountToken();
    const token = accountTokenRecord('reset', tokenText, userId, now);
    const { user: after } = await withEmailSlot(ports, 'reset', user.email, now, () =>
      changeUser(ports, actor, userId, locale, now, (current) => {
        if (current.disabled) throw userDisabled();
        return { after: current, action: 'RESET_PASSWORD', details: { sendEmail: true }, token };
      }),
    );
    const link = accountLinks.reset(ports.appUrl, tokenText, userId);
    const sent = await queueAccountEmail(
      ports,
      'reset',
      accountEmail('reset', after, link, token.tokenHash, await accountGlobals(ports, 'reset')),
    );
    return { ...toAdminUserDetail(after), emailError: !sent };
  }
  const passwordHash = await ports.passwords.hash(body.password);
  const { user, before } = await changeUser(ports, actor, userId, locale, now, (current) => ({
    after: {
      ...current,
      passwordHash,
      locked: false,
      tokensValidAfter: nowSeconds(now),
      dateUpdated: now.toISOString(),
    },
    action: 'RESET_PASSWORD',
    details: { sendEmail: false },
  }));
  await clearSignInLockout(ports, [before.email], now);
  return { ...toAdminUserDetail(user), emailError: false };
}

/**
 * POST admin/users/{id}/resend-activation-email: 409 when the account is active; the address's
 * 60-minute wait applies (spec §9). An account an admin created with `sendEmail` has no password
 * yet: it gets its set-your-password e-mail again instead of the activation link.
 */
export async function adminResendActivation(
  ports: AdminUserPorts,
  actor: Actor,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<AdminUserEmailAnswer> {
  const user = await existingUser(ports, userId);
  if (user.emailConfirmed) throw alreadyActive();
  if (user.disabled) throw userDisabled();
  const tokenText = newAccountToken();
  const setPassword = !user.passwordHash;
  const token = setPassword
    ? accountTokenRecord('reset', tokenText, userId, now, ACCOUNT_CREATED_LINK_SECONDS)
    : accountTokenRecord('activation', tokenText, userId, now);
  const { user: after } = await withEmailSlot(ports, 'activation', user.email, now, () =>
    changeUser(ports, actor, userId, locale, now, (current) => {
      if (current.emailConfirmed) throw alreadyActive();
      if (current.disabled) throw userDisabled();
      return {
        after: current,
        action: 'RESEND_ACTIVATION_EMAIL',
        details: { kind: setPassword ? 'setPassword' : 'activation' },
        token,
      };
    }),
  );
  const email = setPassword
    ? accountCreatedEmail(after, accountLinks.reset(ports.appUrl, tokenText, userId), token.tokenHash)
    : accountEmail(
        'activation',
        after,
        accountLinks.activation(ports.appUrl, tokenText, userId),
        token.tokenHash,
        await accountGlobals(ports, 'activation'),
      );
  const sent = await queueAccountEmail(ports, 'activation', email);
  return { ...toAdminUserDetail(after), emailError: !sent };
}

// ——— roles ———

const ROLE_ACTIONS = {
  admin: { add: 'ADD_TO_ADMIN_ROLE', remove: 'REMOVE_FROM_ADMIN_ROLE' },
  event_manager: { add: 'ADD_TO_EVENT_MANAGER_ROLE', remove: 'REMOVE_FROM_EVENT_MANAGER_ROLE' },
} as const satisfies Record<'admin' | 'event_manager', { add: UserHistoryAction; remove: UserHistoryAction }>;

/**
 * Adds or removes the admin or event manager role; idempotent (a role already as asked answers
 * the user unchanged, with no history entry). The last active admin keeps the admin role.
 * Removing the event manager role keeps the user's permissions (they count again if the role
 * comes back).
 */
export async function setRole(
  ports: AdminUserPorts,
  actor: Actor,
  userId: string,
  role: 'admin' | 'event_manager',
  hold: boolean,
  locale: Locale,
  now: Date,
): Promise<AdminUserDetail> {
  const { user } = await changeUser(ports, actor, userId, locale, now, (current) => {
    if (current.roles.includes(role) === hold) return undefined;
    const roles = hold ? [...current.roles, role] : current.roles.filter((r) => r !== role);
    return {
      after: { ...current, roles: sortedRoles(roles), dateUpdated: now.toISOString() },
      action: ROLE_ACTIONS[role][hold ? 'add' : 'remove'],
    };
  });
  return toAdminUserDetail(user);
}

// ——— permissions ———

/** One permission per series or event and user: its id derives from what it is for (UUID layout). */
export function permissionIdOf(kind: PermissionKind, guid: string): string {
  const h = createHash('sha1').update(`permission:${kind}:${guid.toLowerCase()}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

const permissionLabel = (p: Permission) =>
  p.kind === 'series' ? `${p.kind}: ${p.name}` : `${p.kind}: ${p.seriesName} / ${p.name}`;

const permissionDetails = (p: Permission) => ({
  permissionId: p.permissionId,
  kind: p.kind,
  guid: p.guid,
  seriesGuid: p.seriesGuid,
  name: p.name,
});

/** What a permission is for: the series or event must exist (404). */
async function permissionTarget(
  ports: AdminUserPorts,
  body: AddPermissionBody,
): Promise<{ seriesGuid: string; name: string; seriesName: string }> {
  if (body.kind === 'series') {
    const series = await ports.store.findSeries(body.guid);
    if (!series) throw new NotFoundError('adminUsers.seriesNotFound');
    return { seriesGuid: series.guid, name: series.name, seriesName: series.name };
  }
  const event = await ports.store.findEvent(body.guid);
  if (!event) throw new NotFoundError('adminUsers.eventNotFound');
  const series = await ports.store.findSeries(event.seriesGuid);
  return { seriesGuid: event.seriesGuid, name: event.name, seriesName: series?.name ?? '' };
}

/**
 * POST admin/users/{id}/permissions: a series or event permission for an event manager (409 for
 * a user without that role). A permission the user already holds is answered as it is.
 */
export async function addPermission(
  ports: AdminUserPorts,
  actor: Actor,
  userId: string,
  body: AddPermissionBody,
  locale: Locale,
  now: Date,
): Promise<Permission> {
  await existingUser(ports, userId);
  const target = await permissionTarget(ports, body);
  const permissionId = permissionIdOf(body.kind, body.guid);
  let existing: Permission | undefined;
  const { user } = await changeUser(ports, actor, userId, locale, now, (current) => {
    existing = current.permissions?.[permissionId];
    if (existing) return undefined;
    if (!current.roles.includes(Role.EVENT_MANAGER))
      throw new BusinessRuleError('adminUsers.notEventManager', undefined, 409);
    if (Object.keys(current.permissions ?? {}).length >= MAX_PERMISSIONS_PER_USER)
      throw new BusinessRuleError('adminUsers.tooManyPermissions', { maximum: MAX_PERMISSIONS_PER_USER });
    const permission: Permission = {
      permissionId,
      kind: body.kind,
      guid: body.guid,
      ...target,
      dateCreated: now.toISOString(),
      createdBy: actor.userId,
    };
    return {
      after: {
        ...current,
        permissions: { ...current.permissions, [permissionId]: permission },
        dateUpdated: now.toISOString(),
      },
      action: 'ADD_PERMISSION',
      permission: { add: permission },
      extraChanges: [{ field: 'permission', before: null, after: permissionLabel(permission) }],
      details: permissionDetails(permission),
    };
  });
  return existing ?? (user.permissions?.[permissionId] as Permission);
}

/** DELETE admin/users/{id}/permissions/{permissionId}: answers the permissions that remain. */
export async function removePermission(
  ports: AdminUserPorts,
  actor: Actor,
  userId: string,
  permissionId: string,
  locale: Locale,
  now: Date,
): Promise<Permission[]> {
  const { user } = await changeUser(ports, actor, userId, locale, now, (current) => {
    const permission = current.permissions?.[permissionId];
    if (!permission) throw new NotFoundError('adminUsers.permissionNotFound');
    const { [permissionId]: _removed, ...rest } = current.permissions ?? {};
    return {
      after: { ...current, permissions: rest, dateUpdated: now.toISOString() },
      action: 'REMOVE_PERMISSION',
      permission: { remove: permissionId },
      extraChanges: [{ field: 'permission', before: permissionLabel(permission), after: null }],
      details: permissionDetails(permission),
    };
  });
  return sortedPermissions(user);
}
