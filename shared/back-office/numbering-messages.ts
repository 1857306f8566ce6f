import type { Locale } from '../codelists/enums';
import rows from './numbering-messages.json' with { type: 'json' };

/** Texts of the start-numbering codes (admin/series/numberings*), merged into shared/errors/messages.ts. */
export const NUMBERING_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
