import { BusinessRuleError } from '../errors';

/**
 * Fixed-window rate limits on guessable secrets (passwords, e-mail existence, PINs, tokens, client
 * secrets) and on calls that send e-mails. A limit counts failures (or calls) per key and window; when the count reaches the
 * limit the key is locked out until the window ends.
 */
export interface RateRule {
  kind: string;
  limit: number;
  windowSeconds: number;
}

export interface RateKey {
  rule: RateRule;
  id: string;
}

export interface RateLimiterPort {
  /** Current counts of the keys' windows. */
  counts(keys: RateKey[], now: Date): Promise<number[]>;
  /** Adds one to each key's current window. */
  hit(keys: RateKey[], now: Date): Promise<void>;
  /** Empties the keys' current windows (a proven owner lifts a lockout, e.g. by a password reset). */
  clear?(keys: RateKey[], now: Date): Promise<void>;
}

export const RATE_RULES = {
  loginPerAccount: { kind: 'login-account', limit: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { kind: 'login-ip', limit: 20, windowSeconds: 15 * 60 },
  emailExistsPerAddress: { kind: 'email-exists-ip', limit: 30, windowSeconds: 15 * 60 },
  /** Wrong team PINs at checkout: a 6-digit PIN must not be guessable at speed. */
  teamPinPerTeam: { kind: 'team-pin-team', limit: 10, windowSeconds: 15 * 60 },
  teamPinPerAddress: { kind: 'team-pin-ip', limit: 20, windowSeconds: 15 * 60 },
  /** Sign-ups (each may send an activation e-mail to any address): every call counts. */
  registerPerAddress: { kind: 'register-ip', limit: 30, windowSeconds: 60 * 60 },
  /**
   * Reset and resend-activation requests: every call counts. Per account (e-mail) the
   * 60-minute wait of spec §9 applies on top (`claimEmailSlot` in functions/domain/accounts/account-emails.ts).
   */
  accountEmailPerAddress: { kind: 'account-email-ip', limit: 30, windowSeconds: 15 * 60 },
  /** Wrong, expired or used activation / reset tokens presented. */
  accountTokenPerAddress: { kind: 'account-token-ip', limit: 30, windowSeconds: 15 * 60 },
  /** Wrong current passwords when changing the password, per account. */
  changePasswordPerAccount: { kind: 'change-password-account', limit: 5, windowSeconds: 15 * 60 },
  /** Wrong client secrets (authenticate/token), per client id and per address. */
  apiTokenPerClient: { kind: 'api-token-client', limit: 5, windowSeconds: 15 * 60 },
  apiTokenPerAddress: { kind: 'api-token-ip', limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

export const windowIndex = (rule: RateRule, now: Date): number =>
  Math.floor(now.getTime() / 1000 / rule.windowSeconds);

/** Seconds until the first exhausted key's window ends, or 0 when every key may go on. */
export async function lockoutSeconds(port: RateLimiterPort, keys: RateKey[], now: Date): Promise<number> {
  const counts = await port.counts(keys, now);
  let wait = 0;
  keys.forEach((key, i) => {
    if ((counts[i] ?? 0) >= key.rule.limit) {
      const windowEnd = (windowIndex(key.rule, now) + 1) * key.rule.windowSeconds;
      wait = Math.max(wait, windowEnd - Math.floor(now.getTime() / 1000));
    }
  });
  return wait;
}

/**
 * Refuses with 429 while any key is exhausted, else counts this call (for rules that count every
 * call, not just failures).
 */
export async function takeRateLimit(port: RateLimiterPort, keys: RateKey[], now: Date): Promise<void> {
  await assertNotLockedOut(port, keys, now);
  await port.hit(keys, now);
}

/** Refuses with 429 (auth.tooManyAttempts, minutes to wait) while any key is exhausted. */
export async function assertNotLockedOut(port: RateLimiterPort, keys: RateKey[], now: Date): Promise<void> {
  const wait = await lockoutSeconds(port, keys, now);
  if (wait > 0) throw new TooManyAttemptsError(wait);
}

export class TooManyAttemptsError extends BusinessRuleError {
  constructor(seconds: number) {
    super(
      'auth.tooManyAttempts',
      { minutes: Math.max(1, Math.ceil(seconds / 60)), retryAfterSeconds: seconds },
      429,
    );
  }
}
