import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIENT_RETRY, clientRetryDelayMs } from '@shared/resilience/retry-policy';
import { isApiError } from '../../../lib/api-client';

export type OverloadRetryState =
  | { status: 'idle' }
  /** A 503 came back; the same request goes again after `delayMs`. */
  | { status: 'waiting'; retry: number; max: number; delayMs: number }
  /** The runner stopped the automatic tries, or they ran out: the submit button tries again. */
  | { status: 'stopped'; exhausted: boolean };

/**
 * The checkout's answer to "service unavailable" (503) during a rush: the same request, with the
 * same idempotency key, goes again after the server's Retry-After (spread, capped, bounded by the
 * shared client policy), so the runner never loses a registration and never gets two: the order
 * guid derives from the key, a retry can only place that one order or find it.
 */
export function useOverloadRetry() {
  const [state, setState] = useState<OverloadRetryState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retries = useRef(0);

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => clear, [clear]);

  /** A fresh submission (or an answer other than 503): counting starts again. */
  const reset = useCallback(() => {
    clear();
    retries.current = 0;
    setState({ status: 'idle' });
  }, [clear]);

  const stop = useCallback(() => {
    clear();
    retries.current = 0;
    setState({ status: 'stopped', exhausted: false });
  }, [clear]);

  /**
   * After a failed try: schedules `retry` when the error is a 503 and tries are left (true), or
   * answers false for the caller to show the error as usual.
   */
  const handle = useCallback(
    (error: unknown, retry: () => void): boolean => {
      clear();
      if (!isApiError(error) || error.status !== 503) {
        retries.current = 0;
        setState({ status: 'idle' });
        return false;
      }
      const next = retries.current + 1;
      const delay = clientRetryDelayMs(next, error.retryAfterMs);
      if (delay === undefined) {
        retries.current = 0;
        setState({ status: 'stopped', exhausted: true });
        return false;
      }
      retries.current = next;
      setState({ status: 'waiting', retry: next, max: CLIENT_RETRY.maxRetries, delayMs: delay });
      timer.current = setTimeout(() => {
        timer.current = null;
        retry();
      }, delay);
      return true;
    },
    [clear],
  );

  return { state, handle, stop, reset };
}
