import { describe, expect, it } from 'vitest';
import { bucketOf, bucketsBetween, pragueDay, StatisticsSegment } from './statistics-calendar';
import { presetOf, presetRange } from './statistics-presets';
import { paletteColor, STATISTICS_PALETTE } from './statistics-palette';

describe('statistics bucketing on Prague days', () => {
  it('puts an instant on the day Prague clocks showed, in winter and in summer', () => {
    expect(pragueDay('2026-01-15T22:59:59Z')).toBe('2026-01-15'); // 23:59:59 CET
    expect(pragueDay('2026-01-15T23:00:00Z')).toBe('2026-01-16'); // 00:00 CET
    expect(pragueDay('2026-07-15T21:59:59Z')).toBe('2026-07-15'); // 23:59:59 CEST
    expect(pragueDay('2026-07-15T22:00:00Z')).toBe('2026-07-16'); // 00:00 CEST
  });

  it('keeps the 23-hour spring day (29 March 2026) whole', () => {
    expect(pragueDay('2026-03-28T22:59:59Z')).toBe('2026-03-28'); // 23:59:59 CET
    expect(pragueDay('2026-03-28T23:00:00Z')).toBe('2026-03-29'); // 00:00 CET, the day starts
    expect(pragueDay('2026-03-29T00:59:59Z')).toBe('2026-03-29'); // 01:59:59 CET, then clocks jump
    expect(pragueDay('2026-03-29T01:00:00Z')).toBe('2026-03-29'); // 03:00 CEST
    expect(pragueDay('2026-03-29T21:59:59Z')).toBe('2026-03-29'); // 23:59:59 CEST
    expect(pragueDay('2026-03-29T22:00:00Z')).toBe('2026-03-30');
  });

  it('keeps the 25-hour autumn day (25 October 2026) whole', () => {
    expect(pragueDay('2026-10-24T21:59:59Z')).toBe('2026-10-24'); // 23:59:59 CEST
    expect(pragueDay('2026-10-24T22:00:00Z')).toBe('2026-10-25'); // 00:00 CEST
    expect(pragueDay('2026-10-25T00:30:00Z')).toBe('2026-10-25'); // 02:30 CEST, first time
    expect(pragueDay('2026-10-25T01:30:00Z')).toBe('2026-10-25'); // 02:30 CET, second time
    expect(pragueDay('2026-10-25T22:59:59Z')).toBe('2026-10-25'); // 23:59:59 CET
    expect(pragueDay('2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });

  it('lists each day across a switch once', () => {
    expect(bucketsBetween('2026-03-28', '2026-03-30', StatisticsSegment.day)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(bucketsBetween('2026-10-24', '2026-10-26', StatisticsSegment.day)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
  });

  it('groups days into months and years', () => {
    expect(bucketOf('2026-10-25', StatisticsSegment.month)).toBe('2026-10');
    expect(bucketOf('2026-10-25', StatisticsSegment.year)).toBe('2026');
    expect(bucketsBetween('2025-11-30', '2026-02-01', StatisticsSegment.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(bucketsBetween('2024-06-01', '2026-01-01', StatisticsSegment.year)).toEqual([
      '2024',
      '2025',
      '2026',
    ]);
    expect(bucketsBetween('2026-02-01', '2026-01-01', StatisticsSegment.day)).toEqual([]);
  });
});

describe('range presets (spec §9)', () => {
  // 1 January 2026 00:30 in Prague is still 31 December 2025 in UTC.
  const newYear = new Date('2025-12-31T23:30:00Z');

  it('take the Prague day, not the UTC one', () => {
    expect(presetRange('today', newYear)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-01' });
    expect(presetRange('yesterday', newYear)).toEqual({ dateFrom: '2025-12-31', dateTo: '2025-12-31' });
    expect(presetRange('thisMonth', newYear)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-31' });
    expect(presetRange('lastMonth', newYear)).toEqual({ dateFrom: '2025-12-01', dateTo: '2025-12-31' });
    expect(presetRange('thisYear', newYear)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-12-31' });
    expect(presetRange('lastYear', newYear)).toEqual({ dateFrom: '2025-01-01', dateTo: '2025-12-31' });
  });

  it('end months on their last day (leap February) and recognise a preset range', () => {
    const leap = new Date('2028-02-10T12:00:00Z');
    expect(presetRange('thisMonth', leap)).toEqual({ dateFrom: '2028-02-01', dateTo: '2028-02-29' });
    expect(presetOf({ dateFrom: '2028-01-01', dateTo: '2028-01-31' }, leap)).toBe('lastMonth');
    expect(presetOf({ dateFrom: '2028-01-02', dateTo: '2028-01-31' }, leap)).toBeUndefined();
  });
});

describe('palette (spec §9)', () => {
  it('has 13 distinct colours and wraps around after them', () => {
    expect(STATISTICS_PALETTE).toHaveLength(13);
    expect(new Set(STATISTICS_PALETTE).size).toBe(13);
    expect(paletteColor(13)).toBe(paletteColor(0));
    expect(paletteColor(12)).not.toBe(paletteColor(0));
  });
});
