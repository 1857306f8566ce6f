import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type {
  MyRaceChange,
  MyRaceChangeResult,
  SelfServiceSettings,
} from '@shared/self-service/race-change-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { APP, api, useTestStackEnv } from '../support';
import {
  CAT,
  readCounter,
  registerBody,
  runner,
  setCounter,
  springCard,
  tenK,
} from '../orders/checkout-support';

/**
 * A runner changes race themselves (issue 27 item 3) on the demo Desítka: the organiser's rules
 * on the 10 km and the 5 km, the change applied through the admin item change (places moved once,
 * history, e-mail 17), a dearer target paid through the local GP webpay stand-in first, a deadline
 * refused, and two runners racing for the last place in the target: one gets it, the other the
 * §8 capacity message.
 */
type Body = { code?: string; message?: string };
let admin: { userId: string; token: string };
const tag = randomUUID().slice(0, 8);

const send = <T>(method: string, path: string, token: string, body?: unknown) =>
  api<T & Body>(path, {
    method,
    token,
    headers: { 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function rules(race: string, targets: string[], over: Record<string, unknown> = {}) {
  const now = await send<SelfServiceSettings>(
    'GET',
    `admin/series/sub-events/${race}/self-service`,
    admin.token,
  );
  expect(now.status, JSON.stringify(now.body)).toBe(200);
  const res = await send<SelfServiceSettings>(
    'POST',
    `admin/series/sub-events/${race}/self-service`,
    admin.token,
    {
      version: now.body.version,
      selfService: {
        raceChange: {
          allowed: targets.length > 0,
          targetSubEventIds: targets,
          until: null,
          fee: 2000,
          ...over,
        },
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A signed-in runner's bank-transfer order of one item: answers the user, order and item. */
async function registered(item: 'tenK' | 'fiveK') {
  const user = await putUser(`race-change-${tag}-${randomUUID().slice(0, 6)}`, [Role.USER]);
  const r = runner();
  const line =
    item === 'tenK'
      ? tenK(CAT.men, r)
      : {
          seriesEventGuid: DEMO.eventSpring,
          subEventGuid: DEMO.sub5k,
          categoryGuid: CAT.open5k,
          waveGuid: null,
          cards: [springCard(r)],
          termsAccepted: true,
        };
  const res = await api<{ registrationGuid: string }>('checkout/register', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify(registerBody([line], {}, r)),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const orderGuid = res.body.registrationGuid;
  const detail = await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`, admin.token);
  return { user, orderGuid, itemId: (detail.body.items[0] as OrderDetail['items'][number]).id };
}

const used = async (scope: string, guid: string) => (await readCounter(scope, guid))?.used ?? 0;

/** Follows the payer's browser through the local GP webpay stand-in; answers the return URL. */
async function payThroughSimulator(redirectUrl: string, outcome: string): Promise<string> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const orderNumber = /name="ORDERNUMBER" value="(\d+)"/.exec(html)?.[1] as string;
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string;
  const done = await fetch(new URL(action.replace(/&amp;/g, '&'), APP), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ORDERNUMBER: orderNumber, outcome }).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  return done.headers.get('location') as string;
}

async function arrive(returnUrl: string): Promise<string> {
  const res = await fetch(returnUrl, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') as string;
}

describe('self-service race change', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = await putUser(`race-change-admin-${tag}`, [Role.USER, Role.ADMIN]);
    await rules(DEMO.sub10k, [DEMO.sub5k]);
    await rules(DEMO.sub5k, [DEMO.sub10k]);
  });

  afterAll(async () => {
    await rules(DEMO.sub10k, []);
    await rules(DEMO.sub5k, []);
  });

  it('organiser rules: saved with history, a race of another event refused with a translated 400', async () => {
    const res = await send<SelfServiceSettings>(
      'GET',
      `admin/series/sub-events/${DEMO.sub10k}/self-service`,
      admin.token,
    );
    expect(res.body.selfService.raceChange).toEqual({
      allowed: true,
      targetSubEventIds: [DEMO.sub5k],
      until: null,
      fee: 2000,
    });
    const bad = await send('POST', `admin/series/sub-events/${DEMO.sub10k}/self-service`, admin.token, {
      version: res.body.version,
      selfService: {
        raceChange: { allowed: true, targetSubEventIds: [DEMO.subTrail], until: null, fee: null },
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('does not belong to this event');
  });

  it('an unpaid registration moves at once: places moved once, new price with the fee, history and e-mail', async () => {
    const o = await registered('tenK');
    const view = await send<MyRaceChange>(
      'GET',
      `user/my-registration-items/${o.itemId}/race-change`,
      o.user.token,
    );
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.closedReason).toBeNull();
    const option = view.body.options.find((x) => x.categoryId === CAT.open5k);
    expect(option).toMatchObject({ subEventName: '5 km', toPay: 0, refund: 0 });
    const before = { tenK: await used('subevent', DEMO.sub10k), fiveK: await used('subevent', DEMO.sub5k) };
    const res = await send<MyRaceChangeResult>(
      'POST',
      `user/my-registration-items/${o.itemId}/race-change`,
      o.user.token,
      {
        subEventId: DEMO.sub5k,
        categoryId: CAT.open5k,
        waveId: null,
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'applied', refund: 0 });
    expect({ tenK: await used('subevent', DEMO.sub10k), fiveK: await used('subevent', DEMO.sub5k) }).toEqual({
      tenK: before.tenK - 1,
      fiveK: before.fiveK + 1,
    });
    const detail = (await send<OrderDetail>('GET', `admin/registrations/${o.orderGuid}`, admin.token)).body;
    expect(detail.items[0]).toMatchObject({ subEventName: '5 km', basePrice: 35000 });
    expect(detail.calculatedPrice).toBe(35000 + (detail.items[0]?.additionalsPrice ?? 0));
    const moved = detail.history.filter((h) => h.action === 'itemMoved');
    expect(moved).toHaveLength(1);
    expect(moved[0]?.changes).toMatchObject({ byRunner: true, changeFee: { amount: 2000 } });
    // Somebody else's registration is not found.
    const stranger = await putUser(`race-change-stranger-${tag}`, [Role.USER]);
    const other = await send('GET', `user/my-registration-items/${o.itemId}/race-change`, stranger.token);
    expect(other.status).toBe(404);
  });

  it('a paid registration moving somewhere dearer pays difference + fee by card first, applied once', async () => {
    const o = await registered('fiveK');
    expect((await send('POST', `admin/registrations/${o.orderGuid}/paid`, admin.token, {})).status).toBe(200);
    const view = await send<MyRaceChange>(
      'GET',
      `user/my-registration-items/${o.itemId}/race-change`,
      o.user.token,
    );
    const option =
      view.body.options.find((x) => x.categoryId === CAT.men && x.waveId === null) ??
      view.body.options.find((x) => x.categoryId === CAT.men);
    expect(option, JSON.stringify(view.body)).toBeDefined();
    expect(option?.toPay).toBe((option?.difference ?? 0) + 2000);
    const start = await send<MyRaceChangeResult>(
      'POST',
      `user/my-registration-items/${o.itemId}/race-change`,
      o.user.token,
      {
        subEventId: DEMO.sub10k,
        categoryId: CAT.men,
        waveId: option?.waveId ?? null,
      },
    );
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    if (start.body.status !== 'payment') throw new Error('expected a payment');
    // Nothing moved before the payment.
    let detail = (await send<OrderDetail>('GET', `admin/registrations/${o.orderGuid}`, admin.token)).body;
    expect(detail.items[0]?.subEventName).toBe('5 km');
    const returnUrl = await payThroughSimulator(start.body.redirectUrl, '0:0');
    expect(await arrive(returnUrl)).toContain(`raceChange=${start.body.id}`);
    const fiveK = await used('subevent', DEMO.sub5k);
    // The same answer again changes nothing.
    await arrive(returnUrl);
    expect(await used('subevent', DEMO.sub5k)).toBe(fiveK);
    detail = (await send<OrderDetail>('GET', `admin/registrations/${o.orderGuid}`, admin.token)).body;
    expect(detail.items[0]?.subEventName).toBe('10 km');
    expect(detail.history.filter((h) => h.action === 'itemMoved')).toHaveLength(1);
    const after = await send<MyRaceChange>(
      'GET',
      `user/my-registration-items/${o.itemId}/race-change?payment=${start.body.id}`,
      o.user.token,
    );
    expect(after.body.payment).toMatchObject({ status: 'paid', amount: option?.toPay });
  });

  it('refuses after the organiser deadline with a translated 409', async () => {
    const o = await registered('tenK');
    await rules(DEMO.sub10k, [DEMO.sub5k], { until: '2020-01-01T00:00:00.000Z' });
    try {
      const res = await send('POST', `user/my-registration-items/${o.itemId}/race-change`, o.user.token, {
        subEventId: DEMO.sub5k,
        categoryId: CAT.open5k,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'selfService.raceChange.deadlinePassed',
        message: 'The deadline for changing the race has passed.',
      });
    } finally {
      await rules(DEMO.sub10k, [DEMO.sub5k]);
    }
  });

  it('two runners racing for the last place in the target: one moves, the other gets the capacity message', async () => {
    const a = await registered('tenK');
    const b = await registered('tenK');
    const taken = await used('category', CAT.open5k);
    const restore = await setCounter('category', CAT.open5k, { capacity: taken + 1 });
    try {
      const body = { subEventId: DEMO.sub5k, categoryId: CAT.open5k, waveId: null };
      const answers = await Promise.all(
        [a, b].map((o) =>
          send('POST', `user/my-registration-items/${o.itemId}/race-change`, o.user.token, body),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)?.body.code).toMatch(/^checkout\.|capacity/i);
      expect(await used('category', CAT.open5k)).toBe(taken + 1);
      // The loser keeps their place in the 10 km.
      const loser = answers[0]?.status === 409 ? a : b;
      const detail = (await send<OrderDetail>('GET', `admin/registrations/${loser.orderGuid}`, admin.token))
        .body;
      expect(detail.items[0]?.subEventName).toBe('10 km');
    } finally {
      await restore();
    }
  });
});
