import type { Locale } from '../codelists/enums';

/** Refusals of the tax document downloads (functions/domain/tax-documents). */
export const TAX_DOCUMENT_MESSAGES = {
  'taxDocuments.notIssued': {
    cs: 'Tento doklad k objednávce (zatím) vystaven nebyl.',
    en: 'This document has not been issued for the order (yet).',
  },
} as const satisfies Record<string, Record<Locale, string>>;
