import { describe, expect, it } from 'vitest';
import {
  accountTokenRecord,
  hashAccountToken,
  newAccountToken,
  TOKEN_LIFETIME_SECONDS,
  tokenError,
  tokenProblem,
} from './account-tokens';

const now = new Date('2027-03-01T10:00:00Z');
const sec = Math.floor(now.getTime() / 1000);

describe('account link tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, newAccountToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 only', () => {
    const token = newAccountToken();
    const record = accountTokenRecord('reset', token, 'u1', now);
    expect(record.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record.tokenHash).toBe(hashAccountToken(token));
    expect(JSON.stringify(record)).not.toContain(token);
    expect(hashAccountToken(` ${token} `)).toBe(record.tokenHash);
  });

  it('expire after 24 hours (activation) and 1 hour (reset), and are kept a week longer', () => {
    expect(TOKEN_LIFETIME_SECONDS).toEqual({ activation: 86_400, reset: 3_600 });
    const activation = accountTokenRecord('activation', 't', 'u1', now);
    expect(activation.validUntil - sec).toBe(86_400);
    const reset = accountTokenRecord('reset', 't', 'u1', now);
    expect(reset.validUntil - sec).toBe(3_600);
    expect(reset.expiresAt - reset.validUntil).toBe(7 * 86_400);
  });

  it('work once, for their user, before they expire, and not across a security change', () => {
    const record = accountTokenRecord('reset', 't', 'u1', now);
    const at = (seconds: number) => new Date((sec + seconds) * 1000);
    expect(tokenProblem(record, 'u1', at(10))).toBeUndefined();
    expect(tokenProblem(record, 'u2', at(10))).toBe('invalid');
    expect(tokenProblem(undefined, 'u1', at(10))).toBe('invalid');
    expect(tokenProblem(record, 'u1', at(3_599))).toBeUndefined();
    expect(tokenProblem(record, 'u1', at(3_600))).toBe('expired');
    expect(tokenProblem({ ...record, usedAt: now.toISOString() }, 'u1', at(10))).toBe('used');
    // Issued before the last password change: dead; a used one still says "used".
    expect(tokenProblem(record, 'u1', at(10), sec + 5)).toBe('invalid');
    expect(tokenProblem({ ...record, usedAt: now.toISOString() }, 'u1', at(10), sec + 5)).toBe('used');
    expect(tokenProblem(record, 'u1', at(10), sec)).toBeUndefined();
  });

  it('are refused with 400 (invalid) or 410 (used, expired) and their own codes', () => {
    expect([tokenError('invalid').status, tokenError('invalid').code]).toEqual([400, 'account.tokenInvalid']);
    expect([tokenError('expired').status, tokenError('expired').code]).toEqual([410, 'account.tokenExpired']);
    expect([tokenError('used').status, tokenError('used').code]).toEqual([410, 'account.tokenUsed']);
  });
});
