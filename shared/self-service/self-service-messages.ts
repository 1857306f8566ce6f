import type { Locale } from '../codelists/enums';
import rows from './self-service-messages.json' with { type: 'json' };

/** Refusals of the runner self-service (functions/domain/self-service). */
export const SELF_SERVICE_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
