import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  DynamoDBClient,
  DynamoDBServiceException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { setDocumentClient } from '../../adapters/dynamodb/client';
import { ServiceOverloadedError } from '../../domain/errors';
import { describeError, errorCodeOf, serverErrorFields } from './server-error-log';

process.env.JWT_SECRET = 'unit-test-secret-unit-test-secret-123456';

const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));
const { handler } = await import('../common.handler');

const cancelled = () =>
  new TransactionCanceledException({
    $metadata: { httpStatusCode: 400 },
    message:
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]',
    CancellationReasons: [
      { Code: 'None' },
      { Code: 'TransactionConflict', Message: 'Transaction is ongoing' },
    ],
  });

describe('what the server log keeps of a 5xx', () => {
  it("names an AWS error's kind, message, stack, cancellation reasons and status", () => {
    expect(describeError(cancelled())).toMatchObject({
      name: 'TransactionCanceledException',
      message: expect.stringContaining('TransactionConflict'),
      stack: expect.stringContaining('server-error-log.test.ts'),
      cancellationReasons: ['None', 'TransactionConflict'],
      awsStatus: 400,
    });
  });

  it('follows the cause behind a domain error (the 503 of a saturated table names the AWS error)', () => {
    const described = describeError(new ServiceOverloadedError('conflict', 12, cancelled()));
    expect(described).toMatchObject({
      name: 'ServiceOverloadedError',
      cause: { name: 'TransactionCanceledException', cancellationReasons: ['None', 'TransactionConflict'] },
    });
  });

  it('keeps a thrown non-error as text and stops a cause that loops', () => {
    expect(describeError('socket hang up')).toBe('socket hang up');
    const loop = new Error('outer');
    (loop as { cause?: unknown }).cause = loop;
    expect(JSON.stringify(describeError(loop))).toContain('outer');
  });

  it('builds one line of fields: status, request id, route, source, code, error', () => {
    const fields = serverErrorFields({
      status: 500,
      requestId: 'req-7',
      route: 'POST /api/v1/checkout/register',
      source: 'gateway',
      code: 'common.internal',
      error: new TypeError('boom'),
    });
    expect(fields).toMatchObject({
      status: 500,
      requestId: 'req-7',
      route: 'POST /api/v1/checkout/register',
      source: 'gateway',
      code: 'common.internal',
      error: { name: 'TypeError', message: 'boom' },
    });
    expect(serverErrorFields({ status: 503, requestId: 'r', route: 'x', source: 'handler' })).toEqual({
      status: 503,
      requestId: 'r',
      route: 'x',
      source: 'handler',
    });
  });

  it('reads the code of an error body and nothing from a body that is not one', () => {
    expect(errorCodeOf('{"code":"common.internal","message":"x"}')).toBe('common.internal');
    expect(errorCodeOf('not json')).toBeUndefined();
    expect(errorCodeOf('null')).toBeUndefined();
    expect(errorCodeOf(undefined)).toBeUndefined();
  });
});

describe("the Lambda's error path logs each 5xx, never into the body", () => {
  const GUID = '0b8f2b4e-4c1a-4f7a-9a57-6a2f0c1b2d3e';
  const event = (requestId: string): APIGatewayProxyEventV2 => ({
    version: '2.0',
    routeKey: 'GET /api/v1/terms-and-conditions/{guid}',
    rawPath: `/api/v1/terms-and-conditions/${GUID}`,
    rawQueryString: '',
    headers: { 'x-request-id': requestId },
    pathParameters: { guid: GUID },
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    isBase64Encoded: false,
  });
  let lines: Array<Record<string, unknown>>;

  beforeEach(() => {
    ddb.reset();
    lines = [];
    process.env.LOG_LEVEL = 'warn';
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.LOG_LEVEL = 'silent';
  });

  const call = async (requestId: string) =>
    (await handler(event(requestId), {} as Context)) as APIGatewayProxyStructuredResultV2 & { body: string };

  it('a 500: request id, route and the error with its stack in the log; the body only the id', async () => {
    ddb.on(GetCommand).rejects(new RangeError('Invalid time value'));
    const res = await call('req-500');
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body)).toEqual({
      code: 'common.internal',
      message: expect.any(String),
      requestId: 'req-500',
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'unhandled error',
        status: 500,
        requestId: 'req-500',
        route: 'GET /api/v1/terms-and-conditions/{guid}',
        source: 'handler',
        code: 'common.internal',
        error: expect.objectContaining({
          name: 'RangeError',
          message: 'Invalid time value',
          stack: expect.stringContaining('RangeError'),
        }),
      }),
    ]);
  });

  it("DynamoDB's own failure past the SDK's retries: 503 + Retry-After, not a 500", async () => {
    // The raw shape of DynamoDB Local's table-lock timeout under load (HTTP 500).
    ddb.on(GetCommand).rejects(
      new DynamoDBServiceException({
        name: 'InternalServerError',
        $fault: 'server',
        $metadata: { httpStatusCode: 500 },
        message: 'This action timed out because it too long waiting for a lock.',
      }),
    );
    const res = await call('req-ise');
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe('2');
    expect(res.body).not.toMatch(/lock|InternalServerError/);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'service overloaded',
        requestId: 'req-ise',
        reason: 'unavailable',
        error: expect.objectContaining({ name: 'InternalServerError', awsStatus: 500 }),
      }),
    ]);
  });

  it('a 503 of a saturated table: the log names the AWS error behind it', async () => {
    ddb.on(GetCommand).rejects(cancelled());
    const res = await call('req-503');
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toMatch(/TransactionConflict|stack/);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'service overloaded',
        status: 503,
        requestId: 'req-503',
        route: 'GET /api/v1/terms-and-conditions/{guid}',
        reason: 'conflict',
        error: expect.objectContaining({
          name: 'TransactionCanceledException',
          cancellationReasons: ['None', 'TransactionConflict'],
        }),
      }),
    ]);
  });
});
