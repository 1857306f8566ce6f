import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { EXPORTS_PREFIX, type ExportLink } from '@shared/api/export-link';
import { config } from '../config';
import { s3 } from './s3-client';

/** How long a presigned export download works. */
export const EXPORT_LINK_SECONDS = 10 * 60;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

/** The `Content-Disposition` that makes the browser save a file under its (UTF-8) name. */
export const attachmentDisposition = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The file name as plain ASCII for the object key (the download keeps the real name). */
const keySafeName = (fileName: string) =>
  fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_') || 'export';

/**
 * Stores an export under `exports/<day>/<random id>/` (the id makes the URL unguessable and keeps
 * two exports apart) with its type and file name, and answers a presigned GET of it.
 */
export async function storeExport(file: ExportFile, now: Date): Promise<ExportLink> {
  const bucket = config.exportsBucket;
  if (!bucket) throw new Error('The exports bucket is not configured');
  const key = `${EXPORTS_PREFIX}${now.toISOString().slice(0, 10)}/${randomUUID()}/${keySafeName(file.fileName)}`;
  const disposition = attachmentDisposition(file.fileName);
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: file.body,
      ContentType: file.contentType,
      ContentDisposition: disposition,
      CacheControl: 'no-store',
    }),
  );
  const downloadUrl = await getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }),
    { expiresIn: EXPORT_LINK_SECONDS },
  );
  return {
    downloadUrl,
    fileName: file.fileName,
    expiresAt: new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString(),
  };
}
