/**
 * Where the PDFs live in the documents bucket: a private prefix (CloudFront serves only `files/`);
 * infra grants the worker put/get and the API get on it alone.
 */
export const TAX_DOCUMENTS_PREFIX = 'tax-documents/';

/** Key of a document's PDF: per organizer and year, named by its number (unique in the series). */
export const fileKeyOf = (organizerGuid: string, year: number, number: string): string =>
  `${TAX_DOCUMENTS_PREFIX}${organizerGuid}/${year}/${number}.pdf`;
