import { describe, expect, it } from 'vitest';
import {
  compareDateOnly,
  dateInTimeZone,
  daysInMonth,
  formatIsoDate,
  isLeapYear,
  isValidDateOnly,
  parseDateOnly,
  toDateOnly,
} from './date-only';

describe('date-only', () => {
  it('knows leap years and month lengths', () => {
    expect([2000, 2004, 2024].map(isLeapYear)).toEqual([true, true, true]);
    expect([1900, 2001, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
    expect(isValidDateOnly(2023, 2, 29)).toBe(false);
    expect(isValidDateOnly(2023, 0, 1)).toBe(false);
    expect(isValidDateOnly(2023, 1, 1.5)).toBe(false);
  });

  it.each([
    ['1990-05-01', '1990-05-01'],
    ['1990-05-01T00:00:00.000Z', '1990-05-01'],
    ['19900501', '1990-05-01'],
    ['1. 5. 1990', '1990-05-01'],
    ['01.05.1990', '1990-05-01'],
    ['01/05/1990', '1990-05-01'],
    [' 2024-02-29 ', '2024-02-29'],
  ])('parses %j', (text, iso) => {
    const parsed = parseDateOnly(text);
    expect(parsed && formatIsoDate(parsed)).toBe(iso);
  });

  it.each([
    '',
    'yesterday',
    '1990-5-1',
    '2023-02-29',
    '1990-13-01',
    '32. 1. 1990',
    '05/13/1990',
    '1990/05/01',
  ])('rejects %j', (text) => {
    expect(parseDateOnly(text)).toBeUndefined();
  });

  it('compares and formats', () => {
    const a = { year: 2024, month: 1, day: 31 };
    const b = { year: 2024, month: 2, day: 1 };
    expect(compareDateOnly(a, b)).toBeLessThan(0);
    expect(compareDateOnly(b, a)).toBeGreaterThan(0);
    expect(compareDateOnly(a, { ...a })).toBe(0);
    expect(formatIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });

  it('reads instants as Prague calendar dates', () => {
    // 23:30 UTC on 31 December is already New Year in Prague (UTC+1).
    expect(dateInTimeZone(new Date('2024-12-31T23:30:00Z'))).toEqual({ year: 2025, month: 1, day: 1 });
    // Summer time: 22:30 UTC is 00:30 the next day (UTC+2).
    expect(dateInTimeZone(new Date('2024-07-09T22:30:00Z'))).toEqual({ year: 2024, month: 7, day: 10 });
    expect(dateInTimeZone(new Date('2024-07-09T21:30:00Z'))).toEqual({ year: 2024, month: 7, day: 9 });
    expect(dateInTimeZone(new Date('2024-07-09T22:30:00Z'), 'UTC')).toEqual({ year: 2024, month: 7, day: 9 });
    // Each zone keeps its own (reused) formatter: Prague again after UTC.
    expect(dateInTimeZone(new Date('2024-07-09T22:30:00Z'))).toEqual({ year: 2024, month: 7, day: 10 });
  });

  it('converts the accepted inputs', () => {
    expect(toDateOnly('2024-03-01')).toEqual({ year: 2024, month: 3, day: 1 });
    expect(toDateOnly(new Date('2024-03-01T12:00:00Z'))).toEqual({ year: 2024, month: 3, day: 1 });
    expect(toDateOnly(new Date('invalid'))).toBeUndefined();
    expect(toDateOnly({ year: 2024, month: 2, day: 30 })).toBeUndefined();
  });
});
