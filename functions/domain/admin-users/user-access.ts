import { createHash } from 'node:crypto';
import {
  MAX_PERMISSIONS_PER_USER,
  type AddPermissionBody,
  type AdminUserDetail,
  type UserHistoryAction,
} from '@shared/accounts/admin-user-schemas';
import type { Permission, PermissionKind } from '@shared/accounts/permission-schemas';
import { Role, type Locale } from '@shared/codelists/enums';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { Actor, AdminUserPorts } from './admin-user-ports';
import { sortedPermissions, sortedRoles, toAdminUserDetail } from './user-list';
import { changeUser, existingUser } from './admin-user-commit';

/** A user's roles and permissions, changed by an admin (spec §7 admin user roles / permissions). */

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
