import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * The orders list's counters and search index (functions/domain/orders/order-list-index.ts):
 * totals stay exact across every state change, and a surname prefix with Czech diacritics finds
 * the orders. Integration files run one at a time, so today's counts move only by this file.
 */

type List = { total: number; rows: Array<{ id: string; registrator: { lastName: string } }> };

let admin: string;
const today = new Date().toISOString().slice(0, 10);

const list = (filter: Record<string, unknown>, paging: Record<string, number> = {}) =>
  api<List>('admin/registrations', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ filter, ...paging }),
  });

async function action(guid: string, what: string, body?: unknown) {
  const res = await api<OrderDetail & { code?: string }>(
    what === 'delete' ? `admin/registrations/${guid}` : `admin/registrations/${guid}/${what}`,
    {
      method: what === 'delete' ? 'DELETE' : 'POST',
      token: admin,
      ...(body ? { body: JSON.stringify(body) } : {}),
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function placeOrder(last: string, first = 'Test') {
  const r = runner({ last, first });
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { registrationGuid: string }).registrationGuid;
}

/** Today's totals of the cup series for the flag filters the list offers. */
const FILTERS = {
  all: {},
  paid: { paid: true },
  unpaid: { paid: false },
  expired: { expired: true },
  cancelled: { cancelled: true },
  deleted: { deleted: true },
  activeUnpaid: { paid: false, expired: false, cancelled: false, deleted: false },
} as const;
type Totals = Record<keyof typeof FILTERS, number>;

async function totals(): Promise<Totals> {
  const entries = await Promise.all(
    Object.entries(FILTERS).map(async ([name, flags]) => {
      const res = await list({ seriesId: DEMO.seriesCup, dateFrom: today, dateTo: today, ...flags });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return [name, res.body.total] as const;
    }),
  );
  return Object.fromEntries(entries) as Totals;
}

/** The totals expected after `change` moved one order (the others as they were). */
const moved = (before: Totals, change: Partial<Totals>): Totals =>
  Object.fromEntries(
    Object.entries(before).map(([k, n]) => [k, n + (change[k as keyof Totals] ?? 0)]),
  ) as Totals;

describe('orders list totals and search', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('orders-index-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('keeps the totals exact across paid, expire, unset expiry, cancel, delete and restore', async () => {
    let expected = await totals();
    const a = await placeOrder(`Počítaná${Date.now()}`);
    const b = await placeOrder(`Počítaná${Date.now()}`);
    expected = moved(expected, { all: 2, unpaid: 2, activeUnpaid: 2 });
    expect(await totals()).toEqual(expected);

    await action(a, 'paid');
    expected = moved(expected, { paid: 1, unpaid: -1, activeUnpaid: -1 });
    expect(await totals()).toEqual(expected);
    // The page comes from the same index: the paid order is the newest paid one of today.
    expect((await list({ seriesId: DEMO.seriesCup, paid: true, dateFrom: today })).body.rows[0]?.id).toBe(a);

    await action(b, 'expired');
    expected = moved(expected, { expired: 1, activeUnpaid: -1 });
    expect(await totals()).toEqual(expected);
    await action(b, 'unset-expired');
    expected = moved(expected, { expired: -1, activeUnpaid: 1 });
    expect(await totals()).toEqual(expected);

    await action(b, 'delete');
    expected = moved(expected, { deleted: 1, activeUnpaid: -1 });
    expect(await totals()).toEqual(expected);
    await action(b, 'restore');
    expected = moved(expected, { deleted: -1, activeUnpaid: 1 });
    expect(await totals()).toEqual(expected);

    await action(a, 'cancel', { returnedAmount: 0 });
    expected = moved(expected, { cancelled: 1 });
    expect(await totals()).toEqual(expected);
  });

  it('finds orders by a surname prefix with Czech diacritics, and follows a corrected name', async () => {
    // Letters only after the surname, so the prefix below is this test's alone.
    const tag = randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8);
    const surname = `Řezníčková${tag}`;
    const first = await placeOrder(surname, 'Žofie');
    const second = await placeOrder(surname, 'Šárka');
    const found = async (searchText: string, more: Record<string, unknown> = {}) => {
      const res = await list({ searchText, ...more });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { total: res.body.total, ids: res.body.rows.map((r) => r.id).sort() };
    };
    const both = [first, second].sort();
    expect(await found(surname)).toEqual({ total: 2, ids: both });
    expect(await found(`reznickova${tag.slice(0, 4)}`)).toEqual({ total: 2, ids: both });
    expect(await found(`ŘEZNÍČKOVÁ${tag} žofie`)).toEqual({ total: 1, ids: [first] });
    expect(await found(`${surname} Sarka`, { dateFrom: today, dateTo: today })).toEqual({
      total: 1,
      ids: [second],
    });
    expect(await found(surname, { dateTo: '2020-01-01' })).toEqual({ total: 0, ids: [] });
    // Paging through the matches: one per page, the total stays.
    const paged = await list({ searchText: surname }, { take: 1, skip: 1 });
    expect(paged.body).toMatchObject({ total: 2, rows: [{ id: first }] });

    await action(first, 'paid');
    expect(await found(surname, { paid: true })).toEqual({ total: 1, ids: [first] });
    expect(await found(surname, { paid: false, seriesEventId: DEMO.eventSpring })).toMatchObject({
      total: 1,
    });

    await action(second, 'registrator-change', {
      firstName: 'Šárka',
      lastName: `Dvořáčková${tag}`,
      email: `sarka.${tag}@example.com`,
    });
    expect(await found(surname)).toEqual({ total: 1, ids: [first] });
    expect(await found(`dvoracKOVA${tag}`)).toEqual({ total: 1, ids: [second] });
    expect(await found(`sarka.${tag}@example`)).toEqual({ total: 1, ids: [second] });
  });
});
