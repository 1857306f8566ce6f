import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import type { Access } from '../access/access';
import type { OrderItemRecord, OrderRecord } from './order-records';
import type { PendingValueChange } from './value-change-records';
import type { AdminOrderPorts, LoadedOrder } from './admin-order-ports';
import {
  correctOrderItem,
  deleteOrder,
  getOrder,
  listOrders,
  matchingOrders,
  orderDetail,
  restoreDeletedOrder,
  setOrderExpired,
  setOrderPaid,
  unsetOrderExpired,
} from './admin-orders';
import { combinationMatches, createdWithin, flagCombination, searchTokens } from './order-list-index';
import { meets } from './order-state';
import { deleteTeamsEmptiedBy } from '../team-admin/emptied-teams';

const base = (guid: string, over: Partial<OrderRecord> = {}) =>
  ({
    entity: 'order',
    guid,
    variableSymbol: `VS${guid}`,
    seriesGuid: 'S1',
    eventGuids: ['E1'],
    registrator: { firstName: 'Jan', lastName: 'Novák', email: `${guid}@example.com` },
    calculatedPrice: 50000,
    currency: 'CZK',
    paymentMethod: 2,
    itemCount: 1,
    dateCreated: '2026-05-01T10:00:00.000Z',
    paid: false,
    datePaid: null,
    expired: false,
    dateExpired: null,
    cancelled: false,
    dateCancelled: null,
    deleted: false,
    issued: false,
    counters: [{ scope: 'subevent', guid: 'sub1', n: 1 }],
    ...over,
  }) as OrderRecord;

/** An in-memory store that executes plans like the DynamoDB adapter: guarded, capacity-checked, atomic. */
function memory(orders: OrderRecord[], capacity: Record<string, { used: number; capacity: number }> = {}) {
  const db = new Map(
    orders.map((o) => [
      o.guid,
      { order: o, items: [{ index: 0 }] as OrderItemRecord[], history: [] } as LoadedOrder,
    ]),
  );
  const emails: Array<[string, number, string | undefined]> = [];
  const listedSeries: string[] = [];
  const readLimits: number[] = [];
  const ofSeries = (seriesGuid: string, range: { from?: string; to?: string }) =>
    [...db.values()]
      .map((l) => l.order)
      .filter(
        (o) =>
          o.seriesGuid === seriesGuid &&
          (!range.from || o.dateCreated >= range.from) &&
          (!range.to || o.dateCreated.slice(0, 10) <= range.to),
      );
  const valueChanges: PendingValueChange[] = [];
  const ports: AdminOrderPorts = {
    valueChangesOfOrder: async (guid) => valueChanges.filter((c) => c.orderGuid === guid),
    ordersOfSeries: async (seriesGuid, range) => {
      listedSeries.push(seriesGuid);
      return ofSeries(seriesGuid, range);
    },
    newestOrdersOfSeries: async (seriesGuid, range, limit) => {
      readLimits.push(limit);
      return ofSeries(seriesGuid, range)
        .sort((a, b) => (a.dateCreated < b.dateCreated ? 1 : -1))
        .slice(0, limit);
    },
    countOrdersOfSeries: async (seriesGuid, range) => ofSeries(seriesGuid, range).length,
    allSeriesGuids: async () => [...new Set([...db.values()].map((l) => l.order.seriesGuid))],
    loadOrder: async (guid) => {
      const l = db.get(guid);
      return l && structuredClone(l);
    },
    applyTransition: async (order, _items, plan) => {
      const current = db.get(order.guid) as LoadedOrder;
      if (!meets(current.order, plan.guard)) return { kind: 'orderChanged' };
      if (plan.capacity && 'take' in plan.capacity)
        for (const c of plan.capacity.take) {
          const counter = capacity[`${c.scope}#${c.guid}`];
          if (counter && counter.capacity > 0 && counter.used + c.n > counter.capacity)
            return { kind: 'capacityFull', counter: c };
        }
      const delta = plan.capacity ? ('take' in plan.capacity ? 1 : -1) : 0;
      const counters = plan.capacity
        ? 'take' in plan.capacity
          ? plan.capacity.take
          : plan.capacity.release
        : [];
      for (const c of counters) {
        const key = `${c.scope}#${c.guid}`;
        capacity[key] = {
          capacity: capacity[key]?.capacity ?? 0,
          used: (capacity[key]?.used ?? 0) + delta * c.n,
        };
      }
      current.order = { ...current.order, ...plan.set };
      current.history.push(plan.history);
      return { kind: 'applied' };
    },
    enqueueOrderEmail: async (guid, type, suffix) => {
      emails.push([guid, type, suffix]);
    },
  };
  return { ports, emails, capacity, listedSeries, readLimits, db, valueChanges };
}

const admin: Access = { all: true };
const body = (filter = {}, take = 30, skip = 0) => ({ filter, take, skip });
const now = new Date('2026-05-02T08:00:00.000Z');

describe('orders list', () => {
  const orders = [
    base('a', { paid: true, dateCreated: '2026-05-01T09:00:00.000Z' }),
    base('b', {
      dateCreated: '2026-05-03T09:00:00.000Z',
      registrator: { firstName: 'Eva', lastName: 'Černá', email: 'eva@x.cz' } as OrderRecord['registrator'],
    }),
    base('c', { seriesGuid: 'S2', eventGuids: ['E3'], deleted: true }),
    base('d', { eventGuids: ['E1', 'E2'], subEventGuids: ['R1'], categoryGuids: ['C1'], waveGuids: ['W1'] }),
  ];

  it('answers newest first with the §3 envelope, filtered by flags, dates and accent-insensitive search', async () => {
    const { ports } = memory(orders);
    const all = await listOrders(ports, admin, body());
    expect(all).toMatchObject({ page: 0, maxPage: 0, total: 4 });
    expect(all.rows[0]?.id).toBe('b');
    expect((await listOrders(ports, admin, body({ paid: true }))).rows.map((r) => r.id)).toEqual(['a']);
    expect((await listOrders(ports, admin, body({ deleted: true }))).rows.map((r) => r.id)).toEqual(['c']);
    expect((await listOrders(ports, admin, body({ searchText: 'cerna' }))).rows.map((r) => r.id)).toEqual([
      'b',
    ]);
    expect((await listOrders(ports, admin, body({ searchText: 'VSd' }))).rows.map((r) => r.id)).toEqual([
      'd',
    ]);
    expect(
      (await listOrders(ports, admin, body({ dateFrom: '2026-05-02', dateTo: '2026-05-03' }))).rows.map(
        (r) => r.id,
      ),
    ).toEqual(['b']);
    expect((await listOrders(ports, admin, body({ seriesEventId: 'E2' }))).rows.map((r) => r.id)).toEqual([
      'd',
    ]); // Race, category and wave filters (orders placed before their lists were kept match none).
    for (const filter of [{ seriesSubEventId: 'R1' }, { seriesCategoryId: 'C1' }, { seriesWaveId: 'W1' }])
      expect((await listOrders(ports, admin, body(filter))).rows.map((r) => r.id)).toEqual(['d']);
    expect((await listOrders(ports, admin, body({ seriesWaveId: 'W2' }))).total).toBe(0);
  });

  it('pages by take/skip with exact totals', async () => {
    const many = Array.from({ length: 31 }, (_, i) =>
      base(`o${String(i).padStart(2, '0')}`, {
        dateCreated: `2026-05-01T10:00:${String(i).padStart(2, '0')}.000Z`,
      }),
    );
    const { ports, listedSeries, readLimits } = memory(many);
    const second = await listOrders(ports, admin, body({}, 30, 30));
    expect(second).toMatchObject({ page: 1, maxPage: 1, total: 31 });
    expect(second.rows.map((r) => r.id)).toEqual(['o00']);
    // Without a per-order filter only the newest skip + take rows are read (and counted).
    expect(readLimits).toEqual([60]);
    expect(listedSeries).toEqual([]);
    const paid = await listOrders(ports, admin, body({ paid: false }, 30, 30));
    expect(paid).toMatchObject({ total: 31, rows: [{ id: 'o00' }] });
    expect(listedSeries).toEqual(['S1']);
  });

  it('reads only the permitted series partitions of an event manager', async () => {
    const { ports, listedSeries } = memory(orders);
    const em: Access = { all: false, seriesGuids: [], eventGuids: ['E1'], eventSeriesGuids: ['S1'] };
    const rows = (await listOrders(ports, em, body())).rows.map((r) => r.id);
    // d also touches E2, which is not permitted.
    expect(rows.sort()).toEqual(['a', 'b']);
    expect(listedSeries).toEqual(['S1']);
    const wholeSeries: Access = { all: false, seriesGuids: ['S2'], eventGuids: [], eventSeriesGuids: [] };
    expect((await listOrders(ports, wholeSeries, body())).rows.map((r) => r.id)).toEqual(['c']);
    expect((await listOrders(ports, wholeSeries, body({ seriesId: 'S1' }))).total).toBe(0);
  });
});

describe('order actions', () => {
  it('set paid applies once and queues one payment e-mail, even when two admins act at once', async () => {
    const { ports, emails } = memory([base('a')]);
    const results = await Promise.allSettled([
      setOrderPaid(ports, 'a', { by: 'admin1' }, now),
      setOrderPaid(ports, 'a', { by: 'admin2' }, now),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 'registrations.alreadyPaid', status: 409 });
    expect(emails).toEqual([['a', EmailType.PAYMENT, undefined]]);
  });

  it('remove releases the places once; restore takes them back, refused when they are gone', async () => {
    const { ports, capacity } = memory([base('a')], { 'subevent#sub1': { used: 1, capacity: 1 } });
    const removed = await deleteOrder(ports, 'a', { by: 'admin1' }, now);
    expect(removed.deleted).toBe(true);
    expect(capacity['subevent#sub1']?.used).toBe(0);
    await expect(deleteOrder(ports, 'a', { by: 'admin1' }, now)).rejects.toMatchObject({
      code: 'registrations.alreadyDeleted',
    });
    expect(capacity['subevent#sub1']?.used).toBe(0);
    // Someone else took the last place meanwhile.
    capacity['subevent#sub1'] = { used: 1, capacity: 1 };
    await expect(restoreDeletedOrder(ports, 'a', { by: 'admin1' }, now)).rejects.toMatchObject({
      code: 'registrations.capacityFull',
    });
    capacity['subevent#sub1'] = { used: 0, capacity: 1 };
    const restored = await restoreDeletedOrder(ports, 'a', { by: 'admin1', byName: 'Eva Správcová' }, now);
    expect(restored.deleted).toBe(false);
    expect(capacity['subevent#sub1']?.used).toBe(1);
    expect(restored.history.map((h) => h.action).sort()).toEqual(['removed', 'restored']);
    expect(restored.history.find((h) => h.action === 'restored')).toMatchObject({
      by: 'admin1',
      byName: 'Eva Správcová',
    });
  });

  it('answers 404 for an unknown order', async () => {
    const { ports } = memory([]);
    await expect(setOrderPaid(ports, 'x', { by: 'a' }, now)).rejects.toMatchObject({ status: 404 });
  });
});

describe('teams and relays in the order detail and transitions', () => {
  const racer = (itemGuid: string, index: number, over: Partial<OrderItemRecord> = {}) =>
    ({
      orderGuid: 'r',
      index,
      itemGuid,
      kind: 'relay',
      teamGuid: 'relay1',
      teamName: 'Štafeta',
      firstName: itemGuid,
      lastName: 'Běžec',
      dateCreated: `2026-05-01T10:00:0${index}.000Z`,
      values: [],
      ...over,
    }) as OrderItemRecord;

  it('shows the current racers by leg (stored, else the lowest free one) and removed racers last without a leg', () => {
    const detail = orderDetail({
      order: base('r'),
      items: [
        racer('first', 0, { relayRemoved: '2026-05-02T08:00:00.000Z', track: 1 }),
        racer('second', 1, { track: 3 }),
        racer('third', 2),
        racer('fourth', 3, { track: 1 }),
      ],
      history: [],
    });
    expect(detail.items.map((i) => [i.id, i.track, i.relayRemoved])).toEqual([
      ['fourth', 1, null],
      ['third', 2, null],
      ['second', 3, null],
      ['first', null, '2026-05-02T08:00:00.000Z'],
    ]);
  });

  it('deletes the team an expiry emptied; unset expiry of an order naming a deleted team is refused', async () => {
    const { ports, capacity } = memory([base('t', { counters: [{ scope: 'team', guid: 'team1', n: 1 }] })], {
      'team#team1': { used: 1, capacity: 5 },
    });
    const deleted: string[] = [];
    ports.teamsReleased = deleteTeamsEmptiedBy({
      newId: () => 'h',
      teamCounters: async (guids) =>
        new Map(guids.flatMap((g) => (capacity[`team#${g}`] ? [[g, capacity[`team#${g}`]!] as const] : []))),
      findTeam: async (guid) =>
        deleted.includes(guid)
          ? undefined
          : {
              entity: 'team',
              guid,
              subEventGuid: 'sub1',
              name: 'Tým',
              pin: '1',
              managerEmail: 'm@example.com',
              orderGuid: 't',
              dateCreated: '2026-05-01T10:00:00.000Z',
            },
      findSubevent: async () => ({ guid: 'sub1', eventGuid: 'E1', seriesGuid: 'S1' }) as never,
      eventName: async () => 'Jaro',
      deleteTeam: async (team) => {
        deleted.push(team.guid);
        delete capacity[`team#${team.guid}`];
        return 'ok';
      },
    });
    await setOrderExpired(ports, 't', { by: 'admin1' }, now);
    expect(deleted).toEqual(['team1']);
    // The memory store refuses a take of a counter that is gone, like the DynamoDB condition.
    const apply = ports.applyTransition;
    ports.applyTransition = async (order, items, plan) =>
      plan.capacity &&
      'take' in plan.capacity &&
      plan.capacity.take.some((c) => !capacity[`${c.scope}#${c.guid}`])
        ? { kind: 'capacityFull', counter: plan.capacity.take.find((c) => c.scope === 'team')! }
        : apply(order, items, plan);
    await expect(unsetOrderExpired(ports, 't', { by: 'admin1' }, now)).rejects.toMatchObject({
      code: 'teams.teamUnavailable',
    });
  });
});

describe('orders list through its counts and search index', () => {
  /** An index kept as the adapters keep it: counts by day and flag combination, an entry per token. */
  function indexed(orders: OrderRecord[]) {
    const { ports, db } = memory(orders);
    const current = () => [...db.values()].map((l) => l.order);
    const reads: string[] = [];
    const listIndex: NonNullable<AdminOrderPorts['listIndex']> = {
      countsByCombination: async (seriesGuid, range) => {
        reads.push('counts');
        const counts = new Map<string, number>();
        for (const o of current())
          if (o.seriesGuid === seriesGuid && createdWithin(o.dateCreated, range))
            counts.set(flagCombination(o), (counts.get(flagCombination(o)) ?? 0) + 1);
        return counts;
      },
      newestMatching: async (seriesGuid, range, flags, limit) => {
        reads.push(`newest ${limit}`);
        return current()
          .filter(
            (o) =>
              o.seriesGuid === seriesGuid &&
              createdWithin(o.dateCreated, range) &&
              combinationMatches(flagCombination(o), flags),
          )
          .sort((a, b) => (a.dateCreated < b.dateCreated ? 1 : -1))
          .slice(0, limit);
      },
      searchEntries: async (seriesGuid, prefix) => {
        reads.push(`search ${prefix}`);
        return current()
          .filter((o) => o.seriesGuid === seriesGuid)
          .flatMap((o) =>
            searchTokens(o)
              .filter((t) => t.startsWith(prefix))
              .map(() => ({ orderGuid: o.guid, dateCreated: o.dateCreated, tokens: searchTokens(o) })),
          );
      },
      ordersByGuid: async (guids) => {
        reads.push(`orders ${guids.length}`);
        return current().filter((o) => guids.includes(o.guid));
      },
      eventEntries: async (eventGuid, range) => {
        reads.push(`event ${eventGuid}`);
        return current()
          .filter((o) => (o.eventGuids ?? []).includes(eventGuid) && createdWithin(o.dateCreated, range))
          .map((o) => ({
            orderGuid: o.guid,
            dateCreated: o.dateCreated,
            seriesGuid: o.seriesGuid,
            eventGuids: o.eventGuids,
          }));
      },
      eventOfRace: async (sub) => ({ R1: 'E1', R2: 'E2' })[sub],
      eventHolding: async (seriesGuids, holds) => {
        reads.push(`holding ${holds.kind} ${holds.guid}`);
        // Categories C1 and waves W1 are E1's, C2 and W2 are E2's; both events are of S1 and S2.
        const event = { C1: 'E1', W1: 'E1', C2: 'E2', W2: 'E2' }[holds.guid];
        return seriesGuids.some((s) => s === 'S1' || s === 'S2') ? event : undefined;
      },
    };
    // A whole series partition read (the fallback the indexes exist to avoid) is recorded too.
    const ordersOfSeries: AdminOrderPorts['ordersOfSeries'] = async (seriesGuid, range) => {
      reads.push(`series ${seriesGuid}`);
      return ports.ordersOfSeries(seriesGuid, range);
    };
    return { plain: ports, withIndex: { ...ports, ordersOfSeries, listIndex }, reads };
  }

  const season = Array.from({ length: 40 }, (_, i) =>
    base(`o${String(i).padStart(2, '0')}`, {
      seriesGuid: i % 4 === 3 ? 'S2' : 'S1',
      eventGuids: [i % 3 ? 'E1' : 'E2'],
      categoryGuids: [i % 3 ? (i % 2 ? 'C1' : 'C1b') : 'C2'],
      waveGuids: i % 3 ? [] : ['W2'],
      dateCreated: new Date(Date.UTC(2026, 4, 1 + (i % 9), i % 24)).toISOString(),
      paid: i % 3 === 0,
      expired: i % 7 === 1,
      deleted: i % 11 === 2,
      issued: i % 5 === 0,
      registrator: {
        firstName: ['Jiří', 'Eva'][i % 2],
        lastName: ['Dvořák', 'Černá', 'Nováková'][i % 3],
        email: `r${i}@example.cz`,
      } as OrderRecord['registrator'],
    }),
  );

  it('answers every filter as reading every order does, page and total', async () => {
    const { plain, withIndex } = indexed(season);
    const filters = [
      {},
      { paid: true },
      { paid: false, deleted: false },
      { expired: true, seriesId: 'S1' },
      { issued: true, dateFrom: '2026-05-03', dateTo: '2026-05-05' },
      { searchText: 'dvorak' },
      { searchText: 'Nováková Eva', paid: false },
      { searchText: 'r1', dateTo: '2026-05-04' },
      { searchText: 'ČERN', seriesEventId: 'E1' },
      { searchText: 'nikdo' },
    ];
    for (const filter of filters)
      for (const [take, skip] of [
        [30, 0],
        [4, 4],
      ] as const)
        expect(await listOrders(withIndex, admin, body(filter, take, skip)), JSON.stringify(filter)).toEqual(
          await listOrders(plain, admin, body(filter, take, skip)),
        );
  });

  it('answers event and race filters and event managers of some events from the per-event entries', async () => {
    const { plain, withIndex, reads } = indexed(season);
    const emE1: Access = { all: false, seriesGuids: [], eventGuids: ['E1'], eventSeriesGuids: ['S1', 'S2'] };
    const mixed: Access = { all: false, seriesGuids: ['S2'], eventGuids: ['E2'], eventSeriesGuids: ['S1'] };
    const cases: Array<[Access, object]> = [
      [admin, { seriesEventId: 'E2' }],
      [admin, { seriesEventId: 'E1', paid: false, dateFrom: '2026-05-02', dateTo: '2026-05-06' }],
      [admin, { seriesSubEventId: 'R1', seriesId: 'S1' }],
      [admin, { seriesSubEventId: 'R9' }],
      [emE1, {}],
      [emE1, { seriesEventId: 'E2' }],
      [emE1, { deleted: false, seriesId: 'S2' }],
      [mixed, { seriesEventId: 'E2' }],
    ];
    for (const [access, filter] of cases)
      for (const [take, skip] of [
        [30, 0],
        [3, 3],
      ] as const)
        expect(await listOrders(withIndex, access, body(filter, take, skip)), JSON.stringify(filter)).toEqual(
          await listOrders(plain, access, body(filter, take, skip)),
        );
    reads.length = 0;
    const page = await listOrders(withIndex, emE1, body({}, 5, 0));
    // Only E1's entries and the page's orders: no series partition, no other event.
    expect(reads).toEqual(['event E1', 'orders 5']);
    expect(page.total).toBe(season.filter((o) => o.eventGuids.includes('E1')).length);
    reads.length = 0;
    await listOrders(withIndex, admin, body({ seriesEventId: 'E2', paid: true }, 5, 0));
    // A flag is decided on the orders: every order of the event is read, still only the event's.
    expect(reads).toEqual(['event E2', `orders ${season.filter((o) => o.eventGuids.includes('E2')).length}`]);
  });

  it('answers a category or wave filter alone from the entries of the event holding it', async () => {
    const { plain, withIndex, reads } = indexed(season);
    const emE2: Access = { all: false, seriesGuids: [], eventGuids: ['E2'], eventSeriesGuids: ['S1', 'S2'] };
    const cases: Array<[Access, object]> = [
      [admin, { seriesCategoryId: 'C1' }],
      [admin, { seriesCategoryId: 'C1', paid: true, seriesId: 'S2' }],
      [admin, { seriesWaveId: 'W2', dateFrom: '2026-05-02' }],
      [admin, { seriesCategoryId: 'C9' }],
      [emE2, { seriesCategoryId: 'C1' }],
      [emE2, { seriesWaveId: 'W2' }],
    ];
    for (const [access, filter] of cases)
      for (const [take, skip] of [
        [30, 0],
        [3, 3],
      ] as const)
        expect(await listOrders(withIndex, access, body(filter, take, skip)), JSON.stringify(filter)).toEqual(
          await listOrders(plain, access, body(filter, take, skip)),
        );
    expect((await listOrders(withIndex, admin, body({ seriesCategoryId: 'C1' }))).total).toBe(
      season.filter((o) => o.categoryGuids?.includes('C1')).length,
    );
    reads.length = 0;
    await listOrders(withIndex, admin, body({ seriesWaveId: 'W2' }, 5, 0));
    // The wave's event entries and their orders: never a whole series partition.
    expect(reads).toEqual([
      'holding wave W2',
      'event E2',
      `orders ${season.filter((o) => o.eventGuids.includes('E2')).length}`,
    ]);
  });

  it('reads a series permitted only by events through its events even beside a whole series', async () => {
    const { plain, withIndex, reads } = indexed(season);
    // Whole S2, and only E2 of S1.
    const mixed: Access = { all: false, seriesGuids: ['S2'], eventGuids: ['E2'], eventSeriesGuids: ['S1'] };
    for (const filter of [{}, { paid: false }, { deleted: false, dateTo: '2026-05-05' }, { seriesId: 'S1' }])
      for (const [take, skip] of [
        [30, 0],
        [4, 4],
      ] as const) {
        reads.length = 0;
        const page = await listOrders(withIndex, mixed, body(filter, take, skip));
        expect(page, JSON.stringify(filter)).toEqual(
          await listOrders(plain, mixed, body(filter, take, skip)),
        );
        expect(
          reads.filter((r) => r.startsWith('series')),
          JSON.stringify(filter),
        ).toEqual([]);
      }
    // Every matching order (the XLSX export) too: S1 through E2's entries only.
    reads.length = 0;
    expect(await matchingOrders(withIndex, mixed, { paid: false })).toEqual(
      await matchingOrders(plain, mixed, { paid: false }),
    );
    expect(reads.filter((r) => r.startsWith('series'))).toEqual(['series S2']);
    const all = await listOrders(withIndex, mixed, body({}, 100, 0));
    // S1's rows are only E2's orders; S2's are all of them.
    expect(
      all.rows.every(
        (r) => r.seriesGuid === 'S2' || season.find((o) => o.guid === r.id)!.eventGuids.includes('E2'),
      ),
    ).toBe(true);
    expect(all.total).toBe(season.filter((o) => o.seriesGuid === 'S2' || o.eventGuids.includes('E2')).length);
  });

  it('reads counts and only the newest page, or the entries of the longest search word', async () => {
    const { withIndex, reads } = indexed(season);
    await listOrders(withIndex, admin, body({ paid: true }, 5, 5));
    // Each series' newest skip + take at most (fewer when its count says there are fewer).
    expect(reads.slice(0, 2)).toEqual(['counts', 'counts']);
    expect(reads.slice(2).sort()).toEqual(['newest 10', 'newest 4']);
    reads.length = 0;
    await listOrders(withIndex, admin, body({ searchText: 'Eva Nováková' }));
    expect(reads.filter((r) => r.startsWith('search'))).toEqual(['search novakova', 'search novakova']);
  });

  it('keeps the totals exact as transitions move orders between flag combinations', async () => {
    const { withIndex } = indexed(season);
    const total = async (filter: object) => (await listOrders(withIndex, admin, body(filter))).total;
    const paidBefore = await total({ paid: true });
    const unpaid = season.find((o) => !o.paid && !o.expired && !o.deleted)!;
    await setOrderPaid(withIndex, unpaid.guid, { by: 'admin' }, now);
    expect(await total({ paid: true })).toBe(paidBefore + 1);
    await deleteOrder(withIndex, unpaid.guid, { by: 'admin' }, now);
    expect(await total({ paid: true, deleted: false })).toBe(
      (await total({ paid: true })) - (await total({ paid: true, deleted: true })),
    );
  });
});

describe('payments of priced value changes in the order detail', () => {
  const change = (guid: string, over: Partial<PendingValueChange> = {}): PendingValueChange => ({
    entity: 'valueChange',
    guid,
    orderGuid: 'o1',
    itemGuid: 'i1',
    userId: 'u1',
    values: [{ name: 'team', value: 'AC Praha' }],
    labels: { team: 'Klub' },
    amount: 5000,
    currency: 'CZK',
    orderNumber: `77${guid}`,
    status: 'pending',
    dateCreated: '2026-05-02T07:00:00.000Z',
    payUntil: '2026-05-02T08:00:00.000Z',
    prCode: null,
    srCode: null,
    resultText: null,
    dateAnswered: null,
    ...over,
  });

  it('lists each payment oldest first: paid, declined, waiting, and expired once its time is up', async () => {
    const { ports, valueChanges } = memory([base('o1'), base('o2')]);
    const answered = { prCode: 0, srCode: 0, resultText: 'OK', dateAnswered: '2026-05-01T09:05:00.000Z' };
    valueChanges.push(
      change('3', { dateCreated: '2026-05-02T07:30:00.000Z', payUntil: '2026-05-02T08:30:00.000Z' }),
      change('1', { status: 'paid', dateCreated: '2026-05-01T09:00:00.000Z', ...answered }),
      change('2', {
        status: 'failed',
        dateCreated: '2026-05-01T10:00:00.000Z',
        prCode: 30,
        srCode: 1002,
        resultText: 'Declined',
        dateAnswered: '2026-05-01T10:01:00.000Z',
      }),
      change('4', { dateCreated: '2026-05-02T06:00:00.000Z', payUntil: '2026-05-02T07:00:00.000Z' }),
      change('other', { orderGuid: 'o2' }),
    );
    const detail = await getOrder(ports, 'o1', now);
    expect(detail.valueChangePayments.map((p) => [p.id, p.state, p.orderNumber, p.amount])).toEqual([
      ['1', 'paid', '771', 5000],
      ['2', 'failed', '772', 5000],
      ['4', 'expired', '774', 5000],
      ['3', 'pending', '773', 5000],
    ]);
    expect(detail.valueChangePayments[0]).toMatchObject({
      itemId: 'i1',
      currency: 'CZK',
      prCode: 0,
      srCode: 0,
      resultText: 'OK',
      dateAnswered: '2026-05-01T09:05:00.000Z',
      values: [{ name: 'team', label: 'Klub', value: 'AC Praha' }],
    });
    expect((await getOrder(ports, 'o2', now)).valueChangePayments.map((p) => p.id)).toEqual(['other']);
  });
});

describe("a runner's own correction of their values", () => {
  it('is written with who and when through the order ports alone: it queues no e-mail', async () => {
    const { ports, db, emails } = memory([base('v')]);
    (db.get('v') as LoadedOrder).items = [
      { index: 0, itemGuid: 'i1', values: [{ name: 'team', label: 'Team', value: 'AC', price: 0 }] },
    ] as OrderItemRecord[];
    const { enqueueOrderEmail: _noEmail, ...orderPorts } = ports;
    const values = [{ name: 'team', value: 'TJ Sokol' }];
    await correctOrderItem(orderPorts, { orderGuid: 'v', itemGuid: 'i1' }, { values }, { by: 'u1' }, now);
    expect(db.get('v')?.history.at(-1)).toMatchObject({
      action: 'itemUpdated',
      by: 'u1',
      date: now.toISOString(),
      changes: { 'values.team': { from: 'AC', to: 'TJ Sokol' } },
    });
    expect(emails).toEqual([]);
  });
});
