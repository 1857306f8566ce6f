import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import fc from 'fast-check';
import { setDocumentClient } from '../adapters/dynamodb/client';
import { DynamoDBClient, DynamoDBServiceException } from '@aws-sdk/client-dynamodb';

process.env.LOG_LEVEL = 'silent';
process.env.JWT_SECRET = 'unit-test-secret-unit-test-secret-123456';

const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));

const { handler } = await import('./common.handler');

const GUID = '0b8f2b4e-4c1a-4f7a-9a57-6a2f0c1b2d3e';

function event(path: string, init: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  const routeKey = path.startsWith('terms-and-conditions/')
    ? 'GET /api/v1/terms-and-conditions/{guid}'
    : `GET /api/v1/${path}`;
  const guid = path.startsWith('terms-and-conditions/') ? path.split('/')[1] : undefined;
  return {
    version: '2.0',
    routeKey,
    rawPath: `/api/v1/${path}`,
    rawQueryString: '',
    headers: {},
    pathParameters: guid !== undefined ? { guid } : undefined,
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    isBase64Encoded: false,
    ...init,
  };
}

const call = async (e: APIGatewayProxyEventV2) =>
  (await handler(e, {} as Context)) as APIGatewayProxyStructuredResultV2 & { body: string };

describe('common handler (middy stack, mocked DynamoDB)', () => {
  beforeEach(() => ddb.reset());

  it('maps a found terms item to the public shape only', async () => {
    ddb.on(GetCommand).resolves({
      Item: {
        pk: `TERMS#${GUID}`,
        sk: 'TERMS',
        guid: GUID,
        seriesGuid: 's',
        name: 'N',
        label: 'L',
        conditions: '<p>C</p>',
      },
    });
    const res = await call(event(`terms-and-conditions/${GUID}`));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ guid: GUID, name: 'N', label: 'L', conditions: '<p>C</p>' });
  });

  it('turns an AWS failure into a 500 without internals in the body', async () => {
    ddb.on(GetCommand).rejects(new Error('ProvisionedThroughputExceeded at arn:aws:dynamodb:secret'));
    const res = await call(
      event(`terms-and-conditions/${GUID}`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } }),
    );
    expect(res.statusCode).toBe(500);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({
      code: 'common.internal',
      message: 'Something went wrong on the server. Please try again.',
    });
    expect(res.body).not.toMatch(/arn:aws|stack|at .*\.ts/);
  });

  it('answers a read throttled past the SDK retries with 503 + Retry-After, not a 500', async () => {
    ddb.on(GetCommand).rejects(
      new DynamoDBServiceException({
        name: 'ThrottlingException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
        message: 'Rate exceeded for arn:aws:dynamodb:secret',
      }),
    );
    const res = await call(
      event(`terms-and-conditions/${GUID}`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe('2');
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'common.serviceUnavailable',
      message: 'The service is currently unavailable, please try again shortly.',
      params: { retryAfterSeconds: 2 },
    });
    expect(res.body).not.toMatch(/arn:aws|stack|Throttling/);
  });

  it("answers a request the Lambda's time runs out on with 503 + Retry-After, not a 500", async () => {
    ddb.on(GetCommand).callsFake(() => new Promise((resolve) => setTimeout(() => resolve({}), 2_000)));
    const res = (await handler(event(`terms-and-conditions/${GUID}`), {
      getRemainingTimeInMillis: () => 100,
    } as Context)) as APIGatewayProxyStructuredResultV2 & { body: string };
    expect(res.statusCode).toBe(503);
    expect(res.headers?.['retry-after']).toBe('2');
    expect(JSON.parse(res.body)).toMatchObject({ code: 'common.serviceUnavailable' });
  });

  it('answers 401 for a malformed Authorization header instead of ignoring it', async () => {
    const res = await call(event('codelists', { headers: { authorization: 'Basic abc' } }));
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ authError: true });
  });

  it('never answers 5xx to arbitrary path parameters and headers', async () => {
    ddb.on(GetCommand).resolves({});
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string(), async (guid, lang, requestId) => {
        const res = await call(
          event(`terms-and-conditions/${encodeURIComponent(guid)}`, {
            pathParameters: { guid },
            headers: { 'accept-language': lang, 'x-request-id': requestId },
            cookies: [`lang=${lang}`],
          }),
        );
        expect(res.statusCode).toBeGreaterThanOrEqual(200);
        expect(res.statusCode).toBeLessThan(500);
        expect(() => JSON.parse(res.body)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
