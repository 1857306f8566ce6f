import type { UserHistoryEntry } from '@shared/accounts/admin-user-schemas';
import type { Permission } from '@shared/accounts/permission-schemas';
import type { CooldownPort, GlobalEmailsPort, PasswordPort, RenderedEmail } from '../accounts/account-ports';
import type { AccountTokenRecord } from '../accounts/account-tokens';
import type { RateLimiterPort } from '../accounts/rate-limit';
import type { UserRecord } from '../accounts/user-record';

/** A history entry as stored: `USER#<id>` / `HISTORY#<at>#<id>` (functions/adapters/dynamodb/README.md). */
export interface UserHistoryRecord extends UserHistoryEntry {
  userId: string;
}

/**
 * One change of a user, written in ONE transaction by the store: the user (put when new, else
 * updated on condition that every field the change read is still as read), its e-mail guard (put,
 * or swapped when the e-mail changes), the active-admin counter when `adminDelta` is not 0 (a
 * decrement only while another active admin remains), a permission of the map, an account token
 * and the history entry.
 */
export interface UserWrite {
  /** The user as read; undefined for a new user. */
  before: UserRecord | undefined;
  /** The user after the change (equal to `before` for actions that only send an e-mail). */
  after: UserRecord;
  adminDelta: -1 | 0 | 1;
  permission?: { add: Permission } | { remove: string };
  token?: AccountTokenRecord;
  history: UserHistoryRecord;
}

/**
 * - changedMeanwhile: the user changed since it was read (read again and rebuild the change)
 * - emailTaken: the new e-mail's guard exists
 * - lastAdmin: the change would leave no active admin
 * - counterMissing: the active-admin counter does not exist yet (initialise it, then retry)
 */
export type CommitOutcome = 'ok' | 'changedMeanwhile' | 'emailTaken' | 'lastAdmin' | 'counterMissing';

export interface SeriesRef {
  guid: string;
  name: string;
}
export interface EventRef {
  guid: string;
  name: string;
  seriesGuid: string;
}

/** Storage of the admin users calls (DynamoDB: functions/adapters/dynamodb/admin-user-repository.ts). */
export interface AdminUserStore {
  /** Every user (gsi1 `USERS`). */
  listUsers(): Promise<UserRecord[]>;
  /** One user, read consistently (the base of a change). */
  getUser(userId: string): Promise<UserRecord | undefined>;
  commit(write: UserWrite): Promise<CommitOutcome>;
  /** Creates the active-admin counter with this value unless it exists meanwhile. */
  initAdminCounter(active: number): Promise<void>;
  /** The user's history entries, oldest first. */
  listHistory(userId: string): Promise<UserHistoryRecord[]>;
  findSeries(guid: string): Promise<SeriesRef | undefined>;
  findEvent(guid: string): Promise<EventRef | undefined>;
}

export interface AdminUserPorts {
  store: AdminUserStore;
  passwords: PasswordPort;
  rateLimiter: RateLimiterPort;
  cooldown: CooldownPort;
  sendEmail(email: RenderedEmail): Promise<void>;
  /** Global e-mails of a kind (admin/emails): the account e-mails' text when an admin wrote one. */
  globalEmails?: GlobalEmailsPort;
  /** Base URL of the SPA for the e-mail links. */
  appUrl: string;
  newId(): string;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

/** The admin making a change (recorded in the history). */
export interface Actor {
  userId: string;
  name: string;
}
