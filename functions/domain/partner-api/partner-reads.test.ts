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
  orders: Array<PartnerOrder & { changedAt?: string }>,
  items: PartnerItem[],
): PartnerReadPorts & { asked: unknown[] } {
  const asked: unknown[] = [];
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
    itemsOf: async (guids) => items.filter((i) => guids.includes(i.orderGuid)),
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
    const first = await partnerRegistrations(p, 's', { limit: 1, updatedSince: '2026-03-01T11:00:00+01:00' });
    expect(first.items.map((r) => [r.registrationId, r.paid, r.state])).toEqual([
      ['i1', true, 'active'],
      ['i2', true, 'cancelled'],
    ]);
    expect(first.items[0]!.orderUpdatedAt).toBe('2026-03-02T10:00:00.000Z');
    expect(p.asked[0]).toEqual({ limit: 1, updatedSince: '2026-03-01T10:00:00.000Z' });
    const second = await partnerRegistrations(p, 's', { limit: 1, cursor: first.nextCursor! });
    expect(second.items.map((r) => [r.registrationId, r.paid, r.state])).toEqual([
      ['i4', false, 'cancelled'],
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('a start number given later moves orderUpdatedAt: the later of the order and its change mark', async () => {
    const p = ports(
      [{ ...order('o1'), changedAt: '2026-03-05T08:00:00.000Z' }],
      [item({ itemGuid: 'i1', orderGuid: 'o1', startNumber: 12 })],
    );
    const page = await partnerRegistrations(p, 's', { limit: 5, updatedSince: '2026-03-05T00:00:00Z' });
    expect(page.items.map((r) => [r.startNumber, r.orderUpdatedAt])).toEqual([
      [12, '2026-03-05T08:00:00.000Z'],
    ]);
    const older = ports([{ ...order('o1'), changedAt: '2026-03-01T00:00:00.000Z' }], [item({})]);
    const rows = (await partnerRegistrations(older, 's', { limit: 5 })).items;
    expect(rows[0]!.orderUpdatedAt).toBe('2026-03-02T10:00:00.000Z');
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
