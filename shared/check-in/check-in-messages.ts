import type { Locale } from '../codelists/enums';
import rows from './check-in-messages.json' with { type: 'json' };

/** Refusals of the packet-pickup check-in (functions/domain/check-in). */
export const CHECK_IN_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
