import { describe, expect, it } from 'vitest';
import type { CreateSeriesBody } from '@shared/back-office/series-editor-schemas';
import type { SeriesRecord } from '../catalog/records';
import { DomainError } from '../errors';
import {
  createOrganizer,
  deleteOrganizer,
  listOrganizers,
  organizerHistoryOf,
  updateOrganizer,
} from './organizers';
import { dayEndIso, dayStartIso, pragueDay } from './series-dates';
import { createSeries, deleteSeries, listSeries, seriesHistory, updateSeries } from './series-editor';
import { createEvent, deleteEvent, eventHistory, listEvents, reorderEvents, updateEvent } from './events';
import type {
  EditorEventRecord,
  EventHistoryRecord,
  OrganizerHistoryRecord,
  OrganizerRecord,
  SeriesEditorPorts,
  SeriesEditorStore,
  SeriesHistoryRecord,
} from './series-editor-ports';

function memoryStore(flags: { registrations?: Set<string>; events?: Set<string> } = {}) {
  const series = new Map<string, SeriesRecord>();
  const organizers = new Map<string, OrganizerRecord>();
  const history: SeriesHistoryRecord[] = [];
  const events = new Map<string, EditorEventRecord>();
  const eventLog: EventHistoryRecord[] = [];
  const organizerLog: OrganizerHistoryRecord[] = [];
  const sold = new Map<string, number>();
  const store: SeriesEditorStore = {
    eventsOfSeries: async (guid) => [...events.values()].filter((e) => e.seriesGuid === guid),
    getEvent: async (guid) => events.get(guid),
    putEvent: async (e, expected, h, capacity, _removed, closeSalesAt) => {
      const current = events.get(e.guid);
      if (expected === undefined ? current : !current || (current.version ?? 0) !== expected)
        return current ? 'changedMeanwhile' : 'gone';
      if (closeSalesAt !== undefined && (sold.get(e.guid) ?? 0) !== closeSalesAt) return 'soldChanged';
      if (capacity !== undefined && capacity > 0 && (sold.get(e.guid) ?? 0) > capacity)
        return 'capacityBelowSold';
      events.set(e.guid, e);
      eventLog.push(h);
      return 'ok';
    },
    eventPlacesSold: async (guid) => sold.get(guid) ?? 0,
    hasSubevents: async (guid) => flags.events?.has(`sub:${guid}`) ?? false,
    deleteEvent: async (guid, _v, h) => {
      events.delete(guid);
      eventLog.push(h);
      return 'ok';
    },
    reorderEvents: async (_s, guids) => {
      guids.forEach((g, i) => events.set(g, { ...(events.get(g) as EditorEventRecord), order: i + 1 }));
      return 'ok';
    },
    listEventHistory: async (guid) => eventLog.filter((h) => h.eventGuid === guid),
    termsSeries: async () => undefined,
    allSeries: async () => [...series.values()],
    seriesByGuid: async (guids) => guids.flatMap((g) => series.get(g) ?? []),
    getSeries: async (guid) => series.get(guid),
    putSeries: async (s, expected, h) => {
      const current = series.get(s.guid);
      if (expected === undefined ? current : !current || (current.version ?? 0) !== expected)
        return current ? 'changedMeanwhile' : 'gone';
      series.set(s.guid, s);
      history.push(h);
      return 'ok';
    },
    deleteSeries: async (guid, _v, h) => {
      series.delete(guid);
      history.push(h);
      return 'ok';
    },
    hasRegistrations: async (guid) => flags.registrations?.has(guid) ?? false,
    hasEvents: async (guid) => flags.events?.has(guid) ?? false,
    listHistory: async (guid) => history.filter((h) => h.seriesGuid === guid),
    emailLayoutExists: async () => false,
    allOrganizers: async () => [...organizers.values()],
    getOrganizer: async (guid) => organizers.get(guid),
    organizersByGuid: async (guids) => guids.flatMap((g) => organizers.get(g) ?? []),
    putOrganizer: async (o, _isNew, h) => {
      organizers.set(o.guid, o);
      organizerLog.push(h);
      return 'ok';
    },
    deleteOrganizer: async (guid, h) => {
      if (!organizers.delete(guid)) return 'gone';
      organizerLog.push(h);
      return 'ok';
    },
    listOrganizerHistory: async (guid) => organizerLog.filter((h) => h.organizerGuid === guid),
  };
  let n = 0;
  const ports: SeriesEditorPorts = {
    store,
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    sanitize: (html) => html.replace(/<script.*?<\/script>/g, ''),
  };
  return { ports, series, sold };
}

const body: CreateSeriesBody = {
  name: 'Pražský pohár',
  dateFrom: '2027-05-01',
  dateTo: '2027-09-30',
  organizerId: '',
  emailLayoutId: '',
  url: '',
  anotation: 'Běhy',
  description: '<p>Ok</p><script>alert(1)</script>',
  allowOnHomepage: true,
  hasRanking: false,
  customClient: 0,
  gdprReplacement: '',
  scripts: '',
  ecommerce: false,
};
const admin = { userId: 'a', name: 'Ada Admin' };
const now = new Date('2027-01-10T10:00:00Z');
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: DomainError) => e.code,
  );

describe('series dates', () => {
  it('store whole Prague days and read back the same calendar days', () => {
    expect(dayStartIso('2027-07-01')).toBe('2027-06-30T22:00:00.000Z');
    expect(dayEndIso('2027-01-31')).toBe('2027-01-31T22:59:00.000Z');
    expect(pragueDay(dayStartIso('2027-03-28'))).toBe('2027-03-28');
    expect(pragueDay(dayEndIso('2027-10-31'))).toBe('2027-10-31');
  });
});

describe('series editor', () => {
  it('creates a series with sanitised text, version 1 and a CREATE entry', async () => {
    const { ports, series } = memoryStore();
    const created = await createSeries(ports, admin, body, 'cs', now);
    expect(created).toMatchObject({
      name: 'Pražský pohár',
      dateFrom: '2027-05-01',
      dateTo: '2027-09-30',
      version: 1,
    });
    expect(series.get(created.guid)?.description).toBe('<p>Ok</p>');
    const history = await seriesHistory(ports, created.guid, { take: 30, skip: 0 });
    expect(history.rows[0]).toMatchObject({ action: 'CREATE', actor: admin });
    expect(history.rows[0]?.changes).toContainEqual({ field: 'name', before: null, after: 'Pražský pohár' });
  });

  it('records only the changed fields on update, and refuses a stale version', async () => {
    const { ports } = memoryStore();
    const created = await createSeries(ports, admin, body, 'cs', now);
    const updated = await updateSeries(
      ports,
      admin,
      created.guid,
      { ...body, name: 'Nový název', hasRanking: true, version: 1 },
      'cs',
      now,
    );
    expect(updated.version).toBe(2);
    const history = await seriesHistory(ports, created.guid, { take: 30, skip: 0 });
    expect(history.rows[0]?.changes).toEqual([
      { field: 'name', before: 'Pražský pohár', after: 'Nový název' },
      { field: 'hasRanking', before: false, after: true },
    ]);
    expect(await code(updateSeries(ports, admin, created.guid, { ...body, version: 1 }, 'cs', now))).toBe(
      'seriesEditor.changedMeanwhile',
    );
  });

  it('refuses an unknown organizer on its field', async () => {
    const { ports } = memoryStore();
    const organizerId = '11111111-1111-4111-8111-111111111111';
    await expect(createSeries(ports, admin, { ...body, organizerId }, 'en', now)).rejects.toMatchObject({
      status: 400,
      validationErrors: [{ field: 'body.organizerId', errors: ['The organizer was not found.'] }],
    });
  });

  it('refuses deleting a series with registrations or events', async () => {
    const registrations = new Set<string>();
    const events = new Set<string>();
    const { ports } = memoryStore({ registrations, events });
    const a = await createSeries(ports, admin, body, 'cs', now);
    registrations.add(a.guid);
    events.add(a.guid);
    expect(await code(deleteSeries(ports, admin, a.guid, now))).toBe('seriesEditor.seriesHasRegistrations');
    registrations.clear();
    expect(await code(deleteSeries(ports, admin, a.guid, now))).toBe('seriesEditor.seriesHasEvents');
    events.clear();
    expect(await deleteSeries(ports, admin, a.guid, now)).toEqual({ deleted: true });
    expect(await code(deleteSeries(ports, admin, a.guid, now))).toBe('seriesEditor.seriesNotFound');
  });

  it('lists what the caller may see, filtered by text and overlapping dates', async () => {
    const { ports } = memoryStore();
    const spring = await createSeries(
      ports,
      admin,
      { ...body, name: 'Jarní běhy', dateFrom: '2027-03-01', dateTo: '2027-05-31' },
      'cs',
      now,
    );
    const autumn = await createSeries(
      ports,
      admin,
      { ...body, name: 'Podzimní běhy', dateFrom: '2027-09-01', dateTo: '2027-11-30' },
      'cs',
      now,
    );
    const all = { all: true } as const;
    const query = { take: 30, skip: 0, sortBy: 'dateFrom', descending: false } as const;
    expect((await listSeries(ports, all, query)).rows.map((r) => r.name)).toEqual([
      'Jarní běhy',
      'Podzimní běhy',
    ]);
    expect((await listSeries(ports, all, { ...query, searchText: 'jarni' })).rows.map((r) => r.guid)).toEqual(
      [spring.guid],
    );
    expect(
      (await listSeries(ports, all, { ...query, dateFrom: '2027-06-01' })).rows.map((r) => r.guid),
    ).toEqual([autumn.guid]);
    expect(
      (await listSeries(ports, all, { ...query, dateTo: '2027-03-01' })).rows.map((r) => r.guid),
    ).toEqual([spring.guid]);
    const manager = { all: false, seriesGuids: [autumn.guid], eventGuids: [], eventSeriesGuids: [] } as const;
    const mine = await listSeries(ports, manager, query);
    expect(mine.rows.map((r) => [r.guid, r.access])).toEqual([[autumn.guid, 'series']]);
    expect(mine.total).toBe(1);
  });
});

describe('organizers', () => {
  const fields = {
    firstName: 'Jana',
    lastName: 'Nováková',
    companyName: 'Klub',
    isLegalEntity: true,
    street: '',
    city: 'Praha',
    zipcode: '',
    country: 'CZE',
    email: '',
    phone: '',
    ic: '2512 3891',
    paysVAT: true,
    bankAccountNumber: '19-2000145399',
    bankCode: '0800',
    currency: 'CZK' as const,
    taxDocuments: { vatRate: 21 as const, dic: '' },
  };

  it('creates, searches and refuses deleting one a series names', async () => {
    const { ports } = memoryStore();
    const organizer = await createOrganizer(ports, admin, fields, now);
    expect(organizer.ic).toBe('25123891');
    expect((await listOrganizers(ports, { searchText: 'klub', take: 30, skip: 0 })).total).toBe(1);
    const s = await createSeries(ports, admin, { ...body, organizerId: organizer.guid }, 'cs', now);
    expect(
      (await listSeries(ports, { all: true }, { take: 30, skip: 0, sortBy: 'name', descending: false }))
        .rows[0]?.organizerName,
    ).toBe('Klub');
    expect(await code(deleteOrganizer(ports, admin, organizer.guid, now))).toBe(
      'seriesEditor.organizerInUse',
    );
    await deleteSeries(ports, admin, s.guid, now);
    expect(await deleteOrganizer(ports, admin, organizer.guid, now)).toEqual({ deleted: true });
  });

  it('records who changed which field of an organizer, and keeps the history after deletion', async () => {
    const { ports } = memoryStore();
    const organizer = await createOrganizer(ports, admin, fields, now);
    await updateOrganizer(ports, admin, organizer.guid, { ...fields, bankCode: '0100', paysVAT: false }, now);
    const taxed = await updateOrganizer(
      ports,
      admin,
      organizer.guid,
      { ...fields, taxDocuments: { vatRate: 12, dic: 'CZ7001011234' } },
      now,
    );
    expect(taxed.taxDocuments).toEqual({ vatRate: 12, dic: 'CZ7001011234' });
    await deleteOrganizer(ports, admin, organizer.guid, now);
    const history = await organizerHistoryOf(ports, organizer.guid, { take: 30, skip: 0 });
    expect(history.rows.map((h) => h.action)).toEqual(['DELETE', 'UPDATE', 'UPDATE', 'CREATE']);
    expect(history.rows[2]?.actor).toEqual(admin);
    expect(history.rows[2]?.changes).toEqual([
      { field: 'paysVAT', before: true, after: false },
      { field: 'bankCode', before: '0800', after: '0100' },
    ]);
    expect(history.rows[1]?.changes).toEqual([
      { field: 'paysVAT', before: false, after: true },
      { field: 'bankCode', before: '0100', after: '0800' },
      { field: 'vatRate', before: 21, after: 12 },
      { field: 'dic', before: null, after: 'CZ7001011234' },
    ]);
    expect(await code(organizerHistoryOf(ports, 'unknown', { take: 30, skip: 0 }))).toBe(
      'seriesEditor.organizerNotFound',
    );
  });
});

describe('events', () => {
  const fields = {
    name: 'Jarní běh',
    anotation: '',
    description: '',
    location: 'Praha',
    url: '',
    dateFrom: '2027-05-01T08:00:00.000Z',
    dateTo: '2027-05-01T14:00:00.000Z',
    lattitude: null,
    longitude: null,
    capacity: 100,
    allowOnHomepage: true,
    daysTillExpiration: null,
    termsAndConditionsId: '',
    currencies: ['EUR', 'CZK'] as Array<'CZK' | 'EUR'>,
  };

  it('adds events at the end, reorders them and records changes', async () => {
    const { ports } = memoryStore();
    const s = await createSeries(ports, admin, body, 'cs', now);
    const a = await createEvent(ports, admin, { ...fields, seriesGuid: s.guid }, 'cs', now);
    const b = await createEvent(
      ports,
      admin,
      { ...fields, name: 'Podzimní běh', seriesGuid: s.guid },
      'cs',
      now,
    );
    expect([a.order, b.order]).toEqual([1, 2]);
    expect(a.currencies).toEqual(['CZK', 'EUR']);
    const reordered = await reorderEvents(ports, { seriesGuid: s.guid, eventGuids: [b.guid, a.guid] });
    expect(reordered.map((e) => e.name)).toEqual(['Podzimní běh', 'Jarní běh']);
    expect(await code(reorderEvents(ports, { seriesGuid: s.guid, eventGuids: [a.guid] }))).toBe(
      'seriesEditor.reorderMismatch',
    );
    await updateEvent(ports, admin, a.guid, { ...fields, location: 'Brno', version: 1 }, 'cs', now);
    const log = await eventHistory(ports, a.guid, { take: 30, skip: 0 });
    expect(log.rows[0]?.changes).toEqual([{ field: 'location', before: 'Praha', after: 'Brno' }]);
    expect((await listEvents(ports, s.guid)).map((e) => e.location)).toEqual(['Praha', 'Brno']);
  });

  it('refuses a capacity below the places sold, and deleting an event with races', async () => {
    const events = new Set<string>();
    const { ports, sold } = memoryStore({ events });
    const s = await createSeries(ports, admin, body, 'cs', now);
    const e = await createEvent(ports, admin, { ...fields, seriesGuid: s.guid }, 'cs', now);
    sold.set(e.guid, 60);
    await expect(
      updateEvent(ports, admin, e.guid, { ...fields, capacity: 50, version: 1 }, 'cs', now),
    ).rejects.toMatchObject({ code: 'seriesEditor.capacityBelowSold', params: { capacity: 50, used: 60 } });
    expect(
      (await updateEvent(ports, admin, e.guid, { ...fields, capacity: 0, version: 1 }, 'cs', now)).capacity,
    ).toBe(0);
    // Closing sales at the places sold the admin saw: refused when that number changed meanwhile.
    await expect(
      updateEvent(ports, admin, e.guid, { ...fields, capacity: 50, version: 2, closeSalesAt: 59 }, 'cs', now),
    ).rejects.toMatchObject({ code: 'seriesEditor.soldMeanwhile', params: { used: 60 } });
    const closed = await updateEvent(
      ports,
      admin,
      e.guid,
      { ...fields, capacity: 50, version: 2, closeSalesAt: 60 },
      'cs',
      now,
    );
    expect(closed.capacity).toBe(60);
    expect((await eventHistory(ports, e.guid, { take: 30, skip: 0 })).rows[0]?.changes).toEqual([
      { field: 'capacity', before: 0, after: 60 },
      { field: 'salesClosedAt', before: null, after: 60 },
    ]);
    events.add(`sub:${e.guid}`);
    expect(await code(deleteEvent(ports, admin, e.guid, now))).toBe('seriesEditor.eventHasRaces');
    events.clear();
    expect(await deleteEvent(ports, admin, e.guid, now)).toEqual({ deleted: true });
  });

  it('refuses Date To before Date From (shared schema)', async () => {
    const { createEventBodySchema } = await import('@shared/back-office/series-editor-schemas');
    const result = createEventBodySchema.safeParse({
      ...fields,
      seriesGuid: '11111111-1111-4111-8111-111111111111',
      dateTo: '2027-05-01T07:59:00.000Z',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dateTo', 'seriesEditor.dateToBeforeDateFrom'],
    ]);
  });
});
