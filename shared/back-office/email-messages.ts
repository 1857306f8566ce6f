import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './email-messages.json' with { type: 'json' };

/** Texts of the e-mail editor's codes (admin/series/emails*, admin/email-layouts*), merged into shared/errors/messages.ts. */
export const EMAIL_EDITOR_MESSAGES = {
  ...rows,
  'emails.eventNotFound': SHARED_TEXTS.eventNotFound,
  'emails.layoutNotFound': SHARED_TEXTS.emailLayoutNotFound,
} as const satisfies Record<string, Record<Locale, string>>;
