import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Subevent, Wave } from '@shared/back-office/race-schemas';
import type { EventDetail, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { EventDetail as PublicEvent } from '@shared/catalog/catalog-schemas';
import { Role } from '@shared/codelists/enums';
import { shiftByPragueDays } from '@shared/prague-time';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { emailHistoryKey } from '../../functions/adapters/dynamodb/email-keys';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { type Envelope, type ErrorBody, seriesEditorWorld } from './series-editor-support';
import { api, useTestStackEnv } from './support';
import { putUser } from './matrix/world';

/**
 * Copy of an event to next season (issue 12, beyond the spec): races, categories, pricings and
 * waves come with new guids and dates shifted, fresh counters with nothing sold, a history entry;
 * the source stays as it was. Who may call it is the authorization matrix's job.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year, created } = world;
const send = <T>(method: string, path: string, body?: unknown) =>
  world.send<T>(method, path, body, { token: admin.token });

afterAll(() => world.cleanUp());
beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`copy-admin-${tag}`, [Role.USER, Role.ADMIN]);
});

async function counter(scope: string, guid: string) {
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: process.env.TABLE_NAME as string,
      Key: keys.capacity(scope, guid),
      ConsistentRead: true,
    }),
  );
  return out.Item as { used: number; capacity: number } | undefined;
}

const shifted = (iso: string, days: number) => shiftByPragueDays(iso, days);

describe('copy of an event to next season', () => {
  it('copies races, categories, pricings and waves with shifted dates, new guids and nothing sold', async () => {
    const series = await world.newSeries('Kopie', admin.token);
    const event = await world.newEvent(series.guid, `Jaro ${tag}`, admin.token, { capacity: 400 });
    const race = await send<Subevent>('POST', 'admin/series/sub-events', {
      name: `10 km ${tag}`,
      anotation: '',
      description: '',
      location: 'Stromovka',
      url: '',
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T11:00:00.000Z`,
      lattitude: null,
      longitude: null,
      capacity: 300,
      daysTillExpiration: null,
      registrationFrom: `${year - 1}-11-01T00:00:00.000Z`,
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
      eventGuid: event.guid,
    });
    expect(race.status, JSON.stringify(race.body)).toBe(200);
    const category = (name: string, capacity: number) =>
      send<Category>('POST', 'admin/series/categories', {
        name,
        minAge: 18,
        maxAge: 39,
        gender: null,
        prices: { CZK: 45000 },
        teamPricing: false,
        capacity,
        validateAgeToSubEventYear: true,
        seriesEventSubEventId: race.body.guid,
      });
    const limited = await category(`Muži ${tag}`, 50);
    expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    expect((await category(`Ženy ${tag}`, 0)).status).toBe(200);
    const pricing = await send('POST', 'admin/series/pricings', {
      name: 'Early bird',
      prices: { CZK: 35000 },
      dateFrom: `${year - 1}-11-01T00:00:00.000Z`,
      dateTo: `${year}-03-31T22:00:00.000Z`,
      capacityFrom: null,
      capacityTo: null,
      seriesEventSubEventId: race.body.guid,
      categoryId: limited.body.guid,
    });
    expect(pricing.status, JSON.stringify(pricing.body)).toBe(200);
    const wave = await send<Wave>('POST', 'admin/series/waves', {
      name: 'Vlna A',
      prices: {},
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T08:30:00.000Z`,
      capacity: 100,
      seriesEventSubEventId: race.body.guid,
    });
    expect(wave.status, JSON.stringify(wave.body)).toBe(200);
    type CardRow = {
      guid: string;
      values: Array<{
        guid: string;
        capacity: number;
        used: number;
        categoryGuids: string[];
        options: Array<{ guid: string; capacity: number; used: number }>;
      }>;
    };
    const card = await send<CardRow>('POST', 'admin/series/cards', {
      eventGuid: event.guid,
      name: 'Přihláška',
      type: 1,
      values: [
        {
          name: 'shirt',
          label: 'Tričko',
          type: 4,
          capacity: 30,
          categoryGuids: [limited.body.guid],
          options: [{ value: 'M', label: 'M', capacity: 10 }],
        },
      ],
    });
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    const trackCounters = (c: CardRow) => {
      for (const v of c.values) {
        created.add(keys.capacity('cardValue', v.guid).pk);
        for (const o of v.options) created.add(keys.capacity('cardItem', o.guid).pk);
      }
    };
    trackCounters(card.body);
    const email = await send<{ guid: string }>('POST', 'admin/series/emails', {
      eventGuid: event.guid,
      type: 2,
      header: 'Zaplaceno – {{eventName}}',
      body: '<p>Platbu jsme přijali.</p>',
      translations: {},
      conditions: { paymentMethods: [], subEventGuids: [race.body.guid], categoryGuids: [limited.body.guid] },
    });
    expect(email.status, JSON.stringify(email.body)).toBe(200);
    created.add(emailHistoryKey(`${event.guid}#${email.body.guid}`, '', '').pk);
    const sourceTree = await send<Subevent[]>('GET', `admin/series/events/${event.guid}/sub-events`);

    const bad = await send<ErrorBody>('POST', `admin/series/events/${event.guid}/copy`, {
      shiftDays: 0,
      seriesGuid: series.guid,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors?.[0]?.field).toBe('body.shiftDays');

    const copy = await send<EventDetail>('POST', `admin/series/events/${event.guid}/copy`, {
      shiftDays: 364,
      name: `Jaro příští rok ${tag}`,
      seriesGuid: series.guid,
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.guid).not.toBe(event.guid);
    expect(copy.body).toMatchObject({
      seriesGuid: series.guid,
      name: `Jaro příští rok ${tag}`,
      dateFrom: shifted(event.dateFrom, 364),
      capacity: 400,
      order: 2,
    });

    const tree = await send<Subevent[]>('GET', `admin/series/events/${copy.body.guid}/sub-events`);
    expect(tree.status).toBe(200);
    const copiedRace = tree.body[0];
    if (!copiedRace) throw new Error('no copied race');
    // The copy's counters go with the rest afterwards.
    created.add(keys.capacity('subevent', copiedRace.guid).pk);
    for (const c of copiedRace.categories) created.add(keys.capacity('category', c.guid).pk);
    for (const w of copiedRace.waves) created.add(keys.capacity('wave', w.guid).pk);

    expect(copiedRace.guid).not.toBe(race.body.guid);
    expect(copiedRace).toMatchObject({
      name: `10 km ${tag}`,
      capacity: 300,
      used: 0,
      registrationFrom: shifted(`${year - 1}-11-01T00:00:00.000Z`, 364),
      registrationTo: shifted(`${year}-04-28T22:00:00.000Z`, 364),
      forbidBankTransferFrom: shifted(`${year}-04-20T22:00:00.000Z`, 364),
      startListFrom: null,
    });
    expect(copiedRace.categories.map((c) => [c.name, c.capacity, c.pricings.length])).toEqual([
      [`Muži ${tag}`, 50, 1],
      [`Ženy ${tag}`, 0, 0],
    ]);
    const copiedCategory = copiedRace.categories[0];
    expect(copiedCategory?.guid).not.toBe(limited.body.guid);
    expect(copiedCategory?.subEventGuid).toBe(copiedRace.guid);
    expect(copiedCategory?.pricings[0]).toMatchObject({
      categoryGuid: copiedCategory?.guid,
      dateTo: shifted(`${year}-03-31T22:00:00.000Z`, 364),
    });
    expect(copiedRace.waves.map((w) => [w.name, w.dateFrom, w.capacity, w.used])).toEqual([
      ['Vlna A', shifted(`${year}-05-01T08:00:00.000Z`, 364), 100, 0],
    ]);
    expect(copiedRace.waves[0]?.guid).not.toBe(wave.body.guid);
    expect(await counter('event', copy.body.guid)).toMatchObject({ capacity: 400, used: 0 });
    expect(await counter('subevent', copiedRace.guid)).toMatchObject({ capacity: 300, used: 0 });
    expect(await counter('category', copiedCategory?.guid ?? '')).toMatchObject({ capacity: 50, used: 0 });
    expect(await counter('wave', copiedRace.waves[0]?.guid ?? '')).toMatchObject({ capacity: 100, used: 0 });

    // The form and the e-mail come along, pointing at the copy's race and category.
    const cards = await send<CardRow[]>('GET', `admin/series/events/${copy.body.guid}/cards`);
    expect(cards.status).toBe(200);
    const copiedCard = cards.body[0];
    if (!copiedCard) throw new Error('no copied form');
    trackCounters(copiedCard);
    expect(copiedCard.guid).not.toBe(card.body.guid);
    expect(copiedCard.values.map((v) => [v.capacity, v.used, v.categoryGuids])).toEqual([
      [30, 0, [copiedCategory?.guid]],
    ]);
    expect(copiedCard.values[0]?.options.map((o) => [o.capacity, o.used])).toEqual([[10, 0]]);
    expect(copiedCard.values[0]?.guid).not.toBe(card.body.values[0]?.guid);
    const emails = await send<
      Array<{ guid: string; conditions: { subEventGuids: string[]; categoryGuids: string[] } }>
    >('GET', `admin/series/events/${copy.body.guid}/emails`);
    expect(emails.status, JSON.stringify(emails.body)).toBe(200);
    expect(JSON.stringify(emails.body)).toContain(copiedRace.guid);
    expect(JSON.stringify(emails.body)).toContain(copiedCategory?.guid);
    expect(JSON.stringify(emails.body)).not.toContain(limited.body.guid);

    const history = await send<Envelope<HistoryEntry>>(
      'GET',
      `admin/series/events/${copy.body.guid}/histories`,
    );
    expect(history.body.rows).toHaveLength(1);
    expect(history.body.rows[0]).toMatchObject({
      action: 'CREATE',
      actor: { userId: admin.userId },
      changes: expect.arrayContaining([
        { field: 'copiedFrom', before: null, after: `Jaro ${tag} (${event.guid})` },
        { field: 'shiftDays', before: null, after: 364 },
      ]),
    });
    const seriesHistory = await send<Envelope<HistoryEntry>>('GET', `admin/series/${series.guid}/histories`);
    expect(seriesHistory.body.rows[0]?.changes).toEqual([
      {
        field: 'copiedEvent',
        before: `Jaro ${tag} (${event.guid})`,
        after: `Jaro příští rok ${tag} (${copy.body.guid})`,
      },
    ]);

    // The public event page offers the copied race.
    const page = await api<PublicEvent>(`series/events/${copy.body.guid}?currency=CZK`);
    expect(page.status).toBe(200);
    expect(page.body.subevents.map((s) => [s.guid, s.name])).toEqual([[copiedRace.guid, `10 km ${tag}`]]);

    // The source is unchanged.
    const after = await send<Subevent[]>('GET', `admin/series/events/${event.guid}/sub-events`);
    expect(after.body).toEqual(sourceTree.body);
    const sourceEvent = await send<EventDetail>('GET', `admin/series/events/${event.guid}`);
    expect(sourceEvent.body).toMatchObject({
      name: `Jaro ${tag}`,
      dateFrom: event.dateFrom,
      version: event.version,
    });
  });

  it('answers 404 for an event that does not exist or is not of the series named', async () => {
    const series = await world.newSeries('Kopie 404', admin.token);
    const other = await world.newSeries('Kopie jiná', admin.token);
    const event = await world.newEvent(series.guid, `Podzim ${tag}`, admin.token);
    const missing = await send<ErrorBody>('POST', `admin/series/events/${crypto.randomUUID()}/copy`, {
      shiftDays: 364,
      seriesGuid: series.guid,
    });
    expect(missing.status).toBe(404);
    const elsewhere = await send<ErrorBody>('POST', `admin/series/events/${event.guid}/copy`, {
      shiftDays: 364,
      seriesGuid: other.guid,
    });
    expect(elsewhere.status).toBe(404);
  });
});
