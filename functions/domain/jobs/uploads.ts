import { randomUUID } from 'node:crypto';
import type { UPLOAD_PURPOSES } from '@shared/jobs/job-schemas';

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploadPorts {
  presignUpload(key: string): Promise<{ url: string; headers: Record<string, string> }>;
}

/** The file name as a key segment: letters, digits, `.`, `-`, `_` (accents dropped). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const safe = base
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return safe || 'file';
}

/**
 * A presigned upload: a fresh key `uploads/<purpose>/<uuid>/<name>` and its PUT URL. The uuid
 * becomes the id of the job that reads the file, so starting that job twice is one job.
 */
export async function createUploadTicket(ports: UploadPorts, purpose: UploadPurpose, fileName: string) {
  const fileKey = `uploads/${purpose}/${randomUUID()}/${safeFileName(fileName)}`;
  const { url, headers } = await ports.presignUpload(fileKey);
  return { uploadUrl: url, method: 'PUT' as const, headers, fileKey };
}

/** The job id of a file: the uuid of its key. */
export const jobIdOfFile = (fileKey: string): string => fileKey.split('/')[2] ?? fileKey;
