import type { Locale } from '../codelists/enums';
import rows from './payment-messages.json' with { type: 'json' };

/** Texts of the codes introduced by shared/payments, ready to merge into shared/errors/messages.ts. */
export const PAYMENT_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;

export type PaymentMessageCode = keyof typeof PAYMENT_MESSAGES;
