import { z } from 'zod';
import { DocumentType } from '../codelists/enums';

/**
 * Documents of a series and its events (spec §3 Event "documents (purposes logo=1, background=2)";
 * §7 admin series documents, logo upload, download, delete). The browser uploads the file straight
 * to S3 with a presigned POST whose policy admits only the declared content type and at most the
 * purpose's size; the call that attaches the upload checks the stored object again (size, type and
 * its first bytes) before publishing it under the public files prefix.
 */
const guid = z.uuid({ version: undefined });
const MANY_MAX = 20;

/** Raster images only: an SVG or HTML file served from the site's origin could run script. */
export const DOCUMENT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const DOCUMENT_TYPE_VALUES = [DocumentType.LOGO, DocumentType.BACKGROUND] as const;
export type DocumentTypeValue = (typeof DOCUMENT_TYPE_VALUES)[number];

/** Largest file per purpose (bytes): a logo is shown small, a background fills the page. */
export const DOCUMENT_MAX_BYTES: Record<DocumentTypeValue, number> = {
  [DocumentType.LOGO]: 2_000_000,
  [DocumentType.BACKGROUND]: 10_000_000,
};

/** The app path public files are served under (CloudFront behaviour, local gateway). */
export const PUBLIC_FILES_PREFIX = 'files/';

export const documentTypeSchema = z.union([z.literal(DocumentType.LOGO), z.literal(DocumentType.BACKGROUND)]);
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  // No path separators or control characters: the name becomes part of a key and a download name.
  .refine((n) => ![...n].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 32), {
    message: 'validation.invalidFormat',
  });

export const documentUploadBodySchema = z
  .object({
    type: documentTypeSchema,
    fileName,
    contentType: z.enum(DOCUMENT_CONTENT_TYPES),
    /** Bytes; the presigned policy admits no more than this. */
    size: z.number().int().min(1),
  })
  .superRefine((b, ctx) => {
    if (b.size > DOCUMENT_MAX_BYTES[b.type])
      ctx.addIssue({ code: 'custom', path: ['size'], message: 'seriesDocuments.fileTooBig' });
  });
export type DocumentUploadBody = z.infer<typeof documentUploadBodySchema>;

export const documentUploadTicketSchema = z.object({
  /** Where the browser POSTs the form (multipart: every field, then `file`). */
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** Hand it to the call that attaches the file (valid 15 minutes). */
  fileKey: z.string(),
  maxBytes: z.number().int(),
});
export type DocumentUploadTicket = z.infer<typeof documentUploadTicketSchema>;

/** A key the upload call handed out for this series: `incoming/<seriesGuid>/<uuid>/<name>`. */
export const incomingFileKeySchema = z
  .string()
  .max(300)
  .regex(/^incoming\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[^/]+$/);

export const documentSchema = z.object({
  guid: z.string(),
  seriesGuid: z.string(),
  /** Null for a document of the series itself (its logo). */
  eventGuid: z.string().nullable(),
  name: z.string(),
  type: z.number().int(),
  /** Public address (same origin), shown on the public pages. */
  url: z.string(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  dateCreated: z.string().nullable(),
});
export type DocumentView = z.infer<typeof documentSchema>;
export const documentsSchema = z.array(documentSchema);

export const uploadLogoBodySchema = z.object({ fileKey: incomingFileKeySchema });
export const seriesDocumentParams = z.object({ id: guid, documentId: guid });
export const documentDownloadSchema = z.object({
  /** A presigned address valid 5 minutes that downloads the file under its name. */
  url: z.string(),
  fileName: z.string(),
});

export const documentFieldsSchema = z.object({
  name: fileName,
  type: documentTypeSchema,
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;
export const createDocumentFieldsSchema = documentFieldsSchema.extend({ fileKey: incomingFileKeySchema });
export type CreateDocumentFields = z.infer<typeof createDocumentFieldsSchema>;

export const createDocumentBodySchema = createDocumentFieldsSchema.extend({ eventGuid: guid });
export const createDocumentsBodySchema = z.object({
  eventGuid: guid,
  documents: z.array(createDocumentFieldsSchema).min(1).max(MANY_MAX),
});
export const updateDocumentBodySchema = documentFieldsSchema.extend({ eventGuid: guid });
export const updateDocumentsBodySchema = z.object({
  eventGuid: guid,
  documents: z.array(documentFieldsSchema.extend({ guid })).min(1).max(MANY_MAX),
});
export const documentIdParams = z.object({ id: guid });
export const documentEventQuery = z.object({ eventGuid: guid });
