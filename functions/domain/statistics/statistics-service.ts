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
import { countsOf, type WaitingEntryRecord } from '../waiting-list/waiting-list-rules';
import type { ListPart } from '@shared/waiting-list/waiting-list-schemas';
import { splitMonth, type StatCounters } from './stat-counters';

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

/** A category's, wave's or sub-category's own waiting list (issue 27) and its entries' states. */
export interface PartEntries {
  kind: ListPart['kind'];
  name: string;
  entries: ReadonlyArray<Pick<WaitingEntryRecord, 'state'>>;
}

export interface StatisticsPorts {
  series(guid: string): Promise<{ guid: string; name: string } | undefined>;
  allSeries(): Promise<Array<{ guid: string; name: string }>>;
  /** The series' races in event order with their live capacity counters. */
  racesOfSeries(seriesGuid: string): Promise<StatisticsRace[]>;
  /** The entries' states of those of the races that have a waiting list (issue 27), by race. */
  waitingListEntries?(
    raceGuids: readonly string[],
  ): Promise<ReadonlyMap<string, ReadonlyArray<Pick<WaitingEntryRecord, 'state'>>>>;
  /** The races' categories' and waves' own lists with their entries' states, by race. */
  waitingListPartEntries?(raceGuids: readonly string[]): Promise<ReadonlyMap<string, PartEntries[]>>;
  /** The series' summary (`day`) or per-race (`races`) counter days within the range (inclusive). */
  statDays(seriesGuid: string, from: string, to: string, item: 'day' | 'races'): Promise<StatDayRow[]>;
  /** The series' month roll-ups (`yyyy-mm`) within the range (inclusive), see stat-counters.ts. */
  statMonths(
    seriesGuid: string,
    from: string,
    to: string,
  ): Promise<Array<{ month: string; counters: StatCounters }>>;
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
  const [lists, partLists] = await Promise.all([
    ports.waitingListEntries?.(races.map((r) => r.guid)),
    ports.waitingListPartEntries?.(races.map((r) => r.guid)),
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
    races: races.map(({ guid, name, eventName, used, capacity }) => {
      const entries = lists?.get(guid);
      const parts = partLists?.get(guid) ?? [];
      return {
        guid,
        name,
        eventName,
        used,
        capacity,
        ...(entries ? { waitingList: countsOf(entries) } : {}),
        ...(parts.length
          ? {
              waitingListParts: parts.map((p) => ({
                kind: p.kind,
                name: p.name,
                counts: countsOf(p.entries),
              })),
            }
          : {}),
      };
    }),
    graph: graphOf(
      raceDays.map((d) => ({ day: d.day, adds: raceAdds(d.counters, query.mergeLevel) })),
      lines,
      range,
      query.segment as StatisticsSegmentValue,
    ),
  };
}

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const prevMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * How a range splits into whole months (read from the month roll-ups) and the days of the partial
 * months at its edges (read from the day items). `months` is null when no month is whole.
 */
export function splitRange(range: Range): {
  months: { from: string; to: string } | null;
  days: Array<{ from: string; to: string }>;
} {
  const firstMonth = range.dateFrom.endsWith('-01')
    ? range.dateFrom.slice(0, 7)
    : nextMonth(range.dateFrom.slice(0, 7));
  const lastMonth =
    range.dateTo === lastDayOf(range.dateTo.slice(0, 7))
      ? range.dateTo.slice(0, 7)
      : prevMonth(range.dateTo.slice(0, 7));
  if (firstMonth > lastMonth) return { months: null, days: [{ from: range.dateFrom, to: range.dateTo }] };
  const days: Array<{ from: string; to: string }> = [];
  if (range.dateFrom < `${firstMonth}-01`)
    days.push({ from: range.dateFrom, to: lastDayOf(prevMonth(firstMonth)) });
  if (range.dateTo > lastDayOf(lastMonth))
    days.push({ from: `${nextMonth(lastMonth)}-01`, to: range.dateTo });
  return { months: { from: firstMonth, to: lastMonth }, days };
}

/**
 * A series' summary counters over the range and its registrations placed per day, from the month
 * roll-ups for the whole months and the day items at the edges: the same sums as all the range's
 * day items, from at most 12 items a year plus two partial months.
 */
async function seriesSummaryRows(
  ports: StatisticsPorts,
  seriesGuid: string,
  range: Range,
): Promise<{ counters: StatCounters[]; itemsByDay: Array<[day: string, items: number]> }> {
  const split = splitRange(range);
  const [months, ...edges] = await Promise.all([
    split.months ? ports.statMonths(seriesGuid, split.months.from, split.months.to) : Promise.resolve([]),
    ...split.days.map((d) => ports.statDays(seriesGuid, d.from, d.to, 'day')),
  ]);
  const counters: StatCounters[] = [];
  const itemsByDay: Array<[string, number]> = [];
  for (const m of months) {
    const { summary, itemsByDay: days } = splitMonth(m.month, m.counters);
    counters.push(summary);
    itemsByDay.push(...days);
  }
  for (const d of edges.flat()) {
    counters.push(d.counters);
    itemsByDay.push([d.day, d.counters.items ?? 0]);
  }
  return { counters, itemsByDay };
}

/** Every series: the summary of all of them and one line per series (registrations placed). */
export async function globalStatistics(
  ports: StatisticsPorts,
  query: StatisticsQuery,
): Promise<StatisticsAnswer> {
  const range = rangeOf(query, ports.now());
  const series = await ports.allSeries();
  const perSeries = await Promise.all(
    series.map(async (s) => ({ series: s, ...(await seriesSummaryRows(ports, s.guid, range)) })),
  );
  const used = perSeries.filter((p) => p.counters.length > 0);
  return {
    seriesId: null,
    seriesName: null,
    ...range,
    segment: query.segment,
    mergeLevel: query.mergeLevel,
    summary: summarize(perSeries.flatMap((p) => p.counters)),
    races: [],
    graph: graphOf(
      used.flatMap((p) =>
        p.itemsByDay.map(([day, items]) => ({
          day,
          adds: [[p.series.guid, items]] as Array<[string, number]>,
        })),
      ),
      used.map((p) => ({ key: p.series.guid, label: p.series.name })),
      range,
      query.segment as StatisticsSegmentValue,
    ),
  };
}
