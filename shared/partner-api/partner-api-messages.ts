import type { Locale } from '../codelists/enums';

/** Refusals of the partner API keys and the partner routes (functions/domain/partner-api). */
export const PARTNER_API_MESSAGES = {
  'partnerKeys.notFound': { cs: 'Klíč API nebyl nalezen.', en: 'The API key was not found.' },
  'partnerKeys.tooMany': {
    cs: 'Série může mít nejvýše {{max}} platných klíčů API.',
    en: 'A series may have at most {{max}} active API keys.',
  },
  'partnerKeys.expiryInPast': {
    cs: 'Platnost klíče musí skončit v budoucnu.',
    en: 'The key must expire in the future.',
  },
  'partnerKeys.alreadyRevoked': {
    cs: 'Klíč API už byl zrušen.',
    en: 'The API key has already been revoked.',
  },
  'partnerKeys.invalidKey': {
    cs: 'Neplatný, zrušený nebo propadlý klíč API.',
    en: 'Invalid, revoked or expired API key.',
  },
  'partnerKeys.scopeMissing': {
    cs: 'Klíč API nemá oprávnění k tomuto čtení.',
    en: 'The API key is not allowed to read this.',
  },
  'partnerApi.invalidCursor': {
    cs: 'Neplatný kurzor stránkování.',
    en: 'Invalid paging cursor.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
