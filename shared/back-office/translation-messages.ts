import type { Locale } from '../codelists/enums';
import rows from './translation-messages.json' with { type: 'json' };

/** Texts of the translation overrides' codes (admin/translations), merged into shared/errors/messages.ts. */
export const TRANSLATION_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
