import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SDK_MAX_ATTEMPTS } from '@shared/resilience/retry-policy';
import { config } from '../config';

/**
 * The SDK is given no logger, yet its log step builds a redacted copy of every request and answer
 * to hand to the no-op one: CPU on every call for nothing. Removed from every client we build.
 */
export function withoutSdkLogStep<C extends DynamoDBClient>(raw: C): C {
  raw.middlewareStack.remove('loggerMiddleware');
  return raw;
}

let documentClient: DynamoDBDocumentClient | undefined;
let transactionClient: DynamoDBDocumentClient | undefined;
let injected = false;

function build(maxAttempts: number): DynamoDBDocumentClient {
  const endpoint = config.dynamoEndpoint;
  const raw = new DynamoDBClient({
    region: config.region,
    // Standard mode: capped exponential backoff with jitter on throttles and transient errors.
    retryMode: 'standard',
    maxAttempts,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  withoutSdkLogStep(raw);
  return DynamoDBDocumentClient.from(raw, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** The document client, built once per process (module scope) and reused across invocations. */
export function getDocumentClient(): DynamoDBDocumentClient {
  documentClient ??= build(SDK_MAX_ATTEMPTS);
  return documentClient;
}

/**
 * The client of `transactWithRetry`: one attempt per send, because that loop retries conflicts
 * and throttles itself within the request's time budget; the SDK retrying underneath it would
 * multiply the tries (3 × 12) and overrun the budget. A client handed in by tests or the local
 * stack serves both.
 */
export function getTransactionClient(): DynamoDBDocumentClient {
  if (injected) return getDocumentClient();
  transactionClient ??= build(1);
  return transactionClient;
}

/** Lets tests and the local stack hand in a client of their own. */
export function setDocumentClient(client: DynamoDBDocumentClient | undefined): void {
  documentClient = client;
  injected = client !== undefined;
}
