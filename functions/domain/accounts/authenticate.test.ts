import { describe, expect, it } from 'vitest';
import { authenticate, type LoginPorts } from './authenticate';
import { assertSessionRenewable } from './renew-session';
import type { RateKey, RateLimiterPort } from './rate-limit';
import type { UserRecord } from './user-record';

const user = (over: Partial<UserRecord> = {}): UserRecord => ({
  userId: 'u1',
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana@example.com',
  language: 'cs',
  disabled: false,
  locked: false,
  emailConfirmed: true,
  roles: ['user'],
  passwordHash: 'hash:Správné1',
  ...over,
});

function memoryLimiter(): RateLimiterPort & { hits: Map<string, number> } {
  const hits = new Map<string, number>();
  const id = (k: RateKey) => `${k.rule.kind}:${k.id}`;
  return {
    hits,
    counts: async (keys) => keys.map((k) => hits.get(id(k)) ?? 0),
    hit: async (keys) => keys.forEach((k) => hits.set(id(k), (hits.get(id(k)) ?? 0) + 1)),
  };
}

function ports(u: UserRecord | undefined, limiter = memoryLimiter()): LoginPorts & { verified: string[] } {
  const verified: string[] = [];
  return {
    verified,
    findUserByEmail: async (email) => (u && email === u.email ? u : undefined),
    verifyPassword: async (hash, pw) => {
      verified.push(hash);
      return hash === `hash:${pw}`;
    },
    dummyHash: async () => 'hash:dummy-never-matches',
    recordLogin: async () => undefined,
    rateLimiter: limiter,
  };
}

const now = new Date('2027-01-01T10:00:00Z');
const status = async (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { status: number; code: string }) => `${e.status} ${e.code}`,
  );

describe('authenticate', () => {
  it('accepts the right password for a case-insensitive e-mail', async () => {
    const u = await authenticate(
      ports(user()),
      { username: ' JANA@example.com ', password: 'Správné1', remember: false },
      'ip',
      now,
    );
    expect(u.userId).toBe('u1');
  });

  it('spends a password verification on unknown e-mails too', async () => {
    const p = ports(undefined);
    expect(
      await status(authenticate(p, { username: 'x@example.com', password: 'a', remember: false }, 'ip', now)),
    ).toBe('401 auth.loginFailed');
    expect(p.verified).toEqual(['hash:dummy-never-matches']);
  });

  it('reveals the account state only with the right password', async () => {
    const p = ports(user({ disabled: true }));
    expect(
      await status(
        authenticate(p, { username: 'jana@example.com', password: 'bad', remember: false }, 'ip', now),
      ),
    ).toBe('401 auth.loginFailed');
    expect(
      await status(
        authenticate(p, { username: 'jana@example.com', password: 'Správné1', remember: false }, 'ip', now),
      ),
    ).toBe('403 auth.userDisabled');
  });

  it('locks out per address after 20 failures across accounts', async () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < 20; i++) {
      await status(
        authenticate(
          ports(undefined, limiter),
          { username: `u${i}@example.com`, password: 'x', remember: false },
          '1.2.3.4',
          now,
        ),
      );
    }
    const next = await status(
      authenticate(
        ports(user(), limiter),
        { username: 'jana@example.com', password: 'Správné1', remember: false },
        '1.2.3.4',
        now,
      ),
    );
    expect(next).toBe('429 auth.tooManyAttempts');
    const elsewhere = await status(
      authenticate(
        ports(user(), limiter),
        { username: 'jana@example.com', password: 'Správné1', remember: false },
        '5.6.7.8',
        now,
      ),
    );
    expect(elsewhere).toBe(200);
  });
});

describe('assertSessionRenewable', () => {
  const t = Math.floor(now.getTime() / 1000);
  const base = { sessionStart: t - 3600, lifetimeSeconds: 12 * 3600, issuedAt: t - 600, now };
  it('renews a live session of an active user', () => {
    expect(assertSessionRenewable({ ...base, user: user() }).userId).toBe('u1');
  });
  it('refuses sessions past their lifetime, tokens before a security change, and blocked users', () => {
    const refused = (input: Parameters<typeof assertSessionRenewable>[0]) => {
      expect(() => assertSessionRenewable(input)).toThrow('auth.tokenNotRenewed');
    };
    refused({ ...base, sessionStart: t - 13 * 3600, user: user() });
    refused({ ...base, user: user({ tokensValidAfter: t - 60 }) });
    refused({ ...base, user: user({ locked: true }) });
    refused({ ...base, user: undefined });
  });
});
