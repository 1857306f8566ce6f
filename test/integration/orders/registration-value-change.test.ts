import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyValueChange } from '@shared/accounts/registration-value-change-schemas';
import type { Card } from '@shared/back-office/card-editor-schemas';
import type { Category, Subevent } from '@shared/back-office/race-schemas';
import type { RegistrationChange } from '@shared/back-office/registration-change-schemas';
import type { EventDetail, SeriesDetail } from '@shared/back-office/series-editor-schemas';
import { Role } from '@shared/codelists/enums';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { queryAll } from '../../../functions/adapters/dynamodb/query-all';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';

type ErrorBody = {
  code: string;
  message: string;
  validationErrors?: Array<{ field: string; errors: string[] }>;
};

/**
 * A runner changes values of their own registration (user/my-registration-items/{id}/values): only
 * what the race offers (admin/series/registration-change), only free changes, checked like the
 * checkout checks them, written with an entry in the order's history. On a series of its own,
 * removed afterwards.
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
async function openRace() {
  const series = ok(
    await send<SeriesDetail>('POST', 'admin/series', {
      name: `Změny údajů ${tag}`,
      dateFrom: `${year}-05-01`,
      dateTo: `${year}-09-30`,
      organizerId: '',
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

    // A priced change is not offered to the runner (the order has no owed amount for it).
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
    expect(ok(await send<MyValueChange>('GET', path, undefined, runner.token)).closedReason).toBe('priced');
    const priced = await send('POST', path, { values: [{ name: 'team', value: 'TJ' }] }, runner.token);
    expect(priced.status).toBe(409);
  });
});
