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

/**
 * Server-side error messages by code, in both languages. The SPA uses the same catalogue
 * (namespace `errors`) so a code always reads the same on either side.
 * `{{name}}` placeholders are filled from the error's params.
 */
export const CORE_MESSAGES = {
  'common.notFound': { cs: 'Požadovaný záznam nebyl nalezen.', en: 'The requested record was not found.' },
  'common.routeNotFound': {
    cs: 'Požadovaná adresa neexistuje.',
    en: 'The requested address does not exist.',
  },
  'common.malformedPath': {
    cs: 'Adresa obsahuje neplatně zakódované znaky.',
    en: 'The address contains wrongly encoded characters.',
  },
  'common.validationFailed': { cs: 'Odeslaná data nejsou platná.', en: 'The submitted data are not valid.' },
  'common.invalidJson': { cs: 'Tělo požadavku není platný JSON.', en: 'The request body is not valid JSON.' },
  'common.unauthorized': { cs: 'Pro tuto akci se musíte přihlásit.', en: 'You must sign in to do this.' },
  'common.forbidden': { cs: 'K této akci nemáte oprávnění.', en: 'You are not allowed to do this.' },
  'common.noPermission': {
    cs: 'K tomuto záznamu nemáte oprávnění. O přístup k sérii nebo akci požádejte administrátora.',
    en: 'You have no permission for this record. Ask an administrator for access to the series or event.',
  },
  'common.anonymousOnly': {
    cs: 'Tato akce je dostupná jen nepřihlášeným uživatelům.',
    en: 'This action is only available when signed out.',
  },
  'common.invalidToken': {
    cs: 'Přihlášení vypršelo nebo je neplatné. Přihlaste se prosím znovu.',
    en: 'Your session has expired or is invalid. Please sign in again.',
  },
  'common.invalidApiKey': { cs: 'Neplatný klíč aplikace.', en: 'Invalid application key.' },
  'common.methodNotAllowed': { cs: 'Metoda není povolena.', en: 'Method not allowed.' },
  'common.payloadTooLarge': { cs: 'Požadavek je příliš velký.', en: 'The request is too large.' },
  'common.internal': {
    cs: 'Na serveru došlo k chybě. Zkuste to prosím znovu.',
    en: 'Something went wrong on the server. Please try again.',
  },
  'common.serviceUnavailable': {
    cs: 'Služba je momentálně nedostupná, zkuste to prosím za chvíli.',
    en: 'The service is currently unavailable, please try again shortly.',
  },
  'terms.notFound': {
    cs: 'Obchodní podmínky nebyly nalezeny.',
    en: 'Terms and conditions were not found.',
  },
  'auth.loginFailed': {
    cs: 'Přihlášení se nezdařilo: nesprávný e-mail nebo heslo.',
    en: 'Sign-in failed: wrong e-mail or password.',
  },
  'auth.userDisabled': {
    cs: 'Účet je zablokován. Obraťte se prosím na podporu.',
    en: 'This account is disabled. Please contact support.',
  },
  'auth.userLocked': {
    cs: 'Účet je uzamčen. Obnovte si heslo nebo se obraťte na podporu.',
    en: 'This account is locked. Reset your password or contact support.',
  },
  'auth.emailNotConfirmed': {
    cs: 'Účet ještě není aktivován. Aktivujte jej odkazem z e-mailu nebo si nechte e-mail poslat znovu.',
    en: 'This account is not activated yet. Use the link in the e-mail or have it sent again.',
  },
  'auth.tooManyAttempts': {
    cs: 'Příliš mnoho pokusů. Zkuste to znovu za {{minutes}} min.',
    en: 'Too many attempts. Try again in {{minutes}} min.',
  },
  'auth.tokenNotRenewed': {
    cs: 'Přihlášení nebylo obnoveno, přihlaste se prosím znovu.',
    en: 'Your sign-in could not be renewed, please sign in again.',
  },
  'series.eventNotFound': { cs: 'Závod nebyl nalezen.', en: 'The event was not found.' },
  'series.subeventNotFound': { cs: 'Podzávod nebyl nalezen.', en: 'The race was not found.' },
  'series.currencyNotAllowed': {
    cs: 'Závod neumožňuje platbu v měně {{currency}}.',
    en: 'The event does not accept payment in {{currency}}.',
  },
  'validation.required': { cs: 'Pole nesmí být prázdné.', en: 'This field must not be empty.' },
  'validation.dateRange': {
    cs: 'Datum do musí být po datu od a rozsah nesmí přesáhnout tři roky.',
    en: 'The end date must follow the start date and the range must not exceed three years.',
  },
  'validation.invalidType': { cs: 'Neplatný typ hodnoty.', en: 'Invalid value type.' },
  'validation.notNumber': { cs: 'Hodnota musí být číslo.', en: 'The value must be a number.' },
  'validation.tooBig': {
    cs: 'Hodnota je větší než maximum {{maximum}}.',
    en: 'The value is above the maximum {{maximum}}.',
  },
  'validation.tooSmall': {
    cs: 'Hodnota je menší než minimum {{minimum}}.',
    en: 'The value is below the minimum {{minimum}}.',
  },
  'validation.tooLong': {
    cs: 'Maximální délka je {{maximum}} znaků.',
    en: 'The maximum length is {{maximum}} characters.',
  },
  'validation.tooShort': {
    cs: 'Minimální délka je {{minimum}} znaků.',
    en: 'The minimum length is {{minimum}} characters.',
  },
  'validation.invalidEmail': { cs: 'Neplatný formát e-mailu.', en: 'Invalid e-mail format.' },
  'validation.invalidFormat': { cs: 'Neplatný formát hodnoty.', en: 'Invalid value format.' },
  'validation.invalidOption': { cs: 'Neplatná volba.', en: 'Invalid option.' },
  'validation.unknownField': { cs: 'Neznámé pole.', en: 'Unknown field.' },
} as const satisfies Record<string, Record<Locale, string>>;

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
