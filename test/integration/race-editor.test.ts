import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDetail } from '@shared/back-office/payment-detail-schemas';
import type { Category, Pricing, Subcategory, Subevent, Wave } from '@shared/back-office/race-schemas';
import type { EventDetail, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { EventDetail as PublicEvent } from '@shared/catalog/catalog-schemas';
import { Role } from '@shared/codelists/enums';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { queryAll } from '../../functions/adapters/dynamodb/query-all';
import { type Envelope, type ErrorBody, seriesEditorWorld } from './series-editor-support';
import { api, useTestStackEnv } from './support';
import { grant, permission, putUser } from './matrix/world';

/**
 * The race structure of the series editor (spec §7 sub-events, categories, sub-categories,
 * pricings, waves): what the calls store and refuse, the capacity counters they keep, the history
 * they write, and that an edit shows on the public event page. Who may call them is the generated
 * authorization matrix's job; here one manager of another series, refused.
 */
let admin: { userId: string; token: string };
let outsider: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year, created } = world;
const TABLE = () => process.env.TABLE_NAME as string;

/** A call as the admin (or the token given); what it creates is removed afterwards. */
const send = <T>(method: string, path: string, body?: unknown, token = admin.token) =>
  world.send<T>(method, path, body, { token });

afterAll(() => world.cleanUp());

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`race-admin-${tag}`, [Role.USER, Role.ADMIN]);
  outsider = await putUser(`race-outsider-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
});

const raceFields = (name: string) => ({
  name,
  anotation: 'Hlavní trať',
  description: '<p>Okruh</p><script>x()</script>',
  location: 'Stromovka',
  url: '',
  dateFrom: `${year}-05-01T08:00:00.000Z`,
  dateTo: `${year}-05-01T11:00:00.000Z`,
  lattitude: null,
  longitude: null,
  capacity: 300,
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
  forbidBankTransferFrom: `${year}-04-20T22:00:00.000Z`,
  allowRegistrationValueChange: false,
  registrationValueChangePrice: null,
});

const categoryFields = (name: string, capacity = 0) => ({
  name,
  minAge: 18,
  maxAge: 39,
  gender: null,
  prices: { CZK: 45000, EUR: 1800 },
  teamPricing: false,
  capacity,
  validateAgeToSubEventYear: true,
});

async function seriesWithEvent(label: string) {
  const series = await world.newSeries(label, admin.token);
  const event = await world.newEvent(series.guid, `${label} akce ${tag}`, admin.token, {
    currencies: ['CZK', 'EUR'],
  });
  return { series, event };
}

async function counter(scope: string, guid: string) {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: TABLE(), Key: keys.capacity(scope, guid), ConsistentRead: true }),
  );
  return out.Item as { used: number; capacity: number } | undefined;
}

async function sell(scope: string, guid: string, capacity: number, used: number) {
  await getDocumentClient().send(
    new PutCommand({
      TableName: TABLE(),
      Item: { ...keys.capacity(scope, guid), entity: 'capacity', scope, guid, capacity, used },
    }),
  );
}

describe('races, categories, pricings and waves', () => {
  it('builds a race with a limited category, a sub-category, a pricing and a wave; the event page shows them', async () => {
    const { series, event } = await seriesWithEvent('Trať');
    const race = await send<Subevent>('POST', 'admin/series/sub-events', {
      ...raceFields(`10 km ${tag}`),
      eventGuid: event.guid,
    });
    expect(race.status, JSON.stringify(race.body)).toBe(200);
    expect(race.body).toMatchObject({ description: '<p>Okruh</p>', order: 1, version: 1, used: 0 });
    expect(await counter('subevent', race.body.guid)).toMatchObject({ capacity: 300, used: 0 });

    const sub = race.body.guid;
    const category = await send<Category>('POST', 'admin/series/categories', {
      ...categoryFields(`Muži ${tag}`, 50),
      seriesEventSubEventId: sub,
    });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    expect(await counter('category', category.body.guid)).toMatchObject({ capacity: 50, used: 0 });
    const open = await send<Category>('POST', 'admin/series/categories', {
      ...categoryFields(`Ženy ${tag}`),
      seriesEventSubEventId: sub,
    });
    expect(open.body.order).toBe(2);
    // Unlimited: no counter to keep.
    expect(await counter('category', open.body.guid)).toBeUndefined();

    const subcategory = await send<Subcategory>('POST', 'admin/series/sub-categories', {
      name: 'Junioři',
      minAge: 18,
      maxAge: 20,
      gender: 1,
      capacity: 10,
      seriesEventSubEventId: sub,
      categoryId: category.body.guid,
    });
    expect(subcategory.status, JSON.stringify(subcategory.body)).toBe(200);
    const pricing = await send<Pricing>('POST', 'admin/series/pricings', {
      name: 'Early bird',
      prices: { CZK: 35000 },
      dateFrom: `${year - 2}-01-01T00:00:00.000Z`,
      dateTo: `${year}-03-31T22:00:00.000Z`,
      capacityFrom: null,
      capacityTo: null,
      seriesEventSubEventId: sub,
      categoryId: category.body.guid,
    });
    expect(pricing.status, JSON.stringify(pricing.body)).toBe(200);
    const wave = await send<Wave>('POST', 'admin/series/waves', {
      name: 'Vlna A',
      prices: {},
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T08:30:00.000Z`,
      capacity: 100,
      seriesEventSubEventId: sub,
    });
    expect(wave.status, JSON.stringify(wave.body)).toBe(200);

    const tree = await send<Subevent[]>('GET', `admin/series/events/${event.guid}/sub-events`);
    expect(tree.body).toHaveLength(1);
    expect(tree.body[0]?.categories.map((c) => [c.name, c.subcategories.length, c.pricings.length])).toEqual([
      [`Muži ${tag}`, 1, 1],
      [`Ženy ${tag}`, 0, 0],
    ]);
    expect(tree.body[0]?.waves.map((w) => w.name)).toEqual(['Vlna A']);

    // Reorder the categories: the public page lists them in the new order.
    const reordered = await send<Subevent>('POST', `admin/series/sub-events/${sub}/reorder`, {
      kind: 'categories',
      guids: [open.body.guid, category.body.guid],
    });
    expect(reordered.body.categories.map((c) => c.guid)).toEqual([open.body.guid, category.body.guid]);

    const page = await api<PublicEvent>(`series/events/${event.guid}?currency=CZK`);
    expect(page.status).toBe(200);
    expect(page.body.registrationTo).toBe(`${year}-04-28T22:00:00.000Z`);
    const publicRace = page.body.subevents[0];
    expect(publicRace).toMatchObject({
      name: `10 km ${tag}`,
      capacity: 300,
      forbidBankTransferFrom: `${year}-04-20T22:00:00.000Z`,
    });
    expect(publicRace?.categories.map((c) => [c.name, c.price, c.pricingName])).toEqual([
      [`Ženy ${tag}`, 45000, null],
      [`Muži ${tag}`, 35000, 'Early bird'],
    ]);
    expect(publicRace?.categories[1]?.subcategories.map((s) => s.name)).toEqual(['Junioři']);
    expect(publicRace?.waves.map((w) => [w.name, w.capacity])).toEqual([['Vlna A', 100]]);

    const history = await send<Envelope<HistoryEntry>>('GET', `admin/series/${series.guid}/histories`);
    expect(
      history.body.rows.filter((h) => h.target).map((h) => [h.action, h.target?.kind, h.target?.name]),
    ).toEqual([
      ['CREATE', 'wave', 'Vlna A'],
      ['CREATE', 'pricing', 'Early bird'],
      ['CREATE', 'subcategory', 'Junioři'],
      ['CREATE', 'category', `Ženy ${tag}`],
      ['CREATE', 'category', `Muži ${tag}`],
      ['CREATE', 'subevent', `10 km ${tag}`],
    ]);
    expect(history.body.rows[0]).toMatchObject({ actor: { userId: admin.userId } });
  });

  it('refuses the §5 date and age rules on their fields, the same as the form', async () => {
    const { event } = await seriesWithEvent('Pravidla');
    const bad = await send<ErrorBody>('POST', 'admin/series/sub-events', {
      ...raceFields(`Špatně ${tag}`),
      eventGuid: event.guid,
      registrationTo: `${year - 2}-01-01T00:00:00.000Z`,
      startListFrom: `${year}-05-02T00:00:00.000Z`,
      startListTo: `${year}-05-01T00:00:00.000Z`,
      dateTo: `${year}-05-01T07:00:00.000Z`,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors).toEqual(
      expect.arrayContaining([
        { field: 'body.dateTo', errors: ['Date To must be on or after Date From.'] },
        { field: 'body.registrationTo', errors: ['Registration To must be after Registration From.'] },
        { field: 'body.startListTo', errors: ['Start list To must be on or after Start list From.'] },
        {
          field: 'body.forbidBankTransferFrom',
          errors: ['Bank transfer cannot be closed after Registration To.'],
        },
      ]),
    );
    const race = (
      await send<Subevent>('POST', 'admin/series/sub-events', {
        ...raceFields(`Dobře ${tag}`),
        eventGuid: event.guid,
      })
    ).body;
    const ages = await send<ErrorBody>('POST', 'admin/series/categories', {
      ...categoryFields('Věk'),
      minAge: 40,
      maxAge: 40,
      seriesEventSubEventId: race.guid,
    });
    expect(ages.body.validationErrors).toEqual([
      { field: 'body.maxAge', errors: ['Max age must be greater than Min age.'] },
    ]);
    const currency = await send<ErrorBody>('POST', 'admin/series/categories', {
      ...categoryFields('Měna'),
      prices: { CZK: 100, USD: 5 },
      seriesEventSubEventId: race.guid,
    });
    expect(currency.status).toBe(400);
    expect(currency.body.validationErrors?.[0]?.field).toBe('body.prices');
    const pricing = await send<ErrorBody>('POST', 'admin/series/pricings', {
      name: 'Pozdě',
      prices: { CZK: 50000 },
      dateFrom: `${year}-04-01T00:00:00.000Z`,
      dateTo: `${year}-03-01T00:00:00.000Z`,
      capacityFrom: null,
      capacityTo: null,
      seriesEventSubEventId: race.guid,
      categoryId: randomUUID(),
    });
    expect(pricing.body.validationErrors).toEqual([
      { field: 'body.dateTo', errors: ['Date To must be on or after Date From.'] },
    ]);
  });

  it('changes only the capacity of a counter, refuses one below the places sold and a stale version', async () => {
    const { event } = await seriesWithEvent('Kapacita');
    const race = (
      await send<Subevent>('POST', 'admin/series/sub-events', {
        ...raceFields(`Kap ${tag}`),
        eventGuid: event.guid,
      })
    ).body;
    const category = (
      await send<Category>('POST', 'admin/series/categories', {
        ...categoryFields('Open', 50),
        seriesEventSubEventId: race.guid,
      })
    ).body;
    await sell('category', category.guid, 50, 30);
    const update = (capacity: number, version = category.version) =>
      send<Category & ErrorBody>('PUT', `admin/series/categories/${category.guid}`, {
        ...categoryFields('Open', capacity),
        seriesEventSubEventId: race.guid,
        version,
      });
    const tooLow = await update(20);
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.message).toBe(
      'The capacity cannot be lowered to 20: 30 places are already sold. Enter at least 30, or 0 (unlimited).',
    );
    const raised = await update(40);
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ capacity: 40, used: 30, version: 2 });
    expect(await counter('category', category.guid)).toMatchObject({ capacity: 40, used: 30 });
    const stale = await update(45, category.version);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('seriesEditor.changedMeanwhile');

    const history = await send<Envelope<HistoryEntry>>('GET', `admin/series/events/${event.guid}/histories`);
    expect(history.body.rows[0]).toMatchObject({
      action: 'UPDATE',
      target: { kind: 'category', name: 'Open' },
      changes: [{ field: 'capacity', before: 50, after: 40 }],
    });
  });

  it('closes sales at the places sold when the admin confirms, refusing when the number sold changed meanwhile', async () => {
    const { event } = await seriesWithEvent('Uzavření');
    const race = (
      await send<Subevent>('POST', 'admin/series/sub-events', {
        ...raceFields(`Uzav ${tag}`),
        eventGuid: event.guid,
      })
    ).body;
    const category = (
      await send<Category>('POST', 'admin/series/categories', {
        ...categoryFields('Open', 50),
        seriesEventSubEventId: race.guid,
      })
    ).body;
    await sell('category', category.guid, 50, 30);
    const close = (closeSalesAt: number, version = category.version) =>
      send<Category & ErrorBody>('PUT', `admin/series/categories/${category.guid}`, {
        ...categoryFields('Open', 10),
        seriesEventSubEventId: race.guid,
        version,
        closeSalesAt,
      });
    // The form showed 28 sold, but 30 are: nothing changes, the answer says how many are sold now.
    const stale = await close(28);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'raceEditor.soldMeanwhile', params: { used: 30 } });
    expect(await counter('category', category.guid)).toMatchObject({ capacity: 50, used: 30 });
    const closed = await close(30);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ capacity: 30, used: 30, version: 2 });
    expect(await counter('category', category.guid)).toMatchObject({ capacity: 30, used: 30 });
    const history = await send<Envelope<HistoryEntry>>('GET', `admin/series/events/${event.guid}/histories`);
    expect(history.body.rows[0]).toMatchObject({
      action: 'UPDATE',
      target: { kind: 'category', name: 'Open' },
      changes: [
        { field: 'capacity', before: 50, after: 30 },
        { field: 'salesClosedAt', before: null, after: 30 },
      ],
    });

    // A race and a wave close the same way.
    await sell('subevent', race.guid, 300, 12);
    const raceClosed = await send<Subevent>('PUT', `admin/series/sub-events/${race.guid}`, {
      ...raceFields(`Uzav ${tag}`),
      capacity: 5,
      version: race.version,
      closeSalesAt: 12,
    });
    expect(raceClosed.status, JSON.stringify(raceClosed.body)).toBe(200);
    expect(await counter('subevent', race.guid)).toMatchObject({ capacity: 12, used: 12 });
    const wave = (
      await send<Wave>('POST', 'admin/series/waves', {
        name: 'Vlna',
        prices: {},
        dateFrom: null,
        dateTo: null,
        capacity: 20,
        seriesEventSubEventId: race.guid,
      })
    ).body;
    await sell('wave', wave.guid, 20, 7);
    const waveFields = { name: 'Vlna', prices: {}, dateFrom: null, dateTo: null, capacity: 3 };
    const tooLow = await send<ErrorBody>('PUT', `admin/series/waves/${wave.guid}`, {
      ...waveFields,
      seriesEventSubEventId: race.guid,
      version: wave.version,
    });
    expect(tooLow.body).toMatchObject({ code: 'raceEditor.capacityBelowSold', params: { used: 7 } });
    const waveClosed = await send<Wave>('PUT', `admin/series/waves/${wave.guid}`, {
      ...waveFields,
      seriesEventSubEventId: race.guid,
      version: wave.version,
      closeSalesAt: 7,
    });
    expect(waveClosed.status, JSON.stringify(waveClosed.body)).toBe(200);
    expect(waveClosed.body).toMatchObject({ capacity: 7, used: 7 });

    // An update-many item closes sales the same way; its refusal names the refused wave.
    const second = (
      await send<Wave>('POST', 'admin/series/waves', {
        ...waveFields,
        name: 'Vlna 2',
        capacity: 20,
        seriesEventSubEventId: race.guid,
      })
    ).body;
    await sell('wave', second.guid, 20, 5);
    const many = (item: Record<string, unknown>) =>
      send<Wave[] & ErrorBody>('PUT', 'admin/series/waves/update-many', {
        seriesEventSubEventId: race.guid,
        items: [
          { ...waveFields, name: 'Vlna 2', capacity: 2, id: second.guid, version: second.version, ...item },
        ],
      });
    expect((await many({})).body).toMatchObject({
      code: 'raceEditor.capacityBelowSold',
      params: { used: 5, id: second.guid },
    });
    const manyClosed = await many({ closeSalesAt: 5 });
    expect(manyClosed.status, JSON.stringify(manyClosed.body)).toBe(200);
    expect(await counter('wave', second.guid)).toMatchObject({ capacity: 5, used: 5 });

    // And the event itself.
    await sell('event', event.guid, 0, 40);
    const {
      guid: _g,
      version,
      dateCreated: _c,
      dateUpdated: _u,
      seriesGuid: _s,
      order: _o,
      logoUrl: _l,
      ...eventFields
    } = event;
    const closeEvent = (closeSalesAt: number) =>
      send<EventDetail & ErrorBody>('PUT', `admin/series/events/${event.guid}`, {
        ...eventFields,
        capacity: 10,
        version,
        closeSalesAt,
      });
    expect((await closeEvent(41)).body).toMatchObject({
      code: 'seriesEditor.soldMeanwhile',
      params: { used: 40 },
    });
    const eventClosed = await closeEvent(40);
    expect(eventClosed.status, JSON.stringify(eventClosed.body)).toBe(200);
    expect(await counter('event', event.guid)).toMatchObject({ capacity: 40, used: 40 });
  });

  it('refuses deleting what registrations refer to, deletes the rest with what is below it', async () => {
    const { series, event } = await seriesWithEvent('Mazání');
    const race = (
      await send<Subevent>('POST', 'admin/series/sub-events', {
        ...raceFields(`Maž ${tag}`),
        eventGuid: event.guid,
      })
    ).body;
    const sold = (
      await send<Category>('POST', 'admin/series/categories', {
        ...categoryFields('Prodaná'),
        seriesEventSubEventId: race.guid,
      })
    ).body;
    const wave = (
      await send<Wave>('POST', 'admin/series/waves', {
        name: 'Vlna',
        prices: { EUR: 100 },
        dateFrom: null,
        dateTo: null,
        capacity: 0,
        seriesEventSubEventId: race.guid,
      })
    ).body;
    // A stand-in expired order that once took a place in the category and the race (its counters released).
    const orderGuid = randomUUID();
    created.add(keys.order(orderGuid).pk);
    await getDocumentClient().send(
      new PutCommand({
        TableName: TABLE(),
        Item: {
          ...keys.order(orderGuid),
          entity: 'order',
          guid: orderGuid,
          seriesGuid: series.guid,
          // A real order's creation time: the projector counts it under that day.
          dateCreated: new Date().toISOString(),
          expired: true,
          counters: [
            { scope: 'subevent', guid: race.guid, n: 1 },
            { scope: 'category', guid: sold.guid, n: 1 },
          ],
          gsi2pk: gsi.seriesOrders(series.guid),
          gsi2sk: new Date().toISOString(),
        },
      }),
    );
    const refused = await send<ErrorBody>(
      'DELETE',
      `admin/series/categories/${sold.guid}?seriesEventSubEventId=${race.guid}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '“Prodaná” cannot be deleted: registrations refer to it. Close its sales instead (capacity or Registration To).',
    );
    expect((await send<ErrorBody>('DELETE', `admin/series/sub-events/${race.guid}`)).body.code).toBe(
      'raceEditor.hasRegistrations',
    );
    const deleted = await send(
      'DELETE',
      `admin/series/waves/${wave.guid}?seriesEventSubEventId=${race.guid}`,
    );
    expect(deleted.status).toBe(200);
    expect(
      (await send('GET', `admin/series/waves/${wave.guid}?seriesEventSubEventId=${race.guid}`)).status,
    ).toBe(404);

    // Without the order the race goes, with its category.
    await getDocumentClient().send(new DeleteCommand({ TableName: TABLE(), Key: keys.order(orderGuid) }));
    expect((await send('DELETE', `admin/series/sub-events/${race.guid}`)).status).toBe(200);
    expect((await send<Subevent[]>('GET', `admin/series/events/${event.guid}/sub-events`)).body).toEqual([]);
    const partition = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
      ExpressionAttributeValues: { ':pk': keys.event(event.guid).pk, ':c': 'CATEGORY#' },
    });
    expect(partition).toEqual([]);
  });

  it('refuses a manager of another series; a category is found only in its own race', async () => {
    const { series, event } = await seriesWithEvent('Cizí');
    const race = (
      await send<Subevent>('POST', 'admin/series/sub-events', {
        ...raceFields(`Cizí ${tag}`),
        eventGuid: event.guid,
      })
    ).body;
    const elsewhere = await seriesWithEvent('Jinde');
    await grant(outsider.userId, permission('series', elsewhere.series.guid, elsewhere.series.guid));
    const refused = await send<ErrorBody>(
      'POST',
      'admin/series/categories',
      { ...categoryFields('Moje'), seriesEventSubEventId: race.guid },
      outsider.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('common.noPermission');

    await grant(outsider.userId, permission('series', series.guid, series.guid));
    const mine = await send<Category>(
      'POST',
      'admin/series/categories',
      { ...categoryFields('Moje'), seriesEventSubEventId: race.guid },
      outsider.token,
    );
    expect(mine.status).toBe(200);
    const otherRace = (
      await send<Subevent>('POST', 'admin/series/sub-events', {
        ...raceFields(`Jiná ${tag}`),
        eventGuid: elsewhere.event.guid,
      })
    ).body;
    const wrongRace = await send<ErrorBody>(
      'GET',
      `admin/series/categories/${mine.body.guid}?seriesEventSubEventId=${otherRace.guid}`,
    );
    expect(wrongRace.status).toBe(404);
  });

  it('creates and updates several at once, each checked and recorded as its single call', async () => {
    const { event } = await seriesWithEvent('Hromadně');
    const races = await send<Subevent[]>('POST', 'admin/series/sub-events/create-many', {
      eventGuid: event.guid,
      items: [raceFields(`5 km ${tag}`), raceFields(`21 km ${tag}`)],
    });
    expect(races.status, JSON.stringify(races.body)).toBe(200);
    expect(races.body.map((r) => [r.name, r.order])).toEqual([
      [`5 km ${tag}`, 1],
      [`21 km ${tag}`, 2],
    ]);
    const sub = races.body[0]?.guid as string;
    const waves = await send<Wave[]>('POST', 'admin/series/waves/create-many', {
      seriesEventSubEventId: sub,
      items: ['A', 'B'].map((name) => ({ name, prices: {}, dateFrom: null, dateTo: null, capacity: 20 })),
    });
    expect(waves.body.map((w) => w.name)).toEqual(['A', 'B']);
    const updated = await send<Wave[]>('PUT', 'admin/series/waves/update-many', {
      seriesEventSubEventId: sub,
      items: waves.body
        .map((w) => ({ ...w, capacity: 30, id: w.guid }))
        .map(
          ({ guid: _g, order: _o, dateCreated: _c, dateUpdated: _u, subEventGuid: _s, used: _used, ...w }) =>
            w,
        ),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.map((w) => [w.capacity, w.version])).toEqual([
      [30, 2],
      [30, 2],
    ]);

    const other = await seriesWithEvent('Hromadně jinde');
    const {
      guid: _g,
      order: _o,
      dateCreated: _c,
      dateUpdated: _u,
      eventGuid: _e,
      used: _used,
      categories: _cs,
      waves: _ws,
      ...fields
    } = races.body[1] as Subevent;
    const wrongEvent = await send<ErrorBody>('PUT', 'admin/series/sub-events/update-many', {
      eventGuid: other.event.guid,
      items: [{ ...fields, id: races.body[1]?.guid }],
    });
    expect(wrongEvent.status).toBe(404);
    expect(wrongEvent.body.code).toBe('raceEditor.raceNotFound');
  });
});

describe('payment details', () => {
  it('creates an account for the series and one for a race (IBAN derived), lists, updates and deletes them', async () => {
    const { series, event } = await seriesWithEvent('Účty');
    const race = (
      await send<Subevent>('POST', 'admin/series/sub-events', {
        ...raceFields(`Účet ${tag}`),
        eventGuid: event.guid,
      })
    ).body;
    const base = {
      seriesGuid: series.guid,
      bankAccount: '19-2000145399',
      bankCode: '0800',
      currency: 'CZK',
      swift: '',
      iban: '',
      constantSymbol: '0308',
      eventGuid: '',
      subEventGuid: '',
      categoryGuid: '',
      waveGuid: '',
    };
    const general = await send<PaymentDetail>('POST', 'admin/series/payment-details', base);
    expect(general.status, JSON.stringify(general.body)).toBe(200);
    expect(general.body.iban).toBe('CZ65 0800 0000 1920 0014 5399');
    const forRace = await send<PaymentDetail>('POST', 'admin/series/payment-details', {
      ...base,
      eventGuid: event.guid,
      subEventGuid: race.guid,
    });
    expect(forRace.status).toBe(200);
    const badAccount = await send<ErrorBody>('POST', 'admin/series/payment-details', {
      ...base,
      bankAccount: '19-2000145398',
    });
    expect(badAccount.body.validationErrors?.map((e) => e.field)).toEqual(['body.bankAccount']);
    const foreignRace = await send<ErrorBody>('POST', 'admin/series/payment-details', {
      ...base,
      eventGuid: event.guid,
      subEventGuid: randomUUID(),
    });
    expect(foreignRace.body.validationErrors?.map((e) => e.field)).toEqual(['body.subEventGuid']);

    const list = await send<Envelope<PaymentDetail>>('GET', `admin/series/${series.guid}/payment-details`);
    expect(list.body.rows.map((r) => r.subEventGuid)).toEqual(['', race.guid]);
    const updated = await send<PaymentDetail>('PUT', `admin/series/payment-details/${forRace.body.guid}`, {
      ...base,
      eventGuid: event.guid,
      subEventGuid: race.guid,
      currency: 'EUR',
    });
    expect(updated.body.currency).toBe('EUR');
    expect(
      (await send('DELETE', `admin/series/payment-details/${general.body.guid}?seriesGuid=${series.guid}`))
        .status,
    ).toBe(200);
    const history = await send<Envelope<HistoryEntry>>('GET', `admin/series/${series.guid}/histories`);
    expect(history.body.rows.filter((h) => h.target?.kind === 'paymentDetail').map((h) => h.action)).toEqual([
      'DELETE',
      'UPDATE',
      'CREATE',
      'CREATE',
    ]);
  });
});
