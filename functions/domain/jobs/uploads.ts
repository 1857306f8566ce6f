import { randomUUID } from 'node:crypto';
import type { UPLOAD_PURPOSES } from '@shared/jobs/job-schemas';

/** Who asked for an upload, recorded with its ticket (the S3 event does not say). */
export interface UploadTicketRecord {
  /** The upload's uuid (= the id of the job that reads it). */
  id: string;
  purpose: UploadPurpose;
  fileKey: string;
  by: string;
  byName: string | null;
  createdAt: string;
}

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Purposes whose upload starts its job when it arrives in S3 (see upload-started-jobs.ts). */
export const UPLOAD_STARTS_JOB: ReadonlySet<UploadPurpose> = new Set(['bankStatement']);

export interface UploadPorts {
  presignUpload(key: string): Promise<{ url: string; headers: Record<string, string> }>;
  /**
   * Records who asked for an upload whose arrival starts its job (upload-started-jobs.ts); absent
   * where no upload starts a job by itself (the series' uploads).
   */
  recordUpload?(ticket: UploadTicketRecord): Promise<void>;
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
export async function createUploadTicket(
  ports: UploadPorts,
  purpose: UploadPurpose,
  fileName: string,
  actor?: { by: string; byName?: string },
  now = new Date(),
) {
  const id = randomUUID();
  const fileKey = `uploads/${purpose}/${id}/${safeFileName(fileName)}`;
  if (ports.recordUpload && actor && UPLOAD_STARTS_JOB.has(purpose))
    await ports.recordUpload({
      id,
      purpose,
      fileKey,
      by: actor.by,
      byName: actor.byName ?? null,
      createdAt: now.toISOString(),
    });
  const { url, headers } = await ports.presignUpload(fileKey);
  return { uploadUrl: url, method: 'PUT' as const, headers, fileKey };
}

/** The job id of a file: the uuid of its key. */
export const jobIdOfFile = (fileKey: string): string => fileKey.split('/')[2] ?? fileKey;
