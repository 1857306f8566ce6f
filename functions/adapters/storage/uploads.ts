import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';
import { s3 } from './s3-client';

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
