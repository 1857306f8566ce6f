import type { Locale } from '../codelists/enums';

/** Texts of the codes introduced by shared/payments, ready to merge into shared/errors/messages.ts. */
export const PAYMENT_MESSAGES = {
  'bankAccount.invalidFormat': {
    cs: 'Číslo účtu musí mít tvar předčíslí-číslo/kód banky.',
    en: 'The account number must have the form prefix-number/bank code.',
  },
  'bankAccount.invalidPrefixChecksum': {
    cs: 'Předčíslí účtu není platné.',
    en: 'The account prefix is not valid.',
  },
  'bankAccount.invalidNumberChecksum': {
    cs: 'Číslo účtu není platné.',
    en: 'The account number is not valid.',
  },
  'iban.invalidCharacters': {
    cs: 'IBAN obsahuje nepovolené znaky nebo nemá platný tvar.',
    en: 'The IBAN contains invalid characters or has an invalid form.',
  },
  'iban.invalidLength': { cs: 'IBAN má chybnou délku.', en: 'The IBAN has a wrong length.' },
  'iban.invalidChecksum': { cs: 'IBAN má chybné kontrolní číslice.', en: 'The IBAN check digits are wrong.' },
  'qrPlatba.invalidAccount': {
    cs: 'Účet pro QR platbu není platný IBAN.',
    en: 'The QR payment account is not a valid IBAN.',
  },
  'qrPlatba.invalidBic': {
    cs: 'BIC pro QR platbu není platný.',
    en: 'The BIC for the QR payment is not valid.',
  },
  'qrPlatba.invalidAmount': {
    cs: 'Částka pro QR platbu musí být kladná a nejvýše 9 999 999,99.',
    en: 'The QR payment amount must be positive and at most 9,999,999.99.',
  },
  'qrPlatba.invalidCurrency': {
    cs: 'Měna pro QR platbu musí být třípísmenný kód ISO 4217.',
    en: 'The QR payment currency must be a three-letter ISO 4217 code.',
  },
  'qrPlatba.invalidSymbol': {
    cs: 'Symbol {{key}} musí mít 1 až {{maximum}} číslic.',
    en: 'The {{key}} symbol must have 1 to {{maximum}} digits.',
  },
  'qrPlatba.messageTooLong': {
    cs: 'Zpráva pro příjemce může mít nejvýše {{maximum}} znaků.',
    en: 'The message for the payee can have at most {{maximum}} characters.',
  },
  'qrPlatba.recipientNameTooLong': {
    cs: 'Jméno příjemce může mít nejvýše {{maximum}} znaků.',
    en: 'The payee name can have at most {{maximum}} characters.',
  },
  'qrPlatba.invalidDueDate': {
    cs: 'Datum splatnosti musí být platné datum (RRRR-MM-DD).',
    en: 'The due date must be a valid date (YYYY-MM-DD).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type PaymentMessageCode = keyof typeof PAYMENT_MESSAGES;
