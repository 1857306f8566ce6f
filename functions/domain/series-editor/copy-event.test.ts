import { describe, expect, it } from 'vitest';
import { copySteps, planEventCopy, writeEventCopy } from './copy-event';
import {
  MAX_TRANSACTION_WRITES,
  STAGE_CHUNK,
  type CopyCommit,
  type CounterCopy,
  type EventCopy,
  type EventCopyStore,
  type StoredChild,
} from './copy-event-ports';
import { counterRefs, shiftInstant } from './copy-remap';
import type { EditorEventRecord } from './series-editor-ports';

const source: EditorEventRecord = {
  entity: 'event',
  guid: 'ev-1',
  seriesGuid: 'se-1',
  order: 2,
  name: 'Jarní běh 2026',
  anotation: '',
  description: '<a href="https://example.com/ev-1">web</a>',
  location: 'Praha',
  dateFrom: '2026-05-01T07:00:00.000Z',
  dateTo: '2026-05-01T13:00:00.000Z',
  capacity: 500,
  allowOnHomepage: true,
  currencies: ['CZK'],
  termsAndConditionsId: 'terms-1',
  logoUrl: '/files/se-1/doc-1/logo.png',
  version: 7,
  dateCreated: '2025-01-01T00:00:00.000Z',
};

const children = [
  {
    pk: 'EVENT#ev-1',
    sk: 'SUBEVENT#race-1',
    gsi3pk: 'SUBEVENT#race-1',
    gsi3sk: 'SUBEVENT',
    entity: 'subevent',
    guid: 'race-1',
    eventGuid: 'ev-1',
    registrationFrom: '2025-11-01T00:00:00.000Z',
    registrationTo: '2026-04-28T22:00:00.000Z',
    forbidBankTransferFrom: '2026-04-20T22:00:00.000Z',
    startListFrom: null,
    version: 3,
  },
  {
    pk: 'EVENT#ev-1',
    sk: 'CATEGORY#race-1#cat-1',
    entity: 'category',
    guid: 'cat-1',
    subEventGuid: 'race-1',
  },
  {
    pk: 'EVENT#ev-1',
    sk: 'PRICING#race-1#cat-1#pr-1',
    entity: 'pricing',
    guid: 'pr-1',
    categoryGuid: 'cat-1',
    dateFrom: '2025-11-01T00:00:00.000Z',
    dateTo: '2026-03-31T22:00:00.000Z',
  },
  {
    pk: 'EVENT#ev-1',
    sk: 'WAVE#race-1#wave-1',
    entity: 'wave',
    guid: 'wave-1',
    dateFrom: '2026-05-01T08:00:00.000Z',
  },
  {
    pk: 'EVENT#ev-1',
    sk: 'CARD#card-1',
    entity: 'card',
    guid: 'card-1',
    eventGuid: 'ev-1',
    subEventGuids: ['race-1'],
    values: [
      {
        guid: 'val-1',
        capacity: 20,
        categoryGuids: ['cat-1'],
        waveGuids: ['wave-1'],
        items: [
          { guid: 'opt-1', label: 'M' },
          { guid: 'opt-2', label: 'XXL', archived: true },
        ],
      },
    ],
  },
  {
    pk: 'EVENT#ev-1',
    sk: 'DOCUMENT#doc-1',
    entity: 'document',
    guid: 'doc-1',
    type: 1,
    fileKey: 'files/se-1/doc-1/logo.png',
    url: '/files/se-1/doc-1/logo.png',
  },
  {
    pk: 'EVENT#ev-1',
    sk: 'EMAIL#1#mail-1',
    gsi2pk: 'EMAILS',
    gsi2sk: 'se-1#ev-1#mail-1',
    entity: 'email',
    guid: 'mail-1',
    dateCreated: '2025-01-01T00:00:00.000Z',
    subEventGuids: ['race-1'],
  },
];

/** The series' rules: two name the event (its payment detail, its race's numbering), two do not. */
const seriesRules = [
  {
    pk: 'SERIES#se-1',
    sk: 'PAYMENTDETAIL#pd-1',
    entity: 'paymentDetail',
    guid: 'pd-1',
    seriesGuid: 'se-1',
    bankAccount: '123456789',
    bankCode: '0100',
    scope: { eventGuid: 'ev-1', subEventGuid: 'race-1' },
  },
  { pk: 'SERIES#se-1', sk: 'PAYMENTDETAIL#pd-all', entity: 'paymentDetail', guid: 'pd-all', scope: {} },
  {
    pk: 'SERIES#se-1',
    sk: 'NUMBERING#num-1',
    entity: 'numbering',
    guid: 'num-1',
    seriesGuid: 'se-1',
    subEventGuid: 'race-1',
    categoryGuid: 'cat-1',
    waveGuid: null,
    dateFrom: '2025-11-01T00:00:00.000Z',
    dateTo: null,
    exceptions: { categoryGuids: [], waveGuids: ['wave-1'] },
    assignedCount: 120,
    lastExecutedAt: '2026-04-30T10:00:00.000Z',
    dateCreated: '2025-01-01T00:00:00.000Z',
    dateUpdated: '2025-02-01T00:00:00.000Z',
  },
  { pk: 'SERIES#se-1', sk: 'NUMBERING#num-2', entity: 'numbering', guid: 'num-2', subEventGuid: 'race-9' },
];

let n = 0;
const plan = (name?: string) =>
  planEventCopy({
    source,
    children,
    seriesRules,
    capacities: [
      { scope: 'event', guid: 'ev-1', capacity: 500 },
      { scope: 'category', guid: 'cat-1', capacity: 50 },
      { scope: 'cardValue', guid: 'val-1', capacity: 20 },
    ],
    shiftDays: 364,
    name,
    order: 9,
    actor: { userId: 'u-1', name: 'Admin' },
    now: new Date('2026-06-01T10:00:00.000Z'),
    newId: () => `new-${++n}`,
  });

describe('copy of an event to next season', () => {
  it('shifts instants by days keeping the Prague wall-clock time (across DST) and dates by calendar days', () => {
    // 9:00 on the Saturday before the spring change stays 9:00 on the Sunday (summer time).
    expect(shiftInstant('2026-03-28T08:00:00.000Z', 1)).toBe('2026-03-29T07:00:00.000Z');
    // 9:00 in July stays 9:00 in January (winter time).
    expect(shiftInstant('2026-07-04T07:00:30.250Z', 182)).toBe('2027-01-02T08:00:30.250Z');
    expect(shiftInstant('2026-05-01T07:00:00.000Z', 364)).toBe('2027-04-30T07:00:00.000Z');
    expect(shiftInstant('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('gives everything new guids, remaps every reference and key, and shifts every date', () => {
    n = 0;
    const copy = plan();
    const byEntity = (e: string) => copy.children.find((c) => c.entity === e) as Record<string, unknown>;
    const event = copy.event;
    expect(event.guid).not.toBe('ev-1');
    expect(event).toMatchObject({
      seriesGuid: 'se-1',
      termsAndConditionsId: 'terms-1',
      name: 'Jarní běh 2026',
      order: 9,
      version: 0,
      allowOnHomepage: false,
      dateFrom: '2027-04-30T07:00:00.000Z',
      dateCreated: '2026-06-01T10:00:00.000Z',
      // Text and addresses are not rewritten.
      description: '<a href="https://example.com/ev-1">web</a>',
    });
    const race = byEntity('subevent');
    const raceGuid = race.guid as string;
    expect(raceGuid).toMatch(/^new-/);
    expect(race).toMatchObject({
      pk: `EVENT#${event.guid}`,
      sk: `SUBEVENT#${raceGuid}`,
      gsi3pk: `SUBEVENT#${raceGuid}`,
      eventGuid: event.guid,
      registrationFrom: '2026-10-31T00:00:00.000Z',
      registrationTo: '2027-04-27T22:00:00.000Z',
      forbidBankTransferFrom: '2027-04-19T22:00:00.000Z',
      startListFrom: null,
    });
    expect(race).not.toHaveProperty('version');
    expect(byEntity('email')).toMatchObject({ dateCreated: '2026-06-01T10:00:00.000Z' });
    const category = byEntity('category');
    expect(category).toMatchObject({ sk: `CATEGORY#${raceGuid}#${category.guid}`, subEventGuid: raceGuid });
    expect(byEntity('pricing')).toMatchObject({
      categoryGuid: category.guid,
      dateTo: '2027-03-30T22:00:00.000Z',
    });
    const wave = byEntity('wave');
    expect(wave.dateFrom).toBe('2027-04-30T08:00:00.000Z');
    const card = byEntity('card') as { values: Array<Record<string, unknown>>; subEventGuids: string[] };
    expect(card.subEventGuids).toEqual([raceGuid]);
    expect(card.values[0]).toMatchObject({ categoryGuids: [category.guid], waveGuids: [wave.guid] });
    // The archived option (kept only for old answers) is not copied.
    expect((card.values[0]?.items as unknown[]).length).toBe(1);
    expect(byEntity('email')).toMatchObject({ gsi2sk: `se-1#${event.guid}#${byEntity('email').guid}` });
    // A document gets its own copy of the file (deleting the source's removes its file); the
    // event's logo is the copy's.
    const document = byEntity('document');
    expect(document).toMatchObject({
      fileKey: `files/se-1/${document.guid}/logo.png`,
      url: `/files/se-1/${document.guid}/logo.png`,
    });
    expect(copy.files).toEqual([
      {
        from: 'files/se-1/doc-1/logo.png',
        to: `files/se-1/${document.guid}/logo.png`,
        name: 'files/se-1/doc-1/logo.png',
      },
    ]);
    expect(event.logoUrl).toBe(document.url);
    // The series' payment detail of the event and its race's numbering, pointing at the copy.
    const [detail, numbering] = copy.seriesItems;
    expect(copy.seriesItems).toHaveLength(2);
    expect(detail).toMatchObject({
      pk: 'SERIES#se-1',
      sk: `PAYMENTDETAIL#${detail?.guid}`,
      bankAccount: '123456789',
      scope: { eventGuid: event.guid, subEventGuid: raceGuid },
    });
    expect(numbering).toMatchObject({
      sk: `NUMBERING#${numbering?.guid}`,
      subEventGuid: raceGuid,
      categoryGuid: category.guid,
      exceptions: { categoryGuids: [], waveGuids: [wave.guid] },
      dateFrom: '2026-10-31T00:00:00.000Z',
      assignedCount: 0,
      lastExecutedAt: null,
      dateCreated: '2026-06-01T10:00:00.000Z',
    });
    // No old guid anywhere in the copy.
    expect(JSON.stringify([copy.children, copy.seriesItems])).not.toMatch(
      /ev-1|race-1|cat-1|pr-1|wave-1|card-1|val-1|opt-1|mail-1|doc-1|pd-1|num-1/,
    );
  });

  it('creates the counters with the same capacity and nothing sold, and records where it came from', () => {
    n = 0;
    const copy = plan('Jarní běh 2027');
    expect(copy.event.name).toBe('Jarní běh 2027');
    const value = (copy.children.find((c) => c.entity === 'card') as { values: Array<{ guid: string }> })
      .values[0];
    expect(copy.counters).toEqual([
      { scope: 'event', guid: copy.event.guid, capacity: 500 },
      { scope: 'category', guid: copy.children.find((c) => c.entity === 'category')?.guid, capacity: 50 },
      { scope: 'cardValue', guid: value?.guid, capacity: 20 },
    ]);
    expect(copy.history).toMatchObject({
      eventGuid: copy.event.guid,
      action: 'CREATE',
      actor: { userId: 'u-1' },
      changes: expect.arrayContaining([
        { field: 'copiedFrom', before: null, after: 'Jarní běh 2026 (ev-1)' },
      ]),
    });
    expect(copy.seriesHistory).toMatchObject({ seriesGuid: 'se-1', action: 'CREATE' });
  });

  it('asks for the counters of limited records and of form values and options', () => {
    expect(counterRefs(source, children)).toEqual([
      ['event', 'ev-1'],
      ['subevent', 'race-1'],
      ['category', 'cat-1'],
      ['wave', 'wave-1'],
      ['cardValue', 'val-1'],
      ['cardItem', 'opt-1'],
      ['cardItem', 'opt-2'],
    ]);
  });
});

/** A table in memory behind the store's ports; `failAt` makes the n-th write call throw. */
function memoryStore(failAt?: {
  stage?: number;
  commit?: boolean;
  commitLands?: boolean;
  file?: boolean;
  abandon?: boolean;
}) {
  const table = new Map<string, Record<string, unknown>>();
  const key = (pk: unknown, sk: unknown) => `${String(pk)}|${String(sk)}`;
  const counterKey = (c: CounterCopy) => key(`CAP#${c.scope}#${c.guid}`, 'CAP');
  const stageCalls: Array<{ items: StoredChild[]; counters: CounterCopy[] }> = [];
  const commits: CopyCommit[] = [];
  const abandoned = new Set<string>();
  const store: EventCopyStore = {
    eventChildren: async () => [],
    seriesRules: async () => [],
    capacities: async () => [],
    stage: async (items, counters) => {
      stageCalls.push({ items: [...items], counters: [...counters] });
      // A failing chunk may be written in part.
      const half = stageCalls.length === failAt?.stage ? Math.ceil(items.length / 2) : items.length;
      for (const i of items.slice(0, half)) table.set(key(i.pk, i.sk), { ...i });
      for (const c of counters) table.set(counterKey(c), { ...c, used: 0 });
      if (stageCalls.length === failAt?.stage) throw new Error('throttled');
    },
    commit: async (commit) => {
      commits.push(commit);
      if (abandoned.has(commit.event.guid)) throw new Error('ConditionalCheckFailed: abandoned');
      if (failAt?.commit && !failAt.commitLands) throw new Error('transaction cancelled');
      table.set(key(`EVENT#${commit.event.guid}`, 'EVENT'), { ...commit.event });
      for (const p of commit.puts) table.set(key(p.pk, p.sk), { ...p });
      for (const p of commit.publish) Object.assign(table.get(key(p.pk, p.sk)) ?? {}, p.set);
      if (failAt?.commitLands) throw new Error('socket hang up');
    },
    abandon: async (guid) => {
      if (failAt?.abandon) throw new Error('throttled');
      abandoned.add(guid);
      return table.has(key(`EVENT#${guid}`, 'EVENT'));
    },
    unstage: async (items, counters) => {
      for (const i of items) table.delete(key(i.pk, i.sk));
      for (const c of counters) table.delete(counterKey(c));
    },
  };
  const files = new Set<string>(['files/se-1/doc-1/logo.png']);
  const fileStore = {
    copy: async (from: string, to: string) => {
      if (!files.has(from)) return false;
      files.add(to);
      return true;
    },
    remove: async (k: string) => {
      files.delete(k);
    },
  };
  const eventExists = (guid: string) => table.has(key(`EVENT#${guid}`, 'EVENT'));
  return { table, files, store, fileStore, eventExists, abandoned, stageCalls, commits };
}

/** A big event: 250 categories (3 stage chunks), 120 numbering rules (more than one transaction). */
function bigCopy(): EventCopy {
  n = 0;
  const many = Array.from({ length: 250 }, (_, i) => ({
    pk: 'EVENT#ev-1',
    sk: `CATEGORY#race-1#c-${i}`,
    entity: 'category',
    guid: `c-${i}`,
    subEventGuid: 'race-1',
  }));
  const numberings = Array.from({ length: 120 }, (_, i) => ({
    pk: 'SERIES#se-1',
    sk: `NUMBERING#n-${i}`,
    entity: 'numbering',
    guid: `n-${i}`,
    subEventGuid: 'race-1',
  }));
  return planEventCopy({
    source,
    children: [...children, ...many],
    seriesRules: [...seriesRules, ...numberings],
    capacities: [{ scope: 'event', guid: 'ev-1', capacity: 500 }],
    shiftDays: 364,
    order: 3,
    actor: { userId: 'u-1', name: 'Admin' },
    now: new Date('2026-06-01T10:00:00.000Z'),
    newId: () => `new-${++n}`,
  });
}

describe('writing the copy all or nothing', () => {
  it('stages the unreachable items in chunks and makes the copy visible in one transaction', async () => {
    const copy = bigCopy();
    const m = memoryStore();
    await writeEventCopy(m.store, m.fileStore, copy);
    expect(m.stageCalls.every((c) => c.items.length + c.counters.length <= STAGE_CHUNK)).toBe(true);
    const [commit] = m.commits;
    if (!commit) throw new Error('no commit');
    // The event, two history entries, the check that the copy was not abandoned, and the rest.
    expect(4 + commit.puts.length + commit.publish.length).toBe(MAX_TRANSACTION_WRITES);
    // The e-mail was staged without its cross-series index key; the commit sets it.
    const stagedEmail = m.stageCalls.flatMap((c) => c.items).find((i) => i.entity === 'email');
    expect(stagedEmail).not.toHaveProperty('gsi2pk');
    expect(commit.publish).toEqual([
      { pk: stagedEmail?.pk, sk: stagedEmail?.sk, set: expect.objectContaining({ gsi2pk: 'EMAILS' }) },
    ]);
    // Everything is there: the event, its partition, the series' rules, the counters, the file.
    expect(m.table.size).toBe(1 + copy.children.length + copy.seriesItems.length + copy.counters.length);
    expect([...m.table.values()].find((i) => i.entity === 'email')).toMatchObject({ gsi2pk: 'EMAILS' });
    expect(m.files.has(copy.files[0]?.to ?? '')).toBe(true);
  });

  it('holds back only index keys that name none of the copy guids', () => {
    const steps = copySteps(bigCopy());
    const race = steps.staged.find((i) => i.entity === 'subevent');
    expect(race?.gsi3pk).toBe(`SUBEVENT#${race?.guid}`);
    // 4 + 1 e-mail + 95 rules in the commit; the other 27 rules staged last.
    expect(steps.commit.puts).toHaveLength(95);
    expect(steps.late).toHaveLength(122 - 95);
  });

  type FailAt = { stage?: number; commit?: boolean; file?: boolean };
  it.each<[string, FailAt]>([
    ['a staged chunk', { stage: 2 }],
    ['the last staged chunk (rules that did not fit the transaction)', { stage: 5 }],
    ['the commit transaction', { commit: true }],
    ['the copy of a document file (after the partition was staged)', { file: true }],
  ])('leaves nothing behind when %s fails', async (_what, failAt) => {
    const copy = bigCopy();
    const m = memoryStore(failAt);
    if (failAt.file) m.files.clear();
    await expect(writeEventCopy(m.store, m.fileStore, copy)).rejects.toThrow(
      failAt.file ? 'seriesEditor.copyDocumentMissing' : /./,
    );
    // Something had been written: the failure came midway.
    expect(m.stageCalls.length).toBeGreaterThan(1);
    // Fenced off before the cleanup: a commit still on its way can no longer land.
    expect(m.abandoned.has(copy.event.guid)).toBe(true);
    await expect(m.store.commit(copySteps(copy).commit)).rejects.toThrow(/abandoned/);
    expect(m.eventExists(copy.event.guid)).toBe(false);
    expect([...m.table.keys()]).toEqual([]);
    expect([...m.files]).toEqual(failAt.file ? [] : ['files/se-1/doc-1/logo.png']);
  });

  it('removes nothing when the copy cannot even be fenced off (what stays is unreachable)', async () => {
    const copy = bigCopy();
    const m = memoryStore({ commit: true, abandon: true });
    await expect(writeEventCopy(m.store, m.fileStore, copy)).rejects.toThrow('transaction cancelled');
    expect(m.eventExists(copy.event.guid)).toBe(false);
    expect(m.table.size).toBe(copy.children.length + copy.counters.length + copySteps(copy).late.length);
  });

  it('keeps the copy when the commit went through but its answer was lost', async () => {
    const copy = bigCopy();
    const m = memoryStore({ commit: true, commitLands: true });
    await writeEventCopy(m.store, m.fileStore, copy);
    expect(m.eventExists(copy.event.guid)).toBe(true);
    expect(m.table.size).toBe(1 + copy.children.length + copy.seriesItems.length + copy.counters.length);
  });
});
