import { describe, expect, it } from 'vitest';
import { pragueDay } from '@shared/statistics/statistics-calendar';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { JobRecord, JobRunContext } from '../jobs/jobs';
import {
  countersByDay,
  monthFromDays,
  runStatisticsRecount,
  type LoadedForCount,
  type RecountPorts,
} from './recount-statistics';
import { counterWrites, placementDeltas, transitionDelta, type StatCounters } from './stat-counters';

const SERIES = 'series-1';

const order = (guid: string, dateCreated: string, over: Partial<OrderRecord> = {}): LoadedForCount => ({
  order: {
    guid,
    seriesGuid: SERIES,
    dateCreated,
    paid: false,
    expired: false,
    cancelled: false,
    deleted: false,
    paymentMethod: 2,
    currency: 'CZK',
    calculatedPrice: 40000,
    cancelledAmount: 0,
    ...over,
  } as OrderRecord,
  items: [
    { kind: 'regular', seriesEventGuid: 'e1', subEventGuid: 'r1' } as OrderItemRecord,
    { kind: 'relay', seriesEventGuid: 'e1', subEventGuid: 'r2' } as OrderItemRecord,
  ],
});

/** The table in memory: counter items with their write version, and the orders. */
function memory(orders: LoadedForCount[]) {
  const stat = new Map<string, { counters: StatCounters; version: number }>();
  // An order write: the day item and, for a summary, its month roll-up, as the adapter writes them.
  const add = (item: 'day' | 'races', day: string, counters: StatCounters) => {
    for (const w of counterWrites([{ item, seriesGuid: SERIES, day, add: counters }])) {
      const key = `${w.item}|${w.day}`;
      const cur = stat.get(key) ?? { counters: {}, version: 0 };
      for (const [k, v] of Object.entries(w.add)) cur.counters[k] = (cur.counters[k] ?? 0) + v;
      stat.set(key, { counters: cur.counters, version: cur.version + 1 });
    }
  };
  let beforeReplace: (() => void) | null = null;
  let beforeMonthReplace: (() => void) | null = null;
  const ports: RecountPorts = {
    seriesExists: async (g) => g === SERIES,
    ordersOfSeries: async () => orders.map((o) => ({ guid: o.order.guid, dateCreated: o.order.dateCreated })),
    countedDays: async () => [
      ...new Set(
        [...stat.keys()].filter((k) => !k.startsWith('month|')).map((k) => k.split('|')[1] as string),
      ),
    ],
    countedMonths: async () =>
      [...stat.keys()].filter((k) => k.startsWith('month|')).map((k) => k.split('|')[1] as string),
    readMonth: async (_s, month) => {
      const cur = stat.get(`month|${month}`);
      return { exists: Boolean(cur), version: cur?.version ?? 0 };
    },
    dayCountersOfMonth: async (_s, month) =>
      [...stat.entries()]
        .filter(([k]) => k.startsWith(`day|${month}-`))
        .map(([k, v]) => ({ day: k.slice(4), counters: { ...v.counters } })),
    replaceMonth: async (_s, month, counters, expected) => {
      beforeMonthReplace?.();
      beforeMonthReplace = null;
      const cur = stat.get(`month|${month}`);
      if (Boolean(cur) !== expected.exists || (cur?.version ?? 0) !== expected.version) return false;
      if (Object.keys(counters).length === 0) stat.delete(`month|${month}`);
      else stat.set(`month|${month}`, { counters: { ...counters }, version: expected.version + 1 });
      return true;
    },
    readDay: async (_s, day) => {
      const d = stat.get(`day|${day}`);
      const r = stat.get(`races|${day}`);
      return {
        day: { exists: Boolean(d), version: d?.version ?? 0 },
        races: { exists: Boolean(r), version: r?.version ?? 0 },
      };
    },
    loadOrders: async (guids) => orders.filter((o) => guids.includes(o.order.guid)),
    replaceDay: async (_s, day, counters, expected) => {
      beforeReplace?.();
      beforeReplace = null;
      for (const item of ['day', 'races'] as const) {
        const cur = stat.get(`${item}|${day}`);
        if (Boolean(cur) !== expected[item].exists || (cur?.version ?? 0) !== expected[item].version)
          return false;
      }
      for (const item of ['day', 'races'] as const) {
        if (Object.keys(counters[item]).length === 0) stat.delete(`${item}|${day}`);
        else
          stat.set(`${item}|${day}`, {
            counters: { ...counters[item] },
            version: expected[item].version + 1,
          });
      }
      return true;
    },
  };
  return {
    ports,
    stat,
    add,
    onNextReplace: (fn: () => void) => (beforeReplace = fn),
    onNextMonthReplace: (fn: () => void) => (beforeMonthReplace = fn),
  };
}

function context(job: Partial<JobRecord> = {}): JobRunContext & { saved: number[] } {
  const saved: number[] = [];
  return {
    saved,
    job: {
      kind: 'statisticsRecount',
      input: { seriesGuid: SERIES },
      done: 0,
      result: null,
      createdBy: 'admin',
      createdByName: null,
      ...job,
    } as JobRecord,
    progress: async (done) => {
      saved.push(done);
    },
    timeIsUp: () => false,
    now: () => new Date(),
  };
}

const dayOf = (iso: string) => pragueDay(iso);

describe('statistics recount', () => {
  const orders = [
    order('a', '2026-03-01T10:00:00Z', { paid: true, datePaid: '2026-03-02T10:00:00Z' }),
    order('b', '2026-03-01T23:30:00Z'), // 1 March 23:30 UTC is 2 March in Prague
    order('c', '2026-03-05T08:00:00Z', { cancelled: true, cancelledAmount: 10000 }),
  ];

  it('counts what checkout and the transitions would have added, per Prague day', () => {
    const days = countersByDay(orders);
    expect([...days.keys()].sort()).toEqual(['2026-03-01', '2026-03-02', '2026-03-05']);
    expect(days.get('2026-03-01')?.day).toMatchObject({ orders: 1, paid: 1, items: 2, teamItems: 1 });
    expect(days.get('2026-03-01')?.races).toEqual({ 'race#e1#r1': 1, 'race#e1#r2': 1 });
    // A placed order that later got paid: placement + the transition's difference = the recount.
    const unpaid = order('x', '2026-03-01T10:00:00Z');
    const live: StatCounters = {};
    const placed = placementDeltas(unpaid.order, unpaid.items).find((d) => d.item === 'day');
    const paid = transitionDelta(unpaid.order, { paid: true, datePaid: '2026-03-02T10:00:00Z' });
    for (const d of [placed, paid])
      for (const [k, v] of Object.entries(d?.add ?? {})) live[k] = (live[k] ?? 0) + v;
    const recounted = countersByDay([{ ...unpaid, order: { ...unpaid.order, paid: true } }]).get(
      '2026-03-01',
    )?.day;
    expect(Object.fromEntries(Object.entries(live).filter(([, v]) => v !== 0))).toEqual(recounted);
  });

  it('replaces wrong or missing counters, removes days without orders, and changes nothing the second time', async () => {
    const m = memory(orders);
    m.add('day', '2026-03-01', { orders: 7, paid: 3 }); // counted wrong
    m.add('day', '2026-02-10', { orders: 2 }); // no orders that day any more
    const first = await runStatisticsRecount(m.ports, context());
    expect(first).toMatchObject({
      kind: 'finished',
      done: 4,
      result: { days: 4, orders: 3, emptiedDays: 1 },
    });
    const snapshot = JSON.stringify([...m.stat.entries()].map(([k, v]) => [k, v.counters]).sort());
    expect(m.stat.get('day|2026-03-01')?.counters).toEqual(countersByDay(orders).get('2026-03-01')?.day);
    expect(m.stat.has('day|2026-02-10')).toBe(false);
    expect(m.stat.get('day|2026-03-05')?.counters).toMatchObject({ cancelled: 1, 'returned#CZK': 10000 });

    await runStatisticsRecount(m.ports, context());
    expect(JSON.stringify([...m.stat.entries()].map(([k, v]) => [k, v.counters]).sort())).toBe(snapshot);
  });

  it('counts a day again when an order write lands between its read and its replace', async () => {
    const m = memory(orders);
    // The first replace finds the day changed (a live write), so it reads and replaces again.
    m.onNextReplace(() => m.add('day', dayOf('2026-03-01T10:00:00Z'), { orders: 1 }));
    await runStatisticsRecount(m.ports, context());
    expect(m.stat.get('day|2026-03-01')?.counters).toEqual(countersByDay(orders).get('2026-03-01')?.day);
  });

  it('resumes after the days a previous delivery replaced', async () => {
    const m = memory(orders);
    const ctx = context({ done: 2, result: { days: 2, orders: 2, emptiedDays: 0 } });
    const out = await runStatisticsRecount(m.ports, ctx);
    expect(out).toMatchObject({ kind: 'finished', result: { days: 3, orders: 3 } });
    expect(m.stat.has('day|2026-03-01')).toBe(false);
    expect(m.stat.has('day|2026-03-05')).toBe(true);
  });

  it('rebuilds the month roll-ups from the recounted days, removing months without days', async () => {
    const m = memory(orders);
    m.add('day', '2026-03-01', { orders: 7, items: 4 }); // counted wrong, so is its month
    m.stat.set('month|2026-01', { counters: { orders: 3 }, version: 1 }); // no day left in it
    await runStatisticsRecount(m.ports, context());
    const days = [...countersByDay(orders)].map(([day, c]) => ({ day, counters: c.day }));
    expect(m.stat.get('month|2026-03')?.counters).toEqual(monthFromDays(days));
    expect(m.stat.get('month|2026-03')?.counters).toMatchObject({
      orders: 3,
      items: 6,
      'itemsOn#01': 2,
      'itemsOn#02': 2,
      'itemsOn#05': 2,
    });
    expect(m.stat.has('month|2026-01')).toBe(false);
    expect(m.stat.has('month|2026-02')).toBe(false);
  });

  it('sums a month again when an order write lands between its read and its replace', async () => {
    const m = memory(orders);
    m.onNextMonthReplace(() => m.add('day', '2026-03-05', { orders: 1, items: 1 }));
    await runStatisticsRecount(m.ports, context());
    const days = [...m.stat.entries()]
      .filter(([k]) => k.startsWith('day|2026-03-'))
      .map(([k, v]) => ({ day: k.slice(4), counters: v.counters }));
    expect(m.stat.get('month|2026-03')?.counters).toEqual(monthFromDays(days));
    expect(m.stat.get('month|2026-03')?.counters.orders).toBe(4);
  });
});
