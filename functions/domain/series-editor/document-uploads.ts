import {
  DOCUMENT_MAX_BYTES,
  type DocumentContentType,
  type DocumentTypeValue,
} from '@shared/back-office/series-document-schemas';
import type { StoredUpload } from './document-ports';

/** Checks of an uploaded image before it is published: size, sniffed type, a safe file name. */
/** The file types a purpose admits are the same raster images; only the size limit differs. */
export function maxBytesOf(type: number): number {
  return DOCUMENT_MAX_BYTES[type as DocumentTypeValue] ?? 0;
}

/**
 * The content type the file's first bytes show (PNG, JPEG, WebP), so a file announced as an image
 * but holding something else (HTML, SVG with script) is never published on the site's origin.
 */
export function sniffImageType(bytes: Uint8Array): DocumentContentType | undefined {
  const at = (i: number) => bytes[i] ?? -1;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** A file name safe in a URL path and a Content-Disposition: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|-+$/g, '')
    .slice(-100);
  return base || 'file';
}

/**
 * Whether a stored upload may be published for this purpose: within the purpose's size, and an
 * image whose bytes match the content type it was uploaded with. Returns the error code or undefined.
 */
export function uploadProblem(upload: StoredUpload, type: number): string | undefined {
  if (upload.size < 1 || upload.size > maxBytesOf(type)) return 'seriesDocuments.fileTooBig';
  const sniffed = sniffImageType(upload.firstBytes);
  if (!sniffed || sniffed !== upload.contentType) return 'seriesDocuments.fileTypeNotAllowed';
  return undefined;
}
