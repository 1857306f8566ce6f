import {
  addPermissionBodySchema,
  adminPermissionParams,
  adminResetPasswordBodySchema,
  adminUserDetailSchema,
  adminUserEmailAnswerSchema,
  adminUserIdParams,
  adminUsersQuerySchema,
  adminUsersSchema,
  createAdminUserBodySchema,
  permissionsSchema,
  updateAdminUserBodySchema,
  userHistoryQuerySchema,
  userHistorySchema,
} from '../../accounts/admin-user-schemas';
import { permissionSchema } from '../../accounts/permission-schemas';
import { assignNetworkAnswerSchema, assignNetworkBodySchema } from '../../social/social-schemas';
import { defineArea } from '../define-area';

/** A role change: no body, answers the user (unchanged when the role was already as asked). */
const roleChange = (path: string, summary: string) =>
  ({
    method: 'POST',
    path,
    auth: 'admin',
    summary,
    params: adminUserIdParams,
    response: adminUserDetailSchema,
  }) as const;

/**
 * Admin users (spec §7 "Admin users", screen of spec §2). Every change writes a history entry of
 * the user; the last active admin can neither lose the role nor be disabled.
 */
export const adminUsersRoutes = defineArea('admin-users', 'adminUsers', {
  list: {
    method: 'GET',
    path: 'admin/users',
    auth: 'admin',
    summary: 'Users (filter searchText, disabled, lockedOut, activated; sort; paging)',
    query: adminUsersQuerySchema,
    response: adminUsersSchema,
  },
  create: {
    method: 'POST',
    path: 'admin/users',
    auth: 'admin',
    summary: 'Create a user (with a set-your-password e-mail, or without e-mail and with a password)',
    body: createAdminUserBodySchema,
    response: adminUserEmailAnswerSchema,
  },
  detail: {
    method: 'GET',
    path: 'admin/users/{id}',
    auth: 'admin',
    summary: 'User detail with permissions',
    params: adminUserIdParams,
    response: adminUserDetailSchema,
  },
  update: {
    method: 'PUT',
    path: 'admin/users/{id}',
    auth: 'admin',
    summary: 'Update a user (personal data, language, disable/enable, unlock)',
    params: adminUserIdParams,
    body: updateAdminUserBodySchema,
    response: adminUserDetailSchema,
  },
  resetPassword: {
    method: 'POST',
    path: 'admin/users/{id}/reset-password',
    auth: 'admin',
    summary: 'Reset a password (send the reset e-mail, or set the password)',
    params: adminUserIdParams,
    body: adminResetPasswordBodySchema,
    response: adminUserEmailAnswerSchema,
  },
  resendActivation: {
    method: 'POST',
    path: 'admin/users/{id}/resend-activation-email',
    auth: 'admin',
    summary: 'Resend the activation e-mail',
    params: adminUserIdParams,
    response: adminUserEmailAnswerSchema,
  },
  addAdminRole: roleChange('admin/users/{id}/add-to-admin-role', 'Add to admin role'),
  removeAdminRole: roleChange('admin/users/{id}/remove-from-admin-role', 'Remove from admin role'),
  addEventManagerRole: roleChange('admin/users/{id}/add-to-event-manager-role', 'Add to event manager role'),
  removeEventManagerRole: roleChange(
    'admin/users/{id}/remove-from-event-manager-role',
    'Remove from event manager role',
  ),
  permissions: {
    method: 'GET',
    path: 'admin/users/{id}/permissions',
    auth: 'admin',
    summary: 'Permissions of a user',
    params: adminUserIdParams,
    response: permissionsSchema,
  },
  addPermission: {
    method: 'POST',
    path: 'admin/users/{id}/permissions',
    auth: 'admin',
    summary: 'Add a series or event permission (answers the existing one for a duplicate)',
    params: adminUserIdParams,
    body: addPermissionBodySchema,
    response: permissionSchema,
  },
  removePermission: {
    method: 'DELETE',
    path: 'admin/users/{id}/permissions/{permissionId}',
    auth: 'admin',
    summary: 'Remove a permission (answers the remaining permissions)',
    params: adminPermissionParams,
    response: permissionsSchema,
  },
  history: {
    method: 'GET',
    path: 'admin/users/{id}/history',
    auth: 'admin',
    summary:
      'Change history of a user, newest first (not in spec §7, which leaves admin answers open: the history every admin change writes)',
    params: adminUserIdParams,
    query: userHistoryQuerySchema,
    response: userHistorySchema,
  },
  assignNetwork: {
    method: 'POST',
    path: 'admin/user/assign-network',
    auth: 'admin',
    summary: 'Assign a social network to a user',
    body: assignNetworkBodySchema,
    response: assignNetworkAnswerSchema,
  },
});
