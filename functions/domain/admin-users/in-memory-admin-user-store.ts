import type { AccountTokenRecord } from '../accounts/account-tokens';
import type { UserRecord } from '../accounts/user-record';
import type {
  AdminUserStore,
  CommitOutcome,
  EventRef,
  SeriesRef,
  UserHistoryRecord,
  UserWrite,
} from './admin-user-ports';
import { changedFields, conditionFields } from './user-write';

const clone = <T>(v: T): T => structuredClone(v);
const copyField = <K extends keyof UserRecord>(to: UserRecord, from: UserRecord, field: K) => {
  to[field] = from[field];
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const guardOf = (email: string) => email.trim().toLowerCase();

/**
 * The admin users store in memory, with the DynamoDB adapter's transaction semantics (for unit
 * tests): a write applies entirely or not at all; it fails when a field it read changed, when the
 * new e-mail is taken, when the counter is missing or would drop below one active admin.
 * `beforeCommit` lets a test hold writes (to interleave two changes).
 */
export class InMemoryAdminUserStore implements AdminUserStore {
  users = new Map<string, UserRecord>();
  guards = new Map<string, string>();
  history: UserHistoryRecord[] = [];
  tokens: AccountTokenRecord[] = [];
  series = new Map<string, SeriesRef>();
  events = new Map<string, EventRef>();
  adminCounter: number | undefined;
  beforeCommit?: (write: UserWrite) => Promise<void>;

  addUser(user: UserRecord): void {
    this.users.set(user.userId, clone(user));
    this.guards.set(guardOf(user.email), user.userId);
  }

  async listUsers() {
    return [...this.users.values()].map(clone);
  }

  async getUser(userId: string) {
    const u = this.users.get(userId);
    return u ? clone(u) : undefined;
  }

  async commit(write: UserWrite): Promise<CommitOutcome> {
    await this.beforeCommit?.(write);
    const { before, after } = write;
    if (!before) {
      if (this.users.has(after.userId)) return 'changedMeanwhile';
      if (this.guards.has(guardOf(after.email))) return 'emailTaken';
    } else {
      const current = this.users.get(before.userId);
      if (!current) return 'changedMeanwhile';
      for (const f of conditionFields(write)) if (!same(current[f], before[f])) return 'changedMeanwhile';
      const p = write.permission;
      if (p && 'add' in p && current.permissions?.[p.add.permissionId]) return 'changedMeanwhile';
      if (p && 'remove' in p && !current.permissions?.[p.remove]) return 'changedMeanwhile';
      const owner = this.guards.get(guardOf(after.email));
      if (guardOf(after.email) !== guardOf(before.email) && owner !== undefined) return 'emailTaken';
    }
    if (write.adminDelta !== 0) {
      if (this.adminCounter === undefined) return 'counterMissing';
      if (write.adminDelta < 0 && this.adminCounter <= 1) return 'lastAdmin';
    }
    // Apply everything.
    if (before && guardOf(before.email) !== guardOf(after.email)) this.guards.delete(guardOf(before.email));
    this.guards.set(guardOf(after.email), after.userId);
    const current = this.users.get(after.userId);
    if (!before || !current) {
      this.users.set(after.userId, clone(after));
    } else {
      // Like an UpdateItem: only the changed fields and the one permission are written.
      const next: UserRecord = { ...current };
      for (const f of changedFields(before, after)) copyField(next, after, f);
      const permissions = { ...current.permissions };
      const p = write.permission;
      if (p && 'add' in p) permissions[p.add.permissionId] = p.add;
      if (p && 'remove' in p) delete permissions[p.remove];
      if (p) next.permissions = permissions;
      this.users.set(after.userId, clone(next));
    }
    if (write.adminDelta !== 0) this.adminCounter = (this.adminCounter ?? 0) + write.adminDelta;
    if (write.token) this.tokens.push(clone(write.token));
    this.history.push(clone(write.history));
    return 'ok';
  }

  async initAdminCounter(active: number) {
    this.adminCounter ??= active;
  }

  async listHistory(userId: string) {
    return this.history.filter((h) => h.userId === userId).map(clone);
  }

  async findSeries(guid: string) {
    return this.series.get(guid);
  }

  async findEvent(guid: string) {
    return this.events.get(guid);
  }
}
