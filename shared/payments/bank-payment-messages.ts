import type { Locale } from '../codelists/enums';
import rows from './bank-payment-messages.json' with { type: 'json' };

/** Refusals of the bank payment import and its manual matching, and of jobs. */
export const BANK_PAYMENT_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;
