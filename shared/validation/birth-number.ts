import { Gender } from '../codelists/enums';
import { compareDateOnly, formatIsoDate, isValidDateOnly, type DateOnly } from './date-only';

export type BirthNumberFormat = 'any' | 'withSlash' | 'withoutSlash';

export type BirthNumberErrorCode =
  | 'birthNumber.invalidFormat'
  | 'birthNumber.slashRequired'
  | 'birthNumber.slashNotAllowed'
  | 'birthNumber.invalidDate'
  | 'birthNumber.invalidChecksum';

export type BirthNumberResult =
  | {
      valid: true;
      /** ISO `YYYY-MM-DD`. */
      birthDate: string;
      /** Gender code list value (Male=1, Female=2). */
      gender: (typeof Gender)[keyof typeof Gender];
    }
  | { valid: false; code: BirthNumberErrorCode };

export interface BirthNumberOptions {
  format?: BirthNumberFormat;
  /** When given, a birth date after this day is refused (a number "from the future"). */
  notAfter?: DateOnly;
}

/** 9-digit numbers (no check digit) were issued only to people born before 1954. */
const LAST_NINE_DIGIT_YEAR = 1953;
/** The +20 / +70 month offsets exist since 2004, when the daily serials ran out. */
const EXTENDED_OFFSET_FROM_YEAR = 2004;

function decodeMonth(rawMonth: number, year: number): { month: number; female: boolean } | undefined {
  const female = rawMonth > 50;
  const extended = rawMonth % 50 > 20;
  const month = (rawMonth % 50) % 20;
  if (rawMonth % 50 > 32 || rawMonth > 82 || month < 1 || month > 12) return undefined;
  if (extended && year < EXTENDED_OFFSET_FROM_YEAR) return undefined;
  return { month, female };
}

/**
 * Czech / Slovak birth number (rodné číslo) `YYMMDD/XXX[X]`, with or without the slash.
 * 10 digits: the whole number is divisible by 11, or the first nine digits give remainder 10 and
 * the check digit is 0. Months carry +50 for women and, since 2004, +20 / +70.
 */
export function parseBirthNumber(input: string, options: BirthNumberOptions = {}): BirthNumberResult {
  const text = input.trim();
  const match = /^(\d{2})(\d{2})(\d{2})(\/?)(\d{3,4})$/.exec(text);
  if (!match) return { valid: false, code: 'birthNumber.invalidFormat' };
  // Every group of the pattern takes part in a match (the defaults only satisfy the index type).
  const [, yy = '', mm = '', dd = '', slash = '', serial = ''] = match;
  const format = options.format ?? 'any';
  if (format === 'withSlash' && slash === '') return { valid: false, code: 'birthNumber.slashRequired' };
  if (format === 'withoutSlash' && slash !== '') return { valid: false, code: 'birthNumber.slashNotAllowed' };

  const twoDigitYear = Number(yy);
  let year: number;
  if (serial.length === 3) {
    year = 1900 + twoDigitYear;
    if (year > LAST_NINE_DIGIT_YEAR) return { valid: false, code: 'birthNumber.invalidFormat' };
  } else {
    year = twoDigitYear < 54 ? 2000 + twoDigitYear : 1900 + twoDigitYear;
  }

  const decoded = decodeMonth(Number(mm), year);
  const day = Number(dd);
  if (!decoded || !isValidDateOnly(year, decoded.month, day)) {
    return { valid: false, code: 'birthNumber.invalidDate' };
  }
  const birth: DateOnly = { year, month: decoded.month, day };
  if (options.notAfter && compareDateOnly(birth, options.notAfter) > 0) {
    return { valid: false, code: 'birthNumber.invalidDate' };
  }

  if (serial.length === 4 && !hasValidCheckDigit(`${yy}${mm}${dd}${serial}`)) {
    return { valid: false, code: 'birthNumber.invalidChecksum' };
  }
  return {
    valid: true,
    birthDate: formatIsoDate(birth),
    gender: decoded.female ? Gender.FEMALE : Gender.MALE,
  };
}

/** The check digit rule on ten digits (exported for generators in tests and data fixes). */
export function hasValidCheckDigit(tenDigits: string): boolean {
  // Ten digits exceed 2^32 but stay far below 2^53, so plain numbers are exact.
  const firstNine = Number(tenDigits.slice(0, 9));
  const check = Number(tenDigits.slice(9));
  const remainder = firstNine % 11;
  return remainder === 10 ? check === 0 : remainder === check;
}

export function isValidBirthNumber(input: string, options?: BirthNumberOptions): boolean {
  return parseBirthNumber(input, options).valid;
}
