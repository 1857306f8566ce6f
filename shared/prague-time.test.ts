import { describe, expect, it } from 'vitest';
import {
  formatPragueDate,
  formatPragueDateTime,
  formatPragueIsoWithOffset,
  pragueWallTime,
  pragueWallTimeToIso,
} from './prague-time';

describe('Prague display formats', () => {
  it('shows winter and summer instants in Prague local time', () => {
    expect(formatPragueDateTime('2026-01-05T08:05:00Z')).toBe('5. 1. 2026 09:05');
    expect(formatPragueDateTime('2026-07-31T22:30:00Z')).toBe('1. 8. 2026 00:30');
    expect(formatPragueDate('2026-07-31T22:30:00Z')).toBe('1. 8. 2026');
  });
});

describe('Prague wall-clock time', () => {
  it('reads an instant as Prague date and time', () => {
    expect(pragueWallTime('2026-07-31T22:30:00Z')).toEqual({
      year: 2026,
      month: 8,
      day: 1,
      hour: 0,
      minute: 30,
    });
    expect(pragueWallTime('nonsense')).toBeNull();
  });

  it('turns a typed Prague time into the UTC instant, in winter and in summer', () => {
    expect(pragueWallTimeToIso({ year: 2026, month: 1, day: 5, hour: 9, minute: 5 })).toBe(
      '2026-01-05T08:05:00.000Z',
    );
    expect(pragueWallTimeToIso({ year: 2026, month: 8, day: 1, hour: 0, minute: 30 })).toBe(
      '2026-07-31T22:30:00.000Z',
    );
  });

  it('takes the earlier of the doubled autumn hour and moves a spring-gap time forward', () => {
    // 25 Oct 2026: 03:00 CEST → 02:00 CET, so 02:30 happens twice.
    expect(pragueWallTimeToIso({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 })).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 29 Mar 2026: 02:00 CET → 03:00 CEST, 02:30 does not exist.
    const gap = pragueWallTimeToIso({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 });
    expect(formatPragueDateTime(gap)).toBe('29. 3. 2026 03:30');
  });
});

describe('Prague time with its offset (schema.org dates)', () => {
  it('writes the local wall clock with +01:00 in winter and +02:00 in summer', () => {
    expect(formatPragueIsoWithOffset('2026-01-10T08:30:00.000Z')).toBe('2026-01-10T09:30:00+01:00');
    expect(formatPragueIsoWithOffset('2026-06-13T07:00:00.000Z')).toBe('2026-06-13T09:00:00+02:00');
    // Late in the evening UTC is already the next day in Prague.
    expect(formatPragueIsoWithOffset('2026-06-13T22:15:00.000Z')).toBe('2026-06-14T00:15:00+02:00');
  });
});
