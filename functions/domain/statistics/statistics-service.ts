import {
  bucketOf,
  bucketsBetween,
  type StatisticsSegmentValue,
  StatisticsMergeLevel,
} from '@shared/statistics/statistics-calendar';
import { presetRange } from '@shared/statistics/statistics-presets';
import type {
  StatisticsAnswer,
  StatisticsQuery,
  StatisticsSummary,
} from '@shared/statistics/statistics-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { NotFoundError } from '../errors';
import type { StatCounters } from './stat-counters';

export interface StatisticsRace {
  guid: string;
  name: string;
  eventGuid: string;
  eventName: string;
  used: number;
  capacity: number;
}

/** One day's counters of one series (see stat-counters.ts). */
export interface StatDayRow {
  day: string;
  counters: StatCounters;
}

export interface StatisticsPorts {
  series(guid: string): Promise<{ guid: string; name: string } | undefined>;
  allSeries(): Promise<Array<{ guid: string; name: string }>>;
  /** The series' races in event order with their live capacity counters. */
  racesOfSeries(seriesGuid: string): Promise<StatisticsRace[]>;
  /** The series' summary (`day`) or per-race (`races`) counter days within the range (inclusive). */
  statDays(seriesGuid: string, from: string, to: string, item: 'day' | 'races'): Promise<StatDayRow[]>;
  now(): Date;
}

type Range = { dateFrom: string; dateTo: string };

function rangeOf(query: StatisticsQuery, now: Date): Range {
  const month = presetRange('thisMonth', now);
  const dateFrom =
    query.dateFrom ?? (query.dateTo && query.dateTo < month.dateFrom ? query.dateTo : month.dateFrom);
  const dateTo = query.dateTo ?? (dateFrom > month.dateTo ? dateFrom : month.dateTo);
  return { dateFrom, dateTo };
}

/** Sums counters of many days; prices per currency give min / max / average. */
export function summarize(days: readonly StatCounters[]): StatisticsSummary {
  const sum: StatCounters = {};
  for (const d of days) for (const [k, v] of Object.entries(d)) sum[k] = (sum[k] ?? 0) + v;
  const n = (k: string) => sum[k] ?? 0;
  const prices = new Map<CurrencyCode, { min: number; max: number; count: number; total: number }>();
  const revenue: StatisticsSummary['revenue'] = [];
  const returned: StatisticsSummary['returned'] = [];
  for (const [key, value] of Object.entries(sum)) {
    const [kind, currency, minor] = key.split('#') as [string, CurrencyCode, string | undefined];
    if (kind === 'price' && value > 0) {
      const price = Number(minor);
      const p = prices.get(currency) ?? { min: price, max: price, count: 0, total: 0 };
      p.min = Math.min(p.min, price);
      p.max = Math.max(p.max, price);
      p.count += value;
      p.total += price * value;
      prices.set(currency, p);
    } else if (kind === 'revenue' && value !== 0) revenue.push({ currency, amount: value });
    else if (kind === 'returned' && value !== 0) returned.push({ currency, amount: value });
  }
  const byCurrency = (a: { currency: string }, b: { currency: string }) =>
    a.currency.localeCompare(b.currency);
  return {
    total: n('orders'),
    unpaid: n('unpaid'),
    paid: n('paid'),
    expired: n('expired'),
    cancelled: n('cancelled'),
    removed: n('removed'),
    registrations: n('items'),
    teamRegistrations: n('teamItems'),
    cardPayments: n('paidCard'),
    transferPayments: n('paidTransfer'),
    prices: [...prices]
      .map(([currency, p]) => ({ currency, min: p.min, max: p.max, average: Math.round(p.total / p.count) }))
      .sort(byCurrency),
    revenue: revenue.sort(byCurrency),
    returned: returned.sort(byCurrency),
  };
}

interface LineDef {
  key: string;
  label: string;
}

/** One line per key over the buckets; `valuesOf` says how much a day adds to which line. */
export function graphOf(
  days: ReadonlyArray<{ day: string; adds: Array<[key: string, n: number]> }>,
  lines: readonly LineDef[],
  range: Range,
  segment: StatisticsSegmentValue,
): StatisticsAnswer['graph'] {
  const buckets = bucketsBetween(range.dateFrom, range.dateTo, segment);
  const column = new Map(buckets.map((b, i) => [b, i]));
  const known = new Map(lines.map((l) => [l.key, { ...l, values: buckets.map(() => 0), total: 0 }]));
  for (const { day, adds } of days) {
    const i = column.get(bucketOf(day, segment));
    if (i === undefined) continue;
    for (const [key, n] of adds) {
      let line = known.get(key);
      if (!line) {
        // A race deleted since: its registrations still count, under its id.
        line = { key, label: key, values: buckets.map(() => 0), total: 0 };
        known.set(key, line);
      }
      line.values[i] = (line.values[i] ?? 0) + n;
      line.total += n;
    }
  }
  return { buckets, lines: [...known.values()] };
}

/** `race#<eventGuid>#<subGuid>` counters of a day, keyed by race or by event. */
function raceAdds(counters: StatCounters, mergeLevel: number): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const [key, n] of Object.entries(counters)) {
    if (!key.startsWith('race#')) continue;
    const [, eventGuid, subGuid] = key.split('#') as [string, string, string];
    out.push([mergeLevel === StatisticsMergeLevel.event ? eventGuid : subGuid, n]);
  }
  return out;
}

export async function seriesStatistics(
  ports: StatisticsPorts,
  seriesGuid: string,
  query: StatisticsQuery,
): Promise<StatisticsAnswer> {
  const series = await ports.series(seriesGuid);
  if (!series) throw new NotFoundError('seriesEditor.seriesNotFound');
  const range = rangeOf(query, ports.now());
  const [races, days, raceDays] = await Promise.all([
    ports.racesOfSeries(seriesGuid),
    ports.statDays(seriesGuid, range.dateFrom, range.dateTo, 'day'),
    ports.statDays(seriesGuid, range.dateFrom, range.dateTo, 'races'),
  ]);
  const lines: LineDef[] =
    query.mergeLevel === StatisticsMergeLevel.event
      ? [...new Map(races.map((r) => [r.eventGuid, { key: r.eventGuid, label: r.eventName }])).values()]
      : races.map((r) => ({ key: r.guid, label: `${r.eventName} – ${r.name}` }));
  return {
    seriesId: series.guid,
    seriesName: series.name,
    ...range,
    segment: query.segment,
    mergeLevel: query.mergeLevel,
    summary: summarize(days.map((d) => d.counters)),
    races: races.map(({ guid, name, eventName, used, capacity }) => ({
      guid,
      name,
      eventName,
      used,
      capacity,
    })),
    graph: graphOf(
      raceDays.map((d) => ({ day: d.day, adds: raceAdds(d.counters, query.mergeLevel) })),
      lines,
      range,
      query.segment as StatisticsSegmentValue,
    ),
  };
}

/** Every series: the summary of all of them and one line per series (registrations placed). */
export async function globalStatistics(
  ports: StatisticsPorts,
  query: StatisticsQuery,
): Promise<StatisticsAnswer> {
  const range = rangeOf(query, ports.now());
  const series = await ports.allSeries();
  const perSeries = await Promise.all(
    series.map(async (s) => ({
      series: s,
      days: await ports.statDays(s.guid, range.dateFrom, range.dateTo, 'day'),
    })),
  );
  const used = perSeries.filter((p) => p.days.length > 0);
  return {
    seriesId: null,
    seriesName: null,
    ...range,
    segment: query.segment,
    mergeLevel: query.mergeLevel,
    summary: summarize(perSeries.flatMap((p) => p.days.map((d) => d.counters))),
    races: [],
    graph: graphOf(
      used.flatMap((p) =>
        p.days.map((d) => ({
          day: d.day,
          adds: [[p.series.guid, d.counters.items ?? 0]] as Array<[string, number]>,
        })),
      ),
      used.map((p) => ({ key: p.series.guid, label: p.series.name })),
      range,
      query.segment as StatisticsSegmentValue,
    ),
  };
}
