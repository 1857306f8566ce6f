import { describe, expect, it } from 'vitest';
import { fixtureItem, fixtureOrder } from '../emails/test-fixtures';
import type { JobRecord, JobRunContext } from '../jobs/jobs';
import {
  composeGroupEmailEntry,
  listGroupEmails,
  orderFilterOf,
  previewGroupEmail,
  recipientsOf,
  runGroupEmailJob,
  type CatalogueRef,
  type GroupEmailEntryRecord,
  type GroupEmailRecord,
  type GroupEmailStore,
} from './group-emails';

const registrator = (email: string) => ({
  firstName: 'A',
  lastName: 'B',
  email,
  birthDate: '1990-01-01',
  gender: 1,
});

function memoryStore(record: GroupEmailRecord) {
  const entries = new Map<number, GroupEmailEntryRecord>();
  const store: GroupEmailStore = {
    nextId: () => Promise.resolve(record.id),
    create: () => Promise.resolve(),
    get: (id) => Promise.resolve(id === record.id ? record : undefined),
    list: () => Promise.resolve([record]),
    putEntries: (list) => {
      for (const e of list) entries.set(e.id, { ...e });
      return Promise.resolve();
    },
    entries: () => Promise.resolve([...entries.values()]),
    getEntry: (_g, id) => Promise.resolve(entries.get(id)),
    setProgress: (_id, total, state) => {
      Object.assign(record, { total, state });
      return Promise.resolve();
    },
    markFailed: () => {
      record.state = 'failed';
      return Promise.resolve();
    },
    beginAttempt: () => Promise.resolve(true),
    markSent: () => Promise.resolve(),
  };
  return { store, entries };
}

const RECORD: GroupEmailRecord = {
  id: 7,
  subject: 'Start {{eventName}} – {{registratorFirstName}}',
  body: '<p>Dobrý den {{registratorFirstName}} {{registratorLastName}}, VS {{variableSymbol}}</p>',
  seriesId: 'series-1',
  seriesName: 'Pohár',
  seriesEventId: null,
  seriesSubEventId: null,
  searchText: null,
  dateFrom: null,
  dateTo: null,
  paid: true,
  expired: null,
  cancelled: false,
  deleted: null,
  issued: null,
  createdAt: '2027-03-01T10:00:00.000Z',
  createdBy: 'admin-1',
  createdByName: 'Admin',
  ipAddress: '127.0.0.1',
  total: null,
  sent: 0,
  state: 'queued',
};

describe('listGroupEmails', () => {
  const EVENT = 'event-1';
  const RACE = 'race-1';
  const records: GroupEmailRecord[] = [
    {
      ...RECORD,
      id: 4,
      seriesEventId: EVENT,
      seriesSubEventId: RACE,
      seriesCategoryId: 'cat-w',
      seriesWaveId: 'wave-a',
    },
    {
      ...RECORD,
      id: 3,
      seriesEventId: EVENT,
      seriesSubEventId: RACE,
      seriesCategoryId: 'cat-w',
      seriesWaveId: 'wave-a',
    },
    { ...RECORD, id: 2, seriesEventId: EVENT, seriesSubEventId: 'race-gone' },
    { ...RECORD, id: 1 },
  ];
  const NAMES = new Map([
    [EVENT, 'Jarní desítka'],
    [RACE, '10 km'],
    ['cat-w', 'Ženy'],
    ['wave-a', 'Vlna A'],
  ]);
  const ports = () => {
    const asked: CatalogueRef[][] = [];
    return {
      asked,
      ports: {
        store: { ...memoryStore(RECORD).store, list: () => Promise.resolve(records) },
        catalogueNames: (refs: readonly CatalogueRef[]) => {
          asked.push([...refs]);
          return Promise.resolve(NAMES);
        },
      },
    };
  };

  it("names each row's event, race, category and wave, read once for the page, each target once", async () => {
    const { asked, ports: p } = ports();
    const list = await listGroupEmails(p, { take: 30, skip: 0 });
    expect(list.rows.map((r) => r.id)).toEqual([4, 3, 2, 1]);
    expect(list.rows[0]).toMatchObject({
      seriesEventName: 'Jarní desítka',
      seriesSubEventName: '10 km',
      seriesCategoryName: 'Ženy',
      seriesWaveName: 'Vlna A',
    });
    expect(list.rows[0]).not.toHaveProperty('body');
    // A race removed since has no name (the list shows its id); a whole series' e-mail names none.
    expect(list.rows[2]).toMatchObject({ seriesEventName: 'Jarní desítka', seriesSubEventName: null });
    expect(list.rows[3]).toMatchObject({
      seriesEventName: null,
      seriesSubEventName: null,
      seriesCategoryName: null,
      seriesWaveName: null,
    });
    expect(asked).toEqual([
      [
        { eventGuid: EVENT, subEventGuid: RACE, categoryGuid: 'cat-w', waveGuid: 'wave-a' },
        { eventGuid: EVENT, subEventGuid: 'race-gone', categoryGuid: null, waveGuid: null },
      ],
    ]);
  });

  it('filters by the event, race, category or wave the e-mail was narrowed to, and reads no names for an empty page', async () => {
    const { asked, ports: p } = ports();
    const page = { take: 30, skip: 0 };
    expect((await listGroupEmails(p, { ...page, seriesEventId: EVENT })).rows.map((r) => r.id)).toEqual([
      4, 3, 2,
    ]);
    expect((await listGroupEmails(p, { ...page, seriesSubEventId: RACE })).rows.map((r) => r.id)).toEqual([
      4, 3,
    ]);
    expect((await listGroupEmails(p, { ...page, seriesCategoryId: 'cat-w' })).total).toBe(2);
    expect((await listGroupEmails(p, { ...page, seriesWaveId: 'wave-a', seriesId: 'series-1' })).total).toBe(
      2,
    );
    expect((await listGroupEmails(p, { ...page, seriesId: 'series-2' })).total).toBe(0);
    asked.length = 0;
    expect((await listGroupEmails(p, { ...page, seriesWaveId: 'wave-b' })).rows).toEqual([]);
    expect(asked).toEqual([]);
  });
});

describe('recipientsOf', () => {
  it('takes each address once (case ignored), newest order first, and skips malformed ones', () => {
    const entries = recipientsOf(3, [
      { guid: 'o3', registrator: registrator('Jana@Example.cz') },
      { guid: 'o2', registrator: registrator('petr@example.cz') },
      { guid: 'o1', registrator: registrator('jana@example.cz') },
      { guid: 'o0', registrator: registrator('not an address') },
    ]);
    expect(entries.map((e) => [e.id, e.email, e.orderGuid])).toEqual([
      [1, 'Jana@Example.cz', 'o3'],
      [2, 'petr@example.cz', 'o2'],
    ]);
    expect(entries.every((e) => !e.sent && e.attemptCount === 0 && e.lastAttempt === null)).toBe(true);
  });
});

describe('orderFilterOf', () => {
  it('passes only the flags that were chosen', () => {
    expect(orderFilterOf(RECORD)).toEqual({ seriesId: 'series-1', paid: true, cancelled: false });
  });

  it("keeps the list's event, race, category and wave", () => {
    expect(
      orderFilterOf({
        ...RECORD,
        seriesEventId: 'event-1',
        seriesSubEventId: 'race-1',
        seriesCategoryId: 'category-1',
        seriesWaveId: 'wave-1',
      }),
    ).toEqual({
      seriesId: 'series-1',
      seriesEventId: 'event-1',
      seriesSubEventId: 'race-1',
      seriesCategoryId: 'category-1',
      seriesWaveId: 'wave-1',
      paid: true,
      cancelled: false,
    });
  });
});

describe('composeGroupEmailEntry', () => {
  it('fills the variables from the recipient order, in its language', async () => {
    const { store } = memoryStore({ ...RECORD });
    await store.putEntries(recipientsOf(7, [{ guid: 'o1', registrator: registrator('jana@example.cz') }]));
    const order = fixtureOrder({ guid: 'o1', language: 'en' });
    const outcome = await composeGroupEmailEntry(
      {
        store,
        appUrl: 'https://app.example',
        reader: {
          loadOrderWithItems: () => Promise.resolve({ order, items: [fixtureItem(0)] }),
          loadSeriesEmailSettings: () => Promise.resolve({ name: 'Pohár', emailLayoutId: null }),
          loadEmailLayout: () => Promise.resolve(null),
        },
      },
      7,
      1,
    );
    expect(outcome.kind).toBe('send');
    if (outcome.kind !== 'send') return;
    expect(outcome.email.to).toEqual(['jana@example.cz']);
    expect(outcome.email.subject).toBe(`Start ${fixtureItem(0).eventName} – ${order.registrator.firstName}`);
    expect(outcome.email.html).toContain(
      `Dobrý den ${order.registrator.firstName} ${order.registrator.lastName}, VS ${order.variableSymbol}`,
    );
    expect(outcome.email.html).toContain('lang="en"');
    expect(outcome.email.text).toContain(`VS ${order.variableSymbol}`);
  });

  it('skips an entry already sent', async () => {
    const { store, entries } = memoryStore({ ...RECORD });
    await store.putEntries(recipientsOf(7, [{ guid: 'o1', registrator: registrator('jana@example.cz') }]));
    entries.get(1)!.sent = true;
    const outcome = await composeGroupEmailEntry(
      {
        store,
        appUrl: 'https://app.example',
        reader: {
          loadOrderWithItems: () => Promise.reject(new Error('not read')),
          loadSeriesEmailSettings: () => Promise.reject(new Error('not read')),
          loadEmailLayout: () => Promise.reject(new Error('not read')),
        },
      },
      7,
      1,
    );
    expect(outcome).toEqual({ kind: 'skip', reason: 'entry sent already' });
  });
});

describe('runGroupEmailJob', () => {
  it('resolves the recipients, queues each entry once per run and resumes from the cursor', async () => {
    const record = { ...RECORD };
    const { store } = memoryStore(record);
    const orders = Array.from({ length: 1203 }, (_, i) => ({
      ...fixtureOrder({ guid: `o${i}`, seriesGuid: 'series-1', paid: true }),
      registrator: registrator(`r${i % 1100}@example.cz`),
      dateCreated: `2027-02-01T10:00:00.${String(i).padStart(3, '0')}Z`,
    }));
    const queued: number[] = [];
    let job: JobRecord = {
      id: 'group-email-7',
      kind: 'groupEmail',
      state: 'running',
      input: { groupEmailId: 7 },
      done: 0,
      total: null,
      result: null,
      error: null,
      createdAt: '',
      createdBy: '',
      createdByName: null,
      startedAt: null,
      finishedAt: null,
      runs: 1,
    };
    let stopEarly = true;
    const ctx = (): JobRunContext => ({
      job,
      progress: (done, total, result) => {
        job = { ...job, done, total, result };
        return Promise.resolve();
      },
      // The first run stops after one slice, as if the Lambda's time were up.
      timeIsUp: () => stopEarly,
      now: () => new Date(),
    });
    const ports = {
      store,
      orders: {
        ordersOfSeries: () => Promise.resolve(orders),
        allSeriesGuids: () => Promise.resolve(['series-1']),
      },
      enqueueEntry: (_g: number, entryId: number) => {
        queued.push(entryId);
        return Promise.resolve();
      },
    };
    expect(await runGroupEmailJob(ports, ctx())).toEqual({ kind: 'continue' });
    expect(job.total).toBe(1100);
    expect(queued).toHaveLength(500);
    stopEarly = false;
    const outcome = await runGroupEmailJob(ports, ctx());
    expect(outcome).toMatchObject({ kind: 'finished', done: 1100, total: 1100 });
    expect(new Set(queued).size).toBe(1100);
    expect(queued).toHaveLength(1100);
    expect(record).toMatchObject({ total: 1100, state: 'sending' });
  });
});

describe('previewGroupEmail', () => {
  it('renders the sanitised draft with a sample order in cs and en', async () => {
    const preview = await previewGroupEmail(
      {
        appUrl: 'https://app.example',
        reader: {
          loadSeriesEmailSettings: () => Promise.resolve({ name: 'Pohár', emailLayoutId: null }),
          loadEmailLayout: () => Promise.resolve(null),
        },
      },
      {
        seriesId: 'series-1',
        subject: 'Ahoj {{registratorFirstName}}',
        body: '<p>VS {{variableSymbol}}</p><script>alert(1)</script>{{userEmail}}',
      },
    );
    expect(preview.cs.subject).toBe('Ahoj Jana');
    expect(preview.en.subject).toBe('Ahoj Jane');
    expect(preview.cs.html).not.toContain('<script');
    // Account variables do not belong to a group e-mail: reported as unknown.
    expect(preview.cs.unknownVariables).toEqual(['userEmail']);
  });
});
