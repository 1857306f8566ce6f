/** Texts of the codes of series and event documents (admin/series/…/documents), merged into shared/errors/messages.ts. */
export const SERIES_DOCUMENT_MESSAGES = {
  'seriesDocuments.notFound': { cs: 'Dokument nebyl nalezen.', en: 'The document was not found.' },
  'seriesDocuments.fileTooBig': {
    cs: 'Soubor je příliš velký: logo smí mít nejvýše 2 MB, pozadí nejvýše 10 MB.',
    en: 'The file is too large: a logo may have at most 2 MB, a background at most 10 MB.',
  },
  'seriesDocuments.fileTypeNotAllowed': {
    cs: 'Nahrajte obrázek PNG, JPEG nebo WebP.',
    en: 'Upload a PNG, JPEG or WebP image.',
  },
  'seriesDocuments.uploadMissing': {
    cs: 'Nahraný soubor nebyl nalezen (nahrání mohlo vypršet). Nahrajte jej prosím znovu.',
    en: 'The uploaded file was not found (the upload may have expired). Please upload it again.',
  },
  'seriesDocuments.uploadOfAnotherSeries': {
    cs: 'Soubor byl nahrán k jiné sérii.',
    en: 'The file was uploaded for another series.',
  },
  'seriesDocuments.logoOnly': {
    cs: 'Logo série musí být obrázek nahraný jako logo.',
    en: 'The series logo must be an image uploaded as a logo.',
  },
} as const;
