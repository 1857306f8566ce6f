import { type ErrorBody, type ValidationError } from '@shared/errors/error-body';

/** The error every failed call of the SPA throws, with the spec's messages (§8). */
export const TIMEOUT_MESSAGE = 'BACKEND API CALL TIMEOUT';
export const OFFLINE_MESSAGE = 'BACKEND API UNAVAILABLE - NO CONNECTION';
export const DOWNLOAD_FAILED_MESSAGE = 'Failed to download file.';

export type ApiErrorKind =
  | 'http'
  | 'validation'
  | 'auth'
  /** Signed in, but without the role or permission the record needs (the session goes on). */
  | 'forbidden'
  | 'notFound'
  | 'unavailable'
  | 'timeout'
  | 'offline'
  | 'download';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived (timeout, offline). */
  readonly status: number;
  /** Method and API URL of the call (without the cache-busting parameter). */
  readonly url: string;
  /** Parsed error body, when the server sent one. */
  readonly body: unknown;
  /** How long a 503 asks the caller to wait before trying again (its Retry-After), when it says. */
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number,
    url: string,
    body?: unknown,
    retryAfterMs?: number,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.url = url;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }

  /** Spec §8: 401/403 end as status 401 with an auth-error flag. */
  get authError(): boolean {
    return this.kind === 'auth';
  }

  /** Spec §8: a 400 is a validation-failed result carrying the error body. */
  get validationFailed(): boolean {
    return this.kind === 'validation';
  }

  get code(): string | undefined {
    return isErrorBody(this.body) ? this.body.code : undefined;
  }

  get validationErrors(): ValidationError[] {
    return isErrorBody(this.body) ? (this.body.validationErrors ?? []) : [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';
}
