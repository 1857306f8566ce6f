import type { Locale } from '../codelists/enums';
import rows from './social-messages.json' with { type: 'json' };

/** Texts of the social sign-in codes (authenticate-by-social-network and friends), merged into shared/errors/messages.ts. */
export const SOCIAL_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
