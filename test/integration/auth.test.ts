import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../functions/adapters/auth/passwords';
import { issueAccessToken, resetSigningKey } from '../../functions/adapters/auth/tokens';
import { getDocumentClient, setDocumentClient } from '../../functions/adapters/dynamodb/client';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { DEMO } from '../../scripts/local/seed-data';
import { api, DATA_DIR, useTestStackEnv } from './support';

const creds = () =>
  JSON.parse(readFileSync(path.join(DATA_DIR, 'demo-credentials.json'), 'utf8')) as {
    admin: { email: string; password: string };
  };

async function createUser(state: { disabled?: boolean; locked?: boolean; emailConfirmed?: boolean }) {
  const userId = randomUUID();
  const email = `user-${userId.slice(0, 8)}@example.com`;
  const password = 'Spravne-Heslo-1';
  const client = getDocumentClient();
  await client.send(
    new PutCommand({
      TableName: process.env.TABLE_NAME,
      Item: {
        ...keys.user(userId),
        entity: 'user',
        userId,
        firstName: 'Test',
        lastName: 'Uživatel',
        email,
        language: 'en',
        disabled: state.disabled ?? false,
        locked: state.locked ?? false,
        emailConfirmed: state.emailConfirmed ?? true,
        roles: ['user'],
        passwordHash: await hashPassword(password),
      },
    }),
  );
  await client.send(
    new PutCommand({ TableName: process.env.TABLE_NAME, Item: { ...keys.userEmail(email), userId } }),
  );
  return { userId, email, password };
}

type TokenAnswer = { accessToken: string; expiresIn: number };

describe('sign-in, session renewal and the signed-in user', () => {
  beforeAll(() => {
    useTestStackEnv();
    setDocumentClient(undefined);
    resetSigningKey();
  });

  it('signs the demo admin in and tells who is signed in', async () => {
    const { admin } = creds();
    const login = await api<TokenAnswer>('authenticate', {
      method: 'POST',
      body: JSON.stringify({ username: admin.email.toUpperCase(), password: admin.password, remember: true }),
    });
    expect(login.status).toBe(200);
    expect(login.body.expiresIn).toBe(900);
    const me = await api('users/authenticated-info', { token: login.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      userId: DEMO.adminUser,
      email: admin.email,
      roles: ['user', 'admin'],
      emailConfirmed: true,
    });
    expect(me.body).not.toHaveProperty('passwordHash');
    expect((me.body as { lastLogin: string }).lastLogin).toMatch(/Z$/);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    const { admin } = creds();
    const wrong = await api('authenticate?locale=en', {
      method: 'POST',
      body: JSON.stringify({ username: admin.email, password: 'nope' }),
    });
    const unknown = await api('authenticate?locale=en', {
      method: 'POST',
      body: JSON.stringify({ username: 'nobody@example.com', password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toMatchObject({
      code: 'auth.loginFailed',
      message: 'Sign-in failed: wrong e-mail or password.',
    });
    expect(unknown.body).toMatchObject({ code: 'auth.loginFailed' });
  });

  it('refuses disabled, locked and not yet activated accounts with their own messages', async () => {
    for (const [state, code] of [
      [{ disabled: true }, 'auth.userDisabled'],
      [{ locked: true }, 'auth.userLocked'],
      [{ emailConfirmed: false }, 'auth.emailNotConfirmed'],
    ] as const) {
      const u = await createUser(state);
      const res = await api('authenticate', {
        method: 'POST',
        body: JSON.stringify({ username: u.email, password: u.password }),
      });
      expect({ code, status: res.status }).toEqual({ code, status: 403 });
      expect(res.body).toMatchObject({ code });
    }
  });

  it('locks an account out after 5 wrong passwords, even for the right one', async () => {
    const u = await createUser({});
    for (let i = 0; i < 5; i++) {
      const res = await api('authenticate', {
        method: 'POST',
        body: JSON.stringify({ username: u.email, password: `bad-${i}` }),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await api('authenticate?locale=en', {
      method: 'POST',
      body: JSON.stringify({ username: u.email, password: u.password }),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'auth.tooManyAttempts' });
    expect((blocked.body as { message: string }).message).toMatch(/Try again in \d+ min/);
  });

  it('renews a session token, also after it expired, but not a forged or too old one', async () => {
    const u = await createUser({});
    const login = await api<TokenAnswer>('authenticate', {
      method: 'POST',
      body: JSON.stringify({ username: u.email, password: u.password }),
    });
    const renewed = await api<TokenAnswer>('authenticate/token/rehydrate', {
      method: 'POST',
      body: JSON.stringify({ accessToken: login.body.accessToken }),
    });
    expect(renewed.status).toBe(200);
    expect((await api('users/authenticated-info', { token: renewed.body.accessToken })).status).toBe(200);

    const now = Math.floor(Date.now() / 1000);
    const principal = { kind: 'user' as const, userId: u.userId, roles: ['user' as const] };
    const expired = await issueAccessToken(principal, {
      issuedAt: now - 3600,
      session: { remember: false, sessionStart: now - 3600 },
    });
    const fromExpired = await api('authenticate/token/rehydrate', {
      method: 'POST',
      body: JSON.stringify({ accessToken: expired }),
    });
    expect(fromExpired.status).toBe(200);

    const tooOld = await issueAccessToken(principal, {
      issuedAt: now - 3600,
      session: { remember: false, sessionStart: now - 13 * 3600 },
    });
    const stale = await api('authenticate/token/rehydrate', {
      method: 'POST',
      body: JSON.stringify({ accessToken: tooOld }),
    });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ code: 'auth.tokenNotRenewed', authError: true });

    const remembered = await issueAccessToken(principal, {
      issuedAt: now - 3600,
      session: { remember: true, sessionStart: now - 13 * 3600 },
    });
    expect(
      (
        await api('authenticate/token/rehydrate', {
          method: 'POST',
          body: JSON.stringify({ accessToken: remembered }),
        })
      ).status,
    ).toBe(200);

    const forged = `${login.body.accessToken.slice(0, -4)}AAAA`;
    expect(
      (
        await api('authenticate/token/rehydrate', {
          method: 'POST',
          body: JSON.stringify({ accessToken: forged }),
        })
      ).status,
    ).toBe(401);
  });

  it('logout ends the sign-in on the server: a copied token is no longer renewed, another sign-in goes on', async () => {
    const u = await createUser({});
    const signIn = async () =>
      (
        await api<TokenAnswer>('authenticate', {
          method: 'POST',
          body: JSON.stringify({ username: u.email, password: u.password }),
        })
      ).body.accessToken;
    const laptop = await signIn();
    const phone = await signIn();
    const post = (path: string, accessToken: string) =>
      api<{ valid?: boolean; code?: string }>(path, {
        method: 'POST',
        body: JSON.stringify({ accessToken }),
      });

    const out = await post('authenticate/logout', laptop);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ loggedOut: true });
    // The laptop's token, copied before the logout, cannot be renewed nor passes validation.
    const copied = await post('authenticate/token/rehydrate', laptop);
    expect(copied.status).toBe(401);
    expect(copied.body).toMatchObject({ code: 'auth.tokenNotRenewed' });
    expect((await post('authenticate/token/validate', laptop)).body.valid).toBe(false);
    // The phone's sign-in is another session: it goes on.
    expect((await post('authenticate/token/rehydrate', phone)).status).toBe(200);
    // A token that is not ours ends nothing and says so.
    expect((await post('authenticate/logout', `${phone.slice(0, -4)}AAAA`)).status).toBe(401);
  });

  it('requires a user token for authenticated-info', async () => {
    expect((await api('users/authenticated-info')).status).toBe(401);
  });

  it('answers whether an e-mail is registered and validates the e-mail', async () => {
    const { admin } = creds();
    expect((await api(`user/email-exists?email=${encodeURIComponent(admin.email)}`)).body).toEqual({
      exists: true,
    });
    expect((await api('user/email-exists?email=nobody%40example.com')).body).toEqual({ exists: false });
    expect((await api('user/email-exists?email=not-an-email')).status).toBe(400);
  });

  it('validates the login body', async () => {
    const res = await api<{ validationErrors: Array<{ field: string }> }>('authenticate', {
      method: 'POST',
      body: JSON.stringify({ username: 'x', password: '' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.validationErrors.map((e) => e.field).sort()).toEqual(['body.password', 'body.username']);
    expect((await api('authenticate', { method: 'POST', body: '{not json' })).status).toBe(400);
  });
});
