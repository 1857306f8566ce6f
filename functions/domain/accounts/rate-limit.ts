/**
 * Fixed-window rate limits on guessable secrets (passwords, e-mail existence, later PINs and
 * tokens). A limit counts failures (or calls) per key and window; when the count reaches the
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
}

export const RATE_RULES = {
  loginPerAccount: { kind: 'login-account', limit: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { kind: 'login-ip', limit: 20, windowSeconds: 15 * 60 },
  emailExistsPerAddress: { kind: 'email-exists-ip', limit: 30, windowSeconds: 15 * 60 },
  /** Wrong team PINs at checkout: a 6-digit PIN must not be guessable at speed. */
  teamPinPerTeam: { kind: 'team-pin-team', limit: 10, windowSeconds: 15 * 60 },
  teamPinPerAddress: { kind: 'team-pin-ip', limit: 20, windowSeconds: 15 * 60 },
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
