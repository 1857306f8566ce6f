/**
 * Calendar dates without a time of day. Birth dates and date bounds are plain dates: going through
 * `Date` would shift them by the time zone offset, so they are kept as year/month/day numbers.
 */
export interface DateOnly {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** The organisers and their races are in Czechia: "today" and registration dates are Prague dates. */
export const DEFAULT_TIME_ZONE = 'Europe/Prague';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDateOnly(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function build(year: number, month: number, day: number): DateOnly | undefined {
  return isValidDateOnly(year, month, day) ? { year, month, day } : undefined;
}

/**
 * Accepts the forms the product meets: ISO `YYYY-MM-DD` (a time part after it is ignored, as
 * stored values may be full ISO timestamps), compact `YYYYMMDD`, the Czech display form
 * `D. M. YYYY` and the edit form `DD/MM/YYYY` (spec §9). Impossible dates give undefined.
 */
export function parseDateOnly(text: string): DateOnly | undefined {
  const value = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (m) return build(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(value) ?? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (m) return build(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

export function formatIsoDate(date: DateOnly): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Negative when a is earlier, 0 when equal, positive when later. */
export function compareDateOnly(a: DateOnly, b: DateOnly): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

// Building an Intl formatter costs far more than using one (every registrant's age check asks for
// "today"), so each time zone's formatter is built once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date of an instant in a time zone (Prague by default). */
export function dateInTimeZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): DateOnly {
  const parts = dateFormatOf(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A date given as text is parsed; an instant is read as its Prague calendar date. */
export function toDateOnly(value: Date | string | DateOnly): DateOnly | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : dateInTimeZone(value);
  if (typeof value === 'string') return parseDateOnly(value);
  return build(value.year, value.month, value.day);
}
