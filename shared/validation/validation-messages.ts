import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/**
 * Texts of the codes introduced by shared/validation, in the shape of shared/errors/messages.ts
 * so they can be merged into ERROR_MESSAGES later. Codes reused from there (validation.required,
 * notNumber, tooSmall, tooBig, tooShort, tooLong, invalidEmail) are not repeated.
 */
export const VALIDATION_MESSAGES = {
  'validation.regexMismatch': {
    cs: 'Hodnota nemá požadovaný tvar.',
    en: 'The value does not have the required format.',
  },
  'validation.invalidDate': { cs: 'Neplatné datum.', en: 'Invalid date.' },
  'validation.unsupportedCharacters': {
    cs: 'Hodnota obsahuje nepodporované znaky.',
    en: 'The value contains unsupported characters.',
  },
  'validation.dateNotBefore': {
    cs: 'Datum musí být dříve než {{date}}.',
    en: 'The date must be before {{date}}.',
  },
  'validation.dateNotAfter': {
    cs: 'Datum musí být později než {{date}}.',
    en: 'The date must be after {{date}}.',
  },
  'validation.ageTooLow': {
    cs: 'Věk musí být nejméně {{minimum}}.',
    en: 'The age must be at least {{minimum}}.',
  },
  'validation.ageTooHigh': {
    cs: 'Věk může být nejvýše {{maximum}}.',
    en: 'The age must be at most {{maximum}}.',
  },
  'validation.ageTooLowInYear': {
    cs: 'Věk dosažený v roce {{year}} musí být nejméně {{minimum}}.',
    en: 'The age reached in {{year}} must be at least {{minimum}}.',
  },
  'validation.ageTooHighInYear': {
    cs: 'Věk dosažený v roce {{year}} může být nejvýše {{maximum}}.',
    en: 'The age reached in {{year}} must be at most {{maximum}}.',
  },
  'validation.invalidPhone': { cs: 'Neplatné telefonní číslo.', en: 'Invalid phone number.' },
  'validation.phoneTooShort': {
    cs: 'Telefonní číslo je příliš krátké.',
    en: 'The phone number is too short.',
  },
  'validation.phoneTooLong': { cs: 'Telefonní číslo je příliš dlouhé.', en: 'The phone number is too long.' },
  'validation.phoneInvalidForCountry': {
    cs: 'Telefonní číslo neodpovídá zvolenému státu ({{country}}).',
    en: 'The phone number does not match the selected country ({{country}}).',
  },
  'validation.invalidPersonalId': {
    cs: 'Neplatné rodné číslo.',
    en: 'Invalid personal identification number.',
  },
  'validation.personalIdSlashRequired': SHARED_TEXTS.personalIdSlashRequired,
  'validation.personalIdSlashNotAllowed': SHARED_TEXTS.personalIdSlashNotAllowed,
  'validation.invalidBusinessId': { cs: 'Neplatné IČO.', en: 'Invalid business ID (IČO).' },
  'validation.invalidDic': {
    cs: 'DIČ zadejte jako CZ a 8 až 10 číslic.',
    en: 'Enter the VAT ID (DIČ) as CZ and 8 to 10 digits.',
  },
  'validation.invalidRulePattern': {
    cs: 'Regulární výraz není platný.',
    en: 'The regular expression is not valid.',
  },
  'validation.invalidRuleDate': {
    cs: 'Hranice musí být platné datum.',
    en: 'The bound must be a valid date.',
  },
  'validation.invalidRuleValue': { cs: 'Hodnota pravidla není platná.', en: 'The rule value is not valid.' },
  'birthNumber.invalidFormat': {
    cs: 'Rodné číslo musí mít tvar RRMMDD/XXXX.',
    en: 'The personal number must have the form YYMMDD/XXXX.',
  },
  'birthNumber.slashRequired': SHARED_TEXTS.personalIdSlashRequired,
  'birthNumber.slashNotAllowed': SHARED_TEXTS.personalIdSlashNotAllowed,
  'birthNumber.invalidDate': {
    cs: 'Rodné číslo neobsahuje platné datum narození.',
    en: 'The personal number does not contain a valid birth date.',
  },
  'birthNumber.invalidChecksum': {
    cs: 'Rodné číslo má chybnou kontrolní číslici.',
    en: 'The personal number has a wrong check digit.',
  },
  'formula.unknownCharacter': {
    cs: 'Vzorec obsahuje nepovolený znak „{{character}}“ na pozici {{position}}.',
    en: 'The formula contains an unsupported character "{{character}}" at position {{position}}.',
  },
  'formula.noTokens': { cs: 'Vzorec je prázdný.', en: 'The formula is empty.' },
  'formula.unbalancedParentheses': {
    cs: 'Vzorec má nevyrovnané závorky.',
    en: 'The formula has unbalanced parentheses.',
  },
  'formula.operatorFirst': {
    cs: 'Vzorec nesmí začínat operátorem „{{operator}}“.',
    en: 'The formula must not start with the operator "{{operator}}".',
  },
  'formula.operatorLast': {
    cs: 'Vzorec nesmí končit operátorem „{{operator}}“.',
    en: 'The formula must not end with the operator "{{operator}}".',
  },
  'formula.invalidToken': {
    cs: 'Vzorec obsahuje neplatný výraz „{{token}}“ na pozici {{position}}.',
    en: 'The formula contains an invalid token "{{token}}" at position {{position}}.',
  },
  'formula.divisionByZero': { cs: 'Vzorec dělí nulou.', en: 'The formula divides by zero.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageCode = keyof typeof VALIDATION_MESSAGES;

export type MessageParams = Record<string, string | number | boolean>;

/** Fills `{{name}}` placeholders the same way shared/errors/messages.ts does. */
export function interpolate(template: string, params?: MessageParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params?.[key] ?? ''));
}
