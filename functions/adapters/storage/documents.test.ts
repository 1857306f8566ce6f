import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postPolicyFields } from './documents';

describe('presigned POST policy', () => {
  const fields = postPolicyFields({
    bucket: 'docs',
    key: 'incoming/s/u/logo.png',
    contentType: 'image/png',
    maxBytes: 2048,
    credentials: { accessKeyId: 'AKID', secretAccessKey: 'SECRET', sessionToken: 'TOKEN' },
    region: 'eu-central-1',
    now: new Date('2026-03-01T10:00:00.123Z'),
    expiresInSeconds: 900,
  });
  const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString()) as {
    expiration: string;
    conditions: unknown[];
  };

  it('binds the key, the content type and the size range, and expires', () => {
    expect(policy.expiration).toBe('2026-03-01T10:15:00.123Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'docs' },
        { key: 'incoming/s/u/logo.png' },
        { 'Content-Type': 'image/png' },
        ['content-length-range', 1, 2048],
        { 'x-amz-credential': 'AKID/20260301/eu-central-1/s3/aws4_request' },
        { 'x-amz-date': '20260301T100000Z' },
        { 'x-amz-security-token': 'TOKEN' },
      ]),
    );
    expect(fields).toMatchObject({
      key: 'incoming/s/u/logo.png',
      'Content-Type': 'image/png',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Security-Token': 'TOKEN',
    });
  });

  it('signs the policy with the SigV4 signing key of the day, region and service', () => {
    const h = (k: Buffer | string, d: string) => createHmac('sha256', k).update(d).digest();
    const key = h(h(h(h('AWS4SECRET', '20260301'), 'eu-central-1'), 's3'), 'aws4_request');
    expect(fields['X-Amz-Signature']).toBe(
      createHmac('sha256', key)
        .update(fields.Policy ?? '')
        .digest('hex'),
    );
  });
});
