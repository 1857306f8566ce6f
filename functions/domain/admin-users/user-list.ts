import type {
  AdminUser,
  AdminUserDetail,
  AdminUsers,
  AdminUsersQuery,
} from '@shared/accounts/admin-user-schemas';
import type { Permission } from '@shared/accounts/permission-schemas';
import { Role, type RoleName } from '@shared/codelists/enums';
import type { UserRecord } from '../accounts/user-record';
import { envelope } from '../paging';
import { fold } from '@shared/text/search-text';

/** Lower case without diacritics: "novak" finds "Novák", "SRAMEK" finds "Šrámek". */
const ROLE_ORDER: readonly RoleName[] = [Role.USER, Role.ADMIN, Role.EVENT_MANAGER];
/** Roles in one order (user, admin, event_manager), each once. */
export const sortedRoles = (roles: readonly RoleName[]): RoleName[] =>
  ROLE_ORDER.filter((r) => roles.includes(r));

/** The User columns of spec §3 (never the password hash or session data). */
export function toAdminUser(u: UserRecord): AdminUser {
  return {
    userId: u.userId,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    language: u.language,
    disabled: u.disabled,
    locked: u.locked,
    emailConfirmed: u.emailConfirmed,
    roles: sortedRoles(u.roles),
    dateCreated: u.dateCreated ?? null,
    dateUpdated: u.dateUpdated ?? null,
    lastLogin: u.lastLogin ?? null,
  };
}

/** Permissions as listed: by series name, series permissions before event ones, then by name. */
export function sortedPermissions(user: UserRecord): Permission[] {
  return Object.values(user.permissions ?? {}).sort(
    (a, b) =>
      a.seriesName.localeCompare(b.seriesName, 'cs') ||
      a.seriesGuid.localeCompare(b.seriesGuid) ||
      (a.kind === b.kind ? 0 : a.kind === 'series' ? -1 : 1) ||
      a.name.localeCompare(b.name, 'cs') ||
      a.permissionId.localeCompare(b.permissionId),
  );
}

export const toAdminUserDetail = (u: UserRecord): AdminUserDetail => ({
  userData: toAdminUser(u),
  permissions: sortedPermissions(u),
});

function matches(searchText: string | undefined, u: AdminUser): boolean {
  const words = fold(searchText).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = [u.firstName, u.lastName, u.email].map(fold).join(' ');
  return words.every((w) => haystack.includes(w));
}

const czech = (a: string, b: string) => a.localeCompare(b, 'cs');
const byInstant = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** Ascending comparison of one sort; undefined when either value is empty (sorted last). */
function compare(x: AdminUser, y: AdminUser, sortBy: AdminUsersQuery['sortBy']): number | undefined {
  switch (sortBy) {
    case 'lastName':
      return czech(x.lastName, y.lastName) || czech(x.firstName, y.firstName);
    case 'email':
      return czech(x.email.toLowerCase(), y.email.toLowerCase());
    case 'dateCreated':
    case 'lastLogin': {
      const a = x[sortBy];
      const b = y[sortBy];
      if (a === null || b === null) return undefined;
      return byInstant(a, b);
    }
  }
}

const emptyLast = (x: AdminUser, y: AdminUser, sortBy: AdminUsersQuery['sortBy']): number => {
  if (sortBy !== 'dateCreated' && sortBy !== 'lastLogin') return 0;
  const a = x[sortBy] === null;
  const b = y[sortBy] === null;
  return a === b ? 0 : a ? 1 : -1;
};

/**
 * The admin user list (GET admin/users): filters of spec §3 (tri-state: undefined = any), search
 * over first name, last name and e-mail (case- and accent-insensitive), sort (names in Czech
 * order, empty values last either way) and the list envelope.
 */
export function userList(users: readonly UserRecord[], q: AdminUsersQuery): AdminUsers {
  const rows = users
    .map(toAdminUser)
    .filter(
      (u) =>
        (q.disabled === undefined || u.disabled === q.disabled) &&
        (q.lockedOut === undefined || u.locked === q.lockedOut) &&
        (q.activated === undefined || u.emailConfirmed === q.activated) &&
        matches(q.searchText, u),
    );
  rows.sort((x, y) => {
    const c = compare(x, y, q.sortBy);
    const directed = c === undefined ? emptyLast(x, y, q.sortBy) : q.descending ? -c : c;
    return directed || x.userId.localeCompare(y.userId);
  });
  return envelope(rows, q);
}
