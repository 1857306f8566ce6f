import { describe, expect, it } from 'vitest';
import type { AccountPorts, AccountStore, RenderedEmail, TokenUse } from './account-ports';
import { hashAccountToken, type AccountTokenRecord } from './account-tokens';
import { authenticateClient, type ApiClientRecord } from './api-clients';
import { changePassword, checkResetLink, requestPasswordReset, resetPassword } from './passwords';
import { changeSiteSettings, updateProfile } from './profile';
import { RATE_RULES, windowIndex, type RateKey, type RateLimiterPort } from './rate-limit';
import { activateAccount, registerUser, resendActivation } from './sign-up';
import type { UserRecord } from './user-record';

/** In-memory stand-ins with the adapters' semantics (conditional writes included). */
function memoryPorts(options: { queueFails?: boolean } = {}) {
  const users = new Map<string, UserRecord>();
  const guards = new Map<string, string>();
  const tokens = new Map<string, AccountTokenRecord>();
  const cooldowns = new Map<string, number>();
  const hits = new Map<string, number>();
  const sent: RenderedEmail[] = [];
  // Fixed windows like the DynamoDB limiter; the window index is left out of the key for the assertions.
  const windows = new Map<string, number>();
  const id = (k: RateKey) => `${k.rule.kind}:${k.id.toLowerCase()}`;
  const current = (k: RateKey, now: Date) => windows.get(id(k)) === windowIndex(k.rule, now);
  const rateLimiter: RateLimiterPort = {
    counts: async (keys, now) => keys.map((k) => (current(k, now) ? (hits.get(id(k)) ?? 0) : 0)),
    hit: async (keys, now) =>
      keys.forEach((k) => {
        hits.set(id(k), (current(k, now) ? (hits.get(id(k)) ?? 0) : 0) + 1);
        windows.set(id(k), windowIndex(k.rule, now));
      }),
    clear: async (keys) => keys.forEach((k) => hits.delete(id(k))),
  };
  const store: AccountStore = {
    findUserById: async (userId) => {
      const u = users.get(userId);
      return u ? structuredClone(u) : undefined;
    },
    findUserByEmail: async (email) => {
      const userId = guards.get(email.trim().toLowerCase());
      return userId ? structuredClone(users.get(userId)) : undefined;
    },
    createUser: async (user, activation) => {
      if (guards.has(user.email.toLowerCase())) return 'emailTaken';
      users.set(user.userId, structuredClone(user));
      guards.set(user.email.toLowerCase(), user.userId);
      tokens.set(`${activation.kind}#${activation.tokenHash}`, activation);
      return 'created';
    },
    putToken: async (t) => void tokens.set(`${t.kind}#${t.tokenHash}`, t),
    getToken: async (kind, hash) => {
      const t = tokens.get(`${kind}#${hash}`);
      return t ? { ...t } : undefined;
    },
    useToken: async (t, use: TokenUse, now) => {
      const stored = tokens.get(`${t.kind}#${t.tokenHash}`);
      if (!stored || stored.usedAt || stored.validUntil <= now.getTime() / 1000 || stored.userId !== t.userId)
        return false;
      stored.usedAt = now.toISOString();
      const u = users.get(t.userId) as UserRecord;
      if (use.kind === 'activate') u.emailConfirmed = true;
      else
        Object.assign(u, {
          passwordHash: use.passwordHash,
          locked: false,
          emailConfirmed: true,
          tokensValidAfter: use.tokensValidAfter,
        });
      return true;
    },
    setPassword: async (userId, passwordHash, tokensValidAfter) => {
      Object.assign(users.get(userId) as UserRecord, { passwordHash, tokensValidAfter });
    },
    updateProfile: async (user, change) => {
      const current = users.get(user.userId) as UserRecord;
      if (current.email !== user.email) return 'changedMeanwhile';
      const newKey = change.email.toLowerCase();
      if (newKey !== user.email.toLowerCase()) {
        if (guards.has(newKey)) return 'emailTaken';
        guards.delete(user.email.toLowerCase());
        guards.set(newKey, user.userId);
      }
      Object.assign(current, change);
      return 'updated';
    },
    setLanguage: async (userId, language) => {
      (users.get(userId) as UserRecord).language = language;
    },
  };
  const ports: AccountPorts = {
    store,
    rateLimiter,
    cooldown: {
      claim: async (kind, email, now, wait) => {
        const key = `${kind}#${email.toLowerCase()}`;
        const sec = Math.floor(now.getTime() / 1000);
        const last = cooldowns.get(key);
        if (wait > 0 && last !== undefined && last > sec - wait) return last + wait - sec;
        cooldowns.set(key, sec);
        return 0;
      },
      release: async (kind, email) => void cooldowns.delete(`${kind}#${email.toLowerCase()}`),
    },
    passwords: {
      hash: async (p) => `hash:${p}`,
      verify: async (h, p) => h === `hash:${p}`,
      dummyHash: async () => 'hash:\u0000never',
    },
    sendEmail: async (email) => {
      if (options.queueFails) throw new Error('queue down');
      sent.push(email);
    },
    appUrl: 'http://app.test/',
  };
  return { ports, users, tokens, sent, hits, cooldowns };
}

const t0 = new Date('2027-05-01T08:00:00Z');
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { status: number; code: string; params?: Record<string, unknown> }) => `${e.status} ${e.code}`,
  );
const body = (email = 'jana@example.com') => ({
  firstName: 'Jana',
  lastName: 'Nová',
  email,
  password: 'Heslo123',
  passwordConfirm: 'Heslo123',
  language: 'en' as const,
});
const linkOf = (mail: RenderedEmail | undefined, page: string) => {
  const m = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)&(?:amp;)?userId=([0-9a-f-]+)`).exec(
    mail?.text ?? '',
  );
  if (!m) throw new Error(`no ${page} link in ${mail?.text}`);
  return { token: m[1] as string, userId: m[2] as string };
};

describe('sign-up and activation', () => {
  it('creates an inactive user and e-mails a working activation link once', async () => {
    const { ports, users, sent } = memoryPorts();
    const answer = await registerUser(ports, body(), '1.1.1.1', 'en', t0);
    expect(answer.emailError).toBe(false);
    const user = users.get(answer.userId);
    expect(user).toMatchObject({
      emailConfirmed: false,
      roles: ['user'],
      language: 'en',
      passwordHash: 'hash:Heslo123',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual(['jana@example.com']);
    expect(sent[0]?.subject).toBe('Activate your account');
    const link = linkOf(sent[0], 'activate-account');
    expect(sent[0]?.text).toContain(
      `http://app.test/activate-account?token=${link.token}&userId=${answer.userId}`,
    );
    expect(await activateAccount(ports, link, '1.1.1.1', later(5))).toMatchObject({ activated: true });
    expect(users.get(answer.userId)?.emailConfirmed).toBe(true);
    // The second click: the account is already active.
    expect(await refusal(activateAccount(ports, link, '1.1.1.1', later(6)))).toBe(
      '409 account.alreadyActive',
    );
  });

  it('answers emailError when the activation e-mail cannot be queued, and allows a resend at once', async () => {
    const failing = memoryPorts({ queueFails: true });
    const answer = await registerUser(failing.ports, body(), '1.1.1.1', 'en', t0);
    expect(answer.emailError).toBe(true);
    expect(failing.users.has(answer.userId)).toBe(true);
    expect(failing.cooldowns.size).toBe(0);
  });

  it('refuses a taken e-mail (any case) with a field error', async () => {
    const { ports } = memoryPorts();
    await registerUser(ports, body(), '1.1.1.1', 'en', t0);
    const err = await registerUser(ports, body('JANA@example.com'), '1.1.1.1', 'en', t0).catch((e) => e);
    expect(err).toMatchObject({ status: 400, code: 'account.emailExists' });
    expect(err.validationErrors[0].field).toBe('body.email');
  });

  it('refuses expired and wrong activation links', async () => {
    const { ports, sent } = memoryPorts();
    await registerUser(ports, body(), '1.1.1.1', 'en', t0);
    const link = linkOf(sent[0], 'activate-account');
    expect(
      await refusal(activateAccount(ports, { ...link, token: `${link.token}x` }, '1.1.1.1', later(1))),
    ).toBe('400 account.tokenInvalid');
    expect(
      await refusal(activateAccount(ports, { ...link, userId: crypto.randomUUID() }, '1.1.1.1', later(1))),
    ).toBe('400 account.tokenInvalid');
    expect(await refusal(activateAccount(ports, link, '1.1.1.1', later(24 * 60)))).toBe(
      '410 account.tokenExpired',
    );
  });

  it('makes resends wait 60 minutes, for unknown addresses too, and says when an account is active', async () => {
    const { ports, sent, users } = memoryPorts();
    const { userId } = await registerUser(ports, body(), '1.1.1.1', 'en', t0);
    const wait = await resendActivation(ports, { email: 'jana@example.com' }, '1.1.1.1', later(10)).catch(
      (e) => e,
    );
    expect(wait).toMatchObject({ status: 429, code: 'account.emailWait', params: { minutes: 50 } });
    expect(await resendActivation(ports, { email: 'JANA@example.com' }, '1.1.1.1', later(61))).toEqual({
      accepted: true,
      retryAfterMinutes: 60,
    });
    expect(sent).toHaveLength(2);
    // Unknown address: the same answer, the same wait, no e-mail.
    expect(await resendActivation(ports, { email: 'nobody@example.com' }, '1.1.1.1', t0)).toEqual({
      accepted: true,
      retryAfterMinutes: 60,
    });
    expect(await refusal(resendActivation(ports, { email: 'nobody@example.com' }, '1.1.1.1', later(1)))).toBe(
      '429 account.emailWait',
    );
    expect(sent).toHaveLength(2);
    // Both links work until one is used.
    const second = linkOf(sent[1], 'activate-account');
    await activateAccount(ports, second, '1.1.1.1', later(62));
    expect(users.get(userId)?.emailConfirmed).toBe(true);
    expect(await refusal(resendActivation(ports, { email: 'jana@example.com' }, '1.1.1.1', later(200)))).toBe(
      '409 account.alreadyActive',
    );
  });

  it('locks an address out after 30 e-mail requests in 15 minutes', async () => {
    const { ports } = memoryPorts();
    for (let i = 0; i < 30; i++)
      expect(await refusal(resendActivation(ports, { email: `x${i}@example.com` }, '9.9.9.9', t0))).toBe(
        'ok',
      );
    expect(await refusal(requestPasswordReset(ports, { email: 'y@example.com' }, '9.9.9.9', t0))).toBe(
      '429 auth.tooManyAttempts',
    );
    expect(await refusal(requestPasswordReset(ports, { email: 'y@example.com' }, '8.8.8.8', t0))).toBe('ok');
  });

  it('locks an address out after 30 wrong link tokens', async () => {
    const { ports, sent } = memoryPorts();
    await registerUser(ports, body(), '1.1.1.1', 'en', t0);
    const link = linkOf(sent[0], 'activate-account');
    for (let i = 0; i < 30; i++)
      await refusal(activateAccount(ports, { ...link, token: `guess${i}` }, '6.6.6.6', later(1)));
    expect(await refusal(activateAccount(ports, link, '6.6.6.6', later(1)))).toBe('429 auth.tooManyAttempts');
    expect(await refusal(activateAccount(ports, link, '1.1.1.1', later(1)))).toBe('ok');
  });
});

describe('password reset', () => {
  async function activeUser(state: Partial<UserRecord> = {}) {
    const m = memoryPorts();
    const { userId } = await registerUser(m.ports, body(), '1.1.1.1', 'cs', t0);
    Object.assign(m.users.get(userId) as UserRecord, { emailConfirmed: true, ...state });
    m.sent.length = 0;
    return { ...m, userId };
  }

  it('e-mails a 1-hour link in the user language; the reset sets the password, unlocks, ends sessions', async () => {
    const { ports, sent, users, userId, hits } = await activeUser({ locked: true, language: 'cs' });
    for (let i = 0; i < 5; i++)
      await ports.rateLimiter.hit([{ rule: RATE_RULES.loginPerAccount, id: 'jana@example.com' }], t0);
    expect(
      await ports.rateLimiter.counts([{ rule: RATE_RULES.loginPerAccount, id: 'jana@example.com' }], t0),
    ).toEqual([5]);
    expect(await requestPasswordReset(ports, { email: 'jana@example.com' }, '1.1.1.1', t0)).toEqual({
      accepted: true,
      retryAfterMinutes: 60,
    });
    expect(sent[0]?.subject).toBe('Změna hesla');
    const link = linkOf(sent[0], 'change-password');
    expect(link.userId).toBe(userId);
    const check = await checkResetLink(ports, link, '1.1.1.1', later(30));
    expect(check).toMatchObject({
      valid: true,
      email: 'jana@example.com',
      validUntil: later(60).toISOString(),
    });
    await resetPassword(ports, { ...link, password: 'Nove1234' }, '1.1.1.1', later(31));
    expect(users.get(userId)).toMatchObject({
      passwordHash: 'hash:Nove1234',
      locked: false,
      tokensValidAfter: Math.floor(later(31).getTime() / 1000),
    });
    expect(hits.has('login-account:jana@example.com')).toBe(false);
    expect(await refusal(resetPassword(ports, { ...link, password: 'Jine1234' }, '1.1.1.1', later(32)))).toBe(
      '410 account.tokenUsed',
    );
  });

  it('refuses an expired link, and links issued before a later password change', async () => {
    const { ports, sent, userId } = await activeUser();
    await requestPasswordReset(ports, { email: 'jana@example.com' }, '1.1.1.1', t0);
    const link = linkOf(sent[0], 'change-password');
    expect(await refusal(checkResetLink(ports, link, '1.1.1.1', later(60)))).toBe('410 account.tokenExpired');
    await requestPasswordReset(ports, { email: 'jana@example.com' }, '1.1.1.1', later(61));
    const fresh = linkOf(sent[1], 'change-password');
    await changePassword(
      ports,
      userId,
      { oldPassword: 'Heslo123', newPassword: 'Zmena123' },
      'cs',
      later(62),
    );
    expect(await refusal(checkResetLink(ports, fresh, '1.1.1.1', later(63)))).toBe(
      '400 account.tokenInvalid',
    );
  });

  it('answers unknown and disabled addresses the same, without an e-mail; waits 60 minutes per address', async () => {
    const { ports, sent } = await activeUser({ disabled: true });
    expect(await requestPasswordReset(ports, { email: 'jana@example.com' }, '1.1.1.1', t0)).toEqual({
      accepted: true,
      retryAfterMinutes: 60,
    });
    expect(await requestPasswordReset(ports, { email: 'nikdo@example.com' }, '1.1.1.1', t0)).toEqual({
      accepted: true,
      retryAfterMinutes: 60,
    });
    expect(sent).toHaveLength(0);
    expect(
      await refusal(requestPasswordReset(ports, { email: 'nikdo@example.com' }, '1.1.1.1', later(59))),
    ).toBe('429 account.emailWait');
  });

  it('refuses the link of an account disabled meanwhile with its own message', async () => {
    const { ports, sent, users, userId } = await activeUser();
    await requestPasswordReset(ports, { email: 'jana@example.com' }, '1.1.1.1', t0);
    (users.get(userId) as UserRecord).disabled = true;
    expect(
      await refusal(checkResetLink(ports, linkOf(sent[0], 'change-password'), '1.1.1.1', later(1))),
    ).toBe('403 auth.userDisabled');
  });
});

describe('change password, profile, site settings', () => {
  async function active() {
    const m = memoryPorts();
    const { userId } = await registerUser(m.ports, body(), '1.1.1.1', 'cs', t0);
    (m.users.get(userId) as UserRecord).emailConfirmed = true;
    return { ...m, userId };
  }

  it('needs the current password; 5 wrong ones lock the change out for the account', async () => {
    const { ports, userId, users } = await active();
    for (let i = 0; i < 5; i++)
      expect(
        await refusal(
          changePassword(ports, userId, { oldPassword: `bad${i}`, newPassword: 'Nove1234' }, 'en', t0),
        ),
      ).toBe('400 account.wrongOldPassword');
    expect(
      await refusal(
        changePassword(ports, userId, { oldPassword: 'Heslo123', newPassword: 'Nove1234' }, 'en', t0),
      ),
    ).toBe('429 auth.tooManyAttempts');
    const ok = await changePassword(
      ports,
      userId,
      { oldPassword: 'Heslo123', newPassword: 'Nove1234' },
      'en',
      later(16),
    );
    expect(ok.tokensValidAfter).toBe(Math.floor(later(16).getTime() / 1000));
    expect(users.get(userId)?.passwordHash).toBe('hash:Nove1234');
  });

  it('refuses a locked account', async () => {
    const { ports, userId, users } = await active();
    (users.get(userId) as UserRecord).locked = true;
    expect(
      await refusal(
        changePassword(ports, userId, { oldPassword: 'Heslo123', newPassword: 'Nove1234' }, 'en', t0),
      ),
    ).toBe('403 auth.userLocked');
  });

  it('updates the own account; a taken e-mail or another user id in the body is refused', async () => {
    const { ports, userId, users } = await active();
    const other = await registerUser(ports, body('petr@example.com'), '1.1.1.1', 'cs', t0);
    const change = { firstName: 'Jana', lastName: 'Dvořák', email: 'jana.d@example.com' };
    expect(
      await refusal(updateProfile(ports.store, userId, { ...change, email: 'PETR@example.com' }, 'en', t0)),
    ).toBe('400 account.emailExists');
    const updated = await updateProfile(ports.store, userId, { ...change, userId }, 'en', t0);
    expect(updated).toMatchObject(change);
    expect((await ports.store.findUserByEmail('jana.d@example.com'))?.userId).toBe(userId);
    expect(await ports.store.findUserByEmail('jana@example.com')).toBeUndefined();
    expect(
      await refusal(updateProfile(ports.store, userId, { ...change, userId: other.userId }, 'en', t0)),
    ).toBe('400 common.validationFailed');
    expect((await changeSiteSettings(ports.store, userId, 'en', t0)).language).toBe('en');
    expect(users.get(userId)?.language).toBe('en');
  });
});

describe('api client credentials', () => {
  const client: ApiClientRecord = {
    entity: 'apiClient',
    clientId: 'partner',
    name: 'Partner',
    secretHash: 'hash:s3cret',
    disabled: false,
    dateCreated: t0.toISOString(),
  };
  const portsWith = (c: ApiClientRecord | undefined) => {
    const { ports } = memoryPorts();
    const verified: string[] = [];
    return {
      verified,
      ports: {
        findClient: async (id: string) => (c && id === c.clientId ? c : undefined),
        passwords: {
          ...ports.passwords,
          verify: async (h: string, p: string) => {
            verified.push(h);
            return ports.passwords.verify(h, p);
          },
        },
        rateLimiter: ports.rateLimiter,
      },
    };
  };

  it('accepts the right secret and refuses wrong ones and unknown ids alike, then locks out', async () => {
    const { ports, verified } = portsWith(client);
    expect(
      (await authenticateClient(ports, { clientId: 'partner', clientSecret: 's3cret' }, 'ip', t0)).clientId,
    ).toBe('partner');
    expect(
      await refusal(authenticateClient(ports, { clientId: 'nobody', clientSecret: 'x' }, 'ip', t0)),
    ).toBe('401 auth.clientCredentialsInvalid');
    expect(verified).toContain('hash:\u0000never');
    for (let i = 0; i < 5; i++)
      await refusal(authenticateClient(ports, { clientId: 'partner', clientSecret: `x${i}` }, 'ip2', t0));
    expect(
      await refusal(authenticateClient(ports, { clientId: 'partner', clientSecret: 's3cret' }, 'ip3', t0)),
    ).toBe('429 auth.tooManyAttempts');
  });

  it('reveals a disabled client only with the right secret', async () => {
    const { ports } = portsWith({ ...client, disabled: true });
    expect(
      await refusal(authenticateClient(ports, { clientId: 'partner', clientSecret: 'bad' }, 'ip', t0)),
    ).toBe('401 auth.clientCredentialsInvalid');
    expect(
      await refusal(authenticateClient(ports, { clientId: 'partner', clientSecret: 's3cret' }, 'ip', t0)),
    ).toBe('403 auth.clientDisabled');
  });
});

describe('stored hashes', () => {
  it('never keep the link token itself', async () => {
    const { ports, tokens, sent } = memoryPorts();
    await registerUser(ports, body(), '1.1.1.1', 'en', t0);
    const { token } = linkOf(sent[0], 'activate-account');
    expect([...tokens.keys()]).toEqual([`activation#${hashAccountToken(token)}`]);
  });
});
