import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { EventDetail, SeriesDetail } from '@shared/back-office/series-editor-schemas';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { queryAll } from '../../functions/adapters/dynamodb/query-all';
import { api } from './support';

/**
 * What the series-editor integration tests share (race editor, series content, documents, currency
 * prices): a call as an admin or manager that remembers every partition it creates, the removal of
 * those partitions afterwards (the homepage counts are asserted elsewhere), and a new series or
 * event of the next year with the fields a test does not care about.
 */

export type ErrorBody = {
  code: string;
  message: string;
  validationErrors?: Array<{ field: string; errors: string[] }>;
};
export type Envelope<T> = { rows: T[] };

/** The counter partition of each record kind with a capacity, by the path that creates it. */
const CAPACITY_SCOPES: Record<string, string> = {
  'sub-events': 'subevent',
  categories: 'category',
  'sub-categories': 'subcategory',
  waves: 'wave',
};

/** One test file's world: its tag, the next year, its calls and what they created. */
export function seriesEditorWorld() {
  const tag = randomUUID().slice(0, 8);
  const year = new Date().getUTCFullYear() + 1;
  const created = new Set<string>();

  /** Remembers the partitions a successful call created (one record or a create/update-many list). */
  function track(method: string, path: string, body: unknown) {
    if (method === 'GET' || method === 'DELETE') return;
    const rows = (Array.isArray(body) ? body : [body]) as Array<{ guid?: unknown } | undefined>;
    const many = /^admin\/series\/([a-z-]+)\/create-many$/.exec(path)?.[1];
    for (const row of rows) {
      const guid = row?.guid;
      if (typeof guid !== 'string') continue;
      if (path === 'admin/series' && method === 'POST') created.add(keys.series(guid).pk);
      if (path.startsWith('admin/series/events')) {
        created.add(keys.event(guid).pk);
        created.add(keys.eventHistory(guid, '', '').pk);
        created.add(keys.capacity('event', guid).pk);
      }
      if (path === 'admin/series/terms-and-conditions' && method === 'POST') created.add(keys.terms(guid).pk);
      const scope = CAPACITY_SCOPES[method === 'POST' ? (many ?? path.replace('admin/series/', '')) : ''];
      if (scope) created.add(keys.capacity(scope, guid).pk);
    }
  }

  /** A call with this token (and language of the answer's messages), its creations remembered. */
  async function send<T>(
    method: string,
    path: string,
    body: unknown,
    { token, language = 'en' }: { token: string; language?: string },
  ) {
    const res = await api<T>(path, {
      method,
      token,
      headers: { 'accept-language': language },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.status === 200) track(method, path, res.body);
    return res;
  }

  /** Removes every partition the file created (run in afterAll). */
  async function cleanUp() {
    const table = process.env.TABLE_NAME as string;
    for (const pk of created) {
      const items = await queryAll<{ pk: string; sk: string }>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
      });
      for (const { sk } of items)
        await getDocumentClient().send(new DeleteCommand({ TableName: table, Key: { pk, sk } }));
    }
  }

  /** A series of the next year (from `dateFrom` to the end of September), named with the tag. */
  async function newSeries(label: string, token: string, dateFrom = `${year}-05-01`): Promise<SeriesDetail> {
    const series = await send<SeriesDetail>(
      'POST',
      'admin/series',
      {
        name: `${label} ${tag}`,
        dateFrom,
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
      },
      { token },
    );
    expect(series.status, JSON.stringify(series.body)).toBe(200);
    return series.body;
  }

  /** The fields of an unlimited one-day event in Prague selling in CZK (the 1st of May next year). */
  const eventFields = (name: string, over: Record<string, unknown> = {}) => ({
    name,
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
    ...over,
  });

  async function newEvent(
    seriesGuid: string,
    name: string,
    token: string,
    over: Record<string, unknown> = {},
  ): Promise<EventDetail> {
    const event = await send<EventDetail>(
      'POST',
      'admin/series/events',
      { seriesGuid, ...eventFields(name, over) },
      { token },
    );
    expect(event.status, JSON.stringify(event.body)).toBe(200);
    return event.body;
  }

  return { tag, year, created, send, cleanUp, newSeries, eventFields, newEvent };
}
