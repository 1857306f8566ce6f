import type { ValidationError } from '@shared/errors/error-body';

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
