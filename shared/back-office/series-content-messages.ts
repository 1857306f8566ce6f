import type { Locale } from '../codelists/enums';
import rows from './series-content-messages.json' with { type: 'json' };

/**
 * Texts of the codes of a series' terms, documents, templates and stylings (admin/series/…),
 * merged into shared/errors/messages.ts.
 */
export const SERIES_CONTENT_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
