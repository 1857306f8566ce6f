import { ACCOUNT_MESSAGES } from '../accounts/account-messages';
import { ADMIN_USER_MESSAGES } from '../accounts/admin-user-messages';
import { SERIES_EDITOR_MESSAGES } from '../back-office/series-editor-messages';
import { CHECKOUT_MESSAGES } from '../checkout/checkout-messages';
import type { Locale } from '../codelists/enums';
import { DISCOUNT_MESSAGES } from '../back-office/discount-messages';
import { RACE_EDITOR_MESSAGES } from '../back-office/race-editor-messages';
import { BANK_PAYMENT_MESSAGES } from '../payments/bank-payment-messages';
import { BILLING_MESSAGES } from '../payments/billing-messages';
import { EMAIL_EDITOR_MESSAGES } from '../back-office/email-messages';
import { TRANSLATION_MESSAGES } from '../back-office/translation-messages';
import { CARD_EDITOR_MESSAGES } from '../back-office/card-editor-messages';
import { NUMBERING_MESSAGES } from '../back-office/numbering-messages';
import { SERIES_CONTENT_MESSAGES } from '../back-office/series-content-messages';
import { SERIES_DOCUMENT_MESSAGES } from '../back-office/series-document-messages';
import { PAYMENT_MESSAGES } from '../payments/payment-messages';
import { TEAM_ADMIN_MESSAGES } from '../back-office/team-admin-messages';
import { TEAM_MANAGEMENT_MESSAGES } from '../team-management/team-management-messages';
import { WAITING_LIST_MESSAGES } from '../waiting-list/waiting-list-messages';
import { ADMIN_ORDER_MESSAGES } from '../orders/admin-order-messages';
import { SOCIAL_MESSAGES } from '../social/social-messages';
import { VALIDATION_MESSAGES } from '../validation/validation-messages';
import { CHECK_IN_MESSAGES } from '../check-in/check-in-messages';
import { TAX_DOCUMENT_MESSAGES } from '../tax-documents/tax-document-messages';
import { REFUND_MESSAGES } from '../refunds/refund-messages';
import { SELF_SERVICE_MESSAGES } from '../self-service/self-service-messages';
import { WEBHOOK_MESSAGES } from '../webhooks/webhook-messages';
import { FIO_MESSAGES } from '../payments/fio-messages';
import { TRANSFER_MESSAGES } from '../self-service/transfer-messages';
import { PARTNER_API_MESSAGES } from '../partner-api/partner-api-messages';
import { TRANSFER_FEE_ADMIN_MESSAGES } from '../self-service/transfer-fee-admin-messages';
import rows from './core-messages.json' with { type: 'json' };

/**
 * Server-side error messages by code, in both languages. The SPA uses the same catalogue
 * (namespace `errors`) so a code always reads the same on either side.
 * `{{name}}` placeholders are filled from the error's params.
 */
export const CORE_MESSAGES = rows satisfies Record<string, Record<Locale, string>>;

/** One catalogue for every code the product can answer or show. */
export const ERROR_MESSAGES = {
  ...CORE_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ADMIN_USER_MESSAGES,
  ...TEAM_MANAGEMENT_MESSAGES,
  ...WAITING_LIST_MESSAGES,
  ...ADMIN_ORDER_MESSAGES,
  ...BANK_PAYMENT_MESSAGES,
  ...BILLING_MESSAGES,
  ...SERIES_EDITOR_MESSAGES,
  ...DISCOUNT_MESSAGES,
  ...RACE_EDITOR_MESSAGES,
  ...EMAIL_EDITOR_MESSAGES,
  ...CARD_EDITOR_MESSAGES,
  ...NUMBERING_MESSAGES,
  ...SERIES_CONTENT_MESSAGES,
  ...SERIES_DOCUMENT_MESSAGES,
  ...TEAM_ADMIN_MESSAGES,
  ...TRANSLATION_MESSAGES,
  ...CHECK_IN_MESSAGES,
  ...SOCIAL_MESSAGES,
  ...REFUND_MESSAGES,
  ...SELF_SERVICE_MESSAGES,
  ...WEBHOOK_MESSAGES,
  ...TAX_DOCUMENT_MESSAGES,
  ...FIO_MESSAGES,
  ...TRANSFER_MESSAGES,
  ...PARTNER_API_MESSAGES,
  ...TRANSFER_FEE_ADMIN_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function formatMessage(
  code: string,
  locale: Locale,
  params?: Record<string, string | number | boolean>,
): string | undefined {
  const entry = (ERROR_MESSAGES as Record<string, Record<Locale, string>>)[code];
  if (!entry) return undefined;
  return entry[locale].replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params?.[key] ?? ''));
}
