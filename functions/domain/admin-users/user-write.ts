import type { UserFieldChange, UserHistoryValue } from '@shared/accounts/admin-user-schemas';
import { Role } from '@shared/codelists/enums';
import type { UserRecord } from '../accounts/user-record';
import type { UserWrite } from './admin-user-ports';

/** Fields shown in the history (never the password hash or session data). */
export const HISTORY_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'language',
  'disabled',
  'locked',
  'emailConfirmed',
  'roles',
] as const satisfies ReadonlyArray<keyof UserRecord>;

/** Fields of the user item an admin change may write (permissions are written one by one). */
export const WRITABLE_FIELDS = [
  ...HISTORY_FIELDS,
  'passwordHash',
  'tokensValidAfter',
  'dateUpdated',
] as const satisfies ReadonlyArray<keyof UserRecord>;
export type WritableField = (typeof WRITABLE_FIELDS)[number];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function changedFields(before: UserRecord, after: UserRecord): WritableField[] {
  return WRITABLE_FIELDS.filter((f) => !same(before[f], after[f]));
}

/**
 * The fields a write's condition compares with what was read: the changed ones plus the two the
 * active-admin count depends on (roles, disabled), so a concurrent change of either makes the
 * write fail and be rebuilt instead of counting wrong.
 */
export function conditionFields(write: UserWrite): WritableField[] {
  if (!write.before) return [];
  return [...new Set<WritableField>([...changedFields(write.before, write.after), 'roles', 'disabled'])];
}

/** Holds the admin role and is not disabled: counted by the last-admin guard. */
export const isActiveAdmin = (u: UserRecord | undefined): boolean =>
  !!u && u.roles.includes(Role.ADMIN) && !u.disabled;

export const adminDeltaOf = (before: UserRecord | undefined, after: UserRecord): -1 | 0 | 1 =>
  (Number(isActiveAdmin(after)) - Number(isActiveAdmin(before))) as -1 | 0 | 1;

const historyValue = (v: unknown): UserHistoryValue =>
  v === undefined ? null : Array.isArray(v) ? v.map(String) : (v as UserHistoryValue);

/** Field changes before → after for the history (a new user: every field from null). */
export function fieldChanges(before: UserRecord | undefined, after: UserRecord): UserFieldChange[] {
  return HISTORY_FIELDS.filter((f) => !before || !same(before[f], after[f])).map((field) => ({
    field,
    before: before ? historyValue(before[field]) : null,
    after: historyValue(after[field]),
  }));
}
