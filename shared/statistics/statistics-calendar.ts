import { dateInTimeZone, formatIsoDate } from '../validation/date-only';

/**
 * Calendar arithmetic of the statistics (spec §7 statistics, §9 defaults), always on Prague
 * calendar days: a registration belongs to the day Prague's clocks showed when it was placed, so a
 * day of the graph is 23 or 25 hours long on the daylight-saving switch days and no order falls
 * between two days or into two of them. Days are `yyyy-mm-dd` strings; arithmetic on them runs in
 * UTC noon time, where no switch can move a date.
 */

/** Time segments of spec §3: DAY=1, MONTH=2, YEAR=3. */
export const StatisticsSegment = { day: 1, month: 2, year: 3 } as const;
export type StatisticsSegmentValue = (typeof StatisticsSegment)[keyof typeof StatisticsSegment];

/** Merge levels of spec §3: EVENT=1, SUBEVENT=2 (one line per event, or per race). */
export const StatisticsMergeLevel = { event: 1, subevent: 2 } as const;
export type StatisticsMergeLevelValue = (typeof StatisticsMergeLevel)[keyof typeof StatisticsMergeLevel];

/** The Prague calendar day (`yyyy-mm-dd`) of an instant. */
export function pragueDay(instant: string | Date): string {
  return formatIsoDate(
    dateInTimeZone(typeof instant === 'string' ? new Date(instant) : instant, 'Europe/Prague'),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOf = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return dayOf(noon(day) + n * DAY_MS);
}

/** The bucket a day falls into: the day itself, its month `yyyy-mm` or its year `yyyy`. */
export function bucketOf(day: string, segment: StatisticsSegmentValue): string {
  if (segment === StatisticsSegment.year) return day.slice(0, 4);
  if (segment === StatisticsSegment.month) return day.slice(0, 7);
  return day;
}

/** Every bucket from the one of `from` to the one of `to`, in order (empty when from > to). */
export function bucketsBetween(from: string, to: string, segment: StatisticsSegmentValue): string[] {
  const out: string[] = [];
  if (from > to) return out;
  if (segment === StatisticsSegment.day) {
    for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
    return out;
  }
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = bucketOf(to, segment);
  for (;;) {
    const bucket =
      segment === StatisticsSegment.year ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
    if (bucket > last) return out;
    out.push(bucket);
    if (segment === StatisticsSegment.year) year += 1;
    else if (month === 12) {
      year += 1;
      month = 1;
    } else month += 1;
  }
}

/** Days a range may span (a few years: the answer is one bucket row per day at most). */
export const MAX_STATISTICS_DAYS = 3 * 366;

export function daysBetween(from: string, to: string): number {
  return Math.round((noon(to) - noon(from)) / DAY_MS) + 1;
}
