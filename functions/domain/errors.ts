import type { ValidationError } from '@shared/errors/error-body';
import { SERVER_RETRY, classifyWriteFailure } from '@shared/resilience/retry-policy';

export type ErrorParams = Record<string, string | number | boolean>;

/**
 * A typed domain error with a stable code (translated by the SPA and by shared/errors/messages.ts).
 * Handlers never build error bodies themselves: they throw one of these and the error mapper
 * turns it into the spec §8 body.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly params?: ErrorParams,
    readonly validationErrors?: ValidationError[],
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(code = 'common.notFound', params?: ErrorParams) {
    super(code, 404, params);
  }
}

export class ValidationFailedError extends DomainError {
  constructor(validationErrors: ValidationError[], code = 'common.validationFailed', params?: ErrorParams) {
    super(code, 400, params, validationErrors);
  }
}

/** A business rule refused the request (4xx with a precise reason code). */
export class BusinessRuleError extends DomainError {
  constructor(code: string, params?: ErrorParams, status = 409) {
    super(code, status, params);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(code = 'common.unauthorized') {
    super(code, 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code = 'common.forbidden') {
    super(code, 403);
  }
}

/**
 * The caller is signed in but has no permission for this record (another series, another user's
 * id). Unlike an invalid token it does not end the session: the SPA shows "no access".
 */
export class PermissionDeniedError extends DomainError {
  constructor(code = 'common.noPermission') {
    super(code, 403);
  }
}

/**
 * The database stayed saturated (contention or throttling) for the whole time budget of the
 * request. Nothing was written: the API answers 503 with Retry-After and the spec's "service
 * unavailable, retry shortly" message, and the checkout retries the same idempotency key.
 */
export class ServiceOverloadedError extends DomainError {
  readonly retryAfterSeconds: number = SERVER_RETRY.retryAfterSeconds;

  constructor(
    /**
     * `timeout`: the Lambda's time ran out before an answer (the client retries the same key);
     * `unavailable`: DynamoDB kept failing on its side (HTTP 500) past the retries.
     */
    readonly reason: 'conflict' | 'throttle' | 'unavailable' | 'timeout',
    readonly attempts: number,
    override readonly cause?: unknown,
  ) {
    // The wait travels in the body too: a browser may not be allowed to read Retry-After (CORS).
    super('common.serviceUnavailable', 503, { retryAfterSeconds: SERVER_RETRY.retryAfterSeconds });
    this.name = 'ServiceOverloadedError';
  }
}

/**
 * A throttled, conflicting or failed-on DynamoDB's side request that escaped the retry loop (a
 * single read or write after the SDK's own attempts) as the overload it is; any other error unchanged.
 */
export function asOverload(err: unknown): unknown {
  if (err instanceof ServiceOverloadedError || !(err instanceof Error)) return err;
  const e = err as Error & { CancellationReasons?: { Code?: string }[] };
  const kind = classifyWriteFailure(
    e.name,
    (e.CancellationReasons ?? []).map((r) => r.Code),
  );
  return kind === 'conflict' || kind === 'throttle' || kind === 'unavailable'
    ? new ServiceOverloadedError(kind, 0, err)
    : err;
}
