import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { CreatedPartnerKey } from '@shared/partner-api/partner-key-schemas';
import type { PartnerRegistrationsPage } from '@shared/partner-api/partner-api-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { createTargets, putUser, type Targets } from '../matrix/world';
import { putRunners, removeCatalogue, waitForJob, type PlacedRunner } from '../orders/start-number-support';
import { api, projected, useTestStackEnv } from '../support';

/**
 * The partner registrations route's `updatedSince` sees start numbers (issue 28): assigning,
 * changing and clearing a number changes no order, only its item, and the projector moves that
 * registration's change mark, which a poll reads from its time on (gsi1), not the series' orders
 * page by page; the order's other registrations are not listed.
 */

let admin: string;
let targets: Targets;
let key: string;
let runners: PlacedRunner[];
const ORDER_CHANGED = '2026-03-01T10:00:00.000Z';

const orderRecord = (orderGuid: string, seriesGuid: string, itemCount = 1) => ({
  ...keys.order(orderGuid),
  entity: 'order',
  guid: orderGuid,
  seriesGuid,
  eventGuids: [targets.entity.event],
  variableSymbol: orderGuid.replace(/\D/g, '').slice(0, 10),
  currency: 'CZK',
  paymentMethod: 2,
  calculatedPrice: 0,
  itemCount,
  paid: true,
  cancelled: false,
  expired: false,
  deleted: false,
  dateCreated: ORDER_CHANGED,
  dateUpdated: ORDER_CHANGED,
  gsi2pk: gsi.seriesOrders(seriesGuid),
  gsi2sk: ORDER_CHANGED,
});

/** The orders of the runners placed without them (paid, last changed long ago). */
async function putOrders(placed: readonly PlacedRunner[], seriesGuid: string): Promise<void> {
  await getDocumentClient().send(
    new BatchWriteCommand({
      RequestItems: {
        [process.env.TABLE_NAME as string]: placed.map((p) => ({
          PutRequest: {
            Item: orderRecord(p.orderGuid, seriesGuid),
          },
        })),
      },
    }),
  );
}

async function changedSince(since: string, limit = 200): Promise<PartnerRegistrationsPage['items']> {
  const rows: PartnerRegistrationsPage['items'] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: PartnerRegistrationsPage } = await api<PartnerRegistrationsPage>(
      `partner/series/${targets.seriesGuid}/registrations?limit=${limit}&updatedSince=${encodeURIComponent(since)}${cursor ? `&cursor=${cursor}` : ''}`,
      { token: key },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.items);
    cursor = res.body.nextCursor;
    pages++;
  } while (cursor && pages < 20);
  return rows;
}

const numbers = (rows: PartnerRegistrationsPage['items']) =>
  Object.fromEntries(rows.map((r) => [r.lastName, r.startNumber]));

beforeAll(async () => {
  useTestStackEnv();
  admin = (await putUser('partner-updated-since', [Role.USER, Role.ADMIN])).token;
  targets = await createTargets();
  runners = await putRunners(targets, targets.entity.subevent, [{ last: 'Adamcová' }, { last: 'Bártová' }]);
  await putOrders(runners, targets.seriesGuid);
  const created = await api<CreatedPartnerKey>(`admin/series/${targets.seriesGuid}/partner-keys`, {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ name: 'Timing', scopes: ['registrations'] }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  key = created.body.key;
  await projected();
});

afterAll(async () => {
  await removeCatalogue(targets, [targets.entity.subevent]);
});

describe('partner registrations updatedSince', () => {
  it('a start number assigned, changed and cleared is a change since; the order itself is not', async () => {
    const before = new Date().toISOString();
    expect(await changedSince(before)).toEqual([]);

    const assigned = await api<{ assigned: Array<{ startNumber: number }> }>(
      `admin/registrations/startlist/${targets.entity.subevent}/assign-start-numbers`,
      { method: 'POST', token: admin, body: JSON.stringify({ numberingFrom: 101 }) },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.assigned).toHaveLength(2);
    await projected();
    const after = await changedSince(before);
    expect(numbers(after)).toEqual({ Adamcová: 101, Bártová: 102 });
    for (const row of after) {
      expect(row.updatedAt > before).toBe(true);
      expect(row.orderUpdatedAt > before).toBe(true);
      expect(row.orderUpdatedAt > ORDER_CHANGED).toBe(true);
    }
    // A page of one change at a time holds one changed registration each: the poll reads only the changes.
    const paged = await changedSince(before, 1);
    expect(numbers(paged)).toEqual({ Adamcová: 101, Bártová: 102 });

    // Another number, then none (as a race change clears it): each a change since the last poll.
    const table = process.env.TABLE_NAME as string;
    const setNumber = (runner: PlacedRunner, n: number | null) =>
      getDocumentClient().send(
        new UpdateCommand({
          TableName: table,
          Key: keys.orderItem(runner.orderGuid, 0),
          UpdateExpression: 'SET startNumber = :n',
          ExpressionAttributeValues: { ':n': n },
        }),
      );
    const second = new Date().toISOString();
    await setNumber(runners[0]!, 150);
    await projected();
    expect(numbers(await changedSince(second))).toEqual({ Adamcová: 150 });
    const third = new Date().toISOString();
    await setNumber(runners[1]!, null);
    await projected();
    expect(numbers(await changedSince(third))).toEqual({ Bártová: null });

    // A check-in-like change no partner row shows moves nothing.
    const fourth = new Date().toISOString();
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: table,
        Key: keys.orderItem(runners[0]!.orderGuid, 0),
        UpdateExpression: 'SET checkedInNote = :n',
        ExpressionAttributeValues: { ':n': 'x' },
      }),
    );
    await projected();
    expect(await changedSince(fourth)).toEqual([]);
  });

  it('the rebuild gives orders older than the marks one, at their own last change', async () => {
    // The orders' marks and their registrations' gone, as before the marks existed.
    for (const r of runners)
      for (const Key of [keys.partnerChange(r.orderGuid), keys.partnerItemChange(r.orderGuid, r.itemGuid)])
        await getDocumentClient().send(
          new DeleteCommand({ TableName: process.env.TABLE_NAME as string, Key }),
        );
    expect(await changedSince('2026-01-01T00:00:00Z')).toEqual([]);
    const started = await api<{ jobId: string }>(`admin/statistics/${targets.seriesGuid}/recount`, {
      method: 'POST',
      token: admin,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await waitForJob(started.body.jobId, admin)).state).toBe('finished');
    const rows = await changedSince('2026-01-01T00:00:00Z');
    expect(rows.map((r) => [r.lastName, r.updatedAt, r.orderUpdatedAt]).sort()).toEqual([
      ['Adamcová', ORDER_CHANGED, ORDER_CHANGED],
      ['Bártová', ORDER_CHANGED, ORDER_CHANGED],
    ]);
    expect(await changedSince('2026-03-02T00:00:00Z')).toEqual([]);
  });

  it('refuses a cursor of the whole-series pages in a poll, and one from before the poll’s time', async () => {
    const whole = await api<PartnerRegistrationsPage>(
      `partner/series/${targets.seriesGuid}/registrations?limit=1`,
      { token: key },
    );
    expect(whole.status).toBe(200);
    expect(whole.body.nextCursor).not.toBeNull();
    const mixed = await api(
      `partner/series/${targets.seriesGuid}/registrations?limit=1&updatedSince=2026-01-01T00:00:00Z&cursor=${whole.body.nextCursor}`,
      { token: key },
    );
    expect(mixed.status).toBe(400);
    const early = await api<PartnerRegistrationsPage>(
      `partner/series/${targets.seriesGuid}/registrations?limit=1&updatedSince=2026-01-01T00:00:00Z`,
      { token: key },
    );
    expect(early.body.nextCursor).not.toBeNull();
    const late = await api(
      `partner/series/${targets.seriesGuid}/registrations?limit=1&updatedSince=2099-01-01T00:00:00Z&cursor=${early.body.nextCursor}`,
      { token: key },
    );
    expect(late.status).toBe(400);
  });

  it("one runner's start number in an order of three: a poll lists that registration alone", async () => {
    const orderGuid = randomUUID();
    const team = ['Černá', 'Dvořáková', 'Elznicová'].map((last, index) => ({
      ...keys.orderItem(orderGuid, index),
      entity: 'orderItem',
      itemGuid: randomUUID(),
      orderGuid,
      index,
      kind: 'regular',
      seriesGuid: targets.seriesGuid,
      seriesEventGuid: targets.entity.event,
      subEventGuid: targets.entity.subevent,
      subEventName: 'Race',
      categoryGuid: randomUUID(),
      categoryName: 'Open',
      waveGuid: null,
      waveName: null,
      teamGuid: null,
      teamName: null,
      firstName: 'Eva',
      lastName: last,
      email: `${last.slice(0, 3)}@example.com`,
      birthYear: 1991,
      gender: 2,
      club: null,
      startNumber: null,
      paid: true,
      dateCreated: `2026-03-01T10:00:0${index}.000Z`,
    }));
    await getDocumentClient().send(
      new BatchWriteCommand({
        RequestItems: {
          [process.env.TABLE_NAME as string]: [orderRecord(orderGuid, targets.seriesGuid, 3), ...team].map(
            (Item) => ({ PutRequest: { Item } }),
          ),
        },
      }),
    );
    await projected();
    const placed = new Date().toISOString();
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME as string,
        Key: keys.orderItem(orderGuid, 1),
        UpdateExpression: 'SET startNumber = :n',
        ExpressionAttributeValues: { ':n': 310 },
      }),
    );
    await projected();

    const polled = await changedSince(placed);
    expect(polled.map((r) => [r.registrationId, r.lastName, r.startNumber])).toEqual([
      [team[1]!.itemGuid, 'Dvořáková', 310],
    ]);
    expect(polled[0]!.updatedAt > placed).toBe(true);
    expect(polled[0]!.orderUpdatedAt).toBe(polled[0]!.updatedAt);

    // The whole series: the other two keep the time they were placed, the order has the latest.
    const whole = await api<PartnerRegistrationsPage>(
      `partner/series/${targets.seriesGuid}/registrations?limit=200`,
      { token: key },
    );
    expect(whole.status).toBe(200);
    const ofOrder = whole.body.items.filter((r) => r.orderId === orderGuid);
    expect(ofOrder.map((r) => r.lastName)).toEqual(['Černá', 'Dvořáková', 'Elznicová']);
    for (const r of ofOrder) {
      expect(r.updatedAt > placed).toBe(r.lastName === 'Dvořáková');
      expect(r.orderUpdatedAt).toBe(polled[0]!.updatedAt);
    }
  });
});
