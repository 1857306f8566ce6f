/**
 * The one retry policy of the write path, pure so that the Lambdas, the SPA and the rush model
 * (`bench:rush-model`, which simulates "clients retry exactly as the code does") share it.
 *
 * Server side: a write that DynamoDB refuses for contention (`TransactionConflict`) or load
 * (`ThrottlingException`, `ProvisionedThroughputExceededException`, `RequestLimitExceeded`) is
 * retried with capped exponential backoff and full jitter (AWS Architecture Blog, "Exponential
 * Backoff And Jitter": sleep = random(0, min(cap, base · 2^attempt))), as long as the Lambda's
 * remaining time still leaves room for one more attempt and the answer. Then the API answers 503
 * with `Retry-After`, and the browser retries the same idempotency key (client side below).
 */
export const SERVER_RETRY = {
  /** First backoff ceiling; the n-th retry waits up to base · 2^n. */
  baseDelayMs: 20,
  /** No single wait longer than this: a hot item frees within tens of milliseconds. */
  maxDelayMs: 1_000,
  /** Hard bound on tries of one write, whatever the time left. */
  maxAttempts: 12,
  /** Time kept back to build and send the 503 (or the success) after the last try. */
  answerMarginMs: 1_000,
  /** What one more try is assumed to take (a transaction under load: p95 ≈ 25 ms, worst seen ≈ 250 ms). */
  attemptAllowanceMs: 250,
  /**
   * A request never spends more than this on retries, even in a 29 s Lambda: past it the runner is
   * better served by a 503 and a browser retry (it sees "high demand") than by a silent spinner.
   */
  requestBudgetMs: 8_000,
  /** Budget where no Lambda context says otherwise (scripts, workers without a deadline). */
  defaultBudgetMs: 8_000,
  /** The `Retry-After` of the 503, in seconds. */
  retryAfterSeconds: 2,
} as const;

/** The SDK's own retries of a single request (standard mode), with the same backoff shape. */
export const SDK_MAX_ATTEMPTS = 3;

/** Error names DynamoDB answers when a table, partition or account is over its throughput. */
export const THROTTLE_ERROR_NAMES: readonly string[] = [
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
];

/**
 * DynamoDB's own failures (HTTP 500): transient, retried by the SDK for single requests. DynamoDB
 * Local answers `InternalServerError` when a request waited more than 10 s for its table lock
 * ("This request will succeed in actual DynamoDB API"), which a loaded machine reaches in a rush.
 */
export const SERVER_ERROR_NAMES: readonly string[] = ['InternalServerError', 'InternalFailure'];

export type WriteFailureKind = 'conflict' | 'throttle' | 'unavailable' | 'condition' | 'other';

/**
 * Classifies a failed write from the error's name and, for a cancelled transaction, its
 * cancellation reason codes: a failed condition is an answer (never retried), a conflict, a
 * throttle or DynamoDB's own transient failure is load (retried), anything else is a bug (not
 * retried here).
 */
export function classifyWriteFailure(
  name: string | undefined,
  reasonCodes: readonly (string | undefined)[] = [],
): WriteFailureKind {
  if (name && THROTTLE_ERROR_NAMES.includes(name)) return 'throttle';
  if (name && SERVER_ERROR_NAMES.includes(name)) return 'unavailable';
  // A single write to an item that an in-flight transaction holds.
  if (name === 'TransactionConflictException') return 'conflict';
  // A retry (same client token) of a transaction DynamoDB is still applying: ask again, same token.
  if (name === 'TransactionInProgressException') return 'unavailable';
  if (name !== 'TransactionCanceledException') return 'other';
  if (reasonCodes.includes('ConditionalCheckFailed')) return 'condition';
  if (reasonCodes.includes('TransactionConflict')) return 'conflict';
  if (reasonCodes.some((c) => c && THROTTLE_ERROR_NAMES.includes(c))) return 'throttle';
  return 'other';
}

/** Full-jitter backoff before retry number `attempt` (0 = the wait after the first failure). */
export function backoffDelayMs(
  attempt: number,
  random: () => number = Math.random,
  policy: Pick<typeof SERVER_RETRY, 'baseDelayMs' | 'maxDelayMs'> = SERVER_RETRY,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}

/**
 * The wait before the next try, or undefined to give up: after `attemptsMade` tries, with
 * `remainingMs` left before the request must answer (the Lambda's remaining time, already capped
 * by the request budget).
 */
export function nextRetryDelayMs(
  attemptsMade: number,
  remainingMs: number,
  random: () => number = Math.random,
  policy: typeof SERVER_RETRY = SERVER_RETRY,
): number | undefined {
  if (attemptsMade >= policy.maxAttempts) return undefined;
  const delay = backoffDelayMs(attemptsMade - 1, random, policy);
  if (remainingMs - delay - policy.attemptAllowanceMs < policy.answerMarginMs) return undefined;
  return delay;
}

/** The time a request may spend on retries, given what its Lambda has left (if it says). */
export function requestBudgetMs(
  lambdaRemainingMs: number | undefined,
  policy: typeof SERVER_RETRY = SERVER_RETRY,
): number {
  return lambdaRemainingMs === undefined
    ? policy.defaultBudgetMs
    : Math.min(policy.requestBudgetMs, lambdaRemainingMs);
}

/**
 * Client side: the checkout retries a 503 with the same idempotency key (the order guid derives
 * from it, so a retry can only find the order the first try placed, never make a second one).
 */
export const CLIENT_RETRY = {
  /** Automatic tries after the first 503; then the runner decides (the button stays). */
  maxRetries: 8,
  /** When the answer carries no usable Retry-After. */
  defaultDelayMs: 2_000,
  /** A Retry-After longer than this is shortened to it: the runner is watching. */
  maxDelayMs: 15_000,
  /** Spread of the wait (± this share) so that a crowd told "2 s" does not come back in step. */
  jitterShare: 0.25,
} as const;

/** Parses a Retry-After header (delta seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfterMs(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait before automatic retry number `retry` (1-based) of a 503, or undefined to stop. */
export function clientRetryDelayMs(
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
  policy: typeof CLIENT_RETRY = CLIENT_RETRY,
): number | undefined {
  if (retry > policy.maxRetries) return undefined;
  const base = Math.min(policy.maxDelayMs, retryAfterMs ?? policy.defaultDelayMs);
  const spread = base * policy.jitterShare;
  return Math.max(0, Math.round(base - spread + random() * 2 * spread));
}
