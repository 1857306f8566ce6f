import { backoffDelayMs, SERVER_RETRY } from '../../../shared/resilience/retry-policy';

/**
 * How a register call retries: as the code did before the write-path change (`LEGACY_POLICY`) and
 * as it does now (`CURRENT_POLICY`, from the one retry policy in shared/resilience/retry-policy.ts).
 */
export interface RetryPolicy {
  name: string;
  /**
   * After the transaction's `attempt`-th try (0-based) was cancelled by TransactionConflict: the
   * wait in ms before the next try, or undefined to give up (the runner gets an error).
   */
  afterConflict(attempt: number, rand: () => number): number | undefined;
  /**
   * After `throttles` throttled sends of the same call in a row (1 after the first): the wait in
   * ms before the SDK sends again, or undefined when its attempts are spent (an error).
   */
  afterThrottle(throttles: number, rand: () => number): number | undefined;
}

/**
 * The old `transactWithRetry`: 6 attempts, sleeping random × 20 × 2^attempt ms after a
 * TransactionConflict, and the SDK's standard 3 attempts on throttling. That code is gone; its
 * figures are kept here so the model can still compare before and after.
 */
export const TRANSACT_ATTEMPTS = 6;
export const TRANSACT_BACKOFF_MS = 20;

/**
 * The AWS SDK v3 standard retry strategy (@smithy/util-retry): DEFAULT_MAX_ATTEMPTS 3,
 * THROTTLING_RETRY_DELAY_BASE 500 ms, MAXIMUM_RETRY_DELAY 20 s, delay = random × 2^n × base.
 */
export const SDK_MAX_ATTEMPTS = 3;
export const SDK_THROTTLING_BASE_MS = 500;
export const SDK_MAX_DELAY_MS = 20_000;

export const LEGACY_POLICY: RetryPolicy = {
  name: 'before: 6 tries on conflict + SDK standard (3 tries on throttling)',
  afterConflict: (attempt, rand) =>
    attempt + 1 >= TRANSACT_ATTEMPTS ? undefined : rand() * TRANSACT_BACKOFF_MS * 2 ** attempt,
  afterThrottle: (throttles, rand) =>
    throttles >= SDK_MAX_ATTEMPTS
      ? undefined
      : Math.min(SDK_MAX_DELAY_MS, rand() * 2 ** throttles * SDK_THROTTLING_BASE_MS),
};

/**
 * `transactWithRetry` now (functions/adapters/dynamodb/transact-with-retry.ts): a conflict and a
 * throttle alike are retried with full-jitter backoff (`backoffDelayMs`), at most
 * `SERVER_RETRY.maxAttempts` tries, through a client that makes one attempt per send. The request's
 * time budget (8 s) is not reached within those tries (the waits' ceilings add up to about 6 s).
 */
export const CURRENT_POLICY: RetryPolicy = {
  name: `after: ${SERVER_RETRY.maxAttempts} tries, full jitter ${SERVER_RETRY.baseDelayMs} ms doubling capped at ${SERVER_RETRY.maxDelayMs} ms`,
  afterConflict: (attempt, rand) =>
    attempt + 1 >= SERVER_RETRY.maxAttempts ? undefined : backoffDelayMs(attempt, rand),
  afterThrottle: (throttles, rand) =>
    throttles >= SERVER_RETRY.maxAttempts ? undefined : backoffDelayMs(throttles - 1, rand),
};
