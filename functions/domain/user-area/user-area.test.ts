import { fold } from '@shared/text/search-text';
import { describe, expect, it } from 'vitest';
import {
  myItemsBodySchema,
  myOrdersQuerySchema,
  myTeamsQuerySchema,
  myTemplatesQuerySchema,
  saveTemplateBodySchema,
} from '@shared/accounts/user-area-schemas';
import type { TeamRecord } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import {
  myItem,
  myItems,
  myOrder,
  myOrders,
  myTeams,
  myTemplate,
  myTemplates,
  pragueDay,
  queryBounds,
  saveTemplate,
  type TemplateRecord,
  type UserAreaPorts,
} from './user-area';

const ME = 'u-me';
const OTHER = 'u-other';

function order(guid: string, over: Partial<OrderRecord> = {}): OrderRecord {
  return {
    entity: 'order',
    guid,
    variableSymbol: `VS${guid}`,
    seriesGuid: 's',
    eventGuids: ['e'],
    userId: ME,
    language: 'cs',
    currency: 'CZK',
    paymentMethod: 2,
    registrator: {
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.com',
      birthDate: '1990-01-01',
      gender: 2,
    },
    basePrice: 50000,
    additionalsPrice: 0,
    discountAmount: 0,
    calculatedPrice: 50000,
    cancelledAmount: 0,
    discounts: [],
    paid: false,
    datePaid: null,
    expired: false,
    dateExpired: null,
    cancelled: false,
    dateCancelled: null,
    deleted: false,
    issued: false,
    dateCreated: '2027-04-10T10:00:00.000Z',
    dateUpdated: '2027-04-10T10:00:00.000Z',
    expiresAt: '2027-04-15T10:00:00.000Z',
    counters: [],
    paymentDetail: null,
    cardAttempts: [],
    providerCommandId: null,
    chargedAmount: null,
    itemCount: 1,
    requestHash: 'h',
    ...over,
  };
}

function item(orderGuid: string, index: number, over: Partial<OrderItemRecord> = {}): OrderItemRecord {
  return {
    entity: 'orderItem',
    itemGuid: `${orderGuid}-i${index}`,
    orderGuid,
    index,
    kind: 'regular',
    seriesGuid: 's',
    seriesEventGuid: 'e',
    eventName: 'Jarní běh',
    subEventGuid: 'sub',
    subEventName: '10 km',
    categoryGuid: 'c',
    categoryName: 'Muži',
    subcategoryGuid: null,
    subcategoryName: null,
    waveGuid: null,
    waveName: null,
    teamGuid: null,
    teamName: null,
    firstName: 'Petr',
    lastName: 'Šťastný',
    email: 'petr@example.com',
    birthDate: '1988-02-03',
    birthYear: 1988,
    gender: 1,
    club: null,
    startNumber: null,
    values: [
      {
        cardGuid: 'k',
        cardValueGuid: 'v',
        name: 'club',
        label: 'Klub',
        value: 'AC',
        itemGuids: [],
        price: 0,
      },
    ],
    basePrice: 50000,
    pricingName: null,
    additionalsPrice: 0,
    discount: 0,
    cancelledAmount: 0,
    paid: false,
    dateCreated: '2027-04-10T10:00:00.000Z',
    ...over,
  };
}

function memory(orders: OrderRecord[], items: OrderItemRecord[], teams: TeamRecord[] = []) {
  const templates: TemplateRecord[] = [];
  const within = (iso: string, b?: { from?: string; to?: string }) =>
    (!b?.from || iso >= b.from) && (!b?.to || iso <= b.to);
  const ordersByUser = (u: string) => orders.filter((o) => o.userId === u);
  const ports: UserAreaPorts = {
    listOrders: async (u, b) => ordersByUser(u).filter((o) => within(o.dateCreated, b)),
    listItems: async (u, b) =>
      items.filter((i) => ordersByUser(u).some((o) => o.guid === i.orderGuid) && within(i.dateCreated, b)),
    findItem: async (u, g) =>
      items.find((i) => i.itemGuid === g && ordersByUser(u).some((o) => o.guid === i.orderGuid)),
    loadOrder: async (g) => {
      const o = orders.find((x) => x.guid === g);
      return o ? { order: o, items: items.filter((i) => i.orderGuid === g) } : undefined;
    },
    getOrders: async (gs) => orders.filter((o) => gs.includes(o.guid)),
    getTeams: async (gs) => teams.filter((t) => gs.includes(t.guid)),
    listTemplates: async (u) => templates.filter((t) => t.userId === u),
    getTemplate: async (u, g) => templates.find((t) => t.userId === u && t.guid === g),
    putTemplate: async (t) => {
      const i = templates.findIndex((x) => x.guid === t.guid);
      if (i >= 0) templates[i] = t;
      else templates.push(t);
    },
  };
  return { ports, templates };
}

const q = (input: Record<string, string> = {}) => myOrdersQuerySchema.parse(input);

describe('My orders', () => {
  const data = () =>
    memory(
      [
        order('a', { dateCreated: '2027-04-01T08:00:00.000Z', paid: true }),
        order('b', { dateCreated: '2027-04-05T21:30:00.000Z' }), // 23:30 in Prague: still the 5th
        order('c', { dateCreated: '2027-04-09T09:00:00.000Z', deleted: true }),
        order('x', { userId: OTHER, dateCreated: '2027-04-06T09:00:00.000Z' }),
      ],
      [item('a', 0, { eventName: 'Podzimní kros' }), item('b', 0), item('x', 0)],
    );

  it('lists only the caller’s orders, newest first, without removed ones, in the spec envelope', async () => {
    const { ports } = data();
    const page = await myOrders(ports, ME, q());
    expect(page).toMatchObject({ page: 0, maxPage: 0, total: 2 });
    expect(page.rows.map((r) => r.id)).toEqual(['b', 'a']);
    expect(page.rows[1]?.events).toEqual([{ eventName: 'Podzimní kros', subEventName: '10 km' }]);
    expect(page.rows[1]?.expiresAt).toBeNull(); // paid: no deadline
    expect((await myOrders(ports, OTHER, q())).rows.map((r) => r.id)).toEqual(['x']);
  });

  it('filters by Prague days, paid and diacritics-insensitive text', async () => {
    const { ports } = data();
    expect(
      (await myOrders(ports, ME, q({ dateFrom: '2027-04-05', dateTo: '2027-04-05' }))).rows.map((r) => r.id),
    ).toEqual(['b']);
    expect((await myOrders(ports, ME, q({ dateTo: '2027-04-04' }))).rows.map((r) => r.id)).toEqual(['a']);
    expect((await myOrders(ports, ME, q({ paid: 'true' }))).rows.map((r) => r.id)).toEqual(['a']);
    expect((await myOrders(ports, ME, q({ paid: 'false' }))).rows.map((r) => r.id)).toEqual(['b']);
    expect((await myOrders(ports, ME, q({ paid: '' }))).total).toBe(2);
    expect((await myOrders(ports, ME, q({ searchText: 'podzimni' }))).rows.map((r) => r.id)).toEqual(['a']);
    expect((await myOrders(ports, ME, q({ searchText: 'stastny jarni' }))).rows.map((r) => r.id)).toEqual([
      'b',
    ]);
    expect((await myOrders(ports, ME, q({ searchText: 'VSa' }))).rows.map((r) => r.id)).toEqual(['a']);
  });

  it('pages with take/skip (30 by default) and sorts on request', async () => {
    const many = Array.from({ length: 65 }, (_, i) =>
      order(`o${String(i).padStart(2, '0')}`, {
        dateCreated: new Date(Date.UTC(2027, 0, 1, 0, i)).toISOString(),
        calculatedPrice: 1000 * (i % 7),
      }),
    );
    const { ports } = memory(many, []);
    const first = await myOrders(ports, ME, q());
    expect(first).toMatchObject({ page: 0, maxPage: 2, total: 65 });
    expect(first.rows).toHaveLength(30);
    expect(first.rows[0]?.id).toBe('o64');
    const third = await myOrders(ports, ME, q({ skip: '60' }));
    expect(third.page).toBe(2);
    expect(third.rows).toHaveLength(5);
    const cheapest = await myOrders(
      ports,
      ME,
      q({ sortBy: 'calculatedPrice', descending: 'false', take: '5' }),
    );
    expect(cheapest.rows.map((r) => r.calculatedPrice)).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives the detail of an own order only: another user’s or a removed one is 404', async () => {
    const { ports } = data();
    const detail = await myOrder(ports, ME, 'b');
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]?.values).toEqual([{ name: 'club', label: 'Klub', value: 'AC' }]);
    expect(detail).not.toHaveProperty('requestHash');
    expect(detail).not.toHaveProperty('counters');
    for (const id of ['x', 'c', 'nope'])
      await expect(myOrder(ports, ME, id)).rejects.toMatchObject({ status: 404, code: 'account.notFound' });
  });

  it('queries a day either side of the filter (Prague vs UTC)', () => {
    expect(queryBounds('2027-04-05', '2027-04-05')).toEqual({
      from: '2027-04-04T00:00:00.000Z',
      to: '2027-04-07T00:00:00.000Z',
    });
    expect(queryBounds(undefined, undefined)).toEqual({});
    expect(pragueDay('2027-04-05T22:30:00.000Z')).toBe('2027-04-06');
    expect(fold('Šťastný Žluťoučký')).toBe('stastny zlutoucky');
  });
});

describe('My registrations (items)', () => {
  it('lists the caller’s items with their order state and price; filters; detail of own only', async () => {
    const { ports } = memory(
      [
        order('a', { paid: true, currency: 'EUR' }),
        order('b', { expired: true }),
        order('x', { userId: OTHER }),
      ],
      [
        item('a', 0, { firstName: 'Eva', additionalsPrice: 2000, discount: 500 }),
        item('a', 1),
        item('b', 0),
        item('x', 0),
      ],
    );
    const all = await myItems(ports, ME, myItemsBodySchema.parse({}));
    expect(all.total).toBe(3);
    const eva = all.rows.find((r) => r.firstName === 'Eva');
    expect(eva).toMatchObject({
      paid: true,
      currency: 'EUR',
      price: 51500,
      variableSymbol: 'VSa',
      orderId: 'a',
    });
    expect(all.rows.find((r) => r.orderId === 'b')?.expired).toBe(true);
    expect((await myItems(ports, ME, myItemsBodySchema.parse({ filter: { paid: false } }))).total).toBe(1);
    expect(
      (await myItems(ports, ME, myItemsBodySchema.parse({ filter: { paid: null, searchText: 'eva' } })))
        .total,
    ).toBe(1);
    expect((await myItems(ports, ME, myItemsBodySchema.parse({ take: 2, skip: 2 }))).rows).toHaveLength(1);
    expect((await myItem(ports, ME, 'a-i0')).values).toHaveLength(1);
    await expect(myItem(ports, ME, 'x-i0')).rejects.toMatchObject({ status: 404 });
  });
});

describe('My teams', () => {
  const team = (guid: string, over: Partial<TeamRecord> = {}): TeamRecord => ({
    entity: 'team',
    guid,
    subEventGuid: 'sub',
    name: `Tým ${guid}`,
    pin: '123456',
    managerEmail: 'jana@example.com',
    orderGuid: 'a',
    dateCreated: '2027-04-10T10:00:00.000Z',
    ...over,
  });

  it('derives teams from the caller’s items; the PIN is shown to the manager only', async () => {
    const { ports } = memory(
      [
        order('a'),
        order('b', {
          registrator: {
            firstName: 'J',
            lastName: 'N',
            email: 'jiny@example.com',
            birthDate: '1990-01-01',
            gender: 1,
          },
        }),
      ],
      [
        item('a', 0, { teamGuid: 't1', teamName: 'Tým t1', kind: 'team' }),
        item('a', 1, { teamGuid: 't1', teamName: 'Tým t1', kind: 'team' }),
        item('b', 0, { teamGuid: 't2', teamName: 'Tým t2', kind: 'relay' }),
        item('b', 1),
      ],
      [team('t1'), team('t2', { managerEmail: 'cizi@example.com', orderGuid: 'zzz' }), team('t3')],
    );
    const page = await myTeams(
      ports,
      { userId: ME, email: 'account@example.com' },
      myTeamsQuerySchema.parse({}),
    );
    expect(page.total).toBe(2);
    const [t1, t2] = page.rows;
    expect(t1).toMatchObject({ id: 't1', isManager: true, pin: '123456', myMembers: 2, kind: 'team' });
    expect(t2).toMatchObject({ id: 't2', isManager: false, pin: null, managerEmail: null, kind: 'relay' });
    const other = await myTeams(
      ports,
      { userId: OTHER, email: 'jana@example.com' },
      myTeamsQuerySchema.parse({}),
    );
    expect(other.total).toBe(0);
    expect(
      (
        await myTeams(
          ports,
          { userId: ME, email: 'x@example.com' },
          myTeamsQuerySchema.parse({ searchText: 't2' }),
        )
      ).total,
    ).toBe(1);
  });
});

describe('My templates', () => {
  it('saves, updates, lists and shows the caller’s templates; others are 404; at most 50', async () => {
    const { ports, templates } = memory([], []);
    const now = new Date('2027-04-10T10:00:00.000Z');
    const saved = await saveTemplate(
      ports,
      ME,
      saveTemplateBodySchema.parse({
        firstName: 'Petr',
        lastName: 'Šťastný',
        birthYear: 1988,
        values: { gender: '1', club: '' },
      }),
      now,
    );
    expect(saved.values).toEqual({ gender: '1' });
    const updated = await saveTemplate(
      ports,
      ME,
      saveTemplateBodySchema.parse({ id: saved.id, firstName: 'Petr', lastName: 'Šťastný', birthYear: 1989 }),
      new Date('2027-04-11T10:00:00.000Z'),
    );
    expect(updated).toMatchObject({ id: saved.id, birthYear: 1989, dateCreated: now.toISOString() });
    expect(templates).toHaveLength(1);
    await expect(
      saveTemplate(
        ports,
        OTHER,
        saveTemplateBodySchema.parse({ id: saved.id, firstName: 'X', lastName: 'Y' }),
        now,
      ),
    ).rejects.toMatchObject({ status: 404 });
    await expect(myTemplate(ports, OTHER, saved.id)).rejects.toMatchObject({ status: 404 });
    expect((await myTemplate(ports, ME, saved.id)).birthYear).toBe(1989);
    expect(
      (await myTemplates(ports, ME, myTemplatesQuerySchema.parse({ searchText: 'stastny' }))).total,
    ).toBe(1);
    expect((await myTemplates(ports, OTHER, myTemplatesQuerySchema.parse({}))).total).toBe(0);
    for (let i = 1; i < 50; i++)
      await saveTemplate(ports, ME, saveTemplateBodySchema.parse({ firstName: `N${i}`, lastName: 'L' }), now);
    await expect(
      saveTemplate(ports, ME, saveTemplateBodySchema.parse({ firstName: 'One', lastName: 'Toomany' }), now),
    ).rejects.toMatchObject({ status: 409, code: 'account.templateLimit' });
  });
});

describe('user area input', () => {
  it('accepts Czech and ISO dates and empty filters; refuses impossible dates', () => {
    expect(
      myOrdersQuerySchema.parse({ dateFrom: '5. 4. 2027', dateTo: '2027-04-30T12:00:00Z' }),
    ).toMatchObject({
      dateFrom: '2027-04-05',
      dateTo: '2027-04-30',
      take: 30,
      skip: 0,
      descending: true,
    });
    expect(myOrdersQuerySchema.parse({ dateFrom: '' }).dateFrom).toBeUndefined();
    expect(myOrdersQuerySchema.safeParse({ dateFrom: '2027-02-30' }).success).toBe(false);
    expect(myOrdersQuerySchema.safeParse({ take: '500' }).success).toBe(false);
    expect(myItemsBodySchema.parse({ filter: { dateFrom: null } }).filter.dateFrom).toBeNull();
  });
});
