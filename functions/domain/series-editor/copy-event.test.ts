import { describe, expect, it } from 'vitest';
import { counterRefs, planEventCopy, shiftInstant } from './copy-event';
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
  { pk: 'EVENT#ev-1', sk: 'DOCUMENT#doc-1', entity: 'document', guid: 'doc-1', key: 'documents/ev-1/doc-1' },
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

let n = 0;
const plan = (name?: string) =>
  planEventCopy({
    source,
    children,
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
    // Documents stay with their files.
    expect(byEntity('document')).toBeUndefined();
    // No old guid anywhere in the copy.
    expect(JSON.stringify(copy.children)).not.toMatch(
      /ev-1|race-1|cat-1|pr-1|wave-1|card-1|val-1|opt-1|mail-1/,
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
