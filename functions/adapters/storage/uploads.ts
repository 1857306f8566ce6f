import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';

let client: S3Client | undefined;

/** The S3 client, path-style against the local stand-in (s3rver) when S3_ENDPOINT is set. */
export function s3(): S3Client {
  if (!client) {
    const endpoint = config.s3Endpoint;
    client = new S3Client({
      region: config.region,
      ...(endpoint
        ? {
            endpoint,
            forcePathStyle: true,
            // s3rver's fixed development credentials
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          }
        : {}),
      // Otherwise the SDK adds checksums the presigned PUT cannot carry (and s3rver stores them).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }
  return client;
}

const bucket = () => {
  const name = config.uploadsBucket;
  if (!name) throw new Error('The uploads bucket is not configured');
  return name;
};

export const PRESIGNED_UPLOAD_SECONDS = 15 * 60;

/** A presigned PUT of one object of the uploads bucket. */
export async function presignUpload(key: string): Promise<{ url: string; headers: Record<string, string> }> {
  const url = await getSignedUrl(s3(), new PutObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: PRESIGNED_UPLOAD_SECONDS,
  });
  return { url, headers: {} };
}

/** An uploaded file's bytes; undefined when there is no such file or it is larger than maxBytes. */
export async function readUpload(key: string, maxBytes: number): Promise<Uint8Array | undefined> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    if (!out.Body || (out.ContentLength ?? 0) > maxBytes) return undefined;
    return await out.Body.transformToByteArray();
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** Stores a file in the uploads bucket (tests and scripts; the browser uploads with presigned URLs). */
export async function putUpload(key: string, body: Uint8Array): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body }));
}
