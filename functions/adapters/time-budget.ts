import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The deadline of the request being served, so that code deep in the adapters (the write retry
 * loop) knows how long it may keep retrying without the caller threading a context through every
 * repository. The API handler opens it from `context.getRemainingTimeInMillis()`; outside a
 * handler (scripts, workers) there is none and the retry policy's default budget applies.
 */
const deadlines = new AsyncLocalStorage<number>();

export function withDeadline<T>(remainingMs: number | undefined, fn: () => Promise<T>): Promise<T> {
  if (remainingMs === undefined || !Number.isFinite(remainingMs)) return fn();
  return deadlines.run(Date.now() + remainingMs, fn);
}

/** Milliseconds left before the current request's Lambda times out, if a handler said so. */
export function lambdaRemainingMs(): number | undefined {
  const deadline = deadlines.getStore();
  return deadline === undefined ? undefined : Math.max(0, deadline - Date.now());
}
