import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventDetail,
  EventListRow,
  HistoryEntry,
  Organizer,
  SeriesDetail,
  SeriesListRow,
} from '@shared/back-office/series-editor-schemas';
import { Role } from '@shared/codelists/enums';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { queryAll } from '../../functions/adapters/dynamodb/query-all';
import { DEMO } from '../../scripts/local/seed-data';
import { api, useTestStackEnv } from './support';
import { grant, permission, putUser } from './matrix/world';

type Envelope<T> = { page: number; maxPage: number; total: number; rows: T[] };
type ErrorBody = {
  code: string;
  message: string;
  validationErrors?: Array<{ field: string; errors: string[] }>;
};

/**
 * The series editor's calls (spec §7 "Admin series"): what they store, return and refuse. Who may
 * call them is the generated authorization matrix's job; here only the event manager's list and one
 * refused series, since those are the rules the scopes alone do not show.
 */
let admin: { userId: string; token: string };
let manager: { userId: string; token: string };
const tag = randomUUID().slice(0, 8);

const organizerFields = {
  firstName: 'Jana',
  lastName: 'Nováková',
  companyName: `Klub ${tag}`,
  isLegalEntity: true,
  street: 'Za Elektrárnou 419/1',
  city: 'Praha 7',
  zipcode: '170 00',
  country: 'CZE',
  email: 'info@example.org',
  phone: '+420 777 123 456',
  ic: '25123891',
  paysVAT: true,
  bankAccountNumber: '19-2000145399',
  bankCode: '0800',
  currency: 'CZK',
};

const year = new Date().getUTCFullYear() + 1;
const seriesFields = (name: string, dateFrom = `${year}-05-01`, dateTo = `${year}-09-30`) => ({
  name,
  dateFrom,
  dateTo,
  organizerId: '',
  emailLayoutId: '',
  url: 'https://example.org/serie',
  anotation: 'Běhy pro všechny',
  description: '<p>Popis</p><script>alert(1)</script>',
  allowOnHomepage: true,
  hasRanking: true,
  customClient: 0,
  gdprReplacement: '',
  scripts: '',
  ecommerce: false,
});

/** Partitions this file creates (series, events, a stand-in order), removed afterwards. */
const createdPartitions = new Set<string>();

async function send<T>(method: string, path: string, body: unknown, token = admin.token) {
  const res = await api<T>(path, { method, token, body: JSON.stringify(body) });
  const guid = (res.body as { guid?: unknown } | undefined)?.guid;
  if (method === 'POST' && res.status === 200 && typeof guid === 'string') {
    if (path === 'admin/series') createdPartitions.add(keys.series(guid).pk);
    if (path === 'admin/series/events') createdPartitions.add(keys.event(guid).pk);
  }
  return res;
}

// Integration files and the browser journeys share one seeded stack whose homepage lists are
// counted exactly elsewhere (series.test.ts, catalog-home.spec.ts): leave the catalogue as found.
afterAll(async () => {
  for (const pk of createdPartitions) {
    const items = await queryAll<{ pk: string; sk: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
    });
    for (const { sk } of items)
      await getDocumentClient().send(
        new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: { pk, sk } }),
      );
  }
});

async function createSeries(name: string, extra: Record<string, unknown> = {}, dates?: [string, string]) {
  const res = await send<SeriesDetail>('POST', 'admin/series', {
    ...seriesFields(name, ...(dates ?? [])),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`series-admin-${tag}`, [Role.USER, Role.ADMIN]);
  manager = await putUser(`series-manager-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
});

describe('admin series', () => {
  it('creates a series with its organizer, reads it back and shows it on the public homepage', async () => {
    const organizer = await send<Organizer>('POST', 'admin/series-organizers', organizerFields);
    expect(organizer.status).toBe(200);
    const created = await createSeries(`Pohár ${tag}`, { organizerId: organizer.body.guid });
    expect(created).toMatchObject({
      name: `Pohár ${tag}`,
      dateFrom: `${year}-05-01`,
      dateTo: `${year}-09-30`,
      organizerId: organizer.body.guid,
      description: '<p>Popis</p>',
      hasRanking: true,
      version: 1,
    });
    const detail = await api<SeriesDetail>(`admin/series/${created.guid}`, { token: admin.token });
    expect(detail.body).toEqual(created);

    const list = await api<Envelope<SeriesListRow>>(`admin/series?searchText=${tag}`, { token: admin.token });
    expect(list.body.rows).toEqual([
      expect.objectContaining({ guid: created.guid, organizerName: `Klub ${tag}`, access: 'all' }),
    ]);
    const homepage = await api<Envelope<{ guid: string }>>('series?take=100');
    expect(homepage.body.rows.map((r) => r.guid)).toContain(created.guid);
  });

  it('filters the list by the dates a series runs on', async () => {
    const spring = await createSeries(`Jaro ${tag}`, {}, [`${year}-03-01`, `${year}-04-30`]);
    const autumn = await createSeries(`Podzim ${tag}`, {}, [`${year}-10-01`, `${year}-11-30`]);
    const names = async (query: string) =>
      (
        await api<Envelope<SeriesListRow>>(`admin/series?searchText=${tag}&${query}`, { token: admin.token })
      ).body.rows.map((r) => r.guid);
    expect(await names(`dateFrom=${year}-10-15`)).toEqual([autumn.guid]);
    expect(await names(`dateTo=${year}-04-01`)).toEqual([spring.guid]);
    expect(await names(`dateFrom=${year}-04-15&dateTo=${year}-10-02&sortBy=name&descending=false`)).toEqual(
      expect.arrayContaining([spring.guid, autumn.guid]),
    );
    const reversed = await api<ErrorBody>(`admin/series?dateFrom=${year}-05-01&dateTo=${year}-04-01`, {
      token: admin.token,
    });
    expect(reversed.status).toBe(400);
  });

  it('refuses Date To before Date From with a translated message on the field', async () => {
    const res = await api<ErrorBody>('admin/series', {
      method: 'POST',
      token: admin.token,
      headers: { 'accept-language': 'en' },
      body: JSON.stringify(seriesFields(`Špatně ${tag}`, `${year}-06-01`, `${year}-05-01`)),
    });
    expect(res.status).toBe(400);
    expect(res.body.validationErrors).toContainEqual({
      field: 'body.dateTo',
      errors: ['Date To must be on or after Date From.'],
    });
  });

  it('updates with the version read, records who changed what, and refuses a stale version', async () => {
    const created = await createSeries(`Změny ${tag}`);
    const { guid: _g, logoUrl: _l, version, dateCreated: _c, dateUpdated: _u, ...fields } = created;
    const updated = await send<SeriesDetail>('PUT', `admin/series/${created.guid}`, {
      ...fields,
      name: `Změněno ${tag}`,
      allowOnHomepage: false,
      version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: `Změněno ${tag}`, allowOnHomepage: false, version: 2 });

    const stale = await send<ErrorBody>('PUT', `admin/series/${created.guid}`, { ...fields, version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('seriesEditor.changedMeanwhile');

    const history = await api<Envelope<HistoryEntry>>(`admin/series/${created.guid}/histories`, {
      token: admin.token,
    });
    expect(history.body.rows.map((h) => h.action)).toEqual(['UPDATE', 'CREATE']);
    expect(history.body.rows[0]).toMatchObject({
      actor: { userId: admin.userId },
      changes: [
        { field: 'name', before: `Změny ${tag}`, after: `Změněno ${tag}` },
        { field: 'allowOnHomepage', before: true, after: false },
      ],
    });
    const homepage = await api<Envelope<{ guid: string }>>('series?take=100');
    expect(homepage.body.rows.map((r) => r.guid)).not.toContain(created.guid);
  });

  it('refuses deleting a series with registrations, deletes one without', async () => {
    const kept = await createSeries(`Registrace ${tag}`);
    const orderGuid = randomUUID();
    // A bare stand-in order: enough for the delete rule, not a real order (the orders list must not see it).
    createdPartitions.add(keys.order(orderGuid).pk);
    await getDocumentClient().send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: {
          ...keys.order(orderGuid),
          entity: 'order',
          guid: orderGuid,
          seriesGuid: kept.guid,
          gsi2pk: gsi.seriesOrders(kept.guid),
          gsi2sk: new Date().toISOString(),
        },
      }),
    );
    const refused = await api<ErrorBody>(`admin/series/${kept.guid}`, {
      method: 'DELETE',
      token: admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'seriesEditor.seriesHasRegistrations',
      message: 'The series cannot be deleted: it has registrations, which must keep their series.',
    });

    const gone = await createSeries(`Smazat ${tag}`);
    const deleted = await api(`admin/series/${gone.guid}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await api(`admin/series/${gone.guid}`, { token: admin.token })).status).toBe(404);
  });

  it('shows an event manager only the permitted series; another series is refused', async () => {
    const mine = await createSeries(`Moje ${tag}`);
    const other = await createSeries(`Cizí ${tag}`);
    await grant(manager.userId, permission('series', mine.guid, mine.guid));
    const list = await api<Envelope<SeriesListRow>>('admin/series', { token: manager.token });
    expect(list.body.rows.map((r) => [r.guid, r.access])).toEqual([[mine.guid, 'series']]);
    expect(list.body.total).toBe(1);
    expect((await api(`admin/series/${mine.guid}`, { token: manager.token })).status).toBe(200);
    const refused = await api<ErrorBody>(`admin/series/${other.guid}`, { token: manager.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('common.noPermission');
  });
});

describe('series organizers', () => {
  it('validates IČO and the bank account on their fields', async () => {
    const res = await api<ErrorBody>('admin/series-organizers', {
      method: 'POST',
      token: admin.token,
      headers: { 'accept-language': 'en' },
      body: JSON.stringify({ ...organizerFields, ic: '25123892', bankAccountNumber: '19-2000145398' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.validationErrors?.map((e) => e.field).sort()).toEqual([
      'body.bankAccountNumber',
      'body.ic',
    ]);
  });

  it('lists by search text, updates, and refuses deleting one a series names', async () => {
    const created = await send<Organizer>('POST', 'admin/series-organizers', {
      ...organizerFields,
      companyName: `Pořadatel ${tag}`,
    });
    const { guid } = created.body;
    const found = await api<Envelope<Organizer>>(`admin/series-organizers?searchText=poradatel ${tag}`, {
      token: admin.token,
    });
    expect(found.body.rows.map((o) => o.guid)).toEqual([guid]);

    const updated = await send<Organizer>('PUT', `admin/series-organizers/${guid}`, {
      ...organizerFields,
      companyName: `Pořadatel ${tag}`,
      paysVAT: false,
      currency: 'EUR',
    });
    expect(updated.body).toMatchObject({ paysVAT: false, currency: 'EUR' });
    expect(
      (await api<Organizer>(`admin/series-organizers/${guid}`, { token: admin.token })).body.currency,
    ).toBe('EUR');

    const series = await createSeries(`Pořádá ${tag}`, { organizerId: guid });
    const refused = await api<ErrorBody>(`admin/series-organizers/${guid}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('seriesEditor.organizerInUse');
    await api(`admin/series/${series.guid}`, { method: 'DELETE', token: admin.token });
    expect(
      (await api(`admin/series-organizers/${guid}`, { method: 'DELETE', token: admin.token })).status,
    ).toBe(200);

    // The history outlives the organizer: who changed which field, newest first.
    const history = await api<Envelope<HistoryEntry>>(`admin/series-organizers/${guid}/histories`, {
      token: admin.token,
    });
    expect(history.status).toBe(200);
    expect(history.body.rows.map((h) => h.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(history.body.rows[1]?.actor.userId).toBe(admin.userId);
    expect(history.body.rows[1]?.changes).toEqual([
      { field: 'paysVAT', before: true, after: false },
      { field: 'currency', before: 'CZK', after: 'EUR' },
    ]);
  });

  it('reads the demo organizer stored with a numeric currency', async () => {
    const all = await api<Envelope<Organizer>>('admin/series-organizers?searchText=25123891&take=100', {
      token: admin.token,
    });
    expect(all.body.rows.find((o) => o.companyName === 'Běžecký klub Praha z.s.')?.currency).toBe('CZK');
  });
});

describe('events of a series', () => {
  const eventFields = (name: string) => ({
    name,
    anotation: 'Závod pro všechny',
    description: '<p>Trasa</p>',
    location: 'Praha',
    url: '',
    dateFrom: `${year}-05-01T07:00:00.000Z`,
    dateTo: `${year}-05-01T13:00:00.000Z`,
    lattitude: 50.08,
    longitude: 14.42,
    capacity: 200,
    allowOnHomepage: true,
    daysTillExpiration: 5,
    termsAndConditionsId: '',
    currencies: ['CZK', 'EUR'],
  });

  it('creates events at the end, shows them publicly, reorders them and keeps their history', async () => {
    const series = await createSeries(`Akce ${tag}`);
    const create = (name: string) =>
      send<EventDetail>('POST', 'admin/series/events', { ...eventFields(name), seriesGuid: series.guid });
    const first = await create(`První ${tag}`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = (await create(`Druhá ${tag}`)).body;
    expect([first.body.order, second.order]).toEqual([1, 2]);

    const publicEvent = await api<{ name: string; currencies: string[] }>(`series/events/${first.body.guid}`);
    expect(publicEvent.status).toBe(200);
    expect(publicEvent.body).toMatchObject({ name: `První ${tag}`, currencies: ['CZK', 'EUR'] });

    const reordered = await send<EventListRow[]>('POST', 'admin/series/events/reorder', {
      seriesGuid: series.guid,
      eventGuids: [second.guid, first.body.guid],
    });
    expect(reordered.body.map((e) => e.guid)).toEqual([second.guid, first.body.guid]);
    const incomplete = await send<ErrorBody>('POST', 'admin/series/events/reorder', {
      seriesGuid: series.guid,
      eventGuids: [second.guid],
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.code).toBe('seriesEditor.reorderMismatch');

    const updated = await send<EventDetail>('PUT', `admin/series/events/${second.guid}`, {
      ...eventFields(`Druhá ${tag}`),
      location: 'Brno',
      capacity: 150,
      version: second.version,
    });
    expect(updated.body).toMatchObject({ location: 'Brno', capacity: 150, version: 2 });
    const history = await api<Envelope<HistoryEntry>>(`admin/series/events/${second.guid}/histories`, {
      token: admin.token,
    });
    expect(history.body.rows[0]?.changes).toEqual([
      { field: 'location', before: 'Praha', after: 'Brno' },
      { field: 'capacity', before: 200, after: 150 },
    ]);
    const list = await api<EventListRow[]>(`admin/series/${series.guid}/events`, { token: admin.token });
    expect(list.body.map((e) => [e.name, e.order])).toEqual([
      [`Druhá ${tag}`, 1],
      [`První ${tag}`, 2],
    ]);
  });

  it('refuses a capacity below the places sold; an event with races cannot be deleted', async () => {
    const demoEvent = (
      await api<EventListRow[]>(`admin/series/${DEMO.seriesCup}/events`, {
        token: admin.token,
      })
    ).body[0];
    expect(demoEvent).toBeDefined();
    const refused = await api<ErrorBody>(`admin/series/events/${demoEvent?.guid}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('seriesEditor.eventHasRaces');

    const series = await createSeries(`Kapacita ${tag}`);
    const event = (
      await send<EventDetail>('POST', 'admin/series/events', {
        ...eventFields(`Plná ${tag}`),
        seriesGuid: series.guid,
      })
    ).body;
    await getDocumentClient().send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: {
          ...keys.capacity('event', event.guid),
          entity: 'capacity',
          scope: 'event',
          guid: event.guid,
          capacity: 200,
          used: 120,
        },
      }),
    );
    const tooLow = await api<ErrorBody>(`admin/series/events/${event.guid}`, {
      method: 'PUT',
      token: admin.token,
      headers: { 'accept-language': 'en' },
      body: JSON.stringify({ ...eventFields(`Plná ${tag}`), capacity: 100, version: event.version }),
    });
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.message).toBe('The capacity cannot be lowered to 100: 120 places are already sold.');
    const deleted = await api(`admin/series/events/${event.guid}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await api(`series/events/${event.guid}`)).status).toBe(404);
  });

  it('lets a manager of the series edit its events, not another series', async () => {
    const mine = await createSeries(`Manažer ${tag}`);
    const other = await createSeries(`Jiná ${tag}`);
    await grant(manager.userId, permission('series', mine.guid, mine.guid));
    const created = await send<EventDetail>(
      'POST',
      'admin/series/events',
      { ...eventFields(`Moje akce ${tag}`), seriesGuid: mine.guid },
      manager.token,
    );
    expect(created.status).toBe(200);
    const refused = await send<ErrorBody>(
      'POST',
      'admin/series/events',
      { ...eventFields(`Cizí akce ${tag}`), seriesGuid: other.guid },
      manager.token,
    );
    expect(refused.status).toBe(403);
  });
});
