import type { Locale } from '../codelists/enums';
import rows from './webhook-messages.json' with { type: 'json' };

/** Refusals of the webhook and partner API calls (functions/domain/webhooks). */
export const WEBHOOK_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
