import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, HistoryEntry, SeriesDetail } from '@shared/back-office/series-editor-schemas';
import type { TermsView } from '@shared/back-office/terms-editor-schemas';
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
type Envelope<T> = { rows: T[] };

/**
 * What a series shows besides its races (spec §7 admin series terms-and-conditions): what the calls
 * store (sanitised) and refuse, the series history they write, and that the public pages read the
 * result. Who may call them is the generated authorization matrix's job; here a manager of the series
 * edits and one of another series is refused.
 */
let admin: { userId: string; token: string };
let manager: { userId: string; token: string };
let outsider: { userId: string; token: string };
const tag = randomUUID().slice(0, 8);
const year = new Date().getUTCFullYear() + 1;
const TABLE = () => process.env.TABLE_NAME as string;

/** Partitions this file creates, removed afterwards (the homepage counts are asserted elsewhere). */
const created = new Set<string>();

async function send<T>(method: string, path: string, body?: unknown, token = admin.token) {
  const res = await api<T>(path, {
    method,
    token,
    headers: { 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const guid = (res.body as { guid?: unknown } | undefined)?.guid;
  if (method === 'POST' && res.status === 200 && typeof guid === 'string') {
    if (path === 'admin/series') created.add(keys.series(guid).pk);
    if (path === 'admin/series/events') {
      created.add(keys.event(guid).pk);
      created.add(keys.eventHistory(guid, '', '').pk);
      created.add(keys.capacity('event', guid).pk);
    }
    if (path === 'admin/series/terms-and-conditions') created.add(keys.terms(guid).pk);
  }
  return res;
}

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

async function newSeries(label: string) {
  const series = await send<SeriesDetail>('POST', 'admin/series', {
    name: `${label} ${tag}`,
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
  return series.body;
}

async function newEvent(seriesGuid: string, name: string, termsAndConditionsId = '') {
  const event = await send<EventDetail>('POST', 'admin/series/events', {
    seriesGuid,
    name: `${name} ${tag}`,
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
    termsAndConditionsId,
    currencies: ['CZK'],
  });
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  return event.body;
}

const seriesHistory = async (seriesGuid: string) =>
  (await send<Envelope<HistoryEntry>>('GET', `admin/series/${seriesGuid}/histories?take=100`)).body.rows;

let series: SeriesDetail;
let otherSeries: SeriesDetail;

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`content-admin-${tag}`, [Role.USER, Role.ADMIN]);
  manager = await putUser(`content-manager-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
  outsider = await putUser(`content-outsider-${tag}`, [Role.USER, Role.EVENT_MANAGER]);
  series = await newSeries('Obsah');
  otherSeries = await newSeries('Cizí');
  await grant(manager.userId, permission('series', series.guid, series.guid));
  await grant(outsider.userId, permission('series', otherSeries.guid, otherSeries.guid));
});

describe('terms and conditions', () => {
  it('creates sanitised terms, an event uses them, checkout shows them; edits and deletes write history', async () => {
    const createdTerms = await send<TermsView>(
      'POST',
      'admin/series/terms-and-conditions',
      {
        seriesGuid: series.guid,
        name: `Podmínky ${tag}`,
        label: 'Souhlasím s [[obchodními podmínkami]]',
        conditions: '<p onclick="steal()">Startovné se nevrací.</p><script>alert(1)</script>',
      },
      manager.token,
    );
    expect(createdTerms.status, JSON.stringify(createdTerms.body)).toBe(200);
    expect(createdTerms.body.conditions).toBe('<p>Startovné se nevrací.</p>');
    const guid = createdTerms.body.guid;

    // The public terms page reads what the editor stored.
    const publicTerms = await api<{ name: string; conditions: string }>(`terms-and-conditions/${guid}`);
    expect(publicTerms.status).toBe(200);
    expect(publicTerms.body).toMatchObject({ name: `Podmínky ${tag}`, conditions: '<p>Startovné se nevrací.</p>' });

    const event = await newEvent(series.guid, 'Jarní běh', guid);
    const list = await send<TermsView[]>('GET', `admin/series/${series.guid}/terms-and-conditions`);
    expect(list.body).toEqual([
      expect.objectContaining({ guid, usedBy: [{ guid: event.guid, name: event.name }] }),
    ]);

    const updated = await send<TermsView>('PUT', `admin/series/terms-and-conditions/${guid}`, {
      seriesGuid: series.guid,
      name: `Podmínky ${tag}`,
      label: 'Souhlasím s [[podmínkami]]',
      conditions: '<p>Startovné se nevrací.</p><a href="javascript:alert(1)">x</a>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.conditions).not.toContain('javascript');

    // An event still asks its runners to accept them: the delete is refused with the event's name.
    const refused = await send<ErrorBody>(
      'DELETE',
      `admin/series/terms-and-conditions/${guid}?seriesGuid=${series.guid}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('seriesContent.termsInUse');
    expect(refused.body.message).toContain(event.name);

    await send('DELETE', `admin/series/events/${event.guid}`);
    const deleted = await send('DELETE', `admin/series/terms-and-conditions/${guid}?seriesGuid=${series.guid}`);
    expect(deleted.status).toBe(200);
    expect((await api(`terms-and-conditions/${guid}`)).status).toBe(404);

    const history = (await seriesHistory(series.guid)).filter((h) => h.target?.kind === 'terms');
    expect(history.map((h) => h.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(history[2]?.actor.userId).toBe(manager.userId);
    expect(history[1]?.changes.map((c) => c.field)).toEqual(['label', 'conditions']);
    expect(history[1]?.changes[0]).toMatchObject({
      before: 'Souhlasím s [[obchodními podmínkami]]',
      after: 'Souhlasím s [[podmínkami]]',
    });
  });

  it('refuses empty or oversized fields (translated), terms of another series and a manager of another series', async () => {
    const empty = await send<ErrorBody>('POST', 'admin/series/terms-and-conditions', {
      seriesGuid: series.guid,
      name: ' ',
      label: 'x',
      conditions: 'x'.repeat(100_001),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.validationErrors?.map((e) => e.field).sort()).toEqual(['body.conditions', 'body.name']);

    const other = await send<TermsView>('POST', 'admin/series/terms-and-conditions', {
      seriesGuid: otherSeries.guid,
      name: `Cizí ${tag}`,
      label: 'Souhlasím',
      conditions: '<p>Jiné</p>',
    });
    expect(other.status).toBe(200);
    // Named under this series, the other series' terms are not found (the scope is the series).
    const crossed = await send<ErrorBody>(
      'PUT',
      `admin/series/terms-and-conditions/${other.body.guid}`,
      { seriesGuid: series.guid, name: 'Převzato', label: 'x', conditions: '<p>x</p>' },
      manager.token,
    );
    expect(crossed.status).toBe(404);
    expect(crossed.body.code).toBe('seriesContent.termsNotFound');

    const foreign = await send<ErrorBody>(
      'GET',
      `admin/series/${series.guid}/terms-and-conditions`,
      undefined,
      outsider.token,
    );
    expect(foreign.status).toBe(403);
  });
});
