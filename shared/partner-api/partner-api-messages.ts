import type { Locale } from '../codelists/enums';
import rows from './partner-api-messages.json' with { type: 'json' };

/** Refusals of the partner API keys and the partner routes (functions/domain/partner-api). */
export const PARTNER_API_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
