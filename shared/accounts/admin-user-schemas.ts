import { z } from 'zod';
import { LOCALES } from '../codelists/enums';
import { withPasswordRules } from './account-schemas';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { linkedNetworkSchema } from '../social/social-schemas';
import { PERMISSION_KINDS, permissionSchema } from './permission-schemas';

/**
 * The admin users screen (spec §2 "Admin users", §3 User and "Admin user detail", §7 "Admin users"):
 * one schema per concept, used by the admin-users Lambda and by the screen's forms.
 */
export const ADMIN_USERS_PAGE_SIZE = 30;
/** Permissions one user may hold (they live on the user item, which must stay small). */
export const MAX_PERMISSIONS_PER_USER = 200;

const guid = z.uuid({ version: undefined });
const email = z.email().max(254);
const name = z.string().trim().min(1).max(100);
const roleName = z.enum(['user', 'admin', 'event_manager']);
/** Query booleans arrive as text; absent or empty means "any" (tri-state filter). */
const queryBool = z.enum(['true', 'false', '']).transform((v) => (v === '' ? undefined : v === 'true'));

export const adminUserIdParams = z.object({ id: guid });
export const adminPermissionParams = z.object({ id: guid, permissionId: guid });

// ——— list ———

export const ADMIN_USER_SORTS = ['lastName', 'email', 'dateCreated', 'lastLogin'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** GET admin/users: filters of spec §3 (users: searchText, disabled, lockedOut, activated), sort, paging. */
export const adminUsersQuerySchema = z.object({
  /** First name, last name or e-mail; case and accents are ignored ("novak" finds "Novák"). */
  searchText: z.string().trim().max(100).optional(),
  disabled: queryBool.optional(),
  /** The account is locked (`locked`). */
  lockedOut: queryBool.optional(),
  /** The e-mail is confirmed (`emailConfirmed`). */
  activated: queryBool.optional(),
  sortBy: z.enum(ADMIN_USER_SORTS).default('lastName'),
  descending: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  take: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** The User columns of spec §3. */
export const adminUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: z.enum(LOCALES),
  disabled: z.boolean(),
  locked: z.boolean(),
  emailConfirmed: z.boolean(),
  roles: z.array(roleName),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
  lastLogin: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersSchema = z.object({
  page: z.number().int(),
  maxPage: z.number().int(),
  total: z.number().int(),
  rows: z.array(adminUserSchema),
});
export type AdminUsers = z.infer<typeof adminUsersSchema>;

/** Admin user detail (spec §3): userData and permissions. */
export const adminUserDetailSchema = z.object({
  userData: adminUserSchema,
  permissions: z.array(permissionSchema),
  /** Linked social networks (admin/users/{id} only; docs/social-sign-in.md). */
  networks: z.array(linkedNetworkSchema).optional(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

// ——— create ———

const personalData = {
  firstName: name,
  lastName: name,
  email,
  language: z.enum(LOCALES).default('cs'),
};
const roleFlags = {
  /** Holds the admin role. */
  admin: z.boolean().default(false),
  /** Holds the event manager role (permissions are granted separately). */
  eventManager: z.boolean().default(false),
};

/**
 * POST admin/users. `sendEmail: true`: the user gets an e-mail with a link (valid 7 days) to set
 * their own password, which also activates the account. `sendEmail: false` ("create without
 * e-mail", spec §2): the admin sets the password (sign-up rules) and the account is active at once.
 */
export const createAdminUserBodySchema = z.discriminatedUnion('sendEmail', [
  z.object({ sendEmail: z.literal(true), ...personalData, ...roleFlags }),
  withPasswordRules(
    z.object({
      sendEmail: z.literal(false),
      ...personalData,
      ...roleFlags,
      password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
      passwordConfirm: z.string().max(PASSWORD_MAX_LENGTH),
    }),
    { password: 'password', confirm: 'passwordConfirm' },
  ),
]);
export type CreateAdminUserBody = z.infer<typeof createAdminUserBodySchema>;

/**
 * The user after a call that may send an e-mail (create, reset password, resend activation):
 * `emailError` when the change was made but the e-mail could not be queued (send it again).
 */
export const adminUserEmailAnswerSchema = adminUserDetailSchema.extend({ emailError: z.boolean() });
export type AdminUserEmailAnswer = z.infer<typeof adminUserEmailAnswerSchema>;

// ——— update ———

/**
 * PUT admin/users/{id}: personal data, language and the account state. `disabled: true` disables
 * the account and ends its sessions; `locked: false` unlocks it (and lifts a sign-in lockout).
 * Absent flags stay as they are.
 */
export const updateAdminUserBodySchema = z.object({
  ...personalData,
  language: z.enum(LOCALES),
  disabled: z.boolean().optional(),
  locked: z.boolean().optional(),
});
export type UpdateAdminUserBody = z.infer<typeof updateAdminUserBodySchema>;

// ——— reset password ———

/**
 * POST admin/users/{id}/reset-password: `{ sendEmail: true }` sends the usual reset e-mail;
 * `{ sendEmail: false, password, passwordConfirm }` sets the password at once, ends the user's
 * sessions and unlocks the account.
 */
export const adminResetPasswordBodySchema = z.discriminatedUnion('sendEmail', [
  z.object({ sendEmail: z.literal(true) }),
  withPasswordRules(
    z.object({
      sendEmail: z.literal(false),
      password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
      passwordConfirm: z.string().max(PASSWORD_MAX_LENGTH),
    }),
    { password: 'password', confirm: 'passwordConfirm' },
  ),
]);
export type AdminResetPasswordBody = z.infer<typeof adminResetPasswordBodySchema>;

// ——— permissions ———

/** POST admin/users/{id}/permissions: a series or an event the event manager may manage. */
export const addPermissionBodySchema = z.object({ kind: z.enum(PERMISSION_KINDS), guid });
export type AddPermissionBody = z.infer<typeof addPermissionBodySchema>;

export const permissionsSchema = z.array(permissionSchema);

// ——— history ———

/** What an admin did to a user: the spec's User actions plus creating and editing. */
export const USER_HISTORY_ACTIONS = [
  'CREATE',
  'UPDATE',
  'RESET_PASSWORD',
  'RESEND_ACTIVATION_EMAIL',
  'ADD_TO_ADMIN_ROLE',
  'REMOVE_FROM_ADMIN_ROLE',
  'ADD_TO_EVENT_MANAGER_ROLE',
  'REMOVE_FROM_EVENT_MANAGER_ROLE',
  'ADD_PERMISSION',
  'REMOVE_PERMISSION',
  'ASSIGN_NETWORK',
  'REMOVE_NETWORK',
] as const;
export type UserHistoryAction = (typeof USER_HISTORY_ACTIONS)[number];

const historyValue = z.union([z.string(), z.boolean(), z.number(), z.array(z.string()), z.null()]);
export type UserHistoryValue = z.infer<typeof historyValue>;

/** One field's change, before → after (never a password or its hash). */
export const userFieldChangeSchema = z.object({
  field: z.string(),
  before: historyValue,
  after: historyValue,
});
export type UserFieldChange = z.infer<typeof userFieldChangeSchema>;

export const userHistoryEntrySchema = z.object({
  historyId: z.string(),
  /** ISO-8601 UTC. */
  at: z.string(),
  action: z.enum(USER_HISTORY_ACTIONS),
  /** The admin who did it. */
  actor: z.object({ userId: z.string(), name: z.string() }),
  changes: z.array(userFieldChangeSchema),
  /** Facts of the action that are not fields (e-mail sent or not, the permission's series/event). */
  details: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])),
});
export type UserHistoryEntry = z.infer<typeof userHistoryEntrySchema>;

export const userHistoryQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type UserHistoryQuery = z.infer<typeof userHistoryQuerySchema>;

export const userHistorySchema = z.object({
  page: z.number().int(),
  maxPage: z.number().int(),
  total: z.number().int(),
  rows: z.array(userHistoryEntrySchema),
});
export type UserHistory = z.infer<typeof userHistorySchema>;
