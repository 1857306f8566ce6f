import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { StatisticsAnswer } from '@shared/statistics/statistics-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { grant, permission, putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';

/**
 * The statistics recount job (POST admin/statistics/{seriesId}/recount): orders written without
 * their day counters (as before the counters existed) are counted; a wrong counter is replaced;
 * a second recount changes nothing. The series lives only in this test (no list shows it).
 */

const table = () => process.env.TABLE_NAME as string;
const db = () => getDocumentClient();
const SERIES = randomUUID();
const written: Array<{ pk: string; sk: string }> = [];
let admin: string;

async function put(item: Record<string, unknown> & { pk: string; sk: string }) {
  written.push({ pk: item.pk, sk: item.sk });
  await db().send(new PutCommand({ TableName: table(), Item: item }));
}

/** An order as checkout writes it, without the statistics counters checkout adds. */
async function putOrder(dateCreated: string, state: { paid?: boolean; cancelled?: boolean }) {
  const guid = randomUUID();
  await put({
    ...keys.order(guid),
    entity: 'order',
    guid,
    variableSymbol: String(Math.floor(Math.random() * 1e9)),
    seriesGuid: SERIES,
    eventGuids: [],
    registrator: { firstName: 'Stat', lastName: 'Recount', email: 'stat@example.com' },
    currency: 'CZK',
    paymentMethod: 2,
    calculatedPrice: 30000,
    cancelledAmount: state.cancelled ? 5000 : 0,
    paid: Boolean(state.paid),
    datePaid: state.paid ? dateCreated : null,
    expired: false,
    cancelled: Boolean(state.cancelled),
    deleted: false,
    itemCount: 1,
    dateCreated,
    gsi2pk: gsi.seriesOrders(SERIES),
    gsi2sk: dateCreated,
  });
  await put({
    ...keys.orderItem(guid, 0),
    entity: 'orderItem',
    orderGuid: guid,
    index: 0,
    kind: 'regular',
    seriesEventGuid: 'e',
    subEventGuid: 'r',
  });
}

const stats = async () => {
  const res = await api<StatisticsAnswer>(
    `admin/statistics/${SERIES}?dateFrom=2026-03-01&dateTo=2026-03-31&segment=1&mergeLevel=2`,
    { token: admin },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.summary;
};

/** The March roll-up (what every-series statistics of whole months read). */
const march = async () =>
  (await db().send(new GetCommand({ TableName: table(), Key: keys.statMonth(SERIES, '2026-03') }))).Item;

async function recount(token = admin) {
  const start = await api<{ jobId: string }>(`admin/statistics/${SERIES}/recount`, { method: 'POST', token });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  for (let i = 0; i < 300; i++) {
    const job = await api<JobView>(`admin/jobs/${start.body.jobId}`, { token });
    if (job.body.state === 'finished' || job.body.state === 'failed') return job.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the recount did not finish');
}

describe('statistics recount', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('stats-recount-admin', [Role.USER, Role.ADMIN])).token;
    await put({ ...keys.series(SERIES), entity: 'series', guid: SERIES, name: 'Recount test series' });
    await putOrder('2026-03-02T09:00:00.000Z', { paid: true });
    await putOrder('2026-03-02T12:00:00.000Z', {});
    await putOrder('2026-03-09T08:00:00.000Z', { cancelled: true });
  });

  afterAll(async () => {
    const stat = [
      ...['2026-03-02', '2026-03-09', '2026-03-20'].flatMap((d) => [
        keys.statDay(SERIES, d),
        keys.statRaceDay(SERIES, d),
      ]),
      keys.statMonth(SERIES, '2026-03'),
    ];
    const all = [...new Map([...written, ...stat].map((k) => [`${k.pk}|${k.sk}`, k])).values()];
    for (let i = 0; i < all.length; i += 25)
      await db().send(
        new BatchWriteCommand({
          RequestItems: { [table()]: all.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })) },
        }),
      );
  });

  it('counts orders whose counters were lost, replaces wrong ones, and changes nothing when run again', async () => {
    // The projector counted the orders from the table's stream; their counters are then lost (as
    // for orders written before the counters existed).
    expect((await stats()).total).toBe(3);
    await db().send(
      new BatchWriteCommand({
        RequestItems: {
          [table()]: [
            ...['2026-03-02', '2026-03-09'].flatMap((d) => [
              keys.statDay(SERIES, d),
              keys.statRaceDay(SERIES, d),
            ]),
            keys.statMonth(SERIES, '2026-03'),
          ].map((Key) => ({ DeleteRequest: { Key } })),
        },
      }),
    );
    expect((await stats()).total).toBe(0);

    const job = await recount();
    expect(job).toMatchObject({
      state: 'finished',
      kind: 'statisticsRecount',
      result: { days: 2, orders: 3 },
    });
    const counted = await stats();
    expect(counted).toMatchObject({ total: 3, paid: 1, unpaid: 1, cancelled: 1, registrations: 3 });
    expect(counted.returned).toEqual([{ currency: 'CZK', amount: 5000 }]);
    const rolledUp = await march();
    expect(rolledUp).toMatchObject({ month: '2026-03', orders: 3, paid: 1, cancelled: 1, items: 3 });
    expect(rolledUp).toMatchObject({ 'itemsOn#02': 2, 'itemsOn#09': 1 });

    // A wrong counter and a day without orders: the recount replaces both.
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.statDay(SERIES, '2026-03-02'),
        UpdateExpression: 'ADD orders :n, paid :n',
        ExpressionAttributeValues: { ':n': 5 },
      }),
    );
    await put({
      ...keys.statDay(SERIES, '2026-03-20'),
      entity: 'statDay',
      seriesGuid: SERIES,
      day: '2026-03-20',
      orders: 2,
    });
    expect((await stats()).total).toBe(10);
    expect(await recount()).toMatchObject({
      state: 'finished',
      result: { days: 3, orders: 3, emptiedDays: 1 },
    });
    expect(await stats()).toEqual(counted);
    expect(await march()).toMatchObject({ orders: 3, paid: 1, cancelled: 1, items: 3 });

    await recount();
    expect(await stats()).toEqual(counted);
    expect(await march()).toMatchObject({ orders: 3, paid: 1, cancelled: 1, items: 3 });
  });

  it('refuses an unknown series and every caller but an admin', async () => {
    const unknown = await api(`admin/statistics/${randomUUID()}/recount`, { method: 'POST', token: admin });
    expect(unknown.status).toBe(404);
    const em = await putUser('stats-recount-em', [Role.USER, Role.EVENT_MANAGER]);
    await grant(em.userId, permission('series', SERIES, SERIES));
    expect(
      (await api(`admin/statistics/${SERIES}/recount`, { method: 'POST', token: em.token })).status,
    ).toBe(403);
    expect((await api(`admin/statistics/${SERIES}/recount`, { method: 'POST' })).status).toBe(401);
    expect((await api('admin/statistics/not-a-guid/recount', { method: 'POST', token: admin })).status).toBe(
      400,
    );
  });
});
