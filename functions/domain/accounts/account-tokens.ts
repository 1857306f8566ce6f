import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BusinessRuleError } from '../errors';

/**
 * Activation and password-reset links carry a random token (32 bytes, base64url). Only its
 * SHA-256 is stored, so a database reader cannot use a pending link; a token is single-use,
 * bound to one user and expires (activation 24 h, reset 1 h; the set-password link of an account
 * an admin created is a reset token valid 7 days).
 */
export type AccountTokenKind = 'activation' | 'reset';

export const TOKEN_LIFETIME_SECONDS: Record<AccountTokenKind, number> = {
  activation: 24 * 3600,
  reset: 3600,
};
/** The set-your-password link of an account an admin created (a reset token that lives longer). */
export const ACCOUNT_CREATED_LINK_SECONDS = 7 * 86_400;
/** Used and expired tokens are kept this long so a late click says "used" / "expired", not "invalid". */
export const TOKEN_KEEP_SECONDS = 7 * 86_400;

/** `TOKEN#<kind>#<sha256>` / `TOKEN` (functions/adapters/dynamodb/README.md). */
export interface AccountTokenRecord {
  entity: 'accountToken';
  kind: AccountTokenKind;
  tokenHash: string;
  userId: string;
  /** Epoch seconds. */
  issuedAt: number;
  /** Epoch seconds: the link works before this instant. */
  validUntil: number;
  /** ISO instant of the single use. */
  usedAt?: string;
  /** TTL (epoch seconds): validUntil + TOKEN_KEEP_SECONDS. */
  expiresAt: number;
}

export const newAccountToken = (): string => randomBytes(32).toString('base64url');

export const hashAccountToken = (token: string): string =>
  createHash('sha256').update(token.trim(), 'utf8').digest('hex');

export function accountTokenRecord(
  kind: AccountTokenKind,
  token: string,
  userId: string,
  now: Date,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS[kind],
): AccountTokenRecord {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const validUntil = issuedAt + lifetimeSeconds;
  return {
    entity: 'accountToken',
    kind,
    tokenHash: hashAccountToken(token),
    userId,
    issuedAt,
    validUntil,
    expiresAt: validUntil + TOKEN_KEEP_SECONDS,
  };
}

export type TokenProblem = 'invalid' | 'expired' | 'used';

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Why a stored token cannot be used by this user now, or undefined when it can. A token of
 * another user, or one issued before the user's last security change (password reset or
 * change: `tokensValidAfter`), is invalid.
 */
export function tokenProblem(
  record: AccountTokenRecord | undefined,
  userId: string,
  now: Date,
  tokensValidAfter?: number,
): TokenProblem | undefined {
  if (!record || !sameText(record.userId, userId)) return 'invalid';
  if (record.usedAt) return 'used';
  if (tokensValidAfter !== undefined && record.issuedAt < tokensValidAfter) return 'invalid';
  if (Math.floor(now.getTime() / 1000) >= record.validUntil) return 'expired';
  return undefined;
}

const PROBLEM_CODES: Record<TokenProblem, string> = {
  invalid: 'account.tokenInvalid',
  expired: 'account.tokenExpired',
  used: 'account.tokenUsed',
};

/** The refusal of a token: 400 for an invalid one, 410 (gone) for a used or expired link. */
export const tokenError = (problem: TokenProblem): BusinessRuleError =>
  new BusinessRuleError(PROBLEM_CODES[problem], undefined, problem === 'invalid' ? 400 : 410);
