import { describe, expect, it } from 'vitest';
import type { StatisticsSegmentValue } from '@shared/statistics/statistics-calendar';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import {
  counterWrites,
  placementDeltas,
  transitionDelta,
  type StatCounters,
  type StatDelta,
} from './stat-counters';
import { globalStatistics, graphOf, splitRange, summarize, type StatisticsPorts } from './statistics-service';

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERIES = ['s1', 's2', 's3'];

/** The table in memory, written as the adapter writes: `counterWrites` of each change. */
function world(seed: number) {
  const rnd = random(seed);
  const items = new Map<string, StatCounters>();
  const write = (deltas: Array<StatDelta | null>) => {
    for (const w of counterWrites(deltas.filter((d): d is StatDelta => d !== null))) {
      const key = `${w.seriesGuid}|${w.item}|${w.day}`;
      const cur = items.get(key) ?? {};
      for (const [k, v] of Object.entries(w.add)) cur[k] = (cur[k] ?? 0) + v;
      items.set(key, cur);
    }
  };
  // Over 14 months around a year, Prague days across both daylight-saving changes.
  const start = Date.UTC(2025, 10, 20);
  for (let i = 0; i < 400; i++) {
    const order = {
      guid: String(i),
      seriesGuid: SERIES[Math.floor(rnd() * SERIES.length)],
      currency: rnd() < 0.2 ? 'EUR' : 'CZK',
      paymentMethod: rnd() < 0.5 ? 1 : 2,
      calculatedPrice: 10_000 + Math.floor(rnd() * 5) * 2_500,
      cancelledAmount: 0,
      paid: false,
      expired: false,
      cancelled: false,
      deleted: false,
      dateCreated: new Date(start + Math.floor(rnd() * 430 * 24 * 60) * 60_000).toISOString(),
    } as OrderRecord;
    const items = Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, n) => ({
      kind: rnd() < 0.3 ? 'team' : 'regular',
      seriesEventGuid: 'e1',
      subEventGuid: `r${n}`,
    })) as OrderItemRecord[];
    const deltas: Array<StatDelta | null> = [...placementDeltas(order, items)];
    const r = rnd();
    if (r < 0.6) {
      deltas.push(transitionDelta(order, { paid: true }));
      if (rnd() < 0.1)
        deltas.push(
          transitionDelta(
            { ...order, paid: true },
            { cancelled: true, cancelledAmount: order.calculatedPrice },
          ),
        );
    } else if (r < 0.8) deltas.push(transitionDelta(order, { expired: true }));
    else if (r < 0.85) deltas.push(transitionDelta(order, { deleted: true }));
    // Some in one transaction (a bulk writer), some one by one.
    if (rnd() < 0.5) write(deltas);
    else for (const d of deltas) write([d]);
  }
  const rows = (series: string, item: string, from: string, to: string) =>
    [...items]
      .filter(([k]) => {
        const [s, it, at] = k.split('|') as [string, string, string];
        return s === series && it === item && at >= from && at <= to;
      })
      .sort(([a], [b]) => a.localeCompare(b));
  const monthsRead: string[] = [];
  const ports: StatisticsPorts = {
    series: async (guid) => ({ guid, name: guid }),
    allSeries: async () => SERIES.map((guid) => ({ guid, name: `Series ${guid}` })),
    racesOfSeries: async () => [],
    statDays: async (series, from, to, item) =>
      rows(series, item, from, to).map(([k, counters]) => ({ day: k.split('|')[2] as string, counters })),
    statMonths: async (series, from, to) => {
      const out = rows(series, 'month', from, to).map(([k, counters]) => ({
        month: k.split('|')[2] as string,
        counters,
      }));
      monthsRead.push(...out.map((m) => m.month));
      return out;
    },
    now: () => new Date('2026-06-15T10:00:00Z'),
  };
  return { ports, rows, monthsRead };
}

describe('statistics month roll-ups', () => {
  it('splits a range into whole months and the partial months at its edges', () => {
    expect(splitRange({ dateFrom: '2026-01-01', dateTo: '2026-12-31' })).toEqual({
      months: { from: '2026-01', to: '2026-12' },
      days: [],
    });
    expect(splitRange({ dateFrom: '2026-01-15', dateTo: '2026-03-31' })).toEqual({
      months: { from: '2026-02', to: '2026-03' },
      days: [{ from: '2026-01-15', to: '2026-01-31' }],
    });
    expect(splitRange({ dateFrom: '2025-12-31', dateTo: '2026-02-28' })).toEqual({
      months: { from: '2026-01', to: '2026-02' },
      days: [{ from: '2025-12-31', to: '2025-12-31' }],
    });
    expect(splitRange({ dateFrom: '2028-02-01', dateTo: '2028-02-28' })).toEqual({
      months: null,
      days: [{ from: '2028-02-01', to: '2028-02-28' }],
    });
    expect(splitRange({ dateFrom: '2026-03-02', dateTo: '2026-04-29' })).toEqual({
      months: null,
      days: [{ from: '2026-03-02', to: '2026-04-29' }],
    });
    expect(splitRange({ dateFrom: '2026-11-10', dateTo: '2027-01-03' })).toEqual({
      months: { from: '2026-12', to: '2026-12' },
      days: [
        { from: '2026-11-10', to: '2026-11-30' },
        { from: '2027-01-01', to: '2027-01-03' },
      ],
    });
  });

  it('gives every series the same numbers as summing the day items, for random orders and ranges', async () => {
    for (const seed of [1, 2]) {
      const { ports, rows, monthsRead } = world(seed);
      const rnd = random(seed * 7);
      const day = () =>
        new Date(Date.UTC(2025, 10, 15) + Math.floor(rnd() * 440) * 86_400_000).toISOString().slice(0, 10);
      const ranges = [
        { dateFrom: '2026-01-01', dateTo: '2026-12-31' },
        { dateFrom: '2025-11-01', dateTo: '2027-01-31' },
        ...Array.from({ length: 8 }, () => [day(), day()].sort() as [string, string]).map(
          ([dateFrom, dateTo]) => ({ dateFrom, dateTo }),
        ),
      ];
      for (const range of ranges)
        for (const segment of [1, 2, 3] as StatisticsSegmentValue[]) {
          const answer = await globalStatistics(ports, { ...range, segment, mergeLevel: 2 });
          // What the statistics were before the roll-ups: every day item of the range.
          const perSeries = SERIES.map((s) => ({ s, days: rows(s, 'day', range.dateFrom, range.dateTo) }));
          const used = perSeries.filter((p) => p.days.length > 0);
          expect(answer.summary).toEqual(summarize(perSeries.flatMap((p) => p.days.map(([, c]) => c))));
          expect(answer.graph).toEqual(
            graphOf(
              used.flatMap((p) =>
                p.days.map(([k, c]) => ({
                  day: k.split('|')[2] as string,
                  adds: [[p.s, c.items ?? 0]] as Array<[string, number]>,
                })),
              ),
              used.map((p) => ({ key: p.s, label: `Series ${p.s}` })),
              range,
              segment,
            ),
          );
        }
      // The whole-year ranges were read from the roll-ups, not from 365 days a series.
      expect(monthsRead.length).toBeGreaterThan(0);
    }
    // Thousands of Prague-day conversions and whole-year graphs: slow on a shared machine, not stuck.
  }, 60_000);
});
