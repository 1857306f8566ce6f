import type { AuthenticatedUser } from '@shared/accounts/account-schemas';
import type { Permission } from '@shared/accounts/permission-schemas';
import type { Locale, RoleName } from '@shared/codelists/enums';

/** A user as stored (functions/adapters/dynamodb/README.md: USER#<guid>). */
export interface UserRecord {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  language: Locale;
  disabled: boolean;
  locked: boolean;
  emailConfirmed: boolean;
  roles: RoleName[];
  passwordHash?: string;
  lastLogin?: string;
  /** Tokens issued before this instant (epoch seconds) can no longer be renewed (password change, lock). */
  tokensValidAfter?: number;
  dateCreated?: string;
  dateUpdated?: string;
  /** Event-manager permissions by permission id (spec §6), kept on the user so one read authorises a call. */
  permissions?: Record<string, Permission>;
}

export function toAuthenticatedUser(u: UserRecord): AuthenticatedUser {
  return {
    userId: u.userId,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    language: u.language,
    roles: u.roles,
    emailConfirmed: u.emailConfirmed,
    lastLogin: u.lastLogin ?? null,
  };
}
