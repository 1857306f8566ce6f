import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './billing-messages.json' with { type: 'json' };

/** Refusals of billing settlements (spec §3 Billing, §4: accepted locks, rejected deletes). */
export const BILLING_MESSAGES = {
  ...rows,
  'billing.organizerNotFound': SHARED_TEXTS.organizerNotFound,
} as const satisfies Record<string, Record<Locale, string>>;
