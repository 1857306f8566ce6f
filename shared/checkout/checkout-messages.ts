import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './checkout-messages.json' with { type: 'json' };

/**
 * Texts of checkout, registration, discount and payment-state codes (merged into
 * shared/errors/messages.ts). Registration failure codes follow shared/checkout/registration-failure.ts.
 */
export const CHECKOUT_MESSAGES = {
  ...rows,
  'registration.teamNotFound': SHARED_TEXTS.teamNotFound,
} as const satisfies Record<string, Record<Locale, string>>;
