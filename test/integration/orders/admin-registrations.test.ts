import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { grant, permission, putUser } from '../matrix/world';
import { api, mailbox, useTestStackEnv } from '../support';
import { CAT, readCounter, register, registerBody, runner, setCounter, tenK } from './checkout-support';

/** Admin registrations (spec §7) against the local stack, with orders placed through the real checkout. */

type List = {
  page: number;
  maxPage: number;
  total: number;
  rows: Array<{ id: string; variableSymbol: string }>;
};

let admin: string;

const list = (token: string, filter: Record<string, unknown> = {}, paging: Record<string, number> = {}) =>
  api<List>('admin/registrations', { method: 'POST', token, body: JSON.stringify({ filter, ...paging }) });
const action = (
  token: string,
  guid: string,
  what: 'paid' | 'restore' | 'delete' | 'expired' | 'unset-expired',
) =>
  api<OrderDetail & { code?: string }>(
    what === 'delete' ? `admin/registrations/${guid}` : `admin/registrations/${guid}/${what}`,
    { method: what === 'delete' ? 'DELETE' : 'POST', token },
  );

async function placeOrder(last: string) {
  const r = runner({ last: `${last}${Date.now()}` });
  const body = registerBody([tenK(CAT.men, r)], {}, r);
  const res = await register(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { registrationGuid, variableSymbol } = res.body as {
    registrationGuid: string;
    variableSymbol: string;
  };
  return { guid: registrationGuid, variableSymbol, email: body.registrator.email, lastName: r.last };
}

async function mailsTo(address: string, count: number) {
  for (let i = 0; i < 200; i++) {
    const mails = (await mailbox()).filter((m) => m.destination.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} e-mails to ${address}`);
}

describe('admin registrations', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('orders-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('lists orders with the §3 filters and envelope; the detail shows items and history', async () => {
    const a = await placeOrder('Seznamovy');
    const byVs = await list(admin, { searchText: a.variableSymbol });
    expect(byVs.status, JSON.stringify(byVs.body)).toBe(200);
    expect(byVs.body).toMatchObject({ page: 0, maxPage: 0, total: 1 });
    expect(byVs.body.rows[0]?.id).toBe(a.guid);
    expect((await list(admin, { searchText: a.lastName.toLowerCase(), paid: false })).body.total).toBe(1);
    expect((await list(admin, { searchText: a.lastName, paid: true })).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await list(admin, { searchText: a.variableSymbol, dateFrom: today, dateTo: today })).body.total,
    ).toBe(1);
    expect((await list(admin, { searchText: a.variableSymbol, dateTo: '2020-01-01' })).body.total).toBe(0);
    expect(
      (
        await list(admin, {
          searchText: a.variableSymbol,
          seriesId: DEMO.seriesCup,
          seriesEventId: DEMO.eventSpring,
        })
      ).body.total,
    ).toBe(1);
    expect(
      (await list(admin, { searchText: a.variableSymbol, seriesEventId: DEMO.eventAutumn })).body.total,
    ).toBe(0);
    const paged = await list(admin, {}, { take: 1, skip: 1 });
    expect(paged.body.rows).toHaveLength(1);
    expect(paged.body.page).toBe(1);

    const detail = await api<OrderDetail>(`admin/registrations/${a.guid}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: a.guid, variableSymbol: a.variableSymbol, paid: false });
    expect(detail.body.items[0]).toMatchObject({ lastName: a.lastName, subEventName: expect.any(String) });
    expect(detail.body.history.length).toBeGreaterThan(0);
  });

  it('shows an event manager only the orders of his permissions', async () => {
    const a = await placeOrder('Manazersky');
    const right = await putUser('orders-em-event', [Role.USER, Role.EVENT_MANAGER]);
    await grant(right.userId, permission('event', DEMO.eventSpring, DEMO.seriesCup));
    const other = await putUser('orders-em-other', [Role.USER, Role.EVENT_MANAGER]);
    await grant(other.userId, permission('event', DEMO.eventAutumn, DEMO.seriesCup));

    expect((await list(right.token, { searchText: a.variableSymbol })).body.total).toBe(1);
    expect((await list(other.token, { searchText: a.variableSymbol })).body.total).toBe(0);
    expect((await api(`admin/registrations/${a.guid}`, { token: other.token })).status).toBe(403);
    expect((await api(`admin/registrations/${a.guid}`, { token: right.token })).status).toBe(200);
  });

  it('set paid applies once when two admins act at once and sends one payment e-mail', async () => {
    const a = await placeOrder('Placeny');
    await mailsTo(a.email, 1); // the bank-transfer e-mail of the registration
    const second = (await putUser('orders-admin-2', [Role.USER, Role.ADMIN])).token;
    const answers = await Promise.all([action(admin, a.guid, 'paid'), action(second, a.guid, 'paid')]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body.code).toBe('registrations.alreadyPaid');
    const paid = answers.find((r) => r.status === 200)?.body as OrderDetail;
    expect(paid.paid).toBe(true);
    expect(paid.datePaid).toBeTruthy();
    expect(paid.items.every((i) => i.paid)).toBe(true);
    const entries = paid.history.filter((h) => h.action === 'paidByAdmin');
    expect(entries).toHaveLength(1);
    // The history names the admin who did it.
    expect(entries[0]?.byName).toMatch(/\S/);
    const mails = await mailsTo(a.email, 2);
    expect(mails).toHaveLength(2);
    expect((await list(admin, { searchText: a.variableSymbol, paid: true })).body.total).toBe(1);
  });

  it('delete releases the places, restore takes them back and is refused when they are gone', async () => {
    const a = await placeOrder('Mazany');
    const before = (await readCounter('category', CAT.men))?.used ?? 0;
    const removed = await action(admin, a.guid, 'delete');
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.deleted).toBe(true);
    expect((await readCounter('category', CAT.men))?.used).toBe(before - 1);
    expect((await action(admin, a.guid, 'delete')).body.code).toBe('registrations.alreadyDeleted');
    expect((await readCounter('category', CAT.men))?.used).toBe(before - 1);
    expect((await action(admin, a.guid, 'paid')).body.code).toBe('registrations.orderDeleted');
    expect((await list(admin, { searchText: a.variableSymbol, deleted: true })).body.total).toBe(1);

    // The last place of the category is taken meanwhile.
    const used = (await readCounter('category', CAT.men))?.used ?? 0;
    const putBack = await setCounter('category', CAT.men, { capacity: used });
    try {
      const refused = await action(admin, a.guid, 'restore');
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('registrations.capacityFull');
    } finally {
      await putBack();
    }
    const restored = await action(admin, a.guid, 'restore');
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.deleted).toBe(false);
    expect((await readCounter('category', CAT.men))?.used).toBe(used + 1);
    const history = await api<{ rows: Array<{ action: string }> }>(
      `admin/registrations/${a.guid}/histories`,
      {
        token: admin,
      },
    );
    expect(history.body.rows.map((h) => h.action).slice(0, 2)).toEqual(['restored', 'removed']);
  });

  it('set expired releases the places and notifies; unset expiry takes them back, refused when they are gone', async () => {
    const a = await placeOrder('Propadly');
    await mailsTo(a.email, 1);
    const before = (await readCounter('category', CAT.men))?.used ?? 0;
    const expired = await action(admin, a.guid, 'expired');
    expect(expired.status, JSON.stringify(expired.body)).toBe(200);
    expect(expired.body).toMatchObject({ expired: true, dateExpired: expect.any(String) });
    expect((await readCounter('category', CAT.men))?.used).toBe(before - 1);
    expect((await action(admin, a.guid, 'expired')).body.code).toBe('registrations.orderExpired');
    expect((await readCounter('category', CAT.men))?.used).toBe(before - 1);
    expect(await mailsTo(a.email, 2)).toHaveLength(2);
    expect((await list(admin, { searchText: a.variableSymbol, expired: true })).body.total).toBe(1);

    const used = (await readCounter('category', CAT.men))?.used ?? 0;
    const putBack = await setCounter('category', CAT.men, { capacity: used });
    try {
      const refused = await action(admin, a.guid, 'unset-expired');
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('registrations.capacityFull');
    } finally {
      await putBack();
    }
    const unset = await action(admin, a.guid, 'unset-expired');
    expect(unset.status, JSON.stringify(unset.body)).toBe(200);
    expect(unset.body.expired).toBe(false);
    expect(Date.parse(unset.body.expiresAt)).toBeGreaterThan(Date.now());
    expect((await readCounter('category', CAT.men))?.used).toBe(used + 1);
  });
});
