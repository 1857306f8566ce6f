/**
 * How a register call's client retries, as the code does today.
 *
 * OVERLOAD HOOK — the single place where the new policy plugs in: the "overload" work replaces
 * `transactWithRetry`'s loop and the SDK's throttling retries with a capped full-jitter backoff
 * within the Lambda's time budget and a 503 on saturation. When it is merged, build
 * `CURRENT_POLICY` from what it exports (attempts, base, cap, budget) instead of the figures below.
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
 * `transactWithRetry` (functions/adapters/dynamodb/order-repository.ts): 6 attempts, sleeping
 * random × 20 × 2^attempt ms after a TransactionConflict. It is not imported: it sends through the
 * real client and sleeps on the real clock; its figures are restated here and nowhere else.
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

export const CURRENT_POLICY: RetryPolicy = {
  name: 'transactWithRetry (6 tries) + SDK standard (3 tries on throttling)',
  afterConflict: (attempt, rand) =>
    attempt + 1 >= TRANSACT_ATTEMPTS ? undefined : rand() * TRANSACT_BACKOFF_MS * 2 ** attempt,
  afterThrottle: (throttles, rand) =>
    throttles >= SDK_MAX_ATTEMPTS
      ? undefined
      : Math.min(SDK_MAX_DELAY_MS, rand() * 2 ** throttles * SDK_THROTTLING_BASE_MS),
};
