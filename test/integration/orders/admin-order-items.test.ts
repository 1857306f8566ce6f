import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { api, mailbox, useTestStackEnv } from '../support';
import { CAT, readCounter, register, registerBody, runner, tenK } from './checkout-support';

/**
 * Admin actions on the items of an order and the order-level cancel / free / prices / registrator /
 * resend (spec §4, §7), against the local stack with orders placed through the real checkout.
 */

type Answer = OrderDetail & { code?: string };
let admin: string;

const post = (path: string, body?: unknown) =>
  api<Answer>(`admin/registrations/${path}`, {
    method: 'POST',
    token: admin,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const onItem = (order: string, item: string, what: string, body: Record<string, unknown> = {}) =>
  post(`items/${item}/${what}`, { registrationId: order, ...body });
const men = async () => (await readCounter('category', CAT.men))?.used ?? 0;

/** An unpaid order of two 10 km runners (men). */
async function twoRunners(last: string) {
  const r = runner({ last: `${last}${Date.now()}` });
  // Bank transfer takes one registration per order only: two runners pay by card.
  const body = registerBody([tenK(CAT.men, r), tenK(CAT.men)], { paymentMethod: 1 }, r);
  const res = await register(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const guid = (res.body as { registrationGuid: string }).registrationGuid;
  const detail = await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin });
  return { guid, email: body.registrator.email, detail: detail.body };
}

async function mailsTo(address: string, count: number) {
  for (let i = 0; i < 200; i++) {
    const mails = (await mailbox()).filter((m) => m.destination.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} e-mails to ${address}`);
}

describe('admin order items', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('order-items-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('cancel item releases its place once (cancel twice, also at once, releases once) and sends the item e-mail', async () => {
    const o = await twoRunners('Storno');
    await mailsTo(o.email, 1);
    const [first, second] = o.detail.items;
    const before = await men();
    const answers = await Promise.all([
      onItem(o.guid, first!.id, 'cancel', { returnedAmount: 1000 }),
      onItem(o.guid, first!.id, 'cancel', { returnedAmount: 1000 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('registrations.itemCancelled');
    expect(await men()).toBe(before - 1);
    const again = await onItem(o.guid, first!.id, 'cancel', { returnedAmount: 0 });
    expect(again.body.code).toBe('registrations.itemCancelled');
    expect(await men()).toBe(before - 1);

    const detail = answers.find((a) => a.status === 200)!.body;
    expect(detail.items[0]).toMatchObject({ cancelled: true, cancelledAmount: 1000 });
    expect(detail).toMatchObject({ cancelled: false, cancelledAmount: 1000 });
    expect(detail.history.filter((h) => h.action === 'itemCancelled')).toHaveLength(1);
    expect(detail.history[0]?.byName).toMatch(/\S/);
    expect(await mailsTo(o.email, 2)).toHaveLength(2);

    // Removing the order later releases only the other runner's place.
    expect((await api(`admin/registrations/${o.guid}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await men()).toBe(before - 2);
    // Restoring takes back only that place; the cancelled item stays cancelled.
    const restored = await post(`${o.guid}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await men()).toBe(before - 1);
    expect(restored.body.items.map((i) => i.cancelled)).toEqual([true, false]);
    expect(second).toBeDefined();
  });

  it('refuses a returned amount above the item price and an item of another order', async () => {
    const o = await twoRunners('Vraceni');
    // The list filters by race and category without reading items (lists kept on the order).
    const total = async (filter: Record<string, unknown>) =>
      (
        await api<{ total: number }>('admin/registrations', {
          method: 'POST',
          token: admin,
          body: JSON.stringify({ filter: { searchText: o.detail.variableSymbol, ...filter } }),
        })
      ).body.total;
    expect(await total({ seriesSubEventId: DEMO.sub10k, seriesCategoryId: CAT.men })).toBe(1);
    expect(await total({ seriesCategoryId: CAT.women })).toBe(0);
    const item = o.detail.items[0]!;
    const tooMuch = await onItem(o.guid, item.id, 'cancel', { returnedAmount: 100_000_00 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('registrations.returnedAmountTooHigh');
    const other = await twoRunners('Cizi');
    expect((await onItem(other.guid, item.id, 'cancel', { returnedAmount: 0 })).status).toBe(404);
  });

  it('cancelling the last item cancels the order; cancelling the order twice releases once', async () => {
    const o = await twoRunners('Zruseny');
    const before = await men();
    const cancelled = await post(`${o.guid}/cancel`, { returnedAmount: 0 });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ cancelled: true, dateCancelled: expect.any(String) });
    expect(cancelled.body.items.every((i) => i.cancelled)).toBe(true);
    expect(await men()).toBe(before - 2);
    const twice = await post(`${o.guid}/cancel`, { returnedAmount: 0 });
    expect(twice.body.code).toBe('registrations.orderCancelled');
    expect(await men()).toBe(before - 2);
    await mailsTo(o.email, 2); // registration + cancellation

    const p = await twoRunners('Posledni');
    const [a, b] = p.detail.items;
    await onItem(p.guid, a!.id, 'cancel', { returnedAmount: 0 });
    const last = await onItem(p.guid, b!.id, 'cancel', { returnedAmount: 0 });
    expect(last.body.cancelled).toBe(true);
  });

  it('expire item releases its place once; issue and cancel issue; update records the change history', async () => {
    const o = await twoRunners('Vydany');
    const [a, b] = o.detail.items;
    const before = await men();
    const expired = await onItem(o.guid, b!.id, 'expire');
    expect(expired.status, JSON.stringify(expired.body)).toBe(200);
    expect(expired.body.items[1]?.expired).toBe(true);
    expect((await onItem(o.guid, b!.id, 'expire')).body.code).toBe('registrations.itemExpired');
    expect(await men()).toBe(before - 1);

    const issued = await onItem(o.guid, a!.id, 'issue');
    expect(issued.body).toMatchObject({ issued: true });
    expect(issued.body.items[0]).toMatchObject({ issued: true, dateIssued: expect.any(String) });
    expect((await onItem(o.guid, a!.id, 'issue')).body.code).toBe('registrations.itemAlreadyIssued');
    const back = await onItem(o.guid, a!.id, 'cancel-issue');
    expect(back.body.issued).toBe(false);

    const updated = await onItem(o.guid, a!.id, 'update', { lastName: 'Opravený', club: 'AC Test' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.items[0]).toMatchObject({ lastName: 'Opravený', club: 'AC Test' });
    const entry = updated.body.history.find((h) => h.action === 'itemUpdated');
    expect(entry?.changes).toMatchObject({ lastName: { from: a!.lastName, to: 'Opravený' } });
  });

  it('free, change price, registrator change and resend e-mail, each in the history', async () => {
    const o = await twoRunners('Cena');
    const [a] = o.detail.items;
    const priced = await post(`${o.guid}/change-price`, {
      items: [{ id: a!.id, basePrice: 10000, additionalsPrice: 0, discount: 500 }],
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.calculatedPrice).toBe(10000 - 500 + o.detail.items[1]!.basePrice);
    expect(priced.body.history[0]?.action).toBe('priceChanged');

    const reg = await post(`${o.guid}/registrator-change`, {
      firstName: 'Nový',
      lastName: 'Plátce',
      email: 'novy.platce@example.com',
    });
    expect(reg.body.registrator).toMatchObject({ lastName: 'Plátce', email: 'novy.platce@example.com' });

    const resent = await post(`${o.guid}/resend-email`, { emailType: 1 });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.history[0]?.action).toBe('emailResent');
    await mailsTo('novy.platce@example.com', 1);

    const free = await post(`${o.guid}/free`);
    expect(free.body).toMatchObject({ paid: true, calculatedPrice: 0 });
    expect(free.body.items.every((i) => i.basePrice === 0 && i.paid)).toBe(true);
    expect((await post(`${o.guid}/free`)).body.code).toBe('registrations.alreadyPaid');
  });

  it('lists the orders that used a discount code (by-discount)', async () => {
    const r = runner({ last: `Sleva${Date.now()}` });
    const res = await register(registerBody([tenK(CAT.men, r)], { discounts: ['jaro10'] }, r));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const guid = (res.body as { registrationGuid: string }).registrationGuid;
    const without = await twoRunners('BezSlevy');
    const used = await api<{ total: number; rows: Array<{ id: string }> }>(
      `admin/registrations/by-discount/JARO10?seriesGuid=${DEMO.seriesCup}&take=100`,
      { token: admin },
    );
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const ids = used.body.rows.map((o) => o.id);
    expect(ids).toContain(guid);
    expect(ids).not.toContain(without.guid);
  });
});
