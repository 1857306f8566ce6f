import { describe, expect, it } from 'vitest';
import type { WaitingEntryRecord } from '../waiting-list/waiting-list-rules';
import { seriesStatistics, type StatisticsPorts } from './statistics-service';

const entry = (guid: string, state: WaitingEntryRecord['state']): WaitingEntryRecord => ({
  entity: 'waitingEntry',
  guid,
  subEventGuid: 'r1',
  email: `${guid}@example.com`,
  firstName: guid,
  lastName: 'Runner',
  userId: null,
  locale: 'cs',
  rank: 1,
  state,
  dateCreated: '2026-06-01T10:00:00.000Z',
});

const ports = (lists?: StatisticsPorts['waitingListEntries']): StatisticsPorts => ({
  series: async (guid) => ({ guid, name: 'Pohár' }),
  allSeries: async () => [],
  racesOfSeries: async () => [
    { guid: 'r1', name: '10 km', eventGuid: 'e1', eventName: 'Jarní běh', used: 100, capacity: 100 },
    { guid: 'r2', name: '5 km', eventGuid: 'e1', eventName: 'Jarní běh', used: 3, capacity: 0 },
  ],
  statDays: async () => [],
  statMonths: async () => [],
  now: () => new Date('2026-06-15T10:00:00Z'),
  ...(lists ? { waitingListEntries: lists } : {}),
});

describe('waiting lists on the series statistics', () => {
  const query = { dateFrom: '2026-06-01', dateTo: '2026-06-15', segment: 1, mergeLevel: 2 };

  it('counts each list per state; a race without a list has none', async () => {
    const answer = await seriesStatistics(
      ports(async (guids) => {
        expect(guids).toEqual(['r1', 'r2']);
        return new Map([
          [
            'r1',
            [
              entry('a', 'waiting'),
              entry('b', 'waiting'),
              entry('c', 'offered'),
              entry('d', 'taken'),
              entry('e', 'expired'),
              entry('f', 'expired'),
            ],
          ],
        ]);
      }),
      's1',
      query,
    );
    expect(answer.races.map((r) => [r.guid, r.waitingList])).toEqual([
      ['r1', { waiting: 2, offered: 1, taken: 1, expired: 2 }],
      ['r2', undefined],
    ]);
  });

  it('answers without counts where storage has no lists to read', async () => {
    const answer = await seriesStatistics(ports(), 's1', query);
    expect(answer.races.every((r) => r.waitingList === undefined)).toBe(true);
  });

  it("counts a race's category and wave lists apart from the race's own", async () => {
    const answer = await seriesStatistics(
      {
        ...ports(),
        waitingListPartEntries: async () =>
          new Map([
            [
              'r2',
              [
                {
                  kind: 'category' as const,
                  name: 'Ženy',
                  entries: [entry('a', 'waiting'), entry('b', 'taken')],
                },
                { kind: 'wave' as const, name: 'Ranní', entries: [entry('c', 'offered')] },
              ],
            ],
          ]),
      },
      's1',
      query,
    );
    expect(answer.races.map((r) => [r.guid, r.waitingList, r.waitingListParts])).toEqual([
      ['r1', undefined, undefined],
      [
        'r2',
        undefined,
        [
          { kind: 'category', name: 'Ženy', counts: { waiting: 1, offered: 0, taken: 1, expired: 0 } },
          { kind: 'wave', name: 'Ranní', counts: { waiting: 0, offered: 1, taken: 0, expired: 0 } },
        ],
      ],
    ]);
  });
});
