import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { DEMO } from '../../../scripts/local/seed-data';
import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import { formatMessage } from '@shared/errors/messages';
import { SERVER_RETRY } from '@shared/resilience/retry-policy';
import { setDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { setQueue } from '../../../functions/adapters/queue/queue';
import { api, useTestStackEnv } from '../support';
import { register, registerBody, runner, tenK } from './checkout-support';

/**
 * DynamoDB saturated during a rush: the checkout Lambda (run in this process against the test
 * stack's table, its transactions answered with ThrottlingException while `saturation` says so)
 * answers 503 with Retry-After and the spec's message; the runner's browser replays the same
 * idempotency key through the local gateway and gets exactly one order.
 */
type Saturation = 'off' | 'throttle' | 'commitThenThrottle' | 'commitThenServerError';
let saturation: Saturation = 'off';
let handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
const queued: string[] = [];

const throttled = () =>
  new DynamoDBServiceException({
    name: 'ThrottlingException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
    message: 'Rate of requests exceeds the allowed throughput.',
  });

const serverError = () =>
  new DynamoDBServiceException({
    name: 'InternalServerError',
    $fault: 'server',
    $metadata: { httpStatusCode: 500 },
    message: 'Internal server error',
  });

function saturableClient(): DynamoDBDocumentClient {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-central-1',
      endpoint: process.env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
  );
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  (client as unknown as { send: (command: unknown) => Promise<unknown> }).send = async (command) => {
    if (!(command instanceof TransactWriteCommand) || saturation === 'off') return send(command);
    // Applied, but answered by DynamoDB's own failure (HTTP 500); the next tries get through.
    if (saturation === 'commitThenServerError') {
      saturation = 'off';
      await send(command);
      throw serverError();
    }
    // The first try commits and its answer is lost to a throttle: the ambiguous case.
    if (saturation === 'commitThenThrottle') {
      saturation = 'throttle';
      await send(command);
    }
    throw throttled();
  };
  return client;
}

/** A Lambda with 2.5 s left: the retry loop gives up early enough to answer. */
const context = { getRemainingTimeInMillis: () => 2_500 } as Context;

async function registerInLambda(body: RegisterBody) {
  const result = (await handler(
    {
      version: '2.0',
      routeKey: 'POST /api/v1/checkout/register',
      rawPath: '/api/v1/checkout/register',
      rawQueryString: '',
      headers: { 'content-type': 'application/json', 'accept-language': 'cs' },
      body: JSON.stringify(body),
      requestContext: {} as APIGatewayProxyEventV2['requestContext'],
      isBase64Encoded: false,
    },
    context,
  )) as APIGatewayProxyStructuredResultV2 & { body: string; headers: Record<string, string> };
  return { ...result, json: JSON.parse(result.body) as Record<string, unknown> };
}

async function startListRows(lastName: string) {
  const list = await api<{ rows: Array<{ lastName: string }> }>(
    `series/subevents/${DEMO.sub10k}/startlist?searchText=${encodeURIComponent(lastName)}`,
  );
  return list.body.rows.filter((row) => row.lastName === lastName);
}

describe('checkout under DynamoDB saturation', () => {
  beforeAll(async () => {
    useTestStackEnv();
    setDocumentClient(saturableClient());
    // The Lambda here has no SQS: the e-mails of the orders it places are only counted.
    setQueue({ send: (queue) => Promise.resolve(void queued.push(queue)) });
    ({ handler } = (await import('../../../functions/api/checkout.handler')) as unknown as {
      handler: typeof handler;
    });
  });

  afterAll(() => setQueue(undefined));

  it('answers 503 with Retry-After and the spec message, and the replayed key gives one order', async () => {
    const r = runner({ last: `Nával${randomUUID().slice(0, 6)}` });
    const body = registerBody([tenK(undefined, r)], {}, r);

    saturation = 'throttle';
    const overloaded = await registerInLambda(body);
    saturation = 'off';
    expect(overloaded.statusCode).toBe(503);
    expect(overloaded.headers['retry-after']).toBe(String(SERVER_RETRY.retryAfterSeconds));
    expect(overloaded.json.code).toBe('common.serviceUnavailable');
    expect(overloaded.json.message).toBe(formatMessage('common.serviceUnavailable', 'cs'));
    expect(overloaded.body).not.toMatch(/stack|Throttling/i);
    expect(await startListRows(r.last)).toHaveLength(0);

    // The browser retries the same idempotency key through the gateway once the rush eases.
    const retried = await register(body);
    expect(retried.status).toBe(200);
    const again = await register(body);
    expect(again.body.registrationGuid).toBe(retried.body.registrationGuid);
    expect(again.body.replayed).toBe(true);
    expect(await startListRows(r.last)).toHaveLength(1);
  });

  it('places an order whose commit DynamoDB answered with a 500 once, answering 200 (not a 500)', async () => {
    const r = runner({ last: `Pětistá${randomUUID().slice(0, 6)}` });
    const body = registerBody([tenK(undefined, r)], {}, r);

    saturation = 'commitThenServerError';
    const first = await registerInLambda(body);
    saturation = 'off';
    expect(first.statusCode).toBe(200);
    // The retry carried the same client token: DynamoDB Local answered it as already applied,
    // rather than cancelling it on the order's own guard (which would answer a replay).
    expect(first.json.replayed).toBeFalsy();
    expect(await startListRows(r.last)).toHaveLength(1);
    expect(queued).toContain('email');
    const again = await register(body);
    expect(again.body.registrationGuid).toBe(first.json.registrationGuid);
    expect(await startListRows(r.last)).toHaveLength(1);
  });

  it('never doubles an order whose commit was answered by a throttle', async () => {
    const r = runner({ last: `Ztracená${randomUUID().slice(0, 6)}` });
    const body = registerBody([tenK(undefined, r)], {}, r);

    saturation = 'commitThenThrottle';
    const first = await registerInLambda(body);
    saturation = 'off';
    // Committed though the Lambda could not tell: its retry found the order (200) or it gave up (503).
    expect([200, 503]).toContain(first.statusCode);

    const retried = await register(body);
    expect(retried.status).toBe(200);
    if (first.statusCode === 200) expect(retried.body.registrationGuid).toBe(first.json.registrationGuid);
    expect(retried.body.replayed).toBe(true);
    expect(await startListRows(r.last)).toHaveLength(1);
  });
});
