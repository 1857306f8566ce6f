import { CardValueType } from '../codelists/enums';
import { ageInYear, ageOn } from './age';
import { parseBirthNumber } from './birth-number';
import { compareDateOnly, formatIsoDate, parseDateOnly, toDateOnly, type DateOnly } from './date-only';
import { isValidEmail } from './email';
import { isValidIco } from './ico';
import { checkPhone, isPhoneValueEmpty, parsePhoneValue } from './phone';

/**
 * Card field validation kinds of spec §5 plus the general rules (required, number, min/max
 * number). One implementation for the SPA (instant feedback) and the server (authoritative).
 */
export type FieldRule =
  | { kind: 'required' }
  | { kind: 'number' }
  | { kind: 'minNumber'; value: number }
  | { kind: 'maxNumber'; value: number }
  | { kind: 'minLength'; value: number }
  | { kind: 'maxLength'; value: number }
  /** Whole value must match, as with the HTML `pattern` attribute. */
  | { kind: 'regex'; pattern: string }
  /** The date must be strictly before the bound (ISO `YYYY-MM-DD`). */
  | { kind: 'dateBefore'; date: string }
  /** The date must be strictly after the bound. */
  | { kind: 'dateAfter'; date: string }
  /** Age in completed years on the registration date. */
  | { kind: 'minAge'; value: number }
  | { kind: 'maxAge'; value: number }
  /** Age reached in the subevent year (on 31 December): subevent year − birth year. */
  | { kind: 'minAgeInSubeventYear'; value: number }
  | { kind: 'maxAgeInSubeventYear'; value: number }
  | { kind: 'email' }
  | { kind: 'phone' }
  | { kind: 'personalIdWithSlash' }
  | { kind: 'personalIdWithoutSlash' }
  | { kind: 'businessId' };

export type FieldRuleKind = FieldRule['kind'];

export const FIELD_RULE_KINDS = [
  'required',
  'number',
  'minNumber',
  'maxNumber',
  'minLength',
  'maxLength',
  'regex',
  'dateBefore',
  'dateAfter',
  'minAge',
  'maxAge',
  'minAgeInSubeventYear',
  'maxAgeInSubeventYear',
  'email',
  'phone',
  'personalIdWithSlash',
  'personalIdWithoutSlash',
  'businessId',
] as const satisfies readonly FieldRuleKind[];

export type FieldIssueParams = Record<string, string | number | boolean>;

/** A failed rule: a stable code (texts in validation-messages.ts or shared/errors/messages.ts). */
export interface FieldIssue {
  code: string;
  params?: FieldIssueParams;
}

export interface FieldRuleContext {
  /** When the registration is made; an instant is read as its Prague calendar date. */
  registrationDate: Date | string;
  /**
   * Year the subevent takes place, for the age-in-year rules. When unknown the registration year
   * is used: registrations open in the season they are for.
   */
  subeventYear?: number;
  /** Card field type (CardValueType): phone and personal-id values are composites. */
  fieldType?: number;
}

export type FieldValue = string | number | boolean | null | undefined;

/** Characters as a person counts them: code points after NFC, so `č` typed either way is one. */
function characterCount(text: string): number {
  return Array.from(text.trim().normalize('NFC')).length;
}

const PERSONAL_ID_COUNTRIES = ['CZE', 'SVK'];

/** `CZE|710319/2745` → country and id; a bare id is taken as Czech/Slovak. */
export function splitPersonalIdValue(value: string): { country?: string; id: string } {
  const match = /^([A-Za-z]{3})\|(.*)$/s.exec(value);
  return match
    ? { country: (match[1] as string).toUpperCase(), id: (match[2] as string).trim() }
    : { id: value.trim() };
}

function toText(value: FieldValue): string {
  if (value === null || value === undefined || value === false) return '';
  return typeof value === 'string' ? value : String(value);
}

/**
 * Empty means nothing entered: a cleared phone keeps only its prefix, a personal id only its
 * country, and an unticked checkbox ("false") is no answer to a required one.
 */
export function isFieldValueEmpty(value: FieldValue, fieldType?: number): boolean {
  const text = toText(value);
  if (text.trim() === '') return true;
  if (fieldType === CardValueType.CHECKBOX) return text.trim() !== 'true';
  if (fieldType === CardValueType.PHONE) return isPhoneValueEmpty(parsePhoneValue(text));
  if (fieldType === CardValueType.COUNTRY_WITH_PERSONAL_ID) return splitPersonalIdValue(text).id === '';
  return false;
}

/** Accepts `12`, `-3`, `1.5` and the Czech `1,5`; no exponents or thousands separators. */
export function parseNumberValue(value: FieldValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = toText(value).trim();
  return /^[+-]?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : undefined;
}

/** Rules that make a field number-only (spec §5: it rejects non-numeric changes as the runner types). */
export function isNumberOnly(rules: readonly FieldRule[]): boolean {
  return rules.some((r) => r.kind === 'number' || r.kind === 'minNumber' || r.kind === 'maxNumber');
}

/**
 * Whether `text` can still become a number of parseNumberValue while typed: empty, a sign, digits,
 * one decimal point or comma. A change to anything else is rejected (the field keeps its value).
 */
export function isNumberInProgress(text: string): boolean {
  return /^[+-]?\d*(?:[.,]\d*)?$/.test(text.trim());
}

/** Compiles an admin-entered pattern anchored to the whole value; undefined when it does not compile. */
export function compileFieldPattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    return undefined;
  }
}

interface Prepared {
  text: string;
  registrationDay: DateOnly;
  subeventYear: number;
}

type Check<R extends FieldRule = FieldRule> = (rule: R, input: Prepared) => FieldIssue | undefined;
type Checks = { [K in FieldRuleKind]: Check<Extract<FieldRule, { kind: K }>> };

function withDate(
  input: Prepared,
  check: (date: DateOnly) => FieldIssue | undefined,
): FieldIssue | undefined {
  const date = parseDateOnly(input.text);
  return date ? check(date) : { code: 'validation.invalidDate' };
}

function checkPersonalId(input: Prepared, format: 'withSlash' | 'withoutSlash'): FieldIssue | undefined {
  const { country, id } = splitPersonalIdValue(input.text);
  // Only Czech and Slovak ids have a known structure (spec §5: editable only for CZE and SVK).
  if ((country !== undefined && !PERSONAL_ID_COUNTRIES.includes(country)) || id === '') return undefined;
  const result = parseBirthNumber(id, { format, notAfter: input.registrationDay });
  if (result.valid) return undefined;
  if (result.code === 'birthNumber.slashRequired') return { code: 'validation.personalIdSlashRequired' };
  if (result.code === 'birthNumber.slashNotAllowed') return { code: 'validation.personalIdSlashNotAllowed' };
  return { code: 'validation.invalidPersonalId', params: { reason: result.code } };
}

const CHECKS: Checks = {
  // Emptiness is decided before the checks run; see validateField.
  required: () => undefined,
  number: (_, input) =>
    parseNumberValue(input.text) === undefined ? { code: 'validation.notNumber' } : undefined,
  minNumber: (rule, input) => {
    const n = parseNumberValue(input.text);
    const minimum = rule.value;
    if (n === undefined) return { code: 'validation.notNumber' };
    return n < minimum ? { code: 'validation.tooSmall', params: { minimum } } : undefined;
  },
  maxNumber: (rule, input) => {
    const n = parseNumberValue(input.text);
    const maximum = rule.value;
    if (n === undefined) return { code: 'validation.notNumber' };
    return n > maximum ? { code: 'validation.tooBig', params: { maximum } } : undefined;
  },
  minLength: (rule, input) => {
    const minimum = rule.value;
    return characterCount(input.text) < minimum
      ? { code: 'validation.tooShort', params: { minimum } }
      : undefined;
  },
  maxLength: (rule, input) => {
    const maximum = rule.value;
    return characterCount(input.text) > maximum
      ? { code: 'validation.tooLong', params: { maximum } }
      : undefined;
  },
  regex: (rule, input) => {
    // A pattern that does not compile is an organiser's configuration error (reported at save
    // time by fieldRuleConfigIssues); runners cannot fix it, so it must not block registration.
    const pattern = compileFieldPattern(rule.pattern);
    return pattern && !pattern.test(input.text) ? { code: 'validation.regexMismatch' } : undefined;
  },
  dateBefore: (rule, input) =>
    withDate(input, (date) => {
      const bound = parseDateOnly(rule.date);
      return bound && compareDateOnly(date, bound) >= 0
        ? { code: 'validation.dateNotBefore', params: { date: formatIsoDate(bound) } }
        : undefined;
    }),
  dateAfter: (rule, input) =>
    withDate(input, (date) => {
      const bound = parseDateOnly(rule.date);
      return bound && compareDateOnly(date, bound) <= 0
        ? { code: 'validation.dateNotAfter', params: { date: formatIsoDate(bound) } }
        : undefined;
    }),
  minAge: (rule, input) =>
    withDate(input, (birth) => {
      const minimum = rule.value;
      return ageOn(birth, input.registrationDay) < minimum
        ? { code: 'validation.ageTooLow', params: { minimum } }
        : undefined;
    }),
  maxAge: (rule, input) =>
    withDate(input, (birth) => {
      const maximum = rule.value;
      return ageOn(birth, input.registrationDay) > maximum
        ? { code: 'validation.ageTooHigh', params: { maximum } }
        : undefined;
    }),
  minAgeInSubeventYear: (rule, input) =>
    withDate(input, (birth) => {
      const minimum = rule.value;
      const year = input.subeventYear;
      return ageInYear(birth, year) < minimum
        ? { code: 'validation.ageTooLowInYear', params: { minimum, year } }
        : undefined;
    }),
  maxAgeInSubeventYear: (rule, input) =>
    withDate(input, (birth) => {
      const maximum = rule.value;
      const year = input.subeventYear;
      return ageInYear(birth, year) > maximum
        ? { code: 'validation.ageTooHighInYear', params: { maximum, year } }
        : undefined;
    }),
  email: (_, input) => (isValidEmail(input.text) ? undefined : { code: 'validation.invalidEmail' }),
  phone: (_, input) => {
    const result = checkPhone(parsePhoneValue(input.text));
    return result.ok ? undefined : { code: result.code, ...(result.params ? { params: result.params } : {}) };
  },
  personalIdWithSlash: (_, input) => checkPersonalId(input, 'withSlash'),
  personalIdWithoutSlash: (_, input) => checkPersonalId(input, 'withoutSlash'),
  businessId: (_, input) => (isValidIco(input.text) ? undefined : { code: 'validation.invalidBusinessId' }),
};

/**
 * Characters no text field takes (spec §5 "unsupported characters"): control characters other than
 * tab and line breaks (they break exports, e-mails and start lists) and unpaired UTF-16 halves.
 */
const UNSUPPORTED_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsupportedCharacters(text: string): boolean {
  return UNSUPPORTED_CHARACTERS.test(text);
}

/**
 * Checks a value against a field's rules and returns every distinct problem (spec §5: feedback
 * is a string or a list of strings). An empty value only fails `required`; the other rules
 * apply to what was entered, so an optional field may be left empty.
 */
export function validateField(
  value: FieldValue,
  rules: readonly FieldRule[],
  context: FieldRuleContext,
): FieldIssue[] {
  if (isFieldValueEmpty(value, context.fieldType)) {
    return rules.some((rule) => rule.kind === 'required') ? [{ code: 'validation.required' }] : [];
  }
  const registrationDay = toDateOnly(context.registrationDate);
  if (!registrationDay) {
    throw new RangeError(`Invalid registration date: ${String(context.registrationDate)}`);
  }
  if (hasUnsupportedCharacters(toText(value))) return [{ code: 'validation.unsupportedCharacters' }];
  const input: Prepared = {
    text: toText(value),
    registrationDay,
    subeventYear: context.subeventYear ?? registrationDay.year,
  };
  const issues: FieldIssue[] = [];
  for (const rule of rules) {
    const issue = (CHECKS[rule.kind] as Check)(rule, input);
    // Several rules can fail for the same reason (e.g. an unreadable date for min and max age).
    if (issue && !issues.some((known) => known.code === issue.code)) issues.push(issue);
  }
  return issues;
}

/**
 * Configuration problems of a field's rules, for the card editor: patterns that do not compile,
 * date bounds that are not dates, and negative or non-finite limits.
 */
export function fieldRuleConfigIssues(rules: readonly FieldRule[]): Array<FieldIssue & { index: number }> {
  const issues: Array<FieldIssue & { index: number }> = [];
  rules.forEach((rule, index) => {
    if (rule.kind === 'regex' && !compileFieldPattern(rule.pattern)) {
      issues.push({ index, code: 'validation.invalidRulePattern' });
    }
    if ((rule.kind === 'dateBefore' || rule.kind === 'dateAfter') && !parseDateOnly(rule.date)) {
      issues.push({ index, code: 'validation.invalidRuleDate' });
    }
    if ('value' in rule) {
      // Lengths and ages are whole non-negative counts; number bounds only need to be finite.
      const counted = rule.kind !== 'minNumber' && rule.kind !== 'maxNumber';
      const ok = counted ? Number.isInteger(rule.value) && rule.value >= 0 : Number.isFinite(rule.value);
      if (!ok) issues.push({ index, code: 'validation.invalidRuleValue' });
    }
  });
  return issues;
}
