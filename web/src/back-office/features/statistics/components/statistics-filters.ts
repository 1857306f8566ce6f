import {
  DEFAULT_STATISTICS_PRESET,
  presetRange,
  STATISTICS_PRESETS,
  type StatisticsPreset,
} from '@shared/statistics/statistics-presets';
import { dateRangeFilter, selectFilter, type FilterValues } from '../../../kit';
import type { StatisticsParams } from '../api/statistics-queries';

/**
 * The statistics filter (spec §9): a range preset (default: this month) or, with no preset, the
 * custom dates; the segment (day, month, year) and the merge level (per event / per race).
 */
export const STATISTICS_FILTERS = {
  range: selectFilter(STATISTICS_PRESETS, DEFAULT_STATISTICS_PRESET),
  dates: dateRangeFilter(),
  segment: selectFilter(['1', '2', '3'], '1'),
  mergeLevel: selectFilter(['1', '2'], '2'),
};

export function statisticsParams(
  applied: FilterValues<typeof STATISTICS_FILTERS>,
  now: Date = new Date(),
): StatisticsParams {
  const preset = applied.range as StatisticsPreset | '';
  const fallback = presetRange(DEFAULT_STATISTICS_PRESET, now);
  const range = preset
    ? presetRange(preset, now)
    : {
        dateFrom: applied.dates.from || applied.dates.to || fallback.dateFrom,
        dateTo: applied.dates.to || applied.dates.from || fallback.dateTo,
      };
  return {
    ...range,
    segment: Number(applied.segment || '1'),
    mergeLevel: Number(applied.mergeLevel || '2'),
  };
}
