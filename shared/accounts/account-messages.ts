import type { Locale } from '../codelists/enums';
import rows from './account-messages.json' with { type: 'json' };

/**
 * Texts of the account codes (sign-up, activation, password flows, profile, user area, api
 * clients), merged into shared/errors/messages.ts. Sign-in codes (auth.loginFailed,
 * auth.userDisabled, …) live in the core catalogue there.
 */
export const ACCOUNT_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
