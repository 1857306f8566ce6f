import { isExportLink } from '@shared/api/export-link';

/** What `api.download` answers: the body (its type from the answer's content type) and file name. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** Clicks a temporary link (the browser's own download; `name` only applies to same-origin files). */
function clickLink(href: string, name?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (name !== undefined) link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves an export call's answer, whichever shape it has: the file itself, or (a file too big for a
 * Lambda answer, functions/api/file-reply.ts) a JSON link to a short-lived presigned download in
 * S3, which the browser follows (S3 answers it as an attachment under the export's name).
 */
export async function saveDownload(file: DownloadedFile, fallbackName: string): Promise<void> {
  if (file.blob.type.startsWith('application/json')) {
    let answer: unknown;
    try {
      answer = JSON.parse(await file.blob.text());
    } catch {
      answer = undefined;
    }
    if (isExportLink(answer)) {
      clickLink(answer.downloadUrl);
      return;
    }
  }
  const url = URL.createObjectURL(file.blob);
  clickLink(url, file.fileName ?? fallbackName);
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
