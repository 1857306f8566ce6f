import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime } from './dates';

describe('display dates (spec §9, Europe/Prague)', () => {
  it('formats D. M. YYYY and D. M. YYYY HH:mm in Prague time (winter, UTC+1)', () => {
    expect(formatDate('2026-12-22T09:00:00.000Z')).toBe('22. 12. 2026');
    expect(formatDateTime('2026-12-22T09:05:00.000Z')).toBe('22. 12. 2026 10:05');
  });

  it('uses summer time (UTC+2) and moves across midnight', () => {
    expect(formatDateTime('2027-06-30T22:30:00.000Z')).toBe('1. 7. 2027 00:30');
    expect(formatDate('2027-06-30T22:30:00.000Z')).toBe('1. 7. 2027');
  });

  it('pads hours and minutes but not days and months', () => {
    expect(formatDateTime('2027-03-05T07:00:00.000Z')).toBe('5. 3. 2027 08:00');
  });

  it('shows a range only when it spans several days', () => {
    expect(formatDateRange('2026-12-22T09:00:00.000Z', '2026-12-22T15:00:00.000Z')).toBe('22. 12. 2026');
    expect(formatDateRange('2026-12-22T09:00:00.000Z', '2026-12-23T09:00:00.000Z')).toBe(
      '22. 12. 2026 – 23. 12. 2026',
    );
    expect(formatDateRange(null, '2026-12-23T09:00:00.000Z')).toBe('23. 12. 2026');
  });

  it('is empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
