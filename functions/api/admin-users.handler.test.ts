import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import fc from 'fast-check';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import { setDocumentClient } from '../adapters/dynamodb/client';
import { issueAccessToken } from '../adapters/auth/tokens';
import { keys } from '../adapters/dynamodb/keys';

process.env.LOG_LEVEL = 'silent';
process.env.JWT_SECRET = 'unit-test-secret-unit-test-secret-123456';

const ADMIN = '0b8f2b4e-4c1a-4f7a-9a57-6a2f0c1b2d3e';
const USER = '1c9f3c5f-5d2b-4a8b-8b68-7b3f1d2c3e4f';

const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));
const { handler } = await import('./admin-users.handler');

const record = (userId: string, roles: string[]) => ({
  ...keys.user(userId),
  userId,
  firstName: 'A',
  lastName: 'B',
  email: `${userId.slice(0, 4)}@example.com`,
  language: 'cs',
  disabled: false,
  locked: false,
  emailConfirmed: true,
  roles,
  dateUpdated: '2026-01-01T00:00:00.000Z',
});

/** The table as a mock: the calling admin and one other user exist; writes succeed. */
function mockTable() {
  ddb.reset();
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string } }) => {
    if (input.Key.pk === keys.user(ADMIN).pk) return { Item: record(ADMIN, ['user', 'admin']) };
    if (input.Key.pk === keys.user(USER).pk) return { Item: record(USER, ['user']) };
    return {};
  });
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(TransactWriteCommand).resolves({});
}

const json = fc.jsonValue({ maxDepth: 3 });
/** Bodies near the real shapes: right keys with values of any type, plus arbitrary JSON. */
const body = fc.oneof(
  json,
  fc.record(
    {
      sendEmail: fc.oneof(fc.boolean(), json),
      firstName: fc.oneof(fc.string(), json),
      lastName: fc.oneof(fc.string(), json),
      email: fc.oneof(fc.emailAddress(), fc.string(), json),
      language: fc.oneof(fc.constantFrom('cs', 'en', 'de'), json),
      password: fc.oneof(fc.string(), json),
      passwordConfirm: fc.oneof(fc.string(), json),
      disabled: fc.oneof(fc.boolean(), json),
      locked: fc.oneof(fc.boolean(), json),
      kind: fc.oneof(fc.constantFrom('series', 'event'), json),
      guid: fc.oneof(fc.uuid(), fc.string()),
    },
    { requiredKeys: [] },
  ),
);
const query = fc.dictionary(
  fc.constantFrom('searchText', 'disabled', 'lockedOut', 'activated', 'sortBy', 'descending', 'take', 'skip'),
  fc.string({ maxLength: 20 }),
);

describe('admin-users handler (mocked DynamoDB)', () => {
  it('never answers 5xx to arbitrary input on any route', async () => {
    mockTable();
    const token = await issueAccessToken({ kind: 'user', userId: ADMIN, roles: ['user', 'admin'] });
    for (const route of Object.values(adminUsersRoutes)) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constant(USER), fc.uuid(), fc.string({ maxLength: 40 })),
          fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
          body,
          query,
          async (id, permissionId, b, q) => {
            const res = (await handler(
              {
                version: '2.0',
                routeKey: `${route.method} /api/v1/${route.path}`,
                rawPath: `/api/v1/${route.path}`,
                rawQueryString: '',
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                pathParameters: { id, permissionId },
                queryStringParameters: q,
                body: JSON.stringify(b),
                requestContext: {} as APIGatewayProxyEventV2['requestContext'],
                isBase64Encoded: false,
              },
              {} as Context,
            )) as APIGatewayProxyStructuredResultV2 & { body: string };
            expect({ route: route.id, status: (res.statusCode ?? 500) < 500 }).toEqual({
              route: route.id,
              status: true,
            });
            expect(() => JSON.parse(res.body)).not.toThrow();
          },
        ),
        { numRuns: 40 },
      );
    }
  });
});
