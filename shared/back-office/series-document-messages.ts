import type { Locale } from '../codelists/enums';
import rows from './series-document-messages.json' with { type: 'json' };

/** Texts of the codes of series and event documents (admin/series/…/documents), merged into shared/errors/messages.ts. */
export const SERIES_DOCUMENT_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
