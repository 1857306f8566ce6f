import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  partnerRegistrations,
  partnerStartList,
  type PartnerItem,
  type PartnerOrder,
  type PartnerReadPorts,
} from './partner-reads';
import type { PartnerMark } from './partner-marks';

const item = (over: Partial<PartnerItem>): PartnerItem => ({
  itemGuid: 'i1',
  orderGuid: 'o1',
  startNumber: null,
  firstName: 'Jana',
  lastName: 'Nováková',
  gender: 2,
  birthYear: 1990,
  club: null,
  subEventGuid: 'race',
  subEventName: 'Půlmaraton',
  categoryGuid: 'cat',
  categoryName: 'Ženy',
  waveGuid: null,
  waveName: null,
  teamName: null,
  paid: false,
  dateCreated: '2026-03-01T10:00:00.000Z',
  ...over,
});
const order = (guid: string, over: Partial<PartnerOrder> = {}): PartnerOrder => ({
  guid,
  paid: true,
  cancelled: false,
  expired: false,
  deleted: false,
  dateUpdated: '2026-03-02T10:00:00.000Z',
  ...over,
});

function ports(
  orders: PartnerOrder[],
  items: PartnerItem[],
  opts: { marks?: PartnerMark[]; changes?: PartnerMark[] } = {},
): PartnerReadPorts & { asked: unknown[] } {
  const asked: unknown[] = [];
  const marks = opts.marks ?? [];
  return {
    asked,
    race: async (sub) => (sub === 'race' ? { name: 'Půlmaraton' } : undefined),
    startListRows: async () =>
      [
        item({ itemGuid: 'b', lastName: 'Žák', startNumber: null }),
        item({ itemGuid: 'a', lastName: 'Adam', startNumber: 7, gender: 1, club: 'AK' }),
        item({ itemGuid: 'c', lastName: 'Čermák', startNumber: null }),
      ].map((r, index) => ({ ...r, index, email: 'x@example.com', rank: null, rankTime: null })),
    ordersPage: async (_series, page) => {
      asked.push(page);
      if (page.after && page.after.pk !== 'ORDER#o1') return 'badCursor';
      return page.after
        ? { orders: orders.slice(1) }
        : { orders: orders.slice(0, 1), next: { pk: 'ORDER#o1' } };
    },
    // A poll's pages: `limit` marks at a time from `since`, the position being the index reached.
    changesPage: async (_series, page) => {
      asked.push(page);
      const from = page.after ? Number(page.after.at) : 0;
      const all = (opts.changes ?? marks)
        .filter((m) => m.changedAt >= page.since)
        .sort((a, b) => a.changedAt.localeCompare(b.changedAt));
      const slice = all.slice(from, from + page.limit);
      return from + page.limit < all.length
        ? { marks: slice, next: { at: String(from + page.limit) } }
        : { marks: slice };
    },
    orders: async (guids) =>
      orders.filter((o) => guids.includes(o.guid)).map((o) => ({ ...o, seriesGuid: 's' })),
    itemsOf: async (guids) => items.filter((i) => guids.includes(i.orderGuid)),
    marksOf: async (guids) => marks.filter((m) => guids.includes(m.orderGuid)),
  };
}

describe('partner reads', () => {
  it('a start list by start number, then by name (Czech order), shaped for timing software', async () => {
    const list = await partnerStartList(ports([], []), 'race');
    expect(list.items.map((r) => r.lastName)).toEqual(['Adam', 'Čermák', 'Žák']);
    expect(list.items[0]).toEqual({
      registrationId: 'a',
      orderId: 'o1',
      startNumber: 7,
      firstName: 'Jana',
      lastName: 'Adam',
      gender: 'M',
      birthYear: 1990,
      club: 'AK',
      raceId: 'race',
      raceName: 'Půlmaraton',
      categoryId: 'cat',
      categoryName: 'Ženy',
      waveId: null,
      waveName: null,
      teamName: null,
      paid: false,
      state: 'active',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(JSON.stringify(list)).not.toContain('x@example.com');
    await expect(partnerStartList(ports([], []), 'nope')).rejects.toMatchObject({ status: 404 });
  });

  it("pages the series' registrations by cursor with the order's paid state and each item's state", async () => {
    const p = ports(
      [
        order('o1', { paid: true }),
        order('o2', { paid: false, cancelled: true }),
        order('o3', { deleted: true }),
      ],
      [
        item({ itemGuid: 'i1', orderGuid: 'o1' }),
        item({ itemGuid: 'i2', orderGuid: 'o1', cancelled: true }),
        item({ itemGuid: 'i3', orderGuid: 'o1', relayRemoved: '2026-03-03T00:00:00Z' }),
        item({ itemGuid: 'i4', orderGuid: 'o2' }),
        item({ itemGuid: 'i5', orderGuid: 'o3' }),
      ],
    );
    const first = await partnerRegistrations(p, 's', { limit: 1 });
    expect(first.items.map((r) => [r.registrationId, r.paid, r.state])).toEqual([
      ['i1', true, 'active'],
      ['i2', true, 'cancelled'],
    ]);
    // Without marks (an order older than them, before the rebuild) both times are the order's.
    expect(first.items[0]).toMatchObject({
      updatedAt: '2026-03-02T10:00:00.000Z',
      orderUpdatedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(p.asked[0]).toEqual({ limit: 1 });
    const second = await partnerRegistrations(p, 's', { limit: 1, cursor: first.nextCursor! });
    expect(second.items.map((r) => [r.registrationId, r.paid, r.state])).toEqual([
      ['i4', false, 'cancelled'],
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("one runner's start number of five: a poll lists that registration alone, with its own time", async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((g) => item({ itemGuid: g, orderGuid: 'o1' }));
    const marks: PartnerMark[] = [
      { orderGuid: 'o1', changedAt: '2026-03-02T10:00:01.000Z' },
      ...five.map((i) => ({ orderGuid: 'o1', itemGuid: i.itemGuid, changedAt: '2026-03-02T10:00:01.000Z' })),
    ];
    marks[3] = { orderGuid: 'o1', itemGuid: 'c', changedAt: '2026-03-05T08:00:00.000Z' };
    const p = ports([order('o1')], [...five, item({ itemGuid: 'x', orderGuid: 'o1' })], { marks });
    const poll = await partnerRegistrations(p, 's', { limit: 50, updatedSince: '2026-03-05T09:00:00+01:00' });
    expect(p.asked[0]).toEqual({ since: '2026-03-05T08:00:00.000Z', limit: 50 });
    expect(poll.items.map((r) => [r.registrationId, r.updatedAt, r.orderUpdatedAt])).toEqual([
      ['c', '2026-03-05T08:00:00.000Z', '2026-03-05T08:00:00.000Z'],
    ]);
    // The whole series: each registration its own time, the order the latest of all.
    const whole = await partnerRegistrations(p, 's', { limit: 5 });
    expect(Object.fromEntries(whole.items.map((r) => [r.registrationId, r.updatedAt]))).toEqual({
      a: '2026-03-02T10:00:01.000Z',
      b: '2026-03-02T10:00:01.000Z',
      c: '2026-03-05T08:00:00.000Z',
      d: '2026-03-02T10:00:01.000Z',
      e: '2026-03-02T10:00:01.000Z',
      // a registration without its own mark has its order's
      x: '2026-03-02T10:00:01.000Z',
    });
    expect(new Set(whole.items.map((r) => r.orderUpdatedAt))).toEqual(new Set(['2026-03-05T08:00:00.000Z']));
  });

  it("an order's change lists all its registrations, each once, at its latest mark, over pages", async () => {
    const marks: PartnerMark[] = [
      { orderGuid: 'o1', itemGuid: 'a', changedAt: '2026-03-05T08:00:00.000Z' },
      { orderGuid: 'o1', itemGuid: 'b', changedAt: '2026-03-05T08:00:00.000Z' },
      // paid later: both listed there, not at their own earlier marks
      { orderGuid: 'o1', changedAt: '2026-03-05T09:00:00.000Z' },
      // b changed again after the payment: listed at its own mark, a at the order's
      { orderGuid: 'o1', itemGuid: 'b', changedAt: '2026-03-05T10:00:00.000Z' },
    ];
    const items = [item({ itemGuid: 'a' }), item({ itemGuid: 'b' })];
    const fresh = marks.filter((_, i) => i !== 1);
    const rows: Array<[string, string]> = [];
    let cursor: string | null | undefined;
    do {
      const page = await partnerRegistrations(
        ports([order('o1')], items, { marks: fresh, changes: marks }),
        's',
        {
          limit: 1,
          updatedSince: '2026-03-05T00:00:00Z',
          ...(cursor ? { cursor } : {}),
        },
      );
      rows.push(...page.items.map((r) => [r.registrationId, r.updatedAt] as [string, string]));
      cursor = page.nextCursor;
    } while (cursor);
    expect(rows).toEqual([
      ['a', '2026-03-05T09:00:00.000Z'],
      ['b', '2026-03-05T10:00:00.000Z'],
    ]);
  });

  it('a poll leaves out removed orders, another series’ orders and orders it cannot find', async () => {
    const p = ports(
      [order('o1', { deleted: true })],
      [item({ itemGuid: 'a' }), item({ itemGuid: 'z', orderGuid: 'gone' })],
      {
        marks: [
          { orderGuid: 'o1', changedAt: '2026-03-05T08:00:00.000Z' },
          { orderGuid: 'gone', itemGuid: 'z', changedAt: '2026-03-05T08:00:00.000Z' },
        ],
      },
    );
    expect(
      (await partnerRegistrations(p, 's', { limit: 5, updatedSince: '2026-03-01T00:00:00Z' })).items,
    ).toEqual([]);
    const other = ports([order('o1')], [item({ itemGuid: 'a' })], {
      marks: [{ orderGuid: 'o1', changedAt: '2026-03-05T08:00:00.000Z' }],
    });
    expect(
      (await partnerRegistrations(other, 'another', { limit: 5, updatedSince: '2026-03-01T00:00:00Z' }))
        .items,
    ).toEqual([]);
  });

  it('refuses a cursor that is not one it gave (400)', async () => {
    const p = ports([order('o1')], []);
    for (const cursor of [
      '%%%',
      encodeCursor({ pk: 'ORDER#elsewhere' }),
      Buffer.from('[1]').toString('base64url'),
    ])
      await expect(partnerRegistrations(p, 's', { limit: 5, cursor })).rejects.toMatchObject({
        status: 400,
        code: 'partnerApi.invalidCursor',
      });
    expect(decodeCursor(encodeCursor({ pk: 'ORDER#o1', sk: 'ORDER' }))).toEqual({
      pk: 'ORDER#o1',
      sk: 'ORDER',
    });
  });
});
