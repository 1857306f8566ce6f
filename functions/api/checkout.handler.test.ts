import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import fc from 'fast-check';
import { setDocumentClient } from '../adapters/dynamodb/client';

process.env.LOG_LEVEL = 'silent';
process.env.JWT_SECRET = 'unit-test-secret-unit-test-secret-123456';
process.env.API_KEYS = 'web-spa';

const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));
const { handler } = await import('./checkout.handler');

const post = async (path: string, body: string) =>
  (await handler(
    {
      version: '2.0',
      routeKey: `POST /api/v1/${path}`,
      rawPath: `/api/v1/${path}`,
      rawQueryString: '',
      headers: { 'content-type': 'application/json', 'x-api-key': 'web-spa' },
      body,
      requestContext: {} as APIGatewayProxyEventV2['requestContext'],
      isBase64Encoded: false,
    },
    {} as Context,
  )) as APIGatewayProxyStructuredResultV2 & { body: string };

const guid = fc.uuid();
const item = fc.record({
  seriesEventGuid: fc.oneof(guid, fc.string()),
  subEventGuid: guid,
  categoryGuid: guid,
  waveGuid: fc.option(guid),
  cards: fc.array(fc.record({ cardGuid: fc.string(), values: fc.dictionary(fc.string(), fc.string()) }), {
    maxLength: 2,
  }),
  termsAccepted: fc.boolean(),
  teamName: fc.option(fc.string()),
});
const registerBody = fc.record(
  {
    idempotencyKey: fc.oneof(guid, fc.string()),
    currency: fc.constantFrom('CZK', 'EUR', 'USD', 'GBP', ''),
    language: fc.constantFrom('cs', 'en', 'de'),
    registrator: fc.record({
      firstName: fc.string(),
      lastName: fc.string(),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      birthDate: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        fc.string(),
      ),
      gender: fc.constantFrom(1, 2, 3),
    }),
    paymentMethod: fc.constantFrom(1, 2, 0),
    discounts: fc.array(fc.string(), { maxLength: 3 }),
    items: fc.array(item, { maxLength: 3 }),
    termsAccepted: fc.boolean(),
    personalDataConsent: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('checkout handler: bad input never gets a 5xx', () => {
  beforeEach(() => {
    ddb.reset();
    // An empty table: every event is unknown.
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
    ddb.on(GetCommand).resolves({});
  });

  it('answers arbitrary register bodies with a 4xx and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          registerBody.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        async (body) => {
          const res = await post('checkout/register', body);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(JSON.parse(res.body)).toHaveProperty('code');
        },
      ),
      { numRuns: 300 },
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers arbitrary checkout/data and discount bodies with a 4xx', async () => {
    const items = fc.array(item, { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('checkout/data', 'checkout/check-discount', 'checkout/reapply-discounts'),
        fc.record(
          { items, code: fc.string(), codes: fc.array(fc.string()), currency: fc.string() },
          { requiredKeys: [] },
        ),
        async (path, body) => {
          const res = await post(path, JSON.stringify(body));
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});
