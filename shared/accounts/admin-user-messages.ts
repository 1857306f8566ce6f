import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './admin-user-messages.json' with { type: 'json' };

/** Texts of the admin users codes (admin/users/*), merged into shared/errors/messages.ts. */
export const ADMIN_USER_MESSAGES = {
  ...rows,
  'adminUsers.seriesNotFound': SHARED_TEXTS.seriesNotFound,
  'adminUsers.eventNotFound': SHARED_TEXTS.eventNotFound,
} as const satisfies Record<string, Record<Locale, string>>;
