import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '@shared/back-office/card-editor-schemas';
import type { Subevent } from '@shared/back-office/race-schemas';
import type { RegistrationChange } from '@shared/back-office/registration-change-schemas';
import type { EventDetail, HistoryEntry, SeriesDetail } from '@shared/back-office/series-editor-schemas';
import { Role } from '@shared/codelists/enums';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { queryAll } from '../../functions/adapters/dynamodb/query-all';
import { api, useTestStackEnv } from './support';
import { grant, permission, putUser } from './matrix/world';

type ErrorBody = {
  code: string;
  message: string;
  validationErrors?: Array<{ field: string; errors: string[] }>;
};

/**
 * POST admin/series/registration-change (spec §3 Subevent allowRegistrationValueChange,
 * registrationValueChangePrice; §7 carrying seriesEventSubEventId and id): what it stores on the
 * race, the values it refuses, the version check and the history entry. Who may call it is the
 * generated authorization matrix's job; here one manager of another series, refused.
 */
let admin: { userId: string; token: string };
let outsider: { userId: string; token: string };
const tag = randomUUID().slice(0, 8);
const year = new Date().getUTCFullYear() + 1;
const TABLE = () => process.env.TABLE_NAME as string;
const created = new Set<string>();

async function send<T>(method: string, path: string, body?: unknown, token = admin.token) {
  return api<T>(path, {
    method,
    token,
    headers: { 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`regchange-admin-${tag}`, [Role.USER, Role.ADMIN]);
  outsider = await putUser(`regchange-outsider-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
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

/** A series, an event in CZK, one race and its form: a free text, a free choice, a priced and a hidden value. */
async function raceWithForm() {
  const series = await send<SeriesDetail>('POST', 'admin/series', {
    name: `Změny ${tag}`,
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
  });
  expect(series.status, JSON.stringify(series.body)).toBe(200);
  created.add(keys.series(series.body.guid).pk);
  const event = await send<EventDetail>('POST', 'admin/series/events', {
    seriesGuid: series.body.guid,
    name: `Změny akce ${tag}`,
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
  });
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  created.add(keys.event(event.body.guid).pk);
  created.add(keys.eventHistory(event.body.guid, '', '').pk);
  created.add(keys.capacity('event', event.body.guid).pk);
  const race = await send<Subevent>('POST', 'admin/series/sub-events', {
    eventGuid: event.body.guid,
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
  });
  expect(race.status, JSON.stringify(race.body)).toBe(200);
  const card = await send<Card>('POST', 'admin/series/cards', {
    eventGuid: event.body.guid,
    name: 'Přihláška',
    type: 1,
    values: [
      { name: 'club', label: 'Klub', type: 1 },
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
      { name: 'meal', label: 'Oběd', type: 5, hasPrice: true, currencyPrices: { CZK: 15000 } },
      { name: 'source', label: 'Zdroj', type: 1, hidden: true, defaultValue: 'web' },
    ],
  });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  return { series: series.body, event: event.body, race: race.body };
}

describe('registration-change settings of a race', () => {
  it('stores the settings on the race with a history entry, and refuses what a change cannot do', async () => {
    const { series, event, race } = await raceWithForm();
    const change = (body: Record<string, unknown>, token = admin.token) =>
      send<RegistrationChange & ErrorBody>(
        'POST',
        'admin/series/registration-change',
        {
          seriesEventSubEventId: race.guid,
          id: race.guid,
          allowRegistrationValueChange: true,
          registrationValueChangePrice: 0,
          changeableValueNames: ['club', 'arrival'],
          version: race.version,
          ...body,
        },
        token,
      );

    const saved = await change({});
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      id: race.guid,
      seriesEventSubEventId: race.guid,
      allowRegistrationValueChange: true,
      registrationValueChangePrice: 0,
      changeableValueNames: ['club', 'arrival'],
      version: race.version + 1,
    });
    const read = await send<Subevent>('GET', `admin/series/sub-events/${race.guid}`);
    expect(read.body).toMatchObject({
      allowRegistrationValueChange: true,
      registrationValueChangePrice: 0,
      changeableValueNames: ['club', 'arrival'],
      version: race.version + 1,
    });

    const history = await send<{ rows: HistoryEntry[] }>(
      'GET',
      `admin/series/events/${event.guid}/histories`,
    );
    expect(history.body.rows[0]).toMatchObject({
      action: 'UPDATE',
      actor: { userId: admin.userId },
      target: { kind: 'subevent', guid: race.guid },
      changes: [
        { field: 'allowRegistrationValueChange', before: false, after: true },
        { field: 'registrationValueChangePrice', before: null, after: 0 },
        { field: 'changeableValueNames', before: null, after: 'club, arrival' },
      ],
    });
    const seriesHistory = await send<{ rows: HistoryEntry[] }>(
      'GET',
      `admin/series/${series.guid}/histories`,
    );
    expect(seriesHistory.body.rows[0]?.historyId).toBe(history.body.rows[0]?.historyId);

    // The race form saved meanwhile (or a second admin): the version read is stale.
    const stale = await change({ registrationValueChangePrice: 5000 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('seriesEditor.changedMeanwhile');

    // A priced value would change what the order costs; a hidden one is not asked; a choice's
    // options are counted when the order is placed.
    const priced = await change({ changeableValueNames: ['club', 'meal'], version: saved.body.version });
    expect(priced.status).toBe(400);
    expect(priced.body.validationErrors).toEqual([
      {
        field: 'body.changeableValueNames.1',
        errors: [expect.stringContaining('The value “meal” cannot be offered for change')],
      },
    ]);
    const hidden = await change({ changeableValueNames: ['source'], version: saved.body.version });
    expect(hidden.status).toBe(400);
    const choice = await change({ changeableValueNames: ['shirt'], version: saved.body.version });
    expect(choice.status).toBe(400);

    const none = await change({ changeableValueNames: [], version: saved.body.version });
    expect(none.status).toBe(400);
    expect(none.body.validationErrors?.[0]?.field).toBe('body.changeableValueNames');

    // The settings record is the race's own: another id is not found.
    const otherId = await change({ id: randomUUID(), version: saved.body.version });
    expect(otherId.status).toBe(404);
    expect(otherId.body.code).toBe('raceEditor.raceNotFound');

    // Turning changes off keeps the chosen values (they apply again when turned on); a price.
    const off = await change({
      allowRegistrationValueChange: false,
      registrationValueChangePrice: 5000,
      version: saved.body.version,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({
      allowRegistrationValueChange: false,
      registrationValueChangePrice: 5000,
    });

    const refused = await change({ version: off.body.version }, outsider.token);
    expect(refused.status).toBe(403);
  });

  it('lets a manager with a permission for the series change the settings', async () => {
    const { series, race } = await raceWithForm();
    const manager = await putUser(`regchange-manager-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
    await grant(manager.userId, permission('series', series.guid, series.guid));
    const res = await send<RegistrationChange>(
      'POST',
      'admin/series/registration-change',
      {
        seriesEventSubEventId: race.guid,
        id: race.guid,
        allowRegistrationValueChange: true,
        registrationValueChangePrice: null,
        changeableValueNames: ['arrival'],
        version: race.version,
      },
      manager.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changeableValueNames).toEqual(['arrival']);
  });
});
