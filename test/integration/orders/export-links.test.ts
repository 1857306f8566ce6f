import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import { isExportLink, type ExportLink } from '@shared/api/export-link';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { BUCKETS, TEST_PORTS } from '../../../scripts/local/stack';
import { createTargets, putUser, type Targets } from '../matrix/world';
import { useTestStackEnv } from '../support';

/**
 * Exports too big for a Lambda answer go through S3: the handler (in this process, so the test can
 * lower the inline limit) stores the file under exports/ of the stack's s3rver and answers a
 * presigned link that downloads the same file under its name.
 */

const TABLE = 'race-registration-local';
let admin: string;
let targets: Targets;
const written: Array<{ pk: string; sk: string }> = [];

async function putRunners(count: number): Promise<void> {
  const sub = targets.entity.subevent;
  const items = Array.from({ length: count }, (_, i) => {
    const orderGuid = randomUUID();
    const itemGuid = randomUUID();
    const lastName = `Šťastná ${String(i).padStart(2, '0')}`;
    return {
      ...keys.orderItem(orderGuid, 0),
      entity: 'orderItem',
      itemGuid,
      orderGuid,
      index: 0,
      kind: 'regular',
      seriesGuid: targets.seriesGuid,
      seriesEventGuid: targets.entity.event,
      subEventGuid: sub,
      subEventName: 'Matrix race',
      categoryGuid: randomUUID(),
      categoryName: 'Ženy',
      firstName: 'Žofie',
      lastName,
      email: `${itemGuid.slice(0, 8)}@example.com`,
      birthYear: 1991,
      gender: 2,
      startNumber: i + 1,
      paid: true,
      dateCreated: '2026-03-01T10:00:00.000Z',
      gsi1pk: gsi.startList(sub),
      gsi1sk: `${lastName}#Žofie#${itemGuid}`,
    };
  });
  written.push(...items.map(({ pk, sk }) => ({ pk, sk })));
  await getDocumentClient().send(
    new BatchWriteCommand({ RequestItems: { [TABLE]: items.map((Item) => ({ PutRequest: { Item } })) } }),
  );
}

/** Calls the admin-registrations Lambda handler in this process with an API Gateway v2 event. */
async function callExport(kind: 'csv' | 'xlsx'): Promise<APIGatewayProxyStructuredResultV2> {
  const { handler } = await import('../../../functions/api/admin-registrations.handler');
  const sub = targets.entity.subevent;
  const event = {
    version: '2.0',
    routeKey: `GET /api/v1/admin/registrations/startlist/{subEventId}/${kind}`,
    rawPath: `/api/v1/admin/registrations/startlist/${sub}/${kind}`,
    rawQueryString: 'sort=startNumber',
    queryStringParameters: { sort: 'startNumber' },
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'cs' },
    pathParameters: { subEventId: sub },
    requestContext: {} as APIGatewayProxyEventV2['requestContext'],
    isBase64Encoded: false,
  } satisfies APIGatewayProxyEventV2;
  return (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
}

describe('exports too big for a Lambda answer', () => {
  beforeAll(async () => {
    useTestStackEnv();
    Object.assign(process.env, {
      S3_ENDPOINT: `http://127.0.0.1:${TEST_PORTS.s3}`,
      UPLOADS_BUCKET: BUCKETS.uploads,
    });
    admin = (await putUser('export-link-admin', [Role.USER, Role.ADMIN])).token;
    targets = await createTargets();
    await putRunners(20);
  });

  afterAll(async () => {
    delete process.env.EXPORT_INLINE_MAX_BYTES;
    const catalogue = [
      keys.series(targets.seriesGuid),
      keys.event(targets.entity.event),
      keys.subevent(targets.entity.event, targets.entity.subevent),
      keys.team(targets.entity.team),
    ];
    const all = [...catalogue, ...written];
    for (let i = 0; i < all.length; i += 25)
      await getDocumentClient().send(
        new BatchWriteCommand({
          RequestItems: {
            [TABLE]: all.slice(i, i + 25).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
          },
        }),
      );
  });

  it('answers the file itself while it fits the limit', async () => {
    process.env.EXPORT_INLINE_MAX_BYTES = String(1_000_000);
    const res = await callExport('csv');
    expect(res.statusCode).toBe(200);
    expect(res.isBase64Encoded).toBe(true);
    expect(res.headers?.['content-type']).toBe('text/csv; charset=utf-8');
    expect(Buffer.from(res.body!, 'base64').toString('utf8')).toContain('Šťastná 19');
  });

  it('answers a presigned link to the same XLSX stored under exports/ when it is larger', async () => {
    process.env.EXPORT_INLINE_MAX_BYTES = '1000';
    const started = Date.now();
    const res = await callExport('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.isBase64Encoded).toBe(false);
    expect(res.headers?.['content-type']).toMatch(/^application\/json/);
    const link = JSON.parse(res.body!) as ExportLink;
    expect(isExportLink(link)).toBe(true);
    expect(link.fileName).toMatch(/\.xlsx$/);
    const url = new URL(link.downloadUrl);
    expect(url.pathname).toMatch(
      new RegExp(`^/${BUCKETS.uploads}/exports/\\d{4}-\\d{2}-\\d{2}/[0-9a-f-]{36}/`),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(Date.parse(link.expiresAt) - started).toBeLessThanOrEqual(601_000);

    const file = await fetch(link.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(link.fileName)}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file.arrayBuffer()) as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(21);
    expect(sheet?.getRow(2).getCell(1).value).toBe(1);
    expect(sheet?.getRow(21).getCell(2).value).toBe('Šťastná 19');
  });
});
