import { createHmac } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { EventCopyFiles } from '../../domain/series-editor/copy-event-ports';
import type { DocumentStorage, StoredUpload } from '../../domain/series-editor/documents';
import { config } from '../config';
import { s3 } from './s3-client';

const bucket = () => {
  const name = config.documentsBucket;
  if (!name) throw new Error('The documents bucket is not configured');
  return name;
};

export const PRESIGNED_POST_SECONDS = 15 * 60;
const DOWNLOAD_SECONDS = 5 * 60;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

export interface PostPolicyInput {
  bucket: string;
  key: string;
  contentType: string;
  maxBytes: number;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  region: string;
  now: Date;
  expiresInSeconds: number;
}

/**
 * The form fields of an S3 POST upload (Signature V4 POST policy): S3 refuses a file of another
 * key, another Content-Type or more than `maxBytes` bytes. Written out (a dozen lines) rather than
 * adding @aws-sdk/s3-presigned-post for one call.
 */
export function postPolicyFields(input: PostPolicyInput): Record<string, string> {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const credential = `${input.credentials.accessKeyId}/${day}/${input.region}/s3/aws4_request`;
  const token = input.credentials.sessionToken;
  const policy = {
    expiration: new Date(input.now.getTime() + input.expiresInSeconds * 1000).toISOString(),
    conditions: [
      { bucket: input.bucket },
      { key: input.key },
      { 'Content-Type': input.contentType },
      ['content-length-range', 1, input.maxBytes],
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
      ...(token ? [{ 'x-amz-security-token': token }] : []),
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.credentials.secretAccessKey}`, day), input.region), 's3'),
    'aws4_request',
  );
  return {
    key: input.key,
    'Content-Type': input.contentType,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': amzDate,
    ...(token ? { 'X-Amz-Security-Token': token } : {}),
    Policy: encoded,
    'X-Amz-Signature': createHmac('sha256', signingKey).update(encoded).digest('hex'),
  };
}

function postUrl(): string {
  const endpoint = config.s3Endpoint;
  if (endpoint) return `${endpoint.replace(/\/$/, '')}/${bucket()}`;
  return `https://${bucket()}.s3.${config.region}.amazonaws.com/`;
}

const missing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** Series documents in the documents bucket: `incoming/…` uploads, `files/…` public copies. */
export const documentStorage: DocumentStorage = {
  async presignPost(key, contentType, maxBytes) {
    const credentials = await s3().config.credentials();
    return {
      url: postUrl(),
      fields: postPolicyFields({
        bucket: bucket(),
        key,
        contentType,
        maxBytes,
        credentials,
        region: config.region,
        now: new Date(),
        expiresInSeconds: PRESIGNED_POST_SECONDS,
      }),
    };
  },
  async inspect(key): Promise<StoredUpload | undefined> {
    try {
      const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
      const first = await s3().send(
        new GetObjectCommand({ Bucket: bucket(), Key: key, Range: 'bytes=0-15' }),
      );
      const bytes = first.Body ? await first.Body.transformToByteArray() : new Uint8Array();
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? '',
        firstBytes: bytes.slice(0, 16),
      };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  },
  async publish(fromKey, toKey, contentType) {
    await s3().send(
      new CopyObjectCommand({
        Bucket: bucket(),
        Key: toKey,
        CopySource: `${bucket()}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
        // Each file has its own key (a new upload gets a new one): safe to cache for a year.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: fromKey }));
  },
  async remove(key) {
    await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  },
  downloadUrl: (key, fileName) =>
    getSignedUrl(
      s3(),
      new GetObjectCommand({
        Bucket: bucket(),
        Key: key,
        ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      }),
      { expiresIn: DOWNLOAD_SECONDS },
    ),
};

/** Files of a copied event: each document's file copied to the copy's own key (content type and caching kept). */
export const eventCopyFiles: EventCopyFiles = {
  async copy(from, to) {
    try {
      await s3().send(
        new CopyObjectCommand({
          Bucket: bucket(),
          Key: to,
          CopySource: `${bucket()}/${from.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'COPY',
        }),
      );
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  },
  remove: (key) => documentStorage.remove(key),
};

/** Reads a public file (the local gateway serves `/files/…` with it; CloudFront does on AWS). */
export async function readPublicFile(
  key: string,
): Promise<{ body: Uint8Array; contentType: string; cacheControl?: string } | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    if (!out.Body) return undefined;
    return {
      body: await out.Body.transformToByteArray(),
      contentType: out.ContentType ?? 'application/octet-stream',
      cacheControl: out.CacheControl,
    };
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
}
