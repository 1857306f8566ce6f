import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isExportLink } from '@shared/api/export-link';
import { exportReply, XLSX_TYPE } from './file-reply';

const s3 = mockClient(S3Client);

beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'unit',
    AWS_SECRET_ACCESS_KEY: 'unit',
    EXPORTS_BUCKET_NAME: 'exports-bucket',
  });
});
afterEach(() => {
  s3.reset();
  delete process.env.EXPORT_INLINE_MAX_BYTES;
});

const file = (bytes: number) => ({
  fileName: 'Startovní listina.xlsx',
  contentType: XLSX_TYPE,
  body: Buffer.alloc(bytes, 1),
});
const now = new Date('2026-11-24T13:00:00.000Z');

describe('exportReply', () => {
  it('answers a file up to the limit itself (4 MB by default: 6 MB of API Gateway with base64)', async () => {
    const reply = await exportReply(file(4_000_000), now);
    expect(reply).toMatchObject({ statusCode: 200, isBase64Encoded: true });
    expect(reply.headers?.['content-type']).toBe(XLSX_TYPE);
    expect(reply.headers?.['content-disposition']).toContain(
      "filename*=UTF-8''Startovn%C3%AD%20listina.xlsx",
    );
    expect(Buffer.from(reply.body, 'base64').length).toBe(4_000_000);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('stores a larger file under exports/ and answers a 10-minute presigned link', async () => {
    s3.on(PutObjectCommand).resolves({});
    const reply = await exportReply(file(4_000_001), now);
    expect(reply.statusCode).toBe(200);
    expect(reply.isBase64Encoded).toBeUndefined();
    expect(reply.headers?.['content-type']).toMatch(/^application\/json/);
    const link: unknown = JSON.parse(reply.body);
    expect(isExportLink(link)).toBe(true);
    const [put] = s3.commandCalls(PutObjectCommand);
    const input = put!.args[0].input;
    expect(input.Bucket).toBe('exports-bucket');
    expect(input.Key).toMatch(/^exports\/2026-11-24\/[0-9a-f-]{36}\/Startovni_listina\.xlsx$/);
    expect(input.ContentType).toBe(XLSX_TYPE);
    expect(input.ContentDisposition).toContain('attachment;');
    if (!isExportLink(link)) return;
    const url = new URL(link.downloadUrl);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.pathname).toMatch(new RegExp(`/${input.Key!}$`));
    expect(link).toMatchObject({ fileName: 'Startovní listina.xlsx', expiresAt: '2026-11-24T13:10:00.000Z' });
  });

  it('takes its limit from EXPORT_INLINE_MAX_BYTES on every call', async () => {
    s3.on(PutObjectCommand).resolves({});
    process.env.EXPORT_INLINE_MAX_BYTES = '10';
    expect((await exportReply(file(11), now)).isBase64Encoded).toBeUndefined();
    expect((await exportReply(file(10), now)).isBase64Encoded).toBe(true);
  });
});
