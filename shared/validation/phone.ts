import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { COUNTRY_ROWS } from '../codelists/countries-data';

// `min` metadata keeps the browser bundle small; it validates length per country, not digit
// patterns, which is what the spec's phone errors (too short, too long, wrong country) need.

export type PhoneErrorCode =
  | 'validation.invalidPhone'
  | 'validation.phoneTooShort'
  | 'validation.phoneTooLong'
  | 'validation.phoneInvalidForCountry';

export type PhoneCheck =
  { ok: true; e164: string } | { ok: false; code: PhoneErrorCode; params?: Record<string, string> };

/** A phone number as entered: the digits (national or `+` international) and the chosen country. */
export interface PhoneValue {
  /** Three-letter (CZE) or two-letter (CZ) country code. */
  country?: string;
  number: string;
}

/** Spec §9: the phone field defaults to the Czech Republic (+420). */
export const DEFAULT_PHONE_COUNTRY = 'CZE';

const ALPHA3_TO_ALPHA2 = new Map(COUNTRY_ROWS.map(([alpha3, alpha2]) => [alpha3, alpha2.toUpperCase()]));

function toCountryCode(country: string | undefined): CountryCode | undefined {
  if (!country) return undefined;
  const upper = country.trim().toUpperCase();
  const alpha2 = upper.length === 3 ? ALPHA3_TO_ALPHA2.get(upper) : upper;
  return alpha2 && isSupportedCountry(alpha2) ? alpha2 : undefined;
}

/**
 * Reads the stored phone value. Spec §3 stores a phone as the three-letter country, the calling
 * prefix and the digits; this accepts `CZE|+420|777123456`, `CZE|420|777123456`,
 * `CZE|777123456` and a bare `+420 777 123 456` or national number.
 */
export function parsePhoneValue(value: string): PhoneValue {
  const parts = value.split('|').map((part) => part.trim());
  if (parts.length === 1) return { number: parts[0] as string };
  const [country, ...rest] = parts as [string, ...string[]];
  if (rest.length === 1) return { country, number: rest[0] as string };
  const [prefix, ...digits] = rest as [string, ...string[]];
  const prefixDigits = prefix.replace(/\D/g, '');
  const national = digits.join('');
  return { country, number: prefixDigits ? `+${prefixDigits}${national}` : national };
}

/** The phone input keeps just the prefix when cleared (spec §5): a bare prefix is no number. */
export function isPhoneValueEmpty(value: PhoneValue): boolean {
  const digits = value.number.replace(/\D/g, '');
  if (digits === '') return true;
  const country = toCountryCode(value.country ?? DEFAULT_PHONE_COUNTRY);
  return (
    value.number.trim().startsWith('+') && country !== undefined && digits === getCountryCallingCode(country)
  );
}

export function checkPhone(value: PhoneValue, defaultCountry: string = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  const text = value.number.trim();
  // libphonenumber extracts a number from any text; a field value must be the number alone.
  if (!/^\+?[\d\s\-()./]+$/.test(text)) return { ok: false, code: 'validation.invalidPhone' };
  const country = toCountryCode(value.country ?? defaultCountry);
  const length = validatePhoneNumberLength(text, country);
  if (length === 'TOO_SHORT') return { ok: false, code: 'validation.phoneTooShort' };
  if (length === 'TOO_LONG') return { ok: false, code: 'validation.phoneTooLong' };
  if (length !== undefined) return { ok: false, code: 'validation.invalidPhone' };
  const phone = parsePhoneNumberFromString(text, country);
  if (!phone || !phone.isValid()) return { ok: false, code: 'validation.invalidPhone' };
  // A number with another country's prefix than the one chosen next to it (+44 with CZE).
  // Compared by calling code, since e.g. the US and Canada share +1.
  if (country !== undefined && value.country && phone.countryCallingCode !== getCountryCallingCode(country)) {
    return {
      ok: false,
      code: 'validation.phoneInvalidForCountry',
      params: { country: value.country.toUpperCase() },
    };
  }
  return { ok: true, e164: phone.number };
}
