/** S3 key prefix of stored exports: the adapter writes there, infra expires it after a day and grants only it. */
export const EXPORTS_PREFIX = 'exports/';

/**
 * What an export call answers instead of the file when the file is too big for a Lambda answer
 * (API Gateway's 6 MB, base64 included): a short-lived presigned GET of the file in S3. File routes
 * answer either the file itself or this JSON body (content type application/json).
 */
export interface ExportLink {
  downloadUrl: string;
  fileName: string;
  /** ISO time after which the link no longer works. */
  expiresAt: string;
}

/** Whether a parsed JSON body is an export link (checked by hand: the api client carries no zod). */
export function isExportLink(value: unknown): value is ExportLink {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.downloadUrl === 'string' &&
    /^https?:\/\//.test(v.downloadUrl) &&
    typeof v.fileName === 'string' &&
    typeof v.expiresAt === 'string'
  );
}
