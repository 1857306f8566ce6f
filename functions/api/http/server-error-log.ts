/**
 * What the server log keeps of a 5xx answer, so that every one can be traced to its cause: the
 * request id the caller was given (in the body and the `x-request-id` header), the route, and the
 * error's name, message and stack. Written to the log only, never into a response body.
 */
export interface ErrorDescription {
  name: string;
  message: string;
  stack?: string;
  /** A cancelled DynamoDB transaction's reason codes, one per item (`None` for the items that were fine). */
  cancellationReasons?: string[];
  /** The HTTP status DynamoDB (or another AWS service) answered, when the error came from one. */
  awsStatus?: number;
  cause?: ErrorDescription | string;
}

/** How deep `cause` chains are followed: a wrapped AWS error behind a domain error is the usual two. */
const MAX_CAUSE_DEPTH = 3;

export function describeError(err: unknown, depth = 0): ErrorDescription | string {
  if (!(err instanceof Error)) return String(err);
  const aws = err as Error & {
    CancellationReasons?: { Code?: string }[];
    $metadata?: { httpStatusCode?: number };
  };
  const description: ErrorDescription = { name: err.name, message: err.message, stack: err.stack };
  if (Array.isArray(aws.CancellationReasons))
    description.cancellationReasons = aws.CancellationReasons.map((r) => r.Code ?? 'None');
  if (typeof aws.$metadata?.httpStatusCode === 'number') description.awsStatus = aws.$metadata.httpStatusCode;
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    description.cause = describeError(err.cause, depth + 1);
  return description;
}

// A type, not an interface, so that it is a logger's field record as it is.
export type ServerErrorFields = {
  status: number;
  requestId: string;
  /** The API Gateway route key (`POST /api/v1/checkout/register`), or the method and path when no route matched. */
  route: string;
  /** Where the answer was made: the handler's error mapper, or the local gateway around it. */
  source: 'handler' | 'gateway';
  /** The error behind the answer; absent where only its status is known (the gateway relaying a handler's 5xx). */
  error?: ErrorDescription | string;
  /** The answer's error code, when the body says it (`common.internal`, `common.serviceUnavailable`). */
  code?: string;
};

export function serverErrorFields(fields: {
  status: number;
  requestId: string;
  route: string;
  source: ServerErrorFields['source'];
  error?: unknown;
  code?: string;
}): ServerErrorFields {
  const { error, code, ...rest } = fields;
  return {
    ...rest,
    ...(code !== undefined ? { code } : {}),
    ...(error !== undefined ? { error: describeError(error) } : {}),
  };
}

/** The `code` of a spec §8 error body, if the body is one (the gateway reads what the handler answered). */
export function errorCodeOf(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const code = (parsed as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
