import {
  type AdminResetPasswordBody,
  type AdminUserDetail,
  type AdminUserEmailAnswer,
  type AdminUsers,
  type AdminUsersQuery,
  type CreateAdminUserBody,
  type UpdateAdminUserBody,
  type UserHistory,
  type UserHistoryQuery,
} from '@shared/accounts/admin-user-schemas';
import type { Permission } from '@shared/accounts/permission-schemas';
import { Role, type Locale, type RoleName } from '@shared/codelists/enums';
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
} from '../accounts/account-tokens';
import { alreadyActive } from '../accounts/sign-up';
import type { UserRecord } from '../accounts/user-record';
import type { Actor, AdminUserPorts, UserWrite } from './admin-user-ports';
import { sortedPermissions, sortedRoles, toAdminUserDetail, userList } from './user-list';
import { adminDeltaOf, changedFields } from './user-write';
import {
  changeUser,
  clearSignInLockout,
  commit,
  existingUser,
  historyOf,
  nowSeconds,
  userDisabled,
  type Change,
} from './admin-user-commit';

// ——— reads ———

export async function listAdminUsers(ports: AdminUserPorts, query: AdminUsersQuery): Promise<AdminUsers> {
  return userList(await ports.store.listUsers(), query);
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

// Roles and permissions (user-access.ts).
export * from './user-access';
export { lastAdmin, userNotFound } from './admin-user-commit';
