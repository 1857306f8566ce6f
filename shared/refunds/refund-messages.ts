import type { Locale } from '../codelists/enums';
import rows from './refund-messages.json' with { type: 'json' };

/** Refusals of the refund actions (functions/domain/refunds), cs and en. */
export const REFUND_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
