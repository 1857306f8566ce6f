import { describe, expect, it } from 'vitest';
import type { AuthLevel } from '@shared/api/route-types';
import type { AnyPrincipal } from './caller';
import type { UserRecord } from '../../domain/accounts/user-record';
import { authorize, type LoadUser } from './authorize';

const record = (userId: string, roles: UserRecord['roles'], extra: Partial<UserRecord> = {}): UserRecord => ({
  userId,
  firstName: 'F',
  lastName: 'L',
  email: `${userId}@example.com`,
  language: 'cs',
  disabled: false,
  locked: false,
  emailConfirmed: true,
  roles,
  ...extra,
});
// The stored records agree with the tokens here; the tests below make them differ.
const sameAsToken: LoadUser = async (id) =>
  ({
    u: record('u', ['user']),
    m: record('m', ['user', 'event_manager']),
    a: record('a', ['user', 'admin']),
  })[id];

const who: Record<string, AnyPrincipal | undefined> = {
  anonymous: undefined,
  user: { kind: 'user', userId: 'u', roles: ['user'] },
  eventManager: { kind: 'user', userId: 'm', roles: ['user', 'event_manager'] },
  admin: { kind: 'user', userId: 'a', roles: ['user', 'admin'] },
  teamManager: { kind: 'teamManager', teamGuid: 't', email: 't@example.com' },
  apiClient: { kind: 'apiClient', clientId: 'c' },
  partnerKey: { kind: 'partnerKey', keyId: 'k', seriesGuid: 's', scopes: ['startLists'] },
};

// Expected outcome per level and caller: 'ok', or the HTTP status of the refusal.
const matrix: Record<AuthLevel, Record<keyof typeof who, 'ok' | 401 | 403>> = {
  public: {
    anonymous: 'ok',
    user: 'ok',
    eventManager: 'ok',
    admin: 'ok',
    teamManager: 'ok',
    apiClient: 'ok',
    partnerKey: 'ok',
  },
  anonymousOnly: {
    anonymous: 'ok',
    user: 403,
    eventManager: 403,
    admin: 403,
    teamManager: 'ok',
    apiClient: 'ok',
    partnerKey: 'ok',
  },
  user: {
    anonymous: 401,
    user: 'ok',
    eventManager: 'ok',
    admin: 'ok',
    teamManager: 403,
    apiClient: 403,
    partnerKey: 403,
  },
  eventManager: {
    anonymous: 401,
    user: 403,
    eventManager: 'ok',
    admin: 'ok',
    teamManager: 403,
    apiClient: 403,
    partnerKey: 403,
  },
  admin: {
    anonymous: 401,
    user: 403,
    eventManager: 403,
    admin: 'ok',
    teamManager: 403,
    apiClient: 403,
    partnerKey: 403,
  },
  teamManager: {
    anonymous: 401,
    user: 403,
    eventManager: 403,
    admin: 403,
    teamManager: 'ok',
    apiClient: 403,
    partnerKey: 403,
  },
  apiClient: {
    anonymous: 401,
    user: 403,
    eventManager: 403,
    admin: 403,
    teamManager: 403,
    apiClient: 'ok',
    partnerKey: 403,
  },
  partnerKey: {
    anonymous: 401,
    user: 403,
    eventManager: 403,
    admin: 403,
    teamManager: 403,
    apiClient: 403,
    partnerKey: 'ok',
  },
};

describe('authorize: every auth level × every kind of caller', () => {
  for (const [level, row] of Object.entries(matrix) as Array<[AuthLevel, Record<string, 'ok' | 401 | 403>]>) {
    for (const [caller, expected] of Object.entries(row)) {
      it(`${level} / ${caller} → ${expected}`, async () => {
        let outcome: 'ok' | number = 'ok';
        try {
          await authorize(level, who[caller], sameAsToken, async () => 't@example.com', 'startLists');
        } catch (err) {
          outcome = (err as { status: number }).status;
        }
        expect(outcome).toBe(expected);
      });
    }
  }
});

describe("authorize: a partner key needs the route's scope", () => {
  it('refuses a key without it (403) and admits one with it', async () => {
    const status = (p: Promise<unknown>) =>
      p.then(
        () => 'ok' as const,
        (err: { status: number }) => err.status,
      );
    expect(
      await status(authorize('partnerKey', who.partnerKey, sameAsToken, undefined, 'registrations')),
    ).toBe(403);
    expect(await status(authorize('partnerKey', who.partnerKey, sameAsToken, undefined, 'startLists'))).toBe(
      'ok',
    );
  });
});

describe('authorize: a team-manager token ends when the team changes hands', () => {
  const status = (p: Promise<unknown>) =>
    p.then(
      () => 'ok' as const,
      (err: { status: number }) => err.status,
    );
  it('admits the manager the token names, whatever the e-mail case', async () => {
    expect(
      await status(authorize('teamManager', who.teamManager, sameAsToken, async () => 'T@Example.com')),
    ).toBe('ok');
  });
  it('refuses it once the team has another manager', async () => {
    expect(
      await status(authorize('teamManager', who.teamManager, sameAsToken, async () => 'new@example.com')),
    ).toBe(401);
  });
  it('refuses it once the team is deleted', async () => {
    expect(await status(authorize('teamManager', who.teamManager, sameAsToken, async () => undefined))).toBe(
      401,
    );
  });
});

describe('authorize: back-office roles come from the stored user, not the token', () => {
  const outcome = (p: Promise<unknown>) =>
    p.then(
      () => 'ok' as const,
      (err: { status: number }) => err.status,
    );

  it('refuses a token that still says admin once the role was removed', async () => {
    const demoted: LoadUser = async () => record('a', ['user']);
    expect(await outcome(authorize('admin', who.admin, demoted))).toBe(403);
  });

  it('admits an event manager whose role was granted after sign-in', async () => {
    const promoted: LoadUser = async () => record('u', ['user', 'event_manager']);
    expect(await outcome(authorize('eventManager', who.user, promoted))).toBe('ok');
  });

  it('ends the session of a disabled or deleted account (401)', async () => {
    expect(
      await outcome(authorize('admin', who.admin, async () => record('a', ['admin'], { disabled: true }))),
    ).toBe(401);
    expect(await outcome(authorize('eventManager', who.eventManager, async () => undefined))).toBe(401);
  });

  it('gives back-office actions the caller with permissions and access', async () => {
    const withPermission: LoadUser = async () =>
      record('m', ['user', 'event_manager'], {
        permissions: {
          p1: {
            permissionId: 'p1',
            kind: 'series',
            guid: 's1',
            seriesGuid: 's1',
            name: 'Series 1',
            seriesName: 'Series 1',
            dateCreated: '2026-01-01T00:00:00.000Z',
          },
        },
      });
    const caller = await authorize('eventManager', who.eventManager, withPermission);
    expect(caller).toMatchObject({
      userId: 'm',
      access: { all: false, seriesGuids: ['s1'], eventGuids: [] },
    });
  });
});
