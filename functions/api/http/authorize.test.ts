import { describe, expect, it } from 'vitest';
import type { AuthLevel } from '../../../shared/api/route-types';
import type { Principal } from '../../adapters/auth/tokens';
import { authorize } from './authorize';

const who: Record<string, Principal | undefined> = {
  anonymous: undefined,
  user: { kind: 'user', userId: 'u', roles: ['user'] },
  eventManager: { kind: 'user', userId: 'm', roles: ['user', 'event_manager'] },
  admin: { kind: 'user', userId: 'a', roles: ['user', 'admin'] },
  teamManager: { kind: 'teamManager', teamGuid: 't', email: 't@example.com' },
  apiClient: { kind: 'apiClient', clientId: 'c' },
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
  },
  anonymousOnly: {
    anonymous: 'ok',
    user: 403,
    eventManager: 403,
    admin: 403,
    teamManager: 'ok',
    apiClient: 'ok',
  },
  user: { anonymous: 401, user: 'ok', eventManager: 'ok', admin: 'ok', teamManager: 403, apiClient: 403 },
  eventManager: {
    anonymous: 401,
    user: 403,
    eventManager: 'ok',
    admin: 'ok',
    teamManager: 403,
    apiClient: 403,
  },
  admin: { anonymous: 401, user: 403, eventManager: 403, admin: 'ok', teamManager: 403, apiClient: 403 },
  teamManager: {
    anonymous: 401,
    user: 403,
    eventManager: 403,
    admin: 403,
    teamManager: 'ok',
    apiClient: 403,
  },
  apiClient: { anonymous: 401, user: 403, eventManager: 403, admin: 403, teamManager: 403, apiClient: 'ok' },
};

describe('authorize: every auth level × every kind of caller', () => {
  for (const [level, row] of Object.entries(matrix) as Array<[AuthLevel, Record<string, 'ok' | 401 | 403>]>) {
    for (const [caller, expected] of Object.entries(row)) {
      it(`${level} / ${caller} → ${expected}`, () => {
        let outcome: 'ok' | number = 'ok';
        try {
          authorize(level, who[caller]);
        } catch (err) {
          outcome = (err as { status: number }).status;
        }
        expect(outcome).toBe(expected);
      });
    }
  }
});
