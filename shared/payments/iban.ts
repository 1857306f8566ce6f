import { PaymentFormatError } from './payment-errors';

/**
 * IBAN lengths by country from the SWIFT IBAN registry (plus territories that use their parent's
 * format). Countries missing here are still accepted within the generic ISO 13616 bounds, so a
 * newly registered country does not block a payout; its check digits are still verified.
 */
// prettier-ignore
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AX: 18, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BL: 27,
  BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29,
  ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GF: 27, GG: 22, GI: 23, GL: 18, GP: 27,
  GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IM: 22, IQ: 23, IS: 26, IT: 27, JE: 22,
  JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24,
  ME: 22, MF: 27, MK: 19, MN: 20, MQ: 27, MR: 27, MT: 31, MU: 30, NC: 27, NI: 28, NL: 18, NO: 15,
  OM: 23, PF: 27, PK: 24, PL: 28, PM: 27, PS: 29, PT: 25, QA: 29, RE: 27, RO: 24, RS: 22, RU: 33,
  SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TF: 27, TL: 23,
  TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, WF: 27, XK: 20, YE: 30, YT: 27,
};

/** ISO 13616 bounds for countries absent from the table above. */
const MIN_IBAN_LENGTH = 15;
const MAX_IBAN_LENGTH = 34;

export type IbanErrorCode = 'iban.invalidCharacters' | 'iban.invalidLength' | 'iban.invalidChecksum';
export type IbanCheck =
  { ok: true; iban: string } | { ok: false; code: IbanErrorCode; expectedLength?: number };

/** Users paste IBANs with spaces and in lower case; the electronic form has neither. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 7064 MOD 97-10 of an alphanumeric string (letters A=10 … Z=35). Processed digit by digit
 * so it never needs more than a small integer: an IBAN turns into up to ~70 decimal digits.
 */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Check digits for a country and BBAN: 98 − (BBAN + country + "00") mod 97, two digits. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const check = 98 - mod97(`${bban}${countryCode}00`);
  return String(check).padStart(2, '0');
}

export function checkIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, code: 'iban.invalidCharacters' };
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) {
    return { ok: false, code: 'iban.invalidLength', expectedLength: expected };
  }
  if (expected === undefined && (iban.length < MIN_IBAN_LENGTH || iban.length > MAX_IBAN_LENGTH)) {
    return { ok: false, code: 'iban.invalidLength' };
  }
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return { ok: false, code: 'iban.invalidChecksum' };
  return { ok: true, iban };
}

export function isValidIban(input: string): boolean {
  return checkIban(input).ok;
}

/** Validated electronic form (no spaces, upper case); throws PaymentFormatError otherwise. */
export function toElectronicIban(input: string): string {
  const result = checkIban(input);
  if (!result.ok) {
    throw new PaymentFormatError(
      result.code,
      result.expectedLength !== undefined ? { expectedLength: result.expectedLength } : undefined,
    );
  }
  return result.iban;
}

/** Paper format of ISO 13616: groups of four separated by single spaces. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}
