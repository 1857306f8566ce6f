import type { Locale } from '../codelists/enums';
import rows from './shared-texts.json' with { type: 'json' };

/**
 * Texts that several codes answer with: each code stays (clients and tests tell the cases apart),
 * the words are written once so that they cannot drift apart.
 */
export const SHARED_TEXTS = rows satisfies Record<string, Record<Locale, string>>;
