import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { z } from 'zod';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { defineArea } from '@shared/api/define-area';
import type {
  AdminUserDetail,
  AdminUserEmailAnswer,
  AdminUsers,
  UserHistory,
} from '@shared/accounts/admin-user-schemas';
import type { Permission } from '@shared/accounts/permission-schemas';
import { resetSigningKey } from '../../functions/adapters/auth/tokens';
import { dynamoAdminUserStore } from '../../functions/adapters/dynamodb/admin-user-repository';
import { getDocumentClient, setDocumentClient } from '../../functions/adapters/dynamodb/client';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { RATE_RULES } from '../../functions/domain/accounts/rate-limit';
import type { AdminUserPorts, UserWrite } from '../../functions/domain/admin-users/admin-user-ports';
import { permissionIdOf, setRole } from '../../functions/domain/admin-users/admin-users';
import { createApiHandler } from '../../functions/api/http/create-api-handler';
import { DEMO } from '../../scripts/local/seed-data';
import {
  clearAddressWindows,
  createUser,
  linkIn,
  mailsTo,
  PASSWORD,
  post,
  put,
  setUser,
  signIn,
  uniqueEmail,
  type ErrorBody,
} from './accounts-support';
import { api, DATA_DIR, useTestStackEnv } from './support';

const demoAdmin = () =>
  (
    JSON.parse(readFileSync(path.join(DATA_DIR, 'demo-credentials.json'), 'utf8')) as {
      admin: { email: string; password: string };
    }
  ).admin;

const get = <T = Record<string, unknown>>(p: string, token?: string) => api<T>(p, token ? { token } : {});
const del = <T = Record<string, unknown>>(p: string, token?: string) =>
  api<T>(p, { method: 'DELETE', ...(token ? { token } : {}) });

let adminToken: string;
let userToken: string;
let managerToken: string;
let manager: { userId: string; email: string };

/** A user made through the API, without e-mail (active at once, signs in with PASSWORD). */
async function adminCreates(over: Record<string, unknown> = {}, token = adminToken) {
  const res = await post<AdminUserEmailAnswer>(
    'admin/users',
    {
      sendEmail: false,
      firstName: 'Založený',
      lastName: `Uživatel${randomUUID().slice(0, 4)}`,
      email: uniqueEmail('admin-made'),
      language: 'en',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      ...over,
    },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.userData;
}

/** Every user through the list (paged), to count admins. */
async function allUsers(token = adminToken): Promise<AdminUsers['rows']> {
  const rows: AdminUsers['rows'] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await get<AdminUsers>(`admin/users?take=100&skip=${skip}`, token);
    expect(page.status).toBe(200);
    rows.push(...page.body.rows);
    if (page.body.rows.length < 100) return rows;
  }
}
const activeAdmins = async (token = adminToken) =>
  (await allUsers(token)).filter((u) => u.roles.includes('admin') && !u.disabled).map((u) => u.userId);

async function adminCounter(): Promise<number | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.adminCounter(), ConsistentRead: true }),
  );
  return (out.Item as { active?: number } | undefined)?.active;
}

/**
 * Puts the demo admin back as an active admin (straight in the table) when a test left it
 * otherwise; the counter is deleted so the next change counts the active admins again.
 */
async function restoreDemoAdmin(): Promise<void> {
  const demo = await dynamoAdminUserStore.getUser(DEMO.adminUser);
  if (demo?.roles.includes('admin') && !demo.disabled) return;
  await setUser(DEMO.adminUser, { roles: ['user', 'admin'], disabled: false });
  await getDocumentClient().send(
    new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: keys.adminCounter() }),
  );
}

/** Leaves the demo admin the only active admin (others this file made lose the role). */
async function onlyDemoAdmin(): Promise<void> {
  for (const userId of await activeAdmins())
    if (userId !== DEMO.adminUser)
      expect((await post(`admin/users/${userId}/remove-from-admin-role`, {}, adminToken)).status).toBe(200);
}

beforeAll(async () => {
  useTestStackEnv();
  setDocumentClient(undefined);
  resetSigningKey();
  await clearAddressWindows([RATE_RULES.loginPerAddress]);
  adminToken = await signIn(demoAdmin().email, demoAdmin().password);
  const u = await createUser({}, 'au-user');
  userToken = await signIn(u.email);
  const m = await createUser({}, 'au-manager');
  await setUser(m.userId, { roles: ['user', 'event_manager'] });
  manager = m;
  managerToken = await signIn(m.email);
});

// Whatever happened, the demo admin stays an active admin for the other files.
afterAll(restoreDemoAdmin);

describe('admin users: who may call', () => {
  const pathOf = (p: string) => p.replace('{id}', randomUUID()).replace('{permissionId}', randomUUID());

  it('refuses anonymous callers (401), users and event managers (403) on every route', async () => {
    for (const route of Object.values(adminUsersRoutes)) {
      const p = pathOf(route.path);
      const call = (token?: string) =>
        api(p, {
          method: route.method,
          ...(route.method === 'POST' || route.method === 'PUT' ? { body: '{}' } : {}),
          ...(token ? { token } : {}),
        });
      const anonymous = await call();
      expect({ route: route.id, status: anonymous.status }).toEqual({ route: route.id, status: 401 });
      expect(anonymous.body).toMatchObject({ authError: true });
      for (const token of [userToken, managerToken]) {
        const res = await call(token);
        expect({ route: route.id, status: res.status }).toEqual({ route: route.id, status: 403 });
      }
    }
  });
});

describe('the last active admin', () => {
  it('can neither lose the admin role nor be disabled (409, translated)', async () => {
    await onlyDemoAdmin();
    expect(await activeAdmins()).toEqual([DEMO.adminUser]);
    const removal = await post<ErrorBody>(
      `admin/users/${DEMO.adminUser}/remove-from-admin-role`,
      {},
      adminToken,
    );
    expect(removal.status).toBe(409);
    expect(removal.body).toMatchObject({ code: 'adminUsers.lastAdmin' });
    expect(removal.body.message).toMatch(/posledního aktivního administrátora/);
    const detail = (await get<AdminUserDetail>(`admin/users/${DEMO.adminUser}`, adminToken)).body;
    const disabling = await api<ErrorBody>(`admin/users/${DEMO.adminUser}?locale=en`, {
      method: 'PUT',
      token: adminToken,
      body: JSON.stringify({
        firstName: detail.userData.firstName,
        lastName: detail.userData.lastName,
        email: detail.userData.email,
        language: detail.userData.language,
        disabled: true,
      }),
    });
    expect(disabling.status).toBe(409);
    expect(disabling.body.message).toMatch(/last active administrator/);
    expect((await get(`admin/users/${DEMO.adminUser}`, adminToken)).body).toMatchObject({
      userData: { roles: ['user', 'admin'], disabled: false },
    });
    expect(await adminCounter()).toBe(1);
  });

  it('two admins demoting each other at once leave one active admin', async () => {
    const a = await adminCreates({ admin: true, firstName: 'Admin', lastName: 'Áčko' });
    const b = await adminCreates({ admin: true, firstName: 'Admin', lastName: 'Béčko' });
    const aToken = await signIn(a.email);
    const bToken = await signIn(b.email);
    try {
      // The demo admin steps aside for a moment: A and B are the only active admins.
      expect((await post(`admin/users/${DEMO.adminUser}/remove-from-admin-role`, {}, aToken)).status).toBe(
        200,
      );
      expect((await activeAdmins(aToken)).sort()).toEqual([a.userId, b.userId].sort());
      const [byA, byB] = await Promise.all([
        post<ErrorBody>(`admin/users/${b.userId}/remove-from-admin-role`, {}, aToken),
        post<ErrorBody>(`admin/users/${a.userId}/remove-from-admin-role`, {}, bToken),
      ]);
      const statuses = [byA.status, byB.status];
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The other is refused: by the counter (409) or, when the first change was already
      // committed, as no longer an admin (403).
      const refusal = byA.status === 200 ? byB : byA;
      expect([403, 409]).toContain(refusal.status);
      if (refusal.status === 409) expect(refusal.body.code).toBe('adminUsers.lastAdmin');
      const survivorToken = byA.status === 200 ? aToken : bToken;
      const survivors = await activeAdmins(survivorToken);
      expect(survivors).toHaveLength(1);
      expect(await adminCounter()).toBe(1);
      expect((await post(`admin/users/${DEMO.adminUser}/add-to-admin-role`, {}, survivorToken)).status).toBe(
        200,
      );
    } finally {
      await restoreDemoAdmin();
    }
    await onlyDemoAdmin();
    expect(await adminCounter()).toBe(1);
  });

  it('the store refuses the second of two interleaved demotions (DynamoDB conditions)', async () => {
    const a = await adminCreates({ admin: true });
    const b = await adminCreates({ admin: true });
    const aToken = await signIn(a.email);
    await post(`admin/users/${DEMO.adminUser}/remove-from-admin-role`, {}, aToken);
    try {
      expect(await adminCounter()).toBe(2);
      // Both changes read and are built before either is written.
      let held: Array<() => void> = [];
      const commit = async (write: UserWrite) => {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length === 2) {
            held.forEach((r) => r());
            held = [];
          }
        });
        return dynamoAdminUserStore.commit(write);
      };
      const ports = {
        store: { ...dynamoAdminUserStore, commit },
        newId: randomUUID,
      } as unknown as AdminUserPorts;
      const results = await Promise.allSettled([
        setRole(ports, { userId: a.userId, name: 'A' }, b.userId, 'admin', false, 'cs', new Date()),
        setRole(ports, { userId: b.userId, name: 'B' }, a.userId, 'admin', false, 'cs', new Date()),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((rejected.reason as { code: string }).code).toBe('adminUsers.lastAdmin');
      const users = await dynamoAdminUserStore.listUsers();
      expect(users.filter((u) => u.roles.includes('admin') && !u.disabled)).toHaveLength(1);
      expect(await adminCounter()).toBe(1);
    } finally {
      await restoreDemoAdmin();
    }
    await onlyDemoAdmin();
    // The counter was recounted from the users on the first change after its deletion.
    expect(await adminCounter()).toBe(1);
  });
});

describe('list (GET admin/users)', () => {
  it('lists the User columns with filters, accent-insensitive search, sort and paging', async () => {
    const tag = randomUUID().slice(0, 6);
    const made = await adminCreates({ firstName: 'Řehoř', lastName: `Šťastný${tag}` });
    await adminCreates({ firstName: 'Zuzana', lastName: `Šťastná${tag}`, sendEmail: true });
    const res = await get<AdminUsers>(`admin/users?searchText=STASTN%20${tag}`, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.rows.map((r) => r.firstName)).toEqual(['Zuzana', 'Řehoř']);
    expect(Object.keys(res.body.rows[1] ?? {}).sort()).toEqual(
      [
        'userId',
        'firstName',
        'lastName',
        'email',
        'language',
        'disabled',
        'locked',
        'emailConfirmed',
        'roles',
        'dateCreated',
        'dateUpdated',
        'lastLogin',
      ].sort(),
    );
    expect(res.body.rows[1]).toMatchObject({ userId: made.userId, emailConfirmed: true, lastLogin: null });
    const inactive = await get<AdminUsers>(`admin/users?searchText=${tag}&activated=false`, adminToken);
    expect(inactive.body.rows.map((r) => r.firstName)).toEqual(['Zuzana']);
    const paged = await get<AdminUsers>(
      `admin/users?searchText=${tag}&sortBy=lastName&descending=true&take=1&skip=1`,
      adminToken,
    );
    expect(paged.body).toMatchObject({ page: 1, maxPage: 1, total: 2 });
    expect(paged.body.rows[0]?.firstName).toBe('Zuzana');
    const all = await get<AdminUsers>('admin/users', adminToken);
    expect(all.body.rows.length).toBeLessThanOrEqual(30);
    expect(JSON.stringify(all.body)).not.toContain('passwordHash');
  });

  it('refuses bad filters with field messages', async () => {
    const res = await get<ErrorBody>('admin/users?take=0&sortBy=age&disabled=maybe&locale=en', adminToken);
    expect(res.status).toBe(400);
    expect(res.body.validationErrors?.map((e) => e.field).sort()).toEqual([
      'query.disabled',
      'query.sortBy',
      'query.take',
    ]);
  });
});

describe('create (POST admin/users)', () => {
  it('without e-mail: the account is active at once and signs in with the admin-set password', async () => {
    const made = await adminCreates({ eventManager: true });
    expect(made).toMatchObject({ emailConfirmed: true, roles: ['user', 'event_manager'], language: 'en' });
    const token = await signIn(made.email);
    expect((await get('users/authenticated-info', token)).body).toMatchObject({ userId: made.userId });
    const history = await get<UserHistory>(`admin/users/${made.userId}/history`, adminToken);
    expect(history.body.rows[0]).toMatchObject({
      action: 'CREATE',
      actor: { userId: DEMO.adminUser, name: 'Adéla Správcová' },
      details: { sendEmail: false },
    });
  });

  it('with e-mail: the user gets a set-your-password link that sets the password and activates', async () => {
    const email = uniqueEmail('invited');
    const res = await post<AdminUserEmailAnswer>(
      'admin/users',
      { sendEmail: true, firstName: 'Pozvaná', lastName: 'Uživatelka', email, language: 'cs' },
      adminToken,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ emailError: false, userData: { emailConfirmed: false } });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Byl vám založen účet');
    const link = linkIn(mail, 'change-password');
    expect(link.userId).toBe(res.body.userData.userId);
    const blocked = await post<ErrorBody>('authenticate', { username: email, password: PASSWORD });
    expect(blocked.status).toBe(401);
    const set = await put('users/reset-password', {
      userId: link.userId,
      token: link.token,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await signIn(email);
    expect((await get(`admin/users/${link.userId}`, adminToken)).body).toMatchObject({
      userData: { emailConfirmed: true },
    });
  });

  it('refuses a taken e-mail and a weak password with translated field messages', async () => {
    const taken = await post<ErrorBody>(
      'admin/users?locale=en',
      { sendEmail: true, firstName: 'A', lastName: 'B', email: demoAdmin().email.toUpperCase() },
      adminToken,
    );
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ code: 'account.emailExists' });
    const weak = await post<ErrorBody>(
      'admin/users?locale=en',
      {
        sendEmail: false,
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('weak'),
        password: 'short',
        passwordConfirm: 'different',
      },
      adminToken,
    );
    expect(weak.status).toBe(400);
    const fields = Object.fromEntries(weak.body.validationErrors?.map((e) => [e.field, e.errors]) ?? []);
    expect(Object.keys(fields).sort()).toEqual(['body.password', 'body.passwordConfirm']);
    expect(fields['body.passwordConfirm']).toEqual(['The passwords do not match.']);
    const empty = await post<ErrorBody>(
      'admin/users?locale=en',
      { sendEmail: true, firstName: ' ', lastName: 'B', email: 'not-an-email' },
      adminToken,
    );
    expect(empty.body.validationErrors).toEqual([
      { field: 'body.firstName', errors: ['This field must not be empty.'] },
      { field: 'body.email', errors: ['Invalid e-mail format.'] },
    ]);
    const untagged = await post<ErrorBody>(
      'admin/users',
      { firstName: 'A', lastName: 'B', email: 'a@example.com' },
      adminToken,
    );
    expect(untagged.status).toBe(400);
    expect(untagged.body.validationErrors?.[0]).toEqual({
      field: 'body.sendEmail',
      errors: ['Neplatná volba.'],
    });
  });
});

describe('detail and update (GET/PUT admin/users/{id})', () => {
  it('answers userData and permissions; 404 for an unknown user, 400 for a malformed id', async () => {
    const detail = await get<AdminUserDetail>(`admin/users/${DEMO.managerUser}`, adminToken);
    expect(detail.status).toBe(200);
    expect(detail.body.userData).toMatchObject({
      userId: DEMO.managerUser,
      roles: ['user', 'event_manager'],
    });
    expect(detail.body.permissions).toEqual([
      expect.objectContaining({ kind: 'series', guid: DEMO.seriesCup, name: 'Pražský běžecký pohár 2027' }),
    ]);
    const missing = await get<ErrorBody>(`admin/users/${randomUUID()}?locale=en`, adminToken);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'adminUsers.userNotFound',
      message: 'The user was not found.',
    });
    expect((await get(`admin/users/not-a-guid`, adminToken)).status).toBe(400);
  });

  it('changes personal data and e-mail, disables (sessions end) and enables, unlocks', async () => {
    const made = await adminCreates();
    const token = await signIn(made.email);
    const newEmail = uniqueEmail('renamed');
    const body = { firstName: 'Nové', lastName: 'Jméno', email: newEmail, language: 'cs' };
    const updated = await put<AdminUserDetail>(`admin/users/${made.userId}`, body, adminToken);
    expect(updated.status).toBe(200);
    expect(updated.body.userData).toMatchObject(body);
    await signIn(newEmail);
    const taken = await put<ErrorBody>(
      `admin/users/${made.userId}`,
      { ...body, email: demoAdmin().email },
      adminToken,
    );
    expect([taken.status, taken.body.code]).toEqual([400, 'account.emailExists']);

    const disabled = await put<AdminUserDetail>(
      `admin/users/${made.userId}`,
      { ...body, disabled: true },
      adminToken,
    );
    expect(disabled.body.userData.disabled).toBe(true);
    expect((await get('users/authenticated-info', token)).status).toBe(401);
    const renewal = await post('authenticate/token/rehydrate', { accessToken: token });
    expect(renewal.status).toBe(401);
    expect(
      (await post<ErrorBody>('authenticate', { username: newEmail, password: PASSWORD })).body.code,
    ).toBe('auth.userDisabled');
    await put(`admin/users/${made.userId}`, { ...body, disabled: false }, adminToken);
    await signIn(newEmail);

    // Locked, and locked out by wrong passwords: unlocking lifts both.
    await setUser(made.userId, { locked: true });
    for (let i = 0; i < RATE_RULES.loginPerAccount.limit; i++)
      await post('authenticate', { username: newEmail, password: `wrong-${i}` });
    expect((await post('authenticate', { username: newEmail, password: PASSWORD })).status).toBe(429);
    const unlocked = await put<AdminUserDetail>(
      `admin/users/${made.userId}`,
      { ...body, locked: false },
      adminToken,
    );
    expect(unlocked.body.userData.locked).toBe(false);
    await signIn(newEmail);

    const history = await get<UserHistory>(`admin/users/${made.userId}/history?take=2`, adminToken);
    expect(history.body.total).toBe(5);
    expect(history.body.rows.map((r) => r.action)).toEqual(['UPDATE', 'UPDATE']);
    expect(history.body.rows[0]?.changes).toEqual([{ field: 'locked', before: true, after: false }]);
    const oldest = await get<UserHistory>(`admin/users/${made.userId}/history?skip=4`, adminToken);
    expect(oldest.body.rows.map((r) => r.action)).toEqual(['CREATE']);
  });

  it('validates the update body and answers 404 for an unknown user', async () => {
    const bad = await put<ErrorBody>(
      `admin/users/${DEMO.managerUser}`,
      { firstName: 'A', lastName: 'B', email: 'x', language: 'de', disabled: 'yes' },
      adminToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors?.map((e) => e.field).sort()).toEqual([
      'body.disabled',
      'body.email',
      'body.language',
    ]);
    const missing = await put<ErrorBody>(
      `admin/users/${randomUUID()}`,
      { firstName: 'A', lastName: 'B', email: 'a@example.com', language: 'cs' },
      adminToken,
    );
    expect([missing.status, missing.body.code]).toEqual([404, 'adminUsers.userNotFound']);
  });
});

describe('password and activation', () => {
  it('reset-password without e-mail sets the password, ends sessions and unlocks', async () => {
    const made = await adminCreates();
    const token = await signIn(made.email);
    await setUser(made.userId, { locked: true });
    // Sessions end at a second's granularity: tokens issued before the reset's second.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
    const newPassword = 'Uplne-Nove-Heslo-7';
    const res = await post<AdminUserEmailAnswer>(
      `admin/users/${made.userId}/reset-password`,
      { sendEmail: false, password: newPassword, passwordConfirm: newPassword },
      adminToken,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ emailError: false, userData: { locked: false } });
    expect((await post('authenticate/token/rehydrate', { accessToken: token })).status).toBe(401);
    expect((await post('authenticate', { username: made.email, password: PASSWORD })).status).toBe(401);
    await signIn(made.email, newPassword);
    const bad = await post<ErrorBody>(
      `admin/users/${made.userId}/reset-password`,
      { sendEmail: false, password: 'weak', passwordConfirm: 'weak' },
      adminToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors?.[0]?.field).toBe('body.password');
    const missing = await post<ErrorBody>(
      `admin/users/${randomUUID()}/reset-password`,
      { sendEmail: true },
      adminToken,
    );
    expect(missing.status).toBe(404);
  });

  it('reset-password with e-mail sends the reset link (once per 60 minutes)', async () => {
    const made = await adminCreates();
    const res = await post(`admin/users/${made.userId}/reset-password`, { sendEmail: true }, adminToken);
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(made.email);
    expect(mail?.subject).toBe('Change your password');
    const link = linkIn(mail, 'change-password');
    const again = await post<ErrorBody>(
      `admin/users/${made.userId}/reset-password`,
      { sendEmail: true },
      adminToken,
    );
    expect([again.status, again.body.code]).toEqual([429, 'account.emailWait']);
    expect(
      (
        await put('users/reset-password', {
          userId: link.userId,
          token: link.token,
          password: 'Z-Odkazu-Heslo-1',
          passwordConfirm: 'Z-Odkazu-Heslo-1',
        })
      ).status,
    ).toBe(200);
    await signIn(made.email, 'Z-Odkazu-Heslo-1');
  });

  it('resend-activation-email: 409 when active, else the activation e-mail (once per 60 minutes)', async () => {
    const active = await adminCreates();
    const already = await post<ErrorBody>(
      `admin/users/${active.userId}/resend-activation-email`,
      {},
      adminToken,
    );
    expect([already.status, already.body.code]).toEqual([409, 'account.alreadyActive']);
    const pending = await createUser({ emailConfirmed: false }, 'au-pending');
    const res = await post<AdminUserEmailAnswer>(
      `admin/users/${pending.userId}/resend-activation-email`,
      {},
      adminToken,
    );
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(pending.email);
    const link = linkIn(mail, 'activate-account');
    expect((await post('users/activate', { token: link.token, userId: link.userId })).status).toBe(200);
    await signIn(pending.email);
    const other = await createUser({ emailConfirmed: false }, 'au-pending2');
    expect((await post(`admin/users/${other.userId}/resend-activation-email`, {}, adminToken)).status).toBe(
      200,
    );
    const wait = await post<ErrorBody>(`admin/users/${other.userId}/resend-activation-email`, {}, adminToken);
    expect([wait.status, wait.body.code]).toEqual([429, 'account.emailWait']);
    expect((await post(`admin/users/${randomUUID()}/resend-activation-email`, {}, adminToken)).status).toBe(
      404,
    );
  });
});

describe('roles and permissions', () => {
  it('adds and removes roles idempotently, with history', async () => {
    const made = await adminCreates();
    for (const [route, roles] of [
      ['add-to-event-manager-role', ['user', 'event_manager']],
      ['add-to-event-manager-role', ['user', 'event_manager']],
      ['add-to-admin-role', ['user', 'admin', 'event_manager']],
      ['remove-from-admin-role', ['user', 'event_manager']],
      ['remove-from-admin-role', ['user', 'event_manager']],
      ['remove-from-event-manager-role', ['user']],
    ] as const) {
      const res = await post<AdminUserDetail>(`admin/users/${made.userId}/${route}`, {}, adminToken);
      expect({ route, status: res.status, roles: res.body.userData.roles }).toEqual({
        route,
        status: 200,
        roles,
      });
    }
    const history = await get<UserHistory>(`admin/users/${made.userId}/history`, adminToken);
    expect(history.body.rows.map((r) => r.action)).toEqual([
      'REMOVE_FROM_EVENT_MANAGER_ROLE',
      'REMOVE_FROM_ADMIN_ROLE',
      'ADD_TO_ADMIN_ROLE',
      'ADD_TO_EVENT_MANAGER_ROLE',
      'CREATE',
    ]);
    expect((await post(`admin/users/${randomUUID()}/add-to-admin-role`, {}, adminToken)).status).toBe(404);
  });

  it('grants series and event permissions to event managers only', async () => {
    const made = await adminCreates();
    const notManager = await post<ErrorBody>(
      `admin/users/${made.userId}/permissions?locale=en`,
      { kind: 'series', guid: DEMO.seriesCup },
      adminToken,
    );
    expect(notManager.status).toBe(409);
    expect(notManager.body).toMatchObject({ code: 'adminUsers.notEventManager' });
    expect(notManager.body.message).toMatch(/event manager role/);
    await post(`admin/users/${made.userId}/add-to-event-manager-role`, {}, adminToken);
    const unknown = await post<ErrorBody>(
      `admin/users/${made.userId}/permissions`,
      { kind: 'event', guid: randomUUID() },
      adminToken,
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, 'adminUsers.eventNotFound']);
    const invalid = await post<ErrorBody>(
      `admin/users/${made.userId}/permissions`,
      { kind: 'team', guid: 'x' },
      adminToken,
    );
    expect(invalid.status).toBe(400);

    const event = await post<Permission>(
      `admin/users/${made.userId}/permissions`,
      { kind: 'event', guid: DEMO.eventTrail },
      adminToken,
    );
    expect(event.status).toBe(200);
    expect(event.body).toMatchObject({
      permissionId: permissionIdOf('event', DEMO.eventTrail),
      kind: 'event',
      guid: DEMO.eventTrail,
      seriesGuid: DEMO.seriesTrail,
      seriesName: 'Trail Tour Beskydy',
      createdBy: DEMO.adminUser,
    });
    const series = await post<Permission>(
      `admin/users/${made.userId}/permissions`,
      { kind: 'series', guid: DEMO.seriesCup },
      adminToken,
    );
    const duplicate = await post<Permission>(
      `admin/users/${made.userId}/permissions`,
      { kind: 'event', guid: DEMO.eventTrail },
      adminToken,
    );
    expect(duplicate.body).toEqual(event.body);
    const list = await get<Permission[]>(`admin/users/${made.userId}/permissions`, adminToken);
    expect(list.body.map((p) => p.guid)).toEqual([DEMO.seriesCup, DEMO.eventTrail]);
    const remaining = await del<Permission[]>(
      `admin/users/${made.userId}/permissions/${series.body.permissionId}`,
      adminToken,
    );
    expect(remaining.body).toEqual([event.body]);
    const gone = await del<ErrorBody>(
      `admin/users/${made.userId}/permissions/${series.body.permissionId}`,
      adminToken,
    );
    expect([gone.status, gone.body.code]).toEqual([404, 'adminUsers.permissionNotFound']);
    expect((await get(`admin/users/${randomUUID()}/permissions`, adminToken)).status).toBe(404);
    const history = await get<UserHistory>(`admin/users/${made.userId}/history`, adminToken);
    expect(history.body.rows.slice(0, 3).map((r) => r.action)).toEqual([
      'REMOVE_PERMISSION',
      'ADD_PERMISSION',
      'ADD_PERMISSION',
    ]);
    expect(history.body.rows[0]?.changes).toEqual([
      { field: 'permission', before: 'series: Pražský běžecký pohár 2027', after: null },
    ]);
  });
});

describe('role and permission changes take effect on the next call', () => {
  it("an event manager's token reaches admin routes once an admin adds the admin role", async () => {
    const m = await adminCreates({ eventManager: true });
    const token = await signIn(m.email);
    expect((await get('admin/users', token)).status).toBe(403);
    expect((await post(`admin/users/${m.userId}/add-to-admin-role`, {}, adminToken)).status).toBe(200);
    expect((await get('admin/users', token)).status).toBe(200);
    expect((await post(`admin/users/${m.userId}/remove-from-admin-role`, {}, adminToken)).status).toBe(200);
    expect((await get('admin/users', token)).status).toBe(403);
  });

  it('a removed permission refuses the next call of a series-scoped route', async () => {
    // A back-office route scoped by series, served in-process by the same handler stack.
    const area = defineArea('admin-series', 'scopeProbe', {
      series: {
        method: 'GET',
        path: 'scope-probe/series/{id}',
        auth: 'eventManager',
        summary: 'probe',
        params: z.object({ id: z.uuid({ version: undefined }) }),
        response: z.object({ ok: z.literal(true) }),
        scope: { series: 'params.id' },
      },
    });
    const probe = createApiHandler(area, { series: async () => ({ ok: true as const }) });
    const call = async (token: string, seriesGuid: string) => {
      const event = {
        version: '2.0',
        routeKey: 'GET /api/v1/scope-probe/series/{id}',
        rawPath: `/api/v1/scope-probe/series/${seriesGuid}`,
        rawQueryString: '',
        headers: { authorization: `Bearer ${token}` },
        pathParameters: { id: seriesGuid },
        requestContext: {} as APIGatewayProxyEventV2['requestContext'],
        isBase64Encoded: false,
      } satisfies APIGatewayProxyEventV2;
      return ((await probe(event, {} as Context)) as APIGatewayProxyStructuredResultV2).statusCode;
    };
    expect(await call(managerToken, DEMO.seriesTrail)).toBe(403);
    const granted = await post<Permission>(
      `admin/users/${manager.userId}/permissions`,
      { kind: 'series', guid: DEMO.seriesTrail },
      adminToken,
    );
    expect(granted.status).toBe(200);
    expect(await call(managerToken, DEMO.seriesTrail)).toBe(200);
    expect(await call(managerToken, DEMO.seriesCup)).toBe(403);
    expect(
      (await del(`admin/users/${manager.userId}/permissions/${granted.body.permissionId}`, adminToken))
        .status,
    ).toBe(200);
    expect(await call(managerToken, DEMO.seriesTrail)).toBe(403);
  });
});

describe('history (GET admin/users/{id}/history)', () => {
  it('never shows passwords, pages newest first, 404 for an unknown user', async () => {
    const made = await adminCreates();
    await post(
      `admin/users/${made.userId}/reset-password`,
      { sendEmail: false, password: 'Jine-Heslo-55', passwordConfirm: 'Jine-Heslo-55' },
      adminToken,
    );
    const history = await get<UserHistory>(`admin/users/${made.userId}/history`, adminToken);
    expect(history.body.rows.map((r) => r.action)).toEqual(['RESET_PASSWORD', 'CREATE']);
    expect(JSON.stringify(history.body)).not.toMatch(/passwordHash|argon|Jine-Heslo|Spravne-Heslo/);
    expect((await get(`admin/users/${randomUUID()}/history`, adminToken)).status).toBe(404);
    expect((await get(`admin/users/${made.userId}/history?take=500`, adminToken)).status).toBe(400);
  });
});

it('keeps the active-admin counter equal to the active admins', async () => {
  expect(await adminCounter()).toBe((await activeAdmins()).length);
});
