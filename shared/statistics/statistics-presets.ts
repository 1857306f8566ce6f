import { addDays, pragueDay } from './statistics-calendar';

/**
 * Range presets of spec §9 (today, yesterday, this and last month, this and last year), on Prague
 * calendar days; the default filter is the current month.
 */
export const STATISTICS_PRESETS = [
  'today',
  'yesterday',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
] as const;
export type StatisticsPreset = (typeof STATISTICS_PRESETS)[number];
export const DEFAULT_STATISTICS_PRESET: StatisticsPreset = 'thisMonth';

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

function lastDayOfMonth(year: number, month: number): string {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0, 12)).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function presetRange(preset: StatisticsPreset, now: Date = new Date()): DayRange {
  const today = pragueDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'today':
      return { dateFrom: today, dateTo: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { dateFrom: day, dateTo: day };
    }
    case 'thisMonth':
      return { dateFrom: `${year}-${pad(month)}-01`, dateTo: lastDayOfMonth(year, month) };
    case 'lastMonth': {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { dateFrom: `${y}-${pad(m)}-01`, dateTo: lastDayOfMonth(y, m) };
    }
    case 'thisYear':
      return { dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` };
    case 'lastYear':
      return { dateFrom: `${year - 1}-01-01`, dateTo: `${year - 1}-12-31` };
  }
}

/** The preset a range equals (the filter shows it selected), if any. */
export function presetOf(range: DayRange, now: Date = new Date()): StatisticsPreset | undefined {
  return STATISTICS_PRESETS.find((p) => {
    const r = presetRange(p, now);
    return r.dateFrom === range.dateFrom && r.dateTo === range.dateTo;
  });
}
