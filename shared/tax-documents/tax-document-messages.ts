import type { Locale } from '../codelists/enums';
import rows from './tax-document-messages.json' with { type: 'json' };

/** Refusals of the tax document downloads (functions/domain/tax-documents). */
export const TAX_DOCUMENT_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
