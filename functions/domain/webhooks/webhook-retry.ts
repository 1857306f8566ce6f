/**
 * When a failed delivery is tried again and when an endpoint is given up on
 * (docs/webhooks-and-partner-api.md). The queue carries the wait (SQS DelaySeconds, at most 900 s),
 * so a retry holds no worker and adds no write to an order's transaction.
 */

/** Attempts of one delivery by the queue (the first included); a replay from the back office adds one. */
export const MAX_ATTEMPTS = 6;
/** Failed attempts in a row across an endpoint's deliveries that disable it (and e-mail its admin). */
export const DISABLE_AFTER_FAILURES = 10;
const BASE_SECONDS = 30;
/** SQS's largest DelaySeconds. */
export const MAX_DELAY_SECONDS = 900;

/**
 * The wait before attempt `attempt + 1` after `attempt` failed: doubling from 30 s, capped at
 * 15 minutes, with "equal jitter" (half fixed, half random) so receivers that failed together do
 * not get their retries together. `random` in [0, 1).
 */
export function retryDelaySeconds(attempt: number, random: number): number {
  const ceiling = Math.min(MAX_DELAY_SECONDS, BASE_SECONDS * 2 ** Math.max(0, attempt - 1));
  const half = ceiling / 2;
  return Math.min(MAX_DELAY_SECONDS, Math.round(half + half * Math.min(Math.max(random, 0), 0.999_999)));
}

/** Whether the queue tries again after this failed attempt (replays are single attempts). */
export const shouldRetry = (attempt: number, replay: boolean): boolean => !replay && attempt < MAX_ATTEMPTS;

/** Whether the endpoint is disabled now that this many attempts in a row failed. */
export const shouldDisable = (consecutiveFailures: number): boolean =>
  consecutiveFailures >= DISABLE_AFTER_FAILURES;

/** A receiver's answer counts as delivered on any 2xx; anything else (or none) is a failure. */
export const isDelivered = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;
