import { describe, expect, it } from 'vitest';
import {
  addPermissionBodySchema,
  adminResetPasswordBodySchema,
  adminUsersQuerySchema,
  createAdminUserBodySchema,
  userHistoryQuerySchema,
} from '@shared/accounts/admin-user-schemas';
import type { RoleName } from '@shared/codelists/enums';
import { DomainError } from '../errors';
import type { RenderedEmail } from '../accounts/account-ports';
import { ACCOUNT_CREATED_LINK_SECONDS, hashAccountToken } from '../accounts/account-tokens';
import type { RateKey } from '../accounts/rate-limit';
import type { UserRecord } from '../accounts/user-record';
import type { Actor, AdminUserPorts } from './admin-user-ports';
import {
  addPermission,
  adminResendActivation,
  adminResetPassword,
  adminUserDetail,
  createAdminUser,
  listAdminUsers,
  permissionIdOf,
  removePermission,
  setRole,
  updateAdminUser,
  userHistory,
} from './admin-users';
import { InMemoryAdminUserStore } from './in-memory-admin-user-store';
import { isActiveAdmin } from './user-write';

const NOW = new Date('2027-03-01T10:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const ADMIN: Actor = { userId: '00000000-0000-4000-8000-000000000001', name: 'Adéla Správcová' };
const SERIES = '10000000-0000-4000-8000-000000000001';
const EVENT = '20000000-0000-4000-8000-000000000001';

let seq = 0;
const id = () => `90000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

function user(over: Partial<UserRecord> & { roles?: RoleName[] } = {}): UserRecord {
  const userId = over.userId ?? id();
  return {
    userId,
    firstName: 'Jan',
    lastName: 'Novák',
    email: `${userId.slice(-6)}@example.com`,
    language: 'cs',
    disabled: false,
    locked: false,
    emailConfirmed: true,
    roles: ['user'],
    passwordHash: 'hash:Old-Password-1',
    dateCreated: '2026-01-01T00:00:00.000Z',
    dateUpdated: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

function setup(options: { queueFails?: boolean } = {}) {
  const store = new InMemoryAdminUserStore();
  store.series.set(SERIES, { guid: SERIES, name: 'Pražský pohár' });
  store.events.set(EVENT, { guid: EVENT, name: 'Jarní desítka', seriesGuid: SERIES });
  const sent: RenderedEmail[] = [];
  const cleared: RateKey[] = [];
  const cooldowns = new Map<string, number>();
  const ports: AdminUserPorts = {
    store,
    passwords: {
      hash: async (p) => `hash:${p}`,
      verify: async (h, p) => h === `hash:${p}`,
      dummyHash: async () => 'hash:dummy',
    },
    rateLimiter: {
      counts: async (keys) => keys.map(() => 0),
      hit: async () => undefined,
      clear: async (keys) => void cleared.push(...keys),
    },
    cooldown: {
      claim: async (kind, email, now, wait) => {
        const key = `${kind}:${email.toLowerCase()}`;
        const last = cooldowns.get(key);
        const sec = Math.floor(now.getTime() / 1000);
        if (wait > 0 && last !== undefined && last > sec - wait) return last + wait - sec;
        cooldowns.set(key, sec);
        return 0;
      },
      release: async (kind, email) => void cooldowns.delete(`${kind}:${email.toLowerCase()}`),
    },
    sendEmail: async (email) => {
      if (options.queueFails) throw new Error('queue down');
      sent.push(email);
    },
    appUrl: 'https://app.example',
    newId: id,
  };
  const admin = user({
    userId: ADMIN.userId,
    firstName: 'Adéla',
    lastName: 'Správcová',
    roles: ['user', 'admin'],
  });
  store.addUser(admin);
  store.adminCounter = 1;
  return { store, ports, sent, cleared, admin };
}

async function refused(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

const createBody = (over: Record<string, unknown>) =>
  createAdminUserBodySchema.parse({
    firstName: 'Eva',
    lastName: 'Dvořáková',
    email: 'eva@example.com',
    ...over,
  });

describe('createAdminUser', () => {
  it('without e-mail: sets the password, active at once, no e-mail, history CREATE', async () => {
    const { ports, store, sent } = setup();
    const body = createBody({
      sendEmail: false,
      password: 'Heslo-1234',
      passwordConfirm: 'Heslo-1234',
      eventManager: true,
    });
    const created = await createAdminUser(ports, ADMIN, body, 'cs', NOW);
    expect(created.userData).toMatchObject({
      emailConfirmed: true,
      roles: ['user', 'event_manager'],
      language: 'cs',
      disabled: false,
    });
    expect(created.emailError).toBe(false);
    expect(store.users.get(created.userData.userId)?.passwordHash).toBe('hash:Heslo-1234');
    expect(sent).toHaveLength(0);
    const history = await store.listHistory(created.userData.userId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'CREATE',
      actor: ADMIN,
      at: NOW.toISOString(),
      details: { sendEmail: false },
    });
    expect(history[0]?.changes).toContainEqual({ field: 'email', before: null, after: 'eva@example.com' });
    expect(JSON.stringify(history)).not.toContain('hash:');
  });

  it('with e-mail: no password, e-mail pending, a 7-day set-password link in the user language', async () => {
    const { ports, store, sent } = setup();
    const created = await createAdminUser(
      ports,
      ADMIN,
      createBody({ sendEmail: true, language: 'en' }),
      'cs',
      NOW,
    );
    const stored = store.users.get(created.userData.userId);
    expect(stored?.passwordHash).toBeUndefined();
    expect(created.userData.emailConfirmed).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('An account was created for you');
    const link = /https:\/\/app\.example\/change-password\?token=([\w-]+)&userId=([\w-]+)/.exec(
      sent[0]?.text ?? '',
    );
    expect(link?.[2]).toBe(created.userData.userId);
    const token = store.tokens.find((t) => t.tokenHash === hashAccountToken(link?.[1] ?? ''));
    expect(token).toMatchObject({ kind: 'reset', userId: created.userData.userId });
    expect((token?.validUntil ?? 0) - (token?.issuedAt ?? 0)).toBe(ACCOUNT_CREATED_LINK_SECONDS);
  });

  it('Czech wording for a Czech user; a queue failure answers emailError', async () => {
    const ok = setup();
    await createAdminUser(ok.ports, ADMIN, createBody({ sendEmail: true }), 'cs', NOW);
    expect(ok.sent[0]?.subject).toBe('Byl vám založen účet');
    expect(ok.sent[0]?.text).toContain('nastavte si prosím své heslo');
    const failing = setup({ queueFails: true });
    const created = await createAdminUser(failing.ports, ADMIN, createBody({ sendEmail: true }), 'cs', NOW);
    expect(created.emailError).toBe(true);
    expect(failing.store.users.has(created.userData.userId)).toBe(true);
  });

  it('refuses a taken e-mail (any case) with a field error', async () => {
    const { ports, store } = setup();
    store.addUser(user({ email: 'Taken@Example.com' }));
    const err = await refused(
      createAdminUser(ports, ADMIN, createBody({ sendEmail: true, email: 'taken@example.COM' }), 'en', NOW),
    );
    expect(err.status).toBe(400);
    expect(err.code).toBe('account.emailExists');
    expect(err.validationErrors?.[0]?.field).toBe('body.email');
  });

  it('counts a new admin in the active-admin counter', async () => {
    const { ports, store } = setup();
    await createAdminUser(ports, ADMIN, createBody({ sendEmail: true, admin: true }), 'cs', NOW);
    expect(store.adminCounter).toBe(2);
  });

  it('schema: password rules only without e-mail; the tag must be a boolean', () => {
    expect(
      createAdminUserBodySchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.cz', sendEmail: true })
        .success,
    ).toBe(true);
    const weak = createAdminUserBodySchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.cz',
      sendEmail: false,
      password: 'short',
      passwordConfirm: 'other',
    });
    expect(weak.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['account.passwordTooShort', 'account.passwordMismatch']),
    );
    expect(
      createAdminUserBodySchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.cz' }).success,
    ).toBe(false);
    expect(adminResetPasswordBodySchema.safeParse({ sendEmail: false }).success).toBe(false);
    expect(adminResetPasswordBodySchema.safeParse({ sendEmail: true }).success).toBe(true);
  });
});

describe('updateAdminUser', () => {
  it('records field changes before → after and swaps the e-mail', async () => {
    const { ports, store } = setup();
    const u = user({ email: 'old@example.com' });
    store.addUser(u);
    const detail = await updateAdminUser(
      ports,
      ADMIN,
      u.userId,
      { firstName: 'Jan', lastName: 'Nováček', email: 'new@example.com', language: 'en' },
      'cs',
      NOW,
    );
    expect(detail.userData).toMatchObject({ lastName: 'Nováček', email: 'new@example.com', language: 'en' });
    expect(store.guards.get('new@example.com')).toBe(u.userId);
    expect(store.guards.has('old@example.com')).toBe(false);
    const [entry] = await store.listHistory(u.userId);
    expect(entry?.action).toBe('UPDATE');
    expect(entry?.changes).toEqual([
      { field: 'lastName', before: 'Novák', after: 'Nováček' },
      { field: 'email', before: 'old@example.com', after: 'new@example.com' },
      { field: 'language', before: 'cs', after: 'en' },
    ]);
  });

  it('writes nothing when nothing changes', async () => {
    const { ports, store } = setup();
    const u = user();
    store.addUser(u);
    await updateAdminUser(
      ports,
      ADMIN,
      u.userId,
      { firstName: u.firstName, lastName: u.lastName, email: u.email, language: 'cs' },
      'cs',
      NOW,
    );
    expect(await store.listHistory(u.userId)).toHaveLength(0);
  });

  it('disabling ends sessions; unlocking clears the sign-in lockout', async () => {
    const { ports, store, cleared } = setup();
    const u = user({ locked: true });
    store.addUser(u);
    const base = { firstName: u.firstName, lastName: u.lastName, email: u.email, language: 'cs' as const };
    await updateAdminUser(ports, ADMIN, u.userId, { ...base, disabled: true }, 'cs', NOW);
    expect(store.users.get(u.userId)?.tokensValidAfter).toBe(NOW.getTime() / 1000);
    await updateAdminUser(ports, ADMIN, u.userId, { ...base, locked: false }, 'cs', later(1));
    expect(store.users.get(u.userId)).toMatchObject({ locked: false, disabled: true });
    expect(cleared).toEqual([{ rule: expect.objectContaining({ kind: 'login-account' }), id: u.email }]);
  });

  it('answers 404 for an unknown user', async () => {
    const { ports } = setup();
    const err = await refused(adminUserDetail(ports, id()));
    expect([err.status, err.code]).toEqual([404, 'adminUsers.userNotFound']);
  });
});

describe('the last active admin', () => {
  it('cannot lose the admin role nor be disabled', async () => {
    const { ports, store, admin } = setup();
    const removal = await refused(setRole(ports, ADMIN, admin.userId, 'admin', false, 'cs', NOW));
    expect([removal.status, removal.code]).toEqual([409, 'adminUsers.lastAdmin']);
    const disabling = await refused(
      updateAdminUser(
        ports,
        ADMIN,
        admin.userId,
        { firstName: 'A', lastName: 'S', email: admin.email, language: 'cs', disabled: true },
        'cs',
        NOW,
      ),
    );
    expect(disabling.code).toBe('adminUsers.lastAdmin');
    expect(store.users.get(admin.userId)).toMatchObject({
      roles: ['user', 'admin'],
      disabled: false,
      firstName: 'Adéla',
    });
    expect(await store.listHistory(admin.userId)).toHaveLength(0);
  });

  it('may lose it once another active admin exists; a disabled admin does not count', async () => {
    const { ports, store, admin } = setup();
    const other = user({ roles: ['user', 'admin'], disabled: true });
    store.addUser(other);
    // The counter is missing: it is initialised from the users (one active admin).
    store.adminCounter = undefined;
    expect((await refused(setRole(ports, ADMIN, admin.userId, 'admin', false, 'cs', NOW))).code).toBe(
      'adminUsers.lastAdmin',
    );
    expect(store.adminCounter).toBe(1);
    // Removing the role of a disabled admin changes nothing to count.
    await setRole(ports, ADMIN, other.userId, 'admin', false, 'cs', NOW);
    expect(store.adminCounter).toBe(1);
    await setRole(ports, ADMIN, other.userId, 'admin', true, 'cs', NOW);
    const base = {
      firstName: other.firstName,
      lastName: other.lastName,
      email: other.email,
      language: 'cs' as const,
    };
    await updateAdminUser(ports, ADMIN, other.userId, { ...base, disabled: false }, 'cs', NOW);
    expect(store.adminCounter).toBe(2);
    await setRole(ports, ADMIN, admin.userId, 'admin', false, 'cs', NOW);
    expect(store.adminCounter).toBe(1);
    expect([...store.users.values()].filter(isActiveAdmin).map((u) => u.userId)).toEqual([other.userId]);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const { ports, store, admin } = setup();
    const other = user({ roles: ['user', 'admin'] });
    store.addUser(other);
    store.adminCounter = 2;
    // Hold both writes until both changes were read and built.
    let waiting: Array<() => void> = [];
    store.beforeCommit = () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 2) {
          waiting.forEach((r) => r());
          waiting = [];
          store.beforeCommit = undefined;
        }
      });
    const results = await Promise.allSettled([
      setRole(ports, { userId: admin.userId, name: 'A' }, other.userId, 'admin', false, 'cs', NOW),
      setRole(ports, { userId: other.userId, name: 'B' }, admin.userId, 'admin', false, 'cs', NOW),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as DomainError).code).toBe('adminUsers.lastAdmin');
    expect([...store.users.values()].filter(isActiveAdmin)).toHaveLength(1);
    expect(store.adminCounter).toBe(1);
  });

  it('a concurrent change of the user makes the change be built again', async () => {
    const { ports, store } = setup();
    const u = user();
    store.addUser(u);
    let once = true;
    store.beforeCommit = async () => {
      if (!once) return;
      once = false;
      // Someone else disables the user between the read and the write.
      const current = store.users.get(u.userId) as UserRecord;
      store.users.set(u.userId, { ...current, disabled: true });
    };
    await setRole(ports, ADMIN, u.userId, 'admin', true, 'cs', NOW);
    // Rebuilt from the disabled user: an admin, but not an active one.
    expect(store.users.get(u.userId)?.roles).toEqual(['user', 'admin']);
    expect(store.adminCounter).toBe(1);
  });
});

describe('roles', () => {
  it('are idempotent and write a history entry only when they change', async () => {
    const { ports, store } = setup();
    const u = user();
    store.addUser(u);
    const added = await setRole(ports, ADMIN, u.userId, 'event_manager', true, 'cs', NOW);
    expect(added.userData.roles).toEqual(['user', 'event_manager']);
    const again = await setRole(ports, ADMIN, u.userId, 'event_manager', true, 'cs', later(1));
    expect(again).toEqual(added);
    await setRole(ports, ADMIN, u.userId, 'admin', true, 'cs', later(2));
    const history = await userHistory(ports, u.userId, userHistoryQuerySchema.parse({}));
    expect(history.total).toBe(2);
    expect(history.rows.map((r) => r.action)).toEqual(['ADD_TO_ADMIN_ROLE', 'ADD_TO_EVENT_MANAGER_ROLE']);
    expect(history.rows[0]?.changes).toEqual([
      { field: 'roles', before: ['user', 'event_manager'], after: ['user', 'admin', 'event_manager'] },
    ]);
  });
});

describe('permissions', () => {
  const grant = (kind: 'series' | 'event', guid: string) => addPermissionBodySchema.parse({ kind, guid });

  it('are granted to event managers only, for existing series and events', async () => {
    const { ports, store } = setup();
    const u = user();
    store.addUser(u);
    const notManager = await refused(
      addPermission(ports, ADMIN, u.userId, grant('series', SERIES), 'cs', NOW),
    );
    expect([notManager.status, notManager.code]).toEqual([409, 'adminUsers.notEventManager']);
    await setRole(ports, ADMIN, u.userId, 'event_manager', true, 'cs', NOW);
    const missingSeries = await refused(
      addPermission(ports, ADMIN, u.userId, grant('series', id()), 'cs', NOW),
    );
    expect([missingSeries.status, missingSeries.code]).toEqual([404, 'adminUsers.seriesNotFound']);
    const missingEvent = await refused(
      addPermission(ports, ADMIN, u.userId, grant('event', SERIES), 'cs', NOW),
    );
    expect([missingEvent.status, missingEvent.code]).toEqual([404, 'adminUsers.eventNotFound']);

    const event = await addPermission(ports, ADMIN, u.userId, grant('event', EVENT), 'cs', NOW);
    expect(event).toEqual({
      permissionId: permissionIdOf('event', EVENT),
      kind: 'event',
      guid: EVENT,
      seriesGuid: SERIES,
      name: 'Jarní desítka',
      seriesName: 'Pražský pohár',
      dateCreated: NOW.toISOString(),
      createdBy: ADMIN.userId,
    });
    const series = await addPermission(ports, ADMIN, u.userId, grant('series', SERIES), 'cs', later(1));
    // A duplicate answers the existing permission and writes nothing.
    expect(await addPermission(ports, ADMIN, u.userId, grant('event', EVENT), 'cs', later(2))).toEqual(event);
    const detail = await adminUserDetail(ports, u.userId);
    expect(detail.permissions.map((p) => p.kind)).toEqual(['series', 'event']);
    const history = await store.listHistory(u.userId);
    expect(history.map((h) => h.action)).toEqual([
      'ADD_TO_EVENT_MANAGER_ROLE',
      'ADD_PERMISSION',
      'ADD_PERMISSION',
    ]);
    expect(history[1]?.changes).toEqual([
      { field: 'permission', before: null, after: 'event: Pražský pohár / Jarní desítka' },
    ]);

    const remaining = await removePermission(ports, ADMIN, u.userId, series.permissionId, 'cs', later(3));
    expect(remaining).toEqual([event]);
    const gone = await refused(removePermission(ports, ADMIN, u.userId, series.permissionId, 'cs', later(4)));
    expect([gone.status, gone.code]).toEqual([404, 'adminUsers.permissionNotFound']);
    expect((await store.listHistory(u.userId)).at(-1)).toMatchObject({
      action: 'REMOVE_PERMISSION',
      changes: [{ field: 'permission', before: 'series: Pražský pohár', after: null }],
      details: { permissionId: series.permissionId, kind: 'series' },
    });
  });
});

describe('password and activation', () => {
  it('admin sets a password: sessions end, unlocked, lockout lifted, no hash in the history', async () => {
    const { ports, store, cleared, sent } = setup();
    const u = user({ locked: true });
    store.addUser(u);
    const body = adminResetPasswordBodySchema.parse({
      sendEmail: false,
      password: 'Nove-Heslo-9',
      passwordConfirm: 'Nove-Heslo-9',
    });
    const answer = await adminResetPassword(ports, ADMIN, u.userId, body, 'cs', NOW);
    expect(answer).toMatchObject({ emailError: false, userData: { locked: false } });
    expect(store.users.get(u.userId)).toMatchObject({
      passwordHash: 'hash:Nove-Heslo-9',
      tokensValidAfter: NOW.getTime() / 1000,
    });
    expect(cleared).toHaveLength(1);
    expect(sent).toHaveLength(0);
    const [entry] = await store.listHistory(u.userId);
    expect(entry).toMatchObject({
      action: 'RESET_PASSWORD',
      details: { sendEmail: false },
      changes: [{ field: 'locked', before: true, after: false }],
    });
    expect(JSON.stringify(entry)).not.toContain('hash');
  });

  it('reset by e-mail sends the usual reset e-mail once per 60 minutes', async () => {
    const { ports, store, sent } = setup();
    const u = user({ language: 'en' });
    store.addUser(u);
    const body = adminResetPasswordBodySchema.parse({ sendEmail: true });
    await adminResetPassword(ports, ADMIN, u.userId, body, 'cs', NOW);
    expect(sent[0]?.subject).toBe('Change your password');
    const wait = await refused(adminResetPassword(ports, ADMIN, u.userId, body, 'cs', later(10)));
    expect([wait.status, wait.code, wait.params?.minutes]).toEqual([429, 'account.emailWait', 50]);
    await adminResetPassword(ports, ADMIN, u.userId, body, 'cs', later(61));
    expect(sent).toHaveLength(2);
    expect((await store.listHistory(u.userId)).map((h) => h.details)).toEqual([
      { sendEmail: true },
      { sendEmail: true },
    ]);
  });

  it('resend activation: 409 when active, activation link for a signed-up user, set-password link for an admin-made one', async () => {
    const { ports, store, sent } = setup();
    const active = user();
    const pending = user({ emailConfirmed: false });
    const invited = user({ emailConfirmed: false, passwordHash: undefined });
    for (const u of [active, pending, invited]) store.addUser(u);
    const err = await refused(adminResendActivation(ports, ADMIN, active.userId, 'cs', NOW));
    expect([err.status, err.code]).toEqual([409, 'account.alreadyActive']);
    await adminResendActivation(ports, ADMIN, pending.userId, 'cs', NOW);
    expect(sent[0]?.text).toContain('/activate-account?token=');
    await adminResendActivation(ports, ADMIN, invited.userId, 'cs', NOW);
    expect(sent[1]?.subject).toBe('Byl vám založen účet');
    const wait = await refused(adminResendActivation(ports, ADMIN, pending.userId, 'cs', later(30)));
    expect(wait.code).toBe('account.emailWait');
    expect((await store.listHistory(invited.userId))[0]).toMatchObject({
      action: 'RESEND_ACTIVATION_EMAIL',
      details: { kind: 'setPassword' },
    });
  });
});

describe('listAdminUsers', () => {
  const q = (over: Record<string, string>) => adminUsersQuerySchema.parse(over);

  function people() {
    const { ports, store } = setup();
    store.users.clear();
    const add = (over: Partial<UserRecord>) => store.addUser(user(over));
    add({
      firstName: 'Jiří',
      lastName: 'Šťastný',
      email: 'jiri@example.com',
      dateCreated: '2026-03-01T00:00:00Z',
      lastLogin: '2026-05-01T00:00:00Z',
    });
    add({
      firstName: 'Anna',
      lastName: 'Černá',
      email: 'anna@example.com',
      disabled: true,
      dateCreated: '2026-01-01T00:00:00Z',
    });
    add({
      firstName: 'Petr',
      lastName: 'Chalupa',
      email: 'petr@example.com',
      locked: true,
      dateCreated: '2026-02-01T00:00:00Z',
      lastLogin: '2026-04-01T00:00:00Z',
    });
    add({
      firstName: 'Hana',
      lastName: 'Hrubá',
      email: 'hana.novakova@example.com',
      emailConfirmed: false,
      dateCreated: '2026-04-01T00:00:00Z',
    });
    add({
      firstName: 'Cyril',
      lastName: 'Čapek',
      email: 'cyril@example.com',
      dateCreated: '2026-05-01T00:00:00Z',
    });
    return ports;
  }

  it('sorts last names in Czech order (č after c, ch after h, š after s)', async () => {
    const list = await listAdminUsers(people(), q({}));
    expect(list.rows.map((r) => r.lastName)).toEqual(['Čapek', 'Černá', 'Hrubá', 'Chalupa', 'Šťastný']);
    const desc = await listAdminUsers(people(), q({ descending: 'true' }));
    expect(desc.rows[0]?.lastName).toBe('Šťastný');
  });

  it('searches first name, last name and e-mail without case and accents', async () => {
    const ports = people();
    expect((await listAdminUsers(ports, q({ searchText: 'stastny' }))).rows.map((r) => r.firstName)).toEqual([
      'Jiří',
    ]);
    expect((await listAdminUsers(ports, q({ searchText: 'ŠŤASTNÝ jiri' }))).total).toBe(1);
    expect((await listAdminUsers(ports, q({ searchText: 'CERNA' }))).rows[0]?.firstName).toBe('Anna');
    expect((await listAdminUsers(ports, q({ searchText: 'novakova' }))).rows[0]?.firstName).toBe('Hana');
    expect((await listAdminUsers(ports, q({ searchText: 'nobody' }))).total).toBe(0);
  });

  it('filters tri-state flags (absent = any)', async () => {
    const ports = people();
    expect((await listAdminUsers(ports, q({ disabled: 'true' }))).rows.map((r) => r.firstName)).toEqual([
      'Anna',
    ]);
    expect((await listAdminUsers(ports, q({ disabled: 'false' }))).total).toBe(4);
    expect((await listAdminUsers(ports, q({ lockedOut: 'true' }))).rows.map((r) => r.firstName)).toEqual([
      'Petr',
    ]);
    expect((await listAdminUsers(ports, q({ activated: 'false' }))).rows.map((r) => r.firstName)).toEqual([
      'Hana',
    ]);
    expect((await listAdminUsers(ports, q({ activated: '' }))).total).toBe(5);
  });

  it('sorts by dates with empty last logins last either way, and pages', async () => {
    const ports = people();
    const byLogin = await listAdminUsers(ports, q({ sortBy: 'lastLogin', descending: 'true' }));
    expect(byLogin.rows.map((r) => r.firstName).slice(0, 2)).toEqual(['Jiří', 'Petr']);
    expect(byLogin.rows.slice(2).every((r) => r.lastLogin === null)).toBe(true);
    const asc = await listAdminUsers(ports, q({ sortBy: 'lastLogin' }));
    expect(asc.rows.map((r) => r.firstName).slice(0, 2)).toEqual(['Petr', 'Jiří']);
    const byCreated = await listAdminUsers(ports, q({ sortBy: 'dateCreated', take: '2', skip: '2' }));
    expect(byCreated).toMatchObject({ page: 1, maxPage: 2, total: 5 });
    expect(byCreated.rows.map((r) => r.firstName)).toEqual(['Jiří', 'Hana']);
    const byEmail = await listAdminUsers(ports, q({ sortBy: 'email' }));
    expect(byEmail.rows[0]?.email).toBe('anna@example.com');
    expect(JSON.stringify(byEmail)).not.toContain('passwordHash');
  });
});
