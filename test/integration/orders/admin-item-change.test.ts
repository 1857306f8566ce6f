import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { startNumberGuard } from '../../../functions/adapters/dynamodb/start-number-guard';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import {
  CAT,
  opt,
  readCounter,
  register,
  registerBody,
  runner,
  setCounter,
  tenK,
  v,
} from './checkout-support';

/**
 * POST admin/registrations/items/{itemId}/change (spec §7 item change): an admin moves a runner of
 * a real checkout order from the 10 km to the 5 km; the places move in one transaction.
 */

type Answer = OrderDetail & { code?: string; params?: Record<string, unknown> };
let admin: string;

const used = async (scope: string, guid: string) => (await readCounter(scope, guid))?.used ?? 0;
const places = async () => ({
  event: await used('event', DEMO.eventSpring),
  tenK: await used('subevent', DEMO.sub10k),
  fiveK: await used('subevent', DEMO.sub5k),
  men: await used('category', CAT.men),
  open5k: await used('category', CAT.open5k),
});

/** An unpaid bank-transfer order of one 10 km runner (men). */
async function oneRunner() {
  const r = runner();
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const guid = (res.body as { registrationGuid: string }).registrationGuid;
  const detail = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body;
  return { guid, item: detail.items[0] as OrderDetail['items'][number], detail };
}

const to5k = { seriesEventId: DEMO.eventSpring, seriesSubEventId: DEMO.sub5k, seriesCategoryId: CAT.open5k };

const change = (order: string, item: string, body: Record<string, unknown>) =>
  api<Answer>(`admin/registrations/items/${item}/change`, {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ registrationId: order, ...body }),
  });

describe('admin item change', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('item-change-admin', [Role.USER, Role.ADMIN])).token;
  });

  it('moves a runner to another race: places released and taken once, history written, price and payment kept', async () => {
    const o = await oneRunner();
    const before = await places();
    const res = await change(o.guid, o.item.id, to5k);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = res.body.items[0];
    expect(moved).toMatchObject({ subEventName: '5 km', categoryName: 'Open', waveName: null });
    expect(moved?.basePrice).toBe(o.item.basePrice);
    expect(res.body.calculatedPrice).toBe(o.detail.calculatedPrice);
    expect(res.body.paid).toBe(false);
    expect(await places()).toEqual({
      event: before.event,
      tenK: before.tenK - 1,
      fiveK: before.fiveK + 1,
      men: before.men - 1,
      open5k: before.open5k + 1,
    });
    expect(res.body.history[0]).toMatchObject({
      action: 'itemMoved',
      changes: {
        subEvent: { from: '10 km', to: '5 km' },
        category: { from: 'Muži', to: 'Open' },
      },
    });
    // On the start list of the 5 km now, no longer on the 10 km one.
    const list = async (sub: string) =>
      (
        await api<{ rows: Array<{ itemGuid?: string; id?: string }> }>(
          `admin/registrations/startlist/${sub}?searchText=${encodeURIComponent(o.item.lastName)}`,
          { token: admin },
        )
      ).body.rows.length;
    expect(await list(DEMO.sub5k)).toBe(1);
    expect(await list(DEMO.sub10k)).toBe(0);

    // Moving it again to where it is now changes nothing and says so.
    const again = await change(o.guid, o.item.id, to5k);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('registrations.moveNothingChanged');
    expect(await places()).toEqual({
      ...before,
      tenK: before.tenK - 1,
      fiveK: before.fiveK + 1,
      men: before.men - 1,
      open5k: before.open5k + 1,
    });
  });

  it('two admins moving the same item at once: it moves once, its places move once', async () => {
    const o = await oneRunner();
    const before = await places();
    const answers = await Promise.all([change(o.guid, o.item.id, to5k), change(o.guid, o.item.id, to5k)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('registrations.moveNothingChanged');
    expect(await places()).toEqual({
      event: before.event,
      tenK: before.tenK - 1,
      fiveK: before.fiveK + 1,
      men: before.men - 1,
      open5k: before.open5k + 1,
    });
    const detail = (await api<OrderDetail>(`admin/registrations/${o.guid}`, { token: admin })).body;
    expect(detail.history.filter((h) => h.action === 'itemMoved')).toHaveLength(1);
  });

  it("takes the target's current price when asked (order totals recomputed)", async () => {
    const o = await oneRunner();
    const res = await change(o.guid, o.item.id, { ...to5k, price: 'target' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items[0]?.basePrice).toBe(35000);
    expect(res.body.calculatedPrice).toBe(o.detail.calculatedPrice - o.item.basePrice + 35000);
    expect(res.body.history[0]?.changes).toMatchObject({ basePrice: { from: o.item.basePrice, to: 35000 } });
  });

  it('refuses a full target with the capacity message and changes nothing', async () => {
    const o = await oneRunner();
    const full = await used('category', CAT.open5k);
    const restore = await setCounter('category', CAT.open5k, {
      capacity: Math.max(full, 1),
      used: Math.max(full, 1),
    });
    try {
      const before = await places();
      const res = await change(o.guid, o.item.id, to5k);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('registration.capacityCategory');
      expect(await places()).toEqual(before);
      const after = (await api<OrderDetail>(`admin/registrations/${o.guid}`, { token: admin })).body;
      expect(after.items[0]?.subEventName).toBe('10 km');
      expect(after.history.map((h) => h.action)).not.toContain('itemMoved');
    } finally {
      await restore();
    }
  });

  it('refuses a cancelled item, a category whose rules the runner does not meet and another series', async () => {
    const o = await oneRunner();
    const women = await change(o.guid, o.item.id, {
      ...to5k,
      seriesSubEventId: DEMO.sub10k,
      seriesCategoryId: CAT.women,
    });
    expect(women.status).toBe(400);
    expect(women.body.code).toBe('registration.genderInvalid');
    const trail = await change(o.guid, o.item.id, {
      seriesEventId: DEMO.eventTrail,
      seriesSubEventId: DEMO.subTrail,
      seriesCategoryId: CAT.trailMen,
    });
    expect(trail.status).toBe(400);
    expect(trail.body.code).toBe('registrations.moveOtherSeries');
    const wrongRace = await change(o.guid, o.item.id, { ...to5k, seriesCategoryId: CAT.men });
    expect(wrongRace.status).toBe(400);
    expect(wrongRace.body.code).toBe('checkout.categoryNotFound');

    const cancelled = await api<Answer>(`admin/registrations/items/${o.item.id}/cancel`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ registrationId: o.guid, returnedAmount: 0 }),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const before = await places();
    const res = await change(o.guid, o.item.id, to5k);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('registrations.itemCancelled');
    expect(await places()).toEqual(before);
  });

  it('leaves the start number behind in the race it leaves (number free again there)', async () => {
    const o = await oneRunner();
    const number = 900_000 + Math.floor(Math.random() * 90_000);
    const db = getDocumentClient();
    const table = process.env.TABLE_NAME;
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.orderItem(o.guid, o.item.index),
        UpdateExpression: 'SET startNumber = :n',
        ExpressionAttributeValues: { ':n': number },
      }),
    );
    await db.send(
      new PutCommand({
        TableName: table,
        Item: startNumberGuard(DEMO.sub10k, number, { itemGuid: o.item.id, orderGuid: o.guid }),
      }),
    );
    const exists = async () =>
      (
        await api<{ exists: boolean }>(
          `admin/registrations/startlist/${DEMO.sub10k}/start-number-exists?startNumber=${number}`,
          { token: admin },
        )
      ).body.exists;
    expect(await exists()).toBe(true);
    const res = await change(o.guid, o.item.id, to5k);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items[0]?.startNumber).toBeNull();
    expect(res.body.history[0]?.changes).toMatchObject({ startNumber: { from: number, to: null } });
    expect(await exists()).toBe(false);
  });

  it('drops the answers of cards the target race does not ask: option place, price and history', async () => {
    const r = runner();
    const res = await register(registerBody([tenK(CAT.men, r, { [v('tshirt')]: 'M' })], {}, r));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const guid = (res.body as { registrationGuid: string }).registrationGuid;
    const before = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body;
    const item = before.items[0] as OrderDetail['items'][number];
    expect(item.values.find((x) => x.name === 'tshirt')).toMatchObject({ value: 'M', price: 25000 });
    const shirts = await used('cardItem', opt('tshirt', 'M'));
    // The autumn half marathon asks no card of the spring event.
    const moved = await change(guid, item.id, {
      seriesEventId: DEMO.eventAutumn,
      seriesSubEventId: DEMO.subHalf,
      seriesCategoryId: CAT.half,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.items[0]).toMatchObject({
      eventName: 'Půlmaraton Troja',
      values: [],
      additionalsPrice: 0,
    });
    expect(moved.body.calculatedPrice).toBe(before.calculatedPrice - item.additionalsPrice);
    expect(await used('cardItem', opt('tshirt', 'M'))).toBe(shirts - 1);
    expect(moved.body.history[0]).toMatchObject({
      action: 'itemMoved',
      changes: {
        droppedAnswers: expect.arrayContaining([
          { name: 'tshirt', label: expect.any(String), value: 'M', price: 25000 },
        ]),
        additionalsPrice: { from: item.additionalsPrice, to: 0 },
      },
    });
    // Removing the order gives back only what it still holds: the option place is not released twice.
    expect((await api(`admin/registrations/${guid}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await used('cardItem', opt('tshirt', 'M'))).toBe(shirts - 1);
  });

  it('moves a discounted item only where its discount applies, with a clear refusal elsewhere', async () => {
    const r = runner();
    // JARO10 covers the spring event only.
    const res = await register(registerBody([tenK(CAT.men, r)], { discounts: ['JARO10'] }, r));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const guid = (res.body as { registrationGuid: string }).registrationGuid;
    const before = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body;
    const item = before.items[0] as OrderDetail['items'][number];
    expect(item.discount).toBeGreaterThan(0);
    const refused = await change(guid, item.id, {
      seriesEventId: DEMO.eventAutumn,
      seriesSubEventId: DEMO.subHalf,
      seriesCategoryId: CAT.half,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('registrations.moveDiscountNotApplicable');
    expect(String((refused.body as unknown as { message?: string }).message)).toMatch(/sleva|discount/i);
    const unchanged = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body;
    expect(unchanged.items[0]?.subEventName).toBe('10 km');
    expect(unchanged.history.map((h) => h.action)).not.toContain('itemMoved');
    // Within the spring event the discount still applies: the move goes through with it.
    const moved = await change(guid, item.id, to5k);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.items[0]).toMatchObject({ subEventName: '5 km', discount: item.discount });
    expect(moved.body.calculatedPrice).toBe(before.calculatedPrice);
    expect((await api(`admin/registrations/${guid}`, { method: 'DELETE', token: admin })).status).toBe(200);
  });
});
