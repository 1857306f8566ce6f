import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderRecord } from '../../../functions/domain/orders/order-records';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { orderItemAttributes } from '../../../functions/adapters/dynamodb/order-repository';
import { rebuildProjections } from '../../../functions/adapters/dynamodb/projection-rebuild';
import { addEvent, createTargets, grant, permission, putUser, type Targets } from '../matrix/world';
import { api, projected, useTestStackEnv } from '../support';

/**
 * The orders list per event (`ORDEREVENT#<event>` entries): an event manager permitted for one
 * event of a series and an admin filtering by event or race read that event's orders only.
 */

const TABLE = 'race-registration-local';
type List = { total: number; rows: Array<{ id: string }> };

let admin: string;
let targets: Targets;
let eventA: string;
let eventB: string;
const written: Array<{ pk: string; sk: string }> = [];
const orders: Record<string, OrderRecord> = {};

function order(name: string, eventGuids: string[], paid: boolean, day: number): OrderRecord {
  const created = new Date(Date.UTC(2026, 10, day, 9)).toISOString();
  return {
    entity: 'order',
    guid: randomUUID(),
    variableSymbol: String(7_000_000_000 + Math.floor(Math.random() * 999_999_999)),
    seriesGuid: targets.seriesGuid,
    eventGuids,
    subEventGuids: eventGuids.includes(eventA) ? [targets.entity.subevent] : [],
    categoryGuids: [],
    waveGuids: [],
    userId: null,
    language: 'cs',
    currency: 'CZK',
    paymentMethod: 2,
    registrator: {
      firstName: 'Test',
      lastName: name,
      email: `${name}@example.com`,
      birthDate: '1990-01-01',
      gender: 1,
    },
    basePrice: 30_000,
    additionalsPrice: 0,
    discountAmount: 0,
    calculatedPrice: 30_000,
    cancelledAmount: 0,
    discounts: [],
    paid,
    datePaid: paid ? created : null,
    expired: false,
    dateExpired: null,
    cancelled: false,
    dateCancelled: null,
    deleted: false,
    issued: false,
    dateCreated: created,
    dateUpdated: created,
    expiresAt: '2099-01-01T00:00:00.000Z',
    counters: [],
    paymentDetail: null,
    cardAttempts: [],
    providerCommandId: null,
    chargedAmount: null,
    itemCount: 1,
    requestHash: 'orders-by-event',
  } as OrderRecord;
}

async function write(items: Array<Record<string, unknown> & { pk: string; sk: string }>) {
  written.push(...items.map(({ pk, sk }) => ({ pk, sk })));
  for (let i = 0; i < items.length; i += 25)
    await getDocumentClient().send(
      new BatchWriteCommand({
        RequestItems: { [TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
}

const list = (token: string, filter: Record<string, unknown>, path = 'admin/registrations') =>
  api<List>(path, { method: 'POST', token, body: JSON.stringify({ filter, take: 30, skip: 0 }) });
const ids = (res: { status: number; body: List }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.total).toBe(res.body.rows.length);
  return res.body.rows.map((r) => r.id).sort();
};
const guidsOf = (...names: string[]) => names.map((n) => orders[n]!.guid).sort();

describe('orders list per event', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('orders-event-admin', [Role.USER, Role.ADMIN])).token;
    targets = await createTargets();
    eventA = targets.entity.event;
    eventB = await addEvent(targets.seriesGuid, 'Second event');
    const planned: Array<[string, string[], boolean, number]> = [
      ['a1', [eventA], true, 2],
      ['a2', [eventA], false, 3],
      ['a3', [eventA], false, 5],
      ['b1', [eventB], true, 3],
      ['b2', [eventB], false, 4],
      ['ab', [eventA, eventB], true, 4],
    ];
    for (const [name, events, paid, day] of planned) orders[name] = order(name, events, paid, day);
    const all = Object.values(orders);
    // The orders alone: the projector writes their counts and index entries from the stream.
    await write(
      all.map((o) => orderItemAttributes(o) as Record<string, unknown> & { pk: string; sk: string }),
    );
  });

  afterAll(async () => {
    const series = targets.seriesGuid;
    const index = await Promise.all(
      [`ORDERCOUNT#${series}`, `ORDERSEARCH#${series}`, `ORDEREVENT#${eventA}`, `ORDEREVENT#${eventB}`].map(
        async (pk) =>
          (
            await getDocumentClient().send(
              new QueryCommand({
                TableName: TABLE,
                KeyConditionExpression: 'pk = :pk',
                ExpressionAttributeValues: { ':pk': pk },
                ProjectionExpression: 'pk, sk',
              }),
            )
          ).Items as Array<{ pk: string; sk: string }>,
      ),
    );
    const catalogue = [
      keys.series(series),
      keys.event(eventA),
      keys.event(eventB),
      keys.subevent(eventA, targets.entity.subevent),
      keys.team(targets.entity.team),
    ];
    for (const Key of [...catalogue, ...written, ...index.flat()])
      await getDocumentClient().send(
        new DeleteCommand({ TableName: TABLE, Key: { pk: Key.pk, sk: Key.sk } }),
      );
  });

  it('an event manager permitted for one event sees only the orders wholly within it', async () => {
    const managerA = await putUser('orders-event-em-a', [Role.USER, Role.EVENT_MANAGER]);
    await grant(managerA.userId, permission('event', eventA, targets.seriesGuid));
    const managerB = await putUser('orders-event-em-b', [Role.USER, Role.EVENT_MANAGER]);
    await grant(managerB.userId, permission('event', eventB, targets.seriesGuid));
    const own = (m: { userId: string; token: string }, filter: Record<string, unknown> = {}) =>
      list(m.token, { seriesId: targets.seriesGuid, ...filter }, `event-manager/${m.userId}/registrations`);

    expect(ids(await own(managerA))).toEqual(guidsOf('a1', 'a2', 'a3'));
    expect(ids(await own(managerB))).toEqual(guidsOf('b1', 'b2'));
    expect(ids(await own(managerA, { paid: false }))).toEqual(guidsOf('a2', 'a3'));
    expect(ids(await own(managerA, { dateFrom: '2026-11-03', dateTo: '2026-11-04' }))).toEqual(guidsOf('a2'));
    expect(ids(await own(managerA, { seriesEventId: eventB }))).toEqual([]);
    // The admin list of the same manager's permission scope answers the same.
    expect(ids(await list(managerA.token, { seriesId: targets.seriesGuid }))).toEqual(
      guidsOf('a1', 'a2', 'a3'),
    );
  });

  it('an admin filtering by event or race without a search text gets exactly its orders', async () => {
    const series = targets.seriesGuid;
    expect(ids(await list(admin, { seriesId: series, seriesEventId: eventA }))).toEqual(
      guidsOf('a1', 'a2', 'a3', 'ab'),
    );
    expect(ids(await list(admin, { seriesEventId: eventB, paid: true }))).toEqual(guidsOf('b1', 'ab'));
    expect(ids(await list(admin, { seriesSubEventId: targets.entity.subevent, paid: false }))).toEqual(
      guidsOf('a2', 'a3'),
    );
    expect(ids(await list(admin, { seriesSubEventId: randomUUID() }))).toEqual([]);
  });

  it('reads the per-event entries: an order without its entry is not listed until the rebuild', async () => {
    const a3 = orders.a3!;
    const entry = keys.orderEvent(eventA, a3.dateCreated, a3.guid);
    await projected();
    await getDocumentClient().send(new DeleteCommand({ TableName: TABLE, Key: entry }));
    expect(ids(await list(admin, { seriesEventId: eventA }))).toEqual(guidsOf('a1', 'a2', 'ab'));

    expect(await rebuildProjections(targets.seriesGuid)).toMatchObject({
      orders: 6,
      ordersWithIndexFixed: 1,
    });
    expect(ids(await list(admin, { seriesEventId: eventA }))).toEqual(guidsOf('a1', 'a2', 'a3', 'ab'));
    // Idempotent: a second run finds nothing to fix.
    expect(await rebuildProjections(targets.seriesGuid)).toMatchObject({
      orders: 6,
      ordersWithIndexFixed: 0,
    });
    expect(ids(await list(admin, { seriesEventId: eventA }))).toEqual(guidsOf('a1', 'a2', 'a3', 'ab'));
    expect(ids(await list(admin, { seriesEventId: eventB }))).toEqual(guidsOf('b1', 'b2', 'ab'));
  });
});
