import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MyValueChange,
  ValueChangePaymentStart,
} from '@shared/accounts/registration-value-change-schemas';
import type { Card } from '@shared/back-office/card-editor-schemas';
import type { Category, Subevent } from '@shared/back-office/race-schemas';
import type { RegistrationChange } from '@shared/back-office/registration-change-schemas';
import type { EventDetail, Organizer, SeriesDetail } from '@shared/back-office/series-editor-schemas';
import type { JobView } from '@shared/jobs/job-schemas';
import type { BillingDetail } from '@shared/payments/billing-schemas';
import { Role } from '@shared/codelists/enums';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { queryAll } from '../../../functions/adapters/dynamodb/query-all';
import { putUser } from '../matrix/world';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { APP, api, useTestStackEnv } from '../support';

type ErrorBody = {
  code: string;
  message: string;
  validationErrors?: Array<{ field: string; errors: string[] }>;
};

/**
 * A runner changes values of their own registration (user/my-registration-items/{id}/values): only
 * what the race offers (admin/series/registration-change), checked like the checkout checks them,
 * written with an entry in the order's history; a priced change is paid by card first (through the
 * local GP webpay stand-in) and applied by the gateway's verified answer, once. On a series of its
 * own, removed afterwards.
 */
let admin: { userId: string; token: string };
let runner: { userId: string; token: string };
let stranger: { userId: string; token: string };
const tag = randomUUID().slice(0, 8);
const year = new Date().getUTCFullYear() + 1;
const TABLE = () => process.env.TABLE_NAME as string;
const created = new Set<string>();

async function send<T>(method: string, path: string, body?: unknown, token = admin.token) {
  return api<T & ErrorBody>(path, {
    method,
    token,
    headers: { 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`valchange-admin-${tag}`, [Role.USER, Role.ADMIN]);
  runner = await putUser(`valchange-runner-${tag}`, [Role.USER]);
  stranger = await putUser(`valchange-stranger-${tag}`, [Role.USER]);
});

afterAll(async () => {
  for (const pk of created) {
    const items = await queryAll<{ pk: string; sk: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
    });
    for (const { sk } of items)
      await getDocumentClient().send(new DeleteCommand({ TableName: TABLE(), Key: { pk, sk } }));
  }
});

const ok = <T>(res: { status: number; body: T }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A series with an open race, one category and its form (the registrant's details, a club, an arrival date, a T-shirt). */
async function openRace(organizerId = '') {
  const series = ok(
    await send<SeriesDetail>('POST', 'admin/series', {
      name: `Změny údajů ${tag}`,
      dateFrom: `${year}-05-01`,
      dateTo: `${year}-09-30`,
      organizerId,
      emailLayoutId: '',
      url: '',
      anotation: '',
      description: '',
      allowOnHomepage: false,
      hasRanking: false,
      customClient: 0,
      gdprReplacement: '',
      scripts: '',
      ecommerce: false,
    }),
  );
  created.add(keys.series(series.guid).pk);
  const event = ok(
    await send<EventDetail>('POST', 'admin/series/events', {
      seriesGuid: series.guid,
      name: `Změny údajů akce ${tag}`,
      anotation: '',
      description: '',
      location: 'Praha',
      url: '',
      dateFrom: `${year}-05-01T07:00:00.000Z`,
      dateTo: `${year}-05-01T13:00:00.000Z`,
      lattitude: null,
      longitude: null,
      capacity: 0,
      allowOnHomepage: false,
      daysTillExpiration: null,
      termsAndConditionsId: '',
      currencies: ['CZK'],
    }),
  );
  created.add(keys.event(event.guid).pk);
  created.add(keys.eventHistory(event.guid, '', '').pk);
  const race = ok(
    await send<Subevent>('POST', 'admin/series/sub-events', {
      eventGuid: event.guid,
      name: `10 km ${tag}`,
      anotation: '',
      description: '',
      location: '',
      url: '',
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T11:00:00.000Z`,
      lattitude: null,
      longitude: null,
      capacity: 0,
      daysTillExpiration: null,
      registrationFrom: `${year - 2}-01-01T00:00:00.000Z`,
      registrationTo: `${year}-04-28T22:00:00.000Z`,
      startListFrom: null,
      startListTo: null,
      type: 1,
      membersFrom: null,
      membersTo: null,
      allowIndividuals: true,
      teamPricing: false,
      relayChangesFrom: null,
      relayChangesTo: null,
      forbidBankTransferFrom: null,
      allowRegistrationValueChange: false,
      registrationValueChangePrice: null,
    }),
  );
  const category = ok(
    await send<Category>('POST', 'admin/series/categories', {
      seriesEventSubEventId: race.guid,
      name: 'Open',
      minAge: null,
      maxAge: null,
      gender: null,
      prices: { CZK: 30000 },
      teamPricing: false,
      capacity: 0,
      validateAgeToSubEventYear: false,
    }),
  );
  const card = ok(
    await send<Card>('POST', 'admin/series/cards', {
      eventGuid: event.guid,
      name: 'Přihláška',
      type: 1,
      values: [
        { name: 'firstName', label: 'Jméno', type: 1, required: true, predefinedTemplate: 'firstName' },
        { name: 'lastName', label: 'Příjmení', type: 1, required: true, predefinedTemplate: 'lastName' },
        {
          name: 'gender',
          label: 'Pohlaví',
          type: 4,
          required: true,
          predefinedTemplate: 'gender',
          options: [
            { value: '1', label: 'Muž' },
            { value: '2', label: 'Žena' },
          ],
        },
        {
          name: 'birthDate',
          label: 'Datum narození',
          type: 3,
          required: true,
          predefinedTemplate: 'birthDate',
        },
        {
          name: 'team',
          label: 'Klub',
          type: 1,
          validations: [{ kind: 'maxLength', value: 10 }],
        },
        { name: 'arrival', label: 'Příjezd', type: 3 },
        {
          name: 'shirt',
          label: 'Tričko',
          type: 4,
          options: [
            { value: 'M', label: 'M' },
            { value: 'L', label: 'L' },
          ],
        },
      ],
    }),
  );
  for (const [scope, guid] of [
    ['event', event.guid],
    ['subevent', race.guid],
    ['category', category.guid],
  ] as const)
    created.add(keys.capacity(scope, guid).pk);
  return { series, event, race, category, card };
}

async function register(built: Awaited<ReturnType<typeof openRace>>) {
  const value = (name: string) => built.card.values.find((v) => v.name === name)?.guid as string;
  const res = await api<{ registrationGuid: string }>('checkout/register', {
    method: 'POST',
    token: runner.token,
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      currency: 'CZK',
      language: 'cs',
      registrator: {
        firstName: 'Eva',
        lastName: `Změnová${tag}`,
        email: `zmenova-${tag}@example.com`,
        birthDate: '1990-04-12',
        gender: 2,
      },
      paymentMethod: 1,
      discounts: [],
      termsAccepted: true,
      personalDataConsent: true,
      items: [
        {
          seriesEventGuid: built.event.guid,
          subEventGuid: built.race.guid,
          categoryGuid: built.category.guid,
          waveGuid: null,
          termsAccepted: true,
          cards: [
            {
              cardGuid: built.card.guid,
              values: {
                [value('firstName')]: 'Eva',
                [value('lastName')]: `Změnová${tag}`,
                [value('gender')]: '2',
                [value('birthDate')]: '1990-04-12',
                [value('team')]: 'SK Praha',
                [value('arrival')]: `${year}-04-30`,
                [value('shirt')]: 'M',
              },
            },
          ],
        },
      ],
    }),
  });
  const orderGuid = ok(res).registrationGuid;
  created.add(keys.order(orderGuid).pk);
  const items = await send<{ rows: Array<{ id: string; orderId: string }> }>(
    'POST',
    'user/my-registration-items',
    {},
    runner.token,
  );
  const item = ok(items).rows.find((r) => r.orderId === orderGuid);
  expect(item).toBeDefined();
  return { orderGuid, itemId: item?.id as string };
}

describe('a runner changes values of their own registration', () => {
  it('changes only what the race offers, free, checked like the checkout, in the order history', async () => {
    const built = await openRace();
    const { orderGuid, itemId } = await register(built);
    const path = `user/my-registration-items/${itemId}/values`;

    // Nothing is offered until the organiser allows it.
    expect(ok(await send<MyValueChange>('GET', path, undefined, runner.token))).toEqual({
      closedReason: 'notAllowed',
      values: [],
      price: null,
      payment: null,
    });
    const closed = await send('POST', path, { values: [{ name: 'team', value: 'AC' }] }, runner.token);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('raceEditor.valueChangeClosed');

    const settings = ok(
      await send<RegistrationChange>('POST', 'admin/series/registration-change', {
        seriesEventSubEventId: built.race.guid,
        id: built.race.guid,
        allowRegistrationValueChange: true,
        registrationValueChangePrice: 0,
        changeableValueNames: ['team', 'arrival'],
        version: built.race.version,
      }),
    );
    expect(ok(await send<MyValueChange>('GET', path, undefined, runner.token))).toEqual({
      closedReason: null,
      values: [
        { name: 'team', label: 'Klub', type: 1, required: false, value: 'SK Praha' },
        { name: 'arrival', label: 'Příjezd', type: 3, required: false, value: `${year}-04-30` },
      ],
      price: null,
      payment: null,
    });
    // Another user's registration is not found.
    expect((await send('GET', path, undefined, stranger.token)).status).toBe(404);

    // The card's rule (at most 10 characters) and a value not offered are refused.
    const invalid = await send(
      'POST',
      path,
      {
        values: [
          { name: 'team', value: 'Atletický klub Praha' },
          { name: 'shirt', value: 'L' },
        ],
      },
      runner.token,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.validationErrors?.map((e) => e.field)).toEqual([
      'body.values.0.value',
      'body.values.1.name',
    ]);

    const changed = ok(
      await send<MyValueChange>(
        'POST',
        path,
        { values: [{ name: 'team', value: 'AC Praha' }] },
        runner.token,
      ),
    );
    expect(changed.values[0]).toMatchObject({ name: 'team', value: 'AC Praha' });
    const history = ok(
      await send<{ rows: Array<{ by: string; action: string; changes: Record<string, unknown> }> }>(
        'GET',
        `admin/registrations/${orderGuid}/histories`,
      ),
    );
    expect(history.rows[0]).toMatchObject({
      by: runner.userId,
      action: 'itemUpdated',
      changes: { 'values.team': { from: 'SK Praha', to: 'AC Praha' } },
    });
    expect(
      (await send('POST', path, { values: [{ name: 'team', value: 'X' }] }, stranger.token)).status,
    ).toBe(404);

    // A priced change of an unpaid registration: the registration is paid first.
    ok(
      await send<RegistrationChange>('POST', 'admin/series/registration-change', {
        seriesEventSubEventId: built.race.guid,
        id: built.race.guid,
        allowRegistrationValueChange: true,
        registrationValueChangePrice: 5000,
        changeableValueNames: ['team', 'arrival'],
        version: settings.version,
      }),
    );
    expect(ok(await send<MyValueChange>('GET', path, undefined, runner.token)).closedReason).toBe('unpaid');
    const unpaid = await send(
      'POST',
      `${path.replace(/values$/, 'value-change-payment')}`,
      {
        values: [{ name: 'team', value: 'TJ' }],
      },
      runner.token,
    );
    expect(unpaid.status).toBe(409);
  });
});

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

/** The browser arriving at the API's return URL: answers where it is sent next. */
async function arrive(returnUrl: string): Promise<string> {
  const res = await fetch(returnUrl, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') as string;
}

describe('a priced change is paid by card first, then applied once', () => {
  it('start → paid answer → values, fee and history; a repeated or forged answer changes nothing', async () => {
    const built = await openRace();
    const { orderGuid, itemId } = await register(built);
    const path = `user/my-registration-items/${itemId}/values`;
    const payPath = `user/my-registration-items/${itemId}/value-change-payment`;
    ok(
      await send<RegistrationChange>('POST', 'admin/series/registration-change', {
        seriesEventSubEventId: built.race.guid,
        id: built.race.guid,
        allowRegistrationValueChange: true,
        registrationValueChangePrice: 5000,
        changeableValueNames: ['team', 'arrival'],
        version: built.race.version,
      }),
    );
    ok(await send('POST', `admin/registrations/${orderGuid}/paid`, {}));
    const before = ok(await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`));

    const offer = ok(await send<MyValueChange>('GET', path, undefined, runner.token));
    expect(offer).toMatchObject({ closedReason: null, price: { amount: 5000, currency: 'CZK' } });
    // Saving without paying is refused; the values are checked like a free change before paying.
    const unpaidSave = await send('POST', path, { values: [{ name: 'team', value: 'AC' }] }, runner.token);
    expect(unpaidSave.status).toBe(409);
    expect(unpaidSave.body.code).toBe('raceEditor.valueChangeNeedsPayment');
    const invalid = await send(
      'POST',
      payPath,
      { values: [{ name: 'team', value: 'Atletický klub Praha' }] },
      runner.token,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.validationErrors?.map((e) => e.field)).toEqual(['body.values.0.value']);
    expect(
      (await send('POST', payPath, { values: [{ name: 'team', value: 'AC' }] }, stranger.token)).status,
    ).toBe(404);

    // A declined payment changes nothing and frees the item for a new attempt (a new order number).
    const declinedStart = ok(
      await send<ValueChangePaymentStart>(
        'POST',
        payPath,
        { values: [{ name: 'team', value: 'AC' }] },
        runner.token,
      ),
    );
    created.add(`VALUECHANGE#${declinedStart.id}`);
    expect(declinedStart.redirectUrl).toContain('/_gpwebpay/pgw/order.do?');
    const busy = await send('POST', payPath, { values: [{ name: 'team', value: 'AC' }] }, runner.token);
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('raceEditor.valueChangePending');
    // Waiting for the gateway: the admin's order detail shows the payment pending, with no answer yet.
    const waiting = ok(await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`));
    expect(waiting.valueChangePayments).toEqual([
      expect.objectContaining({
        id: declinedStart.id,
        state: 'pending',
        orderNumber: declinedStart.orderNumber,
        prCode: null,
        dateAnswered: null,
      }),
    ]);
    expect(waiting.calculatedPrice).toBe(before.calculatedPrice);
    const declined = await payThroughSimulator(declinedStart.redirectUrl, '30:1002');
    const resultPage = `${APP}/user/my-registrations?valueChange=${declinedStart.id}&item=${itemId}`;
    expect(await arrive(declined)).toBe(resultPage);
    const afterDecline = ok(
      await send<MyValueChange>('GET', `${path}?payment=${declinedStart.id}`, undefined, runner.token),
    );
    expect(afterDecline.payment).toMatchObject({ status: 'failed', amount: 5000 });
    expect(afterDecline.values[0]).toMatchObject({ name: 'team', value: 'SK Praha' });

    const start = ok(
      await send<ValueChangePaymentStart>(
        'POST',
        payPath,
        { values: [{ name: 'team', value: 'AC Praha' }] },
        runner.token,
      ),
    );
    created.add(`VALUECHANGE#${start.id}`);
    expect(start.orderNumber).not.toBe(declinedStart.orderNumber);
    const paid = await payThroughSimulator(start.redirectUrl, '0:0');

    // A forged answer is refused: nothing changes.
    const forged = new URL(paid);
    forged.searchParams.set('DIGEST', Buffer.from('forged').toString('base64'));
    expect(await arrive(forged.toString())).toBe(
      `${APP}/user/my-registrations?valueChange=${start.id}&item=${itemId}`,
    );
    expect(
      ok(await send<MyValueChange>('GET', `${path}?payment=${start.id}`, undefined, runner.token)).payment
        ?.status,
    ).toBe('pending');

    expect(await arrive(paid)).toBe(`${APP}/user/my-registrations?valueChange=${start.id}&item=${itemId}`);
    const applied = ok(
      await send<MyValueChange>('GET', `${path}?payment=${start.id}`, undefined, runner.token),
    );
    expect(applied.payment).toMatchObject({
      status: 'paid',
      amount: 5000,
      currency: 'CZK',
      values: [{ name: 'team', label: 'Klub', value: 'AC Praha' }],
    });
    expect(applied.values[0]).toMatchObject({ name: 'team', value: 'AC Praha' });
    const after = ok(await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`));
    expect(after.calculatedPrice).toBe(before.calculatedPrice + 5000);
    // The admin's order detail lists both payments of the change, oldest first, with the gateway's answers.
    expect(after.valueChangePayments).toEqual([
      expect.objectContaining({
        id: declinedStart.id,
        itemId,
        amount: 5000,
        currency: 'CZK',
        state: 'failed',
        orderNumber: declinedStart.orderNumber,
        prCode: 30,
        srCode: 1002,
        values: [{ name: 'team', label: 'Klub', value: 'AC' }],
      }),
      expect.objectContaining({
        id: start.id,
        itemId,
        amount: 5000,
        state: 'paid',
        orderNumber: start.orderNumber,
        prCode: 0,
        srCode: 0,
        values: [{ name: 'team', label: 'Klub', value: 'AC Praha' }],
      }),
    ]);
    expect(after.valueChangePayments[1]?.dateAnswered).toBeTruthy();
    expect(before.valueChangePayments).toEqual([]);
    expect(after.additionalsPrice).toBe(before.additionalsPrice + 5000);
    expect(after.items[0]?.additionalsPrice).toBe((before.items[0]?.additionalsPrice ?? 0) + 5000);
    const history = ok(
      await send<{ rows: Array<{ by: string; action: string; changes: Record<string, unknown> }> }>(
        'GET',
        `admin/registrations/${orderGuid}/histories`,
      ),
    );
    expect(history.rows[0]).toMatchObject({
      by: runner.userId,
      action: 'itemUpdated',
      changes: {
        'values.team': { from: 'SK Praha', to: 'AC Praha' },
        changeFee: { amount: 5000, currency: 'CZK', orderNumber: start.orderNumber },
      },
    });

    // The same answer again: nothing more (no second fee, no second history entry).
    expect(await arrive(paid)).toBe(`${APP}/user/my-registrations?valueChange=${start.id}&item=${itemId}`);
    const again = ok(await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`));
    expect(again.calculatedPrice).toBe(after.calculatedPrice);
    const historyAgain = ok(
      await send<{ rows: unknown[] }>('GET', `admin/registrations/${orderGuid}/histories`),
    );
    expect(historyAgain.rows).toHaveLength(history.rows.length);
  });
});

const pragueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

/** A settlement of the organizer's orders paid today: the creation job, then its detail. */
async function billToday(organizerId: string): Promise<BillingDetail> {
  const started = ok(
    await send<{ jobId: string }>('POST', 'admin/billing', {
      name: `Změny údajů ${tag}`,
      organizerId,
      type: 'orders',
      dateFrom: pragueToday(),
      dateTo: pragueToday(),
      provisions: [{ currency: 'CZK', amount: 1500, taxRate: 21 }],
    }),
  );
  let job = ok(await send<JobView>('GET', `admin/jobs/${started.jobId}`));
  for (let tries = 0; job.state !== 'finished' && job.state !== 'failed' && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = ok(await send<JobView>('GET', `admin/jobs/${started.jobId}`));
  }
  expect(job, JSON.stringify(job)).toMatchObject({ state: 'finished' });
  const billingId = (job.result as { billingId: number }).billingId;
  return ok(await send<BillingDetail>('GET', `admin/billing/${billingId}`));
}

describe('a change fee paid after its order was billed', () => {
  it('is billed by the next settlement alone, once: accepted there, a third settlement holds nothing of it', async () => {
    const organizer = ok(
      await send<Organizer>('POST', 'admin/series-organizers', {
        firstName: 'Eva',
        lastName: `Pořadatelka ${tag}`,
        companyName: '',
        isLegalEntity: false,
        street: '',
        city: 'Praha',
        zipcode: '',
        country: 'CZE',
        email: '',
        phone: '',
        ic: '',
        paysVAT: false,
        bankAccountNumber: '',
        bankCode: '',
        currency: 'CZK',
      }),
    );
    created.add(`ORGANIZER#${organizer.guid}`);
    const built = await openRace(organizer.guid);
    const { orderGuid, itemId } = await register(built);
    created.add(`BILLEDORDER#${orderGuid}`);
    ok(
      await send<RegistrationChange>('POST', 'admin/series/registration-change', {
        seriesEventSubEventId: built.race.guid,
        id: built.race.guid,
        allowRegistrationValueChange: true,
        registrationValueChangePrice: 5000,
        changeableValueNames: ['team', 'arrival'],
        version: built.race.version,
      }),
    );
    const paidOrder = ok(await send<OrderDetail>('POST', `admin/registrations/${orderGuid}/paid`, {}));

    // The order is billed and the settlement accepted before the runner pays for a change.
    const first = await billToday(organizer.guid);
    expect(first.orders).toEqual([
      expect.objectContaining({
        kind: 'order',
        orderId: orderGuid,
        paid: paidOrder.calculatedPrice,
        valueChangeFees: [],
      }),
    ]);
    ok(await send('POST', `admin/billing/${first.id}/accept`, {}));

    const start = ok(
      await send<ValueChangePaymentStart>(
        'POST',
        `user/my-registration-items/${itemId}/value-change-payment`,
        { values: [{ name: 'team', value: 'AC Praha' }] },
        runner.token,
      ),
    );
    created.add(`VALUECHANGE#${start.id}`);
    created.add(`BILLEDFEE#${start.id}`);
    await arrive(await payThroughSimulator(start.redirectUrl, '0:0'));
    const changed = ok(await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`));
    expect(changed.calculatedPrice).toBe(paidOrder.calculatedPrice + 5000);

    // The next settlement of the same day: exactly the fee, no second order, registration or provision.
    const second = await billToday(organizer.guid);
    expect(second.orders).toEqual([
      expect.objectContaining({
        kind: 'valueChangeFees',
        orderId: orderGuid,
        registrations: 0,
        expected: 5000,
        paid: 5000,
        returned: 0,
        gatewayFee: 0,
        valueChangeFees: [
          expect.objectContaining({ changeGuid: start.id, orderNumber: start.orderNumber, amount: 5000 }),
        ],
      }),
    ]);
    expect(second.totals).toEqual([
      expect.objectContaining({
        currency: 'CZK',
        orders: 0,
        registrations: 0,
        paid: 5000,
        provision: 0,
        tax: 0,
        summary: 5000,
      }),
    ]);
    const accepted = ok(await send<BillingDetail>('POST', `admin/billing/${second.id}/accept`, {}));
    expect(accepted.confirmed).toBe(true);

    // Billed once: a third settlement has nothing of the order or its fee (so it cannot be created).
    const third = await send<{ orders: unknown[]; totals: unknown[] }>('POST', 'admin/billing/preview', {
      name: `Změny údajů ${tag}`,
      organizerId: organizer.guid,
      type: 'orders',
      dateFrom: pragueToday(),
      dateTo: pragueToday(),
    });
    expect(ok(third)).toEqual({ orders: [], totals: [] });
  });
});
